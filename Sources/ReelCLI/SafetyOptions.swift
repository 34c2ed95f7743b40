import ArgumentParser
import Reel

/// `--limit NAME=N`: the bounds a scene must stay within (every command that reads a scene).
struct LimitOptions: ParsableArguments {
    @Option(
        name: .customLong("limit"),
        help: ArgumentHelp(
            "Raise (or lower) a limit: canvas, frames, layers, depth, path, text, instances, image, file, dynamics or keyframes.",
            valueName: "name=N"))
    var overrides: [String] = []

    func validate() throws {
        _ = try limits()
    }

    /// The limits: the defaults with the overrides applied.
    func limits() throws -> SceneLimits {
        var limits = SceneLimits()
        for override in overrides {
            let parts = override.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let keyPath = SceneLimits.names[parts[0]] else {
                throw ValidationError(
                    "--limit takes NAME=N with NAME one of \(SceneLimits.names.keys.sorted().joined(separator: ", ")), not '\(override)'"
                )
            }
            guard let value = Int(parts[1]), value > 0 else {
                throw ValidationError("--limit \(parts[0]) needs a whole number above 0, not '\(parts[1])'")
            }
            limits[keyPath: keyPath] = value
        }
        return limits
    }
}

/// `--strict`: how a Lottie file's features that Reel does not render are taken (every command
/// that reads a scene to show it).
struct LottieOptions: ParsableArguments {
    @Flag(
        help:
            "Refuse a Lottie file that uses a feature Reel does not render (expressions, effects, 3D layers, masks…) instead of warning."
    )
    var strict = false

    @Option(help: "The animation of a .lottie archive to read, by its id (the first its manifest lists by default).")
    var animation: String?
}

/// `--limit NAME=N`, `--allow-external-assets` and `--strict`: what the commands that render need.
struct SafetyOptions: ParsableArguments {
    @OptionGroup var limitOptions: LimitOptions

    @OptionGroup var lottie: LottieOptions

    @Flag(help: "Allow images and fonts outside the scene's folder (absolute paths or ones leaving it with ..).")
    var allowExternalAssets = false

    /// The limits: the defaults with the overrides applied.
    func limits() throws -> SceneLimits {
        try limitOptions.limits()
    }
}
