import Foundation
import ReelEncode
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
        _ = try FFmpegCLI.run("/usr/bin/ffmpeg", ["-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc=size=32x16:rate=1",
                                                 "-frames:v", "1", "-q:v", "2", file])
        let decoded = try ImageDecoder.decode(contentsOf: file)
        XCTAssertEqual(decoded.width, 32)
        XCTAssertEqual(decoded.height, 16)
        let reference = try FFmpegCLI.decodeRGBA(file, width: 32, height: 16)[0]
        // Different chroma upsampling filters: colour edges may differ a little; the mean not.
        var total = 0
        for i in 0..<reference.count { total += abs(Int(reference[i]) - Int(decoded.bytes[i])) }
        XCTAssertLessThan(Double(total) / Double(reference.count), 6, "mean absolute difference per channel")
        XCTAssertTrue(stride(from: 3, to: decoded.bytes.count, by: 4).allSatisfy { decoded.bytes[$0] == 255 }, "JPEG is opaque")
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
}
