import Foundation
import ReelTestSupport
import XCTest

/// Layer `contents` images reach every rendering command, resolved beside the scene.
final class ImageContentsCommandTests: XCTestCase {
    func testExportDrawsImagesRelativeToTheSceneAndRefusesMissingOnes() throws {
        let dir = try makeTemporaryDirectory()
        // An image Reel draws itself: a solid 8×8 blue square.
        let swatch = try dir.write("swatch.json", ##"{"width": 8, "height": 8, "background": "#1e50c8"}"##)
        XCTAssertEqual(try ReelProcess.run(["frame", swatch, "-o", dir.file("swatch.png")]).status, 0)
        let scene = try dir.write(
            "scene.json",
            """
            {"width": 16, "height": 16, "fps": 10, "duration": 0.2, "background": "#ffffff",
             "layers": [{"position": [8, 8], "bounds": [0, 0, 8, 8], "contents": {"$param": "image"}}],
             "parameters": {"image": {"type": "string", "default": "swatch.png", "description": "The image."}}}
            """)
        let result = try ReelProcess.run(["export", scene, "-o", dir.file("out.gif")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try FFmpegCLI.decodeRGBA(dir.file("out.gif"), width: 16, height: 16)
        let centre = (8 * 16 + 8) * 4
        XCTAssertEqual(Array(frames[0][centre..<centre + 4]), [0x1E, 0x50, 0xC8, 255])
        XCTAssertEqual(Array(frames[0][0..<4]), [255, 255, 255, 255])

        let missing = try ReelProcess.run(["export", scene, "-o", dir.file("missing.gif"), "--param", "image=nope.png"])
        XCTAssertEqual(missing.status, 65)
        XCTAssertTrue(missing.stderr.contains("nope.png"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("missing.gif")))
    }
}
