// Core Animation's string-backed option types, with their Swift names and the older global
// constants (kCAFillModeForwards, …) that tutorials from before Swift 4.2 use.

/// A string-backed option type like Core Animation's, for code generic over them (the tests).
package protocol CAStringOption: RawRepresentable, Hashable, Sendable where RawValue == String {}

/// What an animation shows outside its active period: the values of ``CAAnimation/fillMode``.
///
/// It becomes the ``MediaTiming/FillMode`` of Reel's model; a raw value Reel does not know acts as
/// ``removed``.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"forwards"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The animation has no effect outside its active period: the default.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The animation holds its end value after its active period, while it stays on the layer (with
    /// ``CAAnimation/isRemovedOnCompletion`` set to `false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The animation holds its start value before its begin time, from when it was added.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// The animation holds its start value before its begin time and its end value after its active
    /// period.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The names of Core Animation's predefined timing curves, for
/// ``CAMediaTimingFunction/init(name:)``.
///
/// Each is a cubic Bézier curve with Apple's control points; a raw value Reel does not know gives
/// ``linear``.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"easeIn"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pacing: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts slowly, speeds up, then slows down: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations, a gentle ease in and out: control points (0.25, 0.1) and
    /// (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How a keyframe animation computes the values between its keyframes: the values of
/// ``CAKeyframeAnimation/calculationMode``.
///
/// A raw value Reel does not know acts as ``linear``.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"cubic"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation from each value to the next, at the key times: the default.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, without interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight interpolation, spaced so the property changes at a constant speed; key times and
    /// per-segment timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the values, at the key times, shaped by the
    /// tension, continuity and bias values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline, travelled at a constant speed (its length sampled 64 times per segment);
    /// key times and per-segment timing functions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe animation's path turns with it: the values of
/// ``CAKeyframeAnimation/rotationMode``.
///
/// A raw value Reel does not know turns nothing.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"auto"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns to follow the path's direction (its tangent, measured over ±0.0001 of the
    /// progress).
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to follow the path's direction plus half a turn, facing backwards.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// How a ``CATransition`` replaces the old content with the new: the values of
/// ``CATransition/type``.
///
/// A raw value Reel does not know acts as ``fade``.
public struct CATransitionType: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"push"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out over the new: the default.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old, moving as the subtype says.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old content out, both moving together.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, uncovering the new, moving as the subtype says.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// The old content curls up like a page, uncovering the new beneath it: Core Animation's
    /// private `"pageCurl"` type, UIKit's curl up. With no subtype (or `fromBottom`) the page lifts
    /// from its bottom-right corner and rolls upwards; other subtypes roll it from that side.
    public static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new content uncurls over the old like a page coming back down: Core Animation's
    /// private `"pageUnCurl"` type, UIKit's curl down; the reverse of ``pageCurl``.
    public static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The direction a ``CATransition`` moves from: the values of ``CATransition/subtype``.
///
/// Directions are on screen, in Reel's y-down space; a fade ignores them. A raw value Reel does not
/// know acts as ``fromRight``.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"fromLeft"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Motion from right to left: new content enters at the right edge, old content leaves at the
    /// left. The default.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// Motion from left to right: new content enters at the left edge, old content leaves at the right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// Motion from top to bottom: new content enters at the top edge, old content leaves at the bottom.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// Motion from bottom to top: new content enters at the bottom edge, old content leaves at the top.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The shape of the ends of a stroke's open subpaths and dashes: the values of
/// ``CAShapeLayer/lineCap``.
///
/// A raw value Reel does not know acts as ``butt``.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"round"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends square, exactly at the end point: the default.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// The stroke ends in a half circle around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The stroke ends square, half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of a stroke's corners between segments: the values of ``CAShapeLayer/lineJoin``.
///
/// A raw value Reel does not know acts as ``miter``.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"round"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, the outer edges extended until they meet; a bevel beyond
    /// ``CAShapeLayer/miterLimit``. The default.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner, an arc around the corner point.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut corner, the outer edges joined by a straight line.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which parts of a path are inside it, for the fill: the values of ``CAShapeLayer/fillRule``.
///
/// A raw value Reel does not know acts as ``nonZero``.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"even-odd"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times, counting
    /// direction: the default.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times, so overlapping
    /// subpaths make holes.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape of a ``CAGradientLayer``'s gradient: the values of ``CAGradientLayer/type``.
