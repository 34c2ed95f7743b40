import ArgumentParser
import Foundation
import Reel

/// `reel info SCENE`: what a scene contains and when each animation runs.
struct Info: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Describe a scene: size, frame rate, duration, layers, and every animation's start and end."
    )

    @Argument(help: "The scene: a JSON or YAML file, a preset's name (see reel presets), or - for standard input.")
    var scene: String

    @OptionGroup var parameters: ParameterOptions

    @OptionGroup var limits: LimitOptions

    @OptionGroup var lottie: LottieOptions

    func run() throws {
        try CLIErrors.handle {
            let loaded = try SceneArgument.load(
                self.scene, parameters: try parameters.dictionary(), limits: try limits.limits(),
                strict: lottie.strict, animation: lottie.animation)
            let scene = loaded.scene
            let timeline = Timeline(scene: scene)
            var lines = [
                "canvas: \(scene.width.formattedShort) × \(scene.height.formattedShort) points",
                "fps: \(scene.fps.formattedShort)",
                "duration: "
                    + (timeline.duration.map {
                        "\($0.formattedShort) s" + (scene.duration == nil ? " (the last animation's end)" : "")
                    } ?? "none (set \"duration\")"),
                "background: " + (scene.background.map { Self.hex($0) } ?? "transparent"),
                "layers: \(timeline.layerCount)"
            ]
            for parameter in scene.parameters {
                lines.append(
                    "parameter \(parameter.name) (\(parameter.kind.rawValue), default \(parameter.defaultValue)): \(parameter.summary)"
                )
            }
            let summaries = timeline.animationSummaries
            lines.append("animations: \(summaries.count)")
            for s in summaries {
                var line =
                    "  \(s.start.formattedShort)–\(s.end.isFinite ? s.end.formattedShort : "∞") s  \(s.layer)  \(s.keyPath) (\(s.kind))"
                if s.repeatCount > 0 {
                    line += ", repeats \(s.repeatCount.isFinite ? s.repeatCount.formattedShort : "forever")"
                }
                if s.autoreverses { line += ", autoreverses" }
                if s.instances != 1 { line += ", \(s.instances) replicator instances" }
                if let key = s.key { line += ", key \"\(key)\"" }
                lines.append(line)
            }
            if let warnings = loaded.lottieWarnings {
                // What the Lottie file uses that the scene leaves out.
                lines.append("unsupported Lottie features: \(warnings.count)")
                lines += warnings.map { "  \($0)" }
            }
            print(lines.joined(separator: "\n"))
        }
    }

    private static func hex(_ c: Color) -> String {
        let p = [c.red, c.green, c.blue, c.alpha].map {
            String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded()))
        }
        return "#" + p.joined()
    }
}
