import ArgumentParser
import Foundation
import Reel

/// `reel frame SCENE --time T -o frame.png`: one frame as a PNG.
struct Frame: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one frame of a scene to a PNG file."
    )

    @Argument(help: "The scene: a JSON or YAML file, a preset's name (see reel presets), or - for standard input.")
    var scene: String

    @Option(help: "The scene time to render, in seconds.")
    var time: Double = 0

    @Option(name: .shortAndLong, help: "The PNG file to write, or - for standard output.")
    var output: String

    @OptionGroup var size: SizeOptions

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var safety: SafetyOptions

    func validate() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a number of seconds ≥ 0") }
        try OptionChecks.pngOutput(output, command: "frame")
    }

    func run() throws {
        try CLIErrors.handle {
            let (scene, images, scale) = try SceneLoader.loadForRendering(
                self.scene, parameters: parameters, safety: safety, size: size, writing: output)
            let renderer = Renderer(scale: scale, images: images)
            let pixmap = try renderer.render(Timeline(scene: scene).snapshot(at: time))
            TemporaryFiles.shared.removeOnInterrupt()
            let file = try StandardOutput.file(for: output)
            defer { file.discard() }
            try PNGWriter.write(pixmap, to: file.temporaryPath)
            try file.commit()
        }
    }
}
