import ReelSceneFile
import ReelTimeline
import XCTest

/// What `reel info` lists: every animation in the tree, masks and their sublayers included, with
/// its times in scene seconds.
final class AnimationSummaryTests: XCTestCase {
    private let json = #"""
        {"width": 10, "height": 10, "layers": [
            {"name": "host", "speed": 0.5,
             "mask": {"name": "cover", "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1}],
                      "sublayers": [{"animations": [{"keyPath": "position.x", "byValue": 5, "beginTime": 2, "duration": 1.5}]}]},
             "sublayers": [{"name": "child", "animations": [{"keyPath": "cornerRadius", "toValue": 4, "duration": 1}]}]}]}
        """#

    func testMasksAndTheirSublayersAreListedInTheirLayersTime() throws {
        let timeline = Timeline(scene: try SceneReader.read(json: Array(json.utf8)))
        let summaries = timeline.animationSummaries
        XCTAssertEqual(summaries.map(\.layer), ["cover", "layers[0].mask.sublayers[0]", "child"])
        XCTAssertEqual(summaries.map(\.keyPath), ["opacity", "position.x", "cornerRadius"])
        // The host's speed 0.5 doubles every time under it, the mask's included.
        XCTAssertEqual(summaries.map(\.start), [0, 4, 0])
        XCTAssertEqual(summaries.map(\.end), [2, 7, 2])
    }

    func testASceneWithoutADurationLastsUntilItsMasksAnimationsEnd() throws {
        let timeline = Timeline(scene: try SceneReader.read(json: Array(json.utf8)))
        XCTAssertEqual(timeline.duration, 7, "the mask tile's animation ends last")
    }

    func testAReplicatedAnimationSpansItsInstancesAndSaysHowMany() throws {
        // Three columns of two rows: the tile is drawn six times, the last instance starting
        // 2 · 0.5 + 1 · 0.1 = 1.1 s after the first.
        let json = #"""
            {"width": 10, "height": 10, "layers": [
                {"type": "replicator", "instanceCount": 3, "instanceDelay": 0.5, "sublayers": [
                    {"type": "replicator", "instanceCount": 2, "instanceDelay": 0.1, "sublayers": [
                        {"name": "tile", "animations": [{"keyPath": "opacity", "toValue": 0, "beginTime": 1, "duration": 0.3}]}]}]}]}
            """#
        let timeline = Timeline(scene: try SceneReader.read(json: Array(json.utf8)))
        let summary = try XCTUnwrap(timeline.animationSummaries.first)
        XCTAssertEqual(summary.instances, 6)
        XCTAssertEqual(summary.start, 1)
        XCTAssertEqual(summary.end, 2.4, accuracy: 1e-12)
        XCTAssertEqual(timeline.duration ?? 0, 2.4, accuracy: 1e-12, "the last instance's end")
        // What the timeline draws agrees: the last instance is still fading at 2.3 s.
        let last = timeline.snapshot(at: 2.3).layers[0].sublayers[2].sublayers[0].sublayers[1].sublayers[0]
        XCTAssertEqual(last.opacity, 1 - 0.2 / 0.3, accuracy: 1e-9)
    }
}
