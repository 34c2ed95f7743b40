import ReelTimeline
import XCTest

/// Time → progress tables for Core Animation's timing (CORE-ANIMATION.md §1), one row per instant.
/// nil means the animation has no effect then (the model value shows).
final class TimingTableTests: XCTestCase {
    private struct Case {
        var name: String
        var configure: (inout MediaTiming) -> Void
        var removedOnCompletion = true
        var table: [(time: Double, progress: Double?)]
    }

    private let cases: [Case] = [
        Case(
            name: "plain 2 s from t = 1",
            configure: {
                $0.beginTime = 1
                $0.duration = 2
            },
            table: [(0.5, nil), (1, 0), (2, 0.5), (2.999, 0.9995), (3, nil), (4, nil)]),
        Case(
            name: "fill backwards",
            configure: {
                $0.beginTime = 1
                $0.duration = 2
                $0.fillMode = .backwards
            },
            table: [(0, 0), (2, 0.5), (3.5, nil)]),
        Case(
            name: "fill forwards, kept",
            configure: {
                $0.duration = 2
                $0.fillMode = .forwards
            }, removedOnCompletion: false,
            table: [(-1, nil), (1, 0.5), (5, 1)]),
        Case(
            name: "fill forwards, removed",
            configure: {
                $0.duration = 2
                $0.fillMode = .forwards
            },
            table: [(1, 0.5), (5, nil)]),
        Case(
            name: "fill both, kept",
            configure: {
                $0.beginTime = 1
                $0.duration = 2
                $0.fillMode = .both
            }, removedOnCompletion: false,
            table: [(0, 0), (4, 1)]),
        Case(
            name: "repeat 2",
            configure: {
                $0.duration = 1
                $0.repeatCount = 2
            },
            table: [(0.25, 0.25), (1.25, 0.25), (1.999, 0.999), (2, nil)]),
        Case(
            name: "repeat 1.5, forwards",
            configure: {
                $0.duration = 1
                $0.repeatCount = 1.5
                $0.fillMode = .forwards
            },
            removedOnCompletion: false, table: [(1.25, 0.25), (3, 0.5)]),
        Case(
            name: "autoreverse",
            configure: {
                $0.duration = 1
                $0.autoreverses = true
                $0.fillMode = .forwards
            },
            removedOnCompletion: false, table: [(0.5, 0.5), (1.25, 0.75), (1.75, 0.25), (3, 0)]),
        Case(
            name: "autoreverse, repeat 1.5",
            configure: {
                $0.duration = 1
                $0.autoreverses = true
                $0.repeatCount = 1.5
                $0.fillMode = .forwards
            },
            removedOnCompletion: false, table: [(2.5, 0.5), (3, 1), (9, 1)]),
        Case(
            name: "speed 2",
            configure: {
                $0.duration = 2
                $0.speed = 2
            },
            table: [(0.5, 0.5), (0.99, 0.99), (1, nil)]),
        Case(
            name: "timeOffset wraps",
            configure: {
                $0.duration = 4
                $0.timeOffset = 1
            },
            table: [(0, 0.25), (2.5, 0.875), (3.5, 0.125), (4, nil)]),
        Case(
            name: "repeatDuration 2.5",
            configure: {
                $0.duration = 1
                $0.repeatDuration = 2.5
                $0.fillMode = .forwards
            },
            removedOnCompletion: false, table: [(2.25, 0.25), (3, 0.5)]),
        Case(
            name: "infinite repeat",
            configure: {
                $0.duration = 1
                $0.repeatCount = .infinity
            },
            table: [(1000.25, 0.25)])
    ]

    func testEveryTimingCombinationMatchesItsTable() {
        for c in cases {
            var timing = MediaTiming()
            c.configure(&timing)
            for (time, expected) in c.table {
                let got = timing.state(atParentTime: time, removedAtEnd: c.removedOnCompletion)?.progress
                if let expected {
                    XCTAssertEqual(got ?? .nan, expected, accuracy: 1e-9, "\(c.name) at \(time)")
                } else {
                    XCTAssertNil(got, "\(c.name) at \(time)")
                }
            }
        }
    }
}
