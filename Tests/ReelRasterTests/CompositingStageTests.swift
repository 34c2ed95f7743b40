import ReelGeometry
import XCTest

@testable import ReelRaster

/// The stages after the paint (masks, opacity, blend) applied inside a fill give the bytes of
/// the fill drawn alone into a transparent offscreen, masked by each mask and composited with the
/// opacity and blend mode: what lets a layer that draws one thing skip its group offscreen.
final class CompositingStageTests: XCTestCase {
    private let (width, height) = (40, 30)

    private func randomPixmap(window: PixelBox, opaque: Bool = false, _ random: inout SplitMix) -> Pixmap {
        var p = Pixmap(window: window, canvasWidth: width, canvasHeight: height)
        for i in stride(from: 0, to: p.bytes.count, by: 4) {
            let a = opaque ? 255 : UInt8.random(in: 0...255, using: &random)
            for c in 0..<3 { p.bytes[i + c] = UInt8.random(in: 0...a, using: &random) }
            p.bytes[i + 3] = a
        }
        return p
    }

    private func paints(_ random: inout SplitMix) -> [Paint] {
        var texture = Pixmap(width: 6, height: 5)
        for i in stride(from: 0, to: texture.bytes.count, by: 4) {
            let a = UInt8.random(in: 1...255, using: &random)
            for c in 0..<3 { texture.bytes[i + c] = UInt8.random(in: 0...a, using: &random) }
            texture.bytes[i + 3] = a
        }
        return [
            .solid(Color(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.7)),
            .solid(.white),
            .linearGradient(
                Gradient(colors: [.white, Color(red: 0, green: 0, blue: 1, alpha: 0.5)]),
                start: Point(x: 3, y: 5), end: Point(x: 35, y: 25)),
            .image(
                ImagePattern(
                    image: texture, imageToPixels: Homography(AffineTransform(scaleX: 6.5, y: 5.5)), opacity: 0.8)!)
        ]
    }

    private func polygon(_ random: inout SplitMix, aligned: Bool) -> [Polyline] {
        if aligned {
            let x = Double(Int.random(in: 0...20, using: &random))
            let y = Double(Int.random(in: 0...15, using: &random))
            let corners = [
                Point(x: x, y: y), Point(x: x + 17, y: y), Point(x: x + 17, y: y + 11), Point(x: x, y: y + 11)
            ]
            return [Polyline(points: corners, isClosed: true)]
        }
        let points = (0..<6).map { _ in
            Point(x: Double.random(in: -3...43, using: &random), y: Double.random(in: -3...33, using: &random))
        }
        return [Polyline(points: points, isClosed: true)]
    }

