import ReelCoreAnimation

/// An image, reduced to what Reel draws: an image file (PNG or JPEG) by name.
///
/// The file is read when the scene is rendered, not when the image is made: a relative name is
/// resolved against the stage's ``Stage/imageDirectory``. Show it with a ``UIImageView`` or as a
/// layer's contents (`layer.contents = image.cgImage`).
public final class UIImage: Sendable {
    /// The file's name or path, as given.
    public let name: String
    /// The image as a layer's ``CALayer/contents`` takes it; never nil in Reel.
    public var cgImage: CGImage? { CGImage(name: name) }

    /// The image in a file, by name.
    ///
    /// UIKit looks the name up in the app's bundle and asset catalogue; Reel takes a file, and
    /// never returns nil: a file that cannot be read fails the render or the export.
    ///
    /// - Parameter name: The file's name with its extension, relative to the stage's image
    ///   directory, or an absolute path.
    public init?(named name: String) { self.name = name }
    /// The image in a file, by path; never nil in Reel (the file is read when the scene is
    /// rendered).
    ///
    /// - Parameter path: The file's path, absolute or relative to the stage's image directory.
    public init?(contentsOfFile path: String) { self.name = path }
}
