import Foundation
import ReelGeometry
import ReelTimeline

/// Reads a scene from JSON, in Core Animation's vocabulary (see docs/scene-format.md).
///
/// Every key is checked: an unknown key, a wrong type or an impossible value is an error that
/// names the file, line, column and JSON path, never a silently ignored setting.
public enum SceneReader {
    /// Reads the scene file at `path` (JSON, or YAML for `.yaml`/`.yml`), with `parameters`
    /// overriding the values the scene declares (name → value as typed, e.g. "#ff0000").
    /// Files larger than `limits.file` are refused before they are read; `limits.dynamics` bounds
    /// the simulation of `"dynamics"`, which runs while the scene is read.
    /// - Parameters:
    ///   - path: The scene file's path, as errors will name it.
    ///   - parameters: Values for the parameters the scene declares, by name, as typed on the
    ///     command line (`"#ff0000"`, `"2.5"`); none by default.
    ///   - limits: Bounds on what the scene may ask for, checked as it is read; the defaults by
    ///     default.
    /// - Returns: The scene, parameters applied, every key checked and within `limits`.
    /// - Throws: ``SceneError``, located by file, line, column and JSON path: malformed text, an
    ///   unknown key, a wrong type, an impossible value, an unknown parameter or a limit exceeded.
    ///   A file that is missing or cannot be read is ``Diagnostic/Kind/unreadableScene``.
    public static func read(
        contentsOf path: String, parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        let data = try contents(of: path, limits: limits)
        return try read(data: data, file: path, parameters: parameters, limits: limits)
    }

    /// The bytes of the scene file at `path`, refused unread when larger than `limits.file`: what
    /// every front end (scene files, Lottie) reads first.
    package static func contents(of path: String, limits: SceneLimits) throws(SceneError) -> Data {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limits.file {
            throw SceneError(
                file: path, line: 0, column: 0, path: "",
                message: SceneLimits.exceeded("file", "the scene file is \(size) bytes", limit: limits.file).message,
                kind: .limit)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw SceneError(
                file: path, line: 0, column: 0, path: "", message: "the scene file \(reason)", kind: .unreadableScene)
        }
    }

    /// Reads a scene from its already parsed syntax tree (for callers that looked at the tree
    /// first, such as the command line telling a Lottie file from a scene), named `file` in errors.
    package static func read(
        parsed syntax: JSONValue, file: String, parameters: [String: String], limits: SceneLimits
    ) throws(SceneError) -> Scene {
        try named(file) { () throws(SceneError) in try read(syntax: syntax, parameters, limits) }
    }

    /// Reads a scene from the bytes of `file` (a name for messages, such as "<stdin>"): YAML for a
    /// `.yaml`/`.yml` name, JSON for `.json`, and otherwise JSON when the text starts with `{`,
    /// else YAML (a JSON scene is an object; a YAML one is a mapping written without braces).
    /// - Parameters:
    ///   - data: The scene file's bytes, UTF-8.
    ///   - file: A name for messages and for choosing the syntax; also the scene's
    ///     ``SceneSourceMap/file``.
    ///   - parameters: Values for the parameters the scene declares, by name, as typed on the
    ///     command line (`"#ff0000"`, `"2.5"`); none by default.
    ///   - limits: Bounds on what the scene may ask for, checked as it is read; the defaults by
    ///     default.
    /// - Returns: The scene, parameters applied, every key checked and within `limits`.
    /// - Throws: ``SceneError``, located by file, line, column and JSON path: malformed text, an
    ///   unknown key, a wrong type, an impossible value, an unknown parameter or a limit exceeded.
    public static func read(
        data: Data, file: String, parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        try named(file) { () throws(SceneError) in
            try read(syntax: try SceneSyntax.parse(data, file: file, limits: limits), parameters, limits)
        }
    }

    /// Reads a scene from YAML text: the same model, keys and checks as JSON.
    /// - Parameters:
    ///   - text: The YAML document.
    ///   - parameters: Values for the parameters the scene declares, by name, as typed on the
    ///     command line (`"#ff0000"`, `"2.5"`); none by default.
    ///   - limits: Bounds on what the scene may ask for, checked as it is read; the defaults by
    ///     default.
    /// - Returns: The scene, parameters applied, every key checked and within `limits`.
    /// - Throws: ``SceneError``, located by file, line, column and JSON path: malformed text, an
    ///   unknown key, a wrong type, an impossible value, an unknown parameter or a limit exceeded.
    public static func read(
        yaml text: String, parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        try read(syntax: try YAMLParser.parse(text), parameters, limits)
    }

    /// Reads a scene from JSON bytes.
    /// - Parameters:
    ///   - bytes: The JSON document, UTF-8.
    ///   - parameters: Values for the parameters the scene declares, by name, as typed on the
    ///     command line (`"#ff0000"`, `"2.5"`); none by default.
    ///   - limits: Bounds on what the scene may ask for, checked as it is read; the defaults by
    ///     default.
    /// - Returns: The scene, parameters applied, every key checked and within `limits`.
    /// - Throws: ``SceneError``, located by file, line, column and JSON path: malformed text, an
    ///   unknown key, a wrong type, an impossible value, an unknown parameter or a limit exceeded.
    public static func read(
        json bytes: [UInt8], parameters: [String: String] = [:],
        limits: SceneLimits = SceneLimits()
    ) throws(SceneError) -> Scene {
        try read(syntax: try SceneSyntax.parse(json: bytes), parameters, limits)
    }

    /// The scene `read` returns, and any error it throws, named `file`.
    private static func named(_ file: String, _ read: () throws(SceneError) -> Scene) throws(SceneError) -> Scene {
        var scene: Scene
        do throws(SceneError) {
            scene = try read()
        } catch var error {
            error.file = file
            throw error
        }
        scene.sourceMap.file = file
        return scene
    }

    /// The passes after parsing, in order: resolve, check, lower.
    private static func read(syntax: JSONValue, _ parameters: [String: String], _ limits: SceneLimits)
        throws(SceneError) -> Scene
    {
        let resolved = try SceneResolution(syntax, overrides: parameters)
        var checked = try check(resolved.document, limits: limits)
        checked.scene.parameters = resolved.parameters
        return try lower(checked, limits: limits)
    }
}
