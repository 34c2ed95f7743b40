/// A file or font family a scene names, and where: the JSON path of the key naming it, so an
/// asset that cannot be loaded is reported at its place in the scene.
public struct AssetReference: Sendable, Equatable {
    /// What the name stands for.
    public enum Kind: Sendable, Equatable {
        /// An image file (`contents`, or an image a `contents` animation shows).
        case image
        /// A font file (`font` with a `/` or a font file extension).
        case fontFile
        /// A font family for fontconfig (`font` otherwise, or the default family when there is none).
        case fontFamily
    }

    public let kind: Kind
    /// The name as the scene gives it.
    public let name: String
    /// Where in the scene, e.g. `layers[0].sublayers[2].contents`.
    public let location: String

    /// A reference to `name` at `location`.
    public init(kind: Kind, name: String, location: String) {
        self.kind = kind
        self.name = name
        self.location = location
    }
}
