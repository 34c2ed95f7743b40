/// A file or font family a scene names, and where: the JSON path of the key naming it, so an
/// asset that cannot be loaded is reported at its place in the scene.
package struct AssetReference: Sendable, Equatable {
    /// What the name stands for.
    package enum Kind: Sendable, Equatable {
        /// An image file (`contents`, or an image a `contents` animation shows).
        case image
        /// A font file (`font` with a `/` or a font file extension).
        case fontFile
        /// A font family for fontconfig (`font` otherwise, or the default family when there is none).
        case fontFamily
    }

    package let kind: Kind
    /// The name as the scene gives it.
    package let name: String
    /// Where in the scene, e.g. `layers[0].sublayers[2].contents`.
    package let location: String

    /// A reference to `name` at `location`.
    package init(kind: Kind, name: String, location: String) {
        self.kind = kind
        self.name = name
        self.location = location
    }
}
