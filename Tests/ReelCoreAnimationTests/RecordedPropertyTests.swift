import Foundation
import Reel
import ReelAPITestSupport
import ReelRender
import XCTest

/// Properties that only switch (a text, a choice, a switch) take effect from the time they are set,
/// as on iOS, instead of their last value holding for the whole scene.
final class RecordedPropertyTests: XCTestCase {
    /// A 60 × 30 text layer showing `string` in black on white.
    private func label(_ string: String) -> CATextLayer {
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        text.backgroundColor = .white
        text.foregroundColor = .black
        text.fontSize = 20
        text.string = string
        return text
    }

    func testTextChangedAtOneSecondShowsTheOldTextBeforeAndTheNewAfter() throws {
        let changing = label("12")
        let stage = makeStage(changing, duration: 2)
        stage.at(1) { changing.string = "47" }
        let old = try makeStage(label("12"), duration: 2).frame(at: 0.5)
        let new = try makeStage(label("47"), duration: 2).frame(at: 0.5)
        XCTAssertNotEqual(old, new, "the two texts draw differently")
        XCTAssertEqual(try stage.frame(at: 0.5), old)
        XCTAssertEqual(try stage.frame(at: 1.05), new, "a text change is not implicitly animated")
        XCTAssertEqual(try stage.frame(at: 1.5), new)
        XCTAssertEqual(stage.timeline.value("string", at: 0.99), .text("12"))
        XCTAssertEqual(stage.timeline.value("string", at: 1), .text("47"))
    }

    func testAttributedStringDrawsItsCharacters() {
        let text = CATextLayer()
        text.string = NSAttributedString(string: "Hi")
        XCTAssertEqual(text.string as? String, "Hi")
        text.string = 42
        XCTAssertEqual(text.string as? String, "42")
        text.string = nil
        XCTAssertEqual(text.string as? String, "")
    }

    func testMasksToBoundsChangedAtOneSecondClipsFromThen() throws {
        func parent(masks: Bool) -> CALayer {
            let layer = square(width: 20, height: 20)
            let child = square(x: 10, y: 10, width: 60, height: 60)
            child.backgroundColor = UIColor(hex: "#ff0000").cgColor
            layer.addSublayer(child)
            layer.masksToBounds = masks
            return layer
        }
        let changing = parent(masks: false)
        let stage = makeStage(changing, duration: 2)
        stage.at(1) { changing.masksToBounds = true }
        let unclipped = try makeStage(parent(masks: false), duration: 2).frame(at: 0)
        let clipped = try makeStage(parent(masks: true), duration: 2).frame(at: 0)
        XCTAssertNotEqual(unclipped, clipped)
        XCTAssertEqual(try stage.frame(at: 0.5), unclipped)
        XCTAssertEqual(try stage.frame(at: 1.5), clipped)
    }

    func testFillRuleChangedAtOneSecondFillsFromThen() throws {
        // Two nested squares in the same direction: non-zero fills the hole, even-odd leaves it.
        func shape(_ rule: CAShapeLayerFillRule) -> CAShapeLayer {
            let layer = CAShapeLayer()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
            path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
            layer.path = path
            layer.fillColor = .black
            layer.fillRule = rule
            return layer
        }
        let changing = shape(.nonZero)
        let stage = makeStage(changing, duration: 2)
        stage.at(1) { changing.fillRule = .evenOdd }
        let nonZero = try makeStage(shape(.nonZero), duration: 2).frame(at: 0)
        let evenOdd = try makeStage(shape(.evenOdd), duration: 2).frame(at: 0)
        XCTAssertNotEqual(nonZero, evenOdd)
        XCTAssertEqual(try stage.frame(at: 0.5), nonZero)
        XCTAssertEqual(try stage.frame(at: 1.5), evenOdd)
    }

