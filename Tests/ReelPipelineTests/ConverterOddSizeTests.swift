import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelPipeline

/// `VideoReader` and `Converter` in-process on small and odd sizes in several pixel formats, so
/// `scripts/test --sanitize` runs our side of swscale's rows, the premultiply and the encoders
/// under AddressSanitizer (FFmpeg's own code is not instrumented). Widths whose rows are not a
/// multiple of 64 bytes once made swscale write past an exactly sized buffer.
final class ConverterOddSizeTests: XCTestCase {
    /// (pixel format, encoder, container) with every format's encoder taking odd sizes losslessly
    /// enough: FFV1 for the YUV and gray ones, PNG-in-Matroska for RGB.
    private let formats = [
        ("yuv420p", "ffv1"), ("yuv444p", "ffv1"), ("gray", "ffv1"), ("rgb24", "png"), ("yuva420p", "ffv1")
    ]
    private let sizes = [(2, 2), (6, 6), (8, 8), (2, 64), (30, 30), (3, 5)]

    func testSmallAndOddSizesReadAndConvertInEveryPixelFormat() throws {
        let directory = try makeTemporaryDirectory()
        for (pixelFormat, codec) in formats {
            for (width, height) in sizes {
                let name = "\(pixelFormat)-\(width)x\(height)"
                let clip = directory.file("\(name).mkv")
                _ = try FFmpegCLI.run(
                    "/usr/bin/ffmpeg",
                    [
                        "-v", "error", "-nostdin", "-f", "lavfi",
                        "-i", "color=c=0x3366CC:s=64x64:r=10:d=0.3", "-vf", "scale=\(width):\(height)",
                        "-c:v", codec, "-pix_fmt", pixelFormat, clip
                    ])
                let reader = try VideoReader(path: clip)
                XCTAssertEqual([reader.width, reader.height], [width, height], name)
                var frames = 0
                try reader.read { frame, index in
                    XCTAssertEqual(index, frames, name)
                    frames += 1
                    XCTAssertEqual(frame.bytes.count, width * height * 4, name)
                    // Solid 0x3366CC, opaque; gray keeps only the luma, and YUV rounds by a few levels.
                    let expected: [Int] = pixelFormat == "gray" ? [0x62, 0x62, 0x62, 255] : [0x33, 0x66, 0xCC, 255]
                    for i in stride(from: 0, to: frame.bytes.count, by: 4) {
                        let pixel = (0..<4).map { Int(frame.bytes[i + $0]) }
                        if zip(pixel, expected).contains(where: { abs($0 - $1) > 6 }) {
                            XCTFail("\(name): pixel \(i / 4) is \(pixel), not about \(expected)")
                            break
                        }
                    }
                }
                XCTAssertEqual(frames, 3, name)

                let output = directory.file("\(name).gif")
                XCTAssertEqual(
                    try Converter(input: clip, options: ExportOptions(format: .gif)).convert(to: output), 3, name)
                // Identical frames become one longer GIF frame; decoding checks the size.
                XCTAssertFalse(try FFmpegCLI.decodeRGBA(output, width: width, height: height).isEmpty, name)
            }
        }
    }
}
