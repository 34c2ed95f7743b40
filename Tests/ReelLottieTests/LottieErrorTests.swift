import Foundation
import ReelDiagnostics
import ReelLottie
import ReelTimeline
import XCTest

/// Malformed Lottie files fail like scene files: one message with the file, line, column and
/// JSON path, of the kind that sets the exit code; limits apply.
final class LottieErrorTests: XCTestCase {
    private func read(_ text: String, limits: SceneLimits = SceneLimits()) throws -> LottieImport {
        try LottieReader.read(data: Data(text.utf8), file: "anim.json", limits: limits)
    }

    /// A composition around `layers`.
    private func lottie(_ layers: String, assets: String = "[]") -> String {
        """
        {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "assets": \(assets),
         "layers": \(layers)}
        """
    }

    private func shape(_ extra: String = "") -> String {
        """
        {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {}\(extra),
         "shapes": [{"ty": "el", "s": {"a": 0, "k": [10, 10]}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0]}}]}
        """
    }

    private func assertError(
        _ text: String, _ expected: String, kind: Diagnostic.Kind, limits: SceneLimits = SceneLimits(),
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try read(text, limits: limits), line: line) { error in
            guard let error = error as? SceneError else { return XCTFail("\(error)", line: line) }
            XCTAssertEqual(error.diagnostic.description, expected, line: line)
            XCTAssertEqual(error.kind, kind, line: line)
        }
    }

    func testMalformedJSON() {
        assertError(
            "{\"fr\": 10,\n \"ip\": }",
            "anim.json:2:8: invalid JSON: unexpected character '}' where a value was expected", kind: .malformed)
    }

    func testWrongTypesAndMissingKeys() {
        assertError(
            lottie("[]").replacingOccurrences(of: "\"fr\": 10", with: "\"fr\": \"10\""),
            "anim.json:1:22: fr: expected a number, found the string \"10\"", kind: .wrongType)
        assertError(
            lottie("[{\"ind\": 1, \"ip\": 0, \"op\": 10}]"),
            "anim.json:2:13: layers[0]: missing key \"ty\" (the layer's type)", kind: .invalidValue)
        assertError(
            lottie("[" + shape().replacingOccurrences(of: "[10, 10]", with: "[10]") + "]"),
            "anim.json:3:45: layers[0].shapes[0].s.k: expected an array of 2 numbers, found an array",
            kind: .wrongType)
    }

    func testKeyframesMustNotGoBackInTime() {
        let opacity = #", "ks": {"o": {"a": 1, "k": [{"t": 5, "s": [0]}, {"t": 2, "s": [100]}]}}"#
        assertError(
            lottie("[" + shape().replacingOccurrences(of: ", \"ks\": {}", with: opacity) + "]"),
            "anim.json:2:114: layers[0].ks.o.k[1].t: keyframe times must not decrease; this one is 2.0 after 5.0",
            kind: .invalidValue)
    }

    func testReferencesMustResolve() {
        assertError(
            lottie(#"[{"ty": 0, "ind": 1, "ip": 0, "op": 10, "refId": "missing", "ks": {}}]"#),
            "anim.json:2:61: layers[0].refId: no asset has the id \"missing\"", kind: .unknownName)
        assertError(
            lottie(
                #"[{"ty": 0, "ind": 1, "ip": 0, "op": 10, "refId": "loop", "ks": {}}]"#,
                assets: #"[{"id": "loop", "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 10, "refId": "loop"}]}]"#),
            "anim.json:1:150: assets[0].layers[0].refId: the precomposition \"loop\" contains itself",
            kind: .invalidValue)
        assertError(
            lottie("[" + shape(", \"parent\": 1") + "]"),
            "anim.json:2:13: layers[0]: the layers' \"parent\" chain loops back to ind 1", kind: .invalidValue)
        assertError(
            lottie("[" + shape(", \"parent\": 7") + "]"),
            "anim.json:2:13: layers[0]: no layer has \"ind\" 7, which \"parent\" names", kind: .invalidValue)
    }

    func testLimitsApply() {
        var limits = SceneLimits()
        limits.keyframes = 2
        let opacity = #", "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 2, "s": [50]}, {"t": 4, "s": [100]}]}}"#
        assertError(
            lottie("[" + shape().replacingOccurrences(of: ", \"ks\": {}", with: opacity) + "]"),
            "anim.json:2:87: layers[0].ks.o.k: an animation of 3 keyframes, above the limit of 2 (raise it with --limit keyframes=N)",
            kind: .limit, limits: limits)
        // A spatial motion is sampled at every frame: keyframes 10⁸ frames apart are refused
        // before any sample is made.
        let far =
            #", "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [5, 5], "ti": [0, 0]}, {"t": 100000000, "s": [9, 9]}]}}"#
        assertError(
            lottie("[" + shape().replacingOccurrences(of: ", \"ks\": {}", with: far) + "]"),
            "anim.json:2:67: layers[0].ks: an animation of 100000002 keyframes, above the limit of 100000 (raise it with --limit keyframes=N)",
            kind: .limit)
        limits = SceneLimits()
        limits.layers = 2
        assertError(
            lottie("[" + shape() + ", " + shape() + "]"),
            "anim.json:3:104: layers[1]: the Lottie file makes more than 2 layers, above the limit of 2 (raise it with --limit layers=N)",
            kind: .limit, limits: limits)
    }

    func testLottieIsToldFromAScene() {
        XCTAssertTrue(LottieReader.isLottie(Data(lottie("[]").utf8)))
        XCTAssertFalse(LottieReader.isLottie(Data(#"{"width": 100, "height": 100, "layers": []}"#.utf8)))
        XCTAssertFalse(LottieReader.isLottie(Data("not json".utf8)))
    }
}
