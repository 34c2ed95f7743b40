import Reel
import ReelAPITestSupport
import XCTest

/// `CAKeyframeAnimation` (values, key times, per-segment curves, calculation modes, motion paths)
/// and `CAAnimationGroup`, checked on the values drawn at chosen times.
final class KeyframeAnimationTests: XCTestCase {
    private func keyframes(_ keyPath: String, _ values: [Any], duration: Double = 2) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.duration = duration
        return animation
    }

    func testKeyTimesPlaceTheValues() {
        let spaced = square(x: 0)
        let timed = square(x: 0)
        let stage = makeStage(spaced, timed)
        spaced.add(keyframes("position.x", [0, 100, 40]), forKey: nil)
        let withTimes = keyframes("position.x", [0, 100, 40])
        withTimes.keyTimes = [0, 0.25, 1]
        timed.add(withTimes, forKey: nil)
        let timeline = stage.timeline
        // Evenly spaced: each segment takes 1 s.
        XCTAssertEqual(timeline.number("position", [0], at: 0.5), 50, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [0], at: 1.5), 70, accuracy: 1e-9)
        // keyTimes 0, 0.25, 1 of 2 s: 0 → 100 in 0.5 s, then 100 → 40 in 1.5 s.
        XCTAssertEqual(timeline.number("position", [1], at: 0.25), 50, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [1], at: 0.5), 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [1], at: 1.25), 70, accuracy: 1e-9)
    }

    func testDiscretePacedAndPerSegmentCurves() {
        let discrete = square(x: 0)
        let paced = square(x: 0)
        let curved = square(x: 0)
        let stage = makeStage(discrete, paced, curved)
        let steps = keyframes("position.x", [10, 20, 30])
        steps.calculationMode = kCAAnimationDiscrete
        steps.keyTimes = [0, 0.5, 0.75]
        discrete.add(steps, forKey: nil)
        let even = keyframes("position.x", [0, 100, 400])
        even.calculationMode = .paced
        paced.add(even, forKey: nil)
        let segments = keyframes("position.x", [0, 100, 200])
        segments.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        curved.add(segments, forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", [0], at: 0.9), 10)
        XCTAssertEqual(timeline.number("position", [0], at: 1.2), 20)
        XCTAssertEqual(timeline.number("position", [0], at: 1.8), 30)
        // Paced: constant speed over the 400 pt travelled, whatever the key times.
        XCTAssertEqual(timeline.number("position", [1], at: 0.5), 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [1], at: 1.5), 300, accuracy: 1e-9)
        XCTAssertEqual(
            timeline.number("position", [2], at: 0.5), 100 * bezierProgress(0.42, 0, 1, 1, at: 0.5), accuracy: 1e-6)
        XCTAssertEqual(timeline.number("position", [2], at: 1.5), 150, accuracy: 1e-9)
    }

    func testCubicPassesThroughItsKeyframesAndCurvesBetween() {
        let layer = square(x: 0)
        let stage = makeStage(layer)
        let smooth = keyframes("position.x", [0, 100, 0, 100], duration: 3)
        smooth.calculationMode = .cubic
        layer.add(smooth, forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 1), 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 2), 0, accuracy: 1e-9)
        XCTAssertNotEqual(timeline.number("position", at: 1.25), 75, accuracy: 1, "not the straight line")
    }

    /// A motion path of two straight segments of equal time; `rotationMode` turns the layer along it.
    func testAMotionPathMovesAndTurnsTheLayer() {
        let layer = square(x: 0, y: 0)
        let stage = makeStage(layer)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 2
        follow.rotationMode = kCAAnimationRotateAuto
        layer.add(follow, forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.point("position", at: 0.5), Point(x: 50, y: 0))
        XCTAssertEqual(timeline.point("position", at: 1.5), Point(x: 100, y: 50))
        XCTAssertEqual(timeline.number("transform.rotation.z", at: 0.5), 0, accuracy: 1e-9, "heading right")
        XCTAssertEqual(timeline.number("transform.rotation.z", at: 1.5), .pi / 2, accuracy: 1e-9, "heading down")
    }

    func testAKeyframeAnimationWithoutValuesIsSkipped() {
        let layer = square()
        let stage = makeStage(layer)
        layer.add(CAKeyframeAnimation(keyPath: "opacity"), forKey: nil)
        XCTAssertEqual(stage.warnings, ["skipped an animation: a keyframe animation of \"opacity\" with no values"])
    }

    /// A group added at 1 s: children run in its time, one without a duration takes the group's,
    /// and everything stops where the group ends.
    func testAGroupRunsItsChildrenInItsTimeAndClipsThem() {
        let layer = square(x: 0)
        let stage = makeStage(layer, duration: 5)
        stage.at(1) {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.beginTime = 0.5
            let long = CABasicAnimation(keyPath: "cornerRadius")
            long.fromValue = 0
            long.toValue = 40
            long.duration = 4
            let group = CAAnimationGroup()
            group.animations = [move, fade, long]
            group.duration = 2
            layer.add(group, forKey: "group")
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 2), 50, accuracy: 1e-9, "group time 1 of 2")
        XCTAssertEqual(timeline.number("opacity", at: 2), 0.5, accuracy: 1e-9, "child time 0.5 of 1")
        XCTAssertEqual(timeline.number("opacity", at: 1.25), 1, "before the child begins")
        XCTAssertEqual(timeline.number("cornerRadius", at: 2.5), 15, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("cornerRadius", at: 3.5), 0, "clipped at the group's end")
        XCTAssertEqual(timeline.number("position", at: 3.5), 0)
    }

    func testAGroupWithoutADurationLastsAQuarterSecond() {
        let layer = square(x: 0)
        let stage = makeStage(layer)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move]
        layer.add(group, forKey: nil)
        let transition = CAAnimationGroup()
        transition.animations = [CATransition()]
        layer.add(transition, forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.2), 20, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 0.3), 0)
        XCTAssertEqual(stage.warnings, ["skipped an animation: a CATransition inside a group"])
    }
}
