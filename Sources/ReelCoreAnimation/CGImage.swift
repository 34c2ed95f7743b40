/// `CGImage`, reduced to an image file by name.
public struct CGImage: Sendable, Hashable {
    /// The file's name or path.
    public let name: String

    /// The image in the file `name` (what `UIImage.cgImage` and `contents` make).
    package init(name: String) { self.name = name }
}
