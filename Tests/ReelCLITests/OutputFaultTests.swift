import Foundation
import ReelTestSupport
import XCTest

/// A disk that fills up mid-export (simulated with a file-size limit, `ulimit -f`): a clear error
/// naming the output, exit 74, no temporary file, the previous output intact.
final class OutputFaultTests: XCTestCase {
    func testAFullDiskFailsCleanlyForEveryFormat() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write(
            "s.json",
            """
            {"width": 320, "height": 240, "fps": 30, "duration": 2, "layers": [
              {"type": "gradient", "position": [160, 120], "bounds": [0, 0, 320, 240], "colors": ["#ff0000", "#0000ff"],
               "animations": [{"keyPath": "startPoint", "fromValue": [0, 0], "toValue": [1, 1], "duration": 2}]}]}
            """)
        for format in ["gif", "mp4"] {
            let output = try dir.write("out.\(format)", "previous export")
            // 16 blocks of 512 bytes: far less than the export needs.
            let result = try Subprocess.run(
                "/bin/bash",
                ["-c", "ulimit -f 16; exec \"$0\" export \"$1\" -o \"$2\"", ReelProcess.binary, scene, output])
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            XCTAssertEqual(result.status, 74, stderr)
            XCTAssertTrue(stderr.hasPrefix("error: ") && stderr.contains(output), stderr)
            XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "previous export")
            let left = try dir.contents()
            XCTAssertFalse(left.contains { $0.hasPrefix(".") }, "no temporary file: \(left)")
        }
    }
}
