import Reel
import ReelAPITestSupport
import XCTest

/// `CAAnimationGroup`'s children as iOS times them, from Apple's reference: "The delegate and
/// removedOnCompletion properties of animations in the animations array are currently ignored";
/// and a child without a duration lasts as long as its group, as on iOS.
final class AnimationGroupTests: XCTestCase {
    private func fade(to value: Double, duration: Double) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = value
        fade.duration = duration
        return fade
    }

    func testAChildFillingForwardsHoldsUntilTheGroupEndsThoughItIsRemovedOnCompletion() {
        let layer = square()
        let stage = makeStage(layer, duration: 5)
        let child = fade(to: 0.5, duration: 1)
        child.fillMode = .forwards
        XCTAssertTrue(child.isRemovedOnCompletion, "the default, which a group ignores")
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 3
        layer.add(group, forKey: "group")
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("opacity", at: 0.5), 0.25, accuracy: 1e-12)
        XCTAssertEqual(timeline.number("opacity", at: 2), 0.5, "held inside the group")
        XCTAssertEqual(timeline.number("opacity", at: 3.5), 1, "the group is gone: the model value")
    }

    func testTheSameChildAddedAloneSnapsBack() {
        let layer = square()
        let stage = makeStage(layer, duration: 5)
        let child = fade(to: 0.5, duration: 1)
        child.fillMode = .forwards
        layer.add(child, forKey: nil)
        XCTAssertEqual(stage.timeline.number("opacity", at: 2), 1)
    }

    func testANestedGroupsChildWithoutADurationLastsAsLongAsTheOuterGroup() {
        let layer = square()
        let stage = makeStage(layer, duration: 5)
        let inner = CAAnimationGroup()
        inner.animations = [fade(to: 1, duration: 0)]
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        outer.duration = 2
        layer.add(outer, forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("opacity", at: 0.5), 0.25, accuracy: 1e-12)
        XCTAssertEqual(timeline.number("opacity", at: 1.5), 0.75, accuracy: 1e-12, "not over after 0.25 s")
    }

    /// The same group from a scene file and from the Swift API: children without durations, one
    /// of them a spring, last as long as the group in both.
    func testAGroupFromASceneFileAndFromSwiftAgree() throws {
        let json = #"""
            {"width": 100, "height": 100, "duration": 5, "layers": [
                {"position": [50, 50], "bounds": [0, 0, 20, 20], "animations": [
                    {"type": "group", "duration": 3, "animations": [
                        {"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "fillMode": "forwards"},
                        {"keyPath": "cornerRadius", "fromValue": 0, "toValue": 9},
                        {"type": "spring", "keyPath": "position.x", "fromValue": 0, "toValue": 100, "damping": 20}]}]}]}
            """#
        let file = Timeline(scene: try SceneReader.read(json: Array(json.utf8)))
        let layer = square()
        let stage = makeStage(layer, duration: 5)
        let opacity = fade(to: 0.5, duration: 1)
        opacity.fillMode = .forwards
        let radius = CABasicAnimation(keyPath: "cornerRadius")
        radius.fromValue = 0
        radius.toValue = 9
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 20
        let group = CAAnimationGroup()
        group.animations = [opacity, radius, spring]
        group.duration = 3
        layer.add(group, forKey: nil)
        let swift = stage.timeline
        for t in [0.5, 1.5, 2, 2.9, 3.5] {
            for keyPath in ["opacity", "cornerRadius", "position.x"] {
                XCTAssertEqual(
                    swift.number(keyPath, at: t), file.number(keyPath, at: t), accuracy: 1e-9, "\(keyPath) at \(t) s")
            }
        }
        XCTAssertEqual(swift.number("cornerRadius", at: 2), 6, accuracy: 1e-9, "two thirds of the group")
        XCTAssertEqual(swift.number("position.x", at: 2.9), 100, accuracy: 0.1, "the spring runs to the group's end")
    }
}
