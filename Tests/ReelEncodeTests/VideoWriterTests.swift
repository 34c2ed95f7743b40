import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// End-to-end: write MP4s with libavformat/libx264, check them with the ffprobe and ffmpeg commands.
final class VideoWriterTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FFmpegLog.setLevel(.quiet)  // x264 prints its statistics for every file otherwise
    }

    private func writeVideo(
        _ path: String, width: Int, height: Int, frames: Int, fps: Double,
        color: (Int) -> Color
    ) throws -> VideoWriter {
        let writer = try VideoWriter(path: path, width: width, height: height, fps: fps)
        for i in 0..<frames { try writer.write(Pixmap(width: width, height: height, filledWith: color(i))) }
        try writer.finish()
        return writer
    }

    private func gradient(_ i: Int) -> Color {
        Color(red: Double(i % 30) / 30, green: 0.4, blue: 1 - Double(i % 30) / 30)
    }

    func testStreamIsTaggedH264BT709WithExactFrameCountAndDuration() throws {
        let path = try makeTemporaryDirectory().file(".out.mp4.tmp-1234")  // no useful extension
        let writer = try writeVideo(path, width: 64, height: 48, frames: 45, fps: 30, color: gradient)
        XCTAssertEqual(writer.notes, [])
        XCTAssertEqual(writer.outputWidth, 64)
        XCTAssertEqual(writer.outputHeight, 48)

        let stream = try FFmpegCLI.videoStream(path)
        FFmpegCLI.assertH264BT709(stream)
        XCTAssertEqual(stream["width"] as? Int, 64)
        XCTAssertEqual(stream["height"] as? Int, 48)
        XCTAssertEqual(stream["nb_frames"] as? String, "45")
        XCTAssertEqual(stream["nb_read_frames"] as? String, "45")
        XCTAssertEqual(stream["avg_frame_rate"] as? String, "30/1")
        let duration = try XCTUnwrap(Double(stream["duration"] as? String ?? ""))
        XCTAssertEqual(duration, 1.5, accuracy: 0.01)

        let format = try FFmpegCLI.probe(path, ["-show_format"])["format"] as? [String: Any]
        XCTAssertTrue((format?["format_name"] as? String ?? "").contains("mp4"))
        XCTAssertEqual(Double(format?["duration"] as? String ?? "") ?? 0, 1.5, accuracy: 0.01)
    }

    func testSixtyFramesAtThirtyFPSLastTwoSeconds() throws {
        let path = try makeTemporaryDirectory().file("two-seconds.mp4")
        _ = try writeVideo(path, width: 32, height: 32, frames: 60, fps: 30, color: gradient)
        let stream = try FFmpegCLI.videoStream(path)
        XCTAssertEqual(stream["nb_frames"] as? String, "60")
        XCTAssertEqual(Double(stream["duration"] as? String ?? "") ?? 0, 2.0, accuracy: 0.01)
    }

    func testNonIntegerFrameRate() throws {
        let path = try makeTemporaryDirectory().file("ntsc.mp4")
        _ = try writeVideo(path, width: 32, height: 32, frames: 30, fps: 29.97, color: gradient)
        let stream = try FFmpegCLI.videoStream(path)
        XCTAssertEqual(stream["nb_frames"] as? String, "30")
        XCTAssertEqual(stream["avg_frame_rate"] as? String, "2997/100")
        XCTAssertEqual(Double(stream["duration"] as? String ?? "") ?? 0, 30 / 29.97, accuracy: 0.01)
    }

    func testMoovComesBeforeMdat() throws {
        let path = try makeTemporaryDirectory().file("faststart.mp4")
        _ = try writeVideo(path, width: 32, height: 32, frames: 10, fps: 30, color: gradient)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let moov = try XCTUnwrap(Self.offset(of: "moov", in: bytes))
        let mdat = try XCTUnwrap(Self.offset(of: "mdat", in: bytes))
        XCTAssertLessThan(moov, mdat)
    }

    func testSolidColourDecodesWithinTolerance() throws {
        // Tolerance ±3 per channel: RGB → 8-bit limited-range YCbCr and back rounds twice and
        // the decoder's conversion is not our converter; x264 at CRF 18 keeps a flat frame flat.
        let path = try makeTemporaryDirectory().file("solid.mp4")
        let color = Color(red: 200 / 255, green: 60 / 255, blue: 30 / 255)
        _ = try writeVideo(path, width: 48, height: 32, frames: 3, fps: 30) { _ in color }
        let frames = try FFmpegCLI.decodeRGBA(path, width: 48, height: 32)
        XCTAssertEqual(frames.count, 3)
        let worst = Self.worstError(frames, expected: [200, 60, 30])
        XCTAssertLessThanOrEqual(worst, 3)
    }

    func testOddSizeIsPaddedAndSaysSo() throws {
        let path = try makeTemporaryDirectory().file("odd.mp4")
        let color = Color(red: 30 / 255, green: 120 / 255, blue: 220 / 255)
        let writer = try writeVideo(path, width: 101, height: 51, frames: 5, fps: 25) { _ in color }
        XCTAssertEqual(writer.outputWidth, 102)
        XCTAssertEqual(writer.outputHeight, 52)
        XCTAssertEqual(writer.notes.count, 1)
        XCTAssertTrue(writer.notes[0].contains("101×51 padded to 102×52"), writer.notes[0])

        let stream = try FFmpegCLI.videoStream(path)
        XCTAssertEqual(stream["width"] as? Int, 102)
        XCTAssertEqual(stream["height"] as? Int, 52)
        XCTAssertEqual(stream["nb_frames"] as? String, "5")
        // Padding repeats the edge, so the padded column and row are the same colour too.
        let frames = try FFmpegCLI.decodeRGBA(path, width: 102, height: 52)
        XCTAssertLessThanOrEqual(Self.worstError(frames, expected: [30, 120, 220]), 3)
    }

    func testUnwritablePathNamesThePath() {
        let path = "/nonexistent-dir/x.mp4"
        XCTAssertThrowsError(try VideoWriter(path: path, width: 16, height: 16, fps: 30)) { error in
            let error = error as? EncodeError
            XCTAssertNotNil(error)
            XCTAssertTrue(error?.description.contains(path) ?? false, error?.description ?? "")
            XCTAssertNotNil(error?.code)
        }
    }

    func testBadPresetIsReported() throws {
        let path = try makeTemporaryDirectory().file("preset.mp4")
        XCTAssertThrowsError(
            try VideoWriter(
                path: path, width: 16, height: 16, fps: 30,
                settings: VideoSettings(preset: "warp-speed"))
        ) { error in
            XCTAssertTrue("\(error)".contains("warp-speed"), "\(error)")
        }
    }

    /// The largest difference of any decoded RGB channel from `expected`.
    private static func worstError(_ frames: [[UInt8]], expected: [Int]) -> Int {
        var worst = 0
        for pixels in frames {
            for i in stride(from: 0, to: pixels.count, by: 4) {
                for c in 0..<3 { worst = max(worst, abs(Int(pixels[i + c]) - expected[c])) }
            }
        }
        return worst
    }

    /// The byte offset of a box type (four ASCII characters) in an MP4 file.
    private static func offset(of box: String, in bytes: [UInt8]) -> Int? {
        let tag = Array(box.utf8)
        return bytes.indices.dropLast(3).first { bytes[$0..<$0 + 4].elementsEqual(tag) }
    }
}

