import Foundation
import ReelLottie
import ReelRaster
import ReelRender
import ReelTestSupport
import ReelTimeline
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

    /// An eased remapping over 40 frames is 40 pieces, held in chunks of 7 (`chunkSize`): each
    /// frame, and a time between two, draws what the pieces side by side draw.
    func testPiecesHeldInChunksDrawAsSideBySide() throws {
        let text = ##"""
            {"v": "5.7.4", "fr": 20, "ip": 0, "op": 40, "w": 100, "h": 50, "assets": [
             {"id": "red", "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 100, "st": 0,
              "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [10, 25], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                                         {"t": 40, "s": [90, 25]}]}},
              "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [17, 17]}},
                         {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}],
             "layers": [{"ty": 0, "ind": 1, "refId": "red", "w": 100, "h": 50, "ip": 0, "op": 40, "st": 0, "ks": {},
              "tm": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.7], "y": [0]}, "i": {"x": [0.3], "y": [1]}},
                                   {"t": 40, "s": [2]}]}}]}
            """##
        let scene = try LottieReader.read(data: Data(text.utf8), file: "anim.json").scene
        // Root, the layer, its copies: the first, 6 chunks of 7 and fewer, the last.
        let copies = try XCTUnwrap(scene.layers.first?.sublayers.first).sublayers
        XCTAssertEqual(copies.map(\.sublayers.count), [1, 7, 7, 7, 7, 7, 5, 1])
        var flat = scene
        flat.layers[0].sublayers[0].sublayers =
            [copies[0]] + copies[1..<copies.count - 1].flatMap(\.sublayers) + [copies[copies.count - 1]]
        let (chunked, sideBySide) = (Timeline(scene: scene), Timeline(scene: flat))
        let (renderer, other) = (Renderer(), Renderer())
        for frame in Array(stride(from: 0.0, through: 41, by: 1)) + [6.5, 21.25] {
            let a = try renderer.render(chunked.snapshot(at: frame / 20))
            let b = try other.render(sideBySide.snapshot(at: frame / 20))
            XCTAssertTrue(a == b, "frame \(frame)")
            XCTAssertNotNil(a.centroid(r: 255, g: 0, b: 0), "frame \(frame) draws the ball")
        }
    }
}
