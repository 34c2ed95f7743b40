import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// Videos written from planes converted ahead (as the render threads do) against videos written
/// from the rendered frames (swscale on the writer's thread): FFmpeg decodes the same pictures.
final class VideoWriterPlanesTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        FFmpegLog.setLevel(.quiet)
    }

    /// Frames with gradients, a moving square and translucent noise, so every plane varies.
    private func frames(width: Int, height: Int, count: Int) -> [Pixmap] {
        (0..<count).map { index in
            var pixmap = Pixmap(width: width, height: height)
            var state = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
            for y in 0..<height {
                for x in 0..<width {
                    state ^= state << 13
                    state ^= state >> 7
                    state ^= state << 17
                    let inSquare = abs(x - index * 3 - 8) < 6 && abs(y - height / 2) < 6
                    let alpha = inSquare ? 255 : Int(128 + (state >> 58))
                    let red = (x * 255 / width) * alpha / 255
                    let green = (y * 255 / height) * alpha / 255
                    let blue = Int(state >> 56) * alpha / 255
                    let offset = (y * width + x) * 4
                    pixmap.bytes[offset] = UInt8(red)
                    pixmap.bytes[offset + 1] = UInt8(green)
                    pixmap.bytes[offset + 2] = UInt8(blue)
                    pixmap.bytes[offset + 3] = UInt8(alpha)
                }
            }
            return pixmap
        }
    }

    private func decode(_ path: String, pixelFormat: String, codec: [String] = []) throws -> Data {
        try FFmpegCLI.run(
            "/usr/bin/ffmpeg",
            ["-v", "error", "-nostdin"] + codec + [
                "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", pixelFormat, "-"
            ])
    }

    private func assertPlanesDecodeAsFrames(
        codec: VideoCodec, width: Int, height: Int, pixelFormat: String, decoder: [String] = [],
        line: UInt = #line
    ) throws {
        let folder = try makeTemporaryDirectory()
        let frames = frames(width: width, height: height, count: 4)
        let viaPlanes = try VideoWriter(
            path: folder.file("planes"), width: width, height: height, fps: 30, codec: codec)
        let prepare = viaPlanes.preparation
        for frame in frames {
            let prepared = prepare(frame)
            guard case .planes = prepared else { return XCTFail("\(codec) was not converted ahead", line: line) }
            try viaPlanes.write(prepared)
        }
        try viaPlanes.finish()
        let viaFrames = try VideoWriter(
            path: folder.file("frames"), width: width, height: height, fps: 30, codec: codec)
        for frame in frames { try viaFrames.write(frame) }
        try viaFrames.finish()

        let planes = try decode(folder.file("planes"), pixelFormat: pixelFormat, codec: decoder)
        let reference = try decode(folder.file("frames"), pixelFormat: pixelFormat, codec: decoder)
        let frameBytes = YUV420Picture.byteCount(
            width: width + width % 2, height: height + height % 2, alpha: pixelFormat == "yuva420p")
        XCTAssertEqual(planes.count, frameBytes * frames.count, line: line)
        XCTAssertTrue(planes == reference, "\(codec) \(width)×\(height): decoded pictures differ", line: line)
    }

    func testH264FromPlanesDecodesAsFromFrames() throws {
        try assertPlanesDecodeAsFrames(codec: .h264, width: 64, height: 48, pixelFormat: "yuv420p")
    }

    func testOddSizedH264FromPlanesDecodesAsFromFrames() throws {
        try assertPlanesDecodeAsFrames(codec: .h264, width: 37, height: 21, pixelFormat: "yuv420p")
    }

    func testHEVCFromPlanesDecodesAsFromFrames() throws {
        try assertPlanesDecodeAsFrames(codec: .hevc, width: 64, height: 32, pixelFormat: "yuv420p")
    }

    func testVP9WithAlphaFromPlanesDecodesAsFromFrames() throws {
        // FFmpeg's own VP9 decoder drops the alpha layer; libvpx's keeps it.
        try assertPlanesDecodeAsFrames(
            codec: .vp9, width: 33, height: 18, pixelFormat: "yuva420p", decoder: ["-c:v", "libvpx-vp9"])
    }

    func testRGBCodecsAndTinyFramesAreLeftToTheWriter() throws {
        let folder = try makeTemporaryDirectory()
        let frame = frames(width: 6, height: 6, count: 1)[0]
        for (codec, width) in [(VideoCodec.apng, 16), (.webp, 16), (.prores4444, 16), (.h264, 6)] {
            let writer = try VideoWriter(
                path: folder.file("\(codec)"), width: width, height: 6, fps: 30, codec: codec)
            guard case .rgba = writer.preparation(frame) else {
                return XCTFail("\(codec) \(width) was converted ahead")
            }
            XCTAssertEqual(writer.preparedBytes, width * 6 * 4)
        }
    }
}
