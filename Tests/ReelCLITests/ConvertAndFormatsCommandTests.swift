import Foundation
import ReelTestSupport
import XCTest

/// `reel convert` on videos FFmpeg makes, and `reel export` to every format, through the binary.
final class ConvertAndFormatsCommandTests: XCTestCase {
    /// A 2-second 160×90 test pattern at 25 fps, lossless (rawvideo in NUT).
    private func makeSource(in dir: TemporaryDirectory) throws -> String {
        let path = dir.file("source.nut")
        _ = try FFmpegCLI.run(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc2=s=160x90:r=25:d=2",
                "-pix_fmt", "rgba", "-c:v", "rawvideo", path
            ])
        return path
    }

    func testConvertVideoToGIFWithFPSWidthStartAndDuration() throws {
        let dir = try makeTemporaryDirectory()
        let source = try makeSource(in: dir)
        let gif = dir.file("out.gif")
        let result = try ReelProcess.run([
            "convert", source, "-o", gif, "--fps", "10", "--width", "80",
            "--start", "0.5", "--duration", "1", "--quiet"
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let stream = try FFmpegCLI.videoStream(gif)
        XCTAssertEqual(stream["width"] as? Int, 80)
        XCTAssertEqual(stream["height"] as? Int, 46)
        // 1 s at 10 fps: 10 frames of 10 cs (testsrc2 changes every frame, so none merge).
        let packets =
            try FFmpegCLI.probe(gif, ["-select_streams", "v:0", "-show_packets"])["packets"] as? [[String: Any]] ?? []
        XCTAssertEqual(packets.compactMap { $0["duration"] as? Int }, Array(repeating: 10, count: 10))
    }

    func testConvertToMP4KeepsFrameCountAndIsCloseToTheSource() throws {
        let dir = try makeTemporaryDirectory()
        let source = try makeSource(in: dir)
        let mp4 = dir.file("out.mp4")
        XCTAssertEqual(try ReelProcess.run(["convert", source, "-o", mp4, "--quiet"]).status, 0)
        XCTAssertEqual(try FFmpegCLI.videoStream(mp4)["nb_read_frames"] as? String, "50")
    }

    func testOptionsThatDoNotApplyAreRefused() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", ExportCommandTests.slidingSquare)
        for (output, option, value) in [
            ("a.mp4", "--loop", "once"), ("a.gif", "--crf", "20"), ("a.webm", "--dither", "none"),
            ("a.mov", "--quality", "50"), ("a.apng", "--preset", "slow")
        ] {
            let result = try ReelProcess.run(["export", scene, "-o", dir.file(output), option, value])
            XCTAssertEqual(result.status, 64, "\(output) \(option)")
            XCTAssertTrue(result.stderr.contains("\(option) does not apply"), result.stderr)
        }
    }

    func testGIFLoopOnceHasNoLoopBlockAndCountIsStored() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", ExportCommandTests.slidingSquare)
        for (loop, expected) in [("once", Int?.none), ("3", 2), ("forever", 0)] {
            let gif = dir.file("loop-\(loop).gif")
            XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", gif, "--loop", loop]).status, 0)
            XCTAssertEqual(try GIFBlocks(contentsOf: gif).loopCount, expected, loop)
        }
    }

    func testAPNGExportIsByteIdenticalAcrossThreadCounts() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", ExportCommandTests.slidingSquare)
        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", dir.file("one.png"), "--threads", "1"]).status, 0)
        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", dir.file("two.png"), "--threads", "2"]).status, 0)
        let one = try Data(contentsOf: URL(fileURLWithPath: dir.file("one.png")))
        XCTAssertEqual(one, try Data(contentsOf: URL(fileURLWithPath: dir.file("two.png"))))
        XCTAssertEqual(try FFmpegCLI.videoStream(dir.file("one.png"))["codec_name"] as? String, "apng")
    }
}
