import ReelCoreAnimation
import ReelTimeline

/// Where a ``UIViewPropertyAnimator`` is in its life, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the views show their model values.
    case inactive = 0
    /// Started or paused: its animations are on the layers.
    case active = 1
    /// Stopped by ``UIViewPropertyAnimator/stopAnimation(_:)`` without finishing; waiting for
    /// ``UIViewPropertyAnimator/finishAnimation(at:)``.
    case stopped = 2
}

/// Where a ``UIViewPropertyAnimator``'s animations ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the new values (fraction 1).
    case end = 0
    /// At the old values (fraction 0).
    case start = 1
    /// Wherever they were when the animator stopped.
    case current = 2
}

/// Animates view changes that can be paused, scrubbed, reversed and stopped, on the stage's
/// virtual clock.
///
/// Each control call (``startAnimation()``, ``pauseAnimation()``, setting ``fractionComplete`` or
/// ``isReversed``…) takes effect at the stage time it is made (inside `Stage.at`), and turns the
/// animator's changes into layer animations from then on, so exported scenes show it: a running
/// stretch is one ``CABasicAnimation`` per changed property with the animator's curve (a
/// ``CASpringAnimation`` for a spring; a reversed curve is the curve mirrored; a reversed spring is a
/// ``CAKeyframeAnimation`` sampled 60 times a second), and a paused stretch holds the value at the
/// paused fraction. Where iOS pauses at the moment a gesture handler runs, Reel pauses at the
/// stage time of the call; a running animator reaches its end (and calls its completions) at a
/// stage time computed when it starts.
///
/// The animation closures run when the animator first starts, pauses or is scrubbed (as in UIKit),
/// setting the model values to the new ones at once. ``fractionComplete`` is the fraction of the
/// duration; the values on screen follow the curve at that fraction.
public final class UIViewPropertyAnimator {
    private struct Change {
        let layer: CALayer
        let keyPath: String
        let from: AnimationValue
        var to: AnimationValue
        /// The fraction of the animator's duration at which this change begins.
        let start: Double
    }

