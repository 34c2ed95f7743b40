import ReelTimeline
import XCTest

@testable import ReelSceneFile

/// The resolve pass: parameters and expressions replaced, literal values left.
final class ResolvePassTests: XCTestCase {
    private let scene = """
        {
          "parameters": {
            "columns": {"type": "number", "default": 4},
            "tint": {"type": "color", "default": "#ff9500", "description": "the fill"}
          },
          "width": 320, "height": 100,
          "layers": [{"backgroundColor": {"$param": "tint"}, "bounds": [0, 0, {"$expr": "width / columns"}, 10]}]
        }
        """

    private func resolve(_ overrides: [String: String] = [:]) throws -> SceneResolution {
        try SceneResolution(SceneSyntax.parse(json: Array(scene.utf8)), overrides: overrides)
    }

    func testDefaultsAndExpressionsAreSubstitutedAndTheDeclarationsGo() throws {
        let resolved = try resolve()
        XCTAssertEqual(
            ParsePassTests.shape(resolved.document),
            ##"{width:320,height:100,layers:[{backgroundColor:"#ff9500",bounds:[0,0,80,10]}]}"##)
        XCTAssertEqual(
            resolved.parameters,
            [
                SceneParameter(name: "columns", kind: .number, defaultValue: "4", summary: ""),
                SceneParameter(name: "tint", kind: .color, defaultValue: "#ff9500", summary: "the fill")
            ])
    }

    func testOverridesWinAndKeepTheUseSitePosition() throws {
        let resolved = try resolve(["columns": "8", "tint": "#00ff00"])
        XCTAssertEqual(
            ParsePassTests.shape(resolved.document),
            ##"{width:320,height:100,layers:[{backgroundColor:"#00ff00",bounds:[0,0,40,10]}]}"##)
        // The substituted colour stands where `{"$param": "tint"}` stood: line 7, column 34.
        XCTAssertEqual(ParsePassTests.position(of: "backgroundColor", in: resolved.document), [7, 34])
    }

    func testAnOverrideOfTheWrongTypeOrNameIsAnError() {
        XCTAssertThrowsError(try resolve(["columns": "many"])) {
            XCTAssertTrue("\($0)".contains("parameter \"columns\" is a number, not \"many\""), "\($0)")
        }
        XCTAssertThrowsError(try resolve(["colour": "#fff"])) {
            XCTAssertTrue("\($0)".contains("no parameter \"colour\"; it has columns, tint"), "\($0)")
        }
    }
}
