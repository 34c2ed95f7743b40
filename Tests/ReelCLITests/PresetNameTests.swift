import Foundation
import ReelTestSupport
import XCTest

/// Presets by name, from any folder: `reel export pop -o pop.gif`.
final class PresetNameTests: XCTestCase {
    private let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("presets").path

    /// Runs reel in `dir` (not the checkout) with extra environment.
    private func reel(
        _ arguments: [String], in dir: TemporaryDirectory, environment: [String: String] = [:]
    ) throws -> Subprocess.Result {
        try Subprocess.run(ReelProcess.binary, arguments, in: dir.path, environment: environment)
    }

    func testAPresetNameRendersFromAnotherFolder() throws {
        let dir = try makeTemporaryDirectory()
        var result = try reel(["frame", "pop", "--time", "0.6", "-o", "by-name.png"], in: dir)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        result = try reel(["frame", presets + "/pop.json", "--time", "0.6", "-o", "by-path.png"], in: dir)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: dir.file("by-name.png"))),
            try Data(contentsOf: URL(fileURLWithPath: dir.file("by-path.png"))))
        for command in [["info", "springs"], ["presets"]] {
            result = try reel(command, in: dir)
            XCTAssertEqual(result.status, 0, "\(command)")
        }
        XCTAssertTrue(String(decoding: result.stdout, as: UTF8.self).contains("pop  (" + presets + "/pop.json)"))
        // Batches name their outputs after the preset.
        result = try reel(["export", "pop", "springs", "-o", "out/", "--frames", "0..2"], in: dir)
        XCTAssertEqual(result.status, 0, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).sorted(), ["pop.gif", "springs.gif"])
    }

    func testAPathWinsOverAName() throws {
        let dir = try makeTemporaryDirectory()
        _ = try dir.write("pop", #"{"width": 12, "height": 8, "duration": 1}"#)
        let result = try reel(["info", "pop"], in: dir)
        XCTAssertTrue(String(decoding: result.stdout, as: UTF8.self).hasPrefix("canvas: 12 × 8 points"))
    }

    func testAnUnknownNameSuggestsTheCloseOnes() throws {
        let dir = try makeTemporaryDirectory()
        let result = try reel(["export", "sprngs", "-o", "x.gif"], in: dir)
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            String(decoding: result.stderr, as: UTF8.self),
            "error: sprngs: no such scene file, and no preset of that name; did you mean 'springs'?\n")
    }

    func testTheEnvironmentAddsAFolderThatComesFirst() throws {
        let dir = try makeTemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.file("mine"), withIntermediateDirectories: true)
        _ = try dir.write("mine/pop.yaml", "width: 14\nheight: 6\nduration: 1\ndescription: my own pop\n")
        let result = try reel(["info", "pop"], in: dir, environment: ["REEL_PRESETS": dir.file("mine")])
        XCTAssertTrue(
            String(decoding: result.stdout, as: UTF8.self).hasPrefix("canvas: 14 × 6 points"),
            String(decoding: result.stdout + result.stderr, as: UTF8.self))
        let list = try reel(["presets"], in: dir, environment: ["REEL_PRESETS": dir.file("mine")])
        XCTAssertTrue(
            String(decoding: list.stdout, as: UTF8.self).contains("pop  (\(dir.file("mine"))/pop.yaml)\n  my own pop"))
    }
}
