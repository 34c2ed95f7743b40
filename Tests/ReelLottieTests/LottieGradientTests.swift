import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Gradient fills and strokes: a gradient layer showing through the shape, linear and radial,
/// with opacity stops.
final class LottieGradientTests: XCTestCase {
    func testGradientFillsAndStrokes() throws {
        let image = try LottieFixtures.render("gradient", frame: 0)
        GoldenImage.assertMatches(image, named: "gradient-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("gradient").warnings, [])
        // Linear, red at x 0 to blue at x 100: near each end, and half-way.
        XCTAssertGreaterThan(image[1, 45].r, 245)
        XCTAssertGreaterThan(image[98, 45].b, 245)
        XCTAssertTrue(image[50, 45].isClose(to: 128, 0, 127, 255, tolerance: 4), "\(image[50, 45])")
        XCTAssertTrue(image[50, 3].isClose(to: 0, 0, 0, 0), "above the rectangle: \(image[50, 3])")
        // Radial, white and opaque at the centre to black at half opacity at radius 40.
        XCTAssertTrue(image[150, 45].isClose(to: 255, 255, 255, 255, tolerance: 8), "\(image[150, 45])")
        let rim = image[187, 45]
        XCTAssertLessThan(rim.r, 20, "\(rim)")
        XCTAssertEqual(Double(rim.a), 255 * 0.54, accuracy: 8, "\(rim)")
        XCTAssertTrue(image[197, 10].isClose(to: 0, 0, 0, 0), "outside the circle")
        // The stroke, green at its start to red at its end, 6 wide about y 94.
        XCTAssertGreaterThan(image[11, 94].g, 240)
        XCTAssertGreaterThan(image[188, 94].r, 240)
        XCTAssertTrue(image[100, 89].isClose(to: 0, 0, 0, 0), "above the stroke")
    }
}
