import Reel
import ReelAPITestSupport
import XCTest

/// `CATransition`: a snapshot of the layer as it was before this instant is shown with it for the
/// transition's duration, and the two fade or slide as the type and subtype say (linear unless a
/// timing function is given, so the half-way values are exact).
final class TransitionTests: XCTestCase {
    /// A red 100 × 40 layer that turns blue at 1 s under a one-second `type` transition.
    private func transitioned(
        _ type: CATransitionType, _ subtype: CATransitionSubtype? = nil,
        configure: @escaping (CATransition) -> Void = { _ in }
    ) -> (Stage, CALayer) {
        let layer = square(x: 50, y: 50, width: 100, height: 40)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let stage = makeStage(layer)
        stage.at(1) {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            configure(transition)
            layer.add(transition, forKey: kCATransition)
            CATransaction.setDisableActions(true)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        return (stage, layer)
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    func testFadeShowsTheOldContentFadingOverTheNew() {
        let (stage, _) = transitioned(kCATransitionFade)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.drawn([0], at: 1.5).backgroundColor, blue)
        XCTAssertEqual(timeline.drawn([1], at: 1.5).backgroundColor, red, "the snapshot, above")
        XCTAssertEqual(timeline.number("opacity", [1], at: 1.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", [1], at: 1.25), 0.75, accuracy: 1e-9)
        XCTAssertEqual(timeline.value("hidden", [1], at: 2.1), .bool(true), "gone when it ends")
        XCTAssertEqual(timeline.value("hidden", [1], at: 0.5), .bool(true), "not there before")
        XCTAssertEqual(timeline.drawn([0], at: 0.5).backgroundColor, red)
    }

    func testPushSlidesBothFromTheSubtypesSide() {
        let (stage, _) = transitioned(.push, kCATransitionFromRight)
        let timeline = stage.timeline
        XCTAssertEqual(
            timeline.number("transform.translation.x", [0], at: 1.5), 50, accuracy: 1e-9, "new, from the right")
        XCTAssertEqual(
            timeline.number("transform.translation.x", [1], at: 1.5), -50, accuracy: 1e-9, "old, leaving left")
        XCTAssertEqual(timeline.number("transform.translation.x", [0], at: 1.75), 25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", [1], at: 1.5), 1)
        XCTAssertEqual(timeline.number("transform.translation.x", [0], at: 2.5), 0)
    }

    func testMoveInSlidesTheNewContentOverTheOld() {
        let (stage, _) = transitioned(.moveIn, .fromTop)
        let timeline = stage.timeline
        // The snapshot goes below: drawn first.
        XCTAssertEqual(timeline.drawn([0], at: 1.5).backgroundColor, red)
        XCTAssertEqual(timeline.drawn([1], at: 1.5).backgroundColor, blue)
        XCTAssertEqual(
            timeline.number("transform.translation.y", [1], at: 1.5), -20, accuracy: 1e-9, "half its height, from above"
        )
        XCTAssertEqual(timeline.number("transform.translation.y", [0], at: 1.5), 0)
    }

    func testRevealSlidesTheOldContentAway() {
        let (stage, _) = transitioned(.reveal, .fromBottom)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("transform.translation.y", [1], at: 1.5), -20, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("transform.translation.y", [0], at: 1.5), 0)
        let (left, _) = transitioned(.reveal, .fromLeft)
        XCTAssertEqual(left.timeline.number("transform.translation.x", [1], at: 1.5), 50, accuracy: 1e-9)
    }

    func testProgressAndCurveNarrowTheTransition() {
        let (stage, _) = transitioned(.fade) { transition in
            transition.startProgress = 0.5
            transition.endProgress = 1
            transition.timingFunction = CAMediaTimingFunction(name: .easeIn)
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("opacity", [1], at: 1), 0.5, accuracy: 1e-9, "starts half-faded")
        let eased = bezierProgress(0.42, 0, 1, 1, at: 0.5)
        XCTAssertEqual(timeline.number("opacity", [1], at: 1.5), 0.5 - 0.5 * eased, accuracy: 1e-6)
    }

    func testATransitionCompletesItsTransactionAndNeedsTheStage() {
        let layer = square()
        let stage = makeStage(layer)
        var completed: Double?
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = CACurrentMediaTime() }
            let transition = CATransition()
            transition.duration = 0.5
            layer.add(transition, forKey: nil)
            CATransaction.commit()
        }
        let detached = CALayer()
        detached.add(CATransition(), forKey: nil)
        stage.finish()
        XCTAssertEqual(completed ?? -1, 1.5, accuracy: 1e-9)
        XCTAssertEqual(stage.warnings, ["a CATransition on a layer that is not on the stage does nothing"])
    }
}
