import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelPipeline

/// `Converter`'s two-pass GIF: the second pass reads the first pass's frames back from a bounded
/// temporary file, and the bytes are the same as decoding the input twice.
final class ConverterTests: XCTestCase {
    /// A 1 s, 10 fps H.264 clip of FFmpeg's testsrc2 at 96×54.
    private func makeClip(in directory: TemporaryDirectory) throws -> String {
        let path = directory.file("clip.mp4")
        _ = try FFmpegCLI.run(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "testsrc2=s=96x54:r=10:d=1",
                "-c:v", "libx264", "-pix_fmt", "yuv420p", path
            ])
        return path
    }

    private func convert(_ input: String, to output: String, spoolLimit: Int) throws -> Data {
        var converter = Converter(input: input, options: ExportOptions(format: .gif))
        converter.spoolLimit = spoolLimit
        XCTAssertEqual(try converter.convert(to: output), 10)
        return try Data(contentsOf: URL(fileURLWithPath: output))
    }

    func testTheSpooledSecondPassWritesTheSameBytesAsDecodingAgain() throws {
        let directory = try makeTemporaryDirectory()
        let clip = try makeClip(in: directory)
        let spooled = try convert(clip, to: directory.file("spooled.gif"), spoolLimit: FrameSpool.defaultLimit)
        let decodedTwice = try convert(clip, to: directory.file("twice.gif"), spoolLimit: 0)
        // Past the limit halfway through: the spool gives up and the input is decoded again.
        let abandoned = try convert(clip, to: directory.file("abandoned.gif"), spoolLimit: 96 * 54 * 4 * 5)
        XCTAssertEqual(spooled, decodedTwice)
        XCTAssertEqual(abandoned, decodedTwice)
        let frames = try FFmpegCLI.decodeRGBA(directory.file("spooled.gif"), width: 96, height: 54)
        XCTAssertEqual(frames.count, 10)
    }

    func testTheSpoolReadsBackWhatWasWrittenAndGivesUpPastItsLimit() throws {
        let frames = (0..<3).map { i in
            Pixmap(width: 5, height: 3, filledWith: Color(red: Double(i) / 3, green: 0.5, blue: 1))
        }
        let spool = try XCTUnwrap(FrameSpool(width: 5, height: 3))
        frames.forEach(spool.append)
        var read: [Pixmap] = []
        try spool.read { frame, index in
            XCTAssertEqual(index, read.count)
            read.append(frame)
        }
        XCTAssertEqual(read.map(\.bytes), frames.map(\.bytes))

        let small = try XCTUnwrap(FrameSpool(width: 5, height: 3, limit: 5 * 3 * 4 * 2))
        frames.forEach(small.append)
        XCTAssertFalse(small.isUsable)
        XCTAssertNil(FrameSpool(width: 5, height: 3, limit: 10))
    }
}
