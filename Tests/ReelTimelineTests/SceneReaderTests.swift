import ReelGeometry
import ReelRaster
import ReelTimeline
import XCTest

final class SceneReaderTests: XCTestCase {
    private func read(_ json: String) throws -> Scene { try SceneReader.read(json: Array(json.utf8)) }

    private func error(_ json: String) -> SceneError? {
        do {
            _ = try read(json)
            return nil
        } catch {
            return error as? SceneError
        }
    }

    func testReadsLayersShapesAndAnimations() throws {
        let scene = try read("""
        {"width": 100, "height": 50, "fps": 24, "background": null, "layers": [
          {"type": "shape", "position": [10, 20], "bounds": [0, 0, 8, 8], "path": {"ellipse": [0, 0, 8, 8]},
           "fillColor": "#ff000080", "strokeColor": [0, 0, 1], "lineWidth": 2,
           "animations": [{"keyPath": "fillColor", "toValue": "white", "duration": 2, "fillMode": "both",
                           "timingFunction": [0.2, 0, 0, 1]}],
           "sublayers": [{"opacity": 0.5}]}
        ]}
        """)
        XCTAssertEqual(scene.fps, 24)
        XCTAssertNil(scene.background)
        let layer = scene.layers[0]
        XCTAssertEqual(layer.position, Point(x: 10, y: 20))
        XCTAssertEqual(layer.shape?.fillColor?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(layer.shape?.stroke.lineWidth, 2)
        XCTAssertEqual(layer.animations[0].kind, .basic(FromToBy(to: .color(.white))))
        XCTAssertEqual(layer.animations[0].timing.fillMode, .both)
        XCTAssertEqual(layer.sublayers[0].opacity, 0.5)
    }

    func testErrorsNameLineColumnAndPath() {
        let e = error("{\"width\": 10, \"height\": 10,\n \"layers\": [{\"position\": [1]}]}")
        XCTAssertEqual(e?.line, 2)
        XCTAssertEqual(e?.column, 26)
        XCTAssertEqual(e?.path, "layers[0].position")
        XCTAssertEqual(e?.message, "expected a point [x, y], found an array")
    }

    func testRejectsWhatCoreAnimationWouldNotAccept() {
        XCTAssertEqual(error(#"{"width": 10}"#)?.message, "missing key \"height\" (the canvas height in points)")
        XCTAssertTrue(error(#"{"width": 10, "height": 10, "layers": [{"fillColor": "red"}]}"#)?.message.contains("belongs to shape layers") ?? false)
        XCTAssertTrue(error(#"{"width": 10, "height": 10, "layers": [{"animations": [{"keyPath": "wobble"}]}]}"#)?.message.contains("not an animatable key path") ?? false)
        XCTAssertTrue(error(#"{"width": 10, "height": 10, "layers": [{"animations": [{"keyPath": "opacity", "toValue": [1, 2]}]}]}"#)?.message.contains("expected a number") ?? false)
        XCTAssertTrue(error(#"{"width": 10, "height": 10, "layers": [{"animations": [{"keyPath": "opacity", "repeatCount": 2, "repeatDuration": 3}]}]}"#)?.message.contains("not both") ?? false)
        XCTAssertEqual(error(#"{"width": 10, "height": 10, "width": 3}"#)?.message, "invalid JSON: duplicate key \"width\"")
        XCTAssertTrue(error(#"{"width": 10, "height": 10, "layers": [{"type": "shape", "path": "M 0 0 L x"}]}"#)?.message.contains("SVG path data, at character 9") ?? false)
        XCTAssertEqual(error(#"{"width": -1, "height": 10}"#)?.path, "width")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertTrue(error(deep)?.message.contains("nesting deeper") ?? false)
    }
}

/// YAML scenes: the same model and messages as JSON, with YAML's line numbers.
final class YAMLSceneTests: XCTestCase {
    func testYAMLReadsTheSameSceneAsJSON() throws {
        let yaml = """
        # A comment, which is why people want YAML.
        width: 100
        height: 50
        background: "#ffffff"
        layers:
          - type: shape
            position: [10, 20]
            path: "M 0 0 L 10 10"
            animations:
              - keyPath: transform.rotation.z
                toValue: 90deg
                duration: 2
        """
        let json = """
        {"width": 100, "height": 50, "background": "#ffffff", "layers": [{"type": "shape", "position": [10, 20],
         "path": "M 0 0 L 10 10", "animations": [{"keyPath": "transform.rotation.z", "toValue": "90deg", "duration": 2}]}]}
        """
        XCTAssertEqual(try SceneReader.read(yaml: yaml), try SceneReader.read(json: Array(json.utf8)))
    }

    func testYAMLErrorsNameLineColumnAndPath() {
        let yaml = "width: 100\nheight: 50\nlayers:\n  - opacity: lots\n"
        XCTAssertThrowsError(try SceneReader.read(yaml: yaml)) { error in
            let e = error as? SceneError
            XCTAssertEqual(e?.line, 4)
            XCTAssertEqual(e?.column, 14)
            XCTAssertEqual(e?.path, "layers[0].opacity")
        }
        XCTAssertThrowsError(try SceneReader.read(yaml: "width: [1,\n")) { error in
            XCTAssertTrue((error as? SceneError)?.message.hasPrefix("invalid YAML") ?? false)
        }
    }

    func testAliasBombsStopAtTheNodeLimit() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 { yaml += "b\(i): &b\(i) [" + Array(repeating: i == 1 ? "*a" : "*b\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        XCTAssertThrowsError(try SceneReader.read(yaml: yaml)) { error in
            XCTAssertTrue((error as? SceneError)?.message.contains("more than") ?? false, "\(error)")
        }
    }
}
