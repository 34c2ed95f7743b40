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

    /// Lossless settings (crf 0: x264 at qp 0; VP9 takes crf 0 as its best quality): the decoded
    /// pictures are then the planes the encoder was given, whatever the encoder's own choices,
    /// which on some machines differ between two encoders of the same frames in one process.
    private static let exact = VideoSettings(crf: 0)

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
            path: folder.file("planes"), width: width, height: height, fps: 30, settings: Self.exact, codec: codec)
        let prepare = viaPlanes.preparation
        for frame in frames {
            let prepared = prepare(frame)
            guard case .planes = prepared else { return XCTFail("\(codec) was not converted ahead", line: line) }
            try viaPlanes.write(prepared)
        }
        try viaPlanes.finish()
        let viaFrames = try VideoWriter(
            path: folder.file("frames"), width: width, height: height, fps: 30, settings: Self.exact, codec: codec)
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

    /// Planes lent to the encoder (`LentPlanes`) against planes copied into the writer's own
    /// frame: the same decoded pictures. Twelve frames, more than the recycler keeps, so lent
    /// planes come back and are converted into again while the encoder holds earlier frames.
    func testLentPlanesDecodeAsCopiedOnes() throws {
        let cases: [(VideoCodec, Int, Int, String, [String])] = [
            (.h264, 64, 48, "yuv420p", []), (.h264, 37, 21, "yuv420p", []),
            (.vp9, 33, 18, "yuva420p", ["-c:v", "libvpx-vp9"])
        ]
        for (codec, width, height, pixelFormat, decoder) in cases {
            let folder = try makeTemporaryDirectory()
            let frames = frames(width: width, height: height, count: 12)
            var decoded: [Data] = []
            for lends in [true, false] {
                let path = folder.file(lends ? "lent" : "copied")
                let writer = try VideoWriter(
                    path: path, width: width, height: height, fps: 30, settings: Self.exact, codec: codec)
                writer.lendsPlanes = lends
                let prepare = writer.preparation
                for frame in frames { try writer.write(prepare(frame)) }
                try writer.finish()
                decoded.append(try decode(path, pixelFormat: pixelFormat, codec: decoder))
            }
            let frameBytes = YUV420Picture.byteCount(
                width: width + width % 2, height: height + height % 2, alpha: pixelFormat == "yuva420p")
            XCTAssertEqual(decoded[0].count, frameBytes * frames.count, "\(codec) \(width)×\(height)")
            XCTAssertTrue(decoded[0] == decoded[1], "\(codec) \(width)×\(height): lent and copied planes differ")
        }
    }

    /// libx264 copies its input while the frame is sent, so the lent planes are back in the
    /// recycler as soon as `write` returns, ready for the next conversion.
    func testLentPlanesAreBackWhenWriteReturns() throws {
        let folder = try makeTemporaryDirectory()
        let writer = try VideoWriter(path: folder.file("lent"), width: 64, height: 48, fps: 30, codec: .h264)
        let prepare = writer.preparation
        let frames = frames(width: 64, height: 48, count: 3)
        XCTAssertEqual(writer.planeRecycler.spareCount, 0)
        try writer.write(prepare(frames[0]))
        XCTAssertEqual(writer.planeRecycler.spareCount, 1)
        try writer.write(prepare(frames[1]))
        XCTAssertEqual(writer.planeRecycler.spareCount, 1, "the second picture reused the first one's planes")
        try writer.finish()
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
