import ReelGeometry

/// What a `CAKeyframeAnimation` moves through: values (or a path) at key times.
public struct Keyframes: Sendable, Equatable {
    /// `calculationMode`.
    public enum Mode: String, Sendable, Equatable, CaseIterable {
        case linear, discrete, paced, cubic, cubicPaced
    }

    /// `rotationMode`: turn the layer along a motion path's tangent.
    public enum Rotation: String, Sendable, Equatable {
        case auto, autoReverse
    }

    public var values: [AnimationValue]
    /// Fractions of the duration, non-decreasing from 0 to 1; nil for evenly spaced.
    public var keyTimes: [Double]?
    /// One per segment, applied to the segment's own progress.
    public var timingFunctions: [TimingFunction]?
    public var mode: Mode = .linear
    /// Kochanek–Bartels parameters per value for the cubic modes (0 when absent).
    public var tension: [Double]?
    public var continuity: [Double]?
    public var bias: [Double]?
    /// A motion path for point key paths; its segment end points become the keyframes.
    public var path: Path?
    public var rotation: Rotation?

    /// Keyframes through `values`, linearly and evenly spaced.
    public init(values: [AnimationValue]) {
        self.values = values
    }
}
