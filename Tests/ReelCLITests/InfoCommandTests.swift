import Foundation
import ReelTestSupport
import XCTest

/// `reel info` and `reel presets` on the binary.
final class InfoCommandTests: XCTestCase {
    func testInfoListsAnimationsWithAbsoluteTimes() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write(
            "s.json",
            """
            {"width": 64, "height": 48, "fps": 24,
             "parameters": {"tint": {"type": "color", "default": "#ff0000", "description": "The colour."}},
             "layers": [{"name": "slow", "speed": 0.5, "backgroundColor": {"$param": "tint"}, "animations": [
               {"key": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 1, "duration": 2},
               {"keyPath": "position.x", "byValue": 10, "duration": 1, "repeatCount": "infinity", "autoreverses": true}]}]}
            """)
        let result = try ReelProcess.run(["info", scene])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("canvas: 64 × 48 points"), result.stdout)
        XCTAssertTrue(result.stdout.contains("duration: 6 s (the last animation's end)"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("2–6 s  slow  opacity (basic), key \"a\""),
            "layer speed 0.5 doubles scene times: \(result.stdout)")
        XCTAssertTrue(
            result.stdout.contains("0–∞ s  slow  position.x (basic), repeats forever, autoreverses"), result.stdout)
        XCTAssertTrue(result.stdout.contains("parameter tint (color, default #ff0000): The colour."), result.stdout)
    }

    func testInfoListsTheAnimationsOfMaskLayersAndTheirSublayers() throws {
        // The fragment dissolve animates nothing but its mask's tiles: two tiles (one per grid),
        // each drawn by replicators 15 × 2 times, 0.04 s apart.
        let result = try ReelProcess.run(["info", "fragment-dissolve"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("animations: 2\n"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("0.5–1.96 s  tile  opacity (basic), 30 replicator instances"),
            "the first tile fades at 0.5 s, the 30th ends 29 · 0.04 + 0.3 s later: \(result.stdout)")
        XCTAssertTrue(
            result.stdout.contains("2.56–4.02 s  tile  opacity (basic), 30 replicator instances"),
            "fading back in after a 0.6 s hold: \(result.stdout)")
    }

    func testInfoRejectsAnUnknownParameter() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", #"{"width": 9, "height": 9}"#)
        let result = try ReelProcess.run(["info", scene, "--param", "size=3"])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.stderr.contains("no parameter \"size\""), result.stderr)
        XCTAssertEqual(try ReelProcess.run(["info", scene, "--param", "size"]).status, 64)
    }

    func testPresetsListsEveryPresetWithItsDescription() throws {
        let dir = try makeTemporaryDirectory()
        _ = try dir.write(
            "a.json",
            #"{"description": "A pulse.", "width": 9, "height": 9, "parameters": {"n": {"type": "number", "default": 3, "description": "How many."}}}"#
        )
        let result = try ReelProcess.run(["presets", "--directory", dir.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("A pulse."), result.stdout)
        XCTAssertTrue(result.stdout.contains("--param n=… (number, default 3): How many."), result.stdout)
    }
}
