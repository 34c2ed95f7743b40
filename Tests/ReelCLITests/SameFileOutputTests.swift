import Foundation
import ReelTestSupport
import XCTest

/// An output that is one of the command's inputs (by device and inode: the same name, a symbolic
/// link or a hard link) is a usage error naming both, and the input is left as it was.
final class SameFileOutputTests: XCTestCase {
    private let scene = FrameCommandTests.fadingSquare

    private func assertRefused(
        _ result: ReelProcess.Result, output: String, input: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 64, result.stderr, file: file, line: line)
        XCTAssertTrue(
            result.stderr.hasPrefix("error: the output \(output)") && result.stderr.contains("is the same file as"),
            result.stderr,
            file: file, line: line)
        XCTAssertTrue(result.stderr.contains(input), result.stderr, file: file, line: line)
    }

    func testExportRefusesToOverwriteItsSceneByAnyName() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        let symbolic = dir.file("link.gif")
        let hard = dir.file("hard.gif")
        try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "s.json")
        XCTAssertEqual(link(scene, hard), 0)
        for output in [scene, dir.path + "/./s.json", symbolic, hard] {
            assertRefused(
                try ReelProcess.run(["export", scene, "-o", output, "--format", "gif"]), output: output,
                input: "the scene \(scene)")
        }
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), self.scene)
        XCTAssertEqual(try dir.contents(), ["hard.gif", "link.gif", "s.json"])
    }

    func testRenderingCommandsRefuseToOverwriteAnImageOrAFont() throws {
        let dir = try makeTemporaryDirectory()
        let swatch = try dir.write("swatch.json", ##"{"width": 8, "height": 8, "background": "#1e50c8"}"##)
        let image = dir.file("frame0.png")
        XCTAssertEqual(try ReelProcess.run(["frame", swatch, "-o", image]).status, 0)
        let imageBytes = try Data(contentsOf: URL(fileURLWithPath: image))
        let font = dir.file("font.ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: font)
        let scene = try dir.write(
            "s.json",
            """
            {"width": 16, "height": 16, "fps": 10, "duration": 0.2,
             "layers": [{"position": [8, 8], "bounds": [0, 0, 8, 8], "contents": "frame0.png"},
                        {"type": "text", "position": [8, 8], "bounds": [0, 0, 16, 16], "string": "A", "font": "font.ttf"}]}
            """)
        for command in ["frame", "sheet"] {
            assertRefused(
                try ReelProcess.run([command, scene, "-o", image]), output: image, input: "the image \(image)")
        }
        assertRefused(try ReelProcess.run(["export", scene, "-o", image]), output: image, input: "the image \(image)")
        assertRefused(
            try ReelProcess.run(["export", scene, "-o", font, "--format", "gif"]), output: font,
            input: "the font \(font)")
        // A PNG sequence whose frame 0 would be the image.
        assertRefused(
            try ReelProcess.run(["export", scene, "-o", dir.file("frame%d.png")]), output: dir.file("frame%d.png"),
            input: "the image \(image)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: image)), imageBytes)
    }

    func testConvertRefusesToOverwriteItsInput() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("s.json", scene)
        let gif = dir.file("in.gif")
        XCTAssertEqual(try ReelProcess.run(["export", scene, "-o", gif, "--duration", "0.5"]).status, 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: gif))
        assertRefused(try ReelProcess.run(["convert", gif, "-o", gif]), output: gif, input: "the input \(gif)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: gif)), before)
    }
}
