import ReelTimeline

/// How one key path's model value changed over virtual time: the value before the first change,
/// then changes in time order. Exported as "model tracks": animations that hold each new value
/// from its time on, placed before the layer's own animations so those still win.
package struct PropertyHistory {
    package enum Change {
        /// The model value becomes `value` at `time`.
        case hold(time: Double, value: AnimationValue)
        /// Values sampled every `step` seconds from `time` (dynamics), held at the end.
        case samples(time: Double, step: Double, values: [AnimationValue])

        package var time: Double {
            switch self {
            case .hold(let t, _), .samples(let t, _, _): t
            }
        }
    }

    package var initial: AnimationValue
    package var changes: [Change] = []

    package init(initial: AnimationValue) { self.initial = initial }

    /// Records a change; a later change at the same time replaces an earlier one.
    package mutating func record(_ change: Change) {
        if let last = changes.last, last.time == change.time, case .hold = last, case .hold = change {
            changes.removeLast()
        }
        changes.append(change)
    }

    /// The model value at `time`, counting changes made at exactly that time.
    package func value(at time: Double) -> AnimationValue {
        var value = initial
        for change in changes where change.time <= time {
            switch change {
            case .hold(_, let v): value = v
            case .samples(let start, let step, let values):
                let index = min(values.count - 1, Int(((time - start) / step).rounded(.down)))
                if index >= 0 { value = values[index] }
            }
        }
        return value
    }

    /// The value just before `time` (what was on screen before changes made at `time`).
    func value(before time: Double) -> AnimationValue { value(at: time.nextDown) }

    /// The tracks as animations of `keyPath`.
    func tracks(_ keyPath: String) -> [Animation] {
        changes.map { change in
            var animation: Animation
            switch change {
            case .hold(let time, let value):
                animation = .basic(keyPath, from: value, to: value)
                animation.timing.beginTime = time
                animation.timing.duration = 1e-6
            case .samples(let time, let step, let values):
                animation = Animation(keyPath: keyPath, kind: .keyframes(Keyframes(values: values)))
                animation.timing.beginTime = time
                animation.timing.duration = max(step * Double(values.count - 1), 1e-6)
            }
            animation.timing.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            return animation
        }
    }
}
