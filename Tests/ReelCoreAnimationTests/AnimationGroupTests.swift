import Reel
import XCTest

/// `CAAnimationGroup`'s children as iOS times them, from Apple's reference: "The delegate and
/// removedOnCompletion properties of animations in the animations array are currently ignored".
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
}
