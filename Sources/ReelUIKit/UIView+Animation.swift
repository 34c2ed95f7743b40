import ReelCoreAnimation
import ReelTimeline

extension UIView {
    /// Options of a view animation or transition, with UIKit's bits.
    ///
    /// Reel honours the curve (`curve…`, ease-in-ease-out when none is given), ``repeat``,
    /// ``autoreverse``, ``beginFromCurrentState``, the `overrideInherited…` options, the transitions (`transition…`, cross-dissolve
    /// when none is given) and ``showHideTransitionViews``; the others are accepted and change
    /// nothing.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, UIKit's values: flags in the low bits, the curve in bits 16–17 and
        /// the transition in bits 20–22.
        public let rawValue: UInt
        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits, as UIKit lays them out.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Accepted and ignored: Reel lays nothing out.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted and ignored: Reel has no touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts each animation from the value on screen (the presentation value) instead of
        /// the old model value, so a change made while an earlier animation runs continues from
        /// where that one is.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animations forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each animation forwards, then backwards; the view then shows the new value.
        /// With ``repeat``, goes back and forth forever.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Makes a nested block use its own duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Makes a nested block use its own curve instead of the enclosing block's (and not take
        /// the enclosing block's spring).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted and ignored: Reel draws no view content.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Makes ``UIView/transition(from:to:duration:options:completion:)`` hide the old view and
        /// show the new one instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Makes a nested block not take the enclosing block's animation type (its spring).
        /// Reel's nested blocks otherwise keep their own options (repeat, autoreverse…).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Starts slowly, speeds up, and slows down at the end (``CAMediaTimingFunctionName/easeInEaseOut``);
        /// the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Starts slowly and speeds up (``CAMediaTimingFunctionName/easeIn``).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Starts fast and slows down at the end (``CAMediaTimingFunctionName/easeOut``).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs at a constant speed (``CAMediaTimingFunctionName/linear``).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Flips the view over about its vertical axis, its left edge coming forward.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view over about its vertical axis, its right edge coming forward.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the old content up like a page, from its bottom-right corner, revealing the new
        /// content beneath it (drawn as a `PageCurl`: a roll, its back showing the
        /// page mirrored and lightened, its shadow on the new content).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Unrolls the new content down over the old like a page, the reverse of
        /// ``transitionCurlUp``.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fades the old content out and the new content in; the default transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view over about its horizontal axis, its top edge coming forward.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view over about its horizontal axis, its bottom edge coming forward.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        var curve: UIView.AnimationCurve { UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut }
        var transition: UInt { (rawValue >> 20) & 7 }
    }

    /// The pace of a view animation, with UIKit's raw values.
    ///
    /// Each case stands for the Core Animation timing function it names, as in UIKit.
    public enum AnimationCurve: Int, Sendable {
        /// Starts slowly, speeds up, and slows down at the end (``CAMediaTimingFunctionName/easeInEaseOut``).
        case easeInOut
        /// Starts slowly and speeds up (``CAMediaTimingFunctionName/easeIn``).
        case easeIn
        /// Starts fast and slows down at the end (``CAMediaTimingFunctionName/easeOut``).
        case easeOut
        /// Runs at a constant speed (``CAMediaTimingFunctionName/linear``).
        case linear

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
        /// A spring given by its physical constants (iOS 17's perceptual form), which replaces the
        /// stiffness and damping Reel derives from ``spring``'s damping ratio.
        var physicalSpring: Spring?
        /// Keyframe blocks: (start, duration) fractions of the current `addKeyframe`, if inside one.
        var keyframe: (start: Double, duration: Double)?
        var isKeyframes = false
        /// How a keyframe block's animations compute values between keyframes.
        var calculationMode: CAAnimationCalculationMode = .linear
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

        /// Takes the enclosing block's duration and curve (and its spring, the animation type),
        /// as UIKit's nested blocks do unless they pass ``AnimationOptions/overrideInheritedDuration``,
        /// ``AnimationOptions/overrideInheritedCurve`` or ``AnimationOptions/overrideInheritedOptions``.
        func inherit(from outer: AnimationContext) {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
            if spring == nil, !options.contains(.overrideInheritedCurve), !options.contains(.overrideInheritedOptions) {
                spring = outer.spring
                physicalSpring = outer.physicalSpring
            }
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
                if let physical = physicalSpring {
                    (springAnimation.mass, springAnimation.stiffness, springAnimation.damping) = (
                        CGFloat(physical.mass), CGFloat(physical.stiffness), CGFloat(physical.damping)
                    )
                    springAnimation.allowsOverdamping = physical.allowsOverdamping
                }
                animation = springAnimation
            } else {
                animation = CABasicAnimation(keyPath: change.keyPath)
                animation.timingFunction = curve.function
            }
            var key = change.keyPath
            if options.contains(.beginFromCurrentState) {
                // Starts from the value on screen and replaces whatever animates the property.
                change.layer.removeRunningViewAnimations(keyPath: change.keyPath)
                animation.fromValue = change.presentation
                animation.toValue = change.to
            } else if Self.isAdditive(change.to),
                change.layer.makeRunningViewAnimationsAdditive(keyPath: change.keyPath, relativeTo: change.from)
            {
                // UIKit (iOS 8 and later) retargets additively: the running animations keep
                // playing as offsets from their target, and this one adds the step from the old
                // target to the new one, shrinking to nothing, so the value on screen and its
                // velocity stay continuous.
                animation.isAdditive = true
                animation.fromValue = change.from - change.to
                animation.toValue = change.to.zero
                key = Self.freeKey(change.keyPath, on: change.layer)
            } else {
                animation.fromValue = change.from
                animation.toValue = change.to
            }
            configure(animation)
            change.layer.add(animation, forKey: key)
            let record = change.layer.records.last
            record?.isViewAnimation = true
            return record
        }

        /// Whether UIKit retargets a property of this kind additively: numbers, points, sizes,
        /// rectangles and transforms (colours, paths and images are replaced).
        private static func isAdditive(_ value: AnimationValue) -> Bool {
            switch value {
            case .scalar, .point, .size, .rect, .transform, .scalars: true
            default: false
            }
        }

        /// The first of `keyPath-2`, `keyPath-3`… not in use on `layer`, UIKit's keys for the
        /// additive animations of a retargeted property.
        private static func freeKey(_ keyPath: String, on layer: CALayer) -> String {
            var n = 2
            while layer.animation(forKey: "\(keyPath)-\(n)") != nil { n += 1 }
            return "\(keyPath)-\(n)"
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
                animation.calculationMode = calculationMode
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

    /// Animates the view changes a closure makes, from their old values to the new ones.
    ///
    /// `animations` runs at once, at the stage's current time. Each animatable property of a
    /// view's layer that it changes (``frame``, ``center``, ``alpha``, ``transform``,
    /// ``backgroundColor``, or the layer's own, such as ``CALayer/cornerRadius``) becomes a
    /// ``CABasicAnimation`` from the old model value to the new one; the model takes the new
    /// value at once, as in UIKit.
    ///
    /// A change to a number, point, size, rectangle or transform that is still animating from an
    /// earlier block does not replace that animation: as in UIKit since iOS 8, the earlier one
    /// keeps playing as an offset from its target, and the new one is additive, from the old
    /// target minus the new one to zero, under the key `keyPath-2` (`-3`…). The value on screen
    /// and its velocity stay continuous, and both completions report true. With
    /// ``AnimationOptions/beginFromCurrentState`` the new animation starts from the value on
    /// screen and replaces the running ones instead; colours are replaced too.
    ///
    /// A block nested in another inherits its duration and curve (and its spring), as UIKit's
    /// do, unless it passes ``AnimationOptions/overrideInheritedDuration`` or
    /// ``AnimationOptions/overrideInheritedCurve``; it keeps its own delay and options.
    ///
    /// - Parameters:
    ///   - duration: Seconds each animation lasts.
    ///   - delay: Seconds before the animations begin; until then the views show the old values.
    ///   - options: The curve (ease-in-ease-out by default), ``AnimationOptions/repeat``,
    ///     ``AnimationOptions/autoreverse`` and ``AnimationOptions/beginFromCurrentState``.
    ///   - animations: The changes to animate.
    ///   - completion: Called at the virtual time the last animation ends, with true, or false if
    ///     one was removed or replaced before it ended; at the current time (once the running code
    ///     has returned) when the block changed nothing, and never when an animation repeats
    ///     forever.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(AnimationContext(duration: duration, delay: delay, options: options), animations, completion)
    }

    /// Animates the view changes a closure makes, with no delay and the default options.
    ///
    /// The same as ``animate(withDuration:delay:options:animations:completion:)`` with a delay of
    /// 0 and no options.
    ///
    /// - Parameters:
    ///   - duration: Seconds each animation lasts.
    ///   - animations: The changes to animate.
    ///   - completion: Called when the animations have finished, with true unless one was
    ///     removed or replaced before it ended.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the view changes a closure makes with a spring, which can overshoot and settle.
    ///
    /// Each change becomes a ``CASpringAnimation``. Apple does not publish how UIKit picks the
    /// spring's stiffness; Reel picks it so that the spring settles (its motion falls to 1/1200
    /// of the distance) at the end of `duration`.
    ///
    /// - Parameters:
    ///   - duration: Seconds the spring takes to settle.
    ///   - delay: Seconds before the animations begin; until then the views show the old values.
    ///   - dampingRatio: 1 (or more) for no overshoot, towards 0 for more oscillation; clamped to
    ///     0.01…1.
    ///   - velocity: The initial speed, in distances to travel per second: 1 covers the whole
    ///     change in one second.
    ///   - options: ``AnimationOptions/repeat``, ``AnimationOptions/autoreverse`` and
    ///     ``AnimationOptions/beginFromCurrentState`` (a curve is ignored: the spring sets the pace).
    ///   - animations: The changes to animate.
    ///   - completion: Called at the virtual time the last animation ends, with true, or false if
    ///     one was removed or replaced before it ended.
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

    /// Options of a keyframe animation, with UIKit's bits.
    ///
    /// Reel honours ``repeat``, ``autoreverse``, the calculation modes (each the
    /// ``CAKeyframeAnimation/calculationMode`` of the animations recorded), and the curve bits of
    /// ``AnimationOptions`` (16–17) when they are set through ``init(rawValue:)``;
    /// ``beginFromCurrentState`` is accepted and changes nothing: a keyframe animation starts
    /// from the model values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits, UIKit's values: flags in the low bits, the calculation mode in bits
        /// 10–12.
        public let rawValue: UInt
        /// Options from their bits.
        ///
        /// - Parameter rawValue: The bits, as UIKit lays them out.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Accepted and ignored: a keyframe animation starts from the old model values in Reel.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays the animation forwards, then backwards; with ``repeat``, back and forth forever.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Interpolates linearly between keyframes (``CAAnimationCalculationMode/linear``); the
        /// default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from one keyframe's value to the next, holding each for its step
        /// (``CAAnimationCalculationMode/discrete``).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Moves at an even pace, ignoring the keyframes' times
        /// (``CAAnimationCalculationMode/paced``).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolates along a smooth curve through the keyframes' values
        /// (``CAAnimationCalculationMode/cubic``).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Moves along a smooth curve through the values at an even pace
        /// (``CAAnimationCalculationMode/cubicPaced``).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the bits 10–12 name; linear for an unknown one.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0b111 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the view changes a closure makes as keyframes, each in the slice of the duration
    /// its ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` block gives it.
    ///
    /// Each property changed becomes one ``CAKeyframeAnimation``: values computed between
    /// keyframes by the options' calculation mode (linear by default), the value holding where no
    /// keyframe changes it, under an ease-in-ease-out curve over the whole duration unless the
    /// options' curve bits say otherwise. A change made outside any
    /// `addKeyframe` block takes the whole duration.
    ///
    /// - Parameters:
    ///   - duration: Seconds the whole animation lasts.
    ///   - delay: Seconds before it begins; until then the views show the old values.
    ///   - options: ``KeyframeAnimationOptions/repeat``, ``KeyframeAnimationOptions/autoreverse``,
    ///     a calculation mode such as ``KeyframeAnimationOptions/calculationModeCubic``, and the
    ///     curve bits.
    ///   - animations: The `addKeyframe` blocks (and any other changes).
    ///   - completion: Called at the virtual time the last animation ends, with true, or false if
    ///     one was removed or replaced before it ended.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let context = AnimationContext(
            duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue))
        context.isKeyframes = true
        context.calculationMode = options.calculationMode
        run(context, animations, completion)
    }

    /// Gives the changes a closure makes a slice of the enclosing keyframe animation.
    ///
    /// Outside ``animateKeyframes(withDuration:delay:options:animations:completion:)``, runs
    /// `animations` as if there were no keyframe (animated by an enclosing animation block, if
    /// any).
    ///
    /// - Parameters:
    ///   - start: When the changes begin, as a fraction (0…1) of the keyframe animation's duration.
    ///   - duration: How long they take, as a fraction (0…1) of that duration.
    ///   - animations: The changes to make in this slice.
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

    /// Makes view changes at once, even inside an animation block.
    ///
    /// - Parameter actions: The changes, which take effect at the stage's current time.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let saved = context.viewAnimations
        context.viewAnimations = []
        actions()
        context.viewAnimations = saved
    }

    /// Gives the changes a closure makes, inside an animation block, their own repeat count and
    /// autoreversing.
    ///
    /// They keep the enclosing block's duration, delay, curve and spring; the enclosing block's
    /// completion does not wait for them. Outside an animation block, runs `animations` unanimated.
    ///
    /// - Parameters:
    ///   - count: How many times the animations play.
    ///   - autoreverses: Whether each pass plays forwards, then backwards.
    ///   - animations: The changes to animate.
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

    static func run(
        _ animationContext: AnimationContext, _ animations: () -> Void, _ completion: ((Bool) -> Void)?
    ) {
        if let outer = currentBlock { animationContext.inherit(from: outer) }
        context.viewAnimations.append(animationContext)
        animations()
        context.viewAnimations.removeLast()
        let records = animationContext.emit()
        if let completion {
            CompletionTracker.schedule({ completion(records.allSatisfy { $0.removedAt == nil }) }, after: records)
        }
    }

    /// The duration of the innermost animation block being recorded, which a nested block
    /// inherits; 0 outside any block.
    public class var inheritedAnimationDuration: TimeInterval { currentBlock?.duration ?? 0 }

    // MARK: begin/commit

    /// Opens a begin/commit animation block, UIKit's older style: view changes made until
    /// ``commitAnimations()`` animate.
    ///
    /// The block lasts 0.2 s (UIKit's default there) with no delay and an ease-in-ease-out
    /// curve unless the `setAnimation…` methods change them; nested in another block, it starts
    /// with that block's duration and curve. It has no completion.
    ///
    /// - Parameters:
    ///   - animationID: Accepted and ignored.
    ///   - context: Accepted and ignored.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer? = nil) {
        let block = AnimationContext(duration: 0.2, delay: 0, options: [])
        // A nested begin/commit block starts with the enclosing block's duration and curve;
        // its own `setAnimation…` calls change them.
        if let outer = currentBlock { block.inherit(from: outer) }
        self.context.viewAnimations.append(block)
    }
    /// Closes the innermost open animation block (the one ``beginAnimations(_:context:)`` opened)
    /// and makes its animations; does nothing when none is open.
    public class func commitAnimations() {
        guard let current = context.viewAnimations.popLast() as? AnimationContext else { return }
        _ = current.emit()
    }
    /// Sets the duration of the innermost animation block; does nothing outside one.
    ///
    /// - Parameter duration: Seconds each animation lasts.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        currentBlock?.duration = duration
    }
    /// Sets the delay of the innermost animation block; does nothing outside one.
    ///
    /// - Parameter delay: Seconds before the animations begin.
    public class func setAnimationDelay(_ delay: TimeInterval) { currentBlock?.delay = delay }
    /// Sets the curve of the innermost animation block; does nothing outside one.
    ///
    /// - Parameter curve: The pace of its animations.
    public class func setAnimationCurve(_ curve: AnimationCurve) { currentBlock?.curve = curve }
    /// Sets the repeat count of the innermost animation block; does nothing outside one.
    ///
    /// - Parameter count: How many times its animations play (`.infinity` for ever).
    public class func setAnimationRepeatCount(_ count: Float) { currentBlock?.repeatCount = count }
    /// Sets whether the animations of the innermost animation block play backwards after each
    /// forward pass; does nothing outside one.
    ///
    /// - Parameter flag: True to autoreverse.
    public class func setAnimationRepeatAutoreverses(_ flag: Bool) { currentBlock?.autoreverses = flag }
    /// Sets whether the animations of the innermost animation block start from the values on
    /// screen (as ``AnimationOptions/beginFromCurrentState``); does nothing outside one.
    ///
    /// - Parameter flag: True to start from the presentation values, false from the old model
    ///   values.
    public class func setAnimationBeginsFromCurrentState(_ flag: Bool) {
        guard let current = currentBlock else { return }
        if flag {
            current.options.insert(.beginFromCurrentState)
        } else {
            current.options.remove(.beginFromCurrentState)
        }
    }
}
