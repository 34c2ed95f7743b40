import ArgumentParser
import Foundation
import Reel

/// `reel presets`: the presets with their descriptions and parameters.
struct Presets: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the presets, with what each shows and the parameters it takes."
    )

    @Option(help: "The presets folder (default: ./presets, else the one beside the reel checkout).")
    var directory: String?

    func run() throws {
        try CLIErrors.handle {
            let folder = try presetsFolder()
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            var lines: [String] = []
            for name in names {
                let path = folder + "/" + name
                let scene = try SceneReader.read(contentsOf: path)
                lines.append("\(path)")
                if let summary = scene.summary { lines.append("  \(summary)") }
                for p in scene.parameters {
                    lines.append("  --param \(p.name)=… (\(p.kind.rawValue), default \(p.defaultValue))" + (p.summary.isEmpty ? "" : ": \(p.summary)"))
                }
            }
            print(lines.joined(separator: "\n"))
        }
    }

    private func presetsFolder() throws -> String {
        if let directory { return directory }
        let candidates = [
            FileManager.default.currentDirectoryPath + "/presets",
            // .build/release/reel → the checkout's presets/.
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("presets").path,
        ]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw ValidationError("no presets folder found; pass --directory")
        }
        return found
    }
}
