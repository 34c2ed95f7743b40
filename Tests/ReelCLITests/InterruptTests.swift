import Foundation
import ReelTestSupport
import XCTest

/// Ctrl-C in the middle of an export: the documented exit code and nothing left behind.
final class InterruptTests: XCTestCase {
    func testSIGINTDuringAnExportRemovesThePartialFileAndKeepsTheOldOne() throws {
        for (signal, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let dir = try makeTemporaryDirectory()
            // Long enough (a minute of 720p) that the export is surely still running when signalled.
            let scene = try dir.write(
                "long.json",
                """
                {"width": 1280, "height": 720, "fps": 30, "duration": 60,
                 "layers": [{"type": "shape", "position": [640, 360], "bounds": [0, 0, 400, 400],
                             "path": {"ellipse": [0, 0, 400, 400]}, "fillColor": "#ff9500",
                             "animations": [{"keyPath": "position.x", "fromValue": 0, "toValue": 1280, "duration": 60}]}]}
                """)
            let output = try dir.write("out.mp4", "the previous export")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ReelProcess.binary)
            process.arguments = ["export", scene, "-o", output]
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait until the temporary output exists: the encoder is writing.
            let deadline = Date().addingTimeInterval(60)
            while try !dir.contents().contains(where: { $0.hasPrefix(".out.mp4.") }) && Date() < deadline
                && process.isRunning
            {
                usleep(10_000)
            }
            XCTAssertTrue(process.isRunning, "the export was still running when signalled")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, code)
            XCTAssertEqual(try dir.contents(), ["long.json", "out.mp4"], "no temporary file left")
            XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "the previous export")
            // Nothing is left locked or half-done: the next export to the same place just works.
            let short = try dir.write(
                "short.json", #"{"width": 32, "height": 32, "duration": 0.2, "background": "white"}"#)
            let again = try ReelProcess.run(["export", short, "-o", output])
            XCTAssertEqual(again.status, 0, again.stderr)
            XCTAssertEqual(try FFmpegCLI.videoStream(output)["codec_name"] as? String, "h264")
        }
    }

    func testAnInterruptedParallelGIFWriteLeavesNoFile() throws {
        let dir = try makeTemporaryDirectory()
        // A minute at 30 fps: the palette pass is quick at this size, the write pass long enough.
        let scene = try dir.write(
            "long.json",
            """
            {"width": 320, "height": 240, "fps": 30, "duration": 60,
             "layers": [{"type": "shape", "position": [160, 120], "bounds": [0, 0, 100, 100],
                         "path": {"ellipse": [0, 0, 100, 100]}, "fillColor": "#ff9500",
                         "animations": [{"keyPath": "position.x", "fromValue": 0, "toValue": 320, "duration": 60}]}]}
            """)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReelProcess.binary)
        process.arguments = ["export", scene, "-o", dir.file("out.gif"), "--threads", "2", "--progress", "json"]
        let progress = Pipe()
        process.standardError = progress
        try process.run()
        // Wait for a progress line from the second pass: the GIF's temporary file is being written.
        var seen = ""
        while process.isRunning && !seen.contains(#""pass":2,"#) {
            let data = progress.fileHandleForReading.availableData
            if data.isEmpty { break }
            seen += String(decoding: data, as: UTF8.self)
        }
        XCTAssertTrue(process.isRunning, "the export was still running when signalled")
        XCTAssertTrue(try dir.contents().contains { $0.hasPrefix(".out.gif.") }, "writing the temporary file")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertEqual(try dir.contents(), ["long.json"], "no output and no temporary file")
    }
}
