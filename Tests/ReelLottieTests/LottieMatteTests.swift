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

/// Inverted alpha, luma and inverted luma mattes (fixture matte-modes.json): the luma mattes are
/// white on the left half of their cell, 50 % grey on the right, transparent below y 80.
final class LottieMatteModeTests: XCTestCase {
    func testMatteModes() throws {
        let image = try LottieFixtures.renderMatchingGolden("matte-modes", frame: 0)
        func check(_ x: Int, _ y: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8), _ what: String) {
            assertPixel(image, x, y, rgba, what)
        }
        // Alpha inverted: the red solid outside the circle about (50, 50) of radius 30.
        check(50, 50, (0, 0, 0, 0), "inside the circle")
        check(50, 25, (0, 0, 0, 0), "inside the circle, near its top")
        check(50, 15, (255, 0, 0, 255), "outside the circle")
        check(5, 5, (255, 0, 0, 255), "a corner")
        // Luma: green as bright as the matte.
        check(125, 40, (0, 255, 0, 255), "under white")
        check(175, 40, (0, 128, 0, 128), "under 50 % grey")
        check(150, 90, (0, 0, 0, 0), "under nothing (black)")
        // Luma inverted: blue as dark as the matte.
        check(225, 40, (0, 0, 0, 0), "under white")
        check(275, 40, (0, 0, 127, 127), "under 50 % grey")
        check(250, 90, (0, 0, 255, 255), "under nothing")
    }
}
