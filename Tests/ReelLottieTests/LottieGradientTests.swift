import Foundation
import ReelGeometry
import ReelLottie
import ReelRaster
import ReelRender
import ReelTestSupport
import ReelTimeline
import XCTest

/// Gradient fills and strokes: the shape layer's fill or stroke painted by the gradient, linear
/// and radial, with opacity stops, animated by the file's keyframes.
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

    /// Stops and points animate as Reel's keyframes of the shape's gradient: half-way between
    /// the two keyframes, the start point and the colours are half-way too (linear easing).
    func testAnimatedGradientsFollowTheirKeyframes() throws {
        let linear = #"{"x": [1], "y": [1]}"#
        let json = """
            {"fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
              {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {}, "shapes": [
                {"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}},
                {"ty": "gf", "t": 1, "o": {"a": 0, "k": 50}, "r": 1,
                 "s": {"a": 1, "k": [{"t": 0, "s": [0, 50], "o": {"x": [0], "y": [0]}, "i": \(linear)},
                                     {"t": 10, "s": [20, 50]}]},
                 "e": {"a": 0, "k": [100, 50]},
                 "g": {"p": 2, "k": {"a": 1, "k": [
                   {"t": 0, "s": [0, 1, 0, 0, 1, 0, 0, 1], "o": {"x": [0], "y": [0]}, "i": \(linear)},
                   {"t": 10, "s": [0, 0, 1, 0, 1, 0, 0, 1]}]}}}]}]}
            """
        let scene = try LottieReader.read(data: Data(json.utf8), file: "gradient.json").scene
        let snapshot = Timeline(scene: scene).snapshot(at: 0.5)
        func shapes(_ layer: Layer) -> [Layer] { (layer.shape == nil ? [] : [layer]) + layer.sublayers.flatMap(shapes) }
        let painted = try XCTUnwrap(snapshot.layers.flatMap(shapes).first)
        let shape = try XCTUnwrap(painted.shape)
        XCTAssertNil(painted.mask, "painted directly, not through a mask")
        XCTAssertNil(shape.fillColor)
        XCTAssertEqual(painted.opacity, 0.5, accuracy: 1e-9)
        let gradient = try XCTUnwrap(shape.fillGradient)
        XCTAssertEqual(gradient.kind, .linear)
        XCTAssertEqual(gradient.startPoint.x, 10, accuracy: 1e-6)
        XCTAssertEqual(gradient.endPoint, Point(x: 100, y: 50))
        XCTAssertEqual(gradient.locations, [0, 1])
        XCTAssertEqual(gradient.colors[0].red, 0.5, accuracy: 1e-6)
        XCTAssertEqual(gradient.colors[0].green, 0.5, accuracy: 1e-6)
        XCTAssertEqual(gradient.colors[1], Color(red: 0, green: 0, blue: 1, alpha: 1))
        // At x 55, half-way from the start (10) to the end (100): half the first colour, half
        // blue, at half opacity, premultiplied.
        let pixel = try Renderer().render(snapshot)[55, 50]
        XCTAssertTrue(pixel.isClose(to: 32, 32, 64, 128, tolerance: 3), "\(pixel)")
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
