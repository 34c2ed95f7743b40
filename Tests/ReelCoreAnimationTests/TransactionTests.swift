import Foundation
import Reel
import ReelAPITestSupport
import XCTest

/// `CATransaction` and implicit animations: a standalone layer on the stage animates a change
/// made after the instant it joined, with the transaction's duration and curve, unless actions
/// are disabled; completion blocks run when the transaction's animations end, at virtual times.
final class TransactionTests: XCTestCase {
    func testAnImplicitAnimationTakesAQuarterSecondOnTheDefaultCurve() {
        let layer = square(x: 10)
        let stage = makeStage(layer)
        stage.at(1) { layer.position = CGPoint(x: 50, y: 50) }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.99), 10)
        for t in [1.05, 1.125, 1.2] {
            let expected = 10 + 40 * bezierProgress(0.25, 0.1, 0.25, 1, at: (t - 1) / 0.25)
            XCTAssertEqual(timeline.number("position", at: t), expected, accuracy: 1e-6, "t = \(t)")
        }
        XCTAssertEqual(timeline.number("position", at: 1.3), 50)
    }

    func testTheTransactionSetsDurationAndCurve() {
        let layer = square()
        let stage = makeStage(layer)
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            XCTAssertEqual(CATransaction.animationDuration(), 2)
            XCTAssertEqual(CATransaction.animationTimingFunction(), CAMediaTimingFunction(name: .linear))
            layer.opacity = 0
            CATransaction.flush()
            CATransaction.commit()
            XCTAssertEqual(CATransaction.animationDuration(), 0.25, "back to the implicit transaction's")
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("opacity", at: 1.5), 0.75, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", at: 2.5), 0.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", at: 3.5), 0)
    }

    func testDisabledActionsAndNullActionsJump() {
        let disabled = square(x: 10)
        let nulled = square(x: 10)
        let other = square(x: 10)
        nulled.actions = ["position": NSNull()]
        let stage = makeStage(disabled, nulled, other)
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            XCTAssertTrue(CATransaction.disableActions())
            disabled.position = CGPoint(x: 90, y: 50)
            CATransaction.commit()
            XCTAssertFalse(CATransaction.disableActions())
            nulled.position = CGPoint(x: 90, y: 50)
            nulled.opacity = 0
            other.position = CGPoint(x: 90, y: 50)
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", [0], at: 1.1), 90)
        XCTAssertEqual(timeline.number("position", [1], at: 1.1), 90)
        XCTAssertEqual(
            timeline.number("opacity", [1], at: 1.125), 1 - bezierProgress(0.25, 0.1, 0.25, 1, at: 0.5), accuracy: 1e-6,
            "only position is nulled")
        XCTAssertLessThan(timeline.number("position", [2], at: 1.1), 90)
    }

    func testAnActionAnimationReplacesTheImplicitOne() {
        let layer = square()
        let action = CABasicAnimation(keyPath: "opacity")
        action.fromValue = 0
        action.duration = 1
        layer.actions = ["opacity": action]
        let stage = makeStage(layer)
        stage.at(1) { layer.opacity = 0.8 }
        let timeline = stage.timeline
        // From the action's fromValue to the new model value, linearly over its second.
        XCTAssertEqual(timeline.number("opacity", at: 1.5), 0.4, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", at: 2.5), 0.8, accuracy: 1e-9)
        XCTAssertEqual(layer.animation(forKey: "opacity")?.duration, nil, "removed once it ended")
    }

    func testCompletionWaitsForTheLongestAnimationAddedInside() {
        let layer = square()
        let stage = makeStage(layer, duration: 5)
        var fired: [String: Double] = [:]
        stage.at(0.5) {
            CATransaction.begin()
            CATransaction.setCompletionBlock { fired["outer"] = CACurrentMediaTime() }
            XCTAssertNotNil(CATransaction.completionBlock())
            let short = CABasicAnimation(keyPath: "opacity")
            short.duration = 0.5
            layer.add(short, forKey: nil)
            CATransaction.begin()
            CATransaction.setCompletionBlock { fired["inner"] = CACurrentMediaTime() }
            let long = CABasicAnimation(keyPath: "cornerRadius")
            long.duration = 1.2
            layer.add(long, forKey: nil)
            CATransaction.commit()
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setCompletionBlock { fired["empty"] = CACurrentMediaTime() }
            CATransaction.commit()
        }
        stage.at(2) {
            // The implicit transaction's block waits for the implicit animation made in it.
            CATransaction.setCompletionBlock { fired["implicit"] = CACurrentMediaTime() }
            layer.position = CGPoint(x: 10, y: 10)
        }
        stage.finish()
        XCTAssertEqual(fired["inner"] ?? -1, 1.7, accuracy: 1e-9)
        XCTAssertEqual(fired["outer"] ?? -1, 1.7, accuracy: 1e-9, "the nested transaction's animation counts")
        XCTAssertEqual(fired["empty"] ?? -1, 0.5, accuracy: 1e-9, "nothing to wait for")
        XCTAssertEqual(fired["implicit"] ?? -1, 2.25, accuracy: 1e-9)
    }

    func testNestedTransactionsInheritTheirSettings() {
        _ = Stage(width: 10, height: 10)
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.setAnimationDuration(1)
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 3, "the inner setting ends with it")
        CATransaction.commit()
        XCTAssertFalse(CATransaction.disableActions())
    }

    func testALayerJoiningInThisInstantDoesNotAnimate() {
        let layer = square(x: 10)
        let stage = makeStage()
        stage.at(1) {
            stage.rootLayer.addSublayer(layer)
            layer.position = CGPoint(x: 80, y: 50)
        }
        stage.at(2) { layer.position = CGPoint(x: 20, y: 50) }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 1.01), 80, "its initial state")
        XCTAssertEqual(timeline.value("hidden", at: 0.5), .bool(true), "not there before it joined")
        XCTAssertGreaterThan(timeline.number("position", at: 2.1), 20, "animates from the next instant")
    }
}
