import Foundation
import ReelPipeline
import ReelSceneFile
import ReelTestSupport
import ReelTimeline
import XCTest

/// GIF delays as a player reads them back: every frame's start, rounded to the centisecond it
/// can be shown at, stays within 5 ms of its time, at any frame rate and however long the GIF.
final class GIFFrameTimingTests: XCTestCase {
    /// 64×16, a square crossing the canvas in 1 s, so that no two frames are alike (none is merged).
    static let scene = """
        {
          "width": 64, "height": 16, "duration": 1,
          "layers": [
            { "position": [0, 8], "bounds": [0, 0, 8, 8], "backgroundColor": "#ff3b30",
              "animations": [ { "keyPath": "position.x", "fromValue": 0, "toValue": 64, "duration": 1 } ] }
          ]
        }
        """

    /// The delays, in centiseconds, of a GIF of the scene exported at `fps`, as ffprobe reads
    /// them, and what the exporter warned.
    private func delays(fps: Double) throws -> (delays: [Int], warnings: [String]) {
        let dir = try makeTemporaryDirectory()
        var options = ExportOptions(format: .gif)
        options.fps = fps
        var exporter = Exporter(
            timeline: Timeline(scene: try SceneReader.read(json: Array(Self.scene.utf8))), options: options)
        var warnings: [String] = []
        exporter.warn = { warnings.append($0) }
        let path = dir.file("timing.gif")
        try exporter.export(to: path)
        let stream = try FFmpegCLI.videoStream(path)
        XCTAssertEqual(stream["time_base"] as? String, "1/100")
        let packets =
            try FFmpegCLI.probe(path, ["-select_streams", "v:0", "-show_packets"])["packets"] as? [[String: Any]]
        return (packets?.compactMap { $0["duration"] as? Int } ?? [], warnings)
    }

    /// Checks that frame i starts within 5 ms of i / `fps` and that the delays add up to 1 s.
    private func assertOnTime(_ delays: [Int], fps: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(delays.count, Int(fps), "one delay a frame", file: file, line: line)
        var start = 0
        for (i, delay) in delays.enumerated() {
            let wanted = Double(i) * 1000 / fps
            XCTAssertLessThanOrEqual(
                abs(Double(start * 10) - wanted), 5, "frame \(i) starts at \(start * 10) ms, not \(wanted)",
                file: file, line: line)
            start += delay
        }
        XCTAssertEqual(start, 100, "the delays add up to the duration", file: file, line: line)
    }

    func testThirtyFPSStartsEveryFrameWithinFiveMilliseconds() throws {
        let (delays, warnings) = try delays(fps: 30)
        XCTAssertEqual(warnings, [])
        // 0, 33.3, 66.7, 100 ms start at 0, 30, 70, 100.
        XCTAssertEqual(delays, Array(repeating: [3, 4, 3], count: 10).flatMap { $0 })
        assertOnTime(delays, fps: 30)
    }

    func testTwentyFourFPSStartsEveryFrameWithinFiveMilliseconds() throws {
        let (delays, warnings) = try delays(fps: 24)
        XCTAssertEqual(warnings, [])
        // 41.7 ms a frame: 4 or 5 cs, starting 0, 40, 80, 130 (for 125), 170, 210, 250.
        XCTAssertEqual(Array(delays.prefix(6)), [4, 4, 5, 4, 4, 4])
        assertOnTime(delays, fps: 24)
    }

    func testSixtyFPSIsExportedAtFiftySinceBrowsersSlowShorterDelaysDown() throws {
        // A GIF delay under 2 cs plays as 10 in browsers, so the exporter caps the rate at 50 fps
        // (and says so): every delay is then exactly 2 cs.
        let (delays, warnings) = try delays(fps: 60)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("50 fps") == true, "\(warnings)")
        XCTAssertEqual(delays, Array(repeating: 2, count: 50))
        assertOnTime(delays, fps: 50)
    }
}
