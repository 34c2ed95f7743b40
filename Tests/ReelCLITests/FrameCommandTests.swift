import Foundation
import ReelTestSupport
import XCTest

/// `reel frame` pixels against analytic values, decoded by FFmpeg's PNG decoder.
final class FrameCommandTests: XCTestCase {
    /// A white canvas with a red square fading in linearly over 2 s, starting at 1 s.
    static let fadingSquare = """
        {
          "width": 40, "height": 30, "duration": 4, "background": "#ffffff",
          "layers": [
            { "position": [20, 15], "bounds": [0, 0, 20, 10], "backgroundColor": "#ff0000", "opacity": 0,
              "animations": [ { "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 1, "duration": 2 } ] }
          ]
        }
        """

    private func pixel(at time: Double, x: Int, y: Int) throws -> [UInt8] {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("fade.json", Self.fadingSquare)
        let result = try ReelProcess.run(["frame", scene, "--time", String(time), "-o", dir.file("f.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frames = try FFmpegCLI.decodeRGBA(dir.file("f.png"), width: 40, height: 30)
        let i = (y * 40 + x) * 4
        return Array(frames[0][i..<i + 4])
    }

    func testSquareHalfWayThroughItsOpacityAnimationIsAnEvenBlend() throws {
        // t = 2 s is half-way: red at 50 % over white = (255, 127.5, 127.5), rounded to nearest ±1.
        let p = try pixel(at: 2, x: 20, y: 15)
        XCTAssertEqual(p[0], 255)
        XCTAssertEqual(Int(p[1]), 128, accuracy: 1)
        XCTAssertEqual(Int(p[2]), 128, accuracy: 1)
        XCTAssertEqual(p[3], 255)
    }

    func testBeforeTheAnimationAndAfterItTheModelValueShows() throws {
        XCTAssertEqual(try pixel(at: 0.5, x: 20, y: 15), [255, 255, 255, 255], "before beginTime: model opacity 0")
        XCTAssertEqual(
            try pixel(at: 3.5, x: 20, y: 15), [255, 255, 255, 255], "removed on completion: back to the model value")
        XCTAssertEqual(try pixel(at: 2, x: 5, y: 5), [255, 255, 255, 255], "outside the square")
    }

    func testScaleTwoDoublesThePixelSize() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write("fade.json", Self.fadingSquare)
        XCTAssertEqual(
            try ReelProcess.run(["frame", scene, "--time", "2", "--scale", "2", "-o", dir.file("f.png")]).status, 0)
        let stream = try FFmpegCLI.videoStream(dir.file("f.png"))
        XCTAssertEqual(stream["width"] as? Int, 80)
        XCTAssertEqual(stream["height"] as? Int, 60)
    }
}
