import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Shapes, fills and strokes: goldens (every channel within 2) and the colours at points whose
/// coverage the geometry decides.
final class LottieShapeTests: XCTestCase {
    func testShapesFillsAndStrokes() throws {
        let image = try LottieFixtures.render("shapes", frame: 0)
        GoldenImage.assertMatches(image, named: "shapes-0", in: LottieFixtures.goldens, tolerance: 2)
        // The rounded rectangle, centred at (50, 50), 80 × 60, corners of radius 10.
        XCTAssertTrue(image[50, 50].isClose(to: 255, 0, 0, 255), "\(image[50, 50])")
        XCTAssertTrue(image[11, 21].isClose(to: 0, 0, 0, 0), "a rounded corner: \(image[11, 21])")
        XCTAssertTrue(image[88, 50].isClose(to: 255, 0, 0, 255))
        // The ellipse's stroke, 8 wide, on its right end at x 185; its inside is empty.
        XCTAssertTrue(image[184, 50].isClose(to: 0, 0, 255, 255), "\(image[184, 50])")
        XCTAssertTrue(image[150, 50].isClose(to: 0, 0, 0, 0))
        // The star's centre and a point between two of its arms (inside the outer radius only).
        XCTAssertTrue(image[50, 150].isClose(to: 255, 204, 0, 255), "\(image[50, 150])")
        XCTAssertTrue(image[50, 185].isClose(to: 0, 0, 0, 0), "between the lower arms: \(image[50, 185])")
        XCTAssertTrue(image[50, 116].isClose(to: 255, 204, 0, 255), "the top arm: \(image[50, 116])")
        // The triangle's fill at 50 % opacity (premultiplied), under its stroke.
        XCTAssertTrue(image[150, 160].isClose(to: 0, 77, 0, 128), "\(image[150, 160])")
    }
}
