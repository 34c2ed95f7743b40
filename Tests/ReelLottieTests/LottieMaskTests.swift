import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Additive masks: the layer shows only inside their paths, at each mask's opacity.
final class LottieMaskTests: XCTestCase {
    func testAdditiveMasks() throws {
        let image = try LottieFixtures.render("mask", frame: 0)
        GoldenImage.assertMatches(image, named: "mask-0", in: LottieFixtures.goldens, tolerance: 2)
        // The diamond about (30, 30), opaque.
        XCTAssertTrue(image[30, 30].isClose(to: 255, 0, 0, 255), "\(image[30, 30])")
        XCTAssertTrue(image[14, 14].isClose(to: 0, 0, 0, 0), "outside the diamond: \(image[14, 14])")
        // The square from (60, 60) to (90, 90) at 50 %.
        XCTAssertTrue(image[75, 75].isClose(to: 128, 0, 0, 128), "\(image[75, 75])")
        XCTAssertTrue(image[95, 75].isClose(to: 0, 0, 0, 0))
        XCTAssertEqual(try LottieFixtures.read("mask").warnings, [])
    }
}

/// The other mask modes, combined in order as After Effects does: subtract, intersect, inverted,
/// expanded, contracted, and a first mask that subtracts from everything. Each solid is 100 × 50
/// at its own place (fixture mask-modes.json).
final class LottieMaskModeTests: XCTestCase {
    func testMaskModes() throws {
        let image = try LottieFixtures.renderMatchingGolden("mask-modes", frame: 0)
        func check(_ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8), _ what: String) {
            assertPixel(image, x, y, rgba, what)
        }
        // Red: the rectangle (10…90, 5…45) less the one (40…60, 15…35).
        check(20, 25, (255, 0, 0, 255), "red frame")
        check(50, 25, (0, 0, 0, 0), "the hole subtracted")
        check(5, 25, (0, 0, 0, 0), "outside the added rectangle")
        // Green: (10…60) intersected with (40…90) at 50 %.
        check(150, 25, (0, 128, 0, 128), "the intersection, at the second mask's 50 %")
        check(120, 25, (0, 0, 0, 0), "in the first mask only")
        check(175, 25, (0, 0, 0, 0), "in the second mask only")
        // Blue: everything but (30…70, 10…40).
        check(50, 75, (0, 0, 0, 0), "inside the inverted mask")
        check(10, 75, (0, 0, 255, 255), "outside the inverted mask")
        check(50, 55, (0, 0, 255, 255), "above the inverted mask")
        // Yellow: (30…70, 15…35) grown by 5, with round corners.
        check(127, 75, (255, 255, 0, 255), "inside the expansion")
        check(150, 62, (255, 255, 0, 255), "inside the expansion, above the path")
        check(122, 75, (0, 0, 0, 0), "beyond the expansion")
        check(125, 60, (0, 0, 0, 0), "beyond the expansion's round corner")
        // Magenta: (20…80, 10…40) shrunk by 5.
        check(22, 125, (0, 0, 0, 0), "inside the path, outside the contraction")
        check(50, 112, (0, 0, 0, 0), "below the path's top, above the contraction's")
        check(27, 125, (255, 0, 255, 255), "inside the contraction")
        // Cyan: everything less (30…70, 10…40) at 50 %.
        check(110, 110, (0, 255, 255, 255), "outside the subtracted mask")
        check(150, 125, (0, 128, 128, 128), "inside the subtracted mask, at 50 %")
    }
}

/// Lighten, darken and difference masks: a rectangle (10…60, 10…40) at 75 % combined with one
/// (40…90, 10…40) at 50 % by max, min and |a − b| (fixture mask-blends.json).
final class LottieMaskBlendTests: XCTestCase {
    func testLightenDarkenAndDifferenceCombineCoverage() throws {
        let image = try LottieFixtures.render("mask-blends", frame: 0)
        GoldenImage.assertMatches(image, named: "mask-blends-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("mask-blends").warnings, [])
        // Coverage 0.75 in the first only, max/min/|a − b| of 0.75 and 0.5 in both, 0.5 in the second.
        let expected: [(row: Int, channel: Int, first: UInt8, both: UInt8, second: UInt8)] = [
            (25, 0, 191, 191, 128),  // lighten, red
            (75, 1, 0, 128, 0),  // darken, green
            (125, 2, 191, 64, 128)  // difference, blue
        ]
        for row in expected {
            for (x, alpha) in [(25, row.first), (50, row.both), (75, row.second), (5, 0), (95, 0)] {
                let pixel = image[x, row.row]
                var rgb: [UInt8] = [0, 0, 0]
                rgb[row.channel] = alpha
                // The coverages are whole pixels: within one step of 8-bit rounding.
                XCTAssertTrue(
                    pixel.isClose(to: rgb[0], rgb[1], rgb[2], alpha, tolerance: 1),
                    "(\(x), \(row.row)): \(pixel), expected alpha \(alpha)")
            }
        }
    }
}
