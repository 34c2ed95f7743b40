import ReelPipeline
import XCTest

/// `--time-range` and `--frames`: parsing, half-open frame selection, and errors naming the option.
final class FrameRangeTests: XCTestCase {
    private let schedule = FrameSchedule(duration: 3.2, fps: 30)  // 96 frames

    func testParsing() {
        XCTAssertEqual(FrameRange.time(parsing: "1..2.5"), .time(from: 1, to: 2.5))
        XCTAssertEqual(FrameRange.time(parsing: "1.5.."), .time(from: 1.5, to: nil))
        XCTAssertEqual(FrameRange.time(parsing: "..2"), .time(from: nil, to: 2))
        XCTAssertEqual(FrameRange.frames(parsing: "10..20"), .frames(from: 10, to: 20))
        for bad in ["", "..", "1", "2..1", "1..1", "-1..2", "a..b", "1...2", "nan..2"] {
            XCTAssertNil(FrameRange.time(parsing: bad), bad)
        }
        for bad in ["1.5..3", "3..3", "x..", "-2..4"] {
            XCTAssertNil(FrameRange.frames(parsing: bad), bad)
        }
    }

    func testTimeRangesAreHalfOpenAndSnapToFrames() throws {
        XCTAssertEqual(try FrameRange.time(from: 1, to: 2).frames(in: schedule), 30..<60)
        // 1.1 · 30 is 33.000000000000004 in binary floating point: still frame 33.
        XCTAssertEqual(try FrameRange.time(from: 1.1, to: nil).frames(in: schedule), 33..<96)
        XCTAssertEqual(try FrameRange.time(from: nil, to: 0.05).frames(in: schedule), 0..<2)
        XCTAssertEqual(try FrameRange.time(from: 0.01, to: 3.2).frames(in: schedule), 1..<96)
    }

    func testFrameRanges() throws {
        XCTAssertEqual(try FrameRange.frames(from: 5, to: 9).frames(in: schedule), 5..<9)
        XCTAssertEqual(try FrameRange.frames(from: 90, to: nil).frames(in: schedule), 90..<96)
        XCTAssertEqual(try schedule.restricted(to: .frames(from: nil, to: 10)).frames, 0..<10)
    }

    func testRangesPastTheEndOrSelectingNothingAreUsageErrors() {
        XCTAssertThrowsError(try FrameRange.frames(from: 90, to: 100).frames(in: schedule)) { error in
            XCTAssertEqual((error as? ExportError)?.kind, .usage)
            XCTAssertEqual(
                (error as? ExportError)?.message,
                "--frames 90..100 reaches past the end of the animation, which has 96 frames (3.2 s at 30 fps)")
        }
        XCTAssertThrowsError(try FrameRange.time(from: 1.01, to: 1.02).frames(in: schedule)) { error in
            XCTAssertEqual((error as? ExportError)?.message, "--time-range 1.01..1.02 selects no frame at 30 fps")
        }
        XCTAssertThrowsError(try FrameRange.time(from: 4, to: nil).frames(in: schedule))
    }
}
