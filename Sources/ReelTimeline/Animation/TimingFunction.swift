/// A timing function (`CAMediaTimingFunction`): a cubic Bézier from (0, 0) to (1, 1) mapping
/// time progress to value progress.
public struct TimingFunction: Sendable, Hashable {
    /// The curve's control points (c1x, c1y) and (c2x, c2y): x is the fraction of the duration,
    /// y the fraction of the change.
    public let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    /// A custom curve from its two control points
    /// (`CAMediaTimingFunction(controlPoints:_:_:_:)`).
    /// - Parameters:
    ///   - c1x: The first control point's x, a fraction of the duration in 0…1.
    ///   - c1y: The first control point's y; outside 0…1, the value overshoots.
    ///   - c2x: The second control point's x, a fraction of the duration in 0…1.
    ///   - c2y: The second control point's y; outside 0…1, the value overshoots.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y
    }

    /// Even pace (`CAMediaTimingFunctionName.linear`); what explicit animations use unless told.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Slow start, then faster (`.easeIn`): control points (0.42, 0) and (1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Fast start, slowing to the end (`.easeOut`): control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow at both ends (`.easeInEaseOut`): control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// What implicit animations use (`.default`): control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The named functions by their Core Animation names.
    public static let named: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInEaseOut": .easeInEaseOut, "default": .default
    ]

    /// The curve evaluated: solves x(s) = x for the curve parameter s (Newton's method from x
    /// itself, bisection when the slope is too flat) to 1e-9, then takes y(s).
    /// - Parameter x: The fraction of the duration, time progress; clamped to 0…1.
    /// - Returns: The fraction of the change, value progress: 0 at `x` ≤ 0, 1 at `x` ≥ 1.
    public func callAsFunction(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if c1x == c1y && c2x == c2y { return x }  // a straight line
        return Self.bezier(solve(x), c1y, c2y)
    }

    private func solve(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, c1x, c2x) - x
            if abs(error) < 1e-9 { return s }
            let slope = Self.derivative(s, c1x, c2x)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        while high - low > 1e-12 {
            let value = Self.bezier(s, c1x, c2x)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the cubic with end points 0 and 1 and control values a, b.
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
}
