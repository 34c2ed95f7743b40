import Foundation
import XCTest

/// Runs the `ffprobe` and `ffmpeg` commands: an independent decoder for what ReelEncode writes,
/// so giflib is never checked with giflib, nor libavcodec's encoder only with itself in-process.
public enum FFmpegCLI {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `ffprobe -of json` on `path` with `arguments` (e.g. `-show_streams`), parsed.
    public static func probe(_ path: String, _ arguments: [String]) throws -> [String: Any] {
        let output = try run("/usr/bin/ffprobe", ["-v", "error", "-of", "json"] + arguments + [path])
        guard let json = try JSONSerialization.jsonObject(with: output) as? [String: Any] else {
            throw Failure(description: "ffprobe printed something other than a JSON object for \(path)")
        }
        return json
    }

    /// The first video stream, as `ffprobe -show_streams` describes it.
    public static func videoStream(_ path: String) throws -> [String: Any] {
        let json = try probe(path, ["-select_streams", "v:0", "-show_streams", "-count_frames"])
        guard let stream = (json["streams"] as? [[String: Any]])?.first else {
            throw Failure(description: "ffprobe found no video stream in \(path)")
        }
        return stream
    }

    /// Asserts that `stream` (from `videoStream`) is H.264 in 4:2:0 tagged BT.709 limited range,
    /// as Reel writes MP4s, so that players show the colours Reel rendered.
    public static func assertH264BT709(_ stream: [String: Any], file: StaticString = #filePath, line: UInt = #line) {
        for (key, expected) in [
            ("codec_name", "h264"), ("pix_fmt", "yuv420p"), ("color_space", "bt709"), ("color_primaries", "bt709"),
            ("color_transfer", "bt709"), ("color_range", "tv")
        ] {
            XCTAssertEqual(stream[key] as? String, expected, key, file: file, line: line)
        }
    }

    /// Every decoded frame of `path` as straight RGBA8 bytes (`width * height * 4` each), one
    /// output frame per decoded frame (passthrough: no frame is duplicated or dropped to fit a rate).
    public static func decodeRGBA(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
        let output = try run(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-nostdin", "-i", path,
                "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"
            ])
        let frameBytes = width * height * 4
        guard output.count % frameBytes == 0 else {
            throw Failure(
                description: "ffmpeg decoded \(output.count) bytes, not a multiple of a \(width)×\(height) frame")
        }
        let bytes = [UInt8](output)
        return stride(from: 0, to: bytes.count, by: frameBytes).map { Array(bytes[$0..<$0 + frameBytes]) }
    }

    /// The picture a GIF shows during each of its centiseconds, decoded by FFmpeg: each image
    /// repeated for its delay, so files that split a frame into several images (a transparent
    /// GIF's clearing images) compare with the frames they show.
    public static func decodeRGBAByCentisecond(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
        let images = try decodeRGBA(path, width: width, height: height)
        let probed = try probe(path, ["-select_streams", "v:0", "-show_packets"])["packets"] as? [[String: Any]] ?? []
        let delays = probed.compactMap { ($0["duration"] as? Int) ?? ($0["duration"] as? String).flatMap { Int($0) } }
        guard delays.count == images.count else {
            throw Failure(description: "ffprobe gave \(delays.count) delays for \(images.count) images of '\(path)'")
        }
        return zip(images, delays).flatMap { [[UInt8]](repeating: $0, count: $1) }
    }

    /// Runs `executable` and returns its standard output; throws if it exits non-zero.
    public static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let result = try Subprocess.run(executable, arguments)
        guard result.status == 0 else {
            let text = String(decoding: result.stderr, as: UTF8.self)
            throw Failure(
                description: "\(executable) \(arguments.joined(separator: " ")) failed (\(result.status)): \(text)")
        }
        return result.stdout
    }
}

/// A fresh directory for one test's files.
public struct TemporaryDirectory {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "reel-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }
}

extension XCTestCase {
    /// A temporary directory removed when this test finishes.
    public func makeTemporaryDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let path = directory.path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return directory
    }
}
