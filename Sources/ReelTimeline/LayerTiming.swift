/// A layer's own timing (`CALayer` adopts `CAMediaTiming`): it maps its superlayer's time to the
/// time its animations and sublayers see, so speeds multiply and offsets add down the tree.
public struct LayerTiming: Sendable, Equatable {
    public var beginTime: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0

    /// The identity: local time equals the superlayer's.
    public init() {}

    /// Local time for a parent time: (t − beginTime) · speed + timeOffset.
    public func localTime(_ parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The parent time at which local time is `t` (for converting ends between layers).
    public func parentTime(_ t: Double) -> Double {
        speed == 0 ? (t == timeOffset ? beginTime : .infinity) : (t - timeOffset) / speed + beginTime
    }
}
