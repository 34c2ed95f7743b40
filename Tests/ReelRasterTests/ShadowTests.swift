import XCTest

@testable import ReelRaster

/// Shadows with values no scene reader would let through but the Swift API can pass: they must
/// neither trap (Double → Int) nor cost more than a blur about the canvas's size.
final class ShadowTests: XCTestCase {
    private func square() -> Pixmap {
        var pixmap = Pixmap(width: 60, height: 40)
        for y in 10..<30 {
            for x in 20..<40 { pixmap.bytes[(y * 60 + x) * 4 + 3] = 255 }
        }
        return pixmap
    }

    /// Huge, infinite and NaN blurs and offsets (a trap in `kernel` and in `Int(shift)` before).
    func testExtremeBlursAndOffsetsDrawNothingAndDoNotTrap() {
        let source = square()
        let values = [1e300, -1e300, 1e308, -1e308, .infinity, -.infinity, .nan, 1e6, 0, 2.5]
        for sigma in values {
            for offset in values {
                let out = source.shadow(color: .black, sigma: sigma, dx: offset, dy: -offset)
                XCTAssertEqual(out.canvasWidth, 60)
                // Blurs too wide to show and offsets off the canvas draw nothing (a negative σ is
                // no blur: the square itself, moved).
                if sigma >= 1e6 || sigma.isNaN || abs(offset) >= 1e6 || !offset.isFinite {
                    XCTAssertTrue(out.bytes.allSatisfy { $0 == 0 }, "σ \(sigma), offset \(offset)")
                }
            }
        }
    }

    /// A blur far wider than the canvas keeps only the taps that can reach it, each weighing what
    /// it weighs in the whole kernel (6003 taps at σ = 1000 before, 101 kept here).
    func testKernelKeepsOnlyTheUsefulTapsWithTheirWholeKernelWeights() {
        let whole = Pixmap.kernel(sigma: 1000, fraction: 0.25)
        XCTAssertEqual(whole.weights.count, 6004)
        let kept = Pixmap.kernel(sigma: 1000, fraction: 0.25, within: -50...50)
        XCTAssertEqual(kept.first, -50)
        XCTAssertEqual(kept.last, 50)
        XCTAssertEqual(kept.weights, Array(whole.weights[(-50 - whole.first)...(50 - whole.first)]))
        XCTAssertTrue(Pixmap.kernel(sigma: 3, fraction: 0, within: 100...200).weights.isEmpty)
        XCTAssertEqual(Pixmap.kernel(sigma: 0.2, fraction: 0.5, within: 1...5).weights, [0.5])
    }

    /// The kept taps change no pixel: a wide blur of a shape at the canvas's corner, against the
    /// same blur computed on a canvas large enough that nothing is clipped, cropped.
    func testClippingTheKernelChangesNoPixel() {
        var small = Pixmap(width: 30, height: 20)
        var large = Pixmap(width: 230, height: 220)
        for y in 0..<5 {
            for x in 0..<7 {
                small.bytes[(y * 30 + x) * 4 + 3] = 200
                large.bytes[((y + 100) * 230 + x + 100) * 4 + 3] = 200
            }
        }
        let a = small.shadow(color: .black, sigma: 12, dx: 3.5, dy: -1.25)
        let b = large.shadow(color: .black, sigma: 12, dx: 3.5, dy: -1.25)
        for y in 0..<20 {
            for x in 0..<30 {
                XCTAssertEqual(a.alpha(atCanvasX: x, y: y), b.alpha(atCanvasX: x + 100, y: y + 100), "(\(x), \(y))")
            }
        }
    }
}

extension Pixmap {
    /// The alpha at a pixel of the canvas, 0 outside this pixmap's window (a shadow covers only
    /// the pixels it reaches).
    func alpha(atCanvasX x: Int, y: Int) -> UInt8 {
        guard window.x0 <= x, x < window.x1, window.y0 <= y, y < window.y1 else { return 0 }
        return bytes[((y - originY) * width + x - originX) * 4 + 3]
    }
}
