import Foundation
import ReelTestSupport
import XCTest

/// `reel convert` on tiny and odd-sized videos in several pixel formats. swscale reads and writes
/// packed RGBA rows in whole blocks, so rows that are not a multiple of 64 bytes long overran
/// exactly sized buffers: these sizes aborted with heap corruption (exit 134/139) before the
/// rows were laid out for it. Run in a child process so a corrupted heap fails one test, not all.
final class SmallVideoConvertTests: XCTestCase {
    private let sizes = [(1, 1), (2, 2), (4, 4), (6, 6), (8, 8), (2, 64), (30, 30), (3, 5), (64, 2)]

    /// A 0.2 s red video (H.264 for 4:2:0 at even sizes, FFV1 otherwise, which keeps every format).
    private func makeRedVideo(width: Int, height: Int, pixelFormat: String, in dir: TemporaryDirectory) throws -> String
    {
        let h264 = pixelFormat == "yuv420p" && width % 2 == 0 && height % 2 == 0
        let path = dir.file("red-\(width)x\(height)-\(pixelFormat).\(h264 ? "mp4" : "mkv")")
        _ = try FFmpegCLI.run(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-nostdin", "-f", "lavfi",
                "-i", "color=c=red:s=64x64:r=10:d=0.2", "-vf", "scale=\(width):\(height)",
                "-pix_fmt", pixelFormat, "-c:v", h264 ? "libx264" : "ffv1", path
            ])
        return path
    }

    func testTinyAndOddVideosConvertToRGBAWithTheirColour() throws {
        let dir = try makeTemporaryDirectory()
        for pixelFormat in ["yuv420p", "yuv444p", "gray", "rgb24", "yuva420p"] {
            for (width, height) in sizes where pixelFormat != "yuv420p" || (width % 2 == 0 && height % 2 == 0) {
                let source = try makeRedVideo(width: width, height: height, pixelFormat: pixelFormat, in: dir)
                let output = dir.file("out.rgba")
                let result = try ReelProcess.run(["convert", source, "-o", output, "--quiet"])
                XCTAssertEqual(result.status, 0, "\(pixelFormat) \(width)×\(height): \(result.stderr)")
                guard result.status == 0 else { continue }
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
                XCTAssertEqual(bytes.count, 2 * width * height * 4, "\(pixelFormat) \(width)×\(height): two frames")
                // Red through limited-range YUV and back: within 8 of (255, 0, 0); gray is luma only.
                let expected: [Int] = pixelFormat == "gray" ? [bytes[0], bytes[0], bytes[0]].map(Int.init) : [255, 0, 0]
                for pixel in stride(from: 0, to: bytes.count, by: 4) {
                    for c in 0..<3 where abs(Int(bytes[pixel + c]) - expected[c]) > 8 {
                        XCTFail(
                            "\(pixelFormat) \(width)×\(height): pixel \(pixel / 4) is \(Array(bytes[pixel..<pixel + 4]))"
                        )
                        return
                    }
                    XCTAssertEqual(bytes[pixel + 3], 255)
                }
            }
        }
    }

    func testTinyAndOddVideosConvertToGIFAndMP4() throws {
        let dir = try makeTemporaryDirectory()
        for (width, height) in sizes {
            let source = try makeRedVideo(width: width, height: height, pixelFormat: "yuv444p", in: dir)
            for format in ["gif", "mp4", "webm"] {
                let output = dir.file("out.\(format)")
                let result = try ReelProcess.run(["convert", source, "-o", output, "--quiet"])
                XCTAssertEqual(result.status, 0, "\(width)×\(height) to \(format): \(result.stderr)")
                guard result.status == 0 else { continue }
                let stream = try FFmpegCLI.videoStream(output)
                // 4:2:0 video is padded to even sizes.
                let even = format != "gif"
                XCTAssertEqual(
                    stream["width"] as? Int, even ? width + width % 2 : width, "\(width)×\(height) \(format)")
                XCTAssertEqual(
                    stream["height"] as? Int, even ? height + height % 2 : height, "\(width)×\(height) \(format)")
            }
        }
    }
}
