import ReelTimeline

/// A build manifest (`reel.yaml`): the renders a repository keeps as files, each a scene with its
/// parameters and the outputs made from it. Paths are relative to the manifest's folder.
package struct BuildManifest: Sendable {
    /// The manifest file as the user named it, for messages.
    package var file: String
    /// The renders in the manifest's order.
    package var renders: [Render]

    /// Every output of every render, in the manifest's order.
    package var outputs: [Output] { renders.flatMap(\.outputs) }

    /// One scene and what is made from it.
    package struct Render: Sendable {
        /// A scene file's path relative to the manifest, or a preset's name.
        package var scene: String
        /// The scene's parameters, by name, as `--param name=value` gives them.
        package var parameters: [String: String]
        /// The files made from the scene.
        package var outputs: [Output]
    }

    /// One file a render makes, and how.
    package struct Output: Sendable {
        /// The file's path relative to the manifest, as written there.
        package var path: String
        /// The scene it is made from, relative to the manifest, or a preset's name.
        package var scene: String
        /// The scene's parameters.
        package var parameters: [String: String]
        /// What makes it: an export, one frame, or a contact sheet.
        package var kind: Kind
        /// The command's options, as `(flag, value)` pairs in a fixed order (`("--fps", "30")`;
        /// a flag without a value has an empty one).
        package var options: [(flag: String, value: String)]
        /// Where the output is declared, for messages: `line:column` and JSON path.
        package var location: SceneError

        /// The command that makes an output.
        package enum Kind: String, Sendable {
            /// `reel export`: an animation (GIF, MP4, APNG, …).
            case export
            /// `reel frame`: one frame as a PNG (`time`).
            case frame
            /// `reel sheet`: a contact sheet as a PNG (`sheet`).
            case sheet
        }

        /// The `reel` arguments that make this output, run from the manifest's folder: the
        /// command, the scene, `-o` the path, the options and the parameters (sorted by name).
        package var arguments: [String] {
            var arguments = [kind.rawValue, scene, "-o", path]
            for (flag, value) in options { arguments += value.isEmpty ? [flag] : [flag, value] }
            for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
                arguments += ["--param", "\(name)=\(value)"]
            }
            return arguments
        }
    }
}
