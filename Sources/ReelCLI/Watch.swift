import ArgumentParser
import Foundation
import Reel
import ReelBuild

/// `reel watch SCENE -o OUTPUT [export options]`: exports again whenever the scene, or an image or
/// font it reads, changes, until interrupted.
struct Watch: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export a scene, then again whenever it or a file it reads changes (Ctrl-C stops).",
        discussion: """
            Options after the output are reel export's (--fps, --scale, --param name=value, …). The \
            scene and the images and font files it names are looked at a few times a second; a \
            change exports again (a scene with an error prints it and waits for the next change). \
            Each export is written beside the output and renamed into place, so a viewer never \
            sees half a file.
            """
    )

    @Argument(help: "The scene: a JSON or YAML file, or a preset's name.")
    var scene: String

    @Option(name: .shortAndLong, help: "The file to write.")
    var output: String

    @Option(help: "Seconds between looks at the files (default 0.25).")
    var interval: Double = 0.25

    @Argument(parsing: .allUnrecognized, help: "reel export's options.")
    var exportOptions: [String] = []

    func validate() throws {
        guard interval >= 0.05 && interval <= 60 else { throw ValidationError("--interval must be 0.05 to 60 seconds") }
        // The export's own checks, once, before watching.
        _ = try ReelCommand.parseAsRoot(arguments)
    }

    /// The export command this watch runs.
    private var arguments: [String] { ["export", scene, "-o", output] + exportOptions + ["--quiet"] }

    /// The parameters among the export options, which decide what the scene reads.
    private var parameters: [String: String] {
        var found: [String: String] = [:]
        for (flag, value) in zip(exportOptions, exportOptions.dropFirst()) where flag == "--param" {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { found[parts[0]] = parts[1] }
        }
        return found
    }

    func run() throws {
        // The files the scene read last time, looked at by their stamps; the scene is read again
        // (for the files it names now) only when one of them changed.
        var files: [String] = []
        var last: String?
        while true {
            let current = FileStamps.of(files)
            if current != last {
                var fingerprints = InputFingerprints()
                files = fingerprints.inputFiles(of: scene, parameters: parameters)
                if files.isEmpty, let path = try? SceneArgument.path(of: scene) { files = [path] }
                last = FileStamps.of(files)
                let start = Date()
                let result = ChildRenders.runChild(arguments)
                if result.code == 0 {
                    let seconds = String(format: "%.1f", -start.timeIntervalSinceNow)
                    Self.say("\(Self.clock()) exported \(output) (\(seconds) s)")
                } else {
                    FileHandle.standardError.write(Data(result.messages.utf8))
                    Self.say("\(Self.clock()) \(output) not exported; waiting for a change")
                }
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// A line on standard output, at once (a watch runs until interrupted).
    private static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    /// The time of day, for the lines that say when something happened.
    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
