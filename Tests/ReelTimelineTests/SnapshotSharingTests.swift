import ReelSceneFile
import ReelTimeline
import XCTest

/// Snapshots share the layers nothing animates instead of copying them; what animates anywhere
/// below a still layer (a sublayer, a mask) must still be presented, in its own local time.
final class SnapshotSharingTests: XCTestCase {
    func testStillLayersAreSharedAndAnimatedOnesBelowThemPresented() throws {
        let scene = try SceneReader.read(
            json: Array(
                """
                {"width": 10, "height": 10, "layers": [
                  {"name": "still", "opacity": 0.5, "sublayers": [{"name": "still child"}]},
                  {"name": "late parent", "beginTime": 1, "sublayers": [
                    {"name": "still sibling"},
                    {"name": "deep", "animations": [
                      {"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2, "timingFunction": "linear"}]}]},
                  {"name": "masked", "mask": {"name": "mask", "animations": [
                    {"keyPath": "position.x", "fromValue": 0, "toValue": 10, "duration": 4, "timingFunction": "linear"}]}},
                  {"type": "replicator", "instanceCount": 2, "sublayers": [{"name": "copied"}]}
                ]}
                """.utf8))
        let snapshot = Timeline(scene: scene).snapshot(at: 2)
        XCTAssertEqual(snapshot.layers[0], scene.layers[0], "a still tree is its own presentation")
        let parent = snapshot.layers[1]
        XCTAssertEqual(parent.sublayers[0], scene.layers[1].sublayers[0])
        XCTAssertEqual(parent.sublayers[1].opacity, 0.5, accuracy: 1e-12, "1 s into its parent's time, of 2")
        XCTAssertEqual(parent.sublayers[1].animations, [], "presented layers carry no animations")
        XCTAssertEqual(scene.layers[1].sublayers[1].animations.count, 1, "the model keeps its own")
        XCTAssertEqual(snapshot.layers[2].mask?.position.x ?? .nan, 5, accuracy: 1e-12, "the mask is presented")
        XCTAssertEqual(snapshot.layers[3].sublayers.count, 2, "a still replicator still makes its instances")
        XCTAssertEqual(snapshot.layers[3].sublayers[1].sublayers.first?.name, "copied")
    }
}
