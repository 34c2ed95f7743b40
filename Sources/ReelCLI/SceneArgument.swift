import Foundation
import Reel
import ReelTimeline

/// A scene as the commands take it: a file's path, a preset's name (`reel export pop -o pop.gif`),
/// or `-` for standard input. A path that exists always wins over a name.
enum SceneArgument {
    /// The name errors and messages give standard input.
    static let standardInputName = "<stdin>"

    /// Reads the scene `argument` names.
    static func read(_ argument: String, parameters: [String: String], limits: SceneLimits) throws -> Scene {
        if argument == "-" {
            return try SceneReader.read(
                data: try standardInput(limit: limits.file), file: standardInputName,
                parameters: parameters, limits: limits)
        }
        return try SceneReader.read(contentsOf: try path(of: argument), parameters: parameters, limits: limits)
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
