import Foundation
import Reel
import ReelTimeline

/// A scene as the commands take it: a file's path, a preset's name (`reel export pop -o pop.gif`),
/// or `-` for standard input. A path that exists always wins over a name.
enum SceneArgument {
    /// The name errors and messages give standard input.
    static let standardInputName = "<stdin>"

    /// A scene as read, with what a Lottie file uses that Reel does not render.
    struct Loaded {
        var scene: Scene
        /// Nil for a scene file; for a Lottie file, its unsupported features (maybe none).
        var lottieWarnings: [LottieWarning]?
    }

    /// Reads the scene `argument` names, printing a Lottie file's unsupported features with `warn`.
    static func read(
        _ argument: String, parameters: [String: String], limits: SceneLimits, strict: Bool = false,
        animation: String? = nil, warn: (String) -> Void = CLIErrors.printWarning
    ) throws -> Scene {
        let loaded = try load(argument, parameters: parameters, limits: limits, strict: strict, animation: animation)
        let file = loaded.scene.sourceMap.file ?? argument
        for warning in loaded.lottieWarnings ?? [] { warn("\(file):\(warning)") }
        return loaded.scene
    }

    /// Reads the scene `argument` names: a Lottie file when its content is one (top-level `fr`,
    /// `ip`, `op`, `w`, `h` and `layers`), whatever its name, or a `.lottie` archive (a zip: its
    /// animation `animation`, else the first), else a scene file. With `strict`, a Lottie feature
    /// Reel does not render is an error.
    static func load(
        _ argument: String, parameters: [String: String], limits: SceneLimits, strict: Bool,
        animation: String? = nil
    ) throws -> Loaded {
        var file: String
        var data: Data
        if argument == "-" {
            file = standardInputName
            data = try standardInput(limit: limits.file)
        } else {
            file = try path(of: argument)
            data = try SceneReader.contents(of: file, limits: limits)
        }
        var archive: LottieArchive?
        if LottieArchive.isArchive(data) {
            let opened = try LottieArchive(data, file: file, limit: limits.file)
            let (name, json) = try opened.animation(animation)
            (file, data, archive) = ("\(file)(\(name))", json, opened)
        }
        let syntax: JSONValue
        do {
            syntax = try SceneSyntax.parse(data, file: file, limits: limits)
        } catch var error {
            error.file = file
            throw error
        }
        guard LottieReader.isLottie(syntax) || archive != nil else {
            return Loaded(
                scene: try SceneReader.read(parsed: syntax, file: file, parameters: parameters, limits: limits))
        }
        guard parameters.isEmpty else {
            throw SceneError(
                file: file, line: 0, column: 0, path: "",
                message: "a Lottie file has no parameters to set (--param \(parameters.keys.sorted()[0]))", kind: .usage
            )
        }
        let imported = try LottieReader.read(parsed: syntax, file: file, limits: limits, archive: archive)
        if strict, let first = imported.warnings.first { throw first.error(file: file) }
        return Loaded(scene: imported.scene, lottieWarnings: imported.warnings)
    }

    /// The file `argument` names: itself when it exists or looks like a path, else the preset of
    /// that name. An unknown name is a missing scene (exit 65) that lists the close presets.
    static func path(of argument: String) throws -> String {
        if argument == "-" { return FileManager.default.currentDirectoryPath + "/-" }
        let looksLikePath =
            argument.contains("/")
            || PresetLibrary.extensions.contains(URL(fileURLWithPath: argument).pathExtension.lowercased())
        if looksLikePath || FileManager.default.fileExists(atPath: argument) { return argument }
        if let preset = PresetLibrary.path(named: argument) { return preset }
        let names = PresetLibrary.all().map(\.name)
        let close = names.filter {
            $0.hasPrefix(argument) || $0.contains(argument) || argument.contains($0)
                || Suggestion.editDistance(argument, $0) <= 3
        }
        var message = "no such scene file, and no preset of that name"
        if !close.isEmpty {
            message += "; did you mean \(close.prefix(3).map { "'\($0)'" }.joined(separator: " or "))?"
        } else if names.isEmpty {
            message += " (no presets folder found; set \(PresetLibrary.environmentVariable))"
        } else {
            message += " (reel presets lists them)"
        }
        throw SceneError(file: argument, line: 0, column: 0, path: "", message: message, kind: .unknownName)
    }

    /// Standard input, read once (up to `limit` bytes and one more, to tell a larger scene).
    private static func standardInput(limit: Int) throws -> Data {
        if let cached = cachedInput { return cached }
        var data = Data()
        let handle = FileHandle.standardInput
        while data.count <= limit, let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
            data.append(chunk)
        }
        cachedInput = data
        return data
    }

    nonisolated(unsafe) private static var cachedInput: Data?
}
