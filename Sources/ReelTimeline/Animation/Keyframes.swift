import ReelGeometry

/// What a `CAKeyframeAnimation` moves through: values (or a path) at key times.
public struct Keyframes: Sendable, Equatable {
    /// `calculationMode`.
    public enum Mode: String, Sendable, Equatable, CaseIterable {
        /// Straight interpolation between successive values (the default).
        case linear
        /// Each value held until the next key time, with no interpolation; n values take n + 1
        /// key times (or n).
        case discrete
        /// Linear interpolation at an even speed over the whole animation: key times and timing
        /// functions are ignored.
        case paced
        /// A smooth Kochanek–Bartels spline through the values, shaped by `tension`,
        /// `continuity` and `bias`.
        case cubic
        /// The cubic spline at an even speed: key times and timing functions are ignored.
        case cubicPaced
    }

    /// `rotationMode`: turn the layer along a motion path's tangent.
    public enum Rotation: String, Sendable, Equatable {
        /// The layer's x axis follows the path's direction.
        case auto
        /// The layer turned half a turn from `auto`: its x axis points back along the path.
        case autoReverse
    }

    /// The values moved through, in order, each of the animated property's kind; ignored when
    /// there is a `path`.
    public var values: [AnimationValue]
    /// Fractions of the duration, non-decreasing from 0 to 1; nil for evenly spaced.
    public var keyTimes: [Double]?
    /// One per segment, applied to the segment's own progress.
    public var timingFunctions: [TimingFunction]?
    /// How values between keyframes are computed (`calculationMode`); ``Mode/linear`` by default.
    public var mode: Mode = .linear
    /// Kochanek–Bartels parameters per value for the cubic modes (0 when absent).
    public var tension: [Double]?
    /// Kochanek–Bartels continuity per value for the cubic modes (0 when absent, a smooth turn):
    /// away from 0, the tangents into and out of the value differ, making a corner.
    public var continuity: [Double]?
    /// Kochanek–Bartels bias per value for the cubic modes (0 when absent): above 0 the curve
    /// keeps its incoming direction longer and overshoots past the value, below 0 it turns
    /// towards the next value early.
    public var bias: [Double]?
    /// A motion path for point key paths; its segment end points become the keyframes.
    public var path: Path?
    /// `rotationMode`: turns the layer along the `path` as it moves (added to its transform);
    /// nil (the default) leaves it unturned.
    public var rotation: Rotation?

    /// Keyframes through values, linearly and evenly spaced.
    /// - Parameter values: The values moved through, in order.
    public init(values: [AnimationValue]) {
        self.values = values
    }
}
