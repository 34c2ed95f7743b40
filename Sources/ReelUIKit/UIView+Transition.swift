import ReelCoreAnimation
import ReelGeometry
import ReelTimeline

extension UIView {
    /// Shows a change of a view's content as a transition: a flip, a curl or a cross-dissolve.
    ///
    /// `animations` runs at once without animating; a static snapshot of the view as it was is
    /// placed above it and the two are animated into each other with explicit animations (see
    /// ``AnimationOptions`` for what each transition does in Reel), the snapshot being removed at
    /// the end. A view with no superview on a stage just runs `animations` and `completion`, at once.
    ///
    /// - Parameters:
    ///   - view: The view whose content changes (typically a container whose subviews change).
    ///   - duration: Seconds the transition lasts.
    ///   - options: The transition (cross-dissolve unless a `transition…` option is given) and
    ///     the curve.
    ///   - animations: The changes to the view's content, or nil.
    ///   - completion: Called with true at the virtual time the transition ends.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard let parent = view.layer.superlayer, let stage = view.layer.stage else {
            animations?()
            completion?(true)
            return
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        performWithoutAnimation { animations?() }
        CATransaction.commit()
        let old = view.layer.snapshotBeforeNow()
        if options.transition == 4 {
            // curlDown: the new content unrolls over the old.
            parent.insertSublayer(old, below: view.layer)
        } else {
            parent.insertSublayer(old, above: view.layer)
        }
        compileTransition(old: old, new: view.layer, duration: duration, options: options, stage: stage)
        stage.after(duration) {
            old.removeFromSuperlayer()
            completion?(true)
        }
    }

    /// Replaces a view by another in its superview, with a transition.
    ///
    /// `toView` is added just above `fromView` (unless it already has a superview; for a curl up
    /// it goes just below `fromView`, and for a curl down just above, even when it has one in
    /// the same superview, so that the rolling page is on top), the two are
    /// animated into each other, and `fromView` is removed from its superview when the
    /// transition ends. A `fromView` without a superview on a stage changes nothing and calls
    /// `completion` at once.
    ///
    /// - Parameters:
    ///   - fromView: The view to replace.
    ///   - toView: The view to show in its place.
    ///   - duration: Seconds the transition lasts.
    ///   - options: The transition (cross-dissolve unless a `transition…` option is given), the
    ///     curve, and ``AnimationOptions/showHideTransitionViews`` to hide `fromView` and show
    ///     `toView` instead of removing and adding them.
    ///   - completion: Called with true at the virtual time the transition ends.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        guard let parent = fromView.superview, let stage = fromView.layer.stage else {
            completion?(true)
            return
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let showHide = options.contains(.showHideTransitionViews)
        if showHide { toView.isHidden = false }
        if options.transition == 3, toView.superview == nil || toView.superview === parent {
            // curlUp: the old page rolls away above the new one.
            parent.insertSubview(toView, belowSubview: fromView)
        } else if options.transition == 4, toView.superview == nil || toView.superview === parent {
            // curlDown: the new page unrolls over the old one.
            parent.insertSubview(toView, aboveSubview: fromView)
        } else if showHide {
            if toView.superview == nil { parent.insertSubview(toView, aboveSubview: fromView) }
        } else if toView.superview == nil {
            parent.insertSubview(toView, aboveSubview: fromView)
        }
        CATransaction.commit()
        compileTransition(old: fromView.layer, new: toView.layer, duration: duration, options: options, stage: stage)
        stage.after(duration) {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
            } else {
                fromView.removeFromSuperview()
            }
            completion?(true)
        }
    }

    /// The animations of one transition between two layers in the same superlayer.
    static func compileTransition(
        old: CALayer, new: CALayer, duration: TimeInterval, options: AnimationOptions, stage: StageClock
    ) {
        let start = stage.now
        let curve = options.curve.function
        func add(_ layer: CALayer, _ animation: CAPropertyAnimation) {
            animation.beginTime = start
            animation.duration = duration
            if animation.timingFunction == nil { animation.timingFunction = curve }
            animation.fillMode = .both
            layer.add(animation, forKey: nil)
        }
        func hidden(_ layer: CALayer, _ values: [Bool]) {
            let animation = CAKeyframeAnimation(keyPath: "hidden")
            animation.values = values
            animation.calculationMode = .discrete
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            add(layer, animation)
        }
        switch options.transition {
        case 1, 2, 6, 7:  // flips
            let vertical = options.transition >= 6
            // The edge named by the option swings towards the viewer ("the left side of the view
            // moves toward the front"): with m34 < 0, a positive turn about y brings the left edge
            // forward, a positive turn about x the bottom edge.
            let sign: Double = (options.transition == 1 || options.transition == 7) ? 1 : -1
            let size = old.model.bounds.size
            var perspective = Transform3D.identity
            perspective.m34 = -1 / (4 * max(size.width, size.height, 1))
            func flip(_ layer: CALayer, from a: Double, to b: Double) {
                let animation = CAKeyframeAnimation(keyPath: "transform")
                let base = layer.model.transform
                let steps = 16
                animation.values = (0...steps).map { i in
                    let angle = sign * (a + (b - a) * Double(i) / Double(steps))
                    let turn =
                        vertical
                        ? Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
                        : Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                    return base.concatenating(turn).concatenating(perspective)
                }
                add(layer, animation)
            }
            flip(old, from: 0, to: .pi)
            flip(new, from: -.pi, to: 0)
            hidden(old, [false, true])
            hidden(new, [true, false])
        case 3, 4:
            // Page curls: curlUp rolls the old page up from its bottom-right corner, revealing
            // the new one beneath it; curlDown unrolls the new page down over the old. The callers
            // stack the rolling page on top.
            let up = options.transition == 3
            for animation in CALayer.pageCurlAnimations(
                from: up ? 0 : 1, to: up ? 1 : 0, angle: CALayer.pageCurlAngle)
            {
                add(up ? old : new, animation)
            }
        default:  // cross-dissolve
            let fadeOut = CABasicAnimation(keyPath: "opacity")
            fadeOut.fromValue = 1
            fadeOut.toValue = 0
            add(old, fadeOut)
            let fadeIn = CABasicAnimation(keyPath: "opacity")
            fadeIn.fromValue = 0
            fadeIn.toValue = 1
            add(new, fadeIn)
        }
    }
}
