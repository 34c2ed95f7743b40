import Foundation
import ReelTestSupport
import XCTest

/// `reel export` options of the frame pipeline: threads, progress, ranges and batches.
final class PipelineCommandTests: XCTestCase {
    private let scene = ExportCommandTests.slidingSquare  // 64×48, 1 s at 30 fps

    private func file(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// GIF bytes are Reel's, so they are compared; an MP4's are x264's, which may differ run to
    /// run on some machines, so it is encoded losslessly and compared decoded: the pictures Reel
    /// handed the encoder.
    func testOutputIsByteIdenticalForOneThreadAndSeveralAndRunToRun() throws {
        let dir = try makeTemporaryDirectory()
        let input = try dir.write("s.json", scene)
        for (format, options) in [("gif", []), ("mp4", ["--crf", "0"])] {
            for (name, threads) in [("1", "1"), ("3", "3"), ("3b", "3")] {
                let result = try ReelProcess.run(
                    ["export", input, "-o", dir.file("\(name).\(format)"), "--threads", threads] + options)
                XCTAssertEqual(result.status, 0, result.stderr)
            }
            let contents = { (name: String) -> [[UInt8]] in
                format == "gif"
                    ? [Array(try self.file(dir.file("\(name).gif")))]
                    : try FFmpegCLI.decodeRGBA(dir.file("\(name).mp4"), width: 64, height: 48)
            }
            XCTAssertEqual(try contents("1"), try contents("3"), format)
            XCTAssertEqual(try contents("3"), try contents("3b"), format)
            if format == "mp4" { XCTAssertEqual(try contents("1").count, 30) }
        }
    }

    func testJSONProgressIsOneObjectPerLineOnStandardError() throws {
        let dir = try makeTemporaryDirectory()
        let input = try dir.write("s.json", scene)
        let result = try ReelProcess.run(["export", input, "-o", dir.file("s.gif"), "--progress", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let objects = try result.stderr.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let progress = objects.filter { $0["event"] as? String == "progress" }
        XCTAssertEqual(progress.first?["frame"] as? Int, 1)
        XCTAssertEqual(progress.last?["pass"] as? Int, 2)
        XCTAssertEqual(progress.last?["completed"] as? Int, 60)
        XCTAssertEqual(progress.last?["total"] as? Int, 60)
        XCTAssertEqual(objects.last?["event"] as? String, "done")
        XCTAssertEqual(objects.last?["output"] as? String, dir.file("s.gif"))
    }

    func testNoProgressOnANonTerminalOrWithQuietAndABarWhenAsked() throws {
        let dir = try makeTemporaryDirectory()
        let input = try dir.write("s.json", scene)
        XCTAssertEqual(
            try ReelProcess.run(["export", input, "-o", dir.file("a.gif")]).stderr, "", "stderr is a pipe here")
        XCTAssertEqual(try ReelProcess.run(["export", input, "-o", dir.file("b.gif"), "--quiet"]).stderr, "")
        let bar = try ReelProcess.run(["export", input, "-o", dir.file("c.gif"), "--progress", "bar"])
        XCTAssertTrue(bar.stderr.hasPrefix("\rc.gif ["), bar.stderr)
        XCTAssertTrue(bar.stderr.hasSuffix("done in 0:00\u{1B}[K\n"), bar.stderr)
    }

    func testTimeRangeAndFramesExportPartOfTheAnimation() throws {
        let dir = try makeTemporaryDirectory()
        let input = try dir.write("s.json", scene)
        for (option, value, frames) in [
            ("--time-range", "0.5..1", "15"), ("--frames", "3..10", "7"), ("--frames", "25..", "5")
        ] {
            let result = try ReelProcess.run(["export", input, "-o", dir.file("p.mp4"), option, value])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(
                try FFmpegCLI.videoStream(dir.file("p.mp4"))["nb_read_frames"] as? String, frames, "\(option) \(value)")
        }
        // Frames 15 to 29 are the square's second half: frame 15 of the whole is the first here.
        XCTAssertEqual(
            try ReelProcess.run(["export", input, "-o", dir.file("half.gif"), "--time-range", "0.5.."]).status, 0)
        let first = try FFmpegCLI.decodeRGBA(dir.file("half.gif"), width: 64, height: 48)[0]
        let centre = (24 * 64 + 32) * 4
        XCTAssertEqual(Array(first[centre..<centre + 4]), [0x1E, 0x50, 0xC8, 255])
    }

    func testBadRangesAreUsageErrors() throws {
        let dir = try makeTemporaryDirectory()
        let input = try dir.write("s.json", scene)
        for (arguments, message) in [
            (["--frames", "20..40"], "--frames 20..40 reaches past the end of the animation, which has 30 frames"),
            (["--time-range", "2..1"], "--time-range takes A..B in seconds"),
            (["--frames", "1..2", "--time-range", "0..1"], "not both")
        ] {
            let result = try ReelProcess.run(["export", input, "-o", dir.file("o.gif")] + arguments)
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
        XCTAssertEqual(try dir.contents(), ["s.json"])
    }

    func testSeveralScenesGoToOneFileEachInTheFolder() throws {
        let dir = try makeTemporaryDirectory()
        let a = try dir.write("a.json", scene)
        let b = try dir.write("b.json", FrameCommandTests.fadingSquare)
        let result = try ReelProcess.run(["export", a, b, "-o", dir.file("out/"), "--duration", "0.2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).sorted(), ["a.gif", "b.gif"])
        XCTAssertEqual(try FFmpegCLI.videoStream(dir.file("out/b.gif"))["width"] as? Int, 40)

        let mp4 = try ReelProcess.run(["export", a, "-o", dir.file("out/"), "--format", "mp4", "--duration", "0.2"])
        XCTAssertEqual(mp4.status, 0, mp4.stderr)
        XCTAssertEqual(try FFmpegCLI.videoStream(dir.file("out/a.mp4"))["codec_name"] as? String, "h264")
    }

    func testABadSceneInABatchDoesNotStopTheOthers() throws {
        let dir = try makeTemporaryDirectory()
        let bad = try dir.write("bad.json", "{")
        let good = try dir.write("good.json", scene)
        let result = try ReelProcess.run(["export", bad, good, "-o", dir.file("out/"), "--progress", "json"])
        XCTAssertEqual(result.status, 65, "the first failure's code")
        XCTAssertTrue(result.stderr.contains("error: \(bad):1:2:"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.file("out")), ["good.gif"])
        // Tools see both outcomes; lines that are not JSON start with "error:" or "warning:".
        let events = result.stderr.split(separator: "\n").filter { $0.hasPrefix("{") }.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let outcomes = events.filter { $0["event"] as? String != "progress" }
        XCTAssertEqual(outcomes.map { $0["event"] as? String }, ["failed", "done"])
        XCTAssertEqual(outcomes.map { $0["output"] as? String }, [dir.file("out/bad.gif"), dir.file("out/good.gif")])
        XCTAssertTrue(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("{") || $0.hasPrefix("error:") })
    }

    func testBatchMistakesAreUsageErrors() throws {
        let dir = try makeTemporaryDirectory()
        let a = try dir.write("a.json", scene)
        try FileManager.default.createDirectory(atPath: dir.file("other"), withIntermediateDirectories: false)
        let twin = try dir.write("other/a.json", scene)
        var result = try ReelProcess.run(["export", a, twin, "-o", dir.file("out/")])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("would both be exported to"), result.stderr)
        result = try ReelProcess.run(["export", a, a, "-o", dir.file("x.gif")])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("names a folder"), result.stderr)
        result = try ReelProcess.run(["export", a, "-o", dir.file("x.gif"), "--threads", "0"])
        XCTAssertEqual(result.status, 64)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("out")))
    }

    func testHelpDocumentsTheExitCodes() throws {
        for command in [["--help"], ["export", "--help"]] {
            let help = try ReelProcess.run(command).stdout.replacingOccurrences(of: "\n", with: " ")
            for code in [
                "64 usage error", "65 bad scene", "74 input/output error", "130 interrupted (SIGINT)",
                "143 terminated (SIGTERM)"
            ] {
                XCTAssertTrue(help.contains(code), "\(command): \(code)")
            }
        }
    }
}
