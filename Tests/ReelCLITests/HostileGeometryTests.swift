import Foundation
import ReelTestSupport
import XCTest

/// Values the scene format accepts but no real scene uses (blurs and geometry at the ±1e9 bound
/// on scene numbers, dash patterns finer than a pixel, long strings) render in a blink. Before,
/// each of these (at 1e9 or, before numbers were bounded, up to 1e308) trapped, or ran past 4 GB
/// without finishing; the renderer's own tests cover values past the bound, from the Swift API.
final class HostileGeometryTests: XCTestCase {
    func testExtremeGeometryRendersQuickly() throws {
        let dir = try makeTemporaryDirectory()
        let square =
            ##""position": [50, 50], "bounds": [0, 0, 40, 40], "backgroundColor": "#ff0000", "shadowOpacity": 1"##
        let triangle =
            ##""type": "shape", "position": [50, 50], "bounds": [0, 0, 100, 100], "strokeColor": "#000000", "lineWidth": 2"##
        let layers = [
            "{\(square), \"shadowRadius\": 1e9, \"shadowOffset\": [1e9, -1e9]}",  // trapped in the kernel
            "{\(square), \"shadowRadius\": 3, \"shadowOffset\": [1e9, -1e9]}",  // trapped on the shift
            "{\(square), \"shadowRadius\": 1e6}",  // never finished
            // 4.2 GB:
            "{\(triangle), \"path\": {\"polygon\": [[50, 0], [100, 100], [0, 100]]}, \"lineDashPattern\": [1e-5, 1e-5]}",
            "{\(triangle), \"path\": {\"arc\": {\"center\": [1e9, 32], \"radius\": 1e9, \"startAngle\": 0, \"endAngle\": 6.28}}}",
            "{\(triangle), \"path\": {\"ellipse\": [0, 0, 1e9, 50]}}",
            "{\(triangle), \"path\": {\"arc\": {\"center\": [50, 50], \"radius\": 40, \"startAngle\": 0, \"endAngle\": 1e9}}}",
            #"{"type": "text", "position": [50, 50], "bounds": [0, 0, 100, 100], "wrapped": true, "string": ""#
                + String(repeating: "lorem ipsum dolor sit amet ", count: 3_700) + #""}"#
        ]
        for (i, layer) in layers.enumerated() {
            let scene = try dir.write(
                "s\(i).json", #"{"width": 100, "height": 100, "duration": 1, "layers": ["# + layer + "]}")
            let result = try ReelProcess.run(["frame", scene, "-o", dir.file("f\(i).png")])
            XCTAssertEqual(result.status, 0, "\(layer.prefix(160)): \(result.stderr)")
        }
    }

    func testStringsAboveTheTextLimitAreRefusedNamingIt() throws {
        let dir = try makeTemporaryDirectory()
        let scene = try dir.write(
            "s.json",
            #"{"width": 10, "height": 10, "layers": [{"type": "text", "string": ""#
                + String(repeating: "x", count: 2000) + #""}]}"#)
        let refused = try ReelProcess.run(["frame", scene, "-o", dir.file("f.png"), "--limit", "text=1000"])
        XCTAssertEqual(refused.status, 65, refused.stderr)
        XCTAssertTrue(refused.stderr.contains(":1:67: layers[0].string: the string is 2000 bytes long"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--limit text=N"), refused.stderr)
        XCTAssertEqual(try ReelProcess.run(["frame", scene, "-o", dir.file("f.png")]).status, 0)
    }
}
