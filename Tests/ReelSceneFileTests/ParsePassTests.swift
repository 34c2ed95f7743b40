import Foundation
import ReelTimeline
import XCTest

@testable import ReelSceneFile

/// The parse pass: bytes → a located tree, the same from JSON and YAML.
final class ParsePassTests: XCTestCase {
    private let json = """
        {
          "width": 320,
          "layers": [{"name": "dot", "opacity": 0.5}]
        }
        """
    private let yaml = """
        width: 320
        layers:
          - name: dot
            opacity: 0.5
        """

    func testJSONAndYAMLGiveTheSameTreeWithTheirOwnPositions() throws {
        let fromJSON = try SceneSyntax.parse(Data(json.utf8), file: "a.json", limits: SceneLimits())
        let fromYAML = try SceneSyntax.parse(Data(yaml.utf8), file: "a.yaml", limits: SceneLimits())
        XCTAssertEqual(Self.shape(fromJSON), Self.shape(fromYAML))
        XCTAssertEqual(Self.shape(fromJSON), #"{width:320,layers:[{name:"dot",opacity:0.5}]}"#)
        // "opacity"'s value: line 3, column 41 in the JSON; line 4, column 14 in the YAML.
        XCTAssertEqual(Self.position(of: "opacity", in: fromJSON), [3, 41])
        XCTAssertEqual(Self.position(of: "opacity", in: fromYAML), [4, 14])
    }

    func testTheFormatIsTheNamesOrElseTheFirstCharacters() throws {
        // No extension: a brace (after a byte order mark and blanks) is JSON, anything else YAML.
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("\n  \(json)".utf8)
        XCTAssertEqual(
            Self.shape(try SceneSyntax.parse(bom, file: "<stdin>", limits: SceneLimits())).prefix(7), "{width:")
        XCTAssertNoThrow(try SceneSyntax.parse(Data(yaml.utf8), file: "<stdin>", limits: SceneLimits()))
        // The name wins over the content: YAML text named .json is invalid JSON.
        XCTAssertThrowsError(try SceneSyntax.parse(Data(yaml.utf8), file: "scene.json", limits: SceneLimits())) {
            XCTAssertTrue("\($0)".contains("invalid JSON"), "\($0)")
        }
    }

    func testBytesBeyondTheFileLimitAreRefusedUnread() {
        var limits = SceneLimits()
        limits.file = 10
        XCTAssertThrowsError(try SceneSyntax.parse(Data(json.utf8), file: "a.json", limits: limits)) {
            XCTAssertTrue("\($0)".contains("more than 10 bytes"), "\($0)")
        }
    }

    func testYAMLThatIsNotUTF8IsAnError() {
        XCTAssertThrowsError(try SceneSyntax.parse(Data([0x61, 0x3A, 0xFF]), file: "a.yaml", limits: SceneLimits())) {
            XCTAssertTrue("\($0)".contains("not UTF-8"), "\($0)")
        }
    }

    /// The tree written compactly, positions left out.
    static func shape(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): n == n.rounded() ? "\(Int(n))" : "\(n)"
        case .string(let s): "\"\(s)\""
        case .array(let elements): "[" + elements.map(shape).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\($0.key):\(shape($0.value))" }.joined(separator: ",") + "}"
        }
    }

    /// The line and column of the first value under `key`, searched depth first.
    static func position(of key: String, in value: JSONValue) -> [Int]? {
        switch value.kind {
        case .array(let elements): return elements.lazy.compactMap { position(of: key, in: $0) }.first
        case .object(let members):
            if let found = members.first(where: { $0.key == key }) { return [found.value.line, found.value.column] }
            return members.lazy.compactMap { position(of: key, in: $0.value) }.first
        default: return nil
        }
    }
}
