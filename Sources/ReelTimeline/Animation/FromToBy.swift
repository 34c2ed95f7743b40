/// The `fromValue`, `toValue` and `byValue` of a basic or spring animation: at most two are set.
public struct FromToBy: Sendable, Equatable {
    public var from: AnimationValue?
    public var to: AnimationValue?
    public var by: AnimationValue?

    /// Values as Core Animation takes them; nil means unset.
    public init(from: AnimationValue? = nil, to: AnimationValue? = nil, by: AnimationValue? = nil) {
        self.from = from
        self.to = to
        self.by = by
    }

    /// The start and end values given the model value, following Core Animation's table. For an
    /// additive animation "the model value" is the identity of addition (zero), because the result
    /// is added to the model value afterwards.
    public func range(model: AnimationValue, additive: Bool) -> (start: AnimationValue, end: AnimationValue) {
        let base = additive ? model.zero : model
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from + by)
        case let (nil, to?, by?): return (to - by, to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, base + by)
        case (nil, nil, nil): return (base, base)
        }
    }
}
