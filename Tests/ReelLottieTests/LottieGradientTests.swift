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

/// A radial gradient's highlight (`h` 50 %, `a` 90°): the focal point half the radius from the
/// centre (50, 50), turned 90° from the direction of the end point (90, 50): at (50, 70). Black
/// there, white on the circle of radius 40; between, the distance from the focal point over the
/// distance from it to the circle along the same ray (fixture gradient-highlight.json).
final class LottieGradientHighlightTests: XCTestCase {
    func testTheHighlightIsTheFocalPoint() throws {
        let image = try LottieFixtures.render("gradient-highlight", frame: 0)
        GoldenImage.assertMatches(image, named: "gradient-highlight-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("gradient-highlight").warnings, [])
        let (fx, fy) = (50.0, 70.0)
        for (x, y) in [(50, 70), (50, 30), (50, 80), (30, 60), (70, 45), (60, 20)] {
            let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
            let distance = ((px - fx) * (px - fx) + (py - fy) * (py - fy)).squareRoot()
            let (dx, dy) = ((px - fx) / distance, (py - fy) / distance)
            // |f + u·d − c| = 40 for u > 0, c = (50, 50).
            let (mx, my) = (fx - 50, fy - 50)
            let b = mx * dx + my * dy
            let u = -b + (b * b - (mx * mx + my * my - 1600)).squareRoot()
            let expected = min(distance / u, 1) * 255
            XCTAssertEqual(Double(image[x, y].r), expected, accuracy: 2, "(\(x), \(y))")
            XCTAssertEqual(image[x, y].a, 255, "(\(x), \(y))")
        }
    }
}
