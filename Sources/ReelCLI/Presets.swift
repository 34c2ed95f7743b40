import ArgumentParser
import Foundation
import Reel

/// `reel presets`: the presets with their descriptions and parameters.
struct Presets: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the presets, with what each shows and the parameters it takes."
    )

    @Option(help: "The presets folder (default: ./presets, else the checkout's or the installed ones beside reel).")
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
        guard let found = Self.presetsFolderCandidates().first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw ValidationError("no presets folder found; pass --directory")
        }
        return found
    }

    /// Where the presets may be, in order: ./presets; the checkout's presets/ beside
    /// .build/release/reel; an installed reel's DIR/share/reel/presets beside DIR/bin/reel.
    static func presetsFolderCandidates() -> [String] {
        // /proc/self/exe, not argv[0]: a reel found through PATH is called by its bare name.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let executableFolder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        return [
            FileManager.default.currentDirectoryPath + "/presets",
            executableFolder.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("presets").path,
            executableFolder.deletingLastPathComponent()
                .appendingPathComponent("share/reel/presets").path,
        ]
    }
}
