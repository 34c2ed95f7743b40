import ReelTimeline

/// `CAMediaTimingFunction`: a named curve or a cubic Bézier from its control points.
public final class CAMediaTimingFunction: Sendable, Equatable {
    /// Reel's timing function.
    public let function: TimingFunction

    /// One of the named curves.
    public init(name: CAMediaTimingFunctionName) {
        function = TimingFunction.named[name.rawValue] ?? .linear
    }
    /// A custom curve from (0, 0) to (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        function = TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }
    init(_ function: TimingFunction) { self.function = function }

    /// Value progress at time progress `x` (Reel's extension: Core Animation has no public evaluator).
    public func progress(at x: Double) -> Double { function(x) }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool { a.function == b.function }
}

extension CAMediaTimingFunction {
    /// A custom curve from Double control points (what a literal picks, so 0.8 stays exactly 0.8).
    public convenience init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.init(TimingFunction(controlPoints: c1x, c1y, c2x, c2y))
    }
}
