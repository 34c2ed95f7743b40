import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// `"type"` in scene files selects the layer's kind, which carries that type's keys.
final class LayerKindSceneTests: XCTestCase {
    private func read(_ json: String) throws -> Scene { try SceneReader.read(json: Array(json.utf8)) }

    func testTheTypeKeySelectsTheKindWithItsPayload() throws {
        let scene = try read(
            """
            {"width": 10, "height": 10, "layers": [
              {},
              {"type": "shape", "path": "M 0 0 L 10 0", "strokeColor": "red", "strokeEnd": 0.5, "contents": "a.png"},
              {"type": "text", "string": "Hi", "fontSize": 12},
              {"type": "gradient", "colors": ["red", "blue"]},
              {"type": "replicator", "instanceCount": 3},
              {"type": "transform"}
            ]}
            """)
        var shape = ShapeContent(path: try Path(svgData: "M 0 0 L 10 0"))
        shape.strokeColor = Color(red: 1, green: 0, blue: 0)
        shape.strokeEnd = 0.5
        var text = TextContent(string: "Hi")
        text.fontSize = 12
        var gradient = GradientContent()
        gradient.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        var replicator = ReplicatorContent()
        replicator.instanceCount = 3
        XCTAssertEqual(
            scene.layers.map(\.kind),
            [.plain, .shape(shape), .text(text), .gradient(gradient), .replicator(replicator), .transform])
        XCTAssertEqual(scene.layers[1].contents?.image, "a.png", "contents belong to every kind, shapes included")
        XCTAssertEqual(scene.layers[1].shape, shape)
        XCTAssertNil(scene.layers[1].text, "a shape layer has no text")
        XCTAssertEqual(scene.layers[2].text, text)
        XCTAssertTrue(scene.layers[5].isTransformLayer)
        XCTAssertFalse(scene.layers[1].isTransformLayer)
    }

    func testAnotherTypesKeyIsStillAnError() {
        let string = sceneError(#"{"width": 10, "height": 10, "layers": [{"type": "shape", "string": "Hi"}]}"#)
        XCTAssertEqual(string?.path, "layers[0].string")
        XCTAssertEqual(string?.message, #""string" belongs to text layers; add "type": "text" to this layer"#)
        let path = sceneError(#"{"width": 10, "height": 10, "layers": [{"type": "text", "path": "M 0 0"}]}"#)
        XCTAssertEqual(path?.message, #""path" belongs to shape layers; add "type": "shape" to this layer"#)
    }
}
