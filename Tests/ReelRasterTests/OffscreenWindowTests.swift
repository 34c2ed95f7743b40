import ReelGeometry
import XCTest

@testable import ReelRaster

/// Offscreens that cover part of a frame (windows) must hold exactly the pixels a frame-sized
/// offscreen holds there: fills, composites, masks and shadows are computed in the frame's pixels.
final class OffscreenWindowTests: XCTestCase {
    private let canvas = (width: 64, height: 48)

    private func window(_ box: PixelBox) -> Pixmap {
        Pixmap(window: box, canvasWidth: canvas.width, canvasHeight: canvas.height)
    }

    /// The pixel at canvas coordinates, transparent outside the pixmap's window.
    private func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> RGBA8 {
        let w = p.window
        guard w.x0 <= x, x < w.x1, w.y0 <= y, y < w.y1 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        return p[x - w.x0, y - w.y0]
    }

    /// Every canvas pixel of `part` (transparent outside its window) equals `whole`'s.
    private func assertSamePixels(
        _ part: Pixmap, _ whole: Pixmap, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        var differing = 0
        var shown = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                if pixel(part, x, y) != pixel(whole, x, y) { differing += 1 }
                if pixel(whole, x, y).a != 0 { shown += 1 }
            }
        }
        XCTAssertEqual(differing, 0, message, file: file, line: line)
        XCTAssertGreaterThan(shown, 20, "\(message): something to compare", file: file, line: line)
    }

    /// Random polygons with fractional corners inside `box` (a margin of a pixel), in every paint.
    private func polygons(in box: PixelBox, _ random: inout SplitMix) -> [([Polyline], Paint)] {
        func coordinate(_ low: Int, _ high: Int) -> Double {
            Double(low) + Double.random(in: 0...Double(high - low), using: &random)
        }
        var texture = Pixmap(width: 5, height: 4)
        for i in texture.bytes.indices { texture.bytes[i] = UInt8.random(in: 0...255, using: &random) | 0x80 }
        let paints: [Paint] = [
            .solid(Color(red: 0.8, green: 0.3, blue: 0.1, alpha: 0.7)),
            .linearGradient(
                Gradient(colors: [.white, Color(red: 0, green: 0, blue: 1, alpha: 0.5)]),
                start: Point(x: 3, y: 5), end: Point(x: 50, y: 41)),
            .radialGradient(Gradient(colors: [.black, .white]), center: Point(x: 30, y: 20), radius: 17),
            .image(ImagePattern(image: texture, imageToPixels: Homography(AffineTransform(scaleX: 7.5, y: 6.25)))!)
        ]
        return paints.map { paint in
            let points = (0..<5).map { _ in
                Point(x: coordinate(box.x0, box.x1), y: coordinate(box.y0, box.y1))
            }
            return ([Polyline(points: points, isClosed: true)], paint)
        }
    }

    func testFillsIntoAWindowAreTheFramesPixels() {
        var random = SplitMix(state: 11)
        // Inside the canvas, and along its left and bottom sides (where fills are clipped).
        let boxes = [
            PixelBox(x0: 10, y0: 7, x1: 41, y1: 30), PixelBox(x0: 0, y0: 20, x1: 25, y1: 48),
            PixelBox(x0: 50, y0: 0, x1: 64, y1: 9)
        ]
        for box in boxes {
            var whole = Pixmap(width: canvas.width, height: canvas.height)
            var part = window(box)
            // Polygons reach a pixel beyond the sides that lie on the canvas's edges.
            let reach = PixelBox(
                x0: box.x0 == 0 ? -3 : box.x0, y0: box.y0 == 0 ? -3 : box.y0,
                x1: box.x1 == canvas.width ? box.x1 + 3 : box.x1, y1: box.y1 == canvas.height ? box.y1 + 3 : box.y1)
            let rasterizer = Rasterizer()
            for _ in 0..<6 {
                for (polygon, paint) in polygons(in: reach, &random) {
                    rasterizer.fill(polygon, rule: .evenOdd, paint: paint, into: &whole)
                    rasterizer.fill(polygon, rule: .evenOdd, paint: paint, into: &part)
                }
            }
            // And a pixel-aligned rectangle (the rectangle path).
            let rectangle = Path(rect: Rect(x: Double(box.x0), y: Double(box.y0), width: 3, height: 2))
            rasterizer.fill(rectangle, paint: .solid(.black), into: &whole)
            rasterizer.fill(rectangle, paint: .solid(.black), into: &part)
            XCTAssertFalse(part.overflowed)
            XCTAssertTrue(whole.bytes.contains { $0 != 0 })
            assertSamePixels(part, whole, "window \(box)")
        }
    }

    func testAFillReachingOutsideTheWindowIsNotDrawnAndMarksIt() {
        var part = window(PixelBox(x0: 10, y0: 10, x1: 20, y1: 20))
        let square = Path(rect: Rect(x: 12, y: 12, width: 9, height: 4))  // one column too far
        Rasterizer().fill(square, paint: .solid(.white), into: &part)
        XCTAssertTrue(part.overflowed)
        XCTAssertTrue(part.bytes.allSatisfy { $0 == 0 })
        var inside = window(PixelBox(x0: 10, y0: 10, x1: 20, y1: 20))
        Rasterizer().fill(Path(rect: Rect(x: 12, y: 12, width: 8, height: 4)), paint: .solid(.white), into: &inside)
        XCTAssertFalse(inside.overflowed)
        XCTAssertEqual(inside[2, 2], RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func testCompositesMasksAndShadowsOfWindowsAreTheFramesPixels() {
        var random = SplitMix(state: 12)
        let rasterizer = Rasterizer()
        let layerBox = PixelBox(x0: 8, y0: 6, x1: 30, y1: 26)
        let maskBox = PixelBox(x0: 14, y0: 3, x1: 40, y1: 20)
        var layerWhole = Pixmap(width: canvas.width, height: canvas.height)
        var layerPart = window(layerBox)
        var maskWhole = Pixmap(width: canvas.width, height: canvas.height)
        var maskPart = window(maskBox)
        for (polygon, paint) in polygons(in: layerBox, &random) {
            rasterizer.fill(polygon, paint: paint, into: &layerWhole)
            rasterizer.fill(polygon, paint: paint, into: &layerPart)
        }
        for (polygon, paint) in polygons(in: maskBox, &random) {
            rasterizer.fill(polygon, paint: paint, into: &maskWhole)
            rasterizer.fill(polygon, paint: paint, into: &maskPart)
        }
        // A shadow reaching past the canvas's top and left.
        let shadowWhole = layerWhole.shadow(color: .black, sigma: 4.5, dx: -6.25, dy: 2.5)
        let shadowPart = layerPart.shadow(color: .black, sigma: 4.5, dx: -6.25, dy: 2.5)
        XCTAssertLessThan(shadowPart.width * shadowPart.height, canvas.width * canvas.height)
        assertSamePixels(shadowPart, shadowWhole, "shadow")
        layerWhole.mask(by: maskWhole)
        layerPart.mask(by: maskPart)
        assertSamePixels(layerPart, layerWhole, "mask")
        var frameWhole = Pixmap(width: canvas.width, height: canvas.height, filledWith: .white)
        var frameUnder = Pixmap(width: canvas.width, height: canvas.height, filledWith: .white)
        frameWhole.composite(layerWhole, opacity: 0.6)
        frameUnder.composite(layerPart, opacity: 0.6)
        XCTAssertEqual(frameUnder, frameWhole)
        // Into a window too small for what the layer shows: marked, the part inside composited.
        var tooSmall = window(PixelBox(x0: 8, y0: 6, x1: 12, y1: 9))
        tooSmall.composite(layerPart)
        XCTAssertTrue(tooSmall.overflowed)
    }
}
