import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// End-to-end: encode PNGs with libavcodec, decode them with the ffmpeg command.
final class PNGWriterTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FFmpegLog.setLevel(.quiet)
    }

    /// Opaque, half-transparent, faint and fully transparent pixels.
    private var sample: Pixmap {
        var pixmap = Pixmap(width: 5, height: 3, filledWith: Color(red: 0.2, green: 0.6, blue: 0.9))
        pixmap[1, 0] = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.5).premultipliedRGBA8
        pixmap[2, 1] = Color(red: 0.3, green: 0.7, blue: 0.1, alpha: 0.1).premultipliedRGBA8
        pixmap[3, 2] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        return pixmap
    }

    func testDecodesToTheExactUnpremultipliedPixels() throws {
        let path = try makeTemporaryDirectory().file("frame.png")
        let pixmap = sample
        try PNGWriter.write(pixmap, to: path)

        let stream = try FFmpegCLI.videoStream(path)
        XCTAssertEqual(stream["codec_name"] as? String, "png")
        XCTAssertEqual(stream["pix_fmt"] as? String, "rgba")
        let decoded = try FFmpegCLI.decodeRGBA(path, width: 5, height: 3)
        XCTAssertEqual(decoded, [pixmap.unpremultipliedRGBA()])
        // The half-transparent pixel, spelled out: straight colour, alpha 128.
        XCTAssertEqual(Array(decoded[0][4..<8]), [255, 128, 64, 128])
    }

    func testBytesAreDeterministicAndMatchTheFile() throws {
        let path = try makeTemporaryDirectory().file("frame.png")
        let first = try PNGWriter.encode(sample)
        XCTAssertEqual(try PNGWriter.encode(sample), first)
        XCTAssertEqual(Array(first.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try PNGWriter.write(sample, to: path)
        XCTAssertEqual(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), first)
    }

    func testUnwritablePathNamesThePath() {
        let path = "/nonexistent-dir/x.png"
        XCTAssertThrowsError(try PNGWriter.write(sample, to: path)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
        }
    }
}
