import ReelGeometry
import ReelTimeline

/// `CAAnimationDelegate`: told when an added animation starts and stops, at virtual times.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed early (false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAnimation`: timing shared by every animation. Adding an animation to a layer copies it, as in
/// Core Animation, so changing the object afterwards does not change what was added.
open class CAAnimation {
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    /// Cycles; `.infinity` (or `Float.greatestFiniteMagnitude`, Apple's HUGE_VALF idiom) repeats forever.
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    public var isRemovedOnCompletion = true
    /// Nil is linear, as for explicit animations in Core Animation.
    public var timingFunction: CAMediaTimingFunction?
    /// Strong, as in Core Animation.
    public var delegate: CAAnimationDelegate?
    private var values: [String: Any] = [:]

    /// An animation with Core Animation's defaults.
    public required init() {}

    /// `CAAnimation()`'s class constructor spelling.
    public class func animation() -> Self { Self() }

    /// Key-value storage, for code that tags animations (`anim.setValue(layer, forKey: "layer")`).
    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// The value stored under `key`.
    public func value(forKey key: String) -> Any? { values[key] }

    /// A copy with the same settings (what `add(_:forKey:)` stores).
    open func copy() -> Any {
        let other = Self()
        other.copyTiming(from: self)
        return other
    }

    func copyTiming(from other: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
        (fillMode, isRemovedOnCompletion, timingFunction, delegate) = (
            other.fillMode, other.isRemovedOnCompletion, other.timingFunction, other.delegate
        )
        values = other.values
    }

    /// Reel's value for this animation, or nil with a reason when Reel cannot express it.
    func makeAnimation() throws(UnsupportedFeature) -> Animation {
        throw UnsupportedFeature("a plain CAAnimation animates nothing")
    }

    /// Copies the `CAMediaTiming` and `CAAnimation` settings into `animation`.
    func applyTiming(to animation: inout Animation) {
        animation.timing.beginTime = beginTime
        animation.timing.duration = duration
        animation.timing.speed = Double(authored: speed)
        animation.timing.timeOffset = timeOffset
        animation.timing.repeatCount =
            repeatCount >= Float.greatestFiniteMagnitude / 2 ? .infinity : Double(authored: repeatCount)
        animation.timing.repeatDuration = repeatDuration
        animation.timing.autoreverses = autoreverses
        animation.timing.fillMode = MediaTiming.FillMode(rawValue: fillMode.rawValue) ?? .removed
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        animation.timingFunction = timingFunction?.function ?? .linear
    }
}

/// `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// Something Reel cannot express, with a sentence saying what.
struct UnsupportedFeature: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension Double {
    /// A Float as the decimal the author wrote (0.15 stays 0.15, not 0.15000000596…).
    package init(authored value: Float) {
        self = value.isFinite ? (Double(String(describing: value)) ?? Double(value)) : Double(value)
    }
}

/// `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    public var isAdditive = false
    public var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAPropertyAnimation {
            (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
        }
    }

    /// The key path's property, or why it cannot be animated.
    func property() throws(UnsupportedFeature) -> AnimatableProperty {
        guard let keyPath else { throw UnsupportedFeature("an animation without a keyPath") }
        guard let property = AnimatableProperty.named(keyPath) else {
            throw UnsupportedFeature("\"\(keyPath)\" is not an animatable key path in Reel")
        }
        return property
    }

    func convert(_ value: Any?, _ property: AnimatableProperty, _ what: String) throws(UnsupportedFeature)
        -> AnimationValue?
    {
        guard let value else { return nil }
        guard let converted = AnimationValueConversion.convert(value, like: property.kind) else {
            throw UnsupportedFeature(
                "the \(what) of \"\(property.keyPath)\" must be a \(property.kind.kindName), not \(type(of: value))")
        }
        return converted
    }

    func finish(_ animation: inout Animation) {
        applyTiming(to: &animation)
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
    }
}

/// `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CABasicAnimation {
            (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
        }
    }

    func fromToBy(_ property: AnimatableProperty) throws(UnsupportedFeature) -> FromToBy {
        FromToBy(
            from: try convert(fromValue, property, "fromValue"), to: try convert(toValue, property, "toValue"),
            by: try convert(byValue, property, "byValue"))
    }

    override func makeAnimation() throws(UnsupportedFeature) -> Animation {
        let property = try property()
        var animation = Animation(keyPath: property.keyPath, kind: .basic(try fromToBy(property)))
        finish(&animation)
        return animation
    }
}

