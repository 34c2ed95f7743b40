import Foundation
import Reel
import ReelTestSupport
import XCTest

/// `reel build`: a manifest's outputs rendered when out of date, and only then.
final class BuildCommandTests: XCTestCase {
    /// A tiny scene: a square that moves over 0.5 s.
    private let scene = """
        {"width": 24, "height": 16, "fps": 10, "duration": 0.5,
         "parameters": {"color": {"type": "color", "default": "#ff9500", "description": "The square."}},
         "layers": [{"position": [6, 8], "bounds": [0, 0, 8, 8], "backgroundColor": {"$param": "color"},
           "animations": [{"keyPath": "position.x", "toValue": 18, "duration": 0.5}]}]}
        """

    private let manifest = """
        defaults:
          scale: 2
        renders:
          - scene: anim/square.json
            params: {color: "#34c759"}
            outputs:
              - out/square.gif
              - path: out/square.png
                time: 0.25
              - path: out/square-sheet.png
                sheet: {frames: 3, columns: 3}
                scale: 1
        """

    /// Runs reel in `dir`; with `identity`, as a Reel of that identity (another build of it).
    private func reel(
        _ arguments: [String], in dir: TemporaryDirectory, identity: String? = nil
    ) throws -> Subprocess.Result {
        let environment = identity.map { ["REEL_TEST_BUILD_IDENTITY": $0] } ?? [:]
        return try Subprocess.run(ReelProcess.binary, arguments, in: dir.path, environment: environment)
    }

