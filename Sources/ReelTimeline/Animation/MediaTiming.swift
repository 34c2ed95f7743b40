/// Core Animation's timing of an animation (`CAMediaTiming`): when it is active, how it repeats,
/// and what it shows before and after (see docs/core-animation.md).
public struct MediaTiming: Sendable, Equatable {
    /// What an animation shows outside its active period.
    public enum FillMode: String, Sendable, Equatable, CaseIterable {
        /// Nothing: the animation has no effect outside its active period (the default).
        case removed
        /// The end state is held after the active period, if the animation is not removed on
        /// completion.
        case forwards
        /// The start state is shown before the begin time.
        case backwards
        /// Both `backwards` and `forwards`.
        case both
    }

    /// Start, in the parent's time (seconds).
    public var beginTime: Double = 0
    /// One simple cycle in seconds; 0 or less means the transaction's default of 0.25 s.
    public var duration: Double = 0
    /// How fast the animation's time runs against its parent's (`speed`): 1 by default, 2 twice
    /// as fast; 0 holds it at its start (moved by `timeOffset`).
    public var speed: Double = 1
    /// Added to local time, wrapping within the cycle.
    public var timeOffset: Double = 0
    /// Cycles to play (fractional and `.infinity` allowed); 0 means one.
    public var repeatCount: Double = 0
    /// Seconds to repeat for, instead of a count; 0 means unused.
    public var repeatDuration: Double = 0
    /// Each cycle plays forwards, then backwards (`autoreverses`), which doubles its length.
    public var autoreverses = false
    /// What the animation shows outside its active period (`fillMode`); ``FillMode/removed`` by
    /// default.
    public var fillMode: FillMode = .removed

    /// Timing with Core Animation's defaults.
    public init() {}

    /// The duration actually used: 0.25 s when none was given.
    public var effectiveDuration: Double { duration > 0 ? duration : 0.25 }

    /// One full cycle: forward, and back when autoreversing.
    public var cycleLength: Double { effectiveDuration * (autoreverses ? 2 : 1) }

    /// Length of the active period in local time (infinite for an endless repeat).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycleLength }
        return cycleLength
    }

    /// When the active period ends, in the parent's time (infinite for an endless repeat).
    public var endTime: Double {
        speed == 0 ? .infinity : beginTime + activeDuration / abs(speed)
    }

    /// Where an active (or filling) animation is: progress through the simple duration (0…1,
    /// before any timing function), and which cycle it is in (for cumulative animations).
    public struct State: Sendable, Equatable {
        /// Progress through the simple duration, 0…1, before any timing function: backwards
        /// through the second half of an autoreversing cycle.
        public var progress: Double
        /// Which cycle, from 0: a cumulative animation adds one whole change per cycle.
        public var cycle: Int
    }

    /// Progress through the simple duration at a time, as ``state(atParentTime:removedAtEnd:)``
    /// gives it for an animation not removed at its end.
    /// - Parameter parentTime: Seconds in the parent's time (the layer's local time).
    /// - Returns: Progress in 0…1, before any timing function, or nil when the animation has no
    ///   effect then (outside its active period and not filling).
    public func progress(atParentTime parentTime: Double) -> Double? {
        state(atParentTime: parentTime)?.progress
    }

    /// Where the animation is at a time.
    /// - Parameters:
    ///   - parentTime: Seconds in the parent's time (the layer's local time).
    ///   - removedAtEnd: `removedOnCompletion`: a removed animation does not fill forwards.
    ///     False by default.
    /// - Returns: The progress and cycle, or nil when the animation has no effect then (outside
    ///   its active period and not filling).
    public func state(atParentTime parentTime: Double, removedAtEnd: Bool = false) -> State? {
        var t = (parentTime - beginTime) * speed
        let active = activeDuration
        var atEnd = false
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        } else if t >= active {
            guard !removedAtEnd, fillMode == .forwards || fillMode == .both else { return nil }
            t = active
            atEnd = true
        }
        let cycle = cycleLength
        let shifted = t + timeOffset
        var index = (shifted / cycle).rounded(.down)
        var u = shifted - index * cycle
        // At the very end of a whole number of cycles the animation rests at the cycle's end, not
        // the next one's start.
        if atEnd && u <= 1e-12 * cycle && t > 0 {
            u = cycle
            index -= 1
        }
        let d = effectiveDuration
        let basic = u <= d ? u : cycle - u
        let count = repeatCount > 0 ? repeatCount : 1
        // Clamped before converting: from the Swift API a tiny duration with a huge repeat count
        // can put the index past Int's range (or make it NaN).
        let cycleIndex = index.isNaN ? 0 : Int(max(0, min(index, count.rounded(.up), 1e9)))
        return State(progress: min(max(basic / d, 0), 1), cycle: cycleIndex)
    }
}
