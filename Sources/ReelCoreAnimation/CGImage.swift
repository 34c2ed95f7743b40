/// An image, which Reel reduces to the name of an image file.
///
/// Get one from `UIImage(named:)?.cgImage`, and show it with ``CALayer/contents``. The file is
/// read, and decoded by FFmpeg (PNG, JPEG and the other still formats it reads), when a frame is
/// rendered, not when the image is made, so it has no `width` or `height`.
public struct CGImage: Sendable, Hashable {
    /// The image file's name or path, relative to the stage's ``Stage/imageDirectory``.
    public let name: String

    /// The image in the file `name` (what `UIImage.cgImage` and `contents` make).
    package init(name: String) { self.name = name }
}
