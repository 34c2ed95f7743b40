import Foundation
import ReelTestSupport
import XCTest

/// Assets and convert inputs whose headers claim more than the limits allow are refused with
/// exit 65 naming the file, before decoding; convert's own size and frame count are checked too.
final class ClaimedSizeCommandTests: XCTestCase {
    /// The peak resident memory of `reel arguments`, in KB, with its result (GNU time's %M).
    private func runMeasured(_ arguments: [String]) throws -> (result: Subprocess.Result, peakKB: Int) {
        let binary = ReelProcess.binary
        let result = try Subprocess.run("/usr/bin/time", ["-f", "peak %M", binary] + arguments)
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        let peak = stderr.split(separator: "\n").last { $0.hasPrefix("peak ") }.flatMap { Int($0.dropFirst(5)) } ?? -1
        return (result, peak)
    }

    func testAnImageClaimingOnePixelBeyondTheLimitIsRefusedBeforeItIsDecoded() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs GNU time")
        let dir = try makeTemporaryDirectory()
        try ClaimedSizeFiles.png(width: 16385, height: 16000).write(to: URL(fileURLWithPath: dir.file("wide.png")))
        let scene = try dir.write(
            "s.json",
            #"{"width": 8, "height": 8, "duration": 0.1, "layers": [{"bounds": [0, 0, 8, 8], "contents": "wide.png"}]}"#
        )
        let (result, peak) = try runMeasured(["frame", scene, "-o", dir.file("f.png")])
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        XCTAssertEqual(result.status, 65, stderr)
        XCTAssertTrue(
            stderr.contains("'wide.png'") && stderr.contains("16385×16000 pixels, above the limit of 16384 a side"),
            stderr)
        // Only FFmpeg's probe decodes it (gray, 262 MB); decoding it as well cost 2.3 GB.
        XCTAssertLessThan(peak, 700_000, "peak resident KB")
    }

    func testConvertRefusesAClaimedGiantGIFAtItsCanvasLimitLeavingNothing() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs GNU time")
        let dir = try makeTemporaryDirectory()
        let gif = dir.file("claim.gif")
        try ClaimedSizeFiles.gif(width: 16000, height: 16000).write(to: URL(fileURLWithPath: gif))
        let (result, peak) = try runMeasured(["convert", gif, "-o", dir.file("out.gif"), "--limit", "canvas=4096"])
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        XCTAssertEqual(result.status, 65, stderr)
        XCTAssertTrue(
            stderr.contains(
                "claim.gif' has pictures of 16000×16000 pixels, above the limit of 4096 (raise it with --limit canvas=N)"
            ), stderr)
        XCTAssertLessThan(peak, 300_000, "peak resident KB (decoding it took 5.8 GB)")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.path), ["claim.gif"], "no output, no temporary file"
        )
    }

    func testConvertChecksTheWidthAndTheFrameCountAgainstItsLimits() throws {
        let dir = try makeTemporaryDirectory()
        let clip = dir.file("clip.gif")
        _ = try FFmpegCLI.run(
            "/usr/bin/ffmpeg", ["-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc2=s=16x16:r=10:d=0.3", clip])
        let cases: [(arguments: [String], status: Int32, expected: String)] = [
            (
                ["--width", "20000"], 65,
                "--width 20000 asks for frames 20000 pixels wide, above the limit of 16384 (raise it with --limit canvas=N)"
            ),
            (["--width", "32", "--limit", "canvas=16"], 65, "--limit canvas=N"),
            (
                ["--limit", "frames=2"], 65,
                "the export has 3 frames, above the limit of 2 (raise it with --limit frames=N)"
            ),
            (["--limit", "canvas=16", "--limit", "frames=3"], 0, ""),
            (["--width", "0"], 64, "--width must be at least 1 pixel")
        ]
        for (i, c) in cases.enumerated() {
            let output = dir.file("out\(i).gif")
            let result = try ReelProcess.run(["convert", clip, "-o", output, "--quiet"] + c.arguments)
            XCTAssertEqual(result.status, c.status, "\(c.arguments): \(result.stderr)")
            XCTAssertTrue(c.expected.isEmpty || result.stderr.contains(c.expected), "\(c.arguments): \(result.stderr)")
            XCTAssertEqual(FileManager.default.fileExists(atPath: output), c.status == 0, "\(c.arguments)")
        }
    }
}
