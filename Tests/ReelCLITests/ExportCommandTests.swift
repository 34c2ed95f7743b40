import Foundation
import ReelTestSupport
import XCTest

/// End to end: `reel export` on small scenes, its files decoded by FFmpeg's own decoders.
final class ExportCommandTests: XCTestCase {
    /// A 64×48 canvas in a solid colour with a square sliding across, 1 s at 30 fps.
    static let slidingSquare = """
        {
          "width": 64, "height": 48, "fps": 30, "duration": 1, "background": "#c83c1e",
          "layers": [
            { "type": "shape", "position": [8, 24], "bounds": [0, 0, 16, 16],
              "path": { "rect": [0, 0, 16, 16] }, "fillColor": "#1e50c8",
              "animations": [ { "keyPath": "position.x", "fromValue": 8, "toValue": 56, "duration": 1 } ] }
          ]
        }
        """

    func testGIFDecodesToTheRightFrameCountSizeAndCumulativelyRoundedDelays() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", Self.slidingSquare)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("slide.gif")])
        XCTAssertEqual(result.status, 0, result.stderr)

        let stream = try FFmpegCLI.videoStream(dir.file("slide.gif"))
        XCTAssertEqual(stream["codec_name"] as? String, "gif")
        XCTAssertEqual(stream["width"] as? Int, 64)
        XCTAssertEqual(stream["height"] as? Int, 48)
        XCTAssertEqual(stream["nb_read_frames"] as? String, "30")
        // 30 fps in centiseconds: 3, 4, 3, repeating (starts rounded to the nearest
        // centisecond); ten cycles make exactly one second.
        // FFmpeg 5.1 reports a GIF frame's delay as pkt_duration, in the 1/100 s time base.
        let frames = try FFmpegCLI.probe(
            dir.file("slide.gif"), ["-show_frames", "-show_entries", "frame=pkt_duration,duration"])
        let delays = (frames["frames"] as? [[String: Any]] ?? []).compactMap {
            ($0["pkt_duration"] ?? $0["duration"]) as? Int
        }
        XCTAssertEqual(delays, Array(repeating: [3, 4, 3], count: 10).flatMap { $0 })
    }

    func testGIFKeepsTheSolidBackgroundColourExactly() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", Self.slidingSquare)
        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", dir.file("s.gif")]).status, 0)
        let frames = try FFmpegCLI.decodeRGBA(dir.file("s.gif"), width: 64, height: 48)
        XCTAssertEqual(frames.count, 30)
        // Top-left corner: background only. Tolerance 0: the palette holds every colour exactly.
        XCTAssertEqual(Array(frames[17][0..<4]), [0xC8, 0x3C, 0x1E, 255])
        // The square's centre at frame 15 (t = 0.5 s): x = 8 + 48 · 0.5 = 32.
        let centre = (24 * 64 + 32) * 4
        XCTAssertEqual(Array(frames[15][centre..<centre + 4]), [0x1E, 0x50, 0xC8, 255])
    }

    func testMP4ProbesAsH264InBT709WithTheRightFrameCountAndDuration() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", Self.slidingSquare)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("slide.mp4")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let stream = try FFmpegCLI.videoStream(dir.file("slide.mp4"))
        FFmpegCLI.assertH264BT709(stream)
        XCTAssertEqual(stream["nb_read_frames"] as? String, "30")
        XCTAssertEqual(Double(stream["duration"] as? String ?? "") ?? 0, 1.0, accuracy: 0.001)
    }

    func testMP4KeepsTheBackgroundColourWithinThreeLevels() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", Self.slidingSquare)
        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", dir.file("s.mp4")]).status, 0)
        let frames = try FFmpegCLI.decodeRGBA(dir.file("s.mp4"), width: 64, height: 48)
        XCTAssertEqual(frames.count, 30)
        // ±3 per channel: 8-bit limited-range YUV quantisation plus x264 at CRF 18 on a flat area.
        let corner = Array(frames[10][0..<3])
        for (got, expected) in zip(corner, [0xC8, 0x3C, 0x1E]) {
            XCTAssertEqual(Int(got), expected, accuracy: 3, "decoded \(corner)")
        }
    }

    func testGIFAbove50FPSIsCappedWithAWarning() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", Self.slidingSquare)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("fast.gif"), "--fps", "60"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("warning:") && result.stderr.contains("50 fps"), result.stderr)
        let stream = try FFmpegCLI.videoStream(dir.file("fast.gif"))
        XCTAssertEqual(stream["nb_read_frames"] as? String, "50")
    }

    func testDurationFpsAndWidthOptionsShapeTheOutput() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", Self.slidingSquare)
        let result = try ReelProcess.run([
            "export", scene, "-o", dir.file("o.mp4"), "--duration", "0.5", "--fps", "20", "--width", "128"
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let stream = try FFmpegCLI.videoStream(dir.file("o.mp4"))
        XCTAssertEqual(stream["width"] as? Int, 128)
        XCTAssertEqual(stream["height"] as? Int, 96)
        XCTAssertEqual(stream["nb_read_frames"] as? String, "10")
    }

    func testFormatOptionOverridesTheExtension() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", Self.slidingSquare)
        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", dir.file("anim.bin"), "--format", "gif"]).status, 0)
        XCTAssertEqual(try FFmpegCLI.videoStream(dir.file("anim.bin"))["codec_name"] as? String, "gif")
    }
}
