import ReelGeometry
import ReelTimeline

extension CALayer {
    /// Adds a copy of `anim`. A `beginTime` of 0 means now (the stage's current time); an
    /// animation under a key already in use replaces the old one from now on. What Reel cannot
    /// express is skipped with a warning on the stage.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        if let transition = copy as? CATransition {
            addTransition(transition)
            return
        }
        var animation: Animation
        do {
            animation = try copy.makeAnimation()
        } catch {
            (stage ?? AuthoringContext.current.stage)?.warn("skipped an animation: \(error.message)")
            return
        }
        let now = self.now
        if copy.beginTime == 0 { animation.timing.beginTime = now }
        animation.key = key
        if let key { removeAnimation(forKey: key) }
        let record = AnimationRecord(
            key: key, object: copy, animation: animation, addedAt: now,
            start: animation.timing.beginTime, end: animation.timing.endTime)
        records.append(record)
        CATransaction.didAdd(record)
        if let delegate = copy.delegate {
            stage?.at(record.start) { delegate.animationDidStart(copy) }
            CompletionTracker.schedule(
                { delegate.animationDidStop(copy, finished: record.removedAt == nil) },
                after: [record], stage: stage)
        }
    }

    /// Removes the animation under `key` from now on.
    public func removeAnimation(forKey key: String) {
        for record in records where record.key == key && record.isAttached(at: now) { record.remove(at: now) }
    }

    /// Removes every animation from now on.
    public func removeAllAnimations() {
        for record in records where record.isAttached(at: now) { record.remove(at: now) }
    }

    /// The animation added under `key` while it is still attached (a copy, as in Core Animation).
    public func animation(forKey key: String) -> CAAnimation? {
        records.last { $0.key == key && $0.isAttached(at: now) }?.object
    }

    /// The keys of the attached animations.
    public func animationKeys() -> [String]? {
        let keys = records.filter { $0.isAttached(at: now) }.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer with the values on screen now (its animations applied).
    public func presentation() -> Self? {
        let copy = Self(layer: self)
        copy.model = presentationModel()
        return copy
    }

    /// The layer with its attached animations applied at the current time (sublayers not included;
    /// layer timing ignored).
    func presentationModel() -> Layer {
        var layer = model
        layer.sublayers = []
        layer.mask = nil
        let now = self.now
        layer.animations = records.filter { $0.isAttached(at: now) }.map { resolved($0.animation) }
        let scene = Scene(width: 1, height: 1, layers: [layer])
        return Timeline(scene: scene).snapshot(at: now).layers[0]
    }

    /// The presentation value of one property now.
    func presentationValue(_ property: AnimatableProperty) -> AnimationValue {
        if records.isEmpty { return property.value(of: model) }
        return property.value(of: presentationModel())
    }

    /// `animation` with a missing from or to value filled in from the model value at its begin
    /// time (Reel's model has one static value per property; the stage records changes over time).
    func resolved(_ animation: Animation, groupStart: Double = 0) -> Animation {
        var animation = animation
        let start = groupStart + animation.timing.beginTime
        switch animation.kind {
        case .basic(let values) where !animation.isAdditive && (values.from == nil || values.to == nil):
            if let model = history[animation.keyPath]?.value(at: start) {
                let (from, to) = values.range(model: model, additive: false)
                animation.kind = .basic(FromToBy(from: from, to: to))
            }
        case .spring(let spring, let values) where !animation.isAdditive && (values.from == nil || values.to == nil):
            if let model = history[animation.keyPath]?.value(at: start) {
                let (from, to) = values.range(model: model, additive: false)
                animation.kind = .spring(spring, FromToBy(from: from, to: to))
            }
        case .group(let children):
            animation.kind = .group(children.map { resolved($0, groupStart: start) })
        default:
            break
        }
        return animation
    }
}
