import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Repeaters, rounded corners and auto-orient.
final class LottieModifierTests: XCTestCase {
    /// A 10 × 20 rectangle at x 15 copied 5 times 40 apart, fading from 100 % to 20 %; a 6 × 20
    /// bar above (100, 90) copied 4 times, turned 90° each time about that point.
    func testRepeater() throws {
        let image = try LottieFixtures.renderMatchingGolden("repeater", frame: 0)
        for (n, alpha) in [255, 204, 153, 102, 51].enumerated() {
            let a = UInt8(alpha)
            assertPixel(image, 15 + 40 * n, 30, (a, 0, 0, a), "copy \(n)")
            assertPixel(image, 35 + 40 * n, 30, (0, 0, 0, 0), "between copies \(n) and \(n + 1)")
        }
        for (x, y) in [(100, 75), (115, 90), (100, 105), (85, 90)] {
            assertPixel(image, x, y, (0, 0, 255, 255), "the arm at (\(x), \(y))")
        }
        assertPixel(image, 110, 80, (0, 0, 0, 0), "between two arms")
    }

    /// A 60 × 60 square about (50, 50) with its corners rounded by 20.
    func testRoundedCorners() throws {
        let (green, clear): (Premultiplied, Premultiplied) = ((0, 255, 0, 255), (0, 0, 0, 0))
        try LottieFixtures.assertPixels(
            "rounded", frame: 0,
            [
                (50, 50, green, "the centre"), (21, 50, green, "the middle of a side"),
                (50, 78, green, "the middle of the bottom"),
                (22, 22, clear, "a rounded corner (a square's would cover it)"),
                (77, 77, clear, "the opposite corner"), (28, 28, green, "inside the corner's arc")
            ])
    }

    /// A 30 × 6 bar moving straight down turns 90° to follow its path: upright at frame 5.
    func testAutoOrient() throws {
        let (orange, clear): (Premultiplied, Premultiplied) = ((255, 128, 0, 255), (0, 0, 0, 0))
        try LottieFixtures.assertPixels(
            "autoorient", frame: 5,
            [
                (50, 38, orange, "along the path, above the centre"),
                (50, 62, orange, "along the path, below the centre"), (40, 50, clear, "across the path")
            ])
    }
}

/// Merge paths over a 30 × 30 square (10…40) and a circle of diameter 20 about (35, 25) that
/// overlaps its right side, each mode in its own 50-wide cell: merge, add, subtract, intersect,
/// exclude intersections.
final class LottieMergePathTests: XCTestCase {
    func testMergeModes() throws {
        let image = try LottieFixtures.renderMatchingGolden("merge", frame: 0)
        let blue = (UInt8(0), UInt8(0), UInt8(255), UInt8(255))
        let none = (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
        // For each mode: the square alone (15, 25), both (35, 25), the circle alone (42, 25).
        let expected = [
            (blue, blue, blue), (blue, blue, blue), (blue, none, none), (none, blue, none), (blue, none, blue)
        ]
        for (cell, (square, both, circle)) in expected.enumerated() {
            for (x, rgba, what) in [
                (15, square, "the square alone"), (35, both, "both"), (42, circle, "the circle alone")
            ] {
                assertPixel(image, 50 * cell + x, 25, rgba, "mode \(cell + 1), \(what)")
            }
        }
    }
}
