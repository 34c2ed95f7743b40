import ReelGeometry
import ReelRaster
import ReelSceneFile
import ReelTimeline
import XCTest

@testable import ReelRender

/// A renderer composites again the offscreen group of a layer that stays the same from frame to
/// frame: every frame must still be the pixels a new renderer draws, on recycled frame buffers,
/// in order or not, while groups around it move, fade, start and stop.
final class StillGroupCacheTests: XCTestCase {
    /// A still clipped group that reaches past its bounds, a clipped group that moves for a while
    /// and then stays, a still group with a mask and a shadow, and a group whose opacity changes.
    private static let groups = """
        {"width": 80, "height": 50, "fps": 10, "duration": 2, "background": null, "layers": [
          {"position": [20, 15], "bounds": [0, 0, 30, 20], "masksToBounds": true, "sublayers": [
            {"type": "shape", "position": [15, 10], "bounds": [0, 0, 30, 20], "path": "M -4 2 L 26 -3 L 20 25 Z",
             "fillColor": "#3366cc", "opacity": 0.8},
            {"type": "shape", "position": [15, 10], "bounds": [0, 0, 30, 20], "path": "M 5 5 L 35 10 L 8 18 Z",
             "fillColor": "#cc6633", "opacity": 0.6}]},
          {"position": [55, 15], "bounds": [0, 0, 30, 20], "masksToBounds": true,
           "animations": [{"keyPath": "position.y", "fromValue": 15, "toValue": 30.5, "duration": 0.8,
                           "fillMode": "forwards", "removedOnCompletion": false}],
           "sublayers": [
            {"type": "shape", "position": [15, 10], "bounds": [0, 0, 30, 20], "path": "M -3 -3 L 33 4 L 10 24 Z",
             "fillColor": "#33aa55"},
            {"type": "shape", "position": [15, 10], "bounds": [0, 0, 30, 20], "path": "M 2 12 L 28 2 L 26 22 Z",
             "fillColor": "#aa33aa", "opacity": 0.5}]},
          {"position": [20, 38], "bounds": [0, 0, 24, 16], "shadowOpacity": 0.5, "shadowRadius": 2,
           "mask": {"position": [12, 8], "bounds": [0, 0, 20, 12], "backgroundColor": "#ffffff", "cornerRadius": 4},
           "sublayers": [
            {"position": [12, 8], "bounds": [0, 0, 24, 16], "backgroundColor": "#ff0000"},
            {"position": [16, 10], "bounds": [0, 0, 10, 10], "backgroundColor": "#0000ff", "opacity": 0.5}]},
          {"position": [60, 40], "bounds": [0, 0, 20, 12],
           "animations": [{"keyPath": "opacity", "fromValue": 0.2, "toValue": 0.9, "duration": 2}],
           "sublayers": [
            {"position": [10, 6], "bounds": [0, 0, 20, 12], "backgroundColor": "#888800"},
            {"position": [14, 6], "bounds": [0, 0, 8, 8], "backgroundColor": "#008888"}]}
        ]}
        """

    private func check(order: [Int]) throws {
        let timeline = Timeline(scene: try SceneReader.read(json: Array(Self.groups.utf8)))
        let renderer = Renderer()
        let presenter = FramePresenter(timeline)
        let pool = FrameBufferPool(capacity: 2)
        for frame in order {
            let time = Double(frame) / 10
            var drawn = try renderer.render(presenter.snapshot(at: time), reusing: pool.takeFrame())
            let fresh = try Renderer().render(timeline.snapshot(at: time))
            XCTAssertGreaterThan(fresh.bytes.filter { $0 != 0 }.count, 2000, "frame \(frame) draws something")
            XCTAssertTrue(drawn == fresh, "frame \(frame)")
            pool.recycle(&drawn)
        }
        // The still groups, and the moving one once it stays, were composited again.
        XCTAssertGreaterThan(renderer.stillGroups.hits, order.count)
    }

    func testEveryFrameIsTheFrameOfANewRenderer() throws {
        try check(order: Array(0...20))
    }

    func testFramesOutOfOrder() throws {
        try check(
            order: Array(stride(from: 1, through: 20, by: 2).reversed()) + Array(stride(from: 0, through: 20, by: 2)))
    }

    /// A group is kept only from the second frame in a row that draws it, and a kept group the
    /// last frame did not draw goes back to the pool.
    func testAGroupIsKeptFromItsSecondFrameAndLetGo() throws {
        let timeline = Timeline(scene: try SceneReader.read(json: Array(Self.groups.utf8)))
        let renderer = Renderer()
        renderer.redrawsRepeatedFrames = true
        let snapshot = timeline.snapshot(at: 1.5)
        _ = try renderer.render(snapshot)
        XCTAssertEqual(renderer.stillGroups.hits, 0, "first frame: drawn")
        _ = try renderer.render(snapshot)
        XCTAssertEqual(renderer.stillGroups.hits, 0, "second frame: drawn again, and kept")
        XCTAssertEqual(renderer.stillGroups.keptCount, 4, "at 1.5 s every group is still")
        _ = try renderer.render(snapshot)
        XCTAssertEqual(renderer.stillGroups.hits, 4, "third frame: the four groups composited again")
        // The same scene read again: equal layers in other storages, so other groups.
        let other = Timeline(scene: try SceneReader.read(json: Array(Self.groups.utf8))).snapshot(at: 1.5)
        _ = try renderer.render(other)
        _ = try renderer.render(other)
        XCTAssertEqual(renderer.stillGroups.hits, 4, "other layers: drawn")
        XCTAssertEqual(renderer.stillGroups.keptCount, 4, "the first snapshot's groups let go, the other's kept")
    }
}
