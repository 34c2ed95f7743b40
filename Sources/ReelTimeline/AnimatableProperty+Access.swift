/// Public access to a key path's getter and setter, for front ends that build scenes from
/// mutable objects (the Swift Core Animation API tracks model changes through these).
extension AnimatableProperty {
    /// The value of this key path on `layer`.
    package func value(of layer: Layer) -> AnimationValue { get(layer) }

    /// Writes `value` into this key path of `layer` (ignored when the kind does not match).
    package func setValue(_ value: AnimationValue, on layer: inout Layer) { set(&layer, value) }
}