extension VideoWriterTests {
    func testAbandonedWritersReleaseEverything() throws {
        // A writer dropped without finish() (a cancelled export) must free FFmpeg's and giflib's
        // state and close its file; the pipeline deletes the unfinished temporary file.
        let directory = try makeTemporaryDirectory()
        func openDescriptors() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
        }
        let before = try openDescriptors()
        weak var lastVideo: VideoWriter?
        weak var lastGIF: GIFWriter?
        for _ in 0..<3 {
            let video = try VideoWriter(path: directory.file("abandoned.mp4"), width: 16, height: 16, fps: 30)
            try video.write(Pixmap(width: 16, height: 16, filledWith: .white))
            let gif = try GIFWriter(
                path: directory.file("abandoned.gif"), width: 4, height: 4,
                palette: GIFPalette(colors: [RGBA8(r: 255, g: 255, b: 255, a: 255)]))
            try gif.write(Pixmap(width: 4, height: 4, filledWith: .white), delayCentiseconds: 3)
            lastVideo = video
            lastGIF = gif
        }
        XCTAssertNil(lastVideo, "the video writer was freed")
        XCTAssertNil(lastGIF, "the GIF writer was freed")
        XCTAssertEqual(try openDescriptors(), before, "both files were closed")
    }

    func testFinishWithoutFramesAndWriteAfterFinish() throws {
        let path = try makeTemporaryDirectory().file("empty.mp4")
        let writer = try VideoWriter(path: path, width: 16, height: 16, fps: 30)
        try writer.finish()
        try writer.finish()  // a second finish does nothing
        XCTAssertThrowsError(try writer.write(Pixmap(width: 16, height: 16)))
    }
}
