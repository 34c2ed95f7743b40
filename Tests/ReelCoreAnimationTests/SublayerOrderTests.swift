import Reel
import XCTest

/// Drawing order of sublayers that leave and come back, and copies that keep their class's
/// nature; checked on rendered pixels (exact colours: opaque, axis-aligned, pixel-aligned layers).
final class SublayerOrderTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0, a: 255), green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    private let blue = RGBA8(r: 0, g: 0, b: 255, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    private func square(width: CGFloat, _ color: String) -> CALayer {
        let layer = CALayer()
        layer.position = CGPoint(x: 15, y: 5)
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: 10)
        layer.backgroundColor = UIColor(hex: color).cgColor
        return layer
    }

    /// Centred on a 30 × 10 stage: B (green) fills it, C (blue) its middle 20 points, A (red) the
    /// middle 10. A is removed and re-added on top, then C is inserted just below A: C must draw
    /// above B from then on, though A's first, older record lies below B.
    func testLayerInsertedBelowAReAddedLayerDrawsAboveWhatTheReAddedLayerCovers() throws {
        let stage = Stage(width: 30, height: 10, duration: 3)
        let a = square(width: 10, "#ff0000")
        let b = square(width: 30, "#00ff00")
        let c = square(width: 20, "#0000ff")
        stage.rootLayer.addSublayer(a)
        stage.rootLayer.addSublayer(b)
        stage.at(1) {
            a.removeFromSuperlayer()
            stage.rootLayer.addSublayer(a)
        }
        stage.at(2) { stage.rootLayer.insertSublayer(c, below: a) }
        stage.finish()
        XCTAssertTrue(stage.rootLayer.sublayers?.elementsEqual([b, c, a], by: ===) == true, "live order B, C, A")

        let before = try stage.frame(at: 0.5)
        let readded = try stage.frame(at: 1.5)
        let inserted = try stage.frame(at: 2.5)
        XCTAssertEqual(before[15, 5], green, "A starts below B")
        XCTAssertEqual(readded[15, 5], red, "A re-added on top")
        XCTAssertEqual(readded[7, 5], green, "C not yet added")
        XCTAssertEqual(inserted[15, 5], red, "A stays on top")
        XCTAssertEqual(inserted[7, 5], blue, "C above B, below A")
        XCTAssertEqual(inserted[2, 5], green)
    }

    /// `CATransformLayer(layer:)` copies a plain layer's values but stays a transform layer, so
    /// the copied red background is not drawn (the stage's white shows) while its sublayer is.
    func testTransformLayerCopyOfAPlainLayerStaysATransformLayer() throws {
        let stage = Stage(width: 30, height: 10, duration: 1)
        let copy = CATransformLayer(layer: square(width: 30, "#ff0000"))
        copy.addSublayer(square(width: 10, "#0000ff"))
        stage.rootLayer.addSublayer(copy)
        XCTAssertTrue(stage.scene.layers[0].isTransformLayer)
        let frame = try stage.frame(at: 0)
        XCTAssertEqual(frame[2, 5], white, "the copied background is not drawn")
        XCTAssertEqual(frame[15, 5], blue)
    }
}
