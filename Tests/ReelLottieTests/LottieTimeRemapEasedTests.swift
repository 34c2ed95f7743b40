import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import XCTest

/// Time remapping eased by Lottie's Bézier handles, and held then linear, over a precomposition
/// whose square moves from x 10 to x 90 in its first second (fixture timeremap-eased.json).
final class LottieTimeRemapEasedTests: XCTestCase {
    /// The cubic Bézier easing with handles (x1, y1) and (x2, y2) at progress `x`, solved by
    /// bisection on x (monotonic for handles in 0…1).
    private static func ease(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, y1, y2)
    }

    func testEasedRemappingFollowsTheBezier() throws {
        XCTAssertEqual(try LottieFixtures.read("timeremap-eased").warnings, [])
        for frame in [0.0, 2, 3, 5, 7, 9, 10] {
            let image = try LottieFixtures.render("timeremap-eased", frame: frame)
            // The precomposition's time in seconds, the square's x at that time.
            let time = Self.ease(frame / 10, 0.42, 0, 0.58, 1)
            let red = try XCTUnwrap(image.centroid(r: 255, g: 0, b: 0), "frame \(frame)")
            XCTAssertEqual(red.x, 10 + 80 * time, accuracy: 0.25, "frame \(frame)")
            XCTAssertEqual(red.y, 25, accuracy: 0.25, "frame \(frame)")
        }
    }

    func testHeldThenLinearRemapping() throws {
        // Held at 0 s until frame 4, then 0.2 s → 0.8 s linearly over frames 4–8, then held.
        for (frame, time) in [(0.0, 0.0), (3, 0), (4, 0.2), (6, 0.5), (8, 0.8), (9, 0.8)] {
            let image = try LottieFixtures.render("timeremap-eased", frame: frame)
            let green = try XCTUnwrap(image.centroid(r: 0, g: 204, b: 0), "frame \(frame)")
            XCTAssertEqual(green.x, 10 + 80 * time, accuracy: 0.25, "frame \(frame)")
            XCTAssertEqual(green.y, 75, accuracy: 0.25, "frame \(frame)")
        }
        let image = try LottieFixtures.render("timeremap-eased", frame: 5)
        GoldenImage.assertMatches(image, named: "timeremap-eased-5", in: LottieFixtures.goldens, tolerance: 2)
    }
}
