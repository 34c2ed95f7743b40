import ReelGeometry
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// The renderer's layer semantics, checked on pixels whose values follow from the scene exactly.
final class RendererTests: XCTestCase {
    private func render(_ json: String, at time: Double = 0) throws -> Pixmap {
        Renderer().render(Timeline(scene: try SceneReader.read(json: Array(json.utf8))).snapshot(at: time))
    }

    func testZPositionOrdersSiblingsAndTiesKeepTheirOrder() throws {
        let frame = try render("""
        {"width": 10, "height": 10, "background": null, "layers": [
          {"position": [5, 5], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000", "zPosition": 1},
          {"position": [5, 5], "bounds": [0, 0, 10, 10], "backgroundColor": "#00ff00"}
        ]}
        """)
        XCTAssertEqual(frame[5, 5], RGBA8(r: 255, g: 0, b: 0, a: 255), "the higher zPosition is drawn on top")
    }

    func testBorderLiesInsideTheBoundsAboveTheSublayers() throws {
        let frame = try render("""
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
        let frame = try render("""
        {"width": 20, "height": 20, "background": null, "layers": [
          {"position": [10, 10], "bounds": [0, 0, 10, 2], "backgroundColor": "#000000", "transform": {"rotate": "90deg"}}
        ]}
        """)
        XCTAssertEqual(frame[10, 6].a, 255)
        XCTAssertEqual(frame[10, 14].a, 255)
        XCTAssertEqual(frame[6, 10].a, 0)
    }
}