    /// Each switch-like property, set on a layer at 1 s: its value as drawn before and after.
    func testEachDiscretePropertyTakesItsNewValueAtTheTimeItIsSet() {
        let plain = square()
        plain.contents = "a.png"
        let shape = CAShapeLayer()
        let text = CATextLayer()
        let gradient = CAGradientLayer()
        let replicator = CAReplicatorLayer()
        let stage = makeStage(plain, shape, text, gradient, replicator, duration: 2)
        stage.at(1) {
            plain.isDoubleSided = false
            plain.contentsGravity = .center
            plain.contentsScale = 2
            shape.lineCap = .round
            shape.lineJoin = .bevel
            shape.miterLimit = 4
            text.font = "Serif"
            text.alignmentMode = .center
            text.isWrapped = true
            gradient.type = .radial
            replicator.instanceCount = 3
        }
        let expected: [(String, Int, AnimationValue, AnimationValue)] = [
            ("doubleSided", 0, .bool(true), .bool(false)),
            ("contentsGravity", 0, .text("resize"), .text("center")),
            ("contentsScale", 0, .scalar(1), .scalar(2)),
            ("lineCap", 1, .text("butt"), .text("round")),
            ("lineJoin", 1, .text("miter"), .text("bevel")),
            ("miterLimit", 1, .scalar(10), .scalar(4)),
            ("font", 2, .text(""), .text("Serif")),
            ("alignmentMode", 2, .text("natural"), .text("center")),
            ("wrapped", 2, .bool(false), .bool(true)),
            ("type", 3, .text("axial"), .text("radial")),
            ("instanceCount", 4, .scalar(1), .scalar(3))
        ]
        let timeline = stage.timeline
        for (keyPath, index, before, after) in expected {
            XCTAssertEqual(timeline.value(keyPath, [index], at: 0.5), before, keyPath)
            XCTAssertEqual(timeline.value(keyPath, [index], at: 1.5), after, keyPath)
        }
    }

    func testPlacementSetBeforeTheImageAppliesToIt() {
        let layer = square()
        layer.contentsGravity = .topLeft
        layer.contentsScale = 2
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        XCTAssertEqual(layer.contentsGravity, .topLeft, "kept while the layer has no image")
        layer.contents = "a.png"
        let stage = makeStage(layer)
        let contents = stage.scene.layers[0].contents
        XCTAssertEqual(contents?.gravity, .topLeft)
        XCTAssertEqual(contents?.scale, 2)
        XCTAssertEqual(contents?.rect, Rect(x: 0, y: 0, width: 0.5, height: 1))
        layer.contents = nil
        layer.contents = "b.png"
        XCTAssertEqual(stage.scene.layers[0].contents?.gravity, .topLeft, "kept across an image removed")
    }

    /// On iOS a layer shows no image until it is given one and none after `contents = nil`:
    /// both changes are recorded at the time they are made.
    func testFirstImageAndNilAreRecordedOverTime() {
        let layer = square()
        let stage = makeStage(layer, duration: 3)
        stage.at(1) {
            CATransaction.setDisableActions(true)
            layer.contents = "a.png"
        }
        stage.at(2) {
            CATransaction.setDisableActions(true)
            layer.contents = nil
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.value("contents", [0], at: 0.5), .image(""), "no image before the first one")
        XCTAssertEqual(timeline.value("contents", [0], at: 1.5), .image("a.png"))
        XCTAssertEqual(timeline.value("contents", [0], at: 2.5), .image(""), "none after nil")
        XCTAssertNil(layer.contents)
        XCTAssertEqual(ImageReferences.names(in: stage.scene), ["a.png"])
    }

    /// A standalone layer's implicit action for `contents` cross-fades, from or to nothing too.
    func testStandaloneLayerFadesItsFirstImageInAndOut() {
        let layer = square()
        let stage = makeStage(layer, duration: 3)
        stage.at(1) { layer.contents = "a.png" }
        stage.at(2) { layer.contents = nil }
        let timeline = stage.timeline
        let fadingIn = timeline.drawn([0], at: 1.125).contents
        XCTAssertEqual(fadingIn?.image, "a.png")
        XCTAssertEqual(fadingIn?.fadingFrom, "", "from no image")
        XCTAssertTrue((0.01..<0.99).contains(fadingIn?.fade ?? 0), "\(fadingIn?.fade ?? 0)")
        let fadingOut = timeline.drawn([0], at: 2.125).contents
        XCTAssertEqual(fadingOut?.image, "")
        XCTAssertEqual(fadingOut?.fadingFrom, "a.png")
        XCTAssertTrue((0.01..<0.99).contains(fadingOut?.fade ?? 0), "\(fadingOut?.fade ?? 0)")
        XCTAssertEqual(timeline.drawn([0], at: 2.5).contents?.image, "")
    }

    func testShadowPathChangedAtOneSecondShapesTheShadowFromThen() {
        let layer = square()
        let stage = makeStage(layer, duration: 2)
        stage.at(1) {
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            layer.shadowPath = path
        }
        let timeline = stage.timeline
        XCTAssertNil(timeline.drawn([0], at: 0.5).shadowPath)
        XCTAssertNil(timeline.drawn([0], at: 0.99).shadowPath)
        XCTAssertEqual(timeline.drawn([0], at: 1).shadowPath, Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)))
        XCTAssertEqual(timeline.drawn([0], at: 1.5).shadowPath, Path(rect: Rect(x: 0, y: 0, width: 5, height: 5)))
    }
}
