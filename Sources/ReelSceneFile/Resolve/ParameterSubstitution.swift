import ReelDiagnostics
import ReelTimeline

/// Replaces `$param` and `$expr` objects in a scene document with values, before it is read.
struct ParameterSubstitution {
    /// Each parameter's value as a JSON value.
    private(set) var values: [String: JSONValue] = [:]
    private(set) var declared: [SceneParameter] = []

    /// Reads the declarations in `root["parameters"]` and applies `overrides` (name → text as
    /// typed on the command line), checking names and types.
    init(root: JSONValue, overrides: [String: String]) throws(SceneError) {
        let rootNode = JSONNode(value: root, path: "")
        if case .object(let members) = root.kind,
            let declarations = members.first(where: { $0.key == "parameters" })?.value
        {
            var object = try rootNode.child("parameters", declarations).object()
            for member in object.members {
                let node = object.optional(member.key)!
                var declaration = try node.object()
                let kind = try declaration.required("type", "number, color, string or boolean").choice(
                    Dictionary(uniqueKeysWithValues: SceneParameter.Kind.allCases.map { ($0.rawValue, $0) }))
                let defaultNode = try declaration.required("default", "the value used when none is given")
                try Self.check(defaultNode, is: kind)
                let summary = try declaration.optional("description")?.string() ?? ""
                try declaration.rejectUnknownKeys(context: "a parameter")
                declared.append(
                    SceneParameter(
                        name: member.key, kind: kind, defaultValue: Self.text(of: defaultNode.value), summary: summary))
                values[member.key] = defaultNode.value
            }
            try object.rejectUnknownKeys(context: "the parameters")
        }
        for (name, text) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let parameter = declared.first(where: { $0.name == name }) else {
                let known = declared.map(\.name).sorted()
                throw SceneError(
                    line: 0, column: 0, path: "",
                    message: "the scene has no parameter \"\(name.truncatedForMessages)\""
                        + (known.isEmpty ? " (it declares none)" : "; it has \(known.joined(separator: ", "))"),
                    kind: .unknownName)
            }
            values[name] = try Self.value(of: text, for: parameter)
        }
    }

    /// `root` with every `$param` and `$expr` replaced.
    func apply(to value: JSONValue, path: String = "") throws(SceneError) -> JSONValue {
        let node = JSONNode(value: value, path: path)
        switch value.kind {
        case .object(let members):
            if members.count == 1, members[0].key == "$param" {
                let name = try node.child("$param", members[0].value).string()
                guard let found = values[name] else {
                    throw node.error(
                        "unknown parameter \"\(name.truncatedForMessages)\"\(knownList)", kind: .unknownName)
                }
                return JSONValue(kind: found.kind, line: value.line, column: value.column)
            }
            if members.count == 1, members[0].key == "$expr" {
                let text = try node.child("$expr", members[0].value).string()
                var numbers: [String: Double] = [:]
                for (name, v) in values { if case .number(let n) = v.kind { numbers[name] = n } }
                do {
                    let result = try ArithmeticExpression(text).evaluate(numbers.merging(builtins) { a, _ in a })
                    return JSONValue(kind: .number(result), line: value.line, column: value.column)
                } catch {
                    throw node.error("in the expression \"\(text)\": \(error.message)")
                }
            }
            var out: [(key: String, value: JSONValue)] = []
            for (key, member) in members where !(path.isEmpty && key == "parameters") {
                out.append((key, try apply(to: member, path: path.isEmpty ? key : "\(path).\(key)")))
            }
            return JSONValue(kind: .object(out), line: value.line, column: value.column)
        case .array(let elements):
            var out: [JSONValue] = []
            for (i, element) in elements.enumerated() { out.append(try apply(to: element, path: "\(path)[\(i)]")) }
            return JSONValue(kind: .array(out), line: value.line, column: value.column)
        default:
            return value
        }
    }

    /// Numbers an expression may use besides the parameters: the canvas size.
    var builtins: [String: Double] = [:]

    private var knownList: String {
        values.isEmpty ? " (the scene declares none)" : "; declared: \(values.keys.sorted().joined(separator: ", "))"
    }

    private static func check(_ node: JSONNode, is kind: SceneParameter.Kind) throws(SceneError) {
        switch kind {
        case .number: _ = try node.number()
        case .color: _ = try node.color()
        case .string: _ = try node.string()
        case .boolean: _ = try node.bool()
        }
    }

    /// A command-line value as the parameter's kind.
    private static func value(of text: String, for parameter: SceneParameter) throws(SceneError) -> JSONValue {
        func fail(_ expected: String) -> SceneError {
            SceneError(
                line: 0, column: 0, path: "", message: "parameter \"\(parameter.name)\" is \(expected), not \"\(text)\""
            )
        }
        let kind: JSONValue.Kind
        switch parameter.kind {
        case .number:
            guard let n = Double(text), n.isFinite else { throw fail("a number") }
            kind = .number(n)
        case .boolean:
            guard let b = ["true": true, "false": false, "yes": true, "no": false][text.lowercased()] else {
                throw fail("true or false")
            }
            kind = .bool(b)
        case .color:
            kind = .string(text)
            do {
                _ = try JSONNode(value: JSONValue(kind: kind, line: 0, column: 0), path: parameter.name).color()
            } catch {
                throw fail("a colour such as \"#ff9500\"")
            }
        case .string:
            kind = .string(text)
        }
        return JSONValue(kind: kind, line: 0, column: 0)
    }

    private static func text(of value: JSONValue) -> String {
        switch value.kind {
        case .number(let n): n.formatted
        case .string(let s): s
        case .bool(let b): String(b)
        default: ""
        }
    }
}
