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

    /// `pageCurl` (Core Animation's private type) rolls the old content, the snapshot above, up
    /// off the new from its bottom-right corner, as UIKit's curl up; `pageUnCurl` unrolls the new
    /// content over the old, the snapshot going below; a subtype names the side the roll starts
    /// from.
    func testPageCurlRollsTheOldContentOffTheNew() throws {
        let tilt = 20 * Double.pi / 180
        let (stage, _) = transitioned(.pageCurl)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.drawn([1], at: 1.5).backgroundColor, red, "the snapshot, above")
        XCTAssertEqual(timeline.number("pageCurl.progress", [1], at: 1.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("pageCurl.angle", [1], at: 1.5), -Double.pi / 2 - tilt, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("pageCurl.progress", [0], at: 1.5), 0, "the new content lies flat")
        XCTAssertEqual(timeline.value("hidden", [1], at: 2.1), .bool(true), "gone when it ends")
        // Drawn half-way: the layer spans x 0…100, y 30…70; its top-left still lies flat, its
        // bottom-right has lifted, showing the new content.
        let frame = try stage.frame(at: 1.5)
        XCTAssertEqual(frame[5, 33], RGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frame[95, 67], RGBA8(r: 0, g: 0, b: 255, a: 255))
        let (left, _) = transitioned(.pageCurl, .fromLeft)
        XCTAssertEqual(
            left.timeline.number("pageCurl.angle", [1], at: 1.5), -tilt, accuracy: 1e-9, "rolls to the right")
        let (uncurl, _) = transitioned(CATransitionType(rawValue: "pageUnCurl"))
        XCTAssertEqual(uncurl.timeline.drawn([0], at: 1.5).backgroundColor, red, "the snapshot, below")
        XCTAssertEqual(uncurl.timeline.drawn([1], at: 1.5).backgroundColor, blue)
        XCTAssertEqual(uncurl.timeline.number("pageCurl.progress", [1], at: 1.25), 0.75, accuracy: 1e-9)
        XCTAssertEqual(uncurl.timeline.number("pageCurl.progress", [1], at: 2.5), 0, "flat once it ends")
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
