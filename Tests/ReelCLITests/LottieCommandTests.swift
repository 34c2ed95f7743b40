import Foundation
import ReelTestSupport
import XCTest

/// Lottie files on the command line: told from scenes by their content, exported, described,
/// and refused under `--strict` when they use what Reel does not render.
final class LottieCommandTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ReelLottieTests/Fixtures").standardized

    /// The fixture `name` copied under a name with no `.json`, so only its content says Lottie.
    private func fixture(_ name: String, in dir: TemporaryDirectory) throws -> String {
        let path = dir.file(name + ".anim")
        try FileManager.default.copyItem(
            atPath: Self.fixtures.appendingPathComponent(name + ".json").path, toPath: path)
        return path
    }

    func testExportsALottieFileToGIF() throws {
        let dir = try makeTemporaryDirectory()
        let output = dir.file("anim.gif")
        let result = try ReelProcess.run(["export", try fixture("keyframes", in: dir), "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "a file Reel renders whole draws no warning")
        let stream = try FFmpegCLI.videoStream(output)
        XCTAssertEqual(stream["width"] as? Int, 200)
        XCTAssertEqual(stream["height"] as? Int, 200)
        // 21 frames at 10 fps (op 21); frames that repeat the one before are merged into it.
        let format = try FFmpegCLI.probe(output, ["-show_format"])["format"] as? [String: Any]
        XCTAssertEqual(Double(format?["duration"] as? String ?? ""), 2.1)
        let frames = try FFmpegCLI.decodeRGBA(output, width: 200, height: 200)
        XCTAssertGreaterThan(frames.count, 10)
        // Frame 0: the red square at (20, 20), the faded square invisible.
        let first = frames[0]
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(first[(y * 200 + x) * 4..<(y * 200 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(20, 20), [255, 0, 0, 255])
        XCTAssertEqual(pixel(100, 60)[3], 0)
    }

    func testWarnsAboutUnsupportedFeaturesAndInfoListsThem() throws {
        let dir = try makeTemporaryDirectory()
        let file = try fixture("unsupported", in: dir)
        let frame = try ReelProcess.run(["frame", file, "-o", dir.file("f.png")])
        XCTAssertEqual(frame.status, 0, frame.stderr)
        XCTAssertTrue(
            frame.stderr.contains(
                "warning: \(file):7:12: layers[1].ef: layer \"wiggle\" (ind 2): effects (ef) not rendered\n"),
            frame.stderr)
        XCTAssertEqual(frame.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("warning: ") }.count, 7)
        let info = try ReelProcess.run(["info", file])
        XCTAssertEqual(info.status, 0, info.stderr)
        XCTAssertTrue(info.stdout.contains("canvas: 100 × 100 points\nfps: 10\nduration: 1 s\n"), info.stdout)
        XCTAssertTrue(info.stdout.contains("unsupported Lottie features: 7\n"), info.stdout)
        XCTAssertTrue(
            info.stdout.contains("  12:5: layers[2]: layer \"card\" (ind 3): 3D layers (ddd) not rendered\n"),
            info.stdout)
    }

    func testStrictRefusesUnsupportedFeatures() throws {
        let dir = try makeTemporaryDirectory()
        let file = try fixture("unsupported", in: dir)
        let result = try ReelProcess.run(["export", file, "--strict", "-o", dir.file("a.gif")])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stderr,
            "error: \(file):4:5: layers[0]: layer \"title\" (ind 1): layers of type 6 not rendered (--strict)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("a.gif")), "no partial output")
        XCTAssertEqual(try ReelProcess.run(["info", file, "--strict"]).status, 65)
        // A file Reel renders whole passes --strict.
        XCTAssertEqual(try ReelProcess.run(["info", try fixture("shapes", in: dir), "--strict"]).status, 0)
    }

    /// A `.lottie` archive (a zip holding "square", then "circle"): its first animation, one by
    /// `--animation`, and an id it does not hold.
    func testReadsALottieArchive() throws {
        let dir = try makeTemporaryDirectory()
        let path = dir.file("anim.lottie")
        try FileManager.default.copyItem(
            atPath: Self.fixtures.appendingPathComponent("archive.lottie").path, toPath: path)
        func centre(_ arguments: [String]) throws -> [UInt8] {
            let output = dir.file("frame.png")
            let result = try ReelProcess.run(["frame", path, "-o", output] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            let frames = try FFmpegCLI.decodeRGBA(output, width: 40, height: 40)
            let i = (25 * 40 + 25) * 4
            return Array(frames[0][i..<i + 4])
        }
        XCTAssertEqual(try centre([]), [255, 0, 0, 255], "the first animation: the red square")
        XCTAssertEqual(try centre(["--animation", "circle"]), [0, 0, 255, 255], "the blue circle")
        let missing = try ReelProcess.run(["info", path, "--animation", "circel"])
        XCTAssertEqual(missing.status, 65)
        XCTAssertTrue(
            missing.stderr.hasPrefix("error: \(path): the .lottie archive has no animation \"circel\""), missing.stderr)
        XCTAssertTrue(missing.stderr.contains("circle"), "did you mean: \(missing.stderr)")
    }

    func testMalformedLottieAndParameters() throws {
        let dir = try makeTemporaryDirectory()
        let file = try dir.write(
            "bad.anim", #"{"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": -1, "layers": []}"#)
        let result = try ReelProcess.run(["info", file])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stderr, "error: \(file):1:60: h: expected a number greater than 0, found -1\n")
        let withParameter = try ReelProcess.run(["info", try fixture("shapes", in: dir), "--param", "tint=#ff0000"])
        XCTAssertEqual(withParameter.status, 64, withParameter.stderr)
    }
}
