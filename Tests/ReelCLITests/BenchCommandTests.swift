import Foundation
import ReelTestSupport
import XCTest

/// `reel bench` prints what it timed, the median frame last; `--redraw` times drawing every frame of
/// a still scene (otherwise drawn once and handed out again) and takes the same options.
final class BenchCommandTests: XCTestCase {
    func testBenchWithAndWithoutRedrawPrintsTheFrameTimeLast() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write(
            "still.json",
            ##"{"width": 40, "height": 30, "layers": [{"type": "shape", "position": [20, 15], "bounds": [0, 0, 40, 30], "path": "M 2 2 L 38 5 L 10 28 Z", "fillColor": "#3366cc"}]}"##
        )
        for extra in [[], ["--redraw"], ["--redraw", "--threads", "2"]] {
            let result = try ReelProcess.run(["bench", scene, "--frames", "3"] + extra)
            XCTAssertEqual(result.status, 0, "\(extra): \(result.stderr)")
            let lines = result.stdout.split(separator: "\n")
            XCTAssertTrue(lines.first?.contains("40×30, 3 frames") ?? false, "\(extra): \(result.stdout)")
            XCTAssertNotNil(
                lines.last?.wholeMatch(of: /render: [0-9]+\.[0-9]{2} ms\/frame/), "\(extra): \(result.stdout)")
        }
        let refused = try ReelProcess.run(["bench", scene, "--redraw=yes"])
        XCTAssertEqual(refused.status, 64, refused.stderr)
    }
}
