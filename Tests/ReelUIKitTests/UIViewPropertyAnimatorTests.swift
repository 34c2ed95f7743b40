import Foundation
import Reel
import ReelAPITestSupport
import XCTest

/// `UIViewPropertyAnimator` on the virtual clock, checked on presentation values: a view's centre
/// moves from x 5 to 85 (80 points), so x = 5 + 80 · progress.
final class UIViewPropertyAnimatorTests: XCTestCase {
    private func movingView() -> (UIView, Stage) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        return (view, makeStage(view, duration: 5))
    }

    func testPausedAnimatorScrubsToTheFractionSet() {
        let (view, stage) = movingView()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 85 }
        var seen: [CGFloat] = []
        var ended: (UIViewAnimatingPosition, Double)?
        animator.addCompletion { ended = ($0, CACurrentMediaTime()) }
        stage.at(0) { animator.startAnimation() }
        stage.at(1) {
            animator.pauseAnimation()
            seen.append(animator.fractionComplete)
        }
        stage.at(1.5) {
            animator.fractionComplete = 0.25
            seen.append(animator.fractionComplete)
        }
        stage.at(2.5) { animator.startAnimation() }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.5), 25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 1.2), 45, accuracy: 1e-9)  // paused half-way
        XCTAssertEqual(timeline.number("position", at: 2.0), 25, accuracy: 1e-9)  // scrubbed to a quarter
        // Resumed at 2.5 from 0.25: the remaining 0.75 takes 1.5 s.
        XCTAssertEqual(timeline.number("position", at: 3.25), 5 + 80 * 0.625, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 4.5), 85, accuracy: 1e-9)
        XCTAssertEqual(seen, [0.5, 0.25])
        XCTAssertEqual(ended?.0, .end)
        XCTAssertEqual(ended?.1 ?? -1, 4, accuracy: 1e-9)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testReversedAnimatorRunsBackAndEndsAtTheStart() {
        let (view, stage) = movingView()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { view.center.x = 85 }
        var ended: (UIViewAnimatingPosition, Double)?
        animator.addCompletion { ended = ($0, CACurrentMediaTime()) }
        stage.at(0) { animator.startAnimation() }
        stage.at(1) { animator.isReversed = true }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.5), 5 + 80 * easeInOut(0.25), accuracy: 1e-6)
        // Turned round at fraction 0.5: at 1.5 s it is back at 0.25, on the same curve.
        XCTAssertEqual(timeline.number("position", at: 1.5), 5 + 80 * easeInOut(0.25), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("position", at: 1.9), 5 + 80 * easeInOut(0.05), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("position", at: 3), 5, accuracy: 1e-9)
        XCTAssertEqual(ended?.0, .start)
        XCTAssertEqual(ended?.1 ?? -1, 2, accuracy: 1e-9)
    }

    func testStoppedAnimatorFinishesWhereTold() {
        let (view, stage) = movingView()
        let animator = UIViewPropertyAnimator(
            duration: 2, controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1)
        ) { view.center.x = 85 }
        var positions: [UIViewAnimatingPosition] = []
        var states: [UIViewAnimatingState] = []
        animator.addCompletion { positions.append($0) }
        stage.at(0) { animator.startAnimation() }
        stage.at(1) {
            states.append(animator.state)
            animator.stopAnimation(false)
            states.append(animator.state)
        }
        stage.at(2) { animator.finishAnimation(at: .start) }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 1.5), 45, accuracy: 1e-9)  // held where stopped
        XCTAssertEqual(timeline.number("position", at: 2.5), 5, accuracy: 1e-9)
        XCTAssertEqual(states, [.active, .stopped])
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(animator.state, .inactive)
    }

    func testStoppingWithoutFinishingKeepsTheCurrentValueAndCallsNothing() {
        let (view, stage) = movingView()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 85 }
        var called = false
        animator.addCompletion { _ in called = true }
        stage.at(0) { animator.startAnimation() }
        stage.at(0.5) { animator.stopAnimation(true) }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 4), 25, accuracy: 1e-9)
        XCTAssertFalse(called)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testRunningAnimatorWithDelayCurveAndDelayedAddition() {
        let (view, stage) = movingView()
        var ended: (UIViewAnimatingPosition, Double)?
        var running: [Bool] = []
        stage.at(0) {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 2, delay: 0.5, options: [.curveEaseIn],
                animations: { view.center.x = 85 },
                completion: { ended = ($0, CACurrentMediaTime()) })
            // Starts half-way through the remaining duration, linear over its own second.
            animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
            stage.at(1) { running.append(animator.isRunning) }
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.4), 5, accuracy: 1e-9)  // the delay
        XCTAssertEqual(
            timeline.number("position", at: 1.5), 5 + 80 * bezierProgress(0.42, 0, 1, 1, at: 0.5), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("opacity", at: 1.4), 1, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", at: 2), 1 - bezierProgress(0.42, 0, 1, 1, at: 0.5), accuracy: 1e-6)
        XCTAssertEqual(ended?.0, .end)
        XCTAssertEqual(ended?.1 ?? -1, 2.5, accuracy: 1e-9)
        XCTAssertEqual(running, [true])
    }

    func testContinueWithADurationFactorSlowsTheRest() {
        let (view, stage) = movingView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 85 }
        var ended: Double?
        animator.addCompletion { _ in ended = CACurrentMediaTime() }
        stage.at(0) { animator.startAnimation() }
        stage.at(0.5) { animator.pauseAnimation() }
        stage.at(1) { animator.continueAnimation(withTimingParameters: nil, durationFactor: 2) }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.75), 45, accuracy: 1e-9)
        // The remaining half at twice the duration: 1 s.
        XCTAssertEqual(timeline.number("position", at: 1.5), 65, accuracy: 1e-9)
        XCTAssertEqual(ended ?? -1, 2, accuracy: 1e-9)
    }

    func testSpringAnimatorFollowsTheClosedForm() {
        let (view, stage) = movingView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { view.center.x = 85 }
        stage.at(0) { animator.startAnimation() }
        let timeline = stage.timeline
        // Stiffness chosen so the envelope e^(−ζω0t) reaches 1/1200 at the duration.
        let zeta = 0.5
        let w0 = log(1200) / zeta
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.1, 0.3, 0.6] {
            let y = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            XCTAssertEqual(timeline.number("position", at: t), 5 + 80 * y, accuracy: 1e-6, "t = \(t)")
        }
        XCTAssertGreaterThan(timeline.number("position", at: 0.3), 85)  // it overshoots
        XCTAssertEqual(timeline.number("position", at: 1.5), 85, accuracy: 1e-9)
    }

    func testReversedSpringRunsBackAlongTheSameSpring() {
        let (view, stage) = movingView()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center.x = 85 }
        var ended: (UIViewAnimatingPosition, Double)?
        animator.addCompletion { ended = ($0, CACurrentMediaTime()) }
        stage.at(0) { animator.startAnimation() }
        stage.at(0.5) { animator.isReversed = true }
        let timeline = stage.timeline
        // Critically damped with ω0 = 10 / duration; turned round at fraction 0.5, so at 0.5 + x
        // the spring shows its value at 0.5 − x (sampled 60 times a second, at these times exactly).
        let w0 = 10.0
        func y(_ t: Double) -> Double { 1 - exp(-w0 * t) * (1 + w0 * t) }
        XCTAssertEqual(timeline.number("position", at: 0.3), 5 + 80 * y(0.3), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("position", at: 0.6), 5 + 80 * y(0.4), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("position", at: 0.75), 5 + 80 * y(0.25), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("position", at: 1.5), 5, accuracy: 1e-9)
        XCTAssertEqual(ended?.0, .start)
        XCTAssertEqual(ended?.1 ?? -1, 1, accuracy: 1e-9)
        // The exported scene holds the animations: the forward spring and the sampled way back.
        let keyPaths = stage.scene.layers[0].animations.map(\.keyPath)
        XCTAssertEqual(keyPaths.filter { $0 == "position" }.count, 2)
    }
}
