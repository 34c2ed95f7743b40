import Foundation
import ReelGeometry
import ReelLottie
import ReelRender
import ReelTimeline
import XCTest

/// A group whose transform is at rest is no layer of its own (LottieGroupPlacement), and the
/// frames are the same as with one.
final class LottieGroupPlacementTests: XCTestCase {
    /// Under a null turning from 0° (a rotation whose sine is −0 at first): a bar in a group at
    /// rest, one in a group at rest with its own animated opacity, one in a turned group, and two
    /// bars in one group at rest.
    private let file = ##"""
        {"v": "5.7.0", "fr": 20, "ip": 0, "op": 20, "w": 160, "h": 160, "layers": [
          {"ty": 4, "ind": 2, "parent": 1, "ip": 0, "op": 20, "st": 0, "ks": {"p": {"a": 0, "k": [0, 0]}},
           "shapes": [{"ty": "gr", "it": [
             {"ty": "rc", "p": {"a": 0, "k": [0, -50]}, "s": {"a": 0, "k": [14, 40]}, "r": {"a": 0, "k": 7}},
             {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
             {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]},
          {"ty": 4, "ind": 3, "parent": 1, "ip": 0, "op": 20, "st": 0,
           "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [100]}, {"t": 20, "s": [30]}]}},
           "shapes": [{"ty": "gr", "it": [
             {"ty": "rc", "p": {"a": 0, "k": [50, 0]}, "s": {"a": 0, "k": [40, 14]}, "r": {"a": 0, "k": 7}},
             {"ty": "fl", "c": {"a": 0, "k": [0, 1, 0, 1]}, "o": {"a": 0, "k": 100}},
             {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]},
          {"ty": 4, "ind": 4, "parent": 1, "ip": 0, "op": 20, "st": 0, "ks": {},
           "shapes": [{"ty": "gr", "it": [
             {"ty": "rc", "p": {"a": 0, "k": [0, 50]}, "s": {"a": 0, "k": [14, 40]}, "r": {"a": 0, "k": 7}},
             {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}},
             {"ty": "tr", "p": {"a": 0, "k": [3, 0]}, "r": {"a": 0, "k": 20}}]}]},
          {"ty": 4, "ind": 5, "parent": 1, "ip": 0, "op": 20, "st": 0, "ks": {},
           "shapes": [{"ty": "gr", "it": [
             {"ty": "rc", "p": {"a": 0, "k": [-50, 0]}, "s": {"a": 0, "k": [40, 14]}, "r": {"a": 0, "k": 7}},
             {"ty": "fl", "c": {"a": 0, "k": [1, 1, 0, 1]}, "o": {"a": 0, "k": 100}},
             {"ty": "el", "p": {"a": 0, "k": [-30, -30]}, "s": {"a": 0, "k": [20, 20]}},
             {"ty": "st", "c": {"a": 0, "k": [1, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 3}},
             {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]},
          {"ty": 3, "ind": 1, "ip": 0, "op": 20, "st": 0,
           "ks": {"p": {"a": 0, "k": [80, 80]},
                  "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}},
                                      {"t": 20, "s": [360]}]}}}
        ]}
        """##

    /// Every shape layer put back inside a group's layer at rest, as the importer made it before.
    private func regrouped(_ layer: Layer) -> Layer {
        var layer = layer
        layer.sublayers = layer.sublayers.map { sublayer in
            guard case .shape = sublayer.kind else { return regrouped(sublayer) }
            var group = Layer()
            group.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
            group.position = Point(x: 0, y: 0)
            group.opacity = 1
            group.sublayers = [sublayer]
            return group
        }
        return layer
    }

    func testGroupsAtRestAreNoLayersAndDrawTheSame() throws {
        let scene = try LottieReader.read(data: Data(file.utf8), file: "anim.json").scene
        // Root, the null's shared layer, the four layers (back to front: 5, 4, 3, 2).
        let layers = try XCTUnwrap(scene.layers.first?.sublayers.first).sublayers
        XCTAssertEqual(layers.count, 4)
        func isShape(_ layer: Layer) -> Bool { if case .shape = layer.kind { true } else { false } }
        // Two paints: the group stays, in the place of the Lottie layer at rest above it
        // (`placementMovedDown`); a turned group gives its turn to its one shape layer.
        XCTAssertTrue(layers[0].sublayers.count == 2 && layers[0].sublayers.allSatisfy(isShape), "two paints")
        XCTAssertEqual(layers[1].sublayers.count, 1)
        let turned = try XCTUnwrap(layers[1].sublayers.first)
        XCTAssertTrue(isShape(turned) && turned.transform != .identity, "a turned group's shape layer, turned")
        XCTAssertTrue(layers[2].sublayers.allSatisfy(isShape), "a group at rest is left out")
        XCTAssertTrue(layers[3].sublayers.allSatisfy(isShape), "a group at rest is left out")
        var grouped = scene
        grouped.layers = scene.layers.map(regrouped)
        let (a, b) = (Timeline(scene: scene), Timeline(scene: grouped))
        let (renderer, other) = (Renderer(), Renderer())
        for frame in [0.0, 1, 4.5, 10, 15, 19] {
            let left = try renderer.render(a.snapshot(at: frame / 20))
            let right = try other.render(b.snapshot(at: frame / 20))
            XCTAssertTrue(left == right, "frame \(frame)")
            XCTAssertNotNil(left.centroid(r: 255, g: 0, b: 0), "frame \(frame) draws the red bar")
        }
    }

    /// Lottie layers turned each its own way under a turning null, each fading (a spinner): each
    /// layer's opacity moves into its shape layer, and the layer, then a placement only, is left
    /// out, its shape layer placed as it was.
    func testTurnedFadingLayersGiveTheirPlacementToTheirShapeLayers() throws {
        func bar(_ ind: Int, turn: Double, position: String) -> String {
            """
            {"ty": 4, "ind": \(ind), "parent": 1, "ip": 0, "op": 20, "st": 0,
             "ks": {"p": {"a": 0, "k": \(position)}, "a": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": \(turn)},
                    "o": {"a": 1, "k": [{"t": 0, "s": [100]}, {"t": 20, "s": [25]}]}},
             "shapes": [{"ty": "gr", "it": [
               {"ty": "rc", "p": {"a": 0, "k": [0, -50]}, "s": {"a": 0, "k": [14, 40]}, "r": {"a": 0, "k": 7}},
               {"ty": "fl", "c": {"a": 0, "k": [0.2, 0.5, 0.9, 1]}, "o": {"a": 0, "k": 100}},
               {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]}
            """
        }
        let json = """
            {"v": "5.7.0", "fr": 20, "ip": 0, "op": 20, "w": 160, "h": 160, "layers": [
              \(bar(2, turn: 0, position: "[0, 0]")), \(bar(3, turn: 30, position: "[0, 0]")),
              \(bar(4, turn: -75, position: "[3.5, -2]")), \(bar(5, turn: 180, position: "[0, 0]")),
              {"ty": 3, "ind": 1, "ip": 0, "op": 20, "st": 0,
               "ks": {"p": {"a": 0, "k": [80, 80]},
                      "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}},
                                          {"t": 20, "s": [360]}]}}}
            ]}
            """
        let scene = try LottieReader.read(data: Data(json.utf8), file: "spinner.json").scene
        let layers = try XCTUnwrap(scene.layers.first?.sublayers.first).sublayers
        XCTAssertEqual(layers.count, 4)
        for layer in layers {
            XCTAssertNotNil(layer.shape, "the shape layer in the Lottie layer's place")
            XCTAssertEqual(layer.animations.filter { $0.keyPath == "opacity" }.count, 1)
        }
        // Each shape layer put back at rest inside a layer with its placement, as before.
        func wrapped(_ layer: Layer) -> Layer {
            var layer = layer
            layer.sublayers = layer.sublayers.map { sublayer in
                guard case .shape = sublayer.kind else { return wrapped(sublayer) }
                var placement = Layer()
                placement.position = sublayer.position
                placement.bounds = sublayer.bounds
                placement.anchorPoint = sublayer.anchorPoint
                placement.zPosition = sublayer.zPosition
                placement.transform = sublayer.transform
                var shape = sublayer
                shape.position = Point(x: 0, y: 0)
                shape.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
                shape.transform = .identity
                placement.sublayers = [shape]
                return placement
            }
            return layer
        }
        var placed = scene
        placed.layers = scene.layers.map(wrapped)
        let (a, b) = (Timeline(scene: scene), Timeline(scene: placed))
        let (renderer, other) = (Renderer(), Renderer())
        for frame in [0.0, 1, 4.5, 10, 15, 19] {
            let left = try renderer.render(a.snapshot(at: frame / 20))
            let right = try other.render(b.snapshot(at: frame / 20))
            XCTAssertTrue(left == right, "frame \(frame)")
            XCTAssertNotNil(left.centroid(r: 51, g: 128, b: 230), "frame \(frame) draws a bar")
        }
    }
}
