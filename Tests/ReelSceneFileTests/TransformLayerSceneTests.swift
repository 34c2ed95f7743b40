import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// `"type": "transform"` and `doubleSided` in scene files.
final class TransformLayerSceneTests: XCTestCase {
    private func read(_ json: String) throws -> Scene { try SceneReader.read(json: Array(json.utf8)) }

    private func error(_ json: String) -> SceneError? { sceneError(json) }

    func testTransformLayersAndDoubleSidedAreRead() throws {
        let scene = try read(
            """
            {"width": 100, "height": 100, "layers": [
              {"type": "transform", "position": [50, 50], "opacity": 0.5, "transform": {"rotateY": "30deg"},
               "sublayerTransform": {"perspective": 400},
               "sublayers": [{"bounds": [0, 0, 10, 10], "backgroundColor": "red", "doubleSided": false},
                             {"type": "transform", "sublayers": []}]},
              {"bounds": [0, 0, 10, 10]}
            ]}
            """)
        let transformLayer = scene.layers[0]
        XCTAssertTrue(transformLayer.isTransformLayer)
        XCTAssertEqual(transformLayer.opacity, 0.5)
        XCTAssertEqual(transformLayer.sublayerTransform.m34, -1.0 / 400)
        XCTAssertFalse(transformLayer.sublayers[0].isTransformLayer)
        XCTAssertFalse(transformLayer.sublayers[0].isDoubleSided)
        XCTAssertTrue(transformLayer.sublayers[1].isTransformLayer)
        XCTAssertFalse(scene.layers[1].isTransformLayer, "plain layers stay plain")
        XCTAssertTrue(scene.layers[1].isDoubleSided, "double-sided by default, as in Core Animation")
    }

    func testWhatATransformLayerNeverDrawsIsAnErrorThatSaysWhy() {
        for (key, value) in [
            ("backgroundColor", #""red""#), ("borderWidth", "2"), ("shadowOpacity", "1"),
            ("masksToBounds", "true"), ("mask", "{}"), ("contents", #""photo.png""#), ("doubleSided", "false"),
            ("compositingFilter", #""multiplyBlendMode""#)
        ] {
            let e = error(
                """
                {"width": 10, "height": 10, "layers": [{"type": "transform",
                  "\(key)": \(value)}]}
                """)
            XCTAssertEqual(e?.path, "layers[0].\(key)", key)
            XCTAssertEqual(e?.line, 2, key)
            XCTAssertTrue(
                e?.message.contains("no effect on a transform layer") ?? false, "\(key): \(e?.message ?? "no error")")
            XCTAssertTrue(e?.message.contains(#"use "type": "layer""#) ?? false, key)
        }
        let unknown = error(#"{"width": 10, "height": 10, "layers": [{"type": "transform", "sublayer": []}]}"#)
        XCTAssertEqual(unknown?.kind, .unknownKey)
        XCTAssertEqual(unknown?.message, #"unknown key "sublayer" in a transform layer"#)
        XCTAssertEqual(unknown?.suggestion, "sublayers")
        let misplaced = error(#"{"width": 10, "height": 10, "layers": [{"type": "transform", "path": "M 0 0"}]}"#)
        XCTAssertTrue(misplaced?.message.contains("belongs to shape layers") ?? false)
        let wrongType = error(#"{"width": 10, "height": 10, "layers": [{"doubleSided": "no"}]}"#)
        XCTAssertEqual(wrongType?.path, "layers[0].doubleSided")
    }
}
