import Foundation
import ReelGeometry

/// Reads a scene from JSON, in Core Animation's vocabulary (see docs/scene-format.md).
///
/// Every key is checked: an unknown key, a wrong type or an impossible value is an error that
/// names the file, line, column and JSON path, never a silently ignored setting.
public enum SceneReader {
    /// Reads the scene file at `path` (JSON, or YAML for `.yaml`/`.yml`), with `parameters`
    /// overriding the values the scene declares (name → value as typed, e.g. "#ff0000").
    /// Files larger than `limits.file` are refused before they are read; `limits.dynamics` bounds
    /// the simulation of `"dynamics"`, which runs while the scene is read.
    public static func read(
        contentsOf path: String, parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limits.file {
            throw SceneError(
                file: path, line: 0, column: 0, path: "",
                message: SceneLimits.exceeded("file", "the scene file is \(size) bytes", limit: limits.file).message)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw SceneError(file: path, line: 0, column: 0, path: "", message: "the scene file \(reason)")
        }
        return try read(data: data, file: path, parameters: parameters, limits: limits)
    }

    /// Reads a scene from the bytes of `file` (a name for messages, such as "<stdin>"): YAML for a
    /// `.yaml`/`.yml` name, JSON for `.json`, and otherwise JSON when the text starts with `{`,
    /// else YAML (a JSON scene is an object; a YAML one is a mapping written without braces).
    public static func read(
        data: Data, file: String, parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        guard data.count <= limits.file else {
            throw SceneError(
                file: file, line: 0, column: 0, path: "",
                message: SceneLimits.exceeded("file", "the scene is more than \(limits.file) bytes", limit: limits.file)
                    .message)
        }
        var scene: Scene
        do throws(SceneError) {
            let lowercased = file.lowercased()
            let yaml =
                lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml")
                || !lowercased.hasSuffix(".json")
                    && data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
                        != UInt8(ascii: "{")
            if yaml {
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SceneError(line: 0, column: 0, path: "", message: "the scene file is not UTF-8 text")
                }
                scene = try read(yaml: text, parameters: parameters, limits: limits)
            } else {
                scene = try read(json: [UInt8](data), parameters: parameters, limits: limits)
            }
        } catch var error {
            error.file = file
            throw error
        }
        scene.sourceMap.file = file
        return scene
    }

    /// Reads a scene from YAML text: the same model, keys and checks as JSON.
    public static func read(
        yaml text: String, parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        try read(root: try YAMLParser.parse(text), parameters: parameters, limits: limits)
    }

    /// Reads a scene from JSON bytes.
    public static func read(
        json bytes: [UInt8], parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw SceneError(
                line: error.line, column: error.column, path: "", message: "invalid JSON: \(error.message)")
        }
        return try read(root: root, parameters: parameters, limits: limits)
    }

    private static func read(root: JSONValue, parameters: [String: String], limits: SceneLimits) throws(SceneError)
        -> Scene
    {
        var substitution = try ParameterSubstitution(root: root, overrides: parameters)
        if case .object(let members) = root.kind {
            for member in members where member.key == "width" || member.key == "height" {
                if case .number(let n) = member.value.kind { substitution.builtins[member.key] = n }
            }
        }
        let document = try substitution.apply(to: root)
        var chains: [AnimationChain] = []
        var dynamics: JSONNode?
        var scene = try scene(JSONNode(value: document, path: ""), chains: &chains, dynamics: &dynamics, limits: limits)
        scene.parameters = substitution.declared
        recordLayerPositions(document, path: "", in: &scene.sourceMap)
        try AnimationChain.resolve(chains, in: &scene)
        // Last: the simulated tracks go before each item's own animations, after chains are resolved.
        if let dynamics { try applyDynamics(dynamics, to: &scene, limits: limits) }
        return scene
    }

    /// Records where each layer, and each asset it names, stood: checks made after reading
    /// (limits, images, fonts) report these paths.
    private static func recordLayerPositions(_ value: JSONValue, path: String, in map: inout SceneSourceMap) {
        guard case .object(let members) = value.kind else { return }
        for (key, child) in members {
            let here = path.isEmpty ? key : "\(path).\(key)"
            switch (key, child.kind) {
            case ("layers", .array(let layers)) where path.isEmpty,
                ("sublayers", .array(let layers)) where !path.isEmpty:
                for (i, layer) in layers.enumerated() {
                    map.record("\(here)[\(i)]", line: layer.line, column: layer.column)
                    recordLayerPositions(layer, path: "\(here)[\(i)]", in: &map)
                }
            case ("mask", _) where !path.isEmpty:
                map.record(here, line: child.line, column: child.column)
                recordLayerPositions(child, path: here, in: &map)
            case ("contents", _), ("font", _), ("instanceCount", _), ("string", _):
                map.record(here, line: child.line, column: child.column)
            default: break
            }
        }
    }

    private static func scene(
        _ node: JSONNode, chains: inout [AnimationChain], dynamics: inout JSONNode?,
        limits: SceneLimits
    ) throws(SceneError) -> Scene {
        var object = try node.object()
        let width = try object.required("width", "the canvas width in points").positiveNumber()
        let height = try object.required("height", "the canvas height in points").positiveNumber()
        var scene = Scene(width: width, height: height)
        scene.sourceMap.record("", line: node.value.line, column: node.value.column)
        for member in object.members where ["width", "height", "duration", "fps"].contains(member.key) {
            scene.sourceMap.record(member.key, line: member.value.line, column: member.value.column)
        }
        if let fps = object.optional("fps") {
            scene.fps = try fps.number(in: 0.001...1000, "frames per second in (0, 1000]")
        }
        if let duration = object.optional("duration") { scene.duration = try duration.positiveNumber() }
        if let background = object.optional("background") {
            scene.background = background.isNull ? nil : try background.color()
        }
        scene.summary = try object.optional("description")?.string()
        if let layers = object.optional("layers") {
            for (i, element) in try layers.array().enumerated() {
                scene.layers.append(try layer(element, at: [i], chains: &chains, limits: limits))
            }
        }
        dynamics = object.optional("dynamics")
        try object.rejectUnknownKeys(context: "the scene")
        return scene
    }
}
