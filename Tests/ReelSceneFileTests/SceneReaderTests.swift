import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

final class SceneReaderTests: XCTestCase {
    private func read(_ json: String) throws -> Scene { try SceneReader.read(json: Array(json.utf8)) }

    private func error(_ json: String) -> SceneError? { sceneError(json) }

    func testReadsLayersShapesAndAnimations() throws {
        let scene = try read(
            """
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
        XCTAssertTrue(
            error(#"{"width": 10, "height": 10, "layers": [{"fillColor": "red"}]}"#)?.message.contains(
                "belongs to shape layers") ?? false)
        XCTAssertTrue(
            error(#"{"width": 10, "height": 10, "layers": [{"animations": [{"keyPath": "wobble"}]}]}"#)?.message
                .contains("not an animatable key path") ?? false)
        XCTAssertTrue(
            error(
                #"{"width": 10, "height": 10, "layers": [{"animations": [{"keyPath": "opacity", "toValue": [1, 2]}]}]}"#
            )?.message.contains("expected a number") ?? false)
        XCTAssertTrue(
            error(
                #"{"width": 10, "height": 10, "layers": [{"animations": [{"keyPath": "opacity", "repeatCount": 2, "repeatDuration": 3}]}]}"#
            )?.message.contains("not both") ?? false)
        XCTAssertEqual(
            error(#"{"width": 10, "height": 10, "width": 3}"#)?.message, "invalid JSON: duplicate key \"width\"")
        XCTAssertTrue(
            error(#"{"width": 10, "height": 10, "layers": [{"type": "shape", "path": "M 0 0 L x"}]}"#)?.message
                .contains("SVG path data, at character 9") ?? false)
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
        for i in 1...8 {
            yaml +=
                "b\(i): &b\(i) [" + Array(repeating: i == 1 ? "*a" : "*b\(i - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        XCTAssertThrowsError(try SceneReader.read(yaml: yaml)) { error in
            XCTAssertTrue((error as? SceneError)?.message.contains("more than") ?? false, "\(error)")
        }
    }
}

/// Every layer type's model, read from a scene and animated through its key paths.
final class LayerTypesTests: XCTestCase {
    private func read(_ json: String) throws -> Scene { try SceneReader.read(json: Array(json.utf8)) }

    func testEveryLayerTypeReadsItsOwnKeys() throws {
        let scene = try read(
            """
            {"width": 100, "height": 100, "layers": [
              {"type": "gradient", "gradientType": "radial", "colors": ["red", "#0000ff"], "locations": [0, 0.8],
               "startPoint": [0.5, 0.5], "endPoint": [1, 1], "borderWidth": 2, "masksToBounds": true,
               "shadowOpacity": 0.5, "shadowOffset": [0, 4], "mask": {"type": "shape", "path": {"ellipse": [0, 0, 10, 10]}}},
              {"type": "replicator", "instanceCount": 5, "instanceTransform": {"translate": [20, 0]}, "instanceDelay": 0.1,
               "instanceAlphaOffset": -0.2, "sublayers": [{"bounds": [0, 0, 10, 10]}]},
              {"type": "text", "string": "Hello", "fontSize": 18, "foregroundColor": "black", "alignmentMode": "center", "wrapped": true},
              {"contents": "photo.png", "contentsGravity": "resizeAspectFill", "contentsRect": [0, 0, 0.5, 1]},
              {"type": "shape", "path": "M 0 0 L 10 0", "strokeStart": 0.25, "strokeEnd": 0.75, "lineDashPattern": [4, 2]}
            ]}
            """)
        XCTAssertEqual(scene.layers[0].gradient?.kind, .radial)
        XCTAssertEqual(scene.layers[0].gradient?.locations, [0, 0.8])
        XCTAssertNotNil(scene.layers[0].mask?.shape)
        XCTAssertEqual(scene.layers[1].replicator?.instanceCount, 5)
        XCTAssertEqual(scene.layers[1].replicator?.instanceTransform.m41, 20)
        XCTAssertEqual(scene.layers[2].text?.alignment, .center)
        XCTAssertEqual(scene.layers[3].contents?.gravity, .resizeAspectFill)
        XCTAssertEqual(scene.layers[4].shape?.strokeEnd, 0.75)
    }

    func testTypeKeysOnTheWrongLayerAndBadCountsAreErrors() {
        func message(_ json: String) -> String {
            do {
                _ = try read(json)
                return ""
            } catch { return (error as? SceneError)?.message ?? "\(error)" }
        }
        XCTAssertTrue(
            message(#"{"width": 9, "height": 9, "layers": [{"colors": ["red"]}]}"#).contains(
                "belongs to gradient layers"))
        XCTAssertTrue(
            message(
                #"{"width": 9, "height": 9, "layers": [{"type": "gradient", "colors": ["red", "blue"], "locations": [0]}]}"#
            ).contains("1 locations for 2 colours"))
        XCTAssertTrue(
            message(#"{"width": 9, "height": 9, "layers": [{"type": "replicator", "instanceCount": 2.5}]}"#).contains(
                "whole number"))
        XCTAssertTrue(
            message(#"{"width": 9, "height": 9, "layers": [{"contentsGravity": "center"}]}"#).contains(
                "needs \"contents\""))
    }

    func testStrokeEndColoursAndContentsAnimate() throws {
        let scene = try read(
            """
            {"width": 100, "height": 100, "duration": 2, "layers": [
              {"type": "shape", "path": "M 0 0 L 10 0", "animations": [{"keyPath": "strokeEnd", "fromValue": 0, "toValue": 1, "duration": 2}]},
              {"type": "gradient", "colors": ["#000000", "#ffffff"], "animations": [{"keyPath": "colors", "toValue": ["#ffffff", "#000000"], "duration": 2}]},
              {"contents": "a.png", "animations": [{"keyPath": "contents", "fromValue": "a.png", "toValue": "b.png", "duration": 2}]}
            ]}
            """)
        let snapshot = Timeline(scene: scene).snapshot(at: 0.5)
        XCTAssertEqual(snapshot.layers[0].shape?.strokeEnd ?? 0, 0.25, accuracy: 1e-12)
        XCTAssertEqual(snapshot.layers[1].gradient?.colors.first?.red ?? 0, 0.25, accuracy: 1e-12)
        XCTAssertEqual(snapshot.layers[2].contents?.image, "b.png")
        XCTAssertEqual(snapshot.layers[2].contents?.fadingFrom, "a.png")
        XCTAssertEqual(snapshot.layers[2].contents?.fade ?? 0, 0.25, accuracy: 1e-12)
    }

    /// An empty name is not an image: `null` says "no image" among animation values, and the
    /// layer's own `contents` names a file or is left out.
    func testContentsNamesAreNotEmpty() {
        let layer = sceneError(#"{"width": 9, "height": 9, "layers": [{"contents": ""}]}"#)
        XCTAssertEqual(layer?.path, "layers[0].contents")
        XCTAssertEqual(layer?.message, "expected an image file name, not an empty string")
        let value = sceneError(
            #"{"width": 9, "height": 9, "layers": [{"animations": [{"keyPath": "contents", "toValue": ""}]}]}"#)
        XCTAssertEqual(value?.message, "expected an image file name, or null for none, not an empty string")
    }
}

/// Scene parameters: declared with defaults, overridden by name, used through $param and $expr.
final class SceneParameterTests: XCTestCase {
    private let preset = """
        {"width": 120, "height": 60,
         "parameters": {
           "color": {"type": "color", "default": "#ff9500", "description": "The tile colour."},
           "columns": {"type": "number", "default": 4, "description": "Tiles across."}},
         "layers": [{"type": "replicator", "instanceCount": {"$param": "columns"},
                     "instanceTransform": {"translate": [{"$expr": "width / columns"}, 0]},
                     "sublayers": [{"bounds": [0, 0, {"$expr": "width / columns - 2"}, 10], "backgroundColor": {"$param": "color"}}]}]}
        """

    func testDefaultsApplyAndAreListed() throws {
        let scene = try SceneReader.read(json: Array(preset.utf8))
        XCTAssertEqual(scene.layers[0].replicator?.instanceCount, 4)
        XCTAssertEqual(scene.layers[0].replicator?.instanceTransform.m41, 30)
        XCTAssertEqual(scene.layers[0].sublayers[0].bounds.size.width, 28)
        XCTAssertEqual(scene.parameters.map(\.name), ["color", "columns"])
        XCTAssertEqual(scene.parameters[1].defaultValue, "4")
    }

    func testOverridesAreCheckedAndApplied() throws {
        let scene = try SceneReader.read(json: Array(preset.utf8), parameters: ["columns": "6", "color": "#00ff00"])
        XCTAssertEqual(scene.layers[0].replicator?.instanceTransform.m41, 20)
        XCTAssertEqual(scene.layers[0].sublayers[0].backgroundColor, Color(red: 0, green: 1, blue: 0))
        XCTAssertThrowsError(try SceneReader.read(json: Array(preset.utf8), parameters: ["colums": "6"])) { error in
            XCTAssertTrue("\(error)".contains("no parameter \"colums\"; it has color, columns"), "\(error)")
        }
        XCTAssertThrowsError(try SceneReader.read(json: Array(preset.utf8), parameters: ["columns": "many"])) { error in
            XCTAssertTrue("\(error)".contains("is a number"), "\(error)")
        }
        XCTAssertThrowsError(
            try SceneReader.read(json: Array(#"{"width": 9, "height": 9, "fps": {"$expr": "width /"}}"#.utf8))
        ) { error in
            XCTAssertTrue("\(error)".contains("fps: in the expression"), "\(error)")
        }
    }
}

final class PathHelperTests: XCTestCase {
    private func path(_ json: String) throws -> Path {
        let scene = try SceneReader.read(
            json: Array(#"{"width": 9, "height": 9, "layers": [{"type": "shape", "path": \#(json)}]}"#.utf8))
        return scene.layers[0].shape!.path
    }

    func testHelpersBuildTheirPaths() throws {
        XCTAssertEqual(
            try path(#"{"line": [[0, 0], [10, 5]]}"#).elements, [.move(to: .zero), .line(to: Point(x: 10, y: 5))])
        XCTAssertEqual(try path(#"{"polygon": [[0, 0], [10, 0], [5, 5]]}"#).elements.last, .closeSubpath)
        let arc = try path(
            #"{"arc": {"center": [5, 5], "radius": 5, "startAngle": 0, "endAngle": "180deg", "clockwise": true}}"#)
        XCTAssertEqual(arc.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(arc.currentPoint.y, 5, accuracy: 1e-9)
        let combined = try path(#"{"paths": [{"line": [[0, 0], [1, 1]]}, {"rect": [0, 0, 2, 2]}]}"#)
        XCTAssertEqual(combined.elements.filter { if case .move = $0 { true } else { false } }.count, 2)
    }

    func testHelperMistakesAreErrors() {
        XCTAssertThrowsError(try path(#"{"line": [[0, 0]]}"#))
        XCTAssertThrowsError(try path(#"{"rect": [0, 0, 1, 1], "ellipse": [0, 0, 1, 1]}"#))
        XCTAssertThrowsError(try path(#"{"arc": {"center": [0, 0], "radius": 1, "startAngle": 0}}"#))
    }
}

extension YAMLSceneTests {
    func testYAMLNaNAndInfinityAreNotNumbers() {
        for bad in [".nan", ".inf", "-.inf"] {
            XCTAssertThrowsError(try SceneReader.read(yaml: "width: \(bad)\nheight: 10\n")) { error in
                XCTAssertEqual((error as? SceneError)?.path, "width")
            }
        }
    }
}

/// The YAML pre-count refuses only what certainly holds more values than the limit.
final class YAMLSizeTests: XCTestCase {
    func testLongStringsWithCommasAndDashesAreNotCounted() throws {
        let text = String(repeating: "a, b - c, ", count: 100_000)
        let yaml = "width: 10\nheight: 10\nduration: 1\nlayers:\n  - type: text\n    string: \"\(text)\"\n"
        XCTAssertNoThrow(try SceneReader.read(yaml: yaml))
        let block =
            "width: 10\nheight: 10\nduration: 1\nlayers:\n  - type: text\n    string: |\n"
            + String(repeating: "      x, y\n", count: 300_000)
        XCTAssertNoThrow(try SceneReader.read(yaml: block))
    }
}
