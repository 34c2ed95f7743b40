import Foundation
import ReelGeometry

/// Applies animations to a layer at one instant: the presentation value of each animated key
/// path, following Core Animation's rules (docs/core-animation.md).
enum AnimationEvaluator {
    /// Applies `resolved`'s animation at `time` (the layer's local time) to `layer`, whose model
    /// is `model`. `inGroup` is true for a group's children, whose `removedOnCompletion` Core
    /// Animation ignores: a child filling forwards holds its end value until its group ends.
    static func apply(
        _ resolved: ResolvedAnimation, at time: Double, to layer: inout Layer, model: Layer, inGroup: Bool = false
    ) {
        var ignored = TimingStatesIgnored()
        apply(resolved, at: time, to: &layer, model: model, inGroup: inGroup, noting: &ignored)
    }

    /// ``apply(_:at:to:model:inGroup:)``, telling `states` the timing state of each animation
    /// that applies at `time`, in order. What an animation writes is a function of its state
    /// and of the layer it is given, so the same states applied to the same model make the same
    /// layer, bit for bit.
    static func apply<States: TimingStates>(
        _ resolved: ResolvedAnimation, at time: Double, to layer: inout Layer, model: Layer, inGroup: Bool = false,
        noting states: inout States
    ) {
        // Read in place through the class: binding the animation to a local copied it (its
        // strings, timing and values, with their retains and releases) per animation and frame.
        let removedAtEnd = resolved.animation.isRemovedOnCompletion && !inGroup
        guard let state = resolved.animation.timing.state(atParentTime: time, removedAtEnd: removedAtEnd) else {
            return
        }
        states.note(state, of: resolved)
        let progress = resolved.animation.timingFunction(state.progress)
        if case .group = resolved.animation.kind {
            // Children run in the group's time, clipped to its duration.
            let groupTime = progress * resolved.animation.timing.effectiveDuration
            for child in resolved.children {
                apply(child, at: groupTime, to: &layer, model: model, inGroup: true, noting: &states)
            }
            return
        }
        guard let property = resolved.property else { return }
        // A value function's numbers cannot be read back from the model's transform: unset ends
        // stand for the function's identity input, and an additive result is concatenated below.
        // Only a basic animation and a spring read it.
        var modelValue: AnimationValue { resolved.animation.valueFunction?.identityInput ?? property.get(model) }
        let additiveRange = resolved.animation.isAdditive && resolved.animation.valueFunction == nil
        var value: AnimationValue
        // What one repetition adds: worked out only when a cumulative animation has repeated.
        let repeats = resolved.animation.isCumulative && state.cycle > 0
        var repeatDelta: AnimationValue?
        switch resolved.animation.kind {
        case .basic(let values):
            let (start, end) = values.range(model: modelValue, additive: additiveRange)
            value = start.interpolated(to: end, at: progress)
            if repeats { repeatDelta = end - start }
        case .spring(let spring, let values):
            // Springs run in real seconds; the timing function does not reshape them.
            let (start, end) = values.range(model: modelValue, additive: additiveRange)
            value = start.interpolated(
                to: end, at: spring.progress(at: state.progress * resolved.animation.timing.effectiveDuration))
            if repeats { repeatDelta = end - start }
        case .keyframes(let keyframes):
            value = keyframes.value(at: progress)
            if repeats, let first = keyframes.path == nil ? keyframes.values.first : nil,
                let last = keyframes.values.last
            {
                repeatDelta = last - first
            }
            if let rotation = keyframes.rotation, let angle = keyframes.tangentAngle(at: progress) {
                let turn = angle + (rotation == .autoReverse ? Double.pi : 0)
                layer.transform = Transform3D(rotationAngle: turn, x: 0, y: 0, z: 1).concatenating(model.transform)
            }
        case .group:
            return
        }
        if repeats, let delta = repeatDelta {
            value = value + delta.scaled(by: Double(state.cycle))
        }
        if let function = resolved.animation.valueFunction { value = .transform(function.transform(for: value)) }
        if resolved.animation.isAdditive { value = property.get(layer) + value }
        property.set(&layer, value)
    }

    /// Tells `states` the timing states ``apply(_:at:to:model:inGroup:noting:)`` would note for
    /// `resolved` at `time`, in the same order, without evaluating or writing any value.
    static func noteStates<States: TimingStates>(
        _ resolved: ResolvedAnimation, at time: Double, inGroup: Bool = false, noting states: inout States
    ) {
        let removedAtEnd = resolved.animation.isRemovedOnCompletion && !inGroup
        guard let state = resolved.animation.timing.state(atParentTime: time, removedAtEnd: removedAtEnd) else {
            return
        }
        states.note(state, of: resolved)
        guard case .group = resolved.animation.kind else { return }
        let groupTime = resolved.animation.timingFunction(state.progress) * resolved.animation.timing.effectiveDuration
        for child in resolved.children {
            noteStates(child, at: groupTime, inGroup: true, noting: &states)
        }
    }
}
