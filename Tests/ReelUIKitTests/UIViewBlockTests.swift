import Foundation
import Reel
import ReelAPITestSupport
import XCTest

/// `UIView.animate` and its relatives: the model takes the new value at once, the presentation
/// moves from the old one with the block's curve, delay, repeats and springs.
final class UIViewBlockTests: XCTestCase {
    private func view(x: Double) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = CGPoint(x: x, y: 50)
        return view
    }

    func testTheModelChangesAtOnceAndThePresentationFollowsTheCurve() {
        let box = view(x: 0)
        let stage = makeStage(box)
        UIView.animate(withDuration: 1) { box.center = CGPoint(x: 100, y: 50) }
        XCTAssertEqual(box.center, CGPoint(x: 100, y: 50), "the model")
        for t in [0.25, 0.5, 0.8] {
            stage.run(until: t)
            let x = Double(box.layer.presentation()?.position.x ?? .nan)
            XCTAssertEqual(x, 100 * easeInOut(t), accuracy: 1e-6, "presentation at \(t)")
        }
        stage.run(until: 1.5)
        XCTAssertEqual(box.layer.presentation()?.position, CGPoint(x: 100, y: 50))
    }

    func testCurveOptionsPickTheTimingFunction() {
        let curves: [(UIView.AnimationOptions, (Double, Double, Double, Double))] = [
            (.curveEaseIn, (0.42, 0, 1, 1)), (.curveEaseOut, (0, 0, 0.58, 1)),
            (.curveEaseInOut, (0.42, 0, 0.58, 1)), (.curveLinear, (0, 0, 1, 1))
        ]
        let views = curves.map { _ in view(x: 0) }
        let stage = Stage(width: 100, height: 100, duration: 2)
        for (view, (options, _)) in zip(views, curves) {
            stage.view.addSubview(view)
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 100 })
        }
        let timeline = stage.timeline
        for (i, (_, c)) in curves.enumerated() {
            XCTAssertEqual(
                timeline.number("position", [i], at: 0.3), 100 * bezierProgress(c.0, c.1, c.2, c.3, at: 0.3),
                accuracy: 1e-6)
        }
        XCTAssertEqual(UIView.AnimationCurve.linear.rawValue, 3)
    }

    /// UIKit's spring: Reel picks the stiffness so the spring settles within the duration; a
    /// damping ratio of 1 is critical with ω0 = 10/duration, 1 − e^(−ω0·t)·(1 + ω0·t).
    func testTheSpringVariantIsADampedSpringOverTheDuration() {
        let critical = view(x: 0)
        let bouncy = view(x: 0)
        let stage = makeStage(critical, bouncy)
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: {
                critical.center.x = 100
            })
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            animations: {
                bouncy.center.x = 100
            })
        let timeline = stage.timeline
        for t in [0.1, 0.2, 0.5] {
            XCTAssertEqual(
                timeline.number("position", [0], at: t), 100 * (1 - exp(-10 * t) * (1 + 10 * t)), accuracy: 1e-9)
            // ζ = 0.5: ω0 = ln(1200)/(ζ·duration), so the envelope reaches 1/1200 at the end.
            let w0 = log(1200.0) / 0.5
            let wd = w0 * (0.75).squareRoot()
            let expected = 1 - exp(-0.5 * w0 * t) * (cos(wd * t) + 0.5 * w0 / wd * sin(wd * t))
            XCTAssertEqual(timeline.number("position", [1], at: t), 100 * expected, accuracy: 1e-9)
        }
        XCTAssertGreaterThan(timeline.number("position", [1], at: 0.2), 100, "ζ = 0.5 overshoots")
    }

    func testBeginningFromTheCurrentState() {
        let fromCurrent = view(x: 0)
        let fromModel = view(x: 0)
        let oldStyle = view(x: 0)
        let stage = makeStage(fromCurrent, fromModel, oldStyle)
        for v in [fromCurrent, fromModel, oldStyle] {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 100 })
        }
        stage.at(0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
                fromCurrent.center.x = 0
            }
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { fromModel.center.x = 0 }
            UIView.beginAnimations("back", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationBeginsFromCurrentState(true)
            oldStyle.center.x = 0
            UIView.commitAnimations()
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", [0], at: 1), 25, accuracy: 1e-9, "from 50, where it was")
        XCTAssertEqual(
            timeline.number("position", [1], at: 1), 50, accuracy: 1e-9,
            "additive: the first animation has ended at 100 and the step from 100 to 0 is halfway")
        XCTAssertEqual(timeline.number("position", [2], at: 1), 25, accuracy: 1e-9)
    }

    func testBeginCommitBlocksTakeTheirSetters() {
        let faded = view(x: 0)
        let quick = view(x: 0)
        let stage = makeStage(faded, quick, duration: 6)
        UIView.beginAnimations(nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(false)
        UIView.setAnimationBeginsFromCurrentState(false)
        faded.alpha = 0
        UIView.commitAnimations()
        UIView.beginAnimations(nil)
        UIView.setAnimationCurve(.linear)
        quick.center.x = 100
        UIView.commitAnimations()
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("opacity", [0], at: 0.4), 1, "delayed")
        XCTAssertEqual(timeline.number("opacity", [0], at: 1), 0.75, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", [0], at: 3), 0.75, accuracy: 1e-9, "the second cycle")
        XCTAssertEqual(timeline.number("opacity", [0], at: 5), 0, "done: the model")
        XCTAssertEqual(timeline.number("position", [1], at: 0.1), 50, accuracy: 1e-9, "0.2 s by default")
    }

    func testRepeatAutoreverseAndModifiedAnimations() {
        let pulsing = view(x: 0)
        let modified = view(x: 0)
        let plain = view(x: 0)
        let stage = makeStage(pulsing, modified, plain, duration: 10)
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
            pulsing.center.x = 100
        }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { modified.center.x = 100 }
            plain.center.x = 100
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", [0], at: 1.25), 75, accuracy: 1e-9, "on the way back")
        XCTAssertEqual(timeline.number("position", [0], at: 9.25), 75, accuracy: 1e-9, "forever")
        XCTAssertEqual(timeline.number("position", [1], at: 1.5), 50, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [1], at: 2.5), 50, accuracy: 1e-9, "the second cycle")
        XCTAssertEqual(timeline.number("position", [1], at: 4.5), 100, "two cycles, then the model")
        XCTAssertEqual(timeline.number("position", [2], at: 1.5), 100, "outside modifyAnimations: once")
    }

    func testPerformWithoutAnimationJumpsEvenInsideABlock() {
        let box = view(x: 0)
        let stage = makeStage(box)
        var finished: Bool?
        UIView.animate(
            withDuration: 1,
            animations: {
                box.alpha = 0.5
                UIView.performWithoutAnimation { box.center.x = 80 }
            }, completion: { finished = $0 })
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.1), 80)
        XCTAssertLessThan(timeline.number("opacity", at: 0.5), 1)
        XCTAssertEqual(finished, true)
    }

    /// Keyframes take their slices of the duration under one ease-in-ease-out curve over the whole:
    /// 0 → 100 in the first half of progress, back to 0 in the second.
    func testKeyframesTakeTheirSlicesOfTheWholeCurve() {
        let box = view(x: 0)
        let stage = makeStage(box)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 0 }
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 1), 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 0.5), 200 * easeInOut(0.25), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("position", at: 1.5), 200 * (1 - easeInOut(0.75)), accuracy: 1e-6)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue, 3 << 10)
        // Outside a keyframe block a keyframe is just its changes, made now.
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.center.x = 30 }
        XCTAssertEqual(box.center.x, 30)
    }
}
