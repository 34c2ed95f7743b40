import ArgumentParser
import Foundation
import Reel

/// `reel frame SCENE --time T -o frame.png`: one frame as a PNG.
struct Frame: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one frame of a scene to a PNG file."
    )

    @Argument(help: "The scene file (JSON or YAML).")
    var scene: String

    @Option(help: "The scene time to render, in seconds.")
    var time: Double = 0

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @OptionGroup var size: SizeOptions

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var safety: SafetyOptions

    func validate() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a number of seconds ≥ 0") }
        guard output.lowercased().hasSuffix(".png") else {
            throw ValidationError("reel frame writes PNG; give an output ending in .png, not '\(output)'")
        }
    }

    func run() throws {
        try CLIErrors.handle {
            let (scene, images, scale) = try SceneLoader.loadForRendering(self.scene, parameters: parameters,
                                                                          safety: safety, size: size)
            try InputProtection.check(destination: output, inputs: SceneLoader.inputs(of: self.scene, scene: scene, images: images))
            let renderer = Renderer(scale: scale, images: images)
            let pixmap = renderer.render(Timeline(scene: scene).snapshot(at: time))
            TemporaryFiles.shared.removeOnInterrupt()
            let file = try AtomicFile(destination: output)
            defer { file.discard() }
            try PNGWriter.write(pixmap, to: file.temporaryPath)
            try file.commit()
        }
    }
}
