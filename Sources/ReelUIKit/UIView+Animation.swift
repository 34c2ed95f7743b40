import ReelCoreAnimation
import ReelTimeline

extension UIView {
    /// `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        var curve: UIView.AnimationCurve { UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut }
        var transition: UInt { (rawValue >> 20) & 7 }
    }

    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var function: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// One animation block being recorded: its settings and the property changes made inside.
    final class AnimationContext: ViewAnimationBlock {
        var duration: TimeInterval
        var delay: TimeInterval
        var curve: AnimationCurve
        var options: AnimationOptions
        var repeatCount: Float?
        var autoreverses: Bool
        var spring: (damping: CGFloat, velocity: CGFloat)?
        /// Keyframe blocks: (start, duration) fractions of the current `addKeyframe`, if inside one.
        var keyframe: (start: Double, duration: Double)?
        var isKeyframes = false
        struct Change {
            let layer: CALayer
            let keyPath: String
            let from: AnimationValue
            let presentation: AnimationValue
            let to: AnimationValue
            let keyframe: (start: Double, duration: Double)?
        }
        var changes: [Change] = []

        init(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions) {
            (self.duration, self.delay, self.options) = (duration, delay, options)
            curve = options.curve
            autoreverses = options.contains(.autoreverse)
            repeatCount = options.contains(.repeat) ? .infinity : nil
        }

        func record(
            layer: CALayer, keyPath: String, from: AnimationValue, presentation: AnimationValue, to: AnimationValue
        ) {
            changes.append(
                Change(
                    layer: layer, keyPath: keyPath, from: from, presentation: presentation, to: to, keyframe: keyframe))
        }

        /// Turns the recorded changes into animations; returns what was added.
        func emit() -> [AnimationRecord] {
            isKeyframes ? emitKeyframes() : changes.compactMap(emitBasic)
        }

        private func configure(_ animation: CAAnimation) {
            animation.duration = duration
            if delay > 0 {
                animation.beginTime = CACurrentMediaTime() + delay
                animation.fillMode = .backwards
            }
            if let repeatCount { animation.repeatCount = repeatCount }
            animation.autoreverses = autoreverses
        }

        private func emitBasic(_ change: Change) -> AnimationRecord? {
            let animation: CABasicAnimation
            if let spring {
                let springAnimation = CASpringAnimation(keyPath: change.keyPath)
                let zeta = min(max(Double(spring.damping), 0.01), 1)
                // Apple does not publish how it picks the stiffness: Reel makes the envelope
                // e^(−ζω0t) fall to the settling threshold at the end of the duration (critical
                // damping: ω0 = 10 / duration), so the spring settles within the duration.
                let w0 = zeta < 1 ? log(1200) / (zeta * max(duration, 0.01)) : 10 / max(duration, 0.01)
                (springAnimation.mass, springAnimation.stiffness, springAnimation.damping) = (1, w0 * w0, 2 * zeta * w0)
                springAnimation.initialVelocity = spring.velocity
                animation = springAnimation
            } else {
                animation = CABasicAnimation(keyPath: change.keyPath)
                animation.timingFunction = curve.function
            }
            animation.fromValue = options.contains(.beginFromCurrentState) ? change.presentation : change.from
            animation.toValue = change.to
            configure(animation)
            change.layer.add(animation, forKey: change.keyPath)
            return change.layer.records.last
        }

        /// One keyframe animation per layer and key path: the value holds between keyframes.
        private func emitKeyframes() -> [AnimationRecord] {
            var groups: [(layer: CALayer, keyPath: String, changes: [Change])] = []
            for change in changes {
                if let i = groups.firstIndex(where: { $0.layer === change.layer && $0.keyPath == change.keyPath }) {
                    groups[i].changes.append(change)
                } else {
                    groups.append((change.layer, change.keyPath, [change]))
                }
            }
            return groups.compactMap { group in
                var times: [Double] = [0]
                var values: [AnimationValue] = [group.changes[0].from]
                for change in group.changes.sorted(by: { ($0.keyframe?.start ?? 0) < ($1.keyframe?.start ?? 0) }) {
                    let start = change.keyframe?.start ?? 0
                    let end = start + (change.keyframe?.duration ?? 1)
                    if start > times.last! {
                        times.append(start)
                        values.append(values.last!)
                    }
                    times.append(max(end, times.last!))
                    values.append(change.to)
                }
                if times.last! < 1 {
                    times.append(1)
                    values.append(values.last!)
                }
                let animation = CAKeyframeAnimation(keyPath: group.keyPath)
                animation.values = values
                animation.keyTimes = times.map { NSNumber(value: $0) }
                animation.timingFunction = curve.function
                configure(animation)
                group.layer.add(animation, forKey: group.keyPath)
                return group.layer.records.last
            }
        }
    }

    private static var context: AuthoringContext { AuthoringContext.current }
    /// The innermost animation block being recorded.
    private static var currentBlock: AnimationContext? { context.viewAnimations.last as? AnimationContext }

    /// Runs `animations`, animating every view property it changes from the old value to the new
    /// one, then calls `completion` when they have all finished (at that virtual time).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(AnimationContext(duration: duration, delay: delay, options: options), animations, completion)
    }

    /// `animate(withDuration:animations:completion:)`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The spring variant: `dampingRatio` (1 for no overshoot) and the initial velocity in
    /// distances per second.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let context = AnimationContext(duration: duration, delay: delay, options: options)
        context.spring = (dampingRatio, velocity)
        run(context, animations, completion)
    }

    /// `UIView.KeyframeAnimationOptions`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// A keyframe animation: `addKeyframe` blocks inside give each change its slice of the duration.
    /// The curve over the whole animation is ease-in-ease-out unless the options' curve bits say otherwise.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let context = AnimationContext(
            duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue))
        context.isKeyframes = true
        run(context, animations, completion)
    }

    /// One keyframe: the changes in `animations` take the given fractions of the enclosing
    /// keyframe animation.
    public class func addKeyframe(
        withRelativeStartTime start: Double, relativeDuration duration: Double,
        animations: @escaping () -> Void
    ) {
        guard let current = currentBlock, current.isKeyframes else {
            animations()
            return
        }
        let outer = current.keyframe
        current.keyframe = (start, duration)
        animations()
        current.keyframe = outer
    }

    /// Runs `actions` with no animation, even inside an animation block.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let saved = context.viewAnimations
        context.viewAnimations = []
        actions()
        context.viewAnimations = saved
    }

    /// Changes the repeat count and autoreversing of the animations made in `animations`.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let current = currentBlock else {
            animations()
            return
        }
        let saved = (current.repeatCount, current.autoreverses)
        let nested = AnimationContext(duration: current.duration, delay: current.delay, options: current.options)
        (nested.curve, nested.spring, nested.repeatCount, nested.autoreverses) = (
            current.curve, current.spring, Float(count), autoreverses
        )
        context.viewAnimations.append(nested)
        animations()
        context.viewAnimations.removeLast()
        let records = nested.emit()
        for record in records { CATransaction.didAdd(record) }
        (current.repeatCount, current.autoreverses) = saved
    }

    private static func run(
        _ animationContext: AnimationContext, _ animations: () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        context.viewAnimations.append(animationContext)
        animations()
        context.viewAnimations.removeLast()
        let records = animationContext.emit()
        if let completion {
            CompletionTracker.schedule({ completion(records.allSatisfy { $0.removedAt == nil }) }, after: records)
        }
    }

    // MARK: begin/commit

    /// Opens a begin/commit animation block (UIKit's default duration there is 0.2 s).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer? = nil) {
        self.context.viewAnimations.append(AnimationContext(duration: 0.2, delay: 0, options: []))
    }
    /// Closes the block and makes its animations.
    public class func commitAnimations() {
        guard let current = context.viewAnimations.popLast() as? AnimationContext else { return }
        _ = current.emit()
    }
    public class func setAnimationDuration(_ duration: TimeInterval) {
        currentBlock?.duration = duration
    }
    public class func setAnimationDelay(_ delay: TimeInterval) { currentBlock?.delay = delay }
    public class func setAnimationCurve(_ curve: AnimationCurve) { currentBlock?.curve = curve }
    public class func setAnimationRepeatCount(_ count: Float) { currentBlock?.repeatCount = count }
    public class func setAnimationRepeatAutoreverses(_ flag: Bool) { currentBlock?.autoreverses = flag }
    public class func setAnimationBeginsFromCurrentState(_ flag: Bool) {
        guard let current = currentBlock else { return }
        if flag {
            current.options.insert(.beginFromCurrentState)
        } else {
            current.options.remove(.beginFromCurrentState)
        }
    }
}
