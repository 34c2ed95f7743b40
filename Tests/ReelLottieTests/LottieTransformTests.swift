import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Transforms (anchor, position, scale, rotation, skew, opacity) and parenting: goldens (every
/// channel within 2) and where each shape lands, computed from Lottie's transform order.
final class LottieTransformTests: XCTestCase {
    func testParentingPassesTheTransformButNotTheOpacity() throws {
        // The null at (100, 100) turns 0° → 90° linearly over frames 0–10; its child sits 50 to
        // its right, so the child's centre goes round a quarter circle. The null's opacity is 0
        // and the child still shows: parenting passes transforms only.
        for (frame, angle) in [(0.0, 0.0), (5, 45), (10, 90)] {
            let image = try LottieFixtures.render("transform", frame: frame)
            GoldenImage.assertMatches(image, named: "transform-\(Int(frame))", in: LottieFixtures.goldens, tolerance: 2)
            let c = try XCTUnwrap(image.centroid(r: 255, g: 0, b: 0), "frame \(frame)")
            let radians = angle * .pi / 180
            XCTAssertEqual(c.x, 100 + 50 * cos(radians), accuracy: 0.5, "frame \(frame)")
            XCTAssertEqual(c.y, 100 + 50 * sin(radians), accuracy: 0.5, "frame \(frame)")
        }
    }

    func testAnchorScaleSkewAndOpacity() throws {
        let image = try LottieFixtures.render("transform", frame: 0)
        // A 20 × 20 square about (0, 0), anchor (10, 10), scale 200 % × 50 %, at (40, 40):
        // x from 0 to 40, y from 30 to 40.
        XCTAssertTrue(image[20, 35].isClose(to: 0, 204, 0, 255), "\(image[20, 35])")
        XCTAssertTrue(image[20, 25].isClose(to: 0, 0, 0, 0), "above the squashed square: \(image[20, 25])")
        XCTAssertTrue(image[39, 35].isClose(to: 0, 204, 0, 255), "stretched to x 40: \(image[39, 35])")
        // A 40 × 40 square at (150, 40) skewed 30° along x: its top edge (y 20) moves right by
        // 20 · tan 30° ≈ 11.5, its bottom edge left; drawn at 50 % opacity.
        XCTAssertTrue(image[177, 23].isClose(to: 0, 0, 128, 128), "top right, skewed: \(image[177, 23])")
        XCTAssertTrue(image[134, 23].isClose(to: 0, 0, 0, 0), "top left, skewed away: \(image[134, 23])")
        XCTAssertTrue(image[123, 57].isClose(to: 0, 0, 128, 128), "bottom left, skewed: \(image[123, 57])")
    }
}
