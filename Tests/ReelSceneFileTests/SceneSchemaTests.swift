import Foundation
import ReelSceneFile
import ReelTimeline
import XCTest

/// docs/scene.schema.json refuses what the reader refuses: for each document, the schema's verdict
/// (python3's jsonschema, as in PresetTests) and the reader's agree.
final class SceneSchemaTests: XCTestCase {
    private static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/scene.schema.json").path

    /// Whether the schema accepts each document, in order.
    private func schemaAccepts(_ documents: [String]) throws -> [Bool] {
        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            print("".join("0" if list(validator.iter_errors(json.loads(d))) else "1" for d in sys.argv[2:]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.schema] + documents
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).map { $0 == "1" }
    }

    func testTheSchemaAndTheReaderAgreeOnTransformLayersLayerTypesAndDensity() throws {
        let layer = { (json: String) in #"{"width": 9, "height": 9, "layers": [\#(json)]}"# }
        let item = { (density: String) in
            #"{"width": 9, "height": 9, "duration": 1, "layers": [{"name": "a", "bounds": [0, 0, 2, 2]}], "dynamics": {"behaviors": [{"type": "item", "items": ["a"], "density": \#(density)}]}}"#
        }
        let documents = [
            layer(#"{"type": "transform", "doubleSided": false}"#),
            layer(##"{"type": "transform", "backgroundColor": "#ff0000"}"##),
            layer(##"{"type": "transform", "sublayers": [{"doubleSided": false, "backgroundColor": "#ff0000"}]}"##),
            layer(#"{"path": {"rect": [0, 0, 1, 1]}}"#),
            layer(#"{"type": "gradient", "fontSize": 3}"#),
            layer(#"{"type": "shape", "path": {"rect": [0, 0, 1, 1]}, "lineWidth": 2}"#),
            item("0"),
            item("0.5")
        ]
        let schema = try schemaAccepts(documents)
        let reader = documents.map { sceneError($0) == nil }
        XCTAssertEqual(reader, [false, false, true, false, false, true, false, true])
        XCTAssertEqual(schema, reader)
    }

    func testTheSchemaAndTheReaderAgreeOnValueFunctionNames() throws {
        let animation = { (function: String) in
            #"{"width": 9, "height": 9, "layers": [{"animations": [{"keyPath": "transform", "valueFunction": \#(function), "toValue": 1}]}]}"#
        }
        let documents = [animation(#""rotateZ""#), animation(#""translateY""#), animation(#""rotate""#), animation("1")]
        let schema = try schemaAccepts(documents)
        let reader = documents.map { sceneError($0) == nil }
        XCTAssertEqual(reader, [true, true, false, false])
        XCTAssertEqual(schema, reader)
    }
}
