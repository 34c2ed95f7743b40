import Foundation
import ReelTestSupport
import XCTest

/// Bad input: one line naming the problem, a non-zero exit, and no output file left behind.
final class BadInputTests: XCTestCase {
    private let validScene = FrameCommandTests.fadingSquare

    func testMissingSceneFile() throws {
        let dir = try makeTemporaryDirectory()
        let result = try ReelProcess.run(["export", dir.file("nope.json"), "-o", dir.file("out.gif")])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.stderr.contains("nope.json") && result.stderr.contains("does not exist"), result.stderr)
        XCTAssertEqual(try dir.contents(), [])
    }

    func testMalformedJSONNamesLineAndColumn() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("bad.json", "{\n  \"width\": 10,\n  \"height\": 10,,\n}")
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("out.gif")])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.stderr.hasPrefix("error: \(scene):3:16: invalid JSON"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line")
        XCTAssertEqual(try dir.contents(), ["bad.json"])
    }

    func testWrongTypeAndUnknownKeyNameTheJSONPath() throws {
        let dir = try makeTemporaryDirectory()
        let wrongType = try dir.write("a.json", #"{"width": 10, "height": 10, "layers": [{"opacity": "half"}]}"#)
        var result = try ReelProcess.run(["frame", wrongType, "-o", dir.file("f.png")])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(
            result.stderr.contains("layers[0].opacity: expected a number, found the string \"half\""), result.stderr)

        let typo = try dir.write("b.json", #"{"width": 10, "height": 10, "layers": [{"opacty": 1}]}"#)
        result = try ReelProcess.run(["frame", typo, "-o", dir.file("f.png")])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(
            result.stderr.contains("layers[0].opacty: unknown key \"opacty\" in a layer; did you mean \"opacity\"?"),
            result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("f.png")))
    }

    func testUnknownOutputExtensionIsAUsageError() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", validScene)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("out.avi")])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("out.avi") && result.stderr.contains("gif, mp4"), result.stderr)
        XCTAssertEqual(try dir.contents(), ["s.json"])
    }

    func testUnwritableOutputFolder() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", validScene)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("missing/out.gif")])
        XCTAssertEqual(result.status, 74)
        XCTAssertTrue(result.stderr.contains("does not exist"), result.stderr)
        XCTAssertEqual(try dir.contents(), ["s.json"])
    }

    func testAFailedExportLeavesAnExistingOutputUntouched() throws {
        let dir = try makeTemporaryDirectory()
        let output = try dir.write("out.gif", "previous contents")
        // No duration and nothing that ends: the export fails after the output is prepared.
        let scene = try dir.write("s.json", #"{"width": 10, "height": 10}"#)
        let result = try ReelProcess.run(["export", scene, "-o", output])
        XCTAssertEqual(result.status, 65, "a scene problem")
        XCTAssertTrue(result.stderr.hasPrefix("error: \(scene):1:1: the scene has no \"duration\""), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "previous contents")
        XCTAssertEqual(try dir.contents(), ["out.gif", "s.json"], "no temporary file left")
    }

    func testOutputThatIsADirectory() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", validScene)
        let result = try ReelProcess.run(["export", scene, "-o", dir.path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertFalse(result.stderr.isEmpty)
    }

    func testVersionAndHelp() throws {
        let version = try ReelProcess.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("reel 0."), version.stdout)
        XCTAssertTrue(version.stdout.contains("(commit "), version.stdout)
        for command in [["--help"], ["export", "--help"], ["frame", "--help"]] {
            let help = try ReelProcess.run(command)
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.stdout.contains("USAGE:"), help.stdout)
        }
    }
}