/// `CASpringAnimation`: runs in real seconds; `duration` only cuts it off (set it to
/// `settlingDuration` to see the whole spring, as on iOS).
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0
    public var allowsOverdamping = false

    /// iOS 17's perceptual spring: `duration` and `bounce` set mass, stiffness and damping.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        (mass, stiffness, damping, allowsOverdamping) = (spring.mass, spring.stiffness, spring.damping, true)
        duration = perceptualDuration
    }

    var spring: Spring {
        var spring = Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
        spring.allowsOverdamping = allowsOverdamping
        return spring
    }

    /// When the spring comes to rest (see docs/core-animation.md).
    public var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CASpringAnimation {
            (mass, stiffness, damping, initialVelocity, allowsOverdamping) =
                (other.mass, other.stiffness, other.damping, other.initialVelocity, other.allowsOverdamping)
        }
    }

    override func makeAnimation() throws(UnsupportedFeature) -> Animation {
        let property = try property()
        var animation = Animation(keyPath: property.keyPath, kind: .spring(spring, try fromToBy(property)))
        finish(&animation)
        return animation
    }
}

/// `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    public var path: CGPath?
    public var keyTimes: [NSNumber]?
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CAAnimationCalculationMode = .linear
    public var tensionValues: [NSNumber]?
    public var continuityValues: [NSNumber]?
    public var biasValues: [NSNumber]?
    public var rotationMode: CAAnimationRotationMode?

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAKeyframeAnimation {
            (values, path, keyTimes, timingFunctions, calculationMode) =
                (
                    other.values, other.path.map { CGPath(path: $0.path) }, other.keyTimes, other.timingFunctions,
                    other.calculationMode
                )
            (tensionValues, continuityValues, biasValues, rotationMode) =
                (other.tensionValues, other.continuityValues, other.biasValues, other.rotationMode)
        }
    }

    override func makeAnimation() throws(UnsupportedFeature) -> Animation {
        let property = try property()
        var converted: [AnimationValue] = []
        for value in values ?? [] {
            guard let v = try convert(value, property, "values") else { continue }
            converted.append(v)
        }
        var frames = Keyframes(values: converted)
        frames.keyTimes = keyTimes?.map(\.doubleValue)
        frames.timingFunctions = timingFunctions?.map(\.function)
        frames.mode = Keyframes.Mode(rawValue: calculationMode.rawValue) ?? .linear
        frames.tension = tensionValues?.map(\.doubleValue)
        frames.continuity = continuityValues?.map(\.doubleValue)
        frames.bias = biasValues?.map(\.doubleValue)
        frames.path = path?.path
        frames.rotation = rotationMode.flatMap { Keyframes.Rotation(rawValue: $0.rawValue) }
        if frames.path == nil && converted.isEmpty {
            throw UnsupportedFeature("a keyframe animation of \"\(property.keyPath)\" with no values")
        }
        var animation = Animation(keyPath: property.keyPath, kind: .keyframes(frames))
        finish(&animation)
        return animation
    }
}

/// `CAAnimationGroup`: children run in the group's time and are clipped to its duration (0.25 s
/// when not set, as in Core Animation); a child without a duration takes the group's.
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAAnimationGroup { animations = other.animations?.map { $0.copy() as! CAAnimation } }
    }

    override func makeAnimation() throws(UnsupportedFeature) -> Animation {
        var children: [Animation] = []
        for child in animations ?? [] {
            if child is CATransition { throw UnsupportedFeature("a CATransition inside a group") }
            var animation = try child.makeAnimation()
            // A child without a duration takes the group's (what the seeds' groups rely on).
            if animation.timing.duration <= 0 { animation.timing.duration = duration }
            children.append(animation)
        }
        var animation = Animation(keyPath: "", kind: .group(children))
        applyTiming(to: &animation)
        return animation
    }
}

/// `CATransition`: compiled, when added to a layer, into explicit animations of a snapshot of the
/// layer's previous state and of the layer itself (see `CALayer+Transition.swift`).
open class CATransition: CAAnimation {
    public var type: CATransitionType = .fade
    public var subtype: CATransitionSubtype?
    public var startProgress: Float = 0
    public var endProgress: Float = 1

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CATransition {
            (type, subtype, startProgress, endProgress) = (
                other.type, other.subtype, other.startProgress, other.endProgress
            )
        }
    }
}
