import ReelGeometry
import ReelRaster
import ReelSceneFile
import ReelTimeline
import XCTest

@testable import ReelRender

/// A renderer keeps stroke outlines from frame to frame while their shape and its map to the
/// device stay the same: every frame must still be the pixels a new renderer draws, whatever
/// changed (the trim, the dashes, the width, the position, the path), in order or not.
final class StrokeOutlineCacheTests: XCTestCase {
    /// A still dashed and trimmed stroke, a stroke whose end grows, one that moves, one whose
    /// width changes, a hairline, and a shape whose path morphs.
    private static let strokes = """
        {"width": 60, "height": 40, "fps": 10, "duration": 2, "background": null, "layers": [
          {"type": "shape", "position": [30, 20], "bounds": [0, 0, 60, 40], "path": "M 4 4 C 20 0 40 30 56 8",
           "strokeColor": "#3366cc", "fillColor": null, "lineWidth": 3, "lineDashPattern": [5, 2],
           "strokeStart": 0.1, "strokeEnd": 0.9},
          {"type": "shape", "position": [30, 20], "bounds": [0, 0, 60, 40], "path": "M 4 20 L 56 20",
           "strokeColor": "#000000", "fillColor": null, "lineWidth": 2, "lineCap": "round",
           "animations": [{"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 1,
                           "fillMode": "forwards", "removedOnCompletion": false}]},
          {"type": "shape", "position": [30, 20], "bounds": [0, 0, 60, 40], "path": "M 4 30 L 20 36 L 30 28",
           "strokeColor": "#cc3300", "fillColor": null, "lineWidth": 2.5, "lineJoin": "round",
           "animations": [{"keyPath": "position.x", "fromValue": 30, "toValue": 40, "beginTime": 0.5,
                           "duration": 0.5, "fillMode": "forwards", "removedOnCompletion": false}]},
          {"type": "shape", "position": [30, 20], "bounds": [0, 0, 60, 40], "path": "M 40 30 L 56 36",
           "strokeColor": "#00aa00", "fillColor": null, "lineWidth": 1,
           "animations": [{"keyPath": "lineWidth", "fromValue": 1, "toValue": 4, "duration": 1.5}]},
          {"type": "shape", "position": [30, 20], "bounds": [0, 0, 60, 40], "path": "M 2 38 L 58 34",
           "strokeColor": "#000000", "fillColor": null, "lineWidth": 0.3},
          {"type": "shape", "position": [30, 20], "bounds": [0, 0, 60, 40], "path": "M 10 10 L 20 14 L 12 18 Z",
           "strokeColor": "#663399", "fillColor": "#ffcc00", "lineWidth": 1.5,
           "animations": [{"keyPath": "path", "fromValue": "M 10 10 L 20 14 L 12 18 Z",
                           "toValue": "M 10 12 L 24 10 L 14 20 Z", "beginTime": 1, "duration": 0.5}]}
        ]}
        """

    private func check(order: [Int]) throws {
        let timeline = Timeline(scene: try SceneReader.read(json: Array(Self.strokes.utf8)))
        let renderer = Renderer()
        let presenter = FramePresenter(timeline)
        for frame in order {
            let time = Double(frame) / 10
            let drawn = try renderer.render(presenter.snapshot(at: time))
            let fresh = try Renderer().render(timeline.snapshot(at: time))
            XCTAssertGreaterThan(fresh.bytes.filter { $0 != 0 }.count, 500, "frame \(frame) draws something")
            XCTAssertTrue(drawn == fresh, "frame \(frame)")
        }
        // The still strokes, and the moving one before it moves, were outlined once.
        XCTAssertGreaterThan(renderer.strokeOutlines.hits, order.count * 2)
    }

    func testEveryFrameIsTheFrameOfANewRenderer() throws {
        try check(order: Array(0...20))
    }

    func testFramesOutOfOrder() throws {
        try check(
            order: Array(stride(from: 1, through: 20, by: 2).reversed()) + Array(stride(from: 0, through: 20, by: 2)))
    }

    /// A renderer told to keep no still work (benchmarks timing the drawing) outlines every
    /// stroke again, and the pixels are the same.
    func testARendererThatKeepsNoStillWorkKeepsNoOutline() throws {
        let timeline = Timeline(scene: try SceneReader.read(json: Array(Self.strokes.utf8)))
        let renderer = Renderer()
        renderer.keepsStillWork = false
        let presenter = FramePresenter(timeline)
        for frame in 0...5 {
            let time = Double(frame) / 10
            XCTAssertTrue(
                try renderer.render(presenter.snapshot(at: time)) == Renderer().render(timeline.snapshot(at: time)))
        }
        XCTAssertEqual(renderer.strokeOutlines.hits, 0)
    }

    /// An equal path in another buffer is another key (kept paths are told apart by their
    /// buffers), and so is a number with other bits: 0 and −0 may draw differently.
    func testKeysAreTheSameOnlyForTheSameBufferAndBits() throws {
        var shape = ShapeContent(path: try Path(svgData: "M 0 0 L 10 0"))
        shape.strokeColor = .black
        let key = StrokeOutlineKey(shape, toDevice: .identity, canvasWidth: 10, canvasHeight: 10)
        XCTAssertTrue(key.isSame(as: StrokeOutlineKey(shape, toDevice: .identity, canvasWidth: 10, canvasHeight: 10)))
        var copied = shape
        copied.path = try Path(svgData: "M 0 0 L 10 0")
        XCTAssertEqual(copied.path, shape.path)
        XCTAssertFalse(key.isSame(as: StrokeOutlineKey(copied, toDevice: .identity, canvasWidth: 10, canvasHeight: 10)))
        var negativeZero = shape
        negativeZero.strokeStart = -0.0
        XCTAssertFalse(
            key.isSame(as: StrokeOutlineKey(negativeZero, toDevice: .identity, canvasWidth: 10, canvasHeight: 10)))
        XCTAssertFalse(key.isSame(as: StrokeOutlineKey(shape, toDevice: .identity, canvasWidth: 11, canvasHeight: 10)))
    }
}
