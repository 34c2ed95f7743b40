import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// End-to-end: write GIFs with giflib, read them back with the ffprobe and ffmpeg commands.
final class GIFWriterTests: XCTestCase {
    /// Writes `frames` through a palette built from them, with the delays `GIFTiming` gives.
    private func writeGIF(_ frames: [Pixmap], fps: Double = 30, loop: GIFLoop = .forever, to path: String) throws {
        var builder = GIFPaletteBuilder()
        for frame in frames { builder.add(frame) }
        let writer = try GIFWriter(
            path: path, width: frames[0].width, height: frames[0].height,
            palette: builder.build(), loop: loop)
        for (i, frame) in frames.enumerated() {
            try writer.write(frame, delayCentiseconds: GIFTiming.delay(ofFrame: i, fps: fps))
        }
        try writer.finish()
    }

    private func solidFrames(_ count: Int, width: Int = 20, height: Int = 10) -> [Pixmap] {
        (0..<count).map { i in
            Pixmap(
                width: width, height: height,
                filledWith: Color(red: Double(i % 5) / 4, green: 0.5, blue: 1 - Double(i % 3) / 2))
        }
    }

    func testFrameCountSizeAndDelays() throws {
        let path = try makeTemporaryDirectory().file("timing.gif")
        try writeGIF(solidFrames(7), fps: 30, to: path)

        let stream = try FFmpegCLI.videoStream(path)
        XCTAssertEqual(stream["codec_name"] as? String, "gif")
        XCTAssertEqual(stream["width"] as? Int, 20)
        XCTAssertEqual(stream["height"] as? Int, 10)
        XCTAssertEqual(stream["nb_read_frames"] as? String, "7")

        let packets =
            try FFmpegCLI.probe(path, ["-select_streams", "v:0", "-show_packets"])["packets"] as? [[String: Any]]
        let durations = packets?.compactMap { ($0["duration"] as? Int) }
        XCTAssertEqual(stream["time_base"] as? String, "1/100")
        XCTAssertEqual(durations, [3, 4, 3, 3, 4, 3, 3])
    }

    func testLoopBlock() throws {
        let directory = try makeTemporaryDirectory()
        // The NETSCAPE2.0 block stores repetitions after the first play (0: forever); none plays once.
        for (loop, expected) in [(GIFLoop.forever, Int?(0)), (.count(3), 2), (.once, nil), (.count(1), nil)] {
            let path = directory.file("loop.gif")
            try writeGIF(solidFrames(2), loop: loop, to: path)
            XCTAssertEqual(try GIFBlocks(contentsOf: path).loopCount, expected, "\(loop)")
            XCTAssertEqual(try FFmpegCLI.videoStream(path)["nb_read_frames"] as? String, "2")
        }
    }

    func testSolidColourRoundTripsExactly() throws {
        let path = try makeTemporaryDirectory().file("solid.gif")
        let frames = [
            Pixmap(width: 16, height: 8, filledWith: Color(red: 200 / 255, green: 60 / 255, blue: 30 / 255)),
            Pixmap(width: 16, height: 8, filledWith: Color(red: 201 / 255, green: 61 / 255, blue: 31 / 255))
        ]
        try writeGIF(frames, to: path)
        let decoded = try FFmpegCLI.decodeRGBA(path, width: 16, height: 8)
        XCTAssertEqual(decoded.count, 2)
        for (frame, pixels) in zip(frames, decoded) { XCTAssertEqual(pixels, frame.bytes) }  // tolerance 0
    }

    func testUpTo255ColoursRoundTripExactly() throws {
        // 250 colours, many in the same 6-6-6 cell, spread over three frames.
        let path = try makeTemporaryDirectory().file("colours.gif")
        let frames = (0..<3).map { f in
            var frame = Pixmap(width: 25, height: 10)
            for y in 0..<10 {
                for x in 0..<25 {
                    let v = (x * 10 + y + f * 7) % 250
                    frame[x, y] = RGBA8(r: UInt8(v), g: UInt8(255 - v), b: UInt8((v * 3) & 255), a: 255)
                }
            }
            return frame
        }
        try writeGIF(frames, to: path)
        let decoded = try FFmpegCLI.decodeRGBA(path, width: 25, height: 10)
        XCTAssertEqual(decoded, frames.map(\.bytes))
    }

