import Foundation
import Reel
import ReelAPITestSupport
import XCTest

/// Apple's View Programming Guide: "By default, nested animations inherit the parent's duration
/// and animation curve", unless the inner block passes `overrideInheritedDuration` or
/// `overrideInheritedCurve`. The nesting listing of the seed guide (Apple's Listing 4-3 without
/// those options) therefore fades its inner view over the outer 2 s with easeOut on iOS, not
/// over its own 4 s linearly.
final class UIViewNestingTests: XCTestCase {
    private func easeOut(_ x: Double) -> Double { bezierProgress(0, 0, 0.58, 1, at: x) }

    private func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    /// Runs the seed's listing with `innerOptions` added to the inner block's linear curve; the
    /// inner view's opacity over time.
    private func nestedFade(_ innerOptions: UIView.AnimationOptions) -> Timeline {
        let outer = square()
        let inner = square()
        let stage = makeStage(outer, inner, duration: 5)
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveEaseOut,
            animations: {
                outer.alpha = 0
                UIView.animate(
                    withDuration: 4, delay: 0, options: innerOptions.union(.curveLinear),
                    animations: { inner.alpha = 0 })
            })
        return stage.timeline
    }

    func testTheSeedsNestedBlockRunsForTheOuterDurationWithTheOuterCurve() {
        let timeline = nestedFade([])
        for t in [0.3, 1.0, 1.7] {
            XCTAssertEqual(timeline.number("opacity", [1], at: t), 1 - easeOut(t / 2), accuracy: 1e-6, "at \(t) s")
            XCTAssertEqual(
                timeline.number("opacity", [1], at: t), timeline.number("opacity", [0], at: t), accuracy: 1e-12,
                "in step with the outer view")
        }
        XCTAssertEqual(timeline.number("opacity", [1], at: 2), 0, "done with the outer block, not at 4 s")
    }

    func testOverridingBothKeepsTheInnerDurationAndCurve() {
        let timeline = nestedFade([.overrideInheritedDuration, .overrideInheritedCurve])
        for t in [0.3, 1.0, 2.0, 3.5] {
            XCTAssertEqual(timeline.number("opacity", [1], at: t), 1 - t / 4, accuracy: 1e-9, "at \(t) s")
        }
    }

    func testOverridingTheDurationKeepsTheInheritedCurve() {
        let timeline = nestedFade(.overrideInheritedDuration)
        for t in [0.5, 2.0, 3.5] {
            XCTAssertEqual(timeline.number("opacity", [1], at: t), 1 - easeOut(t / 4), accuracy: 1e-6, "at \(t) s")
        }
    }

    func testOverridingTheCurveKeepsTheInheritedDuration() {
        let timeline = nestedFade(.overrideInheritedCurve)
        for t in [0.5, 1.0, 1.5] {
            XCTAssertEqual(timeline.number("opacity", [1], at: t), 1 - t / 2, accuracy: 1e-9, "at \(t) s")
        }
        XCTAssertEqual(timeline.number("opacity", [1], at: 2), 0)
    }

    func testTheInheritedDurationIsVisibleInsideTheBlock() {
        var seen: [TimeInterval] = []
        let stage = makeStage(square())
        _ = stage
        seen.append(UIView.inheritedAnimationDuration)
        UIView.animate(withDuration: 2) {
            seen.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 4) { seen.append(UIView.inheritedAnimationDuration) }
        }
        XCTAssertEqual(seen, [0, 2, 2])
    }

    /// The begin/commit form: a nested block starts with the enclosing block's duration and
    /// curve; calling the setters in it gives it its own (the begin/commit form's override).
    func testNestedBeginCommitBlocksInheritUntilTheirSettersOverride() {
        let outer = square()
        let inheriting = square()
        let overriding = square()
        let stage = makeStage(outer, inheriting, overriding, duration: 5)
        UIView.beginAnimations("animation1", context: nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.easeOut)
        outer.alpha = 0
        UIView.beginAnimations("animation2", context: nil)
        inheriting.alpha = 0
        UIView.commitAnimations()
        UIView.beginAnimations("animation3", context: nil)
        UIView.setAnimationDuration(4)
        UIView.setAnimationCurve(.linear)
        overriding.alpha = 0
        UIView.commitAnimations()
        UIView.commitAnimations()
        let timeline = stage.timeline
        for t in [0.5, 1.5] {
            XCTAssertEqual(timeline.number("opacity", [1], at: t), 1 - easeOut(t / 2), accuracy: 1e-6, "at \(t) s")
            XCTAssertEqual(timeline.number("opacity", [2], at: t), 1 - t / 4, accuracy: 1e-9, "at \(t) s")
        }
    }
}
