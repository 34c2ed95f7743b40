import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Repeaters, rounded corners and auto-orient.
final class LottieModifierTests: XCTestCase {
    private func check(_ image: Pixmap, _ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8), _ what: String) {
        XCTAssertTrue(image[x, y].isClose(to: rgba.0, rgba.1, rgba.2, rgba.3), "\(what): \(image[x, y])")
    }

    /// A 10 × 20 rectangle at x 15 copied 5 times 40 apart, fading from 100 % to 20 %; a 6 × 20
    /// bar above (100, 90) copied 4 times, turned 90° each time about that point.
    func testRepeater() throws {
        let image = try LottieFixtures.render("repeater", frame: 0)
        GoldenImage.assertMatches(image, named: "repeater-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("repeater").warnings, [])
        for (n, alpha) in [255, 204, 153, 102, 51].enumerated() {
            let a = UInt8(alpha)
            check(image, 15 + 40 * n, 30, (a, 0, 0, a), "copy \(n)")
            check(image, 35 + 40 * n, 30, (0, 0, 0, 0), "between copies \(n) and \(n + 1)")
        }
        for (x, y) in [(100, 75), (115, 90), (100, 105), (85, 90)] {
            check(image, x, y, (0, 0, 255, 255), "the arm at (\(x), \(y))")
        }
        check(image, 110, 80, (0, 0, 0, 0), "between two arms")
    }

    /// A 60 × 60 square about (50, 50) with its corners rounded by 20.
    func testRoundedCorners() throws {
        let image = try LottieFixtures.render("rounded", frame: 0)
        GoldenImage.assertMatches(image, named: "rounded-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("rounded").warnings, [])
        check(image, 50, 50, (0, 255, 0, 255), "the centre")
        check(image, 21, 50, (0, 255, 0, 255), "the middle of a side")
        check(image, 50, 78, (0, 255, 0, 255), "the middle of the bottom")
        check(image, 22, 22, (0, 0, 0, 0), "a rounded corner (a square's would cover it)")
        check(image, 77, 77, (0, 0, 0, 0), "the opposite corner")
        check(image, 28, 28, (0, 255, 0, 255), "inside the corner's arc")
    }

    /// A 30 × 6 bar moving straight down turns 90° to follow its path: upright at frame 5.
    func testAutoOrient() throws {
        let image = try LottieFixtures.render("autoorient", frame: 5)
        GoldenImage.assertMatches(image, named: "autoorient-5", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("autoorient").warnings, [])
        check(image, 50, 38, (255, 128, 0, 255), "along the path, above the centre")
        check(image, 50, 62, (255, 128, 0, 255), "along the path, below the centre")
        check(image, 40, 50, (0, 0, 0, 0), "across the path")
    }
}

/// Merge paths over a 30 × 30 square (10…40) and a circle of diameter 20 about (35, 25) that
/// overlaps its right side, each mode in its own 50-wide cell: merge, add, subtract, intersect,
/// exclude intersections.
final class LottieMergePathTests: XCTestCase {
    func testMergeModes() throws {
        let image = try LottieFixtures.render("merge", frame: 0)
        GoldenImage.assertMatches(image, named: "merge-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("merge").warnings, [])
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
                let p = image[50 * cell + x, 25]
                XCTAssertTrue(p.isClose(to: rgba.0, rgba.1, rgba.2, rgba.3), "mode \(cell + 1), \(what): \(p)")
            }
        }
    }
}
