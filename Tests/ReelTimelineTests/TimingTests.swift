import ReelTimeline
import XCTest

/// Core Animation's timing (docs/core-animation.md §1–3) as analytic expectations.
final class TimingTests: XCTestCase {
    func testNamedTimingFunctionsHaveApplesControlPoints() {
        XCTAssertEqual(TimingFunction.easeInEaseOut, TimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        XCTAssertEqual(TimingFunction.default, TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
        XCTAssertEqual(TimingFunction.easeInEaseOut(0.5), 0.5, accuracy: 1e-9, "symmetric curve")
        XCTAssertEqual(TimingFunction.linear(0.37), 0.37, accuracy: 1e-12)
    }

    func testTimingFunctionSolvesXToBetterThanOneInAMillion() {
        let f = TimingFunction(controlPoints: 0.2, 0, 0, 1)
        for i in 1..<100 {
            let s = Double(i) / 100
            // Pick a curve parameter, compute its point, and ask the function for y at that x.
            let x = 3 * (1 - s) * (1 - s) * s * 0.2 + s * s * s
            let y = 3 * (1 - s) * s * s + s * s * s
            XCTAssertEqual(f(x), y, accuracy: 1e-6)
        }
    }

    /// From the Swift API nothing bounds the values: a tiny duration with a huge repeat count put
    /// the cycle index past Int's range, which trapped.
    func testAbsurdTimingDoesNotTrap() {
        var timing = MediaTiming()
        timing.duration = 1e-300
        timing.repeatCount = 1e300
        timing.fillMode = .forwards
        XCTAssertEqual(timing.state(atParentTime: 0.5)?.cycle, 1_000_000_000)
        XCTAssertNotNil(timing.state(atParentTime: 1e300))
        timing.repeatCount = .infinity
        XCTAssertEqual(timing.state(atParentTime: 0.5)?.cycle, 1_000_000_000)
    }

    func testZeroDurationMeansAQuarterSecond() {
        var timing = MediaTiming()
        timing.beginTime = 1
        XCTAssertEqual(timing.progress(atParentTime: 1.125)!, 0.5, accuracy: 1e-12)
    }

    func testFillModesAndSnapBack() {
        var timing = MediaTiming()
        timing.beginTime = 1
        timing.duration = 2
        XCTAssertNil(timing.progress(atParentTime: 0.5), "before: no effect")
        XCTAssertNil(timing.progress(atParentTime: 3), "after, removed: the model value shows again")
        timing.fillMode = .backwards
        XCTAssertEqual(timing.progress(atParentTime: 0.5), 0)
        timing.fillMode = .forwards
        XCTAssertEqual(timing.progress(atParentTime: 10), 1)
    }

    func testAutoreverseAndFractionalRepeat() {
        var timing = MediaTiming()
        timing.duration = 1
        timing.autoreverses = true
        timing.repeatCount = 1.5
        timing.fillMode = .forwards
        XCTAssertEqual(timing.activeDuration, 3)
        XCTAssertEqual(timing.progress(atParentTime: 0.25)!, 0.25, accuracy: 1e-12)
        XCTAssertEqual(timing.progress(atParentTime: 1.25)!, 0.75, accuracy: 1e-12, "on the way back")
        XCTAssertEqual(timing.progress(atParentTime: 5)!, 1, accuracy: 1e-12, "1.5 cycles end at the far end")
    }

    func testBasicAnimationFromToByCombinations() {
        func value(_ from: Double?, _ to: Double?, _ by: Double?, at p: Double, model: Double = 10) -> Double {
            let values = FromToBy(
                from: from.map { .scalar($0) }, to: to.map { .scalar($0) }, by: by.map { .scalar($0) })
            let (start, end) = values.range(model: .scalar(model), additive: false)
            guard case .scalar(let v) = start.interpolated(to: end, at: p) else { return .nan }
            return v
        }
        XCTAssertEqual(value(2, 4, nil, at: 0.5), 3)
        XCTAssertEqual(value(2, nil, 4, at: 1), 6, "from, by: from → from + by")
        XCTAssertEqual(value(nil, 4, 1, at: 0), 3, "by, to: to − by → to")
        XCTAssertEqual(value(2, nil, nil, at: 1), 10, "from: → the model value")
        XCTAssertEqual(value(nil, 4, nil, at: 0), 10, "to: the model value →")
        XCTAssertEqual(value(nil, nil, 5, at: 1), 15, "by: model → model + by")
    }

    func testSetModelThenAnimateFromTheOldValueIdiom() {
        var layer = Layer()
        layer.opacity = 1  // the new model value
        var fade = Animation.basic("opacity", from: .scalar(0))
        fade.timing.duration = 1
        layer.animations = [fade]
        let timeline = Timeline(scene: Scene(width: 10, height: 10, layers: [layer]))
        XCTAssertEqual(timeline.snapshot(at: 0.25).layers[0].opacity, 0.25, accuracy: 1e-12)
        XCTAssertEqual(timeline.snapshot(at: 2).layers[0].opacity, 1, "after: the model value, no snap back")
        XCTAssertEqual(timeline.duration, 1, "the scene lasts until its last animation ends")
    }
}
