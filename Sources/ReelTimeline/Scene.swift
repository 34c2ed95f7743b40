import ReelGeometry

/// A scene: a canvas and the layer tree drawn on it, with the animations attached to its layers.
/// This is the model (Core Animation's "model layer tree"); `Timeline` evaluates it over time.
public struct Scene: Sendable, Equatable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Frames per second of exports unless overridden.
    public var fps: Double
    /// Length in seconds; nil means "until the last finite animation ends".
    public var duration: Double?
    /// Canvas colour under the layers; nil for a transparent canvas.
    public var background: Color?
    /// Top-level layers, back to front.
    public var layers: [Layer]
    /// The scene's `description`: what it shows, for people.
    public var summary: String?
    /// The parameters the scene declares (for listing presets); their values are already applied.
    public var parameters: [SceneParameter] = []
    /// Where a scene read from a file had its parts, for errors found after reading.
    public var sourceMap = SceneSourceMap()

    /// A scene; by default 30 fps, white background and no layers.
    /// - Parameters:
    ///   - width: Canvas width in points.
    ///   - height: Canvas height in points.
    ///   - fps: Frames per second of exports; 30 by default.
    ///   - duration: Length in seconds; nil (the default) for "until the last finite animation
    ///     ends".
    ///   - background: Canvas colour; white by default, nil for transparent.
    ///   - layers: Top-level layers, back to front; none by default.
    public init(
        width: Double, height: Double, fps: Double = 30, duration: Double? = nil,
        background: Color? = .white, layers: [Layer] = []
    ) {
        self.width = width
        self.height = height
        self.fps = fps
        self.duration = duration
        self.background = background
        self.layers = layers
    }
}
