import Foundation
import ReelTestSupport
import XCTest

/// Hostile or absurd scenes (the hardening battery): each is refused where it is read, with its
/// place in the file and the documented exit code, at once and without exhausting the machine.
final class HostileSceneTests: XCTestCase {
    private func export(_ scene: String, name: String = "s.json", _ arguments: [String] = [])
        throws -> (result: ReelProcess.Result, scene: String, dir: TemporaryDirectory)
    {
        let dir = try makeTemporaryDirectory()
        let path = try dir.write(name, scene)
        let result = try ReelProcess.run(["export", path, "-o", dir.file("out.gif")] + arguments)
        return (result, path, dir)
    }

    func testAbsurdNumbersAreRefusedWhereTheyAreRead() throws {
        let cases: [(String, String)] = [
            // The shadow blur's Int conversion trapped on these.
            (
                #"{"width": 100, "height": 100, "duration": 1, "layers": [{"shadowRadius": 1e300, "shadowOpacity": 1}]}"#,
                ":1:74: layers[0].shadowRadius: 1e+300 is out of range"
            ),
            (
                #"{"width": 100, "height": 100, "duration": 1, "layers": [{"shadowOffset": [1e300, -1e300], "shadowOpacity": 1}]}"#,
                ":1:75: layers[0].shadowOffset[0]: 1e+300 is out of range"
            ),
            // MediaTiming's cycle index trapped on these.
            (
                #"{"width": 100, "height": 100, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 0, "duration": 1e-300, "repeatCount": 2}]}]}"#,
                "layers[0].animations[0].duration: expected a duration of 0 (the default) or at least 0.000001 seconds"
            ),
            (
                #"{"width": 100, "height": 100, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 0, "repeatCount": 1e300}]}]}"#,
                "layers[0].animations[0].repeatCount: 1e+300 is out of range"
            ),
            (#"{"width": 1e308, "height": 100, "duration": 1}"#, ":1:11: width: 1e+308 is out of range")
        ]
        for (scene, expected) in cases {
            let (result, path, dir) = try export(scene)
            XCTAssertEqual(result.status, 65, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("error: \(path)"), result.stderr)
            XCTAssertTrue(result.stderr.contains(expected), "\(expected) in \(result.stderr)")
            XCTAssertEqual(try dir.contents(), ["s.json"])
        }
    }

    func testYAMLInfinityIsOutOfRangeToo() throws {
        let (result, _, _) = try export("width: 100\nheight: 100\nduration: .inf\n", name: "s.yaml")
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(result.stderr.contains("s.yaml:3:11: duration"), result.stderr)
    }

    func testKeyframeValuesHaveALimit() throws {
        let values = Array(repeating: "0", count: 100_001).joined(separator: ",")
        let scene =
            #"{"width": 10, "height": 10, "duration": 1, "layers": [{"animations": [{"type": "keyframe", "keyPath": "opacity", "values": ["#
            + values + "]}]}]}"
        let (result, path, dir) = try export(scene)
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "error: \(path):1:124: layers[0].animations[0].values: 100001 keyframe values, above the limit of 100000 (raise it with --limit keyframes=N)"
            ), result.stderr)
        let raised = try ReelProcess.run(["export", path, "-o", dir.file("out.gif"), "--limit", "keyframes=100001"])
        XCTAssertEqual(raised.status, 0, raised.stderr)
    }

    func testALongUnknownKeyIsEchoedShortAndOnce() throws {
        let key = String(repeating: "k", count: 1_000_000)
        let (result, _, _) = try export(#"{"width": 10, "height": 10, "duration": 1, ""# + key + #"": 1}"#)
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertLessThan(result.stderr.count, 300, "the key is truncated in the path and the message")
        XCTAssertTrue(
            result.stderr.contains("unknown key \"" + String(repeating: "k", count: 40) + "…\" in the scene"),
            result.stderr)
    }

    func testAHugeYAMLFlowListIsRefusedBeforeItIsBuilt() throws {
        let zeros = Array(repeating: "0", count: 300_000).joined(separator: ",")
        let (result, _, _) = try export("width: 10\nheight: 10\nduration: 1\nzeros: [" + zeros + "]\n", name: "s.yaml")
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(result.stderr.contains("s.yaml:4:500010: invalid YAML: more than 250000 values"), result.stderr)
    }

    /// Problems found after reading still point at their place in the scene.
    func testLimitsAndMissingDurationNameTheirPlace() throws {
        let cases: [(String, [String], String)] = [
            ("{\"width\": 10,\n \"height\": 10}", [], ":1:1: the scene has no \"duration\""),
            (
                "{\"width\": 100000,\n \"height\": 10, \"duration\": 1}", [],
                ":1:11: width: frames would be 100000×10 pixels"
            ),
            (
                "{\"width\": 10,\n \"height\": 10, \"duration\": 10000}", [],
                ":2:28: duration: the export has 300000 frames"
            ),
            (
                "{\"width\": 10, \"height\": 10, \"duration\": 1,\n \"layers\": [{\"type\": \"replicator\", \"instanceCount\": 2000000}]}",
                [],
                ":2:53: layers[0].instanceCount: the layer replicates its sublayers into more than 1000000 instances"
            ),
            (
                "{\"width\": 10, \"height\": 10, \"duration\": 1,\n \"layers\": [{}, {}, {}]}", ["--limit", "layers=2"],
                ":2:21: layers[2]: the scene has more than 2 layers"
            )
        ]
        for (scene, arguments, expected) in cases {
            let (result, path, _) = try export(scene, arguments)
            XCTAssertEqual(result.status, 65, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("error: \(path)\(expected)"), "\(expected) in \(result.stderr)")
        }
    }

    /// The frames limit bounds what is exported: a range of an hour-long animation exports.
    func testTheFramesLimitAppliesToTheExportedRange() throws {
        let (whole, path, dir) = try export(#"{"width": 10, "height": 10, "duration": 3600}"#)
        XCTAssertEqual(whole.status, 65, whole.stderr)
        let range = try ReelProcess.run(["export", path, "-o", dir.file("part.gif"), "--frames", "1000..1010"])
        XCTAssertEqual(range.status, 0, range.stderr)
        XCTAssertEqual(try FFmpegCLI.videoStream(dir.file("part.gif"))["width"] as? Int, 10)
    }

    /// One case per row of the README's exit-code table (130 and 143: InterruptTests).
    func testEveryExitCodeFollowsTheTable() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", #"{"width": 10, "height": 10, "duration": 0.1}"#)
        let cases: [([String], Int32)] = [
            (["export", scene, "-o", dir.file("ok.gif")], 0),
            (["export", scene, "-o", dir.file("x.gif"), "--bogus"], 64),
            (["export", scene, "-o", dir.file("x.xyz")], 64),
            (["export", scene, "-o", dir.file("x.gif"), "--frames", "10..20"], 64),
            (["export", dir.file("missing.json"), "-o", dir.file("x.gif")], 65),
            (["export", try dir.write("bad.json", "{"), "-o", dir.file("x.gif")], 65),
            (["export", try dir.write("nod.json", #"{"width": 10, "height": 10}"#), "-o", dir.file("x.gif")], 65),
            (["export", scene, "-o", dir.file("no-such-folder/x.gif")], 74)
        ]
        for (arguments, code) in cases {
            let result = try ReelProcess.run(arguments)
            XCTAssertEqual(result.status, code, "\(arguments.dropFirst(2)): \(result.stderr)")
            if code != 0 { XCTAssertTrue(result.stderr.hasPrefix("error: "), result.stderr) }
        }
    }

    func testBenchAndExportAcceptTheSameThreadCounts() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", #"{"width": 10, "height": 10, "duration": 0.1}"#)
        for command in ["export", "bench"] {
            let extra = command == "export" ? ["-o", dir.file("o.gif")] : []
            XCTAssertEqual(try ReelProcess.run([command, scene, "--threads", "1024"] + extra).status, 0, command)
            let refused = try ReelProcess.run([command, scene, "--threads", "1025"] + extra)
            XCTAssertEqual(refused.status, 64, command)
            XCTAssertTrue(refused.stderr.hasPrefix("error: --threads must be 1 to 1024"), refused.stderr)
        }
    }

    /// Ranges beyond any animation are usage errors, not a trap in a frame-number conversion.
    func testHugeTimeRangesAreUsageErrors() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", #"{"width": 10, "height": 10, "duration": 1}"#)
        for range in ["1e300..", "0..1e300", "1e20..1e300"] {
            let result = try ReelProcess.run(["export", scene, "-o", dir.file("x.gif"), "--time-range", range])
            XCTAssertEqual(result.status, 64, "\(range): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix("error: --time-range"), result.stderr)
        }
    }
}
