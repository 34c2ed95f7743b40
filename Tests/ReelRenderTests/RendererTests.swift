import ReelGeometry
import ReelRaster
import ReelRender
import ReelSceneFile
import ReelTimeline
import XCTest

/// The renderer's layer semantics, checked on pixels whose values follow from the scene exactly.
final class RendererTests: XCTestCase {
    private func render(_ json: String, at time: Double = 0) throws -> Pixmap {
        try Renderer().render(Timeline(scene: try SceneReader.read(json: Array(json.utf8))).snapshot(at: time))
    }

    func testZPositionOrdersSiblingsAndTiesKeepTheirOrder() throws {
        let frame = try render(
            """
            {"width": 10, "height": 10, "background": null, "layers": [
              {"position": [5, 5], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000", "zPosition": 1},
              {"position": [5, 5], "bounds": [0, 0, 10, 10], "backgroundColor": "#00ff00"}
            ]}
            """)
        XCTAssertEqual(frame[5, 5], RGBA8(r: 255, g: 0, b: 0, a: 255), "the higher zPosition is drawn on top")
    }

    func testBorderLiesInsideTheBoundsAboveTheSublayers() throws {
        let frame = try render(
            """
            {"width": 20, "height": 20, "background": "#ffffff", "layers": [
              {"position": [10, 10], "bounds": [0, 0, 20, 20], "borderWidth": 3, "borderColor": "#0000ff",
               "sublayers": [{"position": [10, 10], "bounds": [0, 0, 20, 20], "backgroundColor": "#ff0000"}]}
            ]}
            """)
        XCTAssertEqual(frame[1, 10], RGBA8(r: 0, g: 0, b: 255, a: 255), "border over the sublayer")
        XCTAssertEqual(frame[2, 2], RGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(frame[3, 10], RGBA8(r: 255, g: 0, b: 0, a: 255), "inside the 3 px border")
    }

    func testTransformRotatesAboutTheAnchorPoint() throws {
        // A 10×2 bar centred at (10, 10), turned a quarter: it now covers x 9…11, y 5…15.
        let frame = try render(
            """
            {"width": 20, "height": 20, "background": null, "layers": [
              {"position": [10, 10], "bounds": [0, 0, 10, 2], "backgroundColor": "#000000", "transform": {"rotate": "90deg"}}
            ]}
            """)
        XCTAssertEqual(frame[10, 6].a, 255)
        XCTAssertEqual(frame[10, 14].a, 255)
        XCTAssertEqual(frame[6, 10].a, 0)
    }
}

extension RendererTests {
    func testStrokeEndTrimsTheStrokeByLength() throws {
        // A 20-point line, stroked 4 wide, trimmed to its first half: x 2…12.
        let frame = try render(
            """
            {"width": 24, "height": 10, "background": null, "layers": [
              {"type": "shape", "path": "M 2 5 L 22 5", "fillColor": null, "strokeColor": "#000000", "lineWidth": 4,
               "animations": [{"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 2}]}
            ]}
            """, at: 1)
        XCTAssertEqual(frame[11, 5].a, 255)
        XCTAssertEqual(frame[13, 5].a, 0)
        XCTAssertEqual(frame[1, 5].a, 0)
    }

    func testDashedStrokeAlternates() throws {
        let frame = try render(
            """
            {"width": 24, "height": 10, "background": null, "layers": [
              {"type": "shape", "path": "M 0 5 L 24 5", "fillColor": null, "strokeColor": "#000000", "lineWidth": 2,
               "lineDashPattern": [4, 4]}
            ]}
            """)
        XCTAssertEqual(
            (0..<24).map { frame[$0, 5].a > 127 ? 1 : 0 },
            [1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0])
    }

    func testAxialGradientRunsFromStartPointToEndPoint() throws {
        let frame = try render(
            """
            {"width": 100, "height": 4, "background": null, "layers": [
              {"type": "gradient", "position": [50, 2], "bounds": [0, 0, 100, 4], "colors": ["#000000", "#ffffff"],
               "startPoint": [0, 0.5], "endPoint": [1, 0.5]}
            ]}
            """)
        // Pixel centre x + 0.5 of 100: value 255 · (x + 0.5) / 100, ±1 for rounding and the colour table.
        for x in [0, 25, 50, 99] {
            XCTAssertEqual(Double(frame[x, 2].r), 255 * (Double(x) + 0.5) / 100, accuracy: 1.5, "x = \(x)")
        }
    }
}
