import XCTest

@testable import ReelEncode

final class GIFTimingTests: XCTestCase {
    func testThirtyFPSRepeatsThreeFourThree() {
        // Frame starts 0, 3.33, 6.67, 10 cs round to 0, 3, 7, 10: the cumulative rule.
        XCTAssertEqual(GIFTiming.delays(frameCount: 6, fps: 30), [3, 4, 3, 3, 4, 3])
    }

    func testTwentyFourFPSRoundsHalvesUp() {
        // Starts 0, 4.17, 8.33, 12.5, 16.67, 20.83, 25 cs round to 0, 4, 8, 13, 17, 21, 25.
        XCTAssertEqual(GIFTiming.delays(frameCount: 6, fps: 24), [4, 4, 5, 4, 4, 4])
    }

    func testTwentyFiveFPSIsFourEach() {
        XCTAssertEqual(GIFTiming.delays(frameCount: 5, fps: 25), [4, 4, 4, 4, 4])
    }

    func testCumulativeTimeNeverDrifts() {
        for fps in [12.0, 24, 29.97, 30, 48, 50, 60] {
            let delays = GIFTiming.delays(frameCount: 1000, fps: fps)
            var elapsed = 0
            for (i, delay) in delays.enumerated() {
                elapsed += delay
                // Every frame starts within half a centisecond of its time, however far in.
                let exact = Double(i + 1) * 100 / fps
                XCTAssertLessThanOrEqual(abs(Double(elapsed) - exact), 0.5 + 1e-6, "\(fps) fps, frame \(i + 1)")
            }
        }
    }

    func testStreamingDelayMatchesTheList() {
        let delays = GIFTiming.delays(frameCount: 90, fps: 29.97)
        XCTAssertEqual(delays, (0..<90).map { GIFTiming.delay(ofFrame: $0, fps: 29.97) })
    }

    func testNoFramesNoDelays() {
        XCTAssertEqual(GIFTiming.delays(frameCount: 0, fps: 30), [])
    }
}
