import Foundation
import ReelTestSupport
import XCTest

/// Absurd scenes fail at once with a message naming the limit and how to raise it; assets stay in
/// the scene's folder unless allowed out.
final class LimitsTests: XCTestCase {
    func testAbsurdScenesFailImmediatelyNamingTheLimit() throws {
        let dir = try makeTemporaryDirectory()
        let cases: [(scene: String, arguments: [String], expected: String)] = [
            (#"{"width": 100000, "height": 100000, "duration": 1}"#, [], "--limit canvas=N"),
            (#"{"width": 10, "height": 10, "duration": 1000000000}"#, [], "--limit frames=N"),
            (
                #"{"width": 10, "height": 10, "duration": 1, "layers": [{"type": "replicator", "instanceCount": 100000000}]}"#,
                [], "--limit instances=N"
            ),
            (
                #"{"width": 10, "height": 10, "duration": 1, "layers": [{"sublayers": [{"sublayers": [{}]}]}]}"#,
                ["--limit", "depth=2"], "--limit depth=N"
            ),
            (
                #"{"width": 10, "height": 10, "duration": 1, "layers": [{}, {}, {}]}"#, ["--limit", "layers=2"],
                "--limit layers=N"
            ),
            (#"{"width": 10, "height": 10, "duration": 1e300}"#, [], ":1:41: duration: 1e+300 is out of range")
        ]
        for (i, c) in cases.enumerated() {
            let scene = try dir.write("s\(i).json", c.scene)
            let result = try ReelProcess.run(["export", scene, "-o", dir.file("o\(i).gif")] + c.arguments)
            XCTAssertEqual(result.status, 65, "\(c.scene): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(c.expected), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("o\(i).gif")))
        }
    }

    func testRaisingALimitLetsTheSceneThrough() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", #"{"width": 10, "height": 10, "duration": 1, "layers": [{}, {}, {}]}"#)
        XCTAssertEqual(try ReelProcess.run(["frame", scene, "-o", dir.file("f.png"), "--limit", "layers=2"]).status, 65)
        XCTAssertEqual(try ReelProcess.run(["frame", scene, "-o", dir.file("f.png"), "--limit", "layers=3"]).status, 0)
        XCTAssertEqual(try ReelProcess.run(["frame", scene, "-o", dir.file("f.png"), "--limit", "lairs=3"]).status, 64)
    }

    func testInfoReadsWithinTheLimitsItIsGiven() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write(
            "ball.json",
            #"""
            {"width": 100, "height": 100, "duration": 2,
             "layers": [{"name": "ball", "bounds": [0, 0, 10, 10], "position": [50, 10]}],
             "dynamics": {"behaviors": [{"type": "gravity", "items": ["ball"]}]}}
            """#)
        XCTAssertEqual(try ReelProcess.run(["info", scene]).status, 0)
        let refused = try ReelProcess.run(["info", scene, "--limit", "dynamics=10"])
        XCTAssertEqual(refused.status, 65, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--limit dynamics=N"), refused.stderr)
        XCTAssertEqual(try ReelProcess.run(["info", scene, "--limit", "file=10"]).status, 65)
        XCTAssertEqual(try ReelProcess.run(["info", scene, "--limit", "dynamic=10"]).status, 64)
    }

    func testSceneFilesAboveTheFileLimitAreNotRead() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write(
            "big.json", #"{"width": 10, "height": 10, "description": ""# + String(repeating: "x", count: 2000) + #""}"#)
        let result = try ReelProcess.run(["frame", scene, "-o", dir.file("f.png"), "--limit", "file=1000"])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.stderr.contains("--limit file=N"), result.stderr)
    }

    func testAssetsOutsideTheScenesFolderAreRefusedUnlessAllowed() throws {
        let dir = try makeTemporaryDirectory()
        let swatch = try dir.write("swatch.json", #"{"width": 4, "height": 4, "background": "white"}"#)
        XCTAssertEqual(try ReelProcess.run(["frame", swatch, "-o", dir.file("swatch.png")]).status, 0)
        try FileManager.default.createDirectory(atPath: dir.file("scenes"), withIntermediateDirectories: true)
        for name in ["../swatch.png", dir.file("swatch.png")] {
            let scene = try dir.write(
                "scenes/s.json",
                #"{"width": 4, "height": 4, "layers": [{"bounds": [0, 0, 4, 4], "contents": "\#(name)"}]}"#)
            let refused = try ReelProcess.run(["frame", scene, "-o", dir.file("f.png")])
            XCTAssertEqual(refused.status, 65)
            XCTAssertTrue(
                refused.stderr.contains("outside the scene's folder")
                    && refused.stderr.contains("--allow-external-assets"), refused.stderr)
            XCTAssertEqual(
                try ReelProcess.run(["frame", scene, "-o", dir.file("f.png"), "--allow-external-assets"]).status, 0)
        }
        // A symbolic link inside the folder that points out of it is refused too.
        try FileManager.default.createSymbolicLink(
            atPath: dir.file("scenes/link.png"), withDestinationPath: dir.file("swatch.png"))
        let linked = try dir.write(
            "scenes/l.json", #"{"width": 4, "height": 4, "layers": [{"bounds": [0, 0, 4, 4], "contents": "link.png"}]}"#
        )
        XCTAssertEqual(try ReelProcess.run(["frame", linked, "-o", dir.file("f.png")]).status, 65)
    }
}
