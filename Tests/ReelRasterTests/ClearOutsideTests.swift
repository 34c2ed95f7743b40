import ReelGeometry
import XCTest

@testable import ReelRaster

/// `Pixmap.clear(outside:)` stands for masking by a pixel-aligned rectangle's clip mask (what the
/// renderer draws for `masksToBounds` on the pixel grid): the same bytes on random offscreens and
/// rectangles inside, across and beyond the canvas, with the mask drawn over the offscreen's
/// window, or over the whole canvas when it reaches past the window (as `Renderer.offscreen` does).
final class ClearOutsideTests: XCTestCase {
    private let canvasWidth = 41, canvasHeight = 29

    /// An offscreen over a random window of the canvas, with varied premultiplied pixels.
    private func offscreen(_ random: inout SplitMix) -> Pixmap {
        let x0 = Int.random(in: 0..<(canvasWidth - 1), using: &random)
        let y0 = Int.random(in: 0..<(canvasHeight - 1), using: &random)
        let window = PixelBox(
            x0: x0, y0: y0, x1: Int.random(in: (x0 + 1)...canvasWidth, using: &random),
            y1: Int.random(in: (y0 + 1)...canvasHeight, using: &random))
        var p = Pixmap(window: window, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        for y in 0..<p.height {
            for x in 0..<p.width {
                let a = UInt8.random(in: 1...255, using: &random)
                p[x, y] = RGBA8(
                    r: .random(in: 0...a, using: &random), g: .random(in: 0...a, using: &random),
                    b: .random(in: 0...a, using: &random), a: a)
            }
        }
        return p
    }

    /// A random integer coordinate, sometimes beyond the canvas on either side.
    private func coordinate(_ limit: Int, _ random: inout SplitMix) -> Int {
        Int.random(in: -6...(limit + 6), using: &random)
    }

    func testClearingOutsideABoxIsMaskingByItsRectangle() {
        var random = SplitMix(state: 0x00C1_EA55)
        let rasterizer = Rasterizer()
        var cleared = 0
        var redrawn = 0
        for _ in 0..<400 {
            let pixels = offscreen(&random)
            var (x0, x1) = (coordinate(canvasWidth, &random), coordinate(canvasWidth, &random))
            var (y0, y1) = (coordinate(canvasHeight, &random), coordinate(canvasHeight, &random))
            if x0 == x1 { x1 += 1 }
            if y0 == y1 { y1 += 1 }
            if x0 > x1 { swap(&x0, &x1) }
            if y0 > y1 { swap(&y0, &y1) }
            let rect = Path(rect: Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0)))
            // As the renderer draws it: over the offscreen's window, and again over the whole
            // canvas when the rectangle reaches past the window (a fill that does is not drawn).
            let whole = PixelBox(x: 0, y: 0, width: canvasWidth, height: canvasHeight)
            var mask = Pixmap(window: pixels.window, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
            rasterizer.fill(rect, paint: .solid(.white), into: &mask)
            let wholeCanvas = mask.overflowed
            if wholeCanvas {
                mask = Pixmap(window: whole, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
                rasterizer.fill(rect, paint: .solid(.white), into: &mask)
            }

            var masked = pixels
            masked.mask(by: mask)
            var clipped = pixels
            clipped.clear(outside: PixelBox(x0: x0, y0: y0, x1: x1, y1: y1))
            XCTAssertEqual(
                clipped.bytes, masked.bytes,
                "box \(x0)..<\(x1) × \(y0)..<\(y1), window \(pixels.window), mask over the canvas: \(wholeCanvas)")
            if clipped.bytes != pixels.bytes { cleared += 1 }
            if wholeCanvas { redrawn += 1 }
        }
        // Most boxes leave part of the offscreen out, so the comparison is of cleared pixels too,
        // and many reach past the window, so masks over the whole canvas are compared too.
        XCTAssertGreaterThan(cleared, 200)
        XCTAssertGreaterThan(redrawn, 50)
    }

    func testABoxHoldingTheWholeWindowKeepsEveryPixel() {
        var random = SplitMix(state: 7)
        let pixels = offscreen(&random)
        var clipped = pixels
        clipped.clear(outside: PixelBox(x0: -1, y0: -1, x1: canvasWidth + 1, y1: canvasHeight + 1))
        XCTAssertEqual(clipped.bytes, pixels.bytes)
        clipped.clear(outside: PixelBox(x0: canvasWidth, y0: 0, x1: canvasWidth + 1, y1: canvasHeight))
        XCTAssertTrue(clipped.bytes.allSatisfy { $0 == 0 })
    }
}
