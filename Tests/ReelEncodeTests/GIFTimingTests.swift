import XCTest

@testable import ReelEncode

final class GIFTimingTests: XCTestCase {
    func testThirtyFPSRepeatsThreeThreeFour() {
        // Frame starts 0, 3.33, 6.67, 10 cs truncate to 0, 3, 6, 10: the cumulative rule.
        XCTAssertEqual(GIFTiming.delays(frameCount: 6, fps: 30), [3, 3, 4, 3, 3, 4])
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
                let exact = Double(i + 1) * 100 / fps
                XCTAssertTrue(Double(elapsed) <= exact + 1e-6 && Double(elapsed) > exact - 1, "\(fps) fps, frame \(i)")
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
