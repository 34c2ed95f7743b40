import ReelDiagnostics
import ReelSceneFile
import ReelTimeline
import XCTest

/// What a mistyped or misused animation key path is told.
final class KeyPathDiagnosticTests: XCTestCase {
    private func error(_ animation: String) -> SceneError? {
        sceneError(#"{"width": 10, "height": 10, "layers": [{"animations": [\#(animation)]}]}"#)
    }

    func testAMistypedKeyPathGetsTheClosestOne() throws {
        let e = try XCTUnwrap(error(#"{"keyPath": "transform.rotate", "toValue": 1}"#))
        XCTAssertEqual(e.kind, .unknownName)
        XCTAssertEqual(e.path, "layers[0].animations[0].keyPath")
        XCTAssertEqual(e.suggestion, "transform.rotation")
        XCTAssertEqual(
            e.diagnostic.description,
            #"scene:1:68: layers[0].animations[0].keyPath: "transform.rotate" is not an animatable key path; did you mean "transform.rotation"?"#
        )
        XCTAssertEqual(error(#"{"keyPath": "strokeEnds", "toValue": 1}"#)?.suggestion, "strokeEnd")
        XCTAssertEqual(error(#"{"keyPath": "shadowOppacity", "toValue": 1}"#)?.suggestion, "shadowOpacity")
    }

    func testAKeyPathLikeNoneListsThemAll() throws {
        let e = try XCTUnwrap(error(#"{"keyPath": "wobble", "toValue": 1}"#))
        XCTAssertNil(e.suggestion)
        XCTAssertEqual(e.kind, .unknownName)
        XCTAssertTrue(e.message.hasPrefix(#""wobble" is not an animatable key path; known: "#), e.message)
        for keyPath in ["strokeStart", "transform.rotation.z", "shadowOffset", "contents"] {
            XCTAssertTrue(e.message.contains(keyPath), keyPath)
        }
    }

    func testANumberForAWholeTransformSuggestsTheRotationKeyPath() throws {
        for animation in [
            #"{"keyPath": "transform", "toValue": 3.14}"#,
            #"{"keyPath": "transform", "fromValue": [{"rotate": 0}], "byValue": "180deg"}"#,
            #"{"type": "keyframe", "keyPath": "transform", "values": [0, 1.57, 3.14]}"#,
            #"{"type": "spring", "keyPath": "transform", "toValue": 1}"#
        ] {
            let e = try XCTUnwrap(error(animation), animation)
            XCTAssertEqual(e.kind, .wrongType, animation)
            XCTAssertEqual(e.path, "layers[0].animations[0].keyPath", animation)
            XCTAssertEqual(e.suggestion, "transform.rotation.z", animation)
            XCTAssertTrue(
                e.message.hasPrefix(#""transform" takes a whole transform (16 numbers, or operations"#), e.message)
        }
        XCTAssertTrue(error(#"{"keyPath": "transform", "toValue": 3.14}"#)!.message.hasSuffix("not a number"))
        XCTAssertTrue(error(#"{"keyPath": "transform", "toValue": "90deg"}"#)!.message.hasSuffix("not a string"))
    }

    func testOtherTransformKeyPathsSayTheSameWithoutTheRotationHint() throws {
        let e = try XCTUnwrap(error(#"{"keyPath": "sublayerTransform", "toValue": 2}"#))
        XCTAssertEqual(e.kind, .wrongType)
        XCTAssertNil(e.suggestion)
        XCTAssertTrue(e.message.hasPrefix(#""sublayerTransform" takes a whole transform"#), e.message)
    }

    func testWholeTransformsStillRead() {
        XCTAssertNil(error(#"{"keyPath": "transform", "toValue": [{"rotate": "90deg"}]}"#))
        XCTAssertNil(error(#"{"keyPath": "transform", "toValue": {"scale": 2}}"#))
        XCTAssertNil(error(#"{"keyPath": "transform.rotation.z", "toValue": 3.14}"#))
    }
}