    func testStagedFillEqualsTheOffscreenMaskedAndComposited() {
        var random = SplitMix(state: 18)
        let rasterizer = Rasterizer()
        var compared = 0
        for round in 0..<12 {
            let masks = [
                randomPixmap(window: PixelBox(x0: 2, y0: 1, x1: 37, y1: 28), &random),
                randomPixmap(window: PixelBox(x0: 0, y0: 0, x1: width, y1: height), &random)
            ].prefix(round % 3)
            let opacity = [1, 0.55, 0.2][(round / 3) % 3]
            // Source-over in the first rounds, then a blend mode each round.
            let blendMode: BlendMode? = round < 4 ? nil : BlendMode.allCases[round]
            let compositing = Compositing(masks: Array(masks), opacity: opacity, blendMode: blendMode)
            for paint in paints(&random) {
                for rule in [FillRule.nonZero, .evenOdd] {
                    let shape = polygon(&random, aligned: round % 2 == 1)
                    let backdrop = randomPixmap(
                        window: PixelBox(x0: 0, y0: 0, x1: width, y1: height), opaque: round % 5 == 0, &random)
                    var offscreen = Pixmap(width: width, height: height)
                    rasterizer.fill(shape, rule: rule, paint: paint, into: &offscreen)
                    for mask in masks { offscreen.mask(by: mask) }
                    var expected = backdrop
                    expected.composite(
                        offscreen, opacity: opacity, compositing: Compositing(blendMode: compositing.blendMode))
                    var staged = backdrop
                    rasterizer.fill(shape, rule: rule, paint: paint, compositing: compositing, into: &staged)
                    XCTAssertEqual(staged.bytes, expected.bytes, "round \(round), \(paint), \(rule)")
                    XCTAssertNotEqual(staged.bytes, backdrop.bytes, "round \(round): something was drawn")
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 96)
    }

    func testStagedCompositeEqualsCompositingThenMaskingByHand() {
        var random = SplitMix(state: 7)
        let layer = randomPixmap(window: PixelBox(x0: 5, y0: 4, x1: 30, y1: 26), &random)
        let mask = randomPixmap(window: PixelBox(x0: 0, y0: 0, x1: 25, y1: 20), &random)
        let backdrop = randomPixmap(window: PixelBox(x0: 0, y0: 0, x1: width, y1: height), &random)
        // By hand: the layer with the composite's own opacity, then masked, then the group opacity.
        var masked = Pixmap(window: layer.window, canvasWidth: width, canvasHeight: height)
        masked.composite(layer, opacity: 0.7)
        masked.mask(by: mask)
        var expected = backdrop
        expected.composite(masked, opacity: 0.4)
        var staged = backdrop
        staged.composite(layer, opacity: 0.7, compositing: Compositing(masks: [mask], opacity: 0.4))
        XCTAssertEqual(staged.bytes, expected.bytes)
        XCTAssertNotEqual(staged.bytes, backdrop.bytes)
    }

    func testSourceOverIsTheFusedPath() {
        XCTAssertTrue(Compositing.sourceOver.isSourceOver)
        XCTAssertTrue(Compositing(opacity: 1.0001).isSourceOver)  // rounds to 255
        XCTAssertFalse(Compositing(opacity: 0.99).isSourceOver)
        XCTAssertFalse(Compositing(blendMode: .multiply).isSourceOver)
        XCTAssertFalse(Compositing(masks: [Pixmap(width: 1, height: 1)]).isSourceOver)
    }

    func testPoolReusesBuffersZeroed() {
        let pool = PixmapPool(capacity: 2)
        var a = pool.pixmap(window: PixelBox(x: 3, y: 4, width: 10, height: 8), canvasWidth: 50, canvasHeight: 50)
        a.fill(with: .white)
        let capacity = a.bytes.capacity
        pool.recycle(&a)
        XCTAssertEqual(a.bytes.count, 0)
        XCTAssertEqual(pool.spareCount, 1)
        let b = pool.pixmap(window: PixelBox(x: 1, y: 1, width: 6, height: 5), canvasWidth: 50, canvasHeight: 50)
        XCTAssertEqual(pool.spareCount, 0, "the spare buffer was taken")
        XCTAssertEqual(b.bytes.capacity, capacity, "its storage reused")
        XCTAssertEqual(b.bytes, [UInt8](repeating: 0, count: 6 * 5 * 4), "and cleared")
        XCTAssertEqual(b.window, PixelBox(x: 1, y: 1, width: 6, height: 5))
        // A spare too small is grown rather than joined by a new buffer: one spare stays one.
        var c = pool.pixmap(window: PixelBox(x: 0, y: 0, width: 4, height: 4), canvasWidth: 50, canvasHeight: 50)
        pool.recycle(&c)
        XCTAssertEqual(pool.spareCount, 1)
        var big = pool.pixmap(window: PixelBox(x: 0, y: 0, width: 30, height: 30), canvasWidth: 50, canvasHeight: 50)
        XCTAssertEqual(pool.spareCount, 0, "the small spare was taken and grown")
        XCTAssertEqual(big.bytes, [UInt8](repeating: 0, count: 30 * 30 * 4))
        pool.recycle(&big)
        // Held at once, three buffers; given back, three spares, never more than `capacity` (2).
        var held = (0..<3).map { _ in
            pool.pixmap(window: PixelBox(x: 0, y: 0, width: 9, height: 9), canvasWidth: 50, canvasHeight: 50)
        }
        for i in held.indices { pool.recycle(&held[i]) }
        XCTAssertEqual(pool.spareCount, 2)
    }
}
