import Foundation
import ReelTestSupport
import XCTest

/// `reel watch`: exports, then exports again when the scene changes; a broken scene waits.
final class WatchCommandTests: XCTestCase {
    private func scene(color: String) -> String {
        #"{"width": 8, "height": 8, "duration": 0.2, "background": ""# + color + #"", "layers": []}"#
    }

    /// Waits (up to a minute: the machine may be busy) until `condition` holds.
    private func eventually(_ what: String, _ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(60)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertTrue(condition(), what)
    }

    private func firstPixel(_ path: String) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path),
            let frames = try? FFmpegCLI.decodeRGBA(path, width: 8, height: 8), let first = frames.first
        else { return nil }
        return Array(first[0..<3])
    }

    func testAChangedSceneIsExportedAgain() throws {
        let dir = try makeTemporaryDirectory()
        _ = try dir.write("scene.json", scene(color: "#ff0000"))
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: ReelProcess.binary)
        watch.arguments = ["watch", "scene.json", "-o", "out.gif", "--fps", "10"]
        watch.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        watch.standardOutput = FileHandle.nullDevice
        watch.standardError = FileHandle.nullDevice
        try watch.run()
        defer {
            watch.terminate()
            watch.waitUntilExit()
        }
        let out = dir.file("out.gif")
        eventually("the first export") { firstPixel(out) == [255, 0, 0] }
        _ = try dir.write("scene.json", "{ broken")
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(firstPixel(out), [255, 0, 0], "a broken scene leaves the last good file")
        _ = try dir.write("scene.json", scene(color: "#0000ff"))
        eventually("the export after the change") { firstPixel(out) == [0, 0, 255] }
        XCTAssertTrue(watch.isRunning, "still watching")
    }
}
