/// A layer's own timing (`CALayer` adopts `CAMediaTiming`): it maps its superlayer's time to the
/// time its animations and sublayers see, so speeds multiply and offsets add down the tree.
public struct LayerTiming: Sendable, Equatable {
    /// When local time starts, in the superlayer's time, in seconds (`beginTime`); 0 by default.
    public var beginTime: Double = 0
    /// How fast local time runs against the superlayer's (`speed`); 1 by default, 0 freezes it.
    public var speed: Double = 1
    /// Seconds added to local time (`timeOffset`); 0 by default.
    public var timeOffset: Double = 0

    /// The identity: local time equals the superlayer's.
    public init() {}

    /// Converts the superlayer's time to this layer's.
    /// - Parameter parentTime: Seconds in the superlayer's time.
    /// - Returns: (`parentTime` − `beginTime`) · `speed` + `timeOffset`.
    public func localTime(_ parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// Converts this layer's time to the superlayer's, the inverse of ``localTime(_:)`` (for
    /// converting ends between layers).
    /// - Parameter t: Seconds in this layer's time.
    /// - Returns: The superlayer's time at which local time is `t`; with `speed` 0, `beginTime`
    ///   if `t` is the frozen time and infinity otherwise.
    public func parentTime(_ t: Double) -> Double {
        speed == 0 ? (t == timeOffset ? beginTime : .infinity) : (t - timeOffset) / speed + beginTime
    }
}
