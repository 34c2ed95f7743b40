import ReelGeometry
import ReelTimeline

extension CALayer {
    /// Compiles a `CATransition` into explicit animations: a static snapshot of the layer as it was
    /// before this instant is shown above it for the transition's duration, and both move or fade
    /// as the type says (fade: the old fades out over the new; push: both slide; moveIn: the new
    /// slides in over the old; reveal: the old slides away; pageCurl: the old curls up off the
    /// new; pageUnCurl: the new uncurls over the old). Changes made in the same instant,
    /// before or after adding the transition, are what it transitions to.
    func addTransition(_ transition: CATransition) {
        guard let parent = superlayer, let stage else {
            AuthoringContext.current.stage?.warn("a CATransition on a layer that is not on the stage does nothing")
            return
        }
        let now = stage.now
        let duration = transition.duration > 0 ? transition.duration : 0.25
        let start = transition.beginTime == 0 ? now : transition.beginTime
        let p0 = Double(authored: transition.startProgress)
        let p1 = Double(authored: transition.endProgress)
        let old = snapshotBeforeNow()
        old.isHidden = false
        parent.insertSublayer(old, above: self)
        stage.at(start + duration) { old.removeFromSuperlayer() }
        let size = model.bounds.size
        var direction = (x: 1.0, y: 0.0)  // fromRight: the new content enters from the right
        switch transition.subtype {
        case .fromLeft?: direction = (-1, 0)
        case .fromTop?: direction = (0, -1)
        case .fromBottom?: direction = (0, 1)
        default: break
        }
        let offset = (x: direction.x * size.width, y: direction.y * size.height)
        func slide(_ layer: CALayer, from a: Double, to b: Double) {
            for (axis, distance) in [("x", offset.x), ("y", offset.y)] where distance != 0 {
                let animation = CABasicAnimation(keyPath: "transform.translation.\(axis)")
                animation.fromValue = distance * (a + (b - a) * p0)
                animation.toValue = distance * (a + (b - a) * p1)
                finishTransition(animation, start: start, duration: duration, transition: transition)
                layer.add(animation, forKey: nil)
            }
        }
        func fade(_ layer: CALayer, from a: Double, to b: Double) {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = a + (b - a) * p0
            animation.toValue = a + (b - a) * p1
            finishTransition(animation, start: start, duration: duration, transition: transition)
            layer.add(animation, forKey: nil)
        }
        func curl(_ layer: CALayer, from a: Double, to b: Double) {
            let tilt = 20 * Double.pi / 180
            var angle = CALayer.pageCurlAngle
            switch transition.subtype {
            case .fromTop?: angle = Double.pi / 2 + tilt
            case .fromLeft?: angle = -tilt
            case .fromRight?: angle = -Double.pi + tilt
            default: break
            }
            for animation in CALayer.pageCurlAnimations(
                from: a + (b - a) * p0, to: a + (b - a) * p1, angle: angle)
            {
                finishTransition(animation, start: start, duration: duration, transition: transition)
                layer.add(animation, forKey: nil)
            }
        }
        switch transition.type {
        case .pageCurl:
            curl(old, from: 0, to: 1)
        case .pageUnCurl:
            // The new content unrolls above the old: the snapshot goes below.
            old.removeFromSuperlayer()
            parent.insertSublayer(old, below: self)
            curl(self, from: 1, to: 0)
        case .push:
            slide(self, from: 1, to: 0)
            slide(old, from: 0, to: -1)
        case .moveIn:
            // The new content slides in above the old: the snapshot goes below.
            old.removeFromSuperlayer()
            parent.insertSublayer(old, below: self)
            slide(self, from: 1, to: 0)
        case .reveal:
            slide(old, from: 0, to: -1)
        default:
            fade(old, from: 1, to: 0)
        }
        let record = AnimationRecord(
            key: kCATransition, object: transition, animation: Animation.basic("opacity"),
            addedAt: now, start: start, end: start + duration)
        CATransaction.didAdd(record)
    }

    private func finishTransition(
        _ animation: CABasicAnimation, start: Double, duration: Double, transition: CATransition
    ) {
        animation.beginTime = start
        animation.duration = duration
        animation.timingFunction = transition.timingFunction
        animation.isAdditive = animation.keyPath?.hasPrefix("transform") == true
        animation.fillMode = .both
        animation.isRemovedOnCompletion = true
    }
}
