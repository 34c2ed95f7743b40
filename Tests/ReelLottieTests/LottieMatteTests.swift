import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Alpha track mattes: the matte layer is not drawn, and the layer below it shows only where the
/// matte is opaque.
final class LottieMatteTests: XCTestCase {
    func testAlphaMatte() throws {
        let image = try LottieFixtures.render("matte", frame: 0)
        GoldenImage.assertMatches(image, named: "matte-0", in: LottieFixtures.goldens, tolerance: 2)
        // Inside the circle (centre (50, 50), radius 30): the red solid, not the white matte.
        XCTAssertTrue(image[50, 50].isClose(to: 255, 0, 0, 255), "\(image[50, 50])")
        XCTAssertTrue(image[50, 22].isClose(to: 255, 0, 0, 255), "\(image[50, 22])")
        // Outside it, nothing of the red solid; the blue solid (y 80…100) is unmatted.
        XCTAssertTrue(image[10, 10].isClose(to: 0, 0, 0, 0), "\(image[10, 10])")
        XCTAssertTrue(image[10, 90].isClose(to: 0, 0, 255, 255), "\(image[10, 90])")
        XCTAssertTrue(image[50, 76].isClose(to: 255, 0, 0, 255), "near the circle's bottom: \(image[50, 76])")
        XCTAssertTrue(image[50, 85].isClose(to: 0, 0, 255, 255))
        XCTAssertEqual(try LottieFixtures.read("matte").warnings, [])
    }
}
