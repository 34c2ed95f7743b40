import ReelTimeline

extension CALayer {
    /// Makes UIView animations of `keyPath` that still play now relative to `target`, the model
    /// value they lead to, as UIKit (iOS 8 and later) keeps them when a new block retargets the
    /// property: each keeps its timing, and its values become offsets from the model value, so an
    /// additive animation added next continues from where the property is on screen.
    ///
    /// - Parameters:
    ///   - keyPath: The property being retargeted.
    ///   - target: The model value the running animations end at (the value before the change).
    /// - Returns: Whether any UIView animation of `keyPath` still plays now, false (changing
    ///   nothing) when one cannot be made relative.
    package func makeRunningViewAnimationsAdditive(keyPath: String, relativeTo target: AnimationValue) -> Bool {
        let now = self.now
        let running = records.filter {
            $0.isViewAnimation && $0.animation.keyPath == keyPath && $0.isAttached(at: now) && now < $0.end
        }
        var converted: [(AnimationRecord, Animation)] = []
        for record in running where !record.animation.isAdditive {
            guard let animation = relative(resolved(record.animation), to: target) else { return false }
            converted.append((record, animation))
        }
        for (record, animation) in converted { record.animation = animation }
        return !running.isEmpty
    }

    /// `animation` with its values as offsets from `target`, nil when they are not both set.
    private func relative(_ animation: Animation, to target: AnimationValue) -> Animation? {
        var animation = animation
        switch animation.kind {
        case .basic(let values):
            guard let from = values.from, let to = values.to else { return nil }
            animation.kind = .basic(FromToBy(from: from - target, to: to - target))
        case .spring(let spring, let values):
            guard let from = values.from, let to = values.to else { return nil }
            animation.kind = .spring(spring, FromToBy(from: from - target, to: to - target))
        default:
            return nil
        }
        animation.isAdditive = true
        return animation
    }

    /// Removes, from now on, every UIView animation of `keyPath` (the additive ones a retarget
    /// left running too), for a block that starts from the value on screen instead.
    package func removeRunningViewAnimations(keyPath: String) {
        let now = self.now
        for record in records
        where record.isViewAnimation && record.animation.keyPath == keyPath && record.isAttached(at: now) {
            record.remove(at: now)
        }
    }
}
