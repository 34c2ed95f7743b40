import ReelGeometry
import ReelRaster
import ReelSceneFile
import ReelTimeline
import XCTest

@testable import ReelRender

/// A renderer hands out its last frame again while the snapshots it is given are the very same
/// layers (a still scene's), and draws every other frame: repeated frames must be the pixels a
/// fresh renderer draws, and a change of layers, canvas or value must be drawn.
final class RepeatedFrameTests: XCTestCase {
    private static let still = """
        {"width": 30, "height": 20, "background": null, "layers": [
          {"type": "shape", "position": [15, 10], "bounds": [0, 0, 30, 20], "path": "M 3 2 L 27 5 L 12 18 Z",
           "fillColor": "#3366cc", "opacity": 0.7}
        ]}
        """

    private static let moving = """
        {"width": 30, "height": 20, "background": "#ffffff", "layers": [
          {"position": [10, 10], "bounds": [0, 0, 6, 6], "backgroundColor": "#ff0000",
           "animations": [{"keyPath": "position.x", "fromValue": 5, "toValue": 25, "duration": 1}]}
        ]}
        """

    private func timeline(_ json: String) throws -> Timeline {
        Timeline(scene: try SceneReader.read(json: Array(json.utf8)))
    }

    func testAStillScenesFramesAreDrawnTwiceThenHandedOutAgain() throws {
        let timeline = try timeline(Self.still)
        let expected = try Renderer().render(timeline.snapshot(at: 0))
        XCTAssertGreaterThan(expected.bytes.filter { $0 != 0 }.count, 100, "the scene draws something")
        let renderer = Renderer()
        for (index, time) in [0, 0.25, 0.5, 3].enumerated() {
            let frame = try renderer.render(timeline.snapshot(at: time))
            XCTAssertEqual(frame, expected, "frame \(index)")
            XCTAssertEqual(renderer.framesRepeated, max(0, index - 1), "frame \(index)")
        }
    }

    func testARendererThatRedrawsDrawsEveryFrameOfAStillScene() throws {
        let timeline = try timeline(Self.still)
        let expected = try Renderer().render(timeline.snapshot(at: 0))
        let renderer = Renderer()
        renderer.redrawsRepeatedFrames = true
        for index in 0..<4 {
            XCTAssertEqual(try renderer.render(timeline.snapshot(at: 0)), expected, "frame \(index)")
        }
        XCTAssertEqual(renderer.framesRepeated, 0, "no frame handed out again")
    }

    func testARepeatedFrameWrittenByItsReceiverStaysTheRenderersPixels() throws {
        let timeline = try timeline(Self.still)
        let renderer = Renderer()
        let expected = try renderer.render(timeline.snapshot(at: 0))
        _ = try renderer.render(timeline.snapshot(at: 0))
        var handedOut = try renderer.render(timeline.snapshot(at: 0))
        XCTAssertEqual(renderer.framesRepeated, 1)
        handedOut.bytes.withUnsafeMutableBufferPointer { $0.update(repeating: 255) }
        XCTAssertEqual(try renderer.render(timeline.snapshot(at: 0)), expected)
        XCTAssertEqual(renderer.framesRepeated, 2)
    }

    func testAnAnimatedScenesFramesAreEachDrawn() throws {
        let timeline = try timeline(Self.moving)
        let renderer = Renderer()
        var frames: [Pixmap] = []
        for time in [0, 0.5, 0.5, 0.5, 1] {
            let frame = try renderer.render(timeline.snapshot(at: time))
            XCTAssertEqual(frame, try Renderer().render(timeline.snapshot(at: time)), "t = \(time)")
            frames.append(frame)
        }
        // Equal snapshots of an animated layer are new layers each frame: drawn again, the same.
        XCTAssertEqual(renderer.framesRepeated, 0)
        XCTAssertEqual(frames[1], frames[3])
        XCTAssertNotEqual(frames[0], frames[1])
    }

    func testEqualLayersInAnotherArrayOrAnotherCanvasAreDrawn() throws {
        var scene = try SceneReader.read(json: Array(Self.still.utf8))
        let renderer = Renderer()
        let first = Timeline(scene: scene)
        _ = try renderer.render(first.snapshot(at: 0))
        _ = try renderer.render(first.snapshot(at: 0))
        XCTAssertEqual(renderer.framesRepeated, 0)
        // The same values in a new buffer: not known to be the same without comparing them.
        scene.layers = scene.layers.map { $0 }
        let copied = try renderer.render(Timeline(scene: scene).snapshot(at: 0))
        XCTAssertEqual(renderer.framesRepeated, 0)
        XCTAssertEqual(copied, try Renderer().render(first.snapshot(at: 0)))
        // The same layers on a white canvas.
        let layers = scene.layers
        scene.background = .white
        let white = try renderer.render(Timeline(scene: scene).snapshot(at: 0))
        XCTAssertEqual(renderer.framesRepeated, 0)
        XCTAssertEqual(white[0, 0], RGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(white, try Renderer().render(Timeline(scene: scene).snapshot(at: 0)))
        XCTAssertTrue(RepeatedFrame.sharesStorage(layers, scene.layers))
    }
}