    /// Which Reel reel.lock says wrote each output.
    private func writers(in dir: TemporaryDirectory) throws -> [String: String] {
        let lock = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir.file("reel.lock"))))
        let outputs = try XCTUnwrap((lock as? [String: Any])?["outputs"] as? [String: [String: String]])
        return outputs.compactMapValues { $0["reel"] }
    }

    private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    private func project() throws -> TemporaryDirectory {
        let dir = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.file("anim"), withIntermediateDirectories: true)
        _ = try dir.write("anim/square.json", scene)
        _ = try dir.write("reel.yaml", manifest)
        return dir
    }

    private func modified(_ path: String) throws -> Date {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    func testABuildMakesWhatTheCommandsMakeAndASecondBuildDoesNothing() throws {
        let dir = try project()
        var result = try reel(["build"], in: dir)
        XCTAssertEqual(result.status, 0, text(result.stderr))
        XCTAssertTrue(text(result.stdout).hasSuffix("reel build: 3 built, 0 up to date\n"), text(result.stdout))
        // Each output is the bytes its command writes, with the defaults and parameters applied.
        _ = try reel(
            ["export", "anim/square.json", "-o", "gif.gif", "--scale", "2", "--param", "color=#34c759"], in: dir)
        _ = try reel(
            [
                "frame", "anim/square.json", "--time", "0.25", "-o", "frame.png", "--scale", "2",
                "--param", "color=#34c759"
            ], in: dir)
        _ = try reel(
            [
                "sheet", "anim/square.json", "--frames", "3", "--columns", "3", "-o", "sheet.png",
                "--param", "color=#34c759"
            ], in: dir)
        for (built, direct) in [
            ("out/square.gif", "gif.gif"), ("out/square.png", "frame.png"),
            ("out/square-sheet.png", "sheet.png")
        ] {
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: dir.file(built))),
                try Data(contentsOf: URL(fileURLWithPath: dir.file(direct))), built)
        }
        let gif = try FFmpegCLI.videoStream(dir.file("out/square.gif"))
        XCTAssertEqual(gif["width"] as? Int, 48, "the default scale 2")
        let written = try modified(dir.file("out/square.gif"))
        result = try reel(["build"], in: dir)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(text(result.stdout), "reel build: nothing to do, 3 outputs up to date\n")
        XCTAssertEqual(try modified(dir.file("out/square.gif")), written, "not rewritten")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.file("reel.lock")))
    }

    func testCheckListsWhatIsStaleWritesNothingAndFailsUntilRebuilt() throws {
        let dir = try project()
        var result = try reel(["build", "--check"], in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(text(result.stdout).hasPrefix("missing: out/square.gif\n"), text(result.stdout))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("out")), "--check writes nothing")
        XCTAssertEqual(try reel(["build", "-q"], in: dir).status, 0)
        XCTAssertEqual(try reel(["build", "--check"], in: dir).status, 0)
        // A changed scene makes its outputs stale; a changed parameter too; an edited output as well.
        _ = try dir.write(
            "anim/square.json", scene.replacingOccurrences(of: "\"toValue\": 18", with: "\"toValue\": 16"))
        result = try reel(["build", "--check"], in: dir)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(text(result.stdout).contains("out of date: out/square-sheet.png\n"), text(result.stdout))
        result = try reel(["build"], in: dir)
        XCTAssertTrue(text(result.stdout).hasSuffix("reel build: 3 built, 0 up to date\n"), text(result.stdout))
        _ = try dir.write("out/square.png", "not a picture")
        result = try reel(["build", "--check"], in: dir)
        XCTAssertEqual(text(result.stdout).split(separator: "\n").first, "changed since it was built: out/square.png")
    }

    /// A newer Reel may write other bytes from the same scene, so what another Reel wrote is
    /// rebuilt; --check, which CI runs with a Reel that never built, compares only the version.
    func testAnOutputAnotherReelWroteIsRebuiltAndStillChecksAsCurrent() throws {
        let dir = try project()
        XCTAssertEqual(try reel(["build", "-q"], in: dir).status, 0)
        // Each run works out the same identity: a second build does nothing.
        var result = try reel(["build"], in: dir)
        XCTAssertEqual(text(result.stdout), "reel build: nothing to do, 3 outputs up to date\n")
        let real = try XCTUnwrap(try writers(in: dir)["out/square.gif"])
        XCTAssertTrue(
            real.hasPrefix("reel \(reelVersion) (commit ") || real.hasPrefix("reel \(reelVersion) (executable "), real)
        for library in ["giflib 5.", "libavcodec ", "libswscale ", "freetype 2.", "harfbuzz ", "fontconfig 2."] {
            XCTAssertTrue(real.contains(library), real)
        }
        XCTAssertEqual(
            try writers(in: dir), ["out/square.gif": real, "out/square.png": real, "out/square-sheet.png": real])

        let newer = "reel \(reelVersion) (commit 0000000), giflib 9.9.9"
        result = try reel(["build"], in: dir, identity: newer)
        XCTAssertTrue(text(result.stdout).hasSuffix("reel build: 3 built, 0 up to date\n"), text(result.stdout))
        XCTAssertEqual(Set(try writers(in: dir).values), [newer])
        result = try reel(["build"], in: dir, identity: newer)
        XCTAssertEqual(text(result.stdout), "reel build: nothing to do, 3 outputs up to date\n")
        result = try reel(["build", "--check"], in: dir)
        XCTAssertEqual(result.status, 0, text(result.stdout))

        // A lock from before Reel recorded the writer: current for --check, rebuilt by a build.
        let path = URL(fileURLWithPath: dir.file("reel.lock"))
        var lock = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        let outputs = try XCTUnwrap(lock["outputs"] as? [String: [String: String]])
        lock["outputs"] = outputs.mapValues { $0.filter { $0.key != "reel" } }
        try JSONSerialization.data(withJSONObject: lock).write(to: path)
        XCTAssertEqual(try writers(in: dir), [:])
        XCTAssertEqual(try reel(["build", "--check"], in: dir).status, 0)
        result = try reel(["build"], in: dir)
        XCTAssertTrue(text(result.stdout).hasSuffix("reel build: 3 built, 0 up to date\n"), text(result.stdout))
        XCTAssertEqual(Set(try writers(in: dir).values), [real])
    }

    func testNamedOutputsAloneAndForceRebuilds() throws {
        let dir = try project()
        var result = try reel(["build", "out/square.png"], in: dir)
        XCTAssertEqual(result.status, 0, text(result.stderr))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.file("out/square.png")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("out/square.gif")), "only the named output")
        result = try reel(["build", "out/nothing.gif"], in: dir)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(text(result.stderr), "error: out/nothing.gif is not an output of reel.yaml\n")
        result = try reel(["build", "--force", "out/square.png"], in: dir)
        XCTAssertTrue(text(result.stdout).hasSuffix("reel build: 1 built, 0 up to date\n"), text(result.stdout))
    }

    func testTheManifestIsFoundByPathFromAnotherFolderAndItsPathsAreItsOwn() throws {
        let dir = try project()
        try FileManager.default.createDirectory(atPath: dir.file("elsewhere"), withIntermediateDirectories: true)
        let result = try Subprocess.run(ReelProcess.binary, ["build", "../reel.yaml"], in: dir.file("elsewhere"))
        XCTAssertEqual(result.status, 0, text(result.stderr))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.file("out/square.gif")))
    }

    func testManifestMistakesNameTheirPlace() throws {
        let dir = try project()
        _ = try dir.write("reel.yaml", manifest.replacingOccurrences(of: "time: 0.25", with: "tim: 0.25"))
        var result = try reel(["build"], in: dir)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            text(result.stderr),
            "error: reel.yaml:9:14: renders[0].outputs[1].tim: unknown key \"tim\" in an output (path and its options); did you mean \"time\"?\n"
        )
        // The commands' own checks run on every output before anything renders.
        _ = try dir.write(
            "reel.yaml",
            manifest.replacingOccurrences(
                of: "      - out/square.gif\n", with: "      - {path: out/square.gif, crf: 20}\n"))
        result = try reel(["build"], in: dir)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(
            text(result.stderr),
            "error: reel.yaml:7:9: renders[0].outputs[0]: out/square.gif: --crf does not apply to gif output (only to mp4, hevc, webm)\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("out")), "nothing rendered")
        _ = try dir.write("reel.yaml", manifest + "\n      - out/square.gif\n")
        result = try reel(["build"], in: dir)
        XCTAssertTrue(text(result.stderr).contains("\"out/square.gif\" is made twice"), text(result.stderr))
        try FileManager.default.removeItem(atPath: dir.file("reel.yaml"))
        result = try reel(["build"], in: dir)
        XCTAssertEqual(result.status, 64)
    }

    /// An output that another render's scene shows is built first, and a change to it makes that
    /// render stale: the manifest's order does not matter.
    func testAnOutputAnotherSceneReadsIsBuiltFirst() throws {
        let dir = try project()
        _ = try dir.write(
            "shows.json",
            #"{"width": 24, "height": 16, "duration": 0.2, "layers": [{"position": [12, 8], "bounds": [0, 0, 24, 16], "contents": "out/poster.png"}]}"#
        )
        _ = try dir.write(
            "reel.yaml",
            """
            renders:
              - scene: shows.json
                outputs: [{path: out/shows.png, time: 0}]
              - scene: anim/square.json
                outputs: [{path: out/poster.png, time: 0}]
            """)
        var result = try reel(["build", "--jobs", "2"], in: dir)
        XCTAssertEqual(result.status, 0, text(result.stderr))
        XCTAssertTrue(text(result.stdout).hasPrefix("[1/1] out/poster.png"), text(result.stdout))
        result = try reel(["build", "--check"], in: dir)
        XCTAssertEqual(result.status, 0, text(result.stdout))
        // The poster's colour changes: the poster is rebuilt, and then what shows it.
        _ = try dir.write("anim/square.json", scene.replacingOccurrences(of: "#ff9500", with: "#007aff"))
        result = try reel(["build"], in: dir)
        XCTAssertTrue(text(result.stdout).hasSuffix("reel build: 2 built, 0 up to date\n"), text(result.stdout))
        let shown = try FFmpegCLI.decodeRGBA(dir.file("out/shows.png"), width: 24, height: 16)
        XCTAssertEqual(Array(shown[0][(8 * 24 + 6) * 4..<(8 * 24 + 6) * 4 + 3]), [0x00, 0x7a, 0xff], "the new poster")
    }

    /// Shards are disjoint, cover the manifest, keep a render with the renders it reads from,
    /// and together make the same files as one full build.
    func testShardsTogetherMakeWhatAFullBuildMakes() throws {
        var manifest = "renders:\n"
        for (i, color) in ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff"].enumerated() {
            manifest +=
                "  - {scene: anim/square.json, params: {color: \"\(color)\"}, outputs: [out/\(i).gif, {path: out/\(i).png, time: 0.1}]}\n"
        }
        manifest += "  - {scene: shows.json, outputs: [{path: out/shows.png, time: 0}]}\n"
        let shows =
            #"{"width": 24, "height": 16, "duration": 0.2, "layers": [{"position": [12, 8], "bounds": [0, 0, 24, 16], "contents": "out/3.png"}]}"#
        func project() throws -> TemporaryDirectory {
            let dir = try self.project()
            _ = try dir.write("reel.yaml", manifest)
            _ = try dir.write("shows.json", shows)
            return dir
        }
        let full = try project()
        XCTAssertEqual(try reel(["build"], in: full).status, 0)
        let expected = try FileManager.default.contentsOfDirectory(atPath: full.file("out")).sorted()
        XCTAssertEqual(expected.count, 13)
        var made: [String] = []
        for index in 1...3 {
            let part = try project()
            let result = try reel(["build", "--shard", "\(index)/3"], in: part)
            XCTAssertEqual(result.status, 0, text(result.stderr))
            let files = (try? FileManager.default.contentsOfDirectory(atPath: part.file("out"))) ?? []
            XCTAssertEqual(files.contains("shows.png"), files.contains("3.png"), "a reader with what it reads")
            for file in files {
                XCTAssertEqual(
                    try Data(contentsOf: URL(fileURLWithPath: part.file("out/" + file))),
                    try Data(contentsOf: URL(fileURLWithPath: full.file("out/" + file))), file)
            }
            made += files
        }
        XCTAssertEqual(made.sorted(), expected, "disjoint, and together everything")
        // Shards sharing one folder at the same time record every output in the one lock.
        let shared = try project()
        let shards = try (1...3).map { index in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ReelProcess.binary)
            process.arguments = ["build", "-q", "--shard", "\(index)/3"]
            process.currentDirectoryURL = URL(fileURLWithPath: shared.path)
            try process.run()
            return process
        }
        for process in shards { process.waitUntilExit() }
        XCTAssertEqual(shards.map(\.terminationStatus), [0, 0, 0])
        let check = try reel(["build", "--check"], in: shared)
        XCTAssertEqual(check.status, 0, text(check.stdout))
        XCTAssertEqual(try reel(["build", "--shard", "4/3"], in: full).status, 64)
    }

    /// A render that fails does not stop the others, and is not recorded as built.
    func testAFailedRenderIsReportedAndTheOthersStillBuild() throws {
        let dir = try project()
        _ = try dir.write(
            "reel.json",
            #"{"renders": [{"scene": "anim/missing.json", "outputs": ["out/a.gif"]}, {"scene": "anim/square.json", "outputs": ["out/b.gif"]}]}"#
        )
        let result = try reel(["build", "reel.json"], in: dir)
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(text(result.stderr).contains("error: out/a.gif failed (exit 65):\n"), text(result.stderr))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.file("out/b.gif")))
        let lock = try String(contentsOfFile: dir.file("reel.lock"), encoding: .utf8)
        XCTAssertTrue(lock.contains("out/b.gif") && !lock.contains("out/a.gif"), lock)
    }

    /// docs/build.schema.json agrees with the reader: what one accepts the other does, both ways.
    func testTheSchemaAndTheReaderAgree() throws {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/build.schema.json").path
        let manifests = [
            #"{"defaults": {"scale": 2}, "renders": [{"scene": "anim/square.json", "params": {"color": "red"}, "outputs": ["o.gif", {"path": "p.png", "time": 0.5}, {"path": "s.png", "sheet": {"frames": 3}}]}]}"#,
            #"{"renders": [{"scene": "anim/square.json", "outputs": [{"path": "p.png", "tim": 0.5}]}]}"#,
            #"{"defaults": {"fsp": 3}, "renders": [{"scene": "anim/square.json", "outputs": ["x.gif"]}]}"#,
            #"{"renders": [{"scene": "anim/square.json", "outputs": [{"path": "p.png", "time": 0.5, "sheet": {}}]}]}"#,
            #"{"renders": [{"scene": "anim/square.json", "outputs": [{"path": "s.png", "sheet": {"rows": 2}}]}]}"#,
            #"{"renders": []}"#
        ]
        let dir = try project()
        for (index, manifest) in manifests.enumerated() {
            let file = try dir.write("m\(index).json", manifest)
            let script = """
                import json, sys, jsonschema
                validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
                sys.exit(0 if validator.is_valid(json.load(open(sys.argv[2]))) else 1)
                """
            let schemaAccepts = try Subprocess.run("/usr/bin/env", ["python3", "-c", script, schema, file]).status == 0
            let readerAccepts = try reel(["build", "--check", "m\(index).json"], in: dir).status != 65
            XCTAssertEqual(schemaAccepts, readerAccepts, manifest)
            XCTAssertEqual(schemaAccepts, index == 0, manifest)
        }
    }
}
