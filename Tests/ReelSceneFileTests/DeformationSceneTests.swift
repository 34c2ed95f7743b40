import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// `meshTransform` and `pageCurl` in scene files: read into the model, every key checked.
final class DeformationSceneTests: XCTestCase {
    private func read(_ json: String) throws -> Scene { try SceneReader.read(json: Array(json.utf8)) }

    /// A scene with one layer holding `members` (a JSON object's members).
    private func layer(_ members: String) -> String {
        #"{"width": 100, "height": 100, "layers": [{"bounds": [0, 0, 100, 60], "# + members + "}]}"
    }

    /// The example of docs/scene-format.md: a 1 × 1 mesh, the last vertex darkened.
    func testAMeshIsRead() throws {
        let scene = try read(
            """
            {"width": 100, "height": 100, "layers": [
            { "bounds": [0, 0, 100, 60], "backgroundColor": "orange",
              "meshTransform": { "columns": 1, "rows": 1, "vertices": [
                {"from": [0, 0], "to": [0, 0]}, {"from": [1, 0], "to": [100, 0]},
                {"from": [0, 1], "to": [0, 60]}, {"from": [1, 1], "to": [100, 60], "shade": -0.5} ] } }
            ]}
            """)
        let mesh = try XCTUnwrap(scene.layers[0].meshTransform)
        XCTAssertEqual(mesh.columns, 1)
        XCTAssertEqual(mesh.rows, 1)
        XCTAssertEqual(mesh.vertex(column: 1, row: 1).to, Point(x: 100, y: 60))
        XCTAssertEqual(mesh.vertex(column: 1, row: 1).shade, -0.5)
        XCTAssertEqual(mesh.vertex(column: 0, row: 1).from, Point(x: 0, y: 1))
        XCTAssertEqual(mesh.vertex(column: 0, row: 1).depth, 0)
        XCTAssertEqual(mesh.backShade, 0)
    }

    func testAPageCurlIsReadAndItsAngleAnimatesInDegrees() throws {
        let scene = try read(
            layer(
                """
                "pageCurl": {"progress": 0.25, "angle": "-110deg", "radius": 12},
                "animations": [{"keyPath": "pageCurl.angle", "fromValue": "0deg", "toValue": "90deg", "duration": 1}]
                """))
        let curl = scene.layers[0].pageCurl
        XCTAssertEqual(curl.progress, 0.25)
        XCTAssertEqual(curl.angle, -110 * Double.pi / 180, accuracy: 1e-12)
        XCTAssertEqual(curl.radius, 12)
        let drawn = Timeline(scene: scene).snapshot(at: 0.5).layers[0]
        XCTAssertEqual(drawn.pageCurl.angle, Double.pi / 4, accuracy: 1e-12)
        XCTAssertEqual(try read(layer(#""opacity": 1"#)).layers[0].pageCurl, PageCurl(), "flat by default")
    }

    func testBadMeshesAndCurlsSayWhereAndWhy() {
        let vertex = #"{"from": [0, 0], "to": [0, 0]}"#
        let three = [String](repeating: vertex, count: 3).joined(separator: ", ")
        let four = [String](repeating: vertex, count: 4).joined(separator: ", ")
        let cases: [(String, String, String)] = [
            (
                #""meshTransform": {"columns": 1, "rows": 1, "vertices": [\#(three)]}"#,
                "layers[0].meshTransform.vertices", "3 vertices for 1 × 1 cells; expected 4"
            ),
            (
                #""meshTransform": {"columns": 1.5, "rows": 1, "vertices": [\#(four)]}"#,
                "layers[0].meshTransform.columns", "expected a whole number of cells in 1…256, found 1.5"
            ),
            (
                #""meshTransform": {"columns": 300, "rows": 1, "vertices": []}"#,
                "layers[0].meshTransform.columns", "expected a whole number of cells in 1…256, found 300"
            ),
            (
                #""meshTransform": {"rows": 1, "vertices": []}"#, "layers[0].meshTransform",
                #"missing key "columns""#
            ),
            (
                #""meshTransform": {"columns": 1, "rows": 1, "vertices": [{"from": [2, 0], "to": [0, 0]}, \#(three)]}"#,
                "layers[0].meshTransform.vertices[0].from", "an image point in the unit square"
            ),
            (
                #""meshTransform": {"columns": 1, "rows": 1, "vertices": [{"from": [0, 0], "to": [0, 0], "shade": 2}, \#(three)]}"#,
                "layers[0].meshTransform.vertices[0].shade", "expected a shade in −1…1, found 2"
            ),
            (#""pageCurl": {"progress": 1.5}"#, "layers[0].pageCurl.progress", "expected a progress in 0…1, found 1.5"),
            (#""pageCurl": {"radius": -1}"#, "layers[0].pageCurl.radius", "expected a radius ≥ 0 (0: automatic)"),
            (#""pageCurl": {"angle": "north"}"#, "layers[0].pageCurl.angle", "invalid angle")
        ]
        for (members, path, message) in cases {
            let e = sceneError(layer(members))
            XCTAssertEqual(e?.path, path, members)
            XCTAssertTrue(e?.message.contains(message) ?? false, "\(members): \(e?.message ?? "no error")")
        }
    }

    func testUnknownKeysSuggestTheNearestOne() {
        let curl = sceneError(layer(#""pageCurl": {"progres": 0.5}"#))
        XCTAssertEqual(curl?.kind, .unknownKey)
        XCTAssertEqual(curl?.message, #"unknown key "progres" in a page curl"#)
        XCTAssertEqual(curl?.suggestion, "progress")
        let vertexJSON = #"{"from": [0, 0], "to": [0, 0]}"#
        let others = [String](repeating: vertexJSON, count: 3).joined(separator: ", ")
        let vertex = sceneError(
            layer(
                #""meshTransform": {"columns": 1, "rows": 1, "vertices": [{"from": [0, 0], "to": [0, 0], "shadow": 1}, \#(others)]}"#
            ))
        XCTAssertEqual(vertex?.kind, .unknownKey)
        XCTAssertEqual(vertex?.suggestion, "shade")
        let mesh = sceneError(
            layer(
                #""meshTransform": {"columns": 1, "rows": 1, "vertices": [\#(others), \#(vertexJSON)], "backshade": 1}"#
            ))
        XCTAssertEqual(mesh?.kind, .unknownKey)
        XCTAssertEqual(mesh?.message, #"unknown key "backshade" in a mesh transform"#)
        XCTAssertEqual(mesh?.suggestion, "backShade")
        let layerKey = sceneError(layer(#""pageCurls": {}"#))
        XCTAssertEqual(layerKey?.suggestion, "pageCurl")
        let transformLayer = sceneError(
            #"{"width": 10, "height": 10, "layers": [{"type": "transform", "pageCurl": {"progress": 0.5}}]}"#)
        XCTAssertTrue(transformLayer?.message.contains("no effect on a transform layer") ?? false)
    }
}
