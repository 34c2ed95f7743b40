import ArgumentParser
import Reel

/// `reel`: renders Core Animation–style scenes to GIF, MP4 and PNG.
@main
struct ReelCommand: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render Core Animation-style animations to GIF, MP4 and PNG.",
        discussion: """
            A scene is a JSON file describing a layer tree and its animations in Core Animation's \
            vocabulary (see docs/scene-format.md).

            \(CLIErrors.summary)
            """,
        version: "reel \(reelVersion) (commit \(reelBuildCommit ?? "unknown"))",
        subcommands: [
            Export.self, Convert.self, Frame.self, Sheet.self, Build.self, Watch.self, Preview.self, Concat.self,
            Bench.self,
            Info.self,
            Presets.self
        ]
    )
}

/// Every `reel` command: usage errors start like every other error ("error: …"), not with the
/// argument parser's "Error: ", whichever command's options failed to parse.
protocol ReelParsableCommand: ParsableCommand {}

extension ReelParsableCommand {
    static var _errorPrefix: String { "error: " }
}
