import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// Every FFmpeg-written format, decoded by the ffmpeg command: frame count, size, timing, colour
/// and, where the format has it, alpha.
final class VideoFormatsTests: XCTestCase {
    /// 8 frames of 64×32 (x265 refuses narrower ones): a transparent canvas with an opaque red square moving right.
    private func frames() -> [Pixmap] {
        (0..<8).map { i in
            var frame = Pixmap(width: 64, height: 32)
            let red = Color(red: 1, green: 0, blue: 0).premultipliedRGBA8
            for y in 8..<24 { for x in (i * 4)..<(i * 4 + 16) { frame[x, y] = red } }
            return frame
        }
    }

    private func write(_ codec: VideoCodec, to path: String, settings: VideoSettings = VideoSettings()) throws {
        let writer = try VideoWriter(path: path, width: 64, height: 32, fps: 10, settings: settings, codec: codec)
        for frame in frames() { try writer.write(frame) }
        try writer.finish()
    }

    /// Decodes with `decoder` (e.g. libvpx-vp9, which keeps VP9's alpha) into RGBA frames.
    private func decode(_ path: String, decoder: String? = nil) throws -> [[UInt8]] {
        let output = try FFmpegCLI.run(
            "/usr/bin/ffmpeg",
            ["-v", "error", "-nostdin"] + (decoder.map { ["-c:v", $0] } ?? [])
                + ["-i", path, "-fps_mode", "passthrough"]
                // The YUV formats are tagged BT.709; the ffmpeg command's scaler assumes BT.601 unless told.
                + (path.hasSuffix("apng") ? [] : ["-vf", "scale=in_color_matrix=bt709:in_range=tv"])
                + ["-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let bytes = [UInt8](output)
        let size = 64 * 32 * 4
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<$0 + size]) }
    }

    func testAlphaFormatsKeepTransparencyAndColour() throws {
        let directory = try makeTemporaryDirectory()
        for (codec, decoder, tolerance) in [(VideoCodec.vp9, "libvpx-vp9", 24), (.prores4444, nil, 8), (.apng, nil, 0)]
        {
            let path = directory.file("alpha.\(codec)")
            try write(codec, to: path)
            let stream = try FFmpegCLI.videoStream(path)
            XCTAssertEqual(stream["width"] as? Int, 64, "\(codec)")
            XCTAssertEqual(stream["height"] as? Int, 32, "\(codec)")
            let decoded = try decode(path, decoder: decoder)
            XCTAssertEqual(decoded.count, 8, "\(codec)")
            for (f, pixels) in decoded.enumerated() {
                // Inside the square: opaque red; far from it: transparent.
                let inside = (16 * 64 + f * 4 + 8) * 4
                let outside = (2 * 64 + 2) * 4
                XCTAssertEqual(pixels[inside + 3], 255, "\(codec) frame \(f)")
                XCTAssertLessThanOrEqual(abs(Int(pixels[inside]) - 255), tolerance, "\(codec) frame \(f) red")
                XCTAssertLessThanOrEqual(Int(pixels[inside + 1]), tolerance, "\(codec) frame \(f) green")
                XCTAssertEqual(pixels[outside + 3], 0, "\(codec) frame \(f) transparent")
            }
        }
    }

    func testVideoFormatsHaveFramesTimingAndTags() throws {
        let directory = try makeTemporaryDirectory()
        for codec in [VideoCodec.h264, .hevc, .vp9, .prores4444, .apng] {
            let path = directory.file("clip.\(codec)")
            try write(codec, to: path)
            let stream = try FFmpegCLI.videoStream(path)
            XCTAssertEqual(stream["nb_read_frames"] as? String, "8", "\(codec)")
            let packets =
                try FFmpegCLI.probe(path, ["-select_streams", "v:0", "-show_packets"])["packets"] as? [[String: Any]]
                ?? []
            let total = packets.compactMap { ($0["duration_time"] as? String).flatMap(Double.init) }.reduce(0, +)
            XCTAssertEqual(total, 0.8, accuracy: 0.011, "\(codec)")
            if codec == .hevc { XCTAssertEqual(stream["codec_tag_string"] as? String, "hvc1") }
        }
    }

    func testHEVCRefusesFramesTooNarrowForX265() {
        let path = NSTemporaryDirectory() + "narrow-\(getpid()).mp4"
        XCTAssertThrowsError(try VideoWriter(path: path, width: 48, height: 32, fps: 10, codec: .hevc)) { error in
            XCTAssertTrue("\(error)".contains("narrower than 64 pixels"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testAPNGLoopCountAndDeterminism() throws {
        let directory = try makeTemporaryDirectory()
        var settings = VideoSettings()
        settings.loop = .count(3)
        try write(.apng, to: directory.file("a.apng"), settings: settings)
        try write(.apng, to: directory.file("b.apng"), settings: settings)
        let a = try Data(contentsOf: URL(fileURLWithPath: directory.file("a.apng")))
        XCTAssertEqual(a, try Data(contentsOf: URL(fileURLWithPath: directory.file("b.apng"))))
        // acTL: frame count (4 bytes), then plays (4 bytes).
        let bytes = [UInt8](a)
        let at = try XCTUnwrap(bytes.indices.first { bytes[$0...].starts(with: Array("acTL".utf8)) })
        XCTAssertEqual(Array(bytes[(at + 4)..<(at + 12)]), [0, 0, 0, 8, 0, 0, 0, 3])
    }

    func testWebPIsAnAnimationWithItsFramesAndLoop() throws {
        // FFmpeg 5.1 cannot decode animated WebP, so the RIFF chunks are read directly.
        let directory = try makeTemporaryDirectory()
        for lossless in [false, true] {
            var settings = VideoSettings()
            settings.lossless = lossless
            settings.loop = .count(2)
            let path = directory.file("anim-\(lossless).webp")
            try write(.webp, to: path, settings: settings)
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            XCTAssertEqual(Array(bytes[0..<4]), Array("RIFF".utf8))
            XCTAssertEqual(Array(bytes[8..<12]), Array("WEBP".utf8))
            var chunks: [String: Int] = [:]
            var loop: Int?
            var offset = 12
            while offset + 8 <= bytes.count {
                let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
                let size =
                    Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16 | Int(
                        bytes[offset + 7]) << 24
                chunks[name, default: 0] += 1
                if name == "ANIM" { loop = Int(bytes[offset + 12]) | Int(bytes[offset + 13]) << 8 }
                offset += 8 + size + size % 2
            }
            XCTAssertEqual(chunks["ANMF"], 8, "lossless \(lossless): \(chunks)")
            XCTAssertEqual(loop, 2)
        }
    }
}
