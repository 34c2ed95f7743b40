import ReelCoreAnimation

/// `UIImage`, reduced to what Reel draws: an image file (PNG or JPEG) by name, resolved against
/// the stage's image directory when the scene is rendered. `layer.contents = image.cgImage`.
public final class UIImage: Sendable {
    /// The file's name or path.
    public let name: String
    /// The image as `contents` takes it.
    public var cgImage: CGImage? { CGImage(name: name) }

    /// The image in file `named` (relative to the stage's image directory, or absolute).
    public init?(named name: String) { self.name = name }
    /// The image in the file at `path`.
    public init?(contentsOfFile path: String) { self.name = path }
}
