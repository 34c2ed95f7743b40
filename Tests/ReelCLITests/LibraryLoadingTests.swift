import Foundation
import ReelTestSupport
import XCTest

/// FFmpeg's libraries are loaded when a command first needs them (Sources/CFFmpegLoader), not
/// when every command starts: the dynamic loader's own log (`LD_DEBUG=files`) says which it opened.
final class LibraryLoadingTests: XCTestCase {
    /// The libraries the dynamic loader opened while `reel` ran `arguments`.
    private func librariesOpened(_ arguments: [String]) throws -> String {
        let result = try Subprocess.run(ReelProcess.binary, arguments, environment: ["LD_DEBUG": "files"])
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        XCTAssertEqual(result.status, 0, stderr)
        return stderr.split(separator: "\n").filter { $0.contains("file=") }.joined(separator: "\n")
    }

    func testAGIFExportLoadsNoFFmpegAndAVideoExportLoadsItOnDemand() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("slide.json", ExportCommandTests.slidingSquare)
        let gif = try librariesOpened(["export", scene, "-o", dir.file("slide.gif")])
        XCTAssertTrue(gif.contains("libgif"), "the log lists what was opened:\n\(gif)")
        XCTAssertFalse(gif.contains("libavcodec"), gif)
        XCTAssertFalse(gif.contains("libavformat"), gif)

        let video = try librariesOpened(["export", scene, "-o", dir.file("slide.mp4")])
        XCTAssertTrue(video.contains("file=libavformat.so"), video)
        XCTAssertTrue(video.contains("dynamically loaded"), "opened with dlopen, not at startup:\n\(video)")
        XCTAssertEqual(try FFmpegCLI.videoStream(dir.file("slide.mp4"))["nb_read_frames"] as? String, "30")
    }
}
