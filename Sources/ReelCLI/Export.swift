import ArgumentParser
import Foundation
import Reel

/// `reel export SCENE -o OUTPUT`: the whole animation to one file.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export a scene's animation to a GIF or MP4 file.",
        discussion: "The format comes from the output's extension (\(OutputFormat.supportedList)) unless --format is given."
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: "The file to write.")
    var output: String

    @Option(help: "The output format: \(OutputFormat.supportedList). Default: from the output's extension.")
    var format: String?

    @Option(help: "Frames per second (default: the scene's). GIFs are capped at 50.")
    var fps: Double?

    @Option(help: "Seconds to export from the start (default: the scene's duration).")
    var duration: Double?

    @OptionGroup var size: SizeOptions

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if let fps, !(fps > 0 && fps <= 1000) { throw ValidationError("--fps must be above 0 and at most 1000") }
        if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be a positive number of seconds") }
        _ = try outputFormat()
    }

    private func outputFormat() throws -> OutputFormat {
        if let format {
            guard let chosen = OutputFormat(rawValue: format.lowercased()) else {
                throw ValidationError("unknown format '\(format)'; supported: \(OutputFormat.supportedList)")
            }
            return chosen
        }
        guard let inferred = OutputFormat(path: output) else {
            throw ValidationError("cannot tell the format of '\(output)' from its extension; use .gif or .mp4, or pass --format (supported: \(OutputFormat.supportedList))")
        }
        return inferred
    }

    func run() throws {
        try CLIErrors.handle {
            let scene = try SceneReader.read(contentsOf: self.scene)
            var options = ExportOptions(format: try outputFormat())
            options.fps = fps
            options.duration = duration
            options.scale = try size.scale(forCanvasWidth: scene.width)
            var exporter = Exporter(timeline: Timeline(scene: scene), options: options)
            let quiet = self.quiet
            exporter.warn = { message in if !quiet { CLIErrors.printWarning(message) } }
            TemporaryFiles.shared.removeOnInterrupt()
            try exporter.export(to: output)
        }
    }
}
