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
