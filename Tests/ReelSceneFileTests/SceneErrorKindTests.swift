import ReelDiagnostics
import ReelSceneFile
import ReelTimeline
import XCTest

/// Every pass reports a kind callers can match, not only a sentence.
final class SceneErrorKindTests: XCTestCase {
    private func kind(_ text: String, parameters: [String: String] = [:], limits: SceneLimits = SceneLimits())
        -> Diagnostic.Kind?
    {
        do {
            _ = try SceneReader.read(json: Array(text.utf8), parameters: parameters, limits: limits)
            return nil
        } catch {
            return error.kind
        }
    }

    func testEachPassReportsItsKind() {
        XCTAssertEqual(kind(#"{"width": 10,"#), .malformed)
        XCTAssertEqual(kind(#"{"width": "10", "height": 10}"#), .wrongType)
        XCTAssertEqual(kind(#"{"width": 10, "height": 10, "durration": 1}"#), .unknownKey)
        XCTAssertEqual(kind(#"{"width": -1, "height": 10}"#), .invalidValue)
        XCTAssertEqual(kind(#"{"width": 10, "height": 10, "background": {"$param": "nope"}}"#), .unknownName)
        XCTAssertEqual(kind(#"{"width": 10, "height": 10}"#, parameters: ["nope": "1"]), .unknownName)
        XCTAssertEqual(
            kind(
                #"{"width": 10, "height": 10, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 1, "after": "x"}]}]}"#
            ), .unknownName)
        var limits = SceneLimits()
        limits.keyframes = 2
        XCTAssertEqual(
            kind(
                #"{"width": 10, "height": 10, "layers": [{"animations": [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0]}]}]}"#,
                limits: limits), .limit)
    }

    func testAMissingSceneFileIsUnreadableAndExitsAsABadScene() {
        XCTAssertThrowsError(try SceneReader.read(contentsOf: "/nonexistent/scene.json")) {
            let error = $0 as? SceneError
            XCTAssertEqual(error?.kind, .unreadableScene)
            XCTAssertEqual(error?.diagnostic.kind.exitCode, 65)
            XCTAssertEqual(error?.description, "/nonexistent/scene.json: the scene file does not exist")
        }
    }
}
