import Reel
import ReelAPITestSupport
import XCTest

/// The layer tree (insertion, replacement, removal, in the live tree and the exported scene),
/// geometry derived from the model (`frame`), key-value access and masks.
final class LayerTreeTests: XCTestCase {
    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    func testSublayersAreInsertedWhereAsked() {
        let parent = named("parent")
        let (a, b, c, d, e) = (named("a"), named("b"), named("c"), named("d"), named("e"))
        XCTAssertNil(parent.sublayers)
        parent.addSublayer(a)
        parent.addSublayer(c)
        parent.insertSublayer(b, at: 1)
        parent.insertSublayer(d, above: c)
        parent.insertSublayer(e, below: a)
        XCTAssertEqual(names(parent), ["e", "a", "b", "c", "d"])
        XCTAssertTrue(b.superlayer === parent)
        parent.replaceSublayer(b, with: named("B"))
        XCTAssertNil(b.superlayer)
        c.removeFromSuperlayer()
        XCTAssertEqual(names(parent), ["e", "a", "B", "d"])
        parent.insertSublayer(a, at: 100)
        XCTAssertEqual(names(parent), ["e", "B", "d", "a"], "moved to the top, the index clamped")
        let stage = makeStage(parent)
        XCTAssertEqual(stage.scene.layers[0].sublayers.map(\.name), ["e", "B", "d", "a"])
        parent.sublayers = [c]
        XCTAssertEqual(names(parent), ["c"])
        XCTAssertNil(a.superlayer)
    }

    /// Removed at 1 s and re-added above a sibling at 2 s: the scene hides it in between and
    /// draws it in its new place afterwards.
    func testChangesOnTheStageAreRecordedOverTime() throws {
        let below = square(x: 50, y: 50, width: 100, height: 100)
        below.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let above = square(x: 50, y: 50, width: 100, height: 100)
        above.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let stage = makeStage(below, above, duration: 3)
        stage.at(1) { below.removeFromSuperlayer() }
        stage.at(2) { stage.rootLayer.addSublayer(below) }
        XCTAssertEqual(try stage.frame(at: 0.5)[50, 50], RGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(try stage.frame(at: 2.5)[50, 50], RGBA8(r: 255, g: 0, b: 0, a: 255), "back on top")
        XCTAssertEqual(stage.timeline.value("hidden", [0], at: 1.5), .bool(true))
    }

    func testFrameIsDerivedFromPositionBoundsAnchorAndTransform() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        XCTAssertEqual(layer.frame, CGRect(x: 30, y: 40, width: 40, height: 20))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(layer.frame.origin.x, 40, accuracy: 1e-9)
        XCTAssertEqual(layer.frame.origin.y, 30, accuracy: 1e-9)
        XCTAssertEqual(layer.frame.width, 20, accuracy: 1e-9)
        XCTAssertEqual(layer.frame.height, 40, accuracy: 1e-9)
        XCTAssertEqual(layer.affineTransform().b, 1, accuracy: 1e-12)
        let anchored = CALayer()
        anchored.anchorPoint = CGPoint(x: 0, y: 0)
        anchored.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(anchored.position, CGPoint(x: 10, y: 20))
        XCTAssertEqual(anchored.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        anchored.anchorPoint = CGPoint(x: 1, y: 1)
        XCTAssertEqual(anchored.frame, CGRect(x: -20, y: -20, width: 30, height: 40))
    }

    func testKeyValueAccessUsesCoreAnimationsKeyPaths() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
        layer.setValue(0.5, forKeyPath: "transform.rotation.z")
        layer.setValue(25, forKeyPath: "bounds.size.width")
        layer.setValue("wrong", forKeyPath: "opacity")
        layer.setValue(1, forKeyPath: "no.such.path")
        XCTAssertEqual(layer.position, CGPoint(x: 3, y: 4))
        XCTAssertEqual(layer.value(forKeyPath: "position") as? CGPoint, CGPoint(x: 3, y: 4))
        XCTAssertEqual(Double(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0), 0.5, accuracy: 1e-12)
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.width") as? CGFloat, 25)
        XCTAssertEqual(layer.value(forKeyPath: "opacity") as? CGFloat, 1, "a wrong type is ignored")
        XCTAssertNil(layer.value(forKeyPath: "no.such.path"))
        XCTAssertEqual(layer.value(forKeyPath: "hidden") as? Bool, false)
        XCTAssertEqual(layer.value(forKeyPath: "bounds") as? CGRect, CGRect(x: 0, y: 0, width: 25, height: 0))
        XCTAssertTrue(layer.value(forKeyPath: "transform") is CATransform3D)
        XCTAssertEqual((layer.value(forKeyPath: "backgroundColor") as? CGColor)?.alpha, 0, "none animates as clear")
        let shape = CAShapeLayer()
        shape.setValue(CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)), forKeyPath: "path")
        XCTAssertEqual(
            (shape.value(forKeyPath: "path") as? CGPath)?.path, Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)))
        let gradient = CAGradientLayer()
        gradient.setValue([0, 0.5, 1], forKeyPath: "locations")
        XCTAssertEqual(gradient.value(forKeyPath: "locations") as? [NSNumber], [0, 0.5, 1])
    }

    /// Setting a key path on the stage animates like setting the property.
    func testKeyValueChangesAnimateImplicitly() {
        let layer = square(x: 0)
        let stage = makeStage(layer)
        stage.at(1) {
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            layer.setValue(80, forKeyPath: "position.x")
        }
        XCTAssertEqual(stage.timeline.number("position", at: 1.5), 40, accuracy: 1e-9)
    }

    func testAMaskIsExportedInTheLayersCoordinates() throws {
        let layer = square(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.mask = mask
        let stage = makeStage(layer, duration: 1)
        XCTAssertEqual(stage.scene.layers[0].mask?.bounds, Rect(x: 0, y: 0, width: 50, height: 100))
        let frame = try stage.frame(at: 0)
        XCTAssertEqual(frame[25, 50], RGBA8(r: 0, g: 0, b: 255, a: 255), "under the mask")
        XCTAssertEqual(frame[75, 50], RGBA8(r: 255, g: 255, b: 255, a: 255), "masked out: the stage's white")
    }

    func testTheCurrentMediaTimeIsTheStagesClock() {
        let stage = makeStage()
        var seen: [Double] = []
        stage.at(1.25) { seen.append(CACurrentMediaTime()) }
        stage.after(2) { seen.append(CACurrentMediaTime()) }
        stage.wait(1.5)
        let now: CFTimeInterval = CACurrentMediaTime()
        XCTAssertEqual(stage.now, 1.5)
        XCTAssertEqual(now, 1.5)
        stage.run(until: 3)
        XCTAssertEqual(seen, [1.25, 2])
    }
}
