import Foundation
import ReelTestSupport
import XCTest

/// Every image and font file a scene names is loaded before rendering: a missing, broken or
/// special one (a FIFO would block the decoder forever) is exit 65 naming the file and where the
/// scene names it; an unknown font family falls back with a warning.
final class AssetFileTests: XCTestCase {
    /// A scene whose second layer has `sublayer` as its only sublayer.
    private func scene(_ dir: TemporaryDirectory, sublayer: String) throws -> String {
        try dir.write(
            "s.json",
            """
            {"width": 40, "height": 30, "duration": 1, "layers": [
              {"position": [20, 15], "bounds": [0, 0, 40, 30]},
              {"position": [20, 15], "bounds": [0, 0, 40, 30], "sublayers": [\(sublayer)]}]}
            """)
    }

    /// `reel frame`, killed after 20 s so that a hang fails the test instead of stalling it.
    private func frame(_ scene: String, _ dir: TemporaryDirectory) throws -> (status: Int32, stderr: String) {
        let result = try Subprocess.run(
            "/usr/bin/timeout", ["20", ReelProcess.binary, "frame", scene, "-o", dir.file("f.png")])
        return (result.status, String(decoding: result.stderr, as: UTF8.self))
    }

    private func assertRefused(
        _ result: (status: Int32, stderr: String), _ scene: String, _ expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 65, result.stderr, file: file, line: line)
        // The asset's line and column in the scene come first: "error: s.json:3:79: layers[1]…".
        let located = result.stderr.range(of: #"^error: .*?:\d+:\d+: "#, options: .regularExpression)
        XCTAssertTrue(
            result.stderr.hasPrefix("error: \(scene):") && located != nil, result.stderr, file: file, line: line)
        XCTAssertTrue(
            result.stderr[(located?.upperBound ?? result.stderr.startIndex)...].hasPrefix(expected), result.stderr,
            file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line", file: file, line: line)
    }

    func testAFIFOImageOrFontIsRefusedInsteadOfBlocking() throws {
        let dir = try makeTemporaryDirectory()
        XCTAssertEqual(mkfifo(dir.file("image.png"), 0o600), 0)
        XCTAssertEqual(mkfifo(dir.file("font.ttf"), 0o600), 0)
        var scene = try scene(dir, sublayer: #"{"contents": "image.png"}"#)
        assertRefused(
            try frame(scene, dir), scene,
            "layers[1].sublayers[0].contents: cannot load the image 'image.png' (\(dir.file("image.png"))): it is a FIFO, not a regular file"
        )
        scene = try self.scene(dir, sublayer: #"{"type": "text", "string": "A", "font": "font.ttf"}"#)
        assertRefused(
            try frame(scene, dir), scene,
            "layers[1].sublayers[0].font: cannot load the font 'font.ttf' (\(dir.file("font.ttf"))): it is a FIFO, not a regular file"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("f.png")))
    }

    func testAMissingOrBrokenFontFileIsAnError() throws {
        let dir = try makeTemporaryDirectory()
        var scene = try scene(dir, sublayer: #"{"type": "text", "string": "A", "font": "nonexistent.ttf"}"#)
        assertRefused(
            try frame(scene, dir), scene,
            "layers[1].sublayers[0].font: cannot load the font 'nonexistent.ttf' (\(dir.file("nonexistent.ttf"))): it does not exist"
        )
        _ = try dir.write("garbage.ttf", String(repeating: "not a font ", count: 100))
        scene = try self.scene(dir, sublayer: #"{"type": "text", "string": "A", "font": "garbage.ttf"}"#)
        assertRefused(
            try frame(scene, dir), scene,
            "layers[1].sublayers[0].font: cannot load the font 'garbage.ttf' (\(dir.file("garbage.ttf"))): it is not a font"
        )
        // Export too, before anything is written.
        let export = try ReelProcess.run(["export", scene, "-o", dir.file("out.gif")])
        XCTAssertEqual(export.status, 65, export.stderr)
        XCTAssertTrue(export.stderr.contains("garbage.ttf"), export.stderr)
        XCTAssertEqual(try dir.contents(), ["garbage.ttf", "s.json"])
    }

    func testAFontOutsideTheSceneFolderIsCalledAFont() throws {
        let dir = try makeTemporaryDirectory()
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let scene = try scene(dir, sublayer: #"{"type": "text", "string": "A", "font": "\#(font)"}"#)
        assertRefused(
            try frame(scene, dir), scene,
            "layers[1].sublayers[0].font: cannot load the font '\(font)' (\(font)): it is outside the scene's folder")
    }

    func testAnUnknownFamilyFallsBackWithAWarningAndAGoodFontIsQuiet() throws {
        let dir = try makeTemporaryDirectory()
        var scene = try scene(dir, sublayer: #"{"type": "text", "string": "A", "font": "No Such Family"}"#)
        var result = try frame(scene, dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.hasPrefix(
                "warning: \(scene): layers[1].sublayers[0].font: the font family 'No Such Family' is not installed; using '"
            ),
            result.stderr)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: dir.file("font.ttf"))
        for font in ["font.ttf", "DejaVu Sans", "dejavu sans:bold"] {
            scene = try self.scene(dir, sublayer: #"{"type": "text", "string": "A", "font": "\#(font)"}"#)
            result = try frame(scene, dir)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "", font)
        }
    }
}
