import ArgumentParser
import Foundation
import Reel

/// `reel presets`: the presets with their descriptions and parameters.
struct Presets: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the presets, with what each shows and the parameters it takes."
    )

    @Option(
        help:
            "List this folder's presets instead (default: the folders in $REEL_PRESETS, the checkout's presets/, the installed ones)."
    )
    var directory: String?

    func run() throws {
        try CLIErrors.handle {
            let presets: [(name: String, path: String)]
            if let directory {
                let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
                presets = files.filter {
                    PresetLibrary.extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased())
                }
                .map {
                    (
                        name: URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent,
                        path: directory + "/" + $0
                    )
                }
            } else {
                presets = PresetLibrary.all()
                guard !presets.isEmpty else {
                    throw ValidationError(
                        "no presets folder found; set \(PresetLibrary.environmentVariable) or pass --directory")
                }
            }
            var lines: [String] = []
            for preset in presets {
                let scene = try SceneReader.read(contentsOf: preset.path)
                lines.append("\(preset.name)  (\(preset.path))")
                if let summary = scene.summary { lines.append("  \(summary)") }
                for p in scene.parameters {
                    lines.append(
                        "  --param \(p.name)=… (\(p.kind.rawValue), default \(p.defaultValue))"
                            + (p.summary.isEmpty ? "" : ": \(p.summary)"))
                }
            }
            print(lines.joined(separator: "\n"))
        }
    }
}