    func testTransparentPixelsDecodeAsTransparentFrameAfterFrame() throws {
        // The transparent half swaps sides: without "restore to background" disposal the second
        // frame would show the first frame's red through its transparent half.
        let path = try makeTemporaryDirectory().file("alpha.gif")
        let red = Color(red: 1, green: 0, blue: 0).premultipliedRGBA8
        let frames = (0..<2).map { f in
            var frame = Pixmap(width: 8, height: 4)
            for y in 0..<4 {
                for x in 0..<8 where (x < 4) == (f == 1) { frame[x, y] = red }
            }
            return frame
        }
        try writeGIF(frames, to: path)
        let decoded = try FFmpegCLI.decodeRGBA(path, width: 8, height: 4)
        XCTAssertEqual(decoded.count, 2)
        for (f, pixels) in decoded.enumerated() {
            for y in 0..<4 {
                for x in 0..<8 {
                    let alpha = pixels[(y * 8 + x) * 4 + 3]
                    XCTAssertEqual(alpha, (x < 4) == (f == 1) ? 255 : 0, "frame \(f) pixel (\(x), \(y))")
                }
            }
        }
    }

    func testUnwritablePathNamesThePath() throws {
        let path = "/nonexistent-dir/x.gif"
        XCTAssertThrowsError(
            try GIFWriter(
                path: path, width: 4, height: 4, palette: GIFPalette(colors: [RGBA8(r: 0, g: 0, b: 0, a: 255)]))
        ) { error in
            let error = error as? EncodeError
            XCTAssertNotNil(error)
            XCTAssertTrue(error?.description.contains(path) ?? false, error?.description ?? "")
        }
    }

    func testWrongFrameSizeIsRejected() throws {
        let path = try makeTemporaryDirectory().file("size.gif")
        let writer = try GIFWriter(
            path: path, width: 4, height: 4, palette: GIFPalette(colors: [RGBA8(r: 0, g: 0, b: 0, a: 255)]))
        XCTAssertThrowsError(try writer.write(Pixmap(width: 5, height: 4), delayCentiseconds: 4))
        try writer.finish()
    }
}

extension GIFWriterTests {
    func testManyColoursAreQuantizedClosely() throws {
        // 64 × 32 distinct colours over two frames: more than a palette holds.
        let path = try makeTemporaryDirectory().file("many.gif")
        let frames = (0..<2).map { f in
            var frame = Pixmap(width: 64, height: 32)
            for y in 0..<32 {
                for x in 0..<64 {
                    frame[x, y] = RGBA8(r: UInt8(x * 4), g: UInt8(y * 8), b: UInt8(64 + f * 128), a: 255)
                }
            }
            return frame
        }
        var builder = GIFPaletteBuilder()
        for frame in frames { builder.add(frame) }
        let palette = builder.build()
        XCTAssertEqual(palette.colors.count, 256)
        let writer = try GIFWriter(path: path, width: 64, height: 32, palette: palette)
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()

        let decoded = try FFmpegCLI.decodeRGBA(path, width: 64, height: 32)
        XCTAssertEqual(decoded.count, 2)
        var worst = 0
        for (frame, pixels) in zip(frames, decoded) {
            for i in frame.bytes.indices { worst = max(worst, abs(Int(frame.bytes[i]) - Int(pixels[i]))) }
        }
        // 4096 colours on 256 entries: boxes of about 4 × 4 grid steps, so about half a box
        // (measured: 12).
        XCTAssertLessThanOrEqual(worst, 16)
    }
}
