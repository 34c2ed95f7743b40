/// An animation attached to a layer: Core Animation's `CAAnimation` family as one value type.
public struct Animation: Sendable, Equatable {
    /// What the animation does between its start and end.
    public enum Kind: Sendable, Equatable {
        /// `CABasicAnimation`.
        case basic(FromToBy)
        /// `CAKeyframeAnimation`.
        case keyframes(Keyframes)
        /// `CASpringAnimation`: from/to/by moved along a damped spring instead of a curve.
        case spring(Spring, FromToBy)
        /// `CAAnimationGroup`: children run in the group's time, clipped to it.
        case group([Animation])
    }

    /// The key it was added under (`add(_:forKey:)`): a later animation with the same key on the
    /// same layer replaces it. Also what `after` refers to.
    public var key: String?
    /// The animated property; empty for groups, whose children name their own.
    public var keyPath: String
    /// What the animation does, with its values: basic, keyframe, spring or group.
    public var kind: Kind
    /// When it runs, how it repeats and what it shows outside its active period (`CAMediaTiming`).
    public var timing = MediaTiming()
    /// `valueFunction`, for a `transform` animation: the values are the function's numbers
    /// (an angle, scale factors, offsets), interpolated as numbers and then turned into the
    /// transform. Unset `fromValue`/`toValue` stand for the function's identity input.
    public var valueFunction: ValueFunction?
    /// Linear when none is given, as for explicit animations in Core Animation.
    public var timingFunction: TimingFunction = .linear
    /// The animated value is added to the model value.
    public var isAdditive = false
    /// Each repeat continues from where the previous cycle ended.
    public var isCumulative = false
    /// When true (the default), the animation is removed when it ends, so a forwards fill has no
    /// effect after the end: holding the final value needs `removedOnCompletion: false` as well,
    /// exactly as in Core Animation. Ignored for a group's children, as Core Animation ignores it
    /// there: a child filling forwards holds its end value until the group ends.
    public var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults: linear, ``MediaTiming``'s defaults, removed on
    /// completion.
    /// - Parameters:
    ///   - keyPath: The animated property, by its Core Animation name (`position`, `opacity`,
    ///     `transform.rotation.z`…); empty for a group.
    ///   - kind: What the animation does, with its values.
    public init(keyPath: String, kind: Kind) {
        self.keyPath = keyPath
        self.kind = kind
    }

    /// A basic animation (`CABasicAnimation`) with Core Animation's defaults.
    /// - Parameters:
    ///   - keyPath: The animated property, by its Core Animation name.
    ///   - from: `fromValue`; nil (the default) for unset.
    ///   - to: `toValue`; nil (the default) for unset.
    ///   - by: `byValue`; nil (the default) for unset.
    /// - Returns: An animation of ``Kind/basic(_:)`` kind; ``FromToBy`` says how unset values are
    ///   filled in.
    public static func basic(
        _ keyPath: String, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil
    ) -> Animation {
        Animation(keyPath: keyPath, kind: .basic(FromToBy(from: from, to: to, by: by)))
    }

    /// The local duration this animation's content needs when `duration` is not set: a spring's
    /// settling time; a group's, the end of its last child that has a duration of its own (given,
    /// or natural), since a child without one lasts as long as the group; 0 (Core Animation's
    /// 0.25 s) otherwise.
    public var naturalDuration: Double {
        switch kind {
        case .spring(let spring, _): return spring.settlingDuration
        case .group(let children):
            return children.compactMap { child -> Double? in
                var timing = child.timing
                if timing.duration <= 0 {
                    guard child.naturalDuration > 0 else { return nil }
                    timing.duration = child.naturalDuration
                }
                return timing.endTime
            }.filter(\.isFinite).max() ?? 0
        case .basic, .keyframes: return 0
        }
    }

    /// When the animation stops affecting its layer, in the layer's time: infinite while it
    /// repeats forever or holds its end state.
    public var effectEnd: Double {
        if !isRemovedOnCompletion && (timing.fillMode == .forwards || timing.fillMode == .both) { return .infinity }
        return timing.endTime
    }
}
