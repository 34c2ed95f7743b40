import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Keyframes: Lottie's per-keyframe Bézier easing, hold keyframes, separated dimensions, spatial
/// curves, animated opacity and colour, checked where each value must be at chosen frames.
final class LottieKeyframeTests: XCTestCase {
    func testEasedThenHeldPosition() throws {
        // (20, 20) → (180, 20) over frames 0–10 eased by (0.42, 0) (0.58, 1), then held until
        // frame 15, where it jumps to (20, 60).
        let ease = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        for (frame, x, y) in [
            (2.0, 20 + 160 * ease(0.2), 20.0), (5, 100, 20), (12, 180, 20), (14.5, 180, 20), (15, 20, 60)
        ] {
            let image = try LottieFixtures.render("keyframes", frame: frame)
            let c = try XCTUnwrap(image.centroid(r: 255, g: 0, b: 0), "frame \(frame)")
            XCTAssertEqual(c.x, x, accuracy: 0.5, "frame \(frame)")
            XCTAssertEqual(c.y, y, accuracy: 0.5, "frame \(frame)")
        }
    }

    func testSeparatedDimensionsAndSpatialCurve() throws {
        let image = try LottieFixtures.render("keyframes", frame: 5)
        GoldenImage.assertMatches(image, named: "keyframes-5", in: LottieFixtures.goldens, tolerance: 2)
        let green = try XCTUnwrap(image.centroid(r: 0, g: 204, b: 0))
        XCTAssertEqual(green.x, 100, accuracy: 0.5)
        XCTAssertEqual(green.y, 100, accuracy: 0.5)
        // Half-way along a symmetric curve bulging 40 · 3/4 = 30 below the line at y 150, at
        // constant speed: the middle of the curve.
        let blue = try XCTUnwrap(image.centroid(r: 0, g: 0, b: 255))
        XCTAssertEqual(blue.x, 100, accuracy: 0.5)
        XCTAssertEqual(blue.y, 180, accuracy: 0.5)
        // A quarter of the way in time is a quarter of the curve's length, not of its parameter.
        let quarter = try XCTUnwrap(try LottieFixtures.render("keyframes", frame: 2.5).centroid(r: 0, g: 0, b: 255))
        let fraction = quarter.x < 100 ? 0.25 : 0.75
        XCTAssertEqual(fraction, 0.25)
        XCTAssertEqual(
            arcLength(upTo: quarter), arcLength(upTo: (180, 150)) / 4, accuracy: 1,
            "the square at \(quarter)")
    }

    func testOpacityAndColour() throws {
        // Opacity 0 → 100 % and red → blue, both linear over frames 0–10: at frame 5, half of
        // each (premultiplied purple at half coverage).
        let image = try LottieFixtures.render("keyframes", frame: 5)
        XCTAssertTrue(image[100, 60].isClose(to: 64, 0, 64, 128, tolerance: 2), "\(image[100, 60])")
        XCTAssertTrue(try LottieFixtures.render("keyframes", frame: 10)[100, 60].isClose(to: 0, 0, 255, 255))
    }

    /// The length of the fixture's spatial curve from its start to the point nearest `point`.
    private func arcLength(upTo point: (x: Double, y: Double)) -> Double {
        let (p0, c1, c2, p3) = ((20.0, 150.0), (73.33, 190.0), (126.67, 190.0), (180.0, 150.0))
        func at(_ s: Double) -> (Double, Double) {
            let v = 1 - s
            return (
                v * v * v * p0.0 + 3 * v * v * s * c1.0 + 3 * v * s * s * c2.0 + s * s * s * p3.0,
                v * v * v * p0.1 + 3 * v * v * s * c1.1 + 3 * v * s * s * c2.1 + s * s * s * p3.1
            )
        }
        var length = 0.0
        var previous = at(0)
        var best = (distance: Double.infinity, length: 0.0)
        for i in 1...4000 {
            let p = at(Double(i) / 4000)
            length += ((p.0 - previous.0) * (p.0 - previous.0) + (p.1 - previous.1) * (p.1 - previous.1)).squareRoot()
            previous = p
            let d = ((p.0 - point.x) * (p.0 - point.x) + (p.1 - point.y) * (p.1 - point.y)).squareRoot()
            if d < best.distance { best = (d, length) }
        }
        return best.length
    }
}

/// The ways files write the same keyframes read into the same scene.
final class LottieKeyframeFormTests: XCTestCase {
    private func scene(_ position: String) throws -> Scene {
        let text = """
            {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
             {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {"p": \(position)},
              "shapes": [{"ty": "el", "s": {"a": 0, "k": [10, 10]}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0]}}]}]}
            """
        return try LottieReader.read(data: Data(text.utf8), file: "anim.json").scene
    }

    func testEndValuesAndAnOmittedAnimatedFlagReadLikeStartValues() throws {
        let easing = #""o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}"#
        let current = try scene(#"{"a": 1, "k": [{"t": 0, "s": [20, 20], \#(easing)}, {"t": 10, "s": [80, 20]}]}"#)
        let older = try scene(#"{"a": 1, "k": [{"t": 0, "s": [20, 20], "e": [80, 20], \#(easing)}, {"t": 10}]}"#)
        let unflagged = try scene(#"{"k": [{"t": 0, "s": [20, 20], \#(easing)}, {"t": 10, "s": [80, 20]}]}"#)
        XCTAssertEqual(older, current)
        XCTAssertEqual(unflagged, current)
        let layer = current.layers[0].sublayers[0]
        XCTAssertEqual(layer.animations.map(\.keyPath), ["position"])
        XCTAssertNotEqual(current, try scene(#"{"a": 0, "k": [20, 20]}"#))
    }
}
