import Foundation
import ReelTestSupport
import XCTest

/// `reel export … --format png-sequence` and `-o frame-%04d.png`: one PNG per frame, decoded by
/// FFmpeg, deterministic, and put in place as a set.
final class PNGSequenceCommandTests: XCTestCase {
    /// A 64×48 scene with no background (alpha must survive), 10 frames at 10 fps.
    private static let scene = """
        {"width": 64, "height": 48, "fps": 10, "duration": 1, "background": null,
         "layers": [{"type": "shape", "position": [8, 24], "bounds": [0, 0, 16, 16],
                     "path": {"ellipse": [0, 0, 16, 16]}, "fillColor": "#1e50c8",
                     "animations": [{"keyPath": "position.x", "fromValue": 8, "toValue": 56, "duration": 1}]}]}
        """

    private func files(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func testAFolderGetsOnePNGPerFrameMatchingTheRawFrames() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("dot.json", Self.scene)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("frames/"), "--format", "png-sequence"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try files(dir.file("frames")), (0..<10).map { String(format: "frame-%04d.png", $0) })
        XCTAssertEqual(try dir.contents(), ["dot.json", "frames"], "no temporary folder left")

        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", dir.file("raw.rgba")]).status, 0)
        let raw = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.file("raw.rgba"))))
        let frameBytes = 64 * 48 * 4
        XCTAssertEqual(raw.count, 10 * frameBytes)
        var sawTransparent = false
        for i in 0..<10 {
            let decoded = try FFmpegCLI.decodeRGBA(
                dir.file(String(format: "frames/frame-%04d.png", i)), width: 64, height: 48)
            XCTAssertEqual(decoded.count, 1)
            XCTAssertEqual(decoded.first, Array(raw[(i * frameBytes)..<((i + 1) * frameBytes)]), "frame \(i)")
            sawTransparent =
                sawTransparent || decoded.first?.enumerated().contains { $0.offset % 4 == 3 && $0.element == 0 } == true
        }
        XCTAssertTrue(sawTransparent, "a scene with no background keeps its transparency")
    }

    func testAPatternChoosesTheFormatAndTheBytesDoNotDependOnThreads() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("dot.json", Self.scene)
        for threads in ["1", "2"] {
            try FileManager.default.createDirectory(atPath: dir.file("t\(threads)"), withIntermediateDirectories: false)
            let result = try ReelProcess.run([
                "export", scene, "-o", dir.file("t\(threads)/f-%03d.png"), "--threads", threads,
                "--frames", "2..7"
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try files(dir.file("t\(threads)")), (0..<5).map { String(format: "f-%03d.png", $0) })
        }
        for i in 0..<5 {
            let name = String(format: "f-%03d.png", i)
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: dir.file("t1/" + name))),
                try Data(contentsOf: URL(fileURLWithPath: dir.file("t2/" + name))), name)
        }
        // FFmpeg reads the pattern back as a 5-frame sequence.
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(dir.file("t1/f-%03d.png"), width: 64, height: 48).count, 5)
    }

    func testSeveralScenesGoToAFolderEachAndConvertWritesAPattern() throws {
        let dir = try makeTemporaryDirectory()
        let a = try dir.write("a.json", Self.scene)
        let b = try dir.write("b.json", Self.scene)
        let result = try ReelProcess.run([
            "export", a, b, "-o", dir.file("out/"), "--format", "png-sequence", "--frames", "0..2"
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try files(dir.file("out")), ["a", "b"])
        XCTAssertEqual(try files(dir.file("out/b")), ["frame-0000.png", "frame-0001.png"])

        // reel convert reads the sequence back and writes another through the same encoder.
        try FileManager.default.createDirectory(atPath: dir.file("c"), withIntermediateDirectories: false)
        let convert = try ReelProcess.run([
            "convert", dir.file("out/a/frame-%04d.png"), "-o", dir.file("c/%d.png"), "--quiet"
        ])
        XCTAssertEqual(convert.status, 0, convert.stderr)
        XCTAssertEqual(try files(dir.file("c")), ["0.png", "1.png"])
    }

    func testReExportingReplacesTheSetAndLeavesNoStaleFrames() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("dot.json", Self.scene)
        for (frames, count) in [("0..6", 6), ("0..3", 3)] {
            let result = try ReelProcess.run([
                "export", scene, "-o", dir.file("frames"), "--format", "png-sequence", "--frames", frames
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try files(dir.file("frames")).count, count)
            try FileManager.default.createDirectory(atPath: dir.file("p"), withIntermediateDirectories: true)
            let pattern = try ReelProcess.run(["export", scene, "-o", dir.file("p/x%02d.png"), "--frames", frames])
            XCTAssertEqual(pattern.status, 0, pattern.stderr)
            XCTAssertEqual(try files(dir.file("p")), (0..<count).map { String(format: "x%02d.png", $0) })
        }
        XCTAssertEqual(try dir.contents(), ["dot.json", "frames", "p"])
    }

    func testAFolderWithOtherFilesIsRefusedAndLeftAlone() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("dot.json", Self.scene)
        try FileManager.default.createDirectory(atPath: dir.file("mine"), withIntermediateDirectories: false)
        try "keep me".write(toFile: dir.file("mine/notes.txt"), atomically: true, encoding: .utf8)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("mine/"), "--format", "png-sequence"])
        XCTAssertEqual(result.status, 74, result.stderr)
        XCTAssertTrue(result.stderr.contains("notes.txt"), result.stderr)
        XCTAssertEqual(try files(dir.file("mine")), ["notes.txt"])
        XCTAssertEqual(try dir.contents(), ["dot.json", "mine"], "no temporary folder left")
        // Options for other formats are refused.
        let loop = try ReelProcess.run([
            "export", scene, "-o", dir.file("f/"), "--format", "png-sequence", "--loop", "once"
        ])
        XCTAssertEqual(loop.status, 64, loop.stderr)
    }

    func testAnInterruptedSequenceLeavesNothing() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write(
            "long.json",
            """
            {"width": 640, "height": 360, "fps": 30, "duration": 60,
             "layers": [{"type": "shape", "position": [160, 120], "bounds": [0, 0, 100, 100],
                         "path": {"ellipse": [0, 0, 100, 100]}, "fillColor": "#ff9500",
                         "animations": [{"keyPath": "position.x", "fromValue": 0, "toValue": 640, "duration": 60}]}]}
            """)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReelProcess.binary)
        process.arguments = ["export", scene, "-o", dir.file("frames/"), "--format", "png-sequence"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until a few frames are in the temporary folder.
        let deadline = Date().addingTimeInterval(60)
        func written() throws -> Int {
            guard let folder = try dir.contents().first(where: { $0.hasPrefix(".frames.") }) else { return 0 }
            return (try? FileManager.default.contentsOfDirectory(atPath: dir.file(folder)).count) ?? 0
        }
        while try written() < 5 && Date() < deadline && process.isRunning { usleep(10_000) }
        XCTAssertTrue(process.isRunning, "the export was still running when signalled")
        XCTAssertTrue(try dir.contents().contains { $0.hasPrefix(".frames.") }, "writing the temporary folder")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 143)
        XCTAssertEqual(try dir.contents(), ["long.json"], "no output and no temporary folder")
    }
}
