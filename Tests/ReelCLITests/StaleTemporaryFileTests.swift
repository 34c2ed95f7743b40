import Foundation
import ReelTestSupport
import XCTest

/// Temporary files an export that died left behind (`.NAME.reel-PID-N.tmp`) are removed by the
/// next export into the same folder when their process is gone, and never while it is alive.
final class StaleTemporaryFileTests: XCTestCase {
    private let scene = FrameCommandTests.fadingSquare

    /// A process ID no process can have: the kernel hands out IDs below pid_max.
    private func deadPID() throws -> String {
        let text = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Plants the leftovers of a dead export and of a live one (this test's own process) and
    /// files that only look alike, then runs `arguments`.
    private func assertCleansUp(_ arguments: (TemporaryDirectory) -> [String], expecting output: String) throws {
        let dir = try makeTemporaryDirectory()
        _ = try dir.write("s.json", scene)
        let dead = try deadPID()
        let live = String(getpid())
        _ = try dir.write(".out.gif.reel-\(dead)-12345.tmp", "crashed export")
        try FileManager.default.createDirectory(
            atPath: dir.file(".frames.reel-\(dead)-7.tmp"), withIntermediateDirectories: true)
        _ = try dir.write(".frames.reel-\(dead)-7.tmp/frame-0000.png", "crashed frame")
        try FileManager.default.createDirectory(
            atPath: dir.file(".old.reel-\(dead)-8.tmp.old"), withIntermediateDirectories: true)
        let kept = [
            ".live.gif.reel-\(live)-99.tmp", ".notes.reel-\(dead).tmp", ".x.reel-\(dead)-1.tmp.bak",
            "keep.reel-\(dead)-3.tmp"
        ]
        for name in kept { _ = try dir.write(name, "not a stale temporary file") }
        let result = try ReelProcess.run(arguments(dir))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try dir.contents(), (kept + [output, "s.json"]).sorted())
    }

    func testExportRemovesTemporaryFilesOfDeadProcesses() throws {
        try assertCleansUp({ ["export", $0.file("s.json"), "-o", $0.file("out.gif")] }, expecting: "out.gif")
    }

    func testPNGSequenceAndFrameRemoveThemToo() throws {
        try assertCleansUp(
            {
                ["export", $0.file("s.json"), "-o", $0.file("frames/"), "--format", "png-sequence", "--duration", "0.2"]
            },
            expecting: "frames")
        try assertCleansUp({ ["frame", $0.file("s.json"), "-o", $0.file("f.png")] }, expecting: "f.png")
    }
}
