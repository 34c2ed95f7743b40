import ReelDiagnostics
import XCTest

/// The one printer and the exit codes every command reports.
final class DiagnosticTests: XCTestCase {
    func testTheOneLineFormLeavesOutWhatIsUnknown() {
        let place = SourceLocation(file: "a.json", line: 12, column: 7, path: "layers[0].opacity")
        XCTAssertEqual(
            Diagnostic(.wrongType, "expected a number, found a string", at: place).description,
            "a.json:12:7: layers[0].opacity: expected a number, found a string")
        XCTAssertEqual(
            Diagnostic(.unknownKey, "unknown key \"opacty\" in a layer", at: place, suggestion: "opacity").description,
            "a.json:12:7: layers[0].opacity: unknown key \"opacty\" in a layer; did you mean \"opacity\"?")
        // No line: the file as a whole; no file either: the path alone; nothing: the message alone.
        XCTAssertEqual(
            Diagnostic(.unreadableScene, "the scene file does not exist", at: SourceLocation(file: "b.json"))
                .description,
            "b.json: the scene file does not exist")
        XCTAssertEqual(
            Diagnostic(.limit, "too many layers", at: SourceLocation(path: "layers[3]")).description,
            "layers[3]: too many layers")
        XCTAssertEqual(Diagnostic(.io, "cannot write 'out.gif'").description, "cannot write 'out.gif'")
        // A line without a file is a scene read from bytes.
        XCTAssertEqual(
            Diagnostic(.malformed, "invalid JSON", at: SourceLocation(line: 1, column: 2)).description,
            "scene:1:2: invalid JSON")
    }

    func testEachKindMapsToItsSysexitsCode() {
        let codes = Dictionary(uniqueKeysWithValues: Diagnostic.Kind.allCases.map { ($0, $0.exitCode) })
        XCTAssertEqual(codes[.usage], 64)
        XCTAssertEqual(codes[.io], 74)
        for kind in Diagnostic.Kind.allCases where kind != .usage && kind != .io {
            XCTAssertEqual(codes[kind], 65, "\(kind) is a problem in the scene or what it names")
        }
    }

    func testSuggestionsAreCloseNamesChosenTheSameWayEveryTime() {
        XCTAssertEqual(Suggestion.closest(to: "opacty", among: ["position", "opacity", "bounds"]), "opacity")
        XCTAssertNil(Suggestion.closest(to: "zzz", among: ["position", "opacity"]))
        // A tie goes to the name first in alphabetical order, whatever order the names come in
        // (a Set's order changes from run to run).
        XCTAssertEqual(Suggestion.closest(to: "bb", among: ["bc", "ba"]), "ba")
        XCTAssertEqual(Suggestion.closest(to: "bb", among: Set(["bc", "ba"])), "ba")
        XCTAssertEqual(Suggestion.editDistance("Kitten", "sitting"), 3)
        // Long strings are no typo of anything, and cost nothing to compare.
        XCTAssertGreaterThan(Suggestion.editDistance(String(repeating: "a", count: 100_000), "a"), 1_000_000)
    }

    func testEchoedInputIsCutToFortyCharacters() {
        XCTAssertEqual("short".truncatedForMessages, "short")
        XCTAssertEqual(String(repeating: "x", count: 50).truncatedForMessages, String(repeating: "x", count: 40) + "…")
    }
}
