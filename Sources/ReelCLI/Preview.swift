import ArgumentParser
import Foundation
import Reel
import ReelPreview

/// `reel preview SCENE`: a page on 127.0.0.1 that plays and scrubs the scene, reloading it when
/// its files change.
struct Preview: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a page on 127.0.0.1 that plays, scrubs and re-renders a scene as you edit it.",
        discussion: """
            Open the address it prints. The page shows the frame at the current time with play/pause, \
            a scrubber, the time and frame number and a loop toggle; the layer tree with each \
            animation as a bar on the timeline; and the scene's parameters as controls. When the \
            scene file or an image or font it reads changes, the page reloads the scene; a scene with \
            an error shows the error and keeps the last good frame. Frames are rendered on demand by \
            the same renderer as reel export. Only 127.0.0.1 is listened on. Ctrl-C stops.
            """
    )

    @Argument(help: "The scene: a JSON or YAML file, or a preset's name.")
    var scene: String

    @Option(help: "The port (default: a free one).")
    var port: Int = 0

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var safety: SafetyOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
        guard scene != "-" else { throw ValidationError("reel preview watches a file; give its path, not -") }
    }

    func run() throws {
        try CLIErrors.handle {
            let path = try SceneArgument.path(of: scene)
            guard FileManager.default.fileExists(atPath: path) else {
                throw SceneError(
                    file: scene, line: 0, column: 0, path: "", message: "the scene file does not exist", kind: .io)
            }
            let (fixed, safety, scene) = (try parameters.dictionary(), self.safety, self.scene)
            let session = PreviewSession(sceneFile: path) { asked in
                // The page's values over the command line's, read as every command reads a scene.
                let merged = fixed.merging(asked) { _, page in page }
                let options = try ParameterOptions.fixed(merged)
                return try SceneLoader.load(scene, parameters: options, safety: safety, warn: { _ in })
            }
            let server = try PreviewServer(session: session, port: port)
            FileHandle.standardOutput.write(
                Data("reel preview: http://127.0.0.1:\(server.port)/ (\(scene); Ctrl-C stops)\n".utf8))
            Thread.detachNewThread {
                while true {
                    Thread.sleep(forTimeInterval: 0.25)
                    session.checkForChanges()
                }
            }
            try server.wait()
        }
    }
}
