import ReelGeometry

/// A layer's `contents`: an image file (relative to the scene), placed by `contentsGravity`.
/// During a cross-fade between two images, `fadingFrom` is the outgoing one and `fade` how far the
/// new one has come in (0…1).
public struct ImageContents: Sendable, Equatable {
    /// `contentsGravity`, with Core Animation's names.
    /// Positions read in Reel's y-down space: `top` is the top of the screen, as on iOS.
    public enum Gravity: String, Sendable, Equatable, CaseIterable {
        /// At its natural size, centred.
        case center
        /// At its natural size, centred along the top edge.
        case top
        /// At its natural size, centred along the bottom edge.
        case bottom
        /// At its natural size, centred along the left edge.
        case left
        /// At its natural size, centred along the right edge.
        case right
        /// At its natural size, in the top-left corner.
        case topLeft
        /// At its natural size, in the top-right corner.
        case topRight
        /// At its natural size, in the bottom-left corner.
        case bottomLeft
        /// At its natural size, in the bottom-right corner.
        case bottomRight
        /// Stretched to fill the bounds (the default).
        case resize
        /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
        case resizeAspect
        /// Scaled to cover the bounds, keeping its aspect ratio, centred (what falls outside
        /// shows unless the layer masks to its bounds).
        case resizeAspectFill
    }

    /// The image file's name, relative to the scene's folder (or absolute), as the
    /// renderer's image source resolves it; empty for no image (contents set to nil while the
    /// placement stays, so `contents` can animate from and to nothing).
    public var image: String
    /// How the image is placed in the bounds (`contentsGravity`); ``Gravity/resize`` by default.
    public var gravity: Gravity = .resize
    /// The part of the image shown, in unit coordinates.
    public var rect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point (`contentsScale`): an image's natural size is its pixel size divided
    /// by this; 1 by default.
    public var scale: Double = 1
    /// The outgoing image of a cross-fade, in the middle of an animation of `contents` (empty when
    /// fading in from no image); nil otherwise.
    public var fadingFrom: String?
    /// How far a cross-fade from `fadingFrom` has come, 0…1: 1 (the default) shows `image` alone.
    public var fade: Double = 1

    /// Contents showing an image, stretched to the bounds.
    /// - Parameter image: The image file's name, relative to the scene's folder.
    public init(image: String) {
        self.image = image
    }
}

/// What a `CAGradientLayer` draws.
public struct GradientContent: Sendable, Equatable {
    /// The gradient's shape (`CAGradientLayerType`).
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// Colours change along the line from `startPoint` to `endPoint` (the default).
        case axial
        /// Colours change outwards from `startPoint`, the last reached `endPoint`'s offset away
        /// along each axis (Core Animation's ellipse, drawn as a circle of the two radii's mean).
        case radial
        /// Colours change around `startPoint`, starting in the direction of `endPoint`.
        case conic
    }

    /// The gradient's shape (`type`); ``Kind/axial`` by default.
    public var kind: Kind = .axial
    /// The colours, in order from the start; none (the default) draws nothing.
    public var colors: [Color] = []
    /// Stop positions in 0…1; nil for evenly spaced.
    public var locations: [Double]?
    /// In unit coordinates of the bounds.
    public var startPoint = Point(x: 0.5, y: 0)
    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1), the bottom centre, by
    /// default.
    public var endPoint = Point(x: 0.5, y: 1)
    /// For a radial gradient, where location 0 lies, in unit coordinates of the bounds: a focal
    /// point inside the circle (a two-point conical gradient, SVG's `fx` and `fy`); nil (the
    /// default) for `startPoint`, the centre.
    public var focalPoint: Point?

    /// An axial gradient with no colours.
    public init() {}
}

/// A `CAReplicatorLayer`'s settings: instance k of the sublayers gets `instanceTransform` k times,
/// starts k · `instanceDelay` later, and is tinted by `instanceColor` plus k times the offsets.
public struct ReplicatorContent: Sendable, Equatable {
    /// How many copies of the sublayers are drawn, the first untransformed; 1 by default, 0 or
    /// less for none.
    public var instanceCount = 1
    /// The transform between one instance and the next, about the centre of the replicator's
    /// bounds; the identity by default.
    public var instanceTransform = Transform3D.identity
    /// Seconds between one instance's animations and the next's; 0 by default.
    public var instanceDelay: Double = 0
    /// Multiplies the colours the first instance draws; white (no change) by default.
    public var instanceColor = Color.white
    /// Added to the tint's red per instance, the result clamped to 0…1; 0 by default.
    public var instanceRedOffset: Double = 0
    /// Added to the tint's green per instance, the result clamped to 0…1; 0 by default.
    public var instanceGreenOffset: Double = 0
    /// Added to the tint's blue per instance, the result clamped to 0…1; 0 by default.
    public var instanceBlueOffset: Double = 0
    /// Added to the tint's alpha per instance, the result clamped to 0…1; 0 by default.
    public var instanceAlphaOffset: Double = 0

    /// One instance, no offsets.
    public init() {}
}

/// What a `CATextLayer` draws.
public struct TextContent: Sendable, Equatable {
    /// How lines sit across the bounds (`CATextLayerAlignmentMode`).
    public enum Alignment: String, Sendable, Equatable, CaseIterable {
        /// The script's natural side: the left, as Reel lays out text left to right (the default).
        case natural
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Centred.
        case center
        /// Stretched to both edges at its spaces, except a paragraph's last line.
        case justified
    }

    /// The text drawn, from the top-left of the bounds; what runs past them is clipped.
    public var string: String
    /// A font file (relative to the scene) or a family name; nil for the default font.
    public var font: String?
    /// Core Animation's default is 36 points.
    public var fontSize: Double = 36
    /// White by default, as in Core Animation.
    public var foregroundColor: Color = .white
    /// How lines sit across the bounds (`alignmentMode`); ``Alignment/natural`` by default.
    public var alignment: Alignment = .natural
    /// Whether lines wrap at the bounds' width (`isWrapped`); false by default, so a line breaks
    /// only at a newline.
    public var isWrapped = false

    /// Text with Core Animation's defaults.
    /// - Parameter string: The text drawn.
    public init(string: String) {
        self.string = string
    }
}
