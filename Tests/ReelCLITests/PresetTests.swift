import Foundation
import Reel
import ReelTestSupport
import XCTest

/// Every preset reads as a scene and validates against the published JSON Schema; every complete
/// scene example in docs/scene-format.md reads too.
final class PresetTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private var presets: [String] {
        let folder = Self.root.appendingPathComponent("presets").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
    }

    func testEveryPresetReadsAndRenders() throws {
        XCTAssertFalse(presets.isEmpty)
        for preset in presets {
            let scene = try SceneReader.read(contentsOf: preset)
            XCTAssertNotNil(Timeline(scene: scene).duration, preset)
        }
    }

    func testEveryPresetValidatesAgainstTheSchema() throws {
        let schema = Self.root.appendingPathComponent("docs/scene.schema.json").path
        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            jsonschema.Draft202012Validator.check_schema(validator.schema)
            failed = 0
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    failed += 1
                    print(f"{path}: {'/'.join(map(str, error.absolute_path))}: {error.message[:200]}")
            sys.exit(1 if failed else 0)
            """
        let result = try Subprocess.run("/usr/bin/env", ["python3", "-c", script, schema] + presets)
        XCTAssertEqual(result.status, 0, String(decoding: result.stdout + result.stderr, as: UTF8.self))
    }

    func testTheSchemaRejectsUnknownKeys() throws {
        let schema = Self.root.appendingPathComponent("docs/scene.schema.json").path
        let script = """
            import json, sys, jsonschema
            validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
            sys.exit(0 if list(validator.iter_errors({"width": 9, "height": 9, "layers": [{"opacty": 1}]})) else 1)
            """
        XCTAssertEqual(try Subprocess.run("/usr/bin/env", ["python3", "-c", script, schema]).status, 0)
    }

    func testSceneExamplesInTheDocsRead() throws {
        let text = try String(
            contentsOfFile: Self.root.appendingPathComponent("docs/scene-format.md").path, encoding: .utf8)
        let blocks = text.components(separatedBy: "```json\n").dropFirst().compactMap {
            $0.components(separatedBy: "```").first
        }
        let scenes = blocks.filter { $0.contains("\"width\"") }
        XCTAssertFalse(scenes.isEmpty)
        for block in scenes { XCTAssertNoThrow(try SceneReader.read(json: Array(block.utf8)), block) }
    }
}

/// The docs assets (docs/assets, docs/gallery.md) are exactly what the presets render today.
final class DocsAssetsTests: XCTestCase {
    func testCommittedDocsAssetsMatchAFreshRender() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let result = try Subprocess.run(
            "/usr/bin/env",
            [
                "REEL=\(ReelProcess.binary)", "python3",
                root.appendingPathComponent("scripts/generate-docs-assets").path, "--check"
            ])
        XCTAssertEqual(
            result.status, 0, String(decoding: result.stdout + result.stderr, as: UTF8.self).suffix(3000).description)
    }
}
