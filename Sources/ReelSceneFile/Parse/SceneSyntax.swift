import Foundation
import ReelTimeline

/// The parse pass: a scene file's bytes → a located syntax tree (`JSONValue`, every value with its
/// line and column), from JSON or YAML alike, so that the passes after it serve both formats with
/// the same checks and messages.
package enum SceneSyntax {
    /// Parses `data`, named `file` in messages: YAML for a `.yaml`/`.yml` name, JSON for `.json`,
    /// and otherwise JSON when the text starts with `{`, else YAML (a JSON scene is an object; a
    /// YAML one is a mapping written without braces). Bytes beyond `limits.file` are refused unread.
    package static func parse(_ data: Data, file: String, limits: SceneLimits) throws(SceneError) -> JSONValue {
        guard data.count <= limits.file else {
            throw SceneError(
                line: 0, column: 0, path: "",
                message: SceneLimits.exceeded("file", "the scene is more than \(limits.file) bytes", limit: limits.file)
                    .message, kind: .limit)
        }
        guard isYAML(data, file: file) else { return try parse(json: [UInt8](data)) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(
                line: 0, column: 0, path: "", message: "the scene file is not UTF-8 text", kind: .malformed)
        }
        return try YAMLParser.parse(text)
    }

    /// Parses JSON bytes.
    package static func parse(json bytes: [UInt8]) throws(SceneError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw SceneError(
                line: error.line, column: error.column, path: "", message: "invalid JSON: \(error.message)",
                kind: .malformed)
        }
    }

    private static func isYAML(_ data: Data, file: String) -> Bool {
        let name = file.lowercased()
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return true }
        if name.hasSuffix(".json") { return false }
        // Whitespace and a UTF-8 byte order mark may come before a JSON object's brace.
        let first = data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
        return first != UInt8(ascii: "{")
    }
}
