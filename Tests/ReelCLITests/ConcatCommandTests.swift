import Foundation
import ReelTestSupport
import XCTest

/// `reel concat`: segments exported from consecutive frame ranges join into the frames of one
/// export, without re-encoding.
final class ConcatCommandTests: XCTestCase {
    private func reel(_ arguments: [String], in dir: TemporaryDirectory) throws -> Subprocess.Result {
        try Subprocess.run(ReelProcess.binary, arguments, in: dir.path)
    }

    private func frameTimes(_ path: String) throws -> [String] {
        let output = try FFmpegCLI.run(
            "/usr/bin/ffprobe", ["-v", "error", "-show_entries", "frame=pts_time", "-of", "csv=p=0", path])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map { String($0.prefix(8)) }
    }

    /// At CRF 0 x264 is lossless, so the joined file must decode to exactly one export's frames.
    func testSegmentsJoinIntoTheFramesOfOneExport() throws {
        let dir = try makeTemporaryDirectory()
        let common = ["--crf", "0", "--scale", "0.5", "-q"]
        for (name, range) in [("full", "0.."), ("a", "0..17"), ("b", "17..31"), ("c", "31..")] {
            let result = try reel(["export", "pop", "-o", "\(name).mp4", "--frames", range] + common, in: dir)
            XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        }
        let result = try reel(["concat", "a.mp4", "b.mp4", "c.mp4", "-o", "joined.mp4"], in: dir)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        let stream = try FFmpegCLI.videoStream(dir.file("full.mp4"))
        let (width, height) = (try XCTUnwrap(stream["width"] as? Int), try XCTUnwrap(stream["height"] as? Int))
        let full = try FFmpegCLI.decodeRGBA(dir.file("full.mp4"), width: width, height: height)
        let joined = try FFmpegCLI.decodeRGBA(dir.file("joined.mp4"), width: width, height: height)
        XCTAssertEqual(full.count, 48, "1.6 s at 30 fps")
        XCTAssertEqual(joined.count, full.count)
        XCTAssertTrue(joined == full, "the same decoded frames")
        XCTAssertEqual(try frameTimes(dir.file("joined.mp4")), try frameTimes(dir.file("full.mp4")))
    }

    func testSegmentsEncodedDifferentlyAreRefusedAndNothingIsWritten() throws {
        let dir = try makeTemporaryDirectory()
        _ = try reel(["export", "pop", "-o", "a.mp4", "--frames", "0..5", "-q"], in: dir)
        _ = try reel(["export", "pop", "-o", "b.mp4", "--frames", "5..10", "--scale", "0.5", "-q"], in: dir)
        let result = try reel(["concat", "a.mp4", "b.mp4", "-o", "joined.mp4"], in: dir)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            String(decoding: result.stderr, as: UTF8.self).contains("is encoded unlike"),
            String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(try dir.contents().filter { $0.hasPrefix("joined") || $0.hasPrefix(".joined") }, [])
        XCTAssertEqual(try reel(["concat", "a.mp4", "-o", "joined.gif"], in: dir).status, 64)
    }
}
