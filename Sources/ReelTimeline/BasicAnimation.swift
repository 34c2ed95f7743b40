/// A basic animation (`CABasicAnimation`): one key path from one value to another.
public struct BasicAnimation: Sendable, Equatable {
    public var keyPath: String
    public var fromValue: AnimationValue?
    public var toValue: AnimationValue?
    public var byValue: AnimationValue?
    public var timing = MediaTiming()
    /// Linear when none is given, as for explicit animations in Core Animation.
    public var timingFunction: TimingFunction = .linear
    /// The animated value is added to the model value.
    public var isAdditive = false

    /// An animation of `keyPath` with Core Animation's defaults.
    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// The presented value at `progress` (0…1, before the timing function), given the model value.
    /// Follows Core Animation's table of from/to/by combinations.
    public func value(atProgress progress: Double, model: AnimationValue) -> AnimationValue {
        let start: AnimationValue, end: AnimationValue
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, from + by)
        case let (nil, to?, by?): (start, end) = (to - by, to)
        case let (from?, nil, nil): (start, end) = (from, isAdditive ? model - model : model)
        case let (nil, to?, nil): (start, end) = (isAdditive ? model - model : model, to)
        case let (nil, nil, by?): (start, end) = (isAdditive ? by - by : model, isAdditive ? by : model + by)
        case (nil, nil, nil): (start, end) = (model, model)
        }
        let value = start.interpolated(to: end, at: timingFunction(progress))
        return isAdditive ? model + value : value
    }
}
