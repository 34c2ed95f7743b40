import Reel
import ReelAPITestSupport
import XCTest

/// `UIView.transition`: flips, curls and cross-dissolves compiled into explicit animations of a
/// snapshot of the old content (or the old view) and the new, on a linear curve so the values
/// at chosen fractions are exact.
final class UIViewTransitionTests: XCTestCase {
    /// A red 40 × 20 view on a stage, turned blue at 1 s under a one-second transition.
    private func transition(_ options: UIView.AnimationOptions) -> (Stage, completed: () -> Double?) {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 40, height: 20))
        view.backgroundColor = .red
        let stage = makeStage(view)
        var completed: Double?
        stage.at(1) {
            UIView.transition(
                with: view, duration: 1, options: options.union(.curveLinear),
                animations: { view.backgroundColor = .blue }, completion: { _ in completed = CACurrentMediaTime() })
        }
        return (stage, { completed })
    }

    /// The flips turn both about y (x for the top and bottom flips) through perspective
    /// m34 = −1/(4·the larger side), the old face first: each shows for half of the turn.
    func testFlipsTurnTheOldContentAwayAndTheNewIn() {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 160
        for (option, sign, axis) in [
            (UIView.AnimationOptions.transitionFlipFromLeft, 1.0, (0.0, 1.0)),
            (.transitionFlipFromRight, -1, (0, 1)), (.transitionFlipFromTop, -1, (1, 0)),
            (.transitionFlipFromBottom, 1, (1, 0))
        ] {
            let (stage, completed) = transition(option)
            let timeline = stage.timeline
            func turn(_ angle: Double) -> Transform3D {
                Transform3D(rotationAngle: sign * angle, x: axis.0, y: axis.1, z: 0).concatenating(perspective)
            }
            func assertTransform(_ path: [Int], _ t: Double, _ expected: Transform3D) {
                guard case .transform(let m) = timeline.value("transform", path, at: t) else { return XCTFail() }
                for (a, b) in zip(m.rows.joined(), expected.rows.joined()) {
                    XCTAssertEqual(a, b, accuracy: 1e-9, "\(option.rawValue) at \(t)")
                }
            }
            assertTransform([1], 1.25, turn(.pi / 4))
            assertTransform([0], 1.75, turn(-.pi / 4))
            XCTAssertEqual(timeline.value("hidden", [1], at: 1.25), .bool(false))
            XCTAssertEqual(timeline.value("hidden", [0], at: 1.25), .bool(true), "the new face is behind")
            XCTAssertEqual(timeline.value("hidden", [1], at: 1.75), .bool(true))
            XCTAssertEqual(timeline.value("hidden", [0], at: 1.75), .bool(false))
            XCTAssertEqual(timeline.drawn([1], at: 1.25).backgroundColor, UIColor.red.cgColor, "the snapshot")
            XCTAssertEqual(timeline.drawn([0], at: 1.75).backgroundColor, UIColor.blue.cgColor)
            XCTAssertEqual(completed() ?? -1, 2, accuracy: 1e-9)
        }
    }

    /// The curls roll a page (`pageCurl`) as UIKit's do: curlUp rolls the old content (the
    /// snapshot, above the view) up from 0 to 1, curlDown unrolls the new content (the view, now
    /// above the snapshot) from 1 to 0; the fold travels upwards tilted 20° to the left, so the
    /// page lifts from its bottom-right corner.
    func testCurlsRollThePage() {
        let angle = -Double.pi / 2 - 20 * Double.pi / 180
        let (up, upCompleted) = transition(.transitionCurlUp)
        let timeline = up.timeline
        // Drawn: the view [0], the snapshot above it [1].
        XCTAssertEqual(timeline.drawn([1], at: 1.25).backgroundColor, UIColor.red.cgColor, "the snapshot")
        XCTAssertEqual(timeline.number("pageCurl.progress", [1], at: 1.25), 0.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("pageCurl.angle", [1], at: 1.25), angle, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("pageCurl.progress", [0], at: 1.25), 0, "the new content lies flat beneath")
        XCTAssertEqual(timeline.drawn([0], at: 1.25).backgroundColor, UIColor.blue.cgColor)
        XCTAssertEqual(upCompleted() ?? -1, 2, accuracy: 1e-9)
        let (down, _) = transition(.transitionCurlDown)
        let downTimeline = down.timeline
        // Drawn: the snapshot [0], below the view [1].
        XCTAssertEqual(downTimeline.drawn([0], at: 1.25).backgroundColor, UIColor.red.cgColor, "the snapshot")
        XCTAssertEqual(downTimeline.number("pageCurl.progress", [1], at: 1.25), 0.75, accuracy: 1e-9)
        XCTAssertEqual(downTimeline.number("pageCurl.angle", [1], at: 1.25), angle, accuracy: 1e-9)
        XCTAssertEqual(downTimeline.number("pageCurl.progress", [0], at: 1.25), 0, "the old page lies flat")
        XCTAssertEqual(downTimeline.value("hidden", [0], at: 1.75), .bool(false), "the old page stays until covered")
        XCTAssertEqual(downTimeline.number("pageCurl.progress", [0], at: 2.5), 0, "flat again once it ends")
    }

    /// Half-way through, as drawn: a curl up has lifted the old page off the bottom of the view
    /// (the new content shows there) while its top still lies flat; a curl down has unrolled the
    /// new page over the top, the old one still showing at the bottom.
    func testCurlsShowWhatTheRollReveals() throws {
        for (option, top, bottom) in [
            (UIView.AnimationOptions.transitionCurlUp, "old", "new"), (.transitionCurlDown, "new", "old")
        ] {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            let page = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            page.backgroundColor = .red
            container.addSubview(page)
            let stage = makeStage(container, width: 100, height: 60)
            stage.at(1) {
                UIView.transition(
                    with: container, duration: 1, options: option.union(.curveLinear),
                    animations: { page.backgroundColor = .blue })
            }
            let frame = try stage.frame(at: 1.5)
            // With the fold half-way (progress 0.5), the top-left corner lies flat and the bottom
            // right has been lifted well clear of the roll.
            for (x, y, expected) in [(10, 5, top), (90, 55, bottom), (60, 55, bottom)] {
                let pixel = frame[x, y]
                let red = pixel.r > 200 && pixel.b < 60
                let blue = pixel.b > 200 && pixel.r < 60
                XCTAssertTrue(expected == "old" ? red : blue, "\(option.rawValue) at (\(x), \(y)): \(pixel)")
            }
        }
    }

    func testTransitionFromOneViewToAnother() {
        let from = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let to = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let kept = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        let shown = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        shown.isHidden = true
        let stage = makeStage(from, kept, shown)
        var completions = 0
        stage.at(1) {
            UIView.transition(
                from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                completion: { _ in completions += 1 })
            UIView.transition(
                from: kept, to: shown, duration: 1,
                options: [.transitionCrossDissolve, .curveLinear, .showHideTransitionViews],
                completion: { _ in completions += 1 })
        }
        stage.finish()
        XCTAssertNil(from.superview, "removed when the transition ends")
        XCTAssertTrue(to.superview === stage.view)
        XCTAssertTrue(kept.superview === stage.view, "only hidden")
        XCTAssertTrue(kept.isHidden)
        XCTAssertFalse(shown.isHidden)
        XCTAssertEqual(completions, 2)
        XCTAssertEqual(stage.view.subviews.map { $0 === to }, [true, false, false], "to took from's place")
        let timeline = stage.timeline
        // Drawn: from, to (inserted above from), kept, shown.
        XCTAssertEqual(timeline.number("opacity", [0], at: 1.25), 0.75, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", [1], at: 1.25), 0.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.value("hidden", [0], at: 2.5), .bool(true))
        XCTAssertEqual(timeline.value("hidden", [2], at: 2.5), .bool(true))
        XCTAssertEqual(timeline.value("hidden", [3], at: 1.5), .bool(false))
        XCTAssertEqual(timeline.number("opacity", [3], at: 1.5), 0.5, accuracy: 1e-9)
    }

    func testATransitionOffStageRunsItsBlocksAtOnce() {
        let view = UIView(frame: .zero)
        _ = Stage(width: 10, height: 10)
        var log: [String] = []
        UIView.transition(
            with: view, duration: 1, options: .transitionFlipFromLeft, animations: { log.append("animations") },
            completion: { log.append("completion \($0)") })
        UIView.transition(from: view, to: UIView(), duration: 1, completion: { log.append("from-to \($0)") })
        XCTAssertEqual(log, ["animations", "completion true", "from-to true"])
    }
}
