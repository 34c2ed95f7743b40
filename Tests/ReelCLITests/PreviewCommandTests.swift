import Foundation
import ReelTestSupport
import XCTest

/// `reel preview`, tested in headless Chromium as a person uses it (scripts/preview-browser), and
/// its HTTP answers directly.
final class PreviewCommandTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private let scene = """
        {"width": 120, "height": 80, "fps": 10, "duration": 2, "background": "#ffffff",
         "layers": [{"position": [20, 40], "bounds": [0, 0, 30, 30], "backgroundColor": "#ff9500",
           "animations": [{"keyPath": "position.x", "toValue": 100, "duration": 2}]}]}
        """

    /// Starts `reel preview` on `scene.json` in `dir`; returns it and the address it printed.
    private func startPreview(in dir: TemporaryDirectory) throws -> (Process, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ReelProcess.binary)
        process.arguments = ["preview", "scene.json"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line.append(byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) else {
            process.terminate()
            throw NSError(
                domain: "PreviewCommandTests", code: 1,
                userInfo: [NSLocalizedDescriptionKey: "reel preview printed no address: \(text)"])
        }
        return (process, String(text[range]))
    }

    private func rgba(_ path: String) throws -> [UInt8] {
        try XCTUnwrap(FFmpegCLI.decodeRGBA(path, width: 120, height: 80).first)
    }

    private func assertSamePixels(_ shot: String, _ reference: String, _ what: String) throws {
        let (a, b) = (try rgba(shot), try rgba(reference))
        let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 255
        XCTAssertLessThanOrEqual(worst, 2, "\(what): the page's frame differs from reel frame's by up to \(worst)")
    }

    func testThePageScrubsReloadsOnEditAndShowsErrors() throws {
        let dir = try makeTemporaryDirectory()
        _ = try dir.write("scene.json", scene)
        let edited = scene.replacingOccurrences(of: "#ff9500", with: "#007aff")
        _ = try dir.write("edited.json", edited)
        _ = try dir.write("original.json", scene)
        for (name, time) in [("original", "1.3"), ("edited", "1.3")] {
            let result = try Subprocess.run(
                ReelProcess.binary, ["frame", "\(name).json", "--time", time, "-o", "\(name).png"], in: dir.path)
            XCTAssertEqual(result.status, 0)
        }
        try FileManager.default.createDirectory(atPath: dir.file("shots"), withIntermediateDirectories: true)
        let (preview, address) = try startPreview(in: dir)
        defer {
            preview.terminate()
            preview.waitUntilExit()
        }
        let browser = try Subprocess.run(
            Self.root.appendingPathComponent("scripts/preview-browser").path,
            [address, dir.file("scene.json"), dir.file("shots"), "1.3", dir.file("edited.json")])
        XCTAssertEqual(browser.status, 0, String(decoding: browser.stderr, as: UTF8.self))
        try assertSamePixels(dir.file("shots/frame.png"), dir.file("original.png"), "scrubbed to 1.3 s")
        try assertSamePixels(dir.file("shots/edited.png"), dir.file("edited.png"), "after the edit")
        try assertSamePixels(dir.file("shots/broken.png"), dir.file("edited.png"), "the last good frame kept")
        let report = try XCTUnwrap(
            JSONSerialization.jsonObject(with: browser.stdout) as? [String: Any],
            String(decoding: browser.stdout, as: UTF8.self))
        let error = try XCTUnwrap(report["error"] as? String)
        XCTAssertTrue(error.hasPrefix("scene.json:1:9: invalid JSON"), error)
    }

    /// Other hosts' names are refused, only GET is answered, and a broken scene's frame is an
    /// error with its place, not a picture.
    func testTheServerAnswersItsOwnAddressOnly() throws {
        let dir = try makeTemporaryDirectory()
        _ = try dir.write("scene.json", scene)
        let (preview, address) = try startPreview(in: dir)
        defer {
            preview.terminate()
            preview.waitUntilExit()
        }
        let port = try XCTUnwrap(Int(address.dropFirst("http://127.0.0.1:".count).dropLast()))
        let script = """
            import http.client, sys
            def get(path, host=None, method="GET"):
                c = http.client.HTTPConnection("127.0.0.1", \(port), timeout=30)
                c.request(method, path, headers={"Host": host} if host else {})
                r = c.getresponse()
                return f"{r.status} {r.getheader('Content-Type')} {r.read()[:300]!r}"
            print(get("/api/frame?t=0.5"))
            print(get("/", host="evil.example:\(port)"))
            print(get("/api/info", method="POST"))
            print(get("/../scene.json"))
            open("scene.json", "w").write("{ broken")
            import time; time.sleep(1)
            print(get("/api/frame?t=0.5"))
            """
        let result = try Subprocess.run("/usr/bin/env", ["python3", "-c", script], in: dir.path)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, String(decoding: result.stderr, as: UTF8.self))
        XCTAssertTrue(lines[0].hasPrefix("200 image/png b") && lines[0].contains("PNG"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("403 "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("405 "), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("404 "), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("422 application/json"), lines[4])
        XCTAssertTrue(lines[4].contains("invalid JSON"), lines[4])
    }
}
