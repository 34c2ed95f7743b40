import Foundation
import Reel
import XCTest

/// UIKit's view animations are additive since iOS 8: a block that changes a property still
/// animating from an earlier block does not replace that animation. The earlier one keeps
/// playing, relative to its target, and the new one adds the step from the old target to the new
/// one, shrinking to zero, so the value on screen and its velocity stay continuous.
final class UIViewRetargetingTests: XCTestCase {
    /// Position x of an additive retarget, computed from UIKit's model: the new target, plus the
    /// first animation's offset from its target, plus the shrinking step between the targets.
    private func expectedX(at t: Double) -> Double {
        let first = 100 * easeInOut(min(max(t, 0), 1))  // 0 → 100 over 0…1 s
        let step = (100 - 20) * (1 - easeInOut(min(max(t - 0.5, 0), 1)))  // shrinking over 0.5…1.5 s
        return 20 + (first - 100) + step
    }

    func testRetargetingMidFlightAddsTheStepBetweenTheTargets() {
        let box = UIView(frame: CGRect(x: -5, y: 45, width: 10, height: 10))
        let stage = makeStage(box, duration: 3)
        var presentedBefore = Double.nan
        var presentedAfter = Double.nan
        var keys: [String] = []
        UIView.animate(withDuration: 1) { box.center.x = 100 }
        stage.at(0.5) {
            presentedBefore = Double(box.layer.presentation()!.position.x)
            UIView.animate(withDuration: 1) { box.center.x = 20 }
            presentedAfter = Double(box.layer.presentation()!.position.x)
            keys = box.layer.animationKeys() ?? []
        }
        let timeline = stage.timeline
        XCTAssertEqual(presentedBefore, 50, accuracy: 1e-9, "halfway along the first animation")
        XCTAssertEqual(presentedAfter, presentedBefore, accuracy: 1e-9, "no jump at the retarget instant")
        XCTAssertEqual(keys, ["position", "position-2"], "the first animation is still there")
        for t in [0.6, 0.75, 0.9, 1.0, 1.2, 1.4] {
            XCTAssertEqual(timeline.number("position", at: t), expectedX(at: t), accuracy: 1e-6, "at \(t) s")
        }
        // The old replacing behaviour would restart from the old target, 100, at 0.5 s.
        XCTAssertLessThan(timeline.number("position", at: 0.55), 60)
        // Velocity is continuous: the new animation starts with zero speed (ease-in-ease-out)
        // on top of the first one's.
        let h = 0.001
        let before = (timeline.number("position", at: 0.5) - timeline.number("position", at: 0.5 - h)) / h
        let after = (timeline.number("position", at: 0.5 + h) - timeline.number("position", at: 0.5)) / h
        XCTAssertGreaterThan(before, 100, "the first animation's top speed")
        XCTAssertEqual(after, before, accuracy: 1, "points per second either side of the retarget")
        XCTAssertEqual(timeline.number("position", at: 1.5), 20, accuracy: 1e-9, "the new target")
        XCTAssertEqual(timeline.number("position", at: 2.5), 20, accuracy: 1e-9, "held: the model")
    }

    /// Alpha 1 → 0.5 → 1 in one instant: the two animations cancel at every moment, as in UIKit,
    /// instead of the second starting from 0.5.
    func testOppositeChangesInOneInstantDoNotDip() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let stage = makeStage(view, duration: 2)
        stage.at(0.2) {
            UIView.animate(withDuration: 1) { view.alpha = 0.5 }
            UIView.animate(withDuration: 1) { view.alpha = 1 }
        }
        let timeline = stage.timeline
        for t in stride(from: 0.0, through: 1.6, by: 0.1) {
            XCTAssertEqual(timeline.number("opacity", at: t), 1, accuracy: 1e-9, "at \(t) s")
        }
        XCTAssertEqual(view.alpha, 1, "the model")
    }

    /// A retarget halfway through a linear fade: the first fade keeps going as an offset, so the
    /// value stays where it was until the first fade ends, then follows the second.
    func testRetargetingAlphaKeepsTheValueOnScreenAndEndsAtTheNewTarget() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let stage = makeStage(view, duration: 3)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        stage.at(0.5) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
        }
        let timeline = stage.timeline
        // 1 + (first − 0) + (0 − 1)(1 − progress of the second): (1 − t) + (t − 1.5) + 1 = 0.5.
        for t in [0.5, 0.7, 0.9, 1.0] {
            XCTAssertEqual(timeline.number("opacity", at: t), 0.5, accuracy: 1e-9, "at \(t) s")
        }
        XCTAssertEqual(timeline.number("opacity", at: 1.25), 0.75, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", at: 1.5), 1, accuracy: 1e-9, "the new target")
        XCTAssertEqual(timeline.number("opacity", at: 2.5), 1, accuracy: 1e-9)
    }

    /// Neither animation is removed, so both completions report that they finished, each when
    /// its own animation ends.
    func testBothCompletionsFinish() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let stage = makeStage(view, duration: 3)
        var finished: [(Double, Bool)] = []
        UIView.animate(
            withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append((CACurrentMediaTime(), $0)) }
        )
        stage.at(0.5) {
            UIView.animate(
                withDuration: 1, animations: { view.alpha = 1 },
                completion: { finished.append((CACurrentMediaTime(), $0)) })
        }
        stage.run(until: 2)
        XCTAssertEqual(finished.map(\.0), [1, 1.5])
        XCTAssertEqual(finished.map(\.1), [true, true])
    }

    /// Colours are not additive: a new block replaces the running colour animation, and the first
    /// completion reports false.
    func testColoursAreReplaced() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        let stage = makeStage(view, duration: 3)
        var first: Bool?
        UIView.animate(withDuration: 1, animations: { view.backgroundColor = .blue }, completion: { first = $0 })
        stage.at(0.5) { UIView.animate(withDuration: 1) { view.backgroundColor = .green } }
        stage.run(until: 2)
        XCTAssertEqual(first, false)
        XCTAssertEqual(view.layer.animationKeys(), nil)
    }
}
