import ReelTimeline

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) that maps the fraction
/// of time elapsed to the fraction of the change made.
///
/// Set it as an animation's ``CAAnimation/timingFunction``, per keyframe segment
/// (``CAKeyframeAnimation/timingFunctions``), or for implicit animations with
/// ``CATransaction/setAnimationTimingFunction(_:)``. It holds Reel's ``TimingFunction``.
public final class CAMediaTimingFunction: Sendable, Equatable {
    /// The curve as Reel's scene model holds it, for an ``Animation``'s ``Animation/timingFunction``.
    public let function: TimingFunction

    /// Creates one of Core Animation's named curves, with Apple's control points.
    ///
    /// - Parameter name: The curve; a name Reel does not know gives the linear curve.
    public init(name: CAMediaTimingFunctionName) {
        function = TimingFunction.named[name.rawValue] ?? .linear
    }
    /// Creates a custom curve from (0, 0) to (1, 1) through two control points.
    ///
    /// The points' x coordinates are expected in 0…1, as Core Animation requires; y coordinates
    /// outside 0…1 overshoot.
    ///
    /// - Parameters:
    ///   - c1x: The first control point's x coordinate (time).
    ///   - c1y: The first control point's y coordinate (progress).
    ///   - c2x: The second control point's x coordinate (time).
    ///   - c2y: The second control point's y coordinate (progress).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        function = TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
    init(_ function: TimingFunction) { self.function = function }

    /// Evaluates the curve: a Reel extension, as Core Animation has no public evaluator.
    ///
    /// - Parameter x: The fraction of the time elapsed, in 0…1 (values outside give 0 or 1).
    /// - Returns: The fraction of the change made at that time (below 0 or above 1 where the curve overshoots).
    public func progress(at x: Double) -> Double { function(x) }

    /// Compares two timing functions by their curves.
    ///
    /// - Parameters:
    ///   - a: A timing function.
    ///   - b: Another timing function.
    /// - Returns: `true` when both have the same control points.
    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool { a.function == b.function }
}

extension CAMediaTimingFunction {
    /// Creates a custom curve from `Double` control points, which literals pick, so 0.8 stays
    /// exactly 0.8 instead of the nearest `Float`.
    ///
    /// - Parameters:
    ///   - c1x: The first control point's x coordinate (time), in 0…1.
    ///   - c1y: The first control point's y coordinate (progress).
    ///   - c2x: The second control point's x coordinate (time), in 0…1.
    ///   - c2y: The second control point's y coordinate (progress).
    public convenience init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.init(TimingFunction(controlPoints: c1x, c1y, c2x, c2y))
    }
}
