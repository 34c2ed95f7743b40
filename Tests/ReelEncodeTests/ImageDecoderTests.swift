import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

/// Image contents decoding through FFmpeg: PNG exactly (premultiplied on the way in), JPEG
/// against ffmpeg's own command-line decode, and errors that name the file.
final class ImageDecoderTests: XCTestCase {
    func testPNGRoundTripsExactlyIncludingAlpha() throws {
        var pixmap = Pixmap(width: 5, height: 3)
        pixmap[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
        pixmap[1, 0] = RGBA8(r: 0, g: 128, b: 0, a: 128)  // half-transparent green, premultiplied
        pixmap[4, 2] = RGBA8(r: 10, g: 20, b: 30, a: 40)
        let file = try makeTemporaryDirectory().file("image.png")
        try PNGWriter.write(pixmap, to: file)
        let decoded = try ImageDecoder.decode(contentsOf: file)
        XCTAssertEqual(decoded.width, 5)
        XCTAssertEqual(decoded.height, 3)
        // Unpremultiplied to 8 bits by the writer and premultiplied again: within 1 per channel.
        for i in 0..<pixmap.bytes.count {
            XCTAssertEqual(Double(decoded.bytes[i]), Double(pixmap.bytes[i]), accuracy: 1, "byte \(i)")
        }
        XCTAssertEqual(decoded[0, 0], pixmap[0, 0])
        XCTAssertEqual(decoded[2, 1].a, 0)
    }

    func testJPEGMatchesFFmpegsOwnDecodeWithinRounding() throws {
        let directory = try makeTemporaryDirectory()
        let file = directory.file("image.jpg")
        _ = try FFmpegCLI.run(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc=size=32x16:rate=1",
                "-frames:v", "1", "-q:v", "2", file
            ])
        let decoded = try ImageDecoder.decode(contentsOf: file)
        XCTAssertEqual(decoded.width, 32)
        XCTAssertEqual(decoded.height, 16)
        let reference = try FFmpegCLI.decodeRGBA(file, width: 32, height: 16)[0]
        // Different chroma upsampling filters: colour edges may differ a little; the mean not.
        var total = 0
        for i in 0..<reference.count { total += abs(Int(reference[i]) - Int(decoded.bytes[i])) }
        XCTAssertLessThan(Double(total) / Double(reference.count), 6, "mean absolute difference per channel")
        XCTAssertTrue(
            stride(from: 3, to: decoded.bytes.count, by: 4).allSatisfy { decoded.bytes[$0] == 255 }, "JPEG is opaque")
    }

    /// Widths whose RGBA rows are not a multiple of 64 bytes made swscale write past the end of
    /// an exactly sized buffer (heap corruption); every size and format decodes as ffmpeg does.
    func testSmallAndOddSizesDecodeInEveryPixelFormat() throws {
        let directory = try makeTemporaryDirectory()
        for (pixelFormat, ext, tolerance) in [
            ("rgba", "png", 0), ("rgb24", "png", 0), ("pal8", "png", 0), ("rgb48be", "png", 0),
            ("ya8", "png", 0), ("yuvj420p", "jpg", 4), ("yuvj444p", "jpg", 4)
        ] {
            for (width, height) in [(1, 1), (3, 5), (7, 7), (8, 8), (17, 3), (2, 64)] {
                let file = directory.file("image-\(pixelFormat)-\(width)x\(height).\(ext)")
                _ = try FFmpegCLI.run(
                    "/usr/bin/ffmpeg",
                    [
                        "-v", "error", "-nostdin", "-f", "lavfi",
                        "-i", "color=c=0x3366CC:s=64x64", "-vf", "scale=\(width):\(height)",
                        "-frames:v", "1", "-pix_fmt", pixelFormat, file
                    ])
                let decoded = try ImageDecoder.decode(contentsOf: file)
                XCTAssertEqual(decoded.width, width)
                XCTAssertEqual(decoded.height, height)
                XCTAssertEqual(decoded.bytes.count, width * height * 4)
                // ffmpeg's own decode is the reference: exact for PNG, JPEG's chroma upsampling aside.
                let expected = try FFmpegCLI.decodeRGBA(file, width: width, height: height)[0]
                for i in 0..<decoded.bytes.count where abs(Int(decoded.bytes[i]) - Int(expected[i])) > tolerance {
                    XCTFail("\(pixelFormat) \(width)×\(height): byte \(i) is \(decoded.bytes[i]), not \(expected[i])")
                    break
                }
            }
        }
    }

    func testErrorsNameTheFile() throws {
        let directory = try makeTemporaryDirectory()
        XCTAssertThrowsError(try ImageDecoder.decode(contentsOf: directory.file("missing.png"))) { error in
            XCTAssertTrue(String(describing: error).contains("missing.png"), "\(error)")
        }
        let junk = directory.file("junk.png")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: junk))
        XCTAssertThrowsError(try ImageDecoder.decode(contentsOf: junk)) { error in
            XCTAssertTrue(String(describing: error).contains("junk.png"), "\(error)")
        }
    }

    /// A FIFO is refused at once; FFmpeg would otherwise wait forever for a writer.
    func testAFIFOIsRefusedInsteadOfBlocking() throws {
        let fifo = try makeTemporaryDirectory().file("image.png")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try ImageDecoder.decode(contentsOf: fifo)) { error in
            XCTAssertTrue(String(describing: error).contains("image.png' is not a regular file"), "\(error)")
        }
    }
}
