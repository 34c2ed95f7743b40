import Foundation
import ReelLottie
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// A layer's opacity moves down into its only sublayer when it is read (so the renderer needs no
/// offscreen for it), and stays where a group of several drawings needs it.
final class LottieOpacityTests: XCTestCase {
    /// A 100 × 100 composition with one shape layer at 50 % opacity holding `shapes`.
    private func read(shapes: String) throws -> Scene {
        let json = """
            {"fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
              {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {"o": {"a": 0, "k": 50}}, "shapes": [\(shapes)]}]}
            """
        return try LottieReader.read(data: Data(json.utf8), file: "opacity.json").scene
    }

    private let square = """
        {"ty": "rc", "p": {"a": 0, "k": [40, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
        {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}
        """

    func testOpacityMovesIntoTheOnlyShape() throws {
        let scene = try read(shapes: square)
        // The layer, a placement only once its opacity has moved down, is left out
        // (`LottieGroupPlacement.placementMovedDown`): the shape layer, with the opacity, in its place.
        let layer = scene.layers[0].sublayers[0]
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.sublayers.count, 0)
        XCTAssertNotNil(layer.shape)
        // Half-covered red: premultiplied (128, 0, 0, 128) within a step of rounding.
        let image = try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
        let pixel = image[40, 50]
        XCTAssertEqual(Double(pixel.r), 127.5, accuracy: 1, "\(pixel)")
        XCTAssertEqual(Double(pixel.a), 127.5, accuracy: 1, "\(pixel)")
        XCTAssertEqual(pixel.g, 0)
    }

    func testAnimatedOpacityMovesWithItsKeyframes() throws {
        let json = """
            {"fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
              {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {"o": {"a": 1, "k": [
                {"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}},
               "shapes": [\(square)]}]}
            """
        let scene = try LottieReader.read(data: Data(json.utf8), file: "opacity.json").scene
        // The shape layer, in the place of the layer left out, holds the opacity's animation.
        XCTAssertNotNil(scene.layers[0].sublayers[0].shape)
        XCTAssertEqual(scene.layers[0].sublayers[0].animations.filter { $0.keyPath == "opacity" }.count, 1)
        let snapshot = Timeline(scene: scene).snapshot(at: 0.25)  // frame 2.5: 25 %
        XCTAssertEqual(snapshot.layers[0].sublayers[0].opacity, 0.25, accuracy: 1e-9)
        let image = try Renderer().render(snapshot)
        XCTAssertEqual(Double(image[40, 50].a), 255 * 0.25, accuracy: 1, "\(image[40, 50])")
    }

    func testGroupOpacityStaysOverSeveralShapes() throws {
        // Two overlapping squares under one 50 % layer: the overlap is as opaque as either alone
        // (the group is composited once), not 75 % as two half-transparent paints would be.
        let other = square.replacingOccurrences(of: "[40, 50]", with: "[60, 50]")
        let scene = try read(shapes: "{\"ty\": \"gr\", \"it\": [\(square)]}, {\"ty\": \"gr\", \"it\": [\(other)]}")
        let layer = scene.layers[0].sublayers[0]
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.sublayers.count, 2)
        let image = try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
        XCTAssertEqual(Double(image[50, 50].a), 127.5, accuracy: 1, "overlap: \(image[50, 50])")
        XCTAssertEqual(Double(image[25, 50].a), 127.5, accuracy: 1, "one square: \(image[25, 50])")
    }
}
