import Foundation
import ReelSceneFile
import ReelTimeline

/// Reads a build manifest (YAML or JSON) with the scene reader's parser, so a mistake is reported
/// as a scene's is: file:line:column, the JSON path, and a did-you-mean for an unknown key. Option
/// values are checked for their type here; their ranges are checked by the commands that take
/// them, before anything renders.
package enum BuildManifestReader {
    /// Options an output takes, by the command that makes it, with the flag each becomes.
    static let exportOptions: [(key: String, flag: String, type: ValueType)] = [
        ("format", "--format", .string), ("fps", "--fps", .number), ("duration", "--duration", .number),
        ("timeRange", "--time-range", .string), ("frames", "--frames", .string),
        ("quality", "--quality", .number), ("loop", "--loop", .stringOrNumber), ("dither", "--dither", .string),
        ("crf", "--crf", .number), ("preset", "--preset", .string), ("lossless", "--lossless", .flag)
    ]
    static let sizeOptions: [(key: String, flag: String, type: ValueType)] = [
        ("width", "--width", .number), ("scale", "--scale", .number)
    ]
    static let sheetOptions: [(key: String, flag: String, type: ValueType)] = [
        ("frames", "--frames", .number), ("columns", "--columns", .number), ("duration", "--duration", .number)
    ]

    enum ValueType { case string, number, stringOrNumber, flag }

    /// Every key an output (or the defaults) may set besides its path.
    static let outputKeys = (exportOptions + sizeOptions).map(\.key) + ["time", "sheet"]

    /// Reads the manifest at `path`.
    package static func read(contentsOf path: String) throws(SceneError) -> BuildManifest {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SceneError(
                file: path, line: 0, column: 0, path: "",
                message: "cannot read the manifest: \(error.localizedDescription)",
                kind: .io)
        }
        do {
            return try read(data: data, file: path)
        } catch {
            var located = error
            located.file = path
            throw located
        }
    }

    /// Reads a manifest from `data`, named `file` (whose extension chooses YAML or JSON).
    package static func read(data: Data, file: String) throws(SceneError) -> BuildManifest {
        let root = JSONNode(value: try SceneSyntax.parse(data, file: file, limits: SceneLimits()), path: "")
        var object = try root.object()
        var defaults: [(key: String, node: JSONNode)] = []
        if let node = object.optional("defaults") {
            var members = try node.object()
            for key in outputKeys {
                if let value = members.optional(key) { defaults.append((key, value)) }
            }
            try members.rejectUnknownKeys(context: "the defaults (output options)")
        }
        let rendersNode = try object.required("renders", "the list of renders")
        try object.rejectUnknownKeys(context: "a manifest (renders, defaults)")
        var renders: [BuildManifest.Render] = []
        var paths: [String: JSONNode] = [:]
        for node in try rendersNode.array() {
            let (render, outputNodes) = try self.render(node, defaults: defaults)
            for (output, outputNode) in zip(render.outputs, outputNodes) {
                let key = URL(fileURLWithPath: output.path).standardizedFileURL.path
                if let first = paths[key] {
                    throw outputNode.error(
                        "\"\(output.path)\" is made twice: also by \(first.path) (line \(first.value.line))")
                }
                paths[key] = outputNode
            }
            renders.append(render)
        }
        if renders.isEmpty { throw rendersNode.error("the manifest lists no renders") }
        return BuildManifest(file: file, renders: renders)
    }

    private static func render(
        _ node: JSONNode, defaults: [(key: String, node: JSONNode)]
    ) throws(SceneError) -> (BuildManifest.Render, [JSONNode]) {
        var object = try node.object()
        let scene = try object.required("scene", "a scene file or a preset's name").nonEmptyString("a scene")
        var parameters: [String: String] = [:]
        if let params = object.optional("params") {
            let members = try params.object()
            for (key, value) in members.members {
                parameters[key] = try text(of: params.child(key, value), "a parameter's value")
            }
        }
        let outputsNode = try object.required("outputs", "the files made from the scene")
        try object.rejectUnknownKeys(context: "a render (scene, params, outputs)")
        var outputs: [BuildManifest.Output] = []
        let outputNodes = Array(try outputsNode.array())
        for outputNode in outputNodes {
            outputs.append(try output(outputNode, scene: scene, parameters: parameters, defaults: defaults))
        }
        if outputs.isEmpty { throw outputsNode.error("a render makes at least one output") }
        return (BuildManifest.Render(scene: scene, parameters: parameters, outputs: outputs), outputNodes)
    }

    private static func output(
        _ node: JSONNode, scene: String, parameters: [String: String],
        defaults: [(key: String, node: JSONNode)]
    ) throws(SceneError) -> BuildManifest.Output {
        var own: [(key: String, node: JSONNode)] = []
        let path: String
        if case .string = node.value.kind {
            path = try node.nonEmptyString("an output file")
        } else {
            var object = try node.object()
            path = try object.required("path", "the file to write").nonEmptyString("an output file")
            for key in outputKeys {
                if let value = object.optional(key) { own.append((key, value)) }
            }
            try object.rejectUnknownKeys(context: "an output (path and its options)")
        }
        let ownKeys = Set(own.map(\.key))
        let kind: BuildManifest.Output.Kind =
            ownKeys.contains("time") ? .frame : ownKeys.contains("sheet") ? .sheet : .export
        if ownKeys.contains("time") && ownKeys.contains("sheet") {
            throw node.error("an output is a frame (time) or a contact sheet (sheet), not both")
        }
        if kind != .export && !path.lowercased().hasSuffix(".png") {
            throw node.error(
                "a \(kind == .frame ? "frame (time)" : "contact sheet (sheet)") is a PNG file; \"\(path)\" does not end in .png"
            )
        }
        // Defaults fill in what the output does not set, where they apply to its command.
        let applicable: [(key: String, flag: String, type: ValueType)] =
            switch kind {
            case .export: exportOptions + sizeOptions
            case .frame: sizeOptions
            case .sheet: sizeOptions
            }
        var options: [(flag: String, value: String)] = []
        for (key, optionNode) in own {
            switch key {
            case "time":
                options.append(("--time", try text(of: optionNode, "a time in seconds", type: .number)))
            case "sheet":
                var sheet = try optionNode.object()
                for option in sheetOptions {
                    if let value = sheet.optional(option.key) {
                        options.append((option.flag, try text(of: value, "a number", type: option.type)))
                    }
                }
                try sheet.rejectUnknownKeys(context: "a contact sheet (frames, columns, duration)")
            default:
                guard let option = applicable.first(where: { $0.key == key }) else {
                    throw optionNode.error(
                        "\"\(key)\" does not apply to \(kind == .frame ? "a frame (time)" : "a contact sheet (sheet)")")
                }
                if let flag = try value(option, optionNode) { options.append(flag) }
            }
        }
        for (key, defaultNode) in defaults where !ownKeys.contains(key) {
            guard let option = applicable.first(where: { $0.key == key }) else { continue }
            // A size given by the output replaces the default's other size option.
            if (key == "width" || key == "scale") && (ownKeys.contains("width") || ownKeys.contains("scale")) {
                continue
            }
            if let flag = try value(option, defaultNode) { options.append(flag) }
        }
        options.sort { $0.flag < $1.flag }
        return BuildManifest.Output(
            path: path, scene: scene, parameters: parameters, kind: kind, options: options,
            location: node.error(""))
    }

    private static func value(
        _ option: (key: String, flag: String, type: ValueType), _ node: JSONNode
    ) throws(SceneError) -> (flag: String, value: String)? {
        if option.type == .flag {
            return try node.bool() ? (option.flag, "") : nil
        }
        return (option.flag, try text(of: node, option.type == .number ? "a number" : "a string", type: option.type))
    }

    /// A value as the command line gives it: a string as it is, a whole number without a
    /// decimal point, a boolean as true or false.
    private static func text(
        of node: JSONNode, _ expected: String, type: ValueType = .stringOrNumber
    ) throws(SceneError) -> String {
        switch node.value.kind {
        case .string(let s) where type != .number: return s
        case .number(let n) where type != .string:
            return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .bool(let b) where type == .stringOrNumber: return b ? "true" : "false"
        default: throw node.mismatch(expected)
        }
    }
}
