import Foundation
import ReelTestSupport
import XCTest

/// Outputs that are not regular files: devices, FIFOs and links are written in place (or, for a
/// link to a file, through it), never replaced by renaming a temporary file over them. The devices
/// are made with mknod in a temporary folder (copies of /dev/null's and /dev/full's numbers):
/// the tests never write to the real /dev.
final class SpecialOutputTests: XCTestCase {
    private let scene = FrameCommandTests.fadingSquare

    /// `mknod DIR/NAME c MAJOR MINOR` (root only; the tests skip otherwise).
    private func makeDevice(_ dir: TemporaryDirectory, _ name: String, minor: Int) throws -> String {
        try XCTSkipUnless(getuid() == 0, "mknod needs root")
        let path = dir.file(name)
        let result = try Subprocess.run("/bin/mknod", [path, "c", "1", String(minor)])
        try XCTSkipUnless(result.status == 0, "mknod is not permitted here")
        return path
    }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// Runs reel with TMPDIR set to `tmp`, where outputs written in place keep their temporary file.
    private func reel(_ arguments: [String], tmp: String) throws -> Subprocess.Result {
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        return try Subprocess.run("/usr/bin/env", ["TMPDIR=\(tmp)", ReelProcess.binary] + arguments)
    }

    func testExportToADeviceWritesIntoItAndKeepsIt() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        let null = try makeDevice(dir, "null", minor: 3)
        let result = try reel(["export", scene, "-o", null, "--format", "gif"], tmp: dir.file("tmp"))
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(fileType(null), S_IFCHR, "still a character device")
        XCTAssertEqual(try dir.contents(), ["null", "s.json", "tmp"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.file("tmp")), [], "no temporary file left")
    }

    func testAFullDeviceFailsWithAnOutputError() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        let full = try makeDevice(dir, "full", minor: 7)
        let result = try reel(["export", scene, "-o", full, "--format", "gif"], tmp: dir.file("tmp"))
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        XCTAssertEqual(result.status, 74, stderr)
        XCTAssertTrue(stderr.hasPrefix("error: cannot write \(full): No space left on device"), stderr)
        XCTAssertEqual(fileType(full), S_IFCHR, "still a character device")
        XCTAssertEqual(try dir.contents(), ["full", "s.json", "tmp"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.file("tmp")), [], "no temporary file left")
    }

    func testFrameSheetAndConvertWriteIntoDevicesToo() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        let null = try makeDevice(dir, "null.png", minor: 3)
        let full = try makeDevice(dir, "full.png", minor: 7)
        let gif = dir.file("in.gif")
        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", gif, "--duration", "0.5"]).status, 0)
        let tmp = dir.file("tmp")
        for command in [["frame", scene], ["sheet", scene], ["convert", gif]] {
            var result = try reel(command + ["-o", null], tmp: tmp)
            XCTAssertEqual(result.status, 0, "\(command[0]): " + String(decoding: result.stderr, as: UTF8.self))
            result = try reel(command + ["-o", full], tmp: tmp)
            XCTAssertEqual(result.status, 74, "\(command[0]): " + String(decoding: result.stderr, as: UTF8.self))
            XCTAssertEqual(fileType(null), S_IFCHR, command[0])
            XCTAssertEqual(fileType(full), S_IFCHR, command[0])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tmp), [], "no temporary file left")
    }

    func testExportIntoAFIFOReachesItsReader() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        let fifo = dir.file("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // Held open for writing too, so the reader never waits for a writer that does not come
        // (an export that renames over the FIFO instead): closing it gives the reader its EOF.
        let keeper = open(fifo, O_RDWR)
        XCTAssertGreaterThanOrEqual(keeper, 0)
        nonisolated(unsafe) var received = Data()
        let reader = Thread {
            received = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
        }
        reader.start()
        usleep(100_000)  // the reader opens the FIFO before it can be renamed over
        let result = try reel(["export", scene, "-o", fifo, "--format", "gif"], tmp: dir.file("tmp"))
        close(keeper)
        while !reader.isFinished { usleep(10_000) }
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(String(decoding: received.prefix(6), as: UTF8.self), "GIF89a")
        XCTAssertEqual(fileType(fifo), S_IFIFO, "still a FIFO")
    }

    func testALinkToStandardOutputWritesToStandardOutput() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        let link = dir.file("stdout")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let result = try reel(["export", scene, "-o", link, "--format", "gif"], tmp: dir.file("tmp"))
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(String(decoding: result.stdout.prefix(6), as: UTF8.self), "GIF89a")
        XCTAssertEqual(fileType(link), S_IFLNK, "the link survives")
    }

    func testALinkToAFileReplacesTheFileAndKeepsTheLink() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        try FileManager.default.createDirectory(atPath: dir.file("real"), withIntermediateDirectories: true)
        let target = try dir.write("real/out.gif", "previous")
        let link = dir.file("out.gif")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/out.gif")
        let result = try ReelProcess.run(["export", scene, "-o", link])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link survives")
        XCTAssertEqual(
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: target)).prefix(6), as: UTF8.self), "GIF89a")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.file("real")), ["out.gif"])
    }

    func testAPNGSequenceRefusesToRenameOverAFIFO() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        try FileManager.default.createDirectory(atPath: dir.file("out"), withIntermediateDirectories: true)
        let fifo = dir.file("out/f-0001.png")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("out/f-%04d.png"), "--duration", "0.5"])
        XCTAssertEqual(result.status, 74, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(fifo) is a FIFO, not a regular file"), result.stderr)
        XCTAssertEqual(fileType(fifo), S_IFIFO, "still a FIFO")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.file("out")), ["f-0001.png"])
        XCTAssertFalse(try dir.contents().contains { $0.hasPrefix(".") }, "no temporary folder left")
    }

    func testAPNGSequenceFolderBehindALinkKeepsTheLink() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        try FileManager.default.createDirectory(atPath: dir.file("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.file("frames"), withDestinationPath: "real")
        let result = try ReelProcess.run([
            "export", scene, "-o", dir.file("frames/"), "--format", "png-sequence", "--duration", "0.2"
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(fileType(dir.file("frames")), S_IFLNK, "the link survives")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.file("real")).sorted(),
            (0..<6).map { "frame-000\($0).png" })
        XCTAssertEqual(try dir.contents(), ["frames", "real", "s.json"])
    }
}
