import ReelDiagnostics
import ReelGeometry
import ReelTimeline

/// A JSON value together with its path in the document: typed accessors that fail with a
/// `SceneError` naming the path, the position and what was expected.
package struct JSONNode {
    package let value: JSONValue
    /// The path, or for an array element the array's path (shared, not copied: a scene may hold
    /// millions of elements, and a path string each cost about 120 bytes and a second apiece).
    private let basePath: String
    private let elementIndex: Int

    /// The JSON path, such as `layers[0].animations[2].values[7]`.
    package var path: String { elementIndex < 0 ? basePath : "\(basePath)[\(elementIndex)]" }

    package init(value: JSONValue, path: String) {
        self.value = value
        basePath = path
        elementIndex = -1
    }

    /// Element `index` of the array at `arrayPath`.
    package init(value: JSONValue, element index: Int, of arrayPath: String) {
        self.value = value
        basePath = arrayPath
        elementIndex = index
    }

    /// The largest magnitude a number in a scene may have. Nothing in a scene means anything
    /// beyond it (points, seconds, counts), and bounding every number where it is read keeps
    /// absurd values (1e300, or YAML's .inf) from reaching code that converts or loops on them.
    package static let numberMagnitude = 1e9

    package func error(_ message: String, kind: Diagnostic.Kind = .invalidValue, suggestion: String? = nil)
        -> SceneError
    {
        SceneError(
            line: value.line, column: value.column, path: path, message: message, kind: kind, suggestion: suggestion)
    }

    package func mismatch(_ expected: String) -> SceneError {
        error("expected \(expected), found \(value.kind.description)", kind: .wrongType)
    }

    package func child(_ key: String, _ value: JSONValue) -> JSONNode {
        JSONNode(value: value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    package var isNull: Bool { if case .null = value.kind { true } else { false } }

    package func number() throws(SceneError) -> Double {
        guard case .number(let n) = value.kind else { throw mismatch("a number") }
        guard abs(n) <= Self.numberMagnitude else {
            throw error(
                "\(n.formatted) is out of range: numbers in a scene lie within ±\(Self.numberMagnitude.formatted)")
        }
        return n
    }

    package func number(in range: ClosedRange<Double>, _ expected: String) throws(SceneError) -> Double {
        let n = try number()
        guard range.contains(n) else { throw error("expected \(expected), found \(n.formatted)") }
        return n
    }

    package func positiveNumber() throws(SceneError) -> Double {
        let n = try number()
        guard n > 0 else { throw error("expected a number greater than 0, found \(n.formatted)") }
        return n
    }

    package func bool() throws(SceneError) -> Bool {
        guard case .bool(let b) = value.kind else { throw mismatch("true or false") }
        return b
    }

    package func string() throws(SceneError) -> String {
        guard case .string(let s) = value.kind else { throw mismatch("a string") }
        return s
    }

    /// A string that is not empty, for names such as image files.
    package func nonEmptyString(_ expected: String) throws(SceneError) -> String {
        let s = try string()
        if s.isEmpty { throw error("expected \(expected), not an empty string") }
        return s
    }

    package func array() throws(SceneError) -> Elements {
        guard case .array(let elements) = value.kind else { throw mismatch("an array") }
        return Elements(values: elements, path: path)
    }

    /// An array's elements as nodes, made as they are visited.
    package struct Elements: RandomAccessCollection {
        package let values: [JSONValue]
        package let path: String
        package var startIndex: Int { 0 }
        package var endIndex: Int { values.count }
        package subscript(index: Int) -> JSONNode { JSONNode(value: values[index], element: index, of: path) }
    }

    package func object() throws(SceneError) -> ObjectReader {
        guard case .object(let members) = value.kind else { throw mismatch("an object") }
        return ObjectReader(node: self, members: members)
    }

    /// One of `names`, for enumerations like `fillMode`.
    package func choice<T>(_ names: [String: T]) throws(SceneError) -> T {
        let s = try string()
        guard let found = names[s] else {
            throw error(
                "unknown value \"\(s.truncatedForMessages)\"; expected one of \(names.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "))"
            )
        }
        return found
    }

    /// Numbers as an array of exactly `count` elements.
    package func numbers(_ count: Int, _ expected: String) throws(SceneError) -> [Double] {
        guard case .array(let elements) = value.kind, elements.count == count else { throw mismatch(expected) }
        var out: [Double] = []
        for (i, element) in elements.enumerated() {
            out.append(try JSONNode(value: element, element: i, of: path).number())
        }
        return out
    }

    func point() throws(SceneError) -> Point {
        let n = try numbers(2, "a point [x, y]")
        return Point(x: n[0], y: n[1])
    }

    func size() throws(SceneError) -> Size {
        let n = try numbers(2, "a size [width, height]")
        return Size(width: n[0], height: n[1])
    }

    func rect() throws(SceneError) -> Rect {
        let n = try numbers(4, "a rect [x, y, width, height]")
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// A colour: "#rgb", "#rrggbb", "#rrggbbaa", a CSS-style name, or [r, g, b(, a)] in 0…1.
    func color() throws(SceneError) -> Color {
        switch value.kind {
        case .string(let s):
            if let c = Color(hex: s) ?? Color.named[s] { return c }
            throw error(
                "invalid colour \"\(s.truncatedForMessages)\"; expected \"#rrggbb\", \"#rrggbbaa\", \"#rgb\", a name like \"white\", or [r, g, b, a] in 0…1"
            )
        case .array(let elements) where elements.count == 3 || elements.count == 4:
            var c: [Double] = []
            for (i, element) in elements.enumerated() {
                c.append(
                    try JSONNode(value: element, element: i, of: path).number(in: 0...1, "a colour component in 0…1"))
            }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        default:
            throw mismatch("a colour (\"#rrggbb\" or [r, g, b, a])")
        }
    }
}

/// Reads an object's members by key, and reports keys nobody asked for.
package struct ObjectReader {
    package let node: JSONNode
    package let members: [(key: String, value: JSONValue)]
    private var used = Set<String>()

    init(node: JSONNode, members: [(key: String, value: JSONValue)]) {
        self.node = node
        self.members = members
    }

    package mutating func optional(_ key: String) -> JSONNode? {
        used.insert(key)
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return node.child(key, member.value)
    }

    package mutating func required(_ key: String, _ expected: String) throws(SceneError) -> JSONNode {
        guard let found = optional(key) else { throw node.error("missing key \"\(key)\" (\(expected))") }
        return found
    }

    /// Fails on the first key that was never read, suggesting the closest known key.
    package func rejectUnknownKeys(context: String) throws(SceneError) {
        for member in members where !used.contains(member.key) {
            let shown = member.key.truncatedForMessages
            throw node.child(shown, member.value).error(
                "unknown key \"\(shown)\" in \(context)", kind: .unknownKey,
                suggestion: Suggestion.closest(to: member.key, among: used))
        }
    }
}

extension JSONValue.Kind {
    package var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): "\(b)"
        case .number(let n): "the number \(n.formatted)"
        case .string(let s): "the string \"\(s.truncatedForMessages)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
