import Reel
import ReelAPITestSupport
import XCTest

/// `CABasicAnimation` and the `CAMediaTiming` settings every animation shares, checked on the
/// values drawn at chosen times (tolerance 1e-9: the interpolation is exact arithmetic).
final class BasicAnimationTests: XCTestCase {
    /// A linear animation of `keyPath` from `from` to `to` over `duration` seconds.
    private func basic(_ keyPath: String, from: Any?, to: Any?, duration: Double = 2) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    func testPositionIsInterpolatedLinearlyAndTheModelShowsAfterwards() {
        let layer = square(x: 0, y: 0)
        let stage = makeStage(layer)
        layer.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50)), forKey: "move")
        let timeline = stage.timeline
        XCTAssertEqual(timeline.point("position", at: 0.5), Point(x: 25, y: 12.5))
        XCTAssertEqual(timeline.point("position", at: 1.5), Point(x: 75, y: 37.5))
        XCTAssertEqual(timeline.point("position", at: 2.5), Point(x: 0, y: 0), "removed on completion: the model")
        XCTAssertEqual(layer.position, CGPoint(x: 0, y: 0), "an animation never changes the model")
    }

    func testTimingFunctionsShapeTheProgress() {
        let curves: [(CAMediaTimingFunction, (Double, Double, Double, Double))] = [
            (CAMediaTimingFunction(name: .easeIn), (0.42, 0, 1, 1)),
            (CAMediaTimingFunction(name: .easeOut), (0, 0, 0.58, 1)),
            (CAMediaTimingFunction(name: .easeInEaseOut), (0.42, 0, 0.58, 1)),
            (CAMediaTimingFunction(name: .default), (0.25, 0.1, 0.25, 1)),
            (CAMediaTimingFunction(controlPoints: 0.5, 1.5, 0.5, 1), (0.5, 1.5, 0.5, 1))
        ]
        let layers = curves.map { _ in square(x: 0, y: 0) }
        let stage = Stage(width: 100, height: 100, duration: 2)
        for ((function, _), layer) in zip(curves, layers) {
            stage.rootLayer.addSublayer(layer)
            let animation = basic("position.x", from: 0, to: 100)
            animation.timingFunction = function
            layer.add(animation, forKey: nil)
        }
        let timeline = stage.timeline
        for (i, (_, c)) in curves.enumerated() {
            for t in [0.3, 1.0, 1.7] {
                let expected = 100 * bezierProgress(c.0, c.1, c.2, c.3, at: t / 2)
                XCTAssertEqual(timeline.number("position", [i], at: t), expected, accuracy: 1e-6, "curve \(i) at \(t)")
            }
        }
        XCTAssertGreaterThan(timeline.number("position", [4], at: 1), 100, "a control point above 1 overshoots")
    }

    /// Core Animation's table: only `fromValue` animates to the model value, only `toValue` from
    /// it, only `byValue` from it by that much, `fromValue` with `byValue` from there by that much.
    func testFromToAndByCombineWithTheModelValue() {
        let combinations: [(from: Any?, to: Any?, by: Any?, start: Double, end: Double)] = [
            (1.0, nil, nil, 1, 0.2), (nil, 0.6, nil, 0.2, 0.6), (nil, nil, 0.6, 0.2, 0.8),
            (0.0, nil, 0.5, 0, 0.5), (nil, 0.9, 0.3, 0.6, 0.9), (0.1, 0.3, nil, 0.1, 0.3)
        ]
        let stage = Stage(width: 100, height: 100, duration: 2)
        for c in combinations {
            let layer = square()
            layer.opacity = 0.2
            stage.rootLayer.addSublayer(layer)
            let animation = CABasicAnimation(keyPath: "opacity")
            (animation.fromValue, animation.toValue, animation.byValue) = (c.from, c.to, c.by)
            animation.duration = 1
            layer.add(animation, forKey: nil)
        }
        let timeline = stage.timeline
        for (i, c) in combinations.enumerated() {
            XCTAssertEqual(timeline.number("opacity", [i], at: 0), c.start, accuracy: 1e-9, "combination \(i)")
            XCTAssertEqual(timeline.number("opacity", [i], at: 0.5), (c.start + c.end) / 2, accuracy: 1e-9)
        }
    }

    func testFillModesHoldTheEndsOutsideTheActivePeriod() {
        let forwards = square(x: 0)
        let backwards = square(x: 0)
        let removed = square(x: 0)
        let stage = makeStage(forwards, backwards, removed)
        for (layer, fill) in [(forwards, kCAFillModeForwards), (backwards, .backwards), (removed, .removed)] {
            let animation = basic("position.x", from: 10, to: 30, duration: 1)
            animation.beginTime = CACurrentMediaTime() + 1
            animation.fillMode = fill
            animation.isRemovedOnCompletion = false
            layer.add(animation, forKey: nil)
        }
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", [0], at: 0.5), 0, "forwards: the model before")
        XCTAssertEqual(timeline.number("position", [0], at: 3), 30, "forwards: the end after")
        XCTAssertEqual(timeline.number("position", [1], at: 0.5), 10, "backwards: the start before")
        XCTAssertEqual(timeline.number("position", [1], at: 3), 0, "backwards: the model after")
        XCTAssertEqual(timeline.number("position", [2], at: 0.5), 0)
        XCTAssertEqual(timeline.number("position", [2], at: 1.5), 20)
        XCTAssertEqual(timeline.number("position", [2], at: 3), 0)
        XCTAssertEqual(CAMediaTimingFillMode.both.rawValue, "both")
    }

    func testRepeatingAutoreversingCumulativeAndAdditive() {
        let reversing = square(x: 0)
        let cumulative = square(x: 0)
        let additive = square(x: 50)
        let forever = square(x: 0)
        let stage = makeStage(reversing, cumulative, additive, forever, duration: 10)
        let back = basic("position.x", from: 0, to: 100, duration: 1)
        back.autoreverses = true
        back.repeatCount = 2
        reversing.add(back, forKey: nil)
        let steps = basic("position.x", from: 0, to: 10, duration: 1)
        steps.isCumulative = true
        steps.repeatCount = 3
        cumulative.add(steps, forKey: nil)
        let offset = basic("position.x", from: 0, to: 100, duration: 1)
        offset.isAdditive = true
        additive.add(offset, forKey: nil)
        let spin = basic("position.x", from: 0, to: 10, duration: 1)
        spin.repeatCount = .greatestFiniteMagnitude  // Apple's HUGE_VALF idiom: forever
        forever.add(spin, forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", [0], at: 0.25), 25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [0], at: 1.25), 75, accuracy: 1e-9, "on the way back")
        XCTAssertEqual(timeline.number("position", [0], at: 2.5), 50, accuracy: 1e-9, "second cycle")
        XCTAssertEqual(timeline.number("position", [0], at: 4.5), 0, "two cycles of 2 s, then the model")
        XCTAssertEqual(timeline.number("position", [1], at: 1.5), 15, accuracy: 1e-9, "continues from 10")
        XCTAssertEqual(timeline.number("position", [1], at: 2.5), 25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [2], at: 0.5), 100, accuracy: 1e-9, "50 + 50")
        XCTAssertEqual(timeline.number("position", [3], at: 9.5), 5, accuracy: 1e-9, "still repeating")
    }

    func testSpeedAndTimeOffsetOfTheAnimationAndOfTheLayer() {
        let fast = square(x: 0)
        let offset = square(x: 0)
        let slowLayer = square(x: 0)
        let stage = makeStage(fast, offset, slowLayer)
        let twice = basic("position.x", from: 0, to: 100, duration: 1)
        twice.speed = 2
        fast.add(twice, forKey: nil)
        let halfway = basic("position.x", from: 0, to: 100, duration: 1)
        halfway.timeOffset = 0.5
        offset.add(halfway, forKey: nil)
        slowLayer.speed = 0.5
        slowLayer.add(basic("position.x", from: 0, to: 100, duration: 1), forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", [0], at: 0.25), 50, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [0], at: 0.75), 0, "done after 0.5 s")
        XCTAssertEqual(timeline.number("position", [1], at: 0.25), 75, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", [1], at: 0.75), 25, accuracy: 1e-9, "wraps in the cycle")
        XCTAssertEqual(timeline.number("position", [2], at: 1), 50, accuracy: 1e-9, "the layer's time runs at half")
        XCTAssertEqual(slowLayer.speed, 0.5)
    }

    func testKeysRemovalAndReplacement() {
        let layer = square(x: 0)
        let stage = makeStage(layer)
        layer.add(basic("position.x", from: 0, to: 100), forKey: "x")
        layer.add(basic("opacity", from: 0, to: 1), forKey: "fade")
        layer.add(basic("cornerRadius", from: 0, to: 10), forKey: nil)
        XCTAssertEqual(layer.animationKeys(), ["x", "fade"])
        stage.run(until: 1)
        layer.removeAnimation(forKey: "x")
        XCTAssertNil(layer.animation(forKey: "x"))
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        // Replaced from 1 s on: the new one under the same key starts there.
        layer.add(basic("opacity", from: 0.3, to: 0.3, duration: 0.5), forKey: "fade")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        XCTAssertEqual(layer.animation(forKey: "fade")?.duration, 0.5)
        stage.run(until: 1.5)
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("position", at: 0.5), 25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 1.2), 0, "removed at 1 s")
        XCTAssertEqual(timeline.number("opacity", at: 0.5), 0.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", at: 1.2), 0.3, accuracy: 1e-9, "the replacement, not 0.6")
        XCTAssertEqual(timeline.number("cornerRadius", at: 1.2), 6, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("cornerRadius", at: 1.7), 0, "all removed at 1.5 s")
    }

    func testAddingCopiesTheAnimation() {
        let layer = square(x: 0)
        let stage = makeStage(layer)
        let animation = basic("position.x", from: 0, to: 100)
        animation.setValue("tag", forKey: "name")
        layer.add(animation, forKey: "x")
        animation.toValue = 1000
        animation.duration = 10
        let stored = layer.animation(forKey: "x") as? CABasicAnimation
        XCTAssertNotNil(stored)
        XCTAssertFalse(stored === animation)
        XCTAssertEqual(stored?.toValue as? Int, 100)
        XCTAssertEqual(stored?.value(forKey: "name") as? String, "tag")
        let property: CAPropertyAnimation? = stored
        XCTAssertEqual(property?.keyPath, "position.x")
        XCTAssertEqual(stage.timeline.number("position", at: 1), 50, accuracy: 1e-9)
    }

    func testPresentationShowsTheValueOnScreenNow() {
        let shape = CAShapeLayer()
        shape.position = CGPoint(x: 0, y: 0)
        let stage = makeStage(shape)
        shape.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: 80)), forKey: nil)
        stage.run(until: 0.5)
        let presented = shape.presentation()
        XCTAssertEqual(presented?.position, CGPoint(x: 10, y: 20))
        XCTAssertEqual(shape.position, CGPoint(x: 0, y: 0))
        XCTAssertTrue(type(of: presented!) == CAShapeLayer.self, "the presentation is of the layer's class")
        stage.run(until: 3)
        XCTAssertEqual(shape.presentation()?.position, CGPoint(x: 0, y: 0))
    }

    /// Records when its animation started and stopped, at virtual times.
    private final class Recorder: CAAnimationDelegate {
        var events: [(String, Double, Bool?)] = []
        func animationDidStart(_ anim: CAAnimation) { events.append(("start", CACurrentMediaTime(), nil)) }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            events.append(("stop", CACurrentMediaTime(), flag))
        }
    }

    func testTheDelegateHearsStartAndStopAtVirtualTimes() {
        let layer = square()
        let stage = makeStage(layer, duration: 5)
        let finishing = Recorder()
        let interrupted = Recorder()
        stage.at(0.5) {
            let animation = self.basic("opacity", from: 0, to: 1, duration: 1)
            animation.beginTime = CACurrentMediaTime() + 0.25
            animation.delegate = finishing
            layer.add(animation, forKey: "a")
            let other = self.basic("cornerRadius", from: 0, to: 5, duration: 2)
            other.delegate = interrupted
            layer.add(other, forKey: "b")
        }
        stage.at(1) { layer.removeAnimation(forKey: "b") }
        stage.finish()
        XCTAssertEqual(finishing.events.map(\.0), ["start", "stop"])
        XCTAssertEqual(finishing.events[0].1, 0.75, accuracy: 1e-9)
        XCTAssertEqual(finishing.events[1].1, 1.75, accuracy: 1e-9)
        XCTAssertEqual(finishing.events[1].2, true)
        XCTAssertEqual(interrupted.events.map(\.0), ["start", "stop"])
        XCTAssertEqual(interrupted.events[1].1, 1, accuracy: 1e-9)
        XCTAssertEqual(interrupted.events[1].2, false, "removed early: not finished")
    }

    func testWhatReelCannotExpressIsSkippedWithAWarning() {
        let layer = square()
        let stage = makeStage(layer)
        layer.add(CAAnimation(), forKey: nil)
        layer.add(CABasicAnimation(), forKey: nil)
        layer.add(CABasicAnimation(keyPath: "wobble"), forKey: nil)
        layer.add(basic("position", from: "left", to: nil), forKey: nil)
        XCTAssertEqual(
            stage.warnings,
            [
                "skipped an animation: a plain CAAnimation animates nothing",
                "skipped an animation: an animation without a keyPath",
                "skipped an animation: \"wobble\" is not an animatable key path in Reel",
                "skipped an animation: the fromValue of \"position\" must be a point, not String"
            ])
        XCTAssertNil(layer.animationKeys())
        XCTAssertTrue(stage.scene.layers[0].animations.isEmpty)
    }

    func testClassConstructorsAndTimingFunctionValues() {
        XCTAssertTrue(type(of: CABasicAnimation.animation()) == CABasicAnimation.self)
        XCTAssertTrue(type(of: CASpringAnimation.animation()) == CASpringAnimation.self)
        XCTAssertTrue(type(of: CAShapeLayer.layer()) == CAShapeLayer.self)
        let named = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        XCTAssertEqual(named, CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        XCTAssertEqual(CAMediaTimingFunction(controlPoints: Float(0.25), 0.5, 0.75, 1).function.c2x, 0.75)
        XCTAssertNotEqual(named, CAMediaTimingFunction(name: .easeIn))
        XCTAssertEqual(named.progress(at: 0.25), bezierProgress(0.42, 0, 0.58, 1, at: 0.25), accuracy: 1e-9)
        XCTAssertEqual(named.function, TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        XCTAssertEqual(CAMediaTimingFunction(controlPoints: 0.8, 0, 0.2, 1).function.c1x, 0.8, "a Double stays exact")
        XCTAssertEqual(CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bogus")).function, .linear)
    }
}
