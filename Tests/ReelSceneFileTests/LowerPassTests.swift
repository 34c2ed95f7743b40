import ReelTimeline
import XCTest

@testable import ReelSceneFile

/// The lower pass: chains become begin times, dynamics become keyframe tracks, nothing else moves.
final class LowerPassTests: XCTestCase {
    private func checked(_ json: String) throws -> CheckedScene {
        try SceneReader.check(SceneSyntax.parse(json: Array(json.utf8)), limits: SceneLimits())
    }

    func testChainsBecomeAbsoluteBeginTimes() throws {
        let checked = try checked(
            """
            {"width": 10, "height": 10, "layers": [{"animations": [
              {"key": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.5, "beginTime": 0.25},
              {"keyPath": "opacity", "toValue": 0, "duration": 1, "after": "a", "beginTime": 0.1}
            ]}]}
            """)
        XCTAssertEqual(checked.chains.count, 1)
        // Checked but not lowered: the chained animation still has its own begin time.
        XCTAssertEqual(checked.scene.layers[0].animations[1].timing.beginTime, 0.1)
        let scene = try SceneReader.lower(checked, limits: SceneLimits())
        XCTAssertEqual(scene.layers[0].animations[1].timing.beginTime, 0.25 + 0.5 + 0.1, accuracy: 1e-12)
    }

    private let falling = """
        {"width": 200, "height": 200, "duration": 1, "layers": [
          {"name": "box", "position": [100, 20], "bounds": [0, 0, 10, 10],
           "animations": [{"keyPath": "opacity", "toValue": 0, "duration": 1}]}
        ], "dynamics": {"behaviors": [{"type": "gravity", "items": ["box"]}]}}
        """

    func testDynamicsAreCheckedFirstAndSimulatedWhenLowered() throws {
        let checked = try checked(falling)
        XCTAssertEqual(checked.dynamics?.behaviors.count, 1)
        XCTAssertEqual(checked.scene.layers[0].animations.count, 1)
        let scene = try SceneReader.lower(checked, limits: SceneLimits())
        // The position track goes before the layer's own animation; 1 s sampled every 1/60 s.
        XCTAssertEqual(scene.layers[0].animations.map(\.keyPath), ["position", "opacity"])
        guard case .keyframes(let track) = scene.layers[0].animations[0].kind else { return XCTFail("no keyframes") }
        XCTAssertEqual(track.values.count, 61)
        // UIKit's gravity is 1000 points/s² downwards: after 1 s about 500 points further down,
        // plus what the fixed step adds (Box2D's semi-implicit Euler: 1000·61/120 = 508.3).
        guard case .point(let end) = track.values.last else { return XCTFail("not a point") }
        XCTAssertEqual(end.x, 100, accuracy: 1e-9)
        XCTAssertEqual(end.y - 20, 1000 * 61 / 120, accuracy: 0.01)
    }

    func testTheDynamicsLimitRefusesBeforeSimulating() throws {
        var limits = SceneLimits()
        limits.dynamics = 10
        XCTAssertThrowsError(try SceneReader.lower(try checked(falling), limits: limits)) {
            XCTAssertTrue("\($0)".contains("steps"), "\($0)")
            XCTAssertEqual(($0 as? SceneError)?.path, "dynamics")
        }
    }
}
