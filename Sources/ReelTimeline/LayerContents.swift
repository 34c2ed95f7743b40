import ReelGeometry

/// A layer's `contents`: an image file (relative to the scene), placed by `contentsGravity`.
/// During a cross-fade between two images, `fadingFrom` is the outgoing one and `fade` how far the
/// new one has come in (0…1).
public struct ImageContents: Sendable, Equatable {
    /// `contentsGravity`, with Core Animation's names.
    public enum Gravity: String, Sendable, Equatable, CaseIterable {
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
        case resize, resizeAspect, resizeAspectFill
    }

    public var image: String
    public var gravity: Gravity = .resize
    /// The part of the image shown, in unit coordinates.
    public var rect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point.
    public var scale: Double = 1
    public var fadingFrom: String?
    public var fade: Double = 1

    /// Contents showing `image`, stretched to the bounds.
    public init(image: String) {
        self.image = image
    }
}

/// What a `CAGradientLayer` draws.
public struct GradientContent: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable { case axial, radial, conic }

    public var kind: Kind = .axial
    public var colors: [Color] = []
    /// Stop positions in 0…1; nil for evenly spaced.
    public var locations: [Double]?
    /// In unit coordinates of the bounds.
    public var startPoint = Point(x: 0.5, y: 0)
    public var endPoint = Point(x: 0.5, y: 1)

    /// An axial gradient with no colours.
    public init() {}
}

/// A `CAReplicatorLayer`'s settings: instance k of the sublayers gets `instanceTransform` k times,
/// starts k · `instanceDelay` later, and is tinted by `instanceColor` plus k times the offsets.
public struct ReplicatorContent: Sendable, Equatable {
    public var instanceCount = 1
    public var instanceTransform = Transform3D.identity
    public var instanceDelay: Double = 0
    public var instanceColor = Color.white
    public var instanceRedOffset: Double = 0
    public var instanceGreenOffset: Double = 0
    public var instanceBlueOffset: Double = 0
    public var instanceAlphaOffset: Double = 0

    /// One instance, no offsets.
    public init() {}
}

/// What a `CATextLayer` draws.
public struct TextContent: Sendable, Equatable {
    public enum Alignment: String, Sendable, Equatable, CaseIterable { case natural, left, right, center, justified }

    public var string: String
    /// A font file (relative to the scene) or a family name; nil for the default font.
    public var font: String?
    /// Core Animation's default is 36 points.
    public var fontSize: Double = 36
    /// White by default, as in Core Animation.
    public var foregroundColor: Color = .white
    public var alignment: Alignment = .natural
    public var isWrapped = false

    /// Text with Core Animation's defaults.
    public init(string: String) {
        self.string = string
    }
}
