/// The `fromValue`, `toValue` and `byValue` of a basic or spring animation: at most two are set.
public struct FromToBy: Sendable, Equatable {
    /// `fromValue`: the start. Unset, the animation starts at `to` − `by`, or else at the
    /// layer's value.
    public var from: AnimationValue?
    /// `toValue`: the end. Unset, the animation ends at `from` + `by`, or else at the layer's
    /// value.
    public var to: AnimationValue?
    /// `byValue`: the change over the animation, used when `from` or `to` is unset (for a
    /// transform, concatenated rather than added).
    public var by: AnimationValue?

    /// Values as Core Animation takes them; nil means unset.
    /// - Parameters:
    ///   - from: `fromValue`; nil (the default) for unset.
    ///   - to: `toValue`; nil (the default) for unset.
    ///   - by: `byValue`; nil (the default) for unset.
    public init(from: AnimationValue? = nil, to: AnimationValue? = nil, by: AnimationValue? = nil) {
        self.from = from
        self.to = to
        self.by = by
    }

    /// The start and end values given the model value, following Core Animation's table. For an
    /// additive animation "the model value" is the identity of addition (zero), because the result
    /// is added to the model value afterwards.
    package func range(model: AnimationValue, additive: Bool) -> (start: AnimationValue, end: AnimationValue) {
        let base = additive ? model.zero : model
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from + by)
        case (nil, let to?, let by?): return (to - by, to)
        case (let from?, nil, nil): return (from, base)
        case (nil, let to?, nil): return (base, to)
        case (nil, nil, let by?): return (base, base + by)
        case (nil, nil, nil): return (base, base)
        }
    }
}
