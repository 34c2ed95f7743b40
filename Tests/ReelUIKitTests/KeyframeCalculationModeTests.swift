import Reel
import XCTest

/// `animateKeyframes` with each calculation mode, read back as drawn, and compared with the same
/// `CAKeyframeAnimation` added by hand to a second view.
final class KeyframeCalculationModeTests: XCTestCase {
    /// A linear curve over the whole animation, through the UIView option bits, so the values
    /// below are the modes' own.
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func view() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: 0, y: 50)
        return view
    }

    /// Animates box 0 with keyframes to 100 over the first `split` of 2 seconds, then to `last`
    /// over the rest, and box 1 with the keyframe animation UIKit would build for them.
    private func stage(
        _ mode: UIView.KeyframeAnimationOptions, _ calculationMode: CAAnimationCalculationMode, split: Double = 0.5,
        last: Double = 0
    ) -> Timeline {
        let (box, reference) = (view(), view())
        let stage = makeStage(box, reference)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [linear, mode]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: split) { box.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: split, relativeDuration: 1 - split) { box.center.x = last }
        }
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [0, 100, last].map { CGPoint(x: $0, y: 50) }
        animation.keyTimes = [0, split, 1].map { NSNumber(value: $0) }
        animation.calculationMode = calculationMode
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 2
        // As with the block, the model takes the final value; the animation shows until it ends.
        reference.center.x = last
        reference.layer.add(animation, forKey: "position")
        return stage.timeline
    }

    /// The keyframe block draws as the hand-built animation does at every tenth of a second.
    private func assertMatchesReference(_ timeline: Timeline, file: StaticString = #filePath, line: UInt = #line) {
        for k in 0...20 {
            let t = Double(k) / 10
            XCTAssertEqual(
                timeline.number("position", [0], at: t), timeline.number("position", [1], at: t), accuracy: 1e-9,
                "at \(t)", file: file, line: line)
        }
    }

    func testDiscreteHoldsEachValueForItsStep() {
        let timeline = stage(.calculationModeDiscrete, .discrete)
        // The old value holds through the first keyframe, then 100 through the second.
        XCTAssertEqual(timeline.number("position", at: 0.2), 0)
        XCTAssertEqual(timeline.number("position", at: 0.99), 0)
        XCTAssertEqual(timeline.number("position", at: 1.01), 100)
        XCTAssertEqual(timeline.number("position", at: 1.9), 100)
        XCTAssertEqual(timeline.number("position", at: 2.5), 0)
        assertMatchesReference(timeline)
    }

    func testPacedMovesAtConstantSpeedOverUnequalDistances() {
        // 0 → 100 → 50 is 150 points: at an even pace 100 is reached two thirds of the way,
        // not at the keyframes' half-way split.
        let timeline = stage(.calculationModePaced, .paced, last: 50)
        XCTAssertEqual(timeline.number("position", at: 0.5), 37.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 1), 75, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 4.0 / 3), 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 1.6), 80, accuracy: 1e-9)
        assertMatchesReference(timeline)
    }

    func testCubicPassesThroughTheValuesSmoothly() {
        let timeline = stage(.calculationModeCubic, .cubic, last: 300)
        XCTAssertEqual(timeline.number("position", at: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 1), 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 2), 300, accuracy: 1e-9)
        // No kink at the middle keyframe: linear would go 100 points a second before it and 200
        // after; a smooth curve has the same slope on both sides.
        let h = 1e-4
        let before = (timeline.number("position", at: 1) - timeline.number("position", at: 1 - h)) / h
        let after = (timeline.number("position", at: 1 + h) - timeline.number("position", at: 1)) / h
        XCTAssertEqual(before, after, accuracy: 0.1)
        assertMatchesReference(timeline)
    }

    func testCubicPacedMatchesItsKeyframeAnimation() {
        let timeline = stage(.calculationModeCubicPaced, .cubicPaced, split: 0.25, last: 50)
        XCTAssertEqual(timeline.number("position", at: 2), 50, accuracy: 1e-9)
        // Paced: the unequal keyframe split (a quarter, then three quarters) is ignored.
        XCTAssertNotEqual(timeline.number("position", at: 0.5), 100, accuracy: 1)
        assertMatchesReference(timeline)
    }

    func testLinearIsTheDefault() {
        let timeline = stage(.calculationModeLinear, .linear, last: 50)
        XCTAssertEqual(timeline.number("position", at: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 1.5), 75, accuracy: 1e-9)
        assertMatchesReference(timeline)
    }
}
