import Foundation
import ReelTestSupport
import XCTest

/// MP4 bytes are x264's, and differ between machines and library builds, so committed videos are
/// checked by decoding them against Reel's own frames (scripts/video-matches, which the docs-assets
/// check uses). Another x264 build is simulated by re-encoding a committed MP4 with other settings.
final class VideoReproducibilityTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Runs scripts/video-matches on `video` against the pop preset's frames (400×170 at 30 fps).
    private func matchesPop(_ video: String, in dir: TemporaryDirectory) throws -> Subprocess.Result {
        let reference = dir.file("pop.rgba")
        if !FileManager.default.fileExists(atPath: reference) {
            let export = try ReelProcess.run(["export", root + "/presets/pop.json", "-o", reference, "--quiet"])
            XCTAssertEqual(export.status, 0, export.stderr)
        }
        return try Subprocess.run(
            "/usr/bin/env", ["python3", root + "/scripts/video-matches", video, reference, "400", "170", "30"])
    }

    /// `pop.mp4` decoded and encoded again by this machine's x264 with `settings`, tagged as Reel
    /// tags (BT.709, limited range) or, with `tags` false, as BT.601.
    private func reencodedPop(
        _ settings: [String], filter: [String] = [], tags: Bool = true, in dir: TemporaryDirectory
    ) throws -> String {
        let output = dir.file("pop-\(UUID().uuidString).mp4")
        let standard = tags ? "bt709" : "bt470bg"
        let tagging = [
            "-color_primaries", standard, "-color_trc", tags ? "bt709" : "gamma28", "-colorspace", standard,
            "-color_range", "tv"
        ]
        _ = try FFmpegCLI.run(
            "/usr/bin/ffmpeg",
            ["-v", "error", "-nostdin", "-i", root + "/docs/assets/pop.mp4"] + filter
                + ["-c:v", "libx264", "-pix_fmt", "yuv420p"] + settings + tagging + [output])
        return output
    }

    func testTheCommittedMP4MatchesReelsFrames() throws {
        let dir = try makeTemporaryDirectory()
        let result = try matchesPop(root + "/docs/assets/pop.mp4", in: dir)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
    }

    func testAnotherEncoderBuildStillMatches() throws {
        let dir = try makeTemporaryDirectory()
        for settings in [["-preset", "ultrafast", "-crf", "23"], ["-preset", "slow", "-crf", "18", "-tune", "film"]] {
            let result = try matchesPop(try reencodedPop(settings, in: dir), in: dir)
            XCTAssertEqual(result.status, 0, "\(settings): \(String(decoding: result.stderr, as: UTF8.self))")
        }
    }

    /// The check can fail: a stream one frame late, or one without Reel's colour tags.
    func testWrongFramesOrTagsDoNotMatch() throws {
        let dir = try makeTemporaryDirectory()
        let late = try reencodedPop(["-crf", "18"], filter: ["-vf", "select=gte(n\\,1)", "-r", "30"], in: dir)
        var result = try matchesPop(late, in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(String(decoding: result.stderr, as: UTF8.self).contains("47 frames, expected 48"))
        XCTAssertTrue(String(decoding: result.stderr, as: UTF8.self).contains("dB from Reel's frame"))

        result = try matchesPop(try reencodedPop(["-crf", "18"], tags: false, in: dir), in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            String(decoding: result.stderr, as: UTF8.self).contains("color_primaries is"),
            String(decoding: result.stderr, as: UTF8.self))
    }
}
