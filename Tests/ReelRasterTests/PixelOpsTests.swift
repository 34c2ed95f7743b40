import ReelGeometry
import XCTest

@testable import ReelRaster

/// The integer compositing core: exact rounding, and the 8-lane paths equal to the scalar ones.
final class PixelOpsTests: XCTestCase {
    func testScaleDividesBy255RoundedToNearestForEveryProduct() {
        for value in UInt32(0)...255 {
            for factor in stride(from: UInt32(0), through: 255, by: 5) {
                let expected = UInt32((Double(value * factor) / 255).rounded())
                XCTAssertEqual(PixelOps.scale(value * 0x0101_0101, by: factor), expected * 0x0101_0101)
            }
        }
    }

    func testVectorDivisionBy255IsExactForEveryProduct() {
        // divide255 is a multiply-high by 257; it must round x / 255 to nearest for every product
        // of two bytes, the range the blends feed it.
        var x: UInt32 = 0
        while x <= 255 * 255 {
            let lanes = SIMD8<UInt16>((0..<8).map { UInt16(min(x + $0, 255 * 255)) })
            let quotients = PixelOps.divide255(SIMD16(lowHalf: lanes, highHalf: lanes))
            for i in 0..<8 {
                let expected = UInt16((Double(lanes[i]) / 255).rounded())
                XCTAssertEqual(quotients[i], expected, "\(lanes[i])")
                XCTAssertEqual(quotients[i + 8], expected, "\(lanes[i])")
            }
            x += 8
        }
    }

    func testEightLaneBlendEqualsScalarSourceOver() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var pixels: [UInt32] = (0..<8).map { _ in
                let a = UInt32.random(in: 0...255, using: &generator)
                let c = { UInt32.random(in: 0...a, using: &generator) }
                return c() | c() << 8 | c() << 16 | a << 24
            }
            let a = UInt32.random(in: 0...255)
            let source =
                UInt32.random(in: 0...a) | UInt32.random(in: 0...a) << 8 | UInt32.random(in: 0...a) << 16 | a << 24
            let coverage = SIMD8<UInt16>((0..<8).map { _ in UInt16.random(in: 0...255) })
            let expected = (0..<8).map { PixelOps.over(pixels[$0], PixelOps.scale(source, by: UInt32(coverage[$0]))) }
            pixels.withUnsafeMutableBufferPointer {
                PixelOps.blend($0.baseAddress!, source: source, coverage: coverage)
            }
            XCTAssertEqual(pixels, expected)
            var span = pixels + pixels + [1, 2, 3]  // the 8-pixel loop and the scalar tail
            let spanExpected = span.map { PixelOps.over($0, source) }
            span.withUnsafeMutableBufferPointer { PixelOps.blend($0.baseAddress!, count: $0.count, source: source) }
            XCTAssertEqual(span, spanExpected)
        }
    }

    func testGroupCompositeScalesByOpacity() {
        var base = Pixmap(width: 2, height: 1, filledWith: .white)
        let layer = Pixmap(width: 2, height: 1, filledWith: Color(red: 0, green: 0, blue: 0))
        base.composite(layer, opacity: 0.5)
        // Black at 128/255 over white: 255 · 127 / 255 = 127.
        XCTAssertEqual(base[0, 0], RGBA8(r: 127, g: 127, b: 127, a: 255))
    }
}
