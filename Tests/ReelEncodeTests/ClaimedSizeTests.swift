import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

/// Pictures beyond the size limit are refused from their header, before a decoder allocates them:
/// a 35-byte GIF claiming 16000×16000 cost 5.8 GB in `reel convert`, a 255 KB PNG claiming
/// 16385×16000 cost 2.3 GB before the image limit refused it.
final class ClaimedSizeTests: XCTestCase {
    private func write(_ data: Data, _ name: String) throws -> String {
        let path = try makeTemporaryDirectory().file(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    private func assertRefused(
        _ width: Int, _ height: Int, limit: Int, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws -> Void
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual(
                error as? PictureSizeError,
                PictureSizeError(
                    path: (error as? PictureSizeError)?.path ?? "", width: width, height: height, maximumSide: limit),
                "\(error)", file: file, line: line)
        }
    }

    func testAClaimedGiantGIFIsRefusedByTheVideoReaderAndTheImageDecoder() throws {
        let gif = try write(ClaimedSizeFiles.gif(width: 16000, height: 16000), "claim.gif")
        let started = Date()
        assertRefused(16000, 16000, limit: 4096) { _ = try VideoReader(path: gif, maximumSide: 4096) }
        assertRefused(16000, 16000, limit: 4096) { _ = try ImageDecoder.decode(contentsOf: gif, maximumSide: 4096) }
        // Decoding it took 30 s at 16000²; refusing it reads 35 bytes.
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testAPNGClaimingOnePixelTooManyIsRefusedNamingItsSize() throws {
        let png = try write(ClaimedSizeFiles.png(width: 16385, height: 16000), "wide.png")
        XCTAssertThrowsError(try ImageDecoder.decode(contentsOf: png)) { error in
            XCTAssertEqual(
                error as? PictureSizeError, PictureSizeError(path: png, width: 16385, height: 16000, maximumSide: 16384)
            )
            XCTAssertTrue(
                "\(error)".contains("wide.png' is 16385×16000 pixels, above the limit of 16384 a side"), "\(error)")
        }
    }

    /// At the limit exactly a picture decodes; one pixel over, from any side, it does not.
    func testTheLimitIsPerSideAndInclusive() throws {
        let directory = try makeTemporaryDirectory()
        for (width, height) in [(100, 100), (101, 3), (3, 101)] {
            let file = directory.file("\(width)x\(height).png")
            // lavfi's color source rounds its size to even; scale makes the odd ones.
            _ = try FFmpegCLI.run(
                "/usr/bin/ffmpeg",
                [
                    "-v", "error", "-nostdin", "-f", "lavfi", "-i", "color=c=red:s=128x128",
                    "-vf", "scale=\(width):\(height)", "-frames:v", "1", file
                ])
            if max(width, height) <= 100 {
                XCTAssertEqual(try ImageDecoder.decode(contentsOf: file, maximumSide: 100).width, width)
                XCTAssertEqual(try VideoReader(path: file, maximumSide: 100).width, width)
            } else {
                assertRefused(width, height, limit: 100) {
                    _ = try ImageDecoder.decode(contentsOf: file, maximumSide: 100)
                }
                assertRefused(width, height, limit: 100) { _ = try VideoReader(path: file, maximumSide: 100) }
            }
        }
    }

    /// A stream whose pictures grow midway: the header is within the limit, a later picture is
    /// not, and the decoder's buffer callback refuses it before allocating.
    func testAPictureGrowingMidStreamIsRefusedWhileReading() throws {
        let directory = try makeTemporaryDirectory()
        let small = directory.file("small.png")
        let large = directory.file("large.png")
        for (file, size) in [(small, "8x8"), (large, "40x8")] {
            _ = try FFmpegCLI.run(
                "/usr/bin/ffmpeg",
                [
                    "-v", "error", "-nostdin", "-f", "lavfi", "-i", "color=c=blue:s=\(size)",
                    "-frames:v", "1", file
                ])
        }
        // An image sequence: frame 1 is 8×8, frame 2 is 40×8.
        try FileManager.default.copyItem(atPath: small, toPath: directory.file("seq-1.png"))
        try FileManager.default.copyItem(atPath: large, toPath: directory.file("seq-2.png"))
        let reader = try VideoReader(path: directory.file("seq-%d.png"), maximumSide: 16)
        var frames = 0
        assertRefused(40, 8, limit: 16) { try reader.read { _, _ in frames += 1 } }
        XCTAssertLessThanOrEqual(frames, 1)
    }
}
