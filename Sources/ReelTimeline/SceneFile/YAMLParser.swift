import Foundation
import Yams

/// Reads YAML into the same positioned `JSONValue` tree as JSON, so one scene reader (with the
/// same checks and messages) serves both. Aliases are expanded, so the tree's size is capped:
/// expanding nested aliases is how a small hostile file ("billion laughs") becomes enormous.
enum YAMLParser {
    /// The most values a YAML scene may expand to: far above any real scene (a 5 MB file).
    static let maximumNodes = 250_000

    static func parse(_ text: String) throws(SceneError) -> JSONValue {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.error(error)
        } catch {
            throw SceneError(line: 1, column: 1, path: "", message: "invalid YAML: \(error)")
        }
        guard let node else { throw SceneError(line: 1, column: 1, path: "", message: "the YAML document is empty") }
        var count = 0
        return try convert(node, depth: 0, count: &count)
    }

    private static func convert(_ node: Node, depth: Int, count: inout Int) throws(SceneError) -> JSONValue {
        let line = node.mark?.line ?? 0, column = node.mark?.column ?? 0
        func fail(_ message: String) -> SceneError { SceneError(line: line, column: column, path: "", message: "invalid YAML: \(message)") }
        count += 1
        guard count <= maximumNodes else { throw fail("more than \(maximumNodes) values") }
        guard depth < JSONParser.maximumDepth else { throw fail("nesting deeper than \(JSONParser.maximumDepth) levels") }
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
                    throw SceneError(line: key.mark?.line ?? line, column: key.mark?.column ?? column, path: "",
                                     message: "invalid YAML: duplicate key \"\(k.string)\"")
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
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return SceneError(line: mark.line, column: mark.column, path: "", message: "invalid YAML: \(problem)")
        default:
            return SceneError(line: 1, column: 1, path: "", message: "invalid YAML: \(error)")
        }
    }
}
