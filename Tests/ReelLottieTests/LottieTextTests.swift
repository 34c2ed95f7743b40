import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Text layers (fixture text.json): with the file's glyph outlines ("Box": an I 10 × 70 with an
/// advance of 20, an o 40 × 40 with a 20 × 20 hole and an advance of 50, at size 100), laid out at
/// size 50 from the baseline at the layer's origin; and in an installed font by family.
final class LottieTextTests: XCTestCase {
    func testGlyphsAndFonts() throws {
        let image = try LottieFixtures.renderMatchingGolden("text", frame: 0)
        func check(_ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8), _ what: String) {
            assertPixel(image, x, y, rgba, what)
        }
        // "IoI" from (10, 50): I at x 10…15 (y 15…50), o at 20…40 (y 30…50, hole 25…35 × 35…45),
        // I at 45…50; the second line's I 40 lower.
        check(12, 30, (255, 0, 0, 255), "the first I")
        check(17, 30, (0, 0, 0, 0), "between I and o")
        check(22, 40, (255, 0, 0, 255), "the o")
        check(30, 40, (0, 0, 0, 0), "the o's hole")
        check(30, 25, (0, 0, 0, 0), "above the o")
        check(47, 40, (255, 0, 0, 255), "the second I")
        check(12, 80, (255, 0, 0, 255), "the second line")
        check(30, 80, (0, 0, 0, 0), "the second line has one letter")
        // A centred I: its advance of 10 centred on x 150, so the ink spans 145…150.
        check(147, 30, (0, 0, 255, 255), "the centred I")
        check(152, 30, (0, 0, 0, 0), "right of the centred I")
        // "Hi" in DejaVu Sans at 30 from (100, 140): its ink sits on the baseline, capitals about
        // 0.73 em high.
        var ink = (x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        for y in 100..<160 {
            for x in 90..<200 where image[x, y].g > 128 {
                ink = (min(ink.x0, x), min(ink.y0, y), max(ink.x1, x), max(ink.y1, y))
            }
        }
        XCTAssertEqual(Double(ink.y1), 139, accuracy: 1.5, "the baseline")
        XCTAssertEqual(Double(ink.y0), 140 - 0.73 * 30, accuracy: 2, "the cap height")
        XCTAssertEqual(Double(ink.x0), 103, accuracy: 2, "the H's left side bearing")
    }
}
