import Foundation
import ReelTimeline
import Yams

/// Reads YAML into the same positioned `JSONValue` tree as JSON, so one scene reader (with the
/// same checks and messages) serves both. Aliases are expanded, so the tree's size is capped:
/// expanding nested aliases is how a small hostile file ("billion laughs") becomes enormous.
enum YAMLParser {
    /// The most values a YAML scene may expand to: far above any real scene (a 5 MB file).
    static let maximumNodes = 250_000

    static func parse(_ text: String) throws(SceneError) -> JSONValue {
        // Yams builds its whole tree before the count below can refuse it, at about 145 bytes a
        // value (a 16 MB flow list of 8 million zeros: 1.15 GiB and 6 s), so count first.
        if let (line, column) = positionPastNodeLimit(text) {
            throw SceneError(
                line: line, column: column, path: "", message: "invalid YAML: more than \(maximumNodes) values",
                kind: .limit)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.error(error)
        } catch {
            throw SceneError(line: 1, column: 1, path: "", message: "invalid YAML: \(error)", kind: .malformed)
        }
        guard let node else {
            throw SceneError(line: 1, column: 1, path: "", message: "the YAML document is empty", kind: .malformed)
        }
        var count = 0
        return try convert(node, depth: 0, count: &count)
    }

    /// Where the text holds more than `maximumNodes` values, or nil. Counts what separates two
    /// values: commas inside flow collections (`[0, 0]`, outside quotes and comments) and block
    /// sequence entries (a line starting with `-`), reading each byte once. It can miscount only
    /// text no scene has: a quote inside a plain scalar hides what follows it (a lower count, so
    /// Yams's own count still applies), and a bracket opened in a plain scalar would count the
    /// commas of the lines after it.
    static func positionPastNodeLimit(_ text: String) -> (line: Int, column: Int)? {
        var count = 0
        var flowDepth = 0
        var line = 1
        var lineStart = 0
        var quote: UInt8? = nil
        var inComment = false
        var atLineStart = true
        for (i, byte) in text.utf8.enumerated() {
            if byte == 0x0A {
                line += 1
                lineStart = i + 1
                inComment = false
                atLineStart = true
                continue
            }
            if inComment { continue }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            let startsLine = atLineStart
            if byte != 0x20 { atLineStart = false }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "#"): inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): flowDepth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): flowDepth = max(0, flowDepth - 1)
            case UInt8(ascii: ",") where flowDepth > 0: count += 1
            case UInt8(ascii: "-") where startsLine && flowDepth == 0: count += 1
            default: break
            }
            if count > maximumNodes { return (line, i - lineStart + 1) }
        }
        return nil
    }

    private static func convert(_ node: Node, depth: Int, count: inout Int) throws(SceneError) -> JSONValue {
        let line = node.mark?.line ?? 0
        let column = node.mark?.column ?? 0
        func fail(_ message: String) -> SceneError {
            SceneError(line: line, column: column, path: "", message: "invalid YAML: \(message)", kind: .malformed)
        }
        count += 1
        guard count <= maximumNodes else { throw fail("more than \(maximumNodes) values") }
        guard depth < JSONParser.maximumDepth else {
            throw fail("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        let kind: JSONValue.Kind
        switch node {
        case .scalar(let scalar):
            kind = Self.scalar(node, scalar)
        case .sequence(let sequence):
            var elements: [JSONValue] = []
            for element in sequence { elements.append(try convert(element, depth: depth + 1, count: &count)) }
            kind = .array(elements)
        case .mapping(let mapping):
            var members: [(key: String, value: JSONValue)] = []
            var seen = Set<String>()
            for (key, value) in mapping {
                guard case .scalar(let k) = key else { throw fail("mapping keys must be plain strings") }
                guard seen.insert(k.string).inserted else {
                    throw SceneError(
                        line: key.mark?.line ?? line, column: key.mark?.column ?? column, path: "",
                        message: "invalid YAML: duplicate key \"\(k.string.truncatedForMessages)\"", kind: .malformed)
                }
                members.append((k.string, try convert(value, depth: depth + 1, count: &count)))
            }
            kind = .object(members)
        case .alias:
            throw fail("unresolved alias")
        }
        return JSONValue(kind: kind, line: line, column: column)
    }

    /// A scalar by YAML's core schema: null, booleans, numbers, otherwise a string. Quoted scalars
    /// are always strings.
    private static func scalar(_ node: Node, _ scalar: Node.Scalar) -> JSONValue.Kind {
        if scalar.style == .plain {
            if node.null != nil { return .null }
            if let b = node.bool { return .bool(b) }
            if let i = node.int { return .number(Double(i)) }
            if let f = node.float, f.isFinite { return .number(f) }
        }
        return .string(scalar.string)
    }

    private static func error(_ error: YamlError) -> SceneError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return SceneError(
                line: mark.line, column: mark.column, path: "", message: "invalid YAML: \(problem)", kind: .malformed)
        default:
            return SceneError(line: 1, column: 1, path: "", message: "invalid YAML: \(error)", kind: .malformed)
        }
    }
}
