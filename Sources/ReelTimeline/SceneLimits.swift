import Foundation
import ReelDiagnostics

/// Bounds on what a scene may ask for, so a hostile or mistaken scene fails at once with a message
/// instead of exhausting the machine. Each has a default fit for real animations and can be
/// raised by name (`reel export --limit frames=200000`).
public struct SceneLimits: Sendable, Equatable {
    /// Largest side of a rendered frame, in pixels (after `--scale`).
    public var canvas = 16384
    /// Frames in one export.
    public var frames = 100_000
    /// Layers in the tree, masks included.
    public var layers = 100_000
    /// Sublayers inside sublayers.
    public var depth = 256
    /// Drawing elements in one path.
    public var path = 1_000_000
    /// Bytes (UTF-8) of one text layer's string: 100 kB is some 30 pages. The renderer lays out
    /// only what shows inside the layer's bounds, but text small enough to show whole costs its
    /// full length: 1 MB at a font size of 0.001 points took 5 s and 2.4 GB for one frame, 100 kB
    /// takes a tenth of that.
    public var text = 100_000
    /// Replicated instances in the whole scene (nested replicators multiply).
    public var instances = 1_000_000
    /// Largest side of a decoded image, in pixels.
    public var image = 16384
    /// Size of the scene file, in bytes.
    public var file = 16 * 1024 * 1024
    /// Work in a scene's `"dynamics"`, simulated when the scene is read: physics steps (60 a
    /// second) × what each step checks (items, springs, item–boundary and item–item collision
    /// pairs). Box2D's broad phase only looks at pairs that are near, so the limit is a few seconds
    /// of work: 300 colliding items for 18 s took 1.6 s, 30 for 600 s 3.3 s (measured on a 2-core
    /// machine).
    public var dynamics = 50_000_000
    /// Values in one keyframe animation of a scene file (checked as it is read).
    public var keyframes = 100_000

    /// The defaults.
    public init() {}

    /// Every limit by its name, for `--limit NAME=N` and for messages.
    public static let names: [String: WritableKeyPath<SceneLimits, Int> & Sendable] = [
        "canvas": \.canvas, "frames": \.frames, "layers": \.layers, "depth": \.depth,
        "path": \.path, "text": \.text, "instances": \.instances, "image": \.image, "file": \.file,
        "dynamics": \.dynamics, "keyframes": \.keyframes
    ]

    /// The error for exceeding limit `name`, saying how to raise it.
    /// `path` is where in the scene it happened, when it is one place.
    package static func exceeded(_ name: String, _ what: String, limit: Int, at path: String = "") -> LimitError {
        LimitError(message: "\(what), above the limit of \(limit) (raise it with --limit \(name)=N)", path: path)
    }

    /// Checks the scene's tree: layer count, nesting depth, path and string sizes and replicated
    /// instances. The `reel` command checks every scene it loads; ``SceneReader`` leaves it to
    /// its caller.
    /// - Parameter scene: The scene to check, read or built in Swift.
    /// - Throws: ``LimitError`` for the first limit exceeded, with its JSON path in the scene.
    public func check(_ scene: Scene) throws(LimitError) {
        var layerCount = 0
        func visit(_ layers: [Layer], path: String, depth: Int, multiplier: Int) throws(LimitError) {
            if depth > self.depth {
                throw Self.exceeded("depth", "the layer is nested \(depth) layers deep", limit: self.depth, at: path)
            }
            for (i, layer) in layers.enumerated() {
                let here = path.isEmpty ? "layers[\(i)]" : "\(path).sublayers[\(i)]"
                layerCount += multiplier
                if layerCount > self.layers {
                    throw Self.exceeded(
                        "layers", "the scene has more than \(self.layers) layers (counting replicated instances)",
                        limit: self.layers, at: here)
                }
                for (name, path) in [("path", layer.shape?.path), ("shadowPath", layer.shadowPath)] {
                    if let count = path?.elements.count, count > self.path {
                        throw Self.exceeded(
                            "path", "the path has \(count) elements", limit: self.path, at: "\(here).\(name)")
                    }
                }
                if let count = layer.text?.string.utf8.count, count > text {
                    throw Self.exceeded("text", "the string is \(count) bytes long", limit: text, at: "\(here).string")
                }
                var inner = multiplier
                if let replicator = layer.replicator {
                    let (product, overflow) = multiplier.multipliedReportingOverflow(
                        by: max(replicator.instanceCount, 1))
                    if overflow || product > instances {
                        throw Self.exceeded(
                            "instances", "the layer replicates its sublayers into more than \(instances) instances",
                            limit: instances, at: "\(here).instanceCount")
                    }
                    inner = product
                }
                if let mask = layer.mask {
                    try visit([mask], path: here + ".mask", depth: depth + 1, multiplier: inner)
                }
                try visit(layer.sublayers, path: here, depth: depth + 1, multiplier: inner)
            }
        }
        try visit(scene.layers, path: "", depth: 1, multiplier: 1)
    }

    /// Checks the size of the frames an export would render.
    /// - Parameters:
    ///   - width: The frames' width in pixels, after the scale.
    ///   - height: The frames' height in pixels, after the scale.
    /// - Throws: ``LimitError`` when the larger side is above ``canvas``.
    public func checkCanvas(width: Int, height: Int) throws(LimitError) {
        if max(width, height) > canvas {
            throw Self.exceeded("canvas", "frames would be \(width)×\(height) pixels", limit: canvas)
        }
    }

    /// Checks the number of frames an export would render; a Double, so that an absurd duration
    /// times a frame rate is compared before anything converts it to an integer.
    /// - Parameter count: The number of frames.
    /// - Throws: ``LimitError`` when `count` is above ``frames``.
    public func checkFrames(_ count: Double) throws(LimitError) {
        guard count > Double(frames) else { return }
        let shown = count < 1e18 ? String(Int(count)) : String(format: "%.3g", count)
        throw Self.exceeded("frames", "the export has \(shown) frames", limit: frames)
    }
}

/// A scene or export beyond one of `SceneLimits`.
public struct LimitError: DiagnosticError, Sendable, Equatable {
    /// What is too large and how to raise the limit, such as "the export has 200000 frames, above
    /// the limit of 100000 (raise it with --limit frames=N)".
    public let message: String
    /// Where in the scene (a JSON path such as `layers[2].sublayers[0]`), or empty.
    public var path = ""
    /// A ``Diagnostic/Kind/limit`` diagnostic at ``path``, with no file or line.
    public var diagnostic: Diagnostic { Diagnostic(.limit, message, at: SourceLocation(path: path)) }
}
