import ReelDiagnostics
import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// `"valueFunction"` on a `transform` animation: its numbers read, and its mistakes reported.
final class ValueFunctionReadingTests: XCTestCase {
    private func json(_ animation: String) -> String {
        #"{"width": 10, "height": 10, "duration": 4, "layers": [{"animations": [\#(animation)]}]}"#
    }

    private func animation(_ animation: String) throws -> Animation {
        try XCTUnwrap(SceneReader.read(json: Array(json(animation).utf8)).layers.first?.animations.first)
    }

    private func drawnTransform(_ animation: String, at t: Double) throws -> Transform3D {
        Timeline(scene: try SceneReader.read(json: Array(json(animation).utf8))).snapshot(at: t).layers[0].transform
    }

    func testRotateZReadsAnglesAndTurnsHalfWay() throws {
        let a = try animation(
            #"{"keyPath": "transform", "valueFunction": "rotateZ", "fromValue": 0, "toValue": "90deg", "duration": 2}"#)
        XCTAssertEqual(a.valueFunction, .rotateZ)
        XCTAssertEqual(a.kind, .basic(FromToBy(from: .scalar(0), to: .scalar(.pi / 2))))
        let t = try drawnTransform(
            #"{"keyPath": "transform", "valueFunction": "rotateZ", "fromValue": 0, "toValue": "90deg", "duration": 2}"#,
            at: 1)
        XCTAssertEqual(t.m11, (0.5).squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(t.m12, (0.5).squareRoot(), accuracy: 1e-9)
    }

    func testScaleAndTranslateTakeThreeNumbers() throws {
        let t = try drawnTransform(
            #"{"keyPath": "transform", "valueFunction": "scale", "fromValue": [1, 1, 1], "toValue": [2, 2, 2], "duration": 2}"#,
            at: 1)
        XCTAssertEqual(t.m11, 1.5, accuracy: 1e-9)
        XCTAssertEqual(t.m33, 1.5, accuracy: 1e-9)
        let k = try animation(
            #"{"type": "keyframe", "keyPath": "transform", "valueFunction": "translate", "values": [[0, 0, 0], [4, 5, 6]]}"#
        )
        XCTAssertEqual(k.kind, .keyframes(Keyframes(values: [.scalars([0, 0, 0]), .scalars([4, 5, 6])])))
    }

    func testTranslateXByValue() throws {
        let t = try drawnTransform(
            #"{"keyPath": "transform", "valueFunction": "translateX", "byValue": 10, "duration": 2}"#, at: 1)
        XCTAssertEqual(t.m41, 5, accuracy: 1e-9)
    }

    func testAMistypedNameGetsTheClosestOne() throws {
        let e = try XCTUnwrap(sceneError(json(#"{"keyPath": "transform", "valueFunction": "rotateZZ", "toValue": 1}"#)))
        XCTAssertEqual(e.kind, .unknownName)
        XCTAssertEqual(e.path, "layers[0].animations[0].valueFunction")
        XCTAssertEqual(e.suggestion, "rotateZ")
        let far = try XCTUnwrap(sceneError(json(#"{"keyPath": "transform", "valueFunction": "wobble", "toValue": 1}"#)))
        XCTAssertNil(far.suggestion)
        XCTAssertTrue(far.message.contains("known: rotateX"), far.message)
    }

    func testWrongShapesAndKeyPathsAreRefused() throws {
        let shape = try XCTUnwrap(
            sceneError(json(#"{"keyPath": "transform", "valueFunction": "scale", "toValue": 2}"#)))
        XCTAssertEqual(shape.path, "layers[0].animations[0].toValue")
        XCTAssertTrue(shape.message.contains("three numbers"), shape.message)
        let keyPath = try XCTUnwrap(
            sceneError(json(#"{"keyPath": "opacity", "valueFunction": "scaleX", "toValue": 2}"#)))
        XCTAssertEqual(keyPath.kind, .wrongType)
        XCTAssertTrue(keyPath.message.contains("whole transform"), keyPath.message)
    }

    func testANumberWithoutAFunctionMentionsValueFunctions() throws {
        let e = try XCTUnwrap(sceneError(json(#"{"keyPath": "transform", "toValue": 3.14}"#)))
        XCTAssertTrue(e.message.contains(#""valueFunction" such as "rotateZ""#), e.message)
    }
}
