import ReelGeometry
import ReelTimeline

extension CALayer {
    /// Adds a copy of an animation to the layer.
    ///
    /// The layer keeps a copy, so changing `anim` afterwards changes nothing. A
    /// ``CAAnimation/beginTime`` of 0 starts it at the stage's current time. An animation under
    /// a key already in use replaces the old one from now on. A missing ``CABasicAnimation/fromValue``
    /// or ``CABasicAnimation/toValue`` is the property's model value when the animation begins.
    /// The delegate, if any, is told when the animation starts and stops. What Reel cannot
    /// express (a key path it cannot animate, a value of the wrong type) is skipped, with a
    /// warning in ``Stage/warnings``. A ``CATransition`` is compiled into animations of a still
    /// copy of the layer and of the layer itself; its key is not used.
    ///
    /// - Parameters:
    ///   - anim: The animation to add.
    ///   - key: A name for the animation, for ``animation(forKey:)`` and
    ///     ``removeAnimation(forKey:)``; `nil` for an anonymous one, which nothing replaces.
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

    /// Removes the animation added under a key, from the current virtual time on.
    ///
    /// The animation stops affecting the layer; if it had not ended, its delegate is told it did
    /// not finish.
    ///
    /// - Parameter key: The key the animation was added under.
    public func removeAnimation(forKey key: String) {
        for record in records where record.key == key && record.isAttached(at: now) { record.remove(at: now) }
    }

    /// Removes every animation of the layer, from the current virtual time on.
    public func removeAllAnimations() {
        for record in records where record.isAttached(at: now) { record.remove(at: now) }
    }

    /// The animation added under a key, while it still affects the layer.
    ///
    /// - Parameter key: The key the animation was added under.
    /// - Returns: The layer's copy of the animation (as in Core Animation, not the object that was
    ///   added), or `nil` when there is none at the current virtual time: it was never added, was
    ///   removed, or ended and was removed on completion.
    public func animation(forKey key: String) -> CAAnimation? {
        records.last { $0.key == key && $0.isAttached(at: now) }?.object
    }

    /// The keys of the animations that affect the layer at the current virtual time.
    ///
    /// - Returns: The keys in the order the animations were added, or `nil` when there are none.
    public func animationKeys() -> [String]? {
        let keys = records.filter { $0.isAttached(at: now) }.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer with the values on screen at the current virtual time: its model values
    /// with its animations applied.
    ///
    /// The stage's current time is taken as the superlayer's time: the layer's own timing
    /// (``beginTime``, ``speed``, ``timeOffset``) applies, its superlayers' does not. The copy has
    /// no sublayers and is not on the stage.
    ///
    /// - Returns: The presentation copy (never `nil` in Reel).
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