    private final class Recorder: ViewAnimationBlock {
        var changes: [(layer: CALayer, keyPath: String, from: AnimationValue, to: AnimationValue)] = []
        func record(
            layer: CALayer, keyPath: String, from: AnimationValue, presentation: AnimationValue, to: AnimationValue
        ) {
            if let i = changes.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
                changes[i].to = to
            } else {
                changes.append((layer, keyPath, from, to))
            }
        }
    }

    private enum Pace {
        case cubic(TimingFunction)
        case spring(UISpringTimingParameters)
    }

    /// Seconds the animations last from fraction 0 to 1.
    public let duration: TimeInterval
    /// The pace the animator was created with.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Accepted and ignored: Reel has no touches.
    public var isUserInteractionEnabled = true
    /// Accepted and ignored: Reel's animators can always be paused and reversed.
    public var isInterruptible = true
    /// Accepted and ignored: scrubbing shows the curve at the fraction set.
    public var scrubsLinearly = true

    private var pace: Pace
    private var durationFactor = 1.0
    private var pending: [(animations: () -> Void, delayFactor: Double)] = []
    private var changes: [Change] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The fraction at `anchor`, the stage time of the last control call.
    private var fraction = 0.0
    private var anchor = 0.0
    private var running = false
    /// Bumped on every control call, so that an end scheduled earlier does nothing.
    private var generation = 0
    /// Bumped by every call that starts, pauses or stops, so that a delayed start scheduled
    /// earlier does nothing.
    private var startGeneration = 0
    private var startPending = false
    private let id: Int
    nonisolated(unsafe) private static var count = 0

    /// The animator's state: inactive until started, paused or scrubbed; active while it runs or
    /// is paused; stopped after ``stopAnimation(_:)`` with `false`.
    public private(set) var state: UIViewAnimatingState = .inactive

    /// An animator with a pace.
    ///
    /// - Parameters:
    ///   - duration: Seconds from fraction 0 to 1.
    ///   - parameters: A ``UICubicTimingParameters`` or ``UISpringTimingParameters``.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        Self.count += 1
        id = Self.count
        self.duration = duration
        timingParameters = parameters
        pace = Self.pace(parameters)
    }

    /// An animator with one of UIKit's named curves.
    ///
    /// - Parameters:
    ///   - duration: Seconds from fraction 0 to 1.
    ///   - curve: The pace.
    ///   - animations: The changes to animate, run when the animator starts.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    ///
    /// - Parameters:
    ///   - duration: Seconds from fraction 0 to 1.
    ///   - point1: The curve's first control point.
    ///   - point2: The curve's second control point.
    ///   - animations: The changes to animate, run when the animator starts.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring that settles within the duration.
    ///
    /// - Parameters:
    ///   - duration: Seconds from fraction 0 to 1.
    ///   - ratio: 1 for no overshoot, towards 0 for more oscillation.
    ///   - animations: The changes to animate, run when the animator starts.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator and starts it at once (after `delay`).
    ///
    /// - Parameters:
    ///   - duration: Seconds the animations last.
    ///   - delay: Seconds before they begin; until then the views show the old values.
    ///   - options: The curve bits (ease-in-ease-out by default); the rest are ignored.
    ///   - animations: The changes to animate.
    ///   - completion: Called at the stage time the animations end, with the position.
    /// - Returns: The running animator.
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func pace(_ parameters: any UITimingCurveProvider) -> Pace {
        if let spring = parameters.springTimingParameters { return .spring(spring) }
        return .cubic(parameters.cubicTimingParameters?.function ?? .easeInEaseOut)
    }

    // MARK: State

    /// Whether the animations are playing (false while paused, stopped or inactive).
    public var isRunning: Bool { running || startPending }

    /// Whether the animations play backwards, towards fraction 0. Setting it on a running animator
    /// turns it round at the current stage time.
    public var isReversed = false {
        didSet {
            guard oldValue != isReversed, state == .active else { return }
            fraction = fraction(reversed: oldValue)
            replay()
        }
    }

    /// How far the animations are, as a fraction of the duration (0…1).
    ///
    /// Settable while the animator is paused or inactive (which pauses it), to scrub: the views show
    /// the curve's value at that fraction from the stage time it is set.
    public var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set {
            guard !running, state != .stopped else { return }
            activate()
            fraction = min(max(Double(newValue), 0), 1)
            replay()
        }
    }

    private var now: Double { CACurrentMediaTime() }
    private var total: Double { max(duration * durationFactor, 1e-9) }
    private var currentFraction: Double { fraction(reversed: isReversed) }
    private func fraction(reversed: Bool) -> Double {
        guard running else { return fraction }
        let moved = (now - anchor) / total
        return min(max(reversed ? fraction - moved : fraction + moved, 0), 1)
    }

    // MARK: Adding

    /// Adds changes to animate over the whole duration (or, on an active animator, over what is
    /// left of it).
    ///
    /// - Parameter animation: The changes.
    public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds changes that begin after a fraction of the remaining duration.
    ///
    /// - Parameters:
    ///   - animation: The changes.
    ///   - delayFactor: The fraction (0…1) of the remaining duration to wait before they begin.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        pending.append((animation, min(max(Double(delayFactor), 0), 1)))
        if state == .active {
            fraction = currentFraction
            anchor = now
            runPending()
            replay()
        }
    }

    /// Adds a closure called when the animations finish (at the end, the start, or where a stop
    /// left them).
    ///
    /// - Parameter completion: Called with the position the animations ended at.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Control

    /// Starts (or resumes) the animations at the current stage time.
    public func startAnimation() {
        guard state != .stopped else { return }
        cancelDelayedStart()
        activate()
        fraction = currentFraction
        running = true
        replay()
    }

    /// Starts the animations after a delay; until then the views show the values at the current
    /// fraction.
    ///
    /// - Parameter delay: Seconds from the current stage time.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0 else { return startAnimation() }
        guard state != .stopped else { return }
        cancelDelayedStart()
        activate()
        replay()
        startPending = true
        let token = startGeneration
        AuthoringContext.current.stage?.after(delay) { [self] in
            guard token == startGeneration else { return }
            startAnimation()
        }
    }

    private func cancelDelayedStart() {
        startGeneration += 1
        startPending = false
    }

    /// Pauses the animations at the current stage time; the views hold the values there.
    public func pauseAnimation() {
        guard state != .stopped else { return }
        cancelDelayedStart()
        activate()
        fraction = currentFraction
        running = false
        replay()
    }

    /// Resumes a paused animator, optionally with a new pace and duration.
    ///
    /// Reel switches to the new pace at the current fraction: the values jump where the two
    /// curves disagree (UIKit blends them).
    ///
    /// - Parameters:
    ///   - parameters: The new pace, or nil to keep the current one.
    ///   - durationFactor: Multiplies the animator's duration for the rest of the run.
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active else { return }
        fraction = currentFraction
        anchor = now
        if let parameters { pace = Self.pace(parameters) }
        if durationFactor > 0 { self.durationFactor = Double(durationFactor) }
        startAnimation()
    }

    /// Stops the animations where they are at the current stage time.
    ///
    /// - Parameter withoutFinishing: True to end at once (inactive, no completion called); false
    ///   to wait in ``UIViewAnimatingState/stopped`` for ``finishAnimation(at:)``. Either way the
    ///   views keep the values they show.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        cancelDelayedStart()
        fraction = currentFraction
        running = false
        generation += 1
        settle(at: .current)
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Finishes a stopped animator: moves the views to a position at once and calls the
    /// completions.
    ///
    /// - Parameter position: Where the views end.
    public func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: position)
    }

    // MARK: Recording

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        anchor = now
        runPending()
    }

    private func runPending() {
        let base = currentFraction
        let blocks = pending
        pending = []
        for (animations, delayFactor) in blocks {
            let recorder = Recorder()
            AuthoringContext.current.viewAnimations.append(recorder)
            animations()
            AuthoringContext.current.viewAnimations.removeLast()
            let start = base + delayFactor * (1 - base)
            for c in recorder.changes {
                changes.append(Change(layer: c.layer, keyPath: c.keyPath, from: c.from, to: c.to, start: start))
            }
        }
    }

    private func key(_ index: Int) -> String { "\(changes[index].keyPath)-animator\(id)-\(index)" }

    /// The curve's value progress after a fraction `q` of a change's own span of `span` seconds.
    private func progress(_ q: Double, span: Double) -> Double {
        switch pace {
        case .cubic(let f): f(q)
        case .spring(let s): q >= 1 ? 1 : s.spring(duration: total).progress(at: q * span)
        }
    }

    private func value(_ change: Change, at f: Double) -> AnimationValue {
        let span = 1 - change.start
        let q = span <= 0 ? (f >= 1 ? 1 : 0) : min(max((f - change.start) / span, 0), 1)
        return change.from.interpolated(to: change.to, at: progress(q, span: span * total))
    }

    /// Replaces the animator's layer animations with what it does from the current stage time.
    private func replay() {
        generation += 1
        anchor = now
        for i in changes.indices { emit(i) }
        guard running else { return }
        let end = now + (isReversed ? fraction : 1 - fraction) * total
        let token = generation
        AuthoringContext.current.stage?.at(end) { [self] in
            guard token == generation else { return }
            finish(at: isReversed ? .start : .end)
        }
    }

    private func emit(_ i: Int) {
        let change = changes[i]
        let span = (1 - change.start) * total
        let animation: CAAnimation
        if !running || span <= 0 {
            let hold = CABasicAnimation(keyPath: change.keyPath)
            hold.fromValue = value(change, at: fraction)
            hold.toValue = hold.fromValue
            hold.duration = 1
            animation = hold
        } else if !isReversed {
            let basic: CABasicAnimation
            switch pace {
            case .cubic(let f):
                basic = CABasicAnimation(keyPath: change.keyPath)
                basic.timingFunction = CAMediaTimingFunction(controlPoints: f.c1x, f.c1y, f.c2x, f.c2y)
            case .spring(let parameters):
                let spring = parameters.spring(duration: total)
                let springAnimation = CASpringAnimation(keyPath: change.keyPath)
                (springAnimation.mass, springAnimation.stiffness, springAnimation.damping) = (
                    CGFloat(spring.mass), CGFloat(spring.stiffness), CGFloat(spring.damping)
                )
                springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
                springAnimation.allowsOverdamping = spring.allowsOverdamping
                basic = springAnimation
            }
            basic.fromValue = change.from
            basic.toValue = change.to
            basic.duration = span
            basic.beginTime = Self.nonzero(now + (change.start - fraction) * total)
            animation = basic
        } else {
            // Backwards: the change's time runs from its end (fraction 1) back to its start.
            let begin = Self.nonzero(now - (1 - fraction) * total)
            switch pace {
            case .cubic(let f):
                let basic = CABasicAnimation(keyPath: change.keyPath)
                basic.fromValue = change.to
                basic.toValue = change.from
                basic.timingFunction = CAMediaTimingFunction(
                    controlPoints: 1 - f.c2x, 1 - f.c2y, 1 - f.c1x, 1 - f.c1y)
                animation = basic
            case .spring:
                let keyframes = CAKeyframeAnimation(keyPath: change.keyPath)
                let n = max(Int((span * 60).rounded(.up)), 1)
                keyframes.values = (0...n).map { k in
                    value(change, at: change.start + (1 - change.start) * (1 - Double(k) / Double(n)))
                }
                animation = keyframes
            }
            animation.duration = span
            animation.beginTime = begin
        }
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        change.layer.add(animation, forKey: key(i))
    }

    /// A begin time of exactly 0 means "now" to Core Animation; a time a hair before 0 does not.
    private static func nonzero(_ time: Double) -> Double { time == 0 ? -1e-12 : time }

    /// Removes the animations and sets the model values to a position, at the current stage time.
    private func settle(at position: UIViewAnimatingPosition) {
        for i in changes.indices {
            let change = changes[i]
            let target: AnimationValue =
                switch position {
                case .end: change.to
                case .start: change.from
                case .current: value(change, at: fraction)
                }
            change.layer.removeAnimation(forKey: key(i))
            UIView.performWithoutAnimation { change.layer.setValue(target, forKeyPath: change.keyPath) }
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        generation += 1
        running = false
        if state == .active { fraction = position == .start ? 0 : 1 }
        settle(at: position)
        state = .inactive
        let calls = completions
        completions = []
        changes = []
        fraction = 0
        isReversed = false
        for completion in calls { completion(position) }
    }
}