///
/// A raw value Reel does not know acts as ``axial``.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"radial"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from the start point to the end point, constant across it: the
    /// default.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outwards from the start point, reaching the last at the end point's distance
    /// (Reel draws a circle of the mean of the two axes' radii, where Core Animation draws an
    /// ellipse).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change around the start point, beginning in the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// How a ``CATextLayer`` aligns its lines within its bounds' width: the values of
/// ``CATextLayer/alignmentMode``.
///
/// A raw value Reel does not know acts as ``natural``.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"center"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment, which Reel draws as left-aligned: the default.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines fill the width, by widening the spaces; the last line of a paragraph stays
    /// left-aligned.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a layer's image is placed in its bounds: the values of ``CALayer/contentsGravity``.
///
/// The gravities that do not resize place the image at its size in points (its pixel size divided
/// by ``CALayer/contentsScale``). Edge names are read in Reel's y-down space: ``top`` is the top of
/// the screen (Core Animation's names are y-up, and on iOS come out flipped unless the layer's
/// geometry is flipped). A raw value Reel does not know acts as ``resize``.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the option.
    public let rawValue: String
    /// Creates an option from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"center"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At its size, centred.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At its size, centred along the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At its size, centred along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At its size, centred along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At its size, centred along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At its size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At its size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At its size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At its size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds, whatever its aspect ratio: the default.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio, and centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, keeping its aspect ratio, and centred; the overflow shows unless
    /// ``CALayer/masksToBounds`` clips it.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

// Pre-Swift 4.2 spellings.
/// The name before Swift 4.2 of ``CAMediaTimingFillMode/removed``.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// The name before Swift 4.2 of ``CAMediaTimingFillMode/forwards``.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// The name before Swift 4.2 of ``CAMediaTimingFillMode/backwards``.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// The name before Swift 4.2 of ``CAMediaTimingFillMode/both``.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// The name before Swift 4.2 of ``CAMediaTimingFunctionName/linear``.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// The name before Swift 4.2 of ``CAMediaTimingFunctionName/easeIn``.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// The name before Swift 4.2 of ``CAMediaTimingFunctionName/easeOut``.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// The name before Swift 4.2 of ``CAMediaTimingFunctionName/easeInEaseOut``.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// The name before Swift 4.2 of ``CAMediaTimingFunctionName/default``.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
/// The name before Swift 4.2 of ``CAShapeLayerLineCap/round``.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// The name before Swift 4.2 of ``CAShapeLayerLineCap/butt``.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// The name before Swift 4.2 of ``CAShapeLayerLineCap/square``.
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// The name before Swift 4.2 of ``CAShapeLayerLineJoin/round``.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// The name before Swift 4.2 of ``CAShapeLayerLineJoin/miter``.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// The name before Swift 4.2 of ``CAShapeLayerLineJoin/bevel``.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
/// The name before Swift 4.2 of ``CATransitionType/fade``.
public let kCATransitionFade = CATransitionType.fade
/// The name before Swift 4.2 of ``CATransitionType/push``.
public let kCATransitionPush = CATransitionType.push
/// The name before Swift 4.2 of ``CATransitionType/moveIn``.
public let kCATransitionMoveIn = CATransitionType.moveIn
/// The name before Swift 4.2 of ``CATransitionType/reveal``.
public let kCATransitionReveal = CATransitionType.reveal
/// The name before Swift 4.2 of ``CATransitionSubtype/fromLeft``.
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
/// The name before Swift 4.2 of ``CATransitionSubtype/fromRight``.
public let kCATransitionFromRight = CATransitionSubtype.fromRight
/// The name before Swift 4.2 of ``CATransitionSubtype/fromTop``.
public let kCATransitionFromTop = CATransitionSubtype.fromTop
/// The name before Swift 4.2 of ``CATransitionSubtype/fromBottom``.
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom
/// The name before Swift 4.2 of ``CAAnimationCalculationMode/linear``.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// The name before Swift 4.2 of ``CAAnimationCalculationMode/discrete``.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// The name before Swift 4.2 of ``CAAnimationCalculationMode/paced``.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// The name before Swift 4.2 of ``CAAnimationCalculationMode/cubic``.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// The name before Swift 4.2 of ``CAAnimationCalculationMode/cubicPaced``.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
/// The name before Swift 4.2 of ``CAAnimationRotationMode/rotateAuto``.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// The name before Swift 4.2 of ``CAAnimationRotationMode/rotateAutoReverse``.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
/// Core Animation's key for the transition a layer runs.
///
/// Reel does not keep a ``CATransition`` under a key (``CALayer/animation(forKey:)`` does not
/// return it); the constant is here for code that names it.
public let kCATransition = "transition"
