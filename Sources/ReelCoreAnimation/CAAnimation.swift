import ReelGeometry
import ReelTimeline

/// An object told when an animation added to a layer starts and stops, at the stage's virtual times.
///
/// Set it as an animation's ``CAAnimation/delegate`` before ``CALayer/add(_:forKey:)``; the stage
/// calls it while its clock runs, so code in `animationDidStop` can chain the next animation.
/// Both methods have empty default implementations. A ``CATransition``'s delegate is not called.
public protocol CAAnimationDelegate: AnyObject {
    /// Tells the delegate that the animation began, at its begin time on the stage's clock.
    ///
    /// - Parameter anim: The copy of the animation that the layer holds.
    func animationDidStart(_ anim: CAAnimation)
    /// Tells the delegate that the animation ended or was removed from its layer.
    ///
    /// Called at the virtual time the animation's active period ends (never for one that repeats
    /// forever), or when ``CALayer/removeAnimation(forKey:)``, ``CALayer/removeAllAnimations()`` or
    /// an animation added under the same key cut it off earlier.
    ///
    /// - Parameters:
    ///   - anim: The copy of the animation that the layer holds.
    ///   - flag: `true` when the animation ran to its end, `false` when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing: a delegate implements only the methods it needs.
    ///
    /// - Parameter anim: The animation that began.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing: a delegate implements only the methods it needs.
    ///
    /// - Parameters:
    ///   - anim: The animation that stopped.
    ///   - flag: Whether it ran to its end.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base class of Core Animation's animations: the timing every animation shares.
///
/// The properties are `CAMediaTiming`'s, with Core Animation's defaults, and become the
/// ``Animation/timing`` of Reel's ``Animation`` when the animation is added to a layer. Adding an
/// animation with ``CALayer/add(_:forKey:)`` copies it, as in Core Animation, so changing the
/// object afterwards does not change what was added. A plain `CAAnimation` animates nothing: use
/// a subclass (``CABasicAnimation``, ``CAKeyframeAnimation``, ``CASpringAnimation``,
/// ``CAAnimationGroup``, ``CATransition``).
open class CAAnimation {
    /// When the animation starts, in seconds of stage time; 0, the default, means when it is added.
    ///
    /// ``CACurrentMediaTime()`` is the stage's time, so `CACurrentMediaTime() + 1` starts the
    /// animation a second after the current time, as on a device. Inside a ``CAAnimationGroup``
    /// it is relative to the group's start.
    public var beginTime: CFTimeInterval = 0
    /// The length of one cycle, in seconds; 0 or less (the default) means 0.25 s.
    ///
    /// A ``CASpringAnimation`` runs in real seconds whatever the duration, which only cuts it off.
    public var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its layer's: 2 plays it twice as fast; 1 by default.
    public var speed: Float = 1
    /// Seconds added to the animation's local time, so it starts part-way through a cycle; 0 by default.
    public var timeOffset: CFTimeInterval = 0
    /// How many cycles to play, fractions allowed; 0, the default, plays one.
    ///
    /// `.infinity` (or `Float.greatestFiniteMagnitude`, Apple's `HUGE_VALF` idiom) repeats
    /// forever. An animation that repeats forever never calls its delegate's `animationDidStop`
    /// on its own, and never lets a ``CATransaction`` completion block run.
    public var repeatCount: Float = 0
    /// How long to repeat for, in seconds, instead of a count; 0, the default, means unused.
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forwards and then backwards; `false` by default.
    public var autoreverses = false
    /// What the animation shows outside its active period; ``CAMediaTimingFillMode/removed`` by default.
    ///
    /// As in Core Animation, holding the end value with ``CAMediaTimingFillMode/forwards`` also
    /// needs ``isRemovedOnCompletion`` set to `false`. A backwards fill holds the start value
    /// from when the animation was added, not from the start of the scene (as on a device).
    public var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the animation leaves its layer when its active period ends; `true` by default.
    /// Ignored for a ``CAAnimationGroup``'s children, as on iOS.
    public var isRemovedOnCompletion = true
    /// The pacing of each cycle; `nil`, the default, is linear, as for Core Animation's explicit animations.
    ///
    /// A ``CASpringAnimation`` ignores it: the spring sets its own pace.
    public var timingFunction: CAMediaTimingFunction?
    /// The object told when the animation starts and stops.
    ///
    /// Held strongly, as in Core Animation, and shared with the animation's copies.
    public var delegate: CAAnimationDelegate?
    private var values: [String: Any] = [:]

    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// Creates an animation with Core Animation's defaults: Objective-C's `+animation` spelling of `init()`.
    ///
    /// - Returns: A new animation of the class it is called on.
    public class func animation() -> Self { Self() }

    /// Stores a value under a key, for code that tags animations (`anim.setValue(layer, forKey: "layer")`).
    ///
    /// Only storage: unlike Core Animation's key-value coding, a key that names a property does
    /// not set it. The values are copied with the animation, so the copy a layer holds (and
    /// passes to its delegate) has them.
    ///
    /// - Parameters:
    ///   - value: The value to store; `nil` removes the key.
    ///   - key: Any string.
    public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// The value stored under a key with ``setValue(_:forKey:)``.
    ///
    /// - Parameter key: The key the value was stored under.
    /// - Returns: The value, or `nil` when none was stored.
    public func value(forKey key: String) -> Any? { values[key] }

    /// A copy with the same settings, which is what ``CALayer/add(_:forKey:)`` stores.
    ///
    /// A group's children are copied too; a keyframe animation's path is copied.
    ///
    /// - Returns: An animation of the same class (as `Any`, like `NSObject`'s `copy()`).
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

/// A time interval in seconds, as Core Foundation and Core Animation measure time.
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

/// The base class of animations that change one property of a layer, named by a key path.
///
/// Use a subclass: ``CABasicAnimation``, ``CAKeyframeAnimation`` or ``CASpringAnimation``.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, with Core Animation's name: `"position"`, `"opacity"`,
    /// `"transform.rotation.z"`, `"bounds.size.width"`, `"strokeEnd"`...
    ///
    /// Reel animates `CALayer`'s animatable properties and those of its subclasses, the
    /// sub-key paths of `position` and `bounds`, and `transform`'s components
    /// (`transform.rotation`, `.scale`, `.translation`, each with `.x`, `.y` or `.z`). An
    /// animation without a key path, or with one Reel cannot animate, is skipped when it is added,
    /// with a warning in ``Stage/warnings``. A key path of another layer class's property (a
    /// shape layer's `strokeEnd` on a plain layer) animates nothing, as in Core Animation.
    public var keyPath: String?
    /// Whether the animated value is added to the property's current value instead of replacing it;
    /// `false` by default.
    ///
    /// With `fromValue` and `toValue` of 0 and 10, an additive animation of `position.x` moves the
    /// layer from where it is to 10 points further, and adds to what earlier animations produce.
    public var isAdditive = false
    /// Whether each repeat continues from where the previous cycle ended instead of starting over;
    /// `false` by default.
    public var isCumulative = false
    /// Turns the animation's numbers into the transform it shows, for a key path that takes a whole
    /// transform (`"transform"`); nil by default.
    ///
    /// With a function, the values are its inputs (an angle, a scale factor, an offset, or three
    /// of them), and an unset `fromValue` or `toValue` stands for the input that gives the
    /// identity, as the model's transform cannot be turned back into numbers.
    public var valueFunction: CAValueFunction?

    /// Creates an animation of one property.
    ///
    /// - Parameter path: The property's key path, such as `"position"` or `"transform.rotation.z"`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAPropertyAnimation {
            (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
            valueFunction = other.valueFunction
        }
    }

    /// The key path's property, or why it cannot be animated.
    func property() throws(UnsupportedFeature) -> AnimatableProperty {
        guard let keyPath else { throw UnsupportedFeature("an animation without a keyPath") }
        guard let property = AnimatableProperty.named(keyPath) else {
            throw UnsupportedFeature("\"\(keyPath)\" is not an animatable key path in Reel")
        }
        if valueFunction != nil, property.kind.kindName != "transform" {
            throw UnsupportedFeature("a valueFunction on \"\(keyPath)\", which does not take a whole transform")
        }
        return property
    }

    func convert(_ value: Any?, _ property: AnimatableProperty, _ what: String) throws(UnsupportedFeature)
        -> AnimationValue?
    {
        guard let value else { return nil }
        if let function = valueFunction?.function {
            let converted = AnimationValueConversion.convert(value, like: function.identityInput)
            switch converted {
            case .scalar? where !function.takesThreeNumbers: return converted
            case .scalars(let numbers)? where function.takesThreeNumbers && numbers.count == 3: return converted
            default:
                let expected = function.takesThreeNumbers ? "three numbers" : "a number"
                throw UnsupportedFeature(
                    "the \(what) of a \(function.rawValue) value function must be \(expected), not \(type(of: value))")
            }
        }
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
        animation.valueFunction = valueFunction?.function
    }
}

/// An animation of one property between two values.
///
/// Set at most two of ``fromValue``, ``toValue`` and ``byValue``; as in Core Animation's table, a
/// missing end is the property's model value when the animation begins: only `toValue` animates
/// from the model value to it, only `fromValue` from it to the model value, only `byValue` from
/// the model value by that much. With none set the property keeps its model value (Core
/// Animation animates from the previous value).
///
/// The values are Core Graphics values of the key path's type: a number (`CGFloat`, `Double`,
/// `Float`, `Int` or `NSNumber`) for `opacity` or `transform.rotation.z`, a `CGPoint` for
/// `position`, a `CGSize`, a `CGRect`, a ``CGColor``, a ``CATransform3D`` (or a
/// ``CGAffineTransform``), a ``CGPath``, a `Bool`, an array of numbers or colours, a ``CGImage``
/// or an image file's name for `contents`. UIKit's `UIColor`, `UIBezierPath` and `UIImage` are
/// accepted for their Core Graphics values. An animation with a value of the wrong type is
/// skipped when it is added, with a warning in ``Stage/warnings``.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from; `nil` for the model value (or `toValue − byValue`).
    public var fromValue: Any?
    /// The value the animation ends at; `nil` for the model value (or `fromValue + byValue`).
    public var toValue: Any?
    /// The change over the animation, added to `fromValue` (or to the model value) to make the end value.
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

/// An animation of one property along a damped spring instead of a timing curve.
///
/// The spring moves from the start value to the end value (chosen as for ``CABasicAnimation``)
/// as a mass on a spring, m·x″ + c·x′ + k·x = 0, so it can overshoot and settle. It runs in real
/// seconds: ``CAAnimation/duration`` only cuts it off, and ``CAAnimation/timingFunction`` is
/// ignored. Set the duration to ``settlingDuration`` to see the whole spring, as on iOS.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default. Heavier masses move more slowly and overshoot more.
    public var mass: CGFloat = 1
    /// The spring's stiffness coefficient; 100 by default. Stiffer springs move faster.
    public var stiffness: CGFloat = 100
    /// The friction that slows the mass; 10 by default. Less damping oscillates longer.
    public var damping: CGFloat = 10
    /// The speed at the start, in fractions of the distance per second, positive towards the end
    /// value; 0 by default.
    public var initialVelocity: CGFloat = 0
    /// Whether a damping beyond critical slows the spring further; `false` by default, when such
    /// a spring moves as a critically damped one.
    public var allowsOverdamping = false

    /// Creates a spring from iOS 17's perceptual parameters.
    ///
    /// Sets ``mass`` to 1, ``stiffness`` to (2π / `perceptualDuration`)², ``damping`` to
    /// 4π·ζ / `perceptualDuration` with ζ = 1 − `bounce` (1 / (1 + `bounce`) for a negative
    /// bounce), ``allowsOverdamping`` to `true`, and ``CAAnimation/duration`` to
    /// `perceptualDuration`.
    ///
    /// - Parameters:
    ///   - perceptualDuration: How long the spring seems to take, in seconds.
    ///   - bounce: 0 for no overshoot, up to 1 for more bounce; negative values are overdamped.
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

    /// The estimated time, in seconds, for the spring to come to rest from its current settings.
    ///
    /// Apple does not publish its criterion. Reel takes the time the oscillation's envelope falls
    /// below 1/1200 of the distance (for a critically or over-damped spring, the last time it is
    /// further than that from the end), which gives Apple's documented figures: with mass 1 and
    /// stiffness 100, about 2.85 s for damping 5 and just over 1 s for damping 15.
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

/// An animation of one property through a sequence of values, or of a point along a path.
///
/// Becomes an ``Animation`` whose kind holds Reel's ``Keyframes``. An animation with neither
/// ``values`` nor ``path`` is skipped when it is added, with a warning in ``Stage/warnings``.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to move through, of the key path's type (as for ``CABasicAnimation/fromValue``).
    ///
    /// `nil` entries are left out; a value of the wrong type makes the animation skipped, with a
    /// warning in ``Stage/warnings``. Ignored when ``path`` is set.
    public var values: [Any]?
    /// A path for a point property (`position`) to follow, in the superlayer's coordinates.
    ///
    /// Each element of the path is one segment (a close adds the segment back to the start of its
    /// subpath); it takes precedence over ``values``. Copied with the animation.
    public var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration from 0 to 1, in increasing
    /// order; `nil` for evenly spaced keyframes.
    ///
    /// Used only when there is one per value (one more than the values, or as many, in
    /// ``CAAnimationCalculationMode/discrete`` mode); otherwise the keyframes are evenly spaced.
    /// The paced modes ignore them.
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment between two keyframes, one per segment; `nil` for linear.
    ///
    /// Applied to each segment's own progress, after ``CAAnimation/timingFunction`` has paced the
    /// whole animation. The discrete and paced modes ignore them.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed; ``CAAnimationCalculationMode/linear`` by default.
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// The Kochanek–Bartels tension at each keyframe in the cubic modes; `nil` for 0 everywhere.
    ///
    /// Positive values make the curve tighter at the keyframe, negative ones rounder.
    public var tensionValues: [NSNumber]?
    /// The Kochanek–Bartels continuity at each keyframe in the cubic modes; `nil` for 0 everywhere.
    ///
    /// Positive values make sharper corners at the keyframe, negative ones inverted corners.
    public var continuityValues: [NSNumber]?
    /// The Kochanek–Bartels bias at each keyframe in the cubic modes; `nil` for 0 everywhere.
    ///
    /// Positive values move the curve before the keyframe, negative ones after it.
    public var biasValues: [NSNumber]?
    /// Whether a layer moving along ``path`` turns to follow its direction; `nil`, the default, for no turning.
    ///
    /// While the animation runs, the layer turns about z by the path's direction, combined with its
    /// model `transform`.
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

/// An animation that runs several animations together, on one timing.
///
/// The children's times are relative to the group's start and they are clipped to its duration
/// (0.25 s when not set, as in Core Animation); a child without a duration takes the group's,
/// through nested groups. As on iOS, a child's `isRemovedOnCompletion` is ignored: one filling
/// forwards holds its end value until the group ends. The group's speed, repeats, fill mode and
/// timing function apply to all of them.
open class CAAnimationGroup: CAAnimation {
    /// The animations to run together; each names its own key path.
    ///
    /// A ``CATransition`` cannot be a child: a group that holds one is skipped when it is added,
    /// with a warning in ``Stage/warnings``.
    public var animations: [CAAnimation]?

    override func copyTiming(from other: CAAnimation) {
        super.copyTiming(from: other)
        if let other = other as? CAAnimationGroup { animations = other.animations?.map { $0.copy() as! CAAnimation } }
    }

    override func makeAnimation() throws(UnsupportedFeature) -> Animation {
        var children: [Animation] = []
        for child in animations ?? [] {
            if child is CATransition { throw UnsupportedFeature("a CATransition inside a group") }
            children.append(try child.makeAnimation())
        }
        var animation = Animation(keyPath: "", kind: .group(children))
        applyTiming(to: &animation)
        // A child without a duration takes the group's, through nested groups (what the seeds'
        // groups rely on).
        animation.resolveChildDurations()
        return animation
    }
}

/// An animated transition of a layer from how it looked to how it looks now.
///
/// Added to a layer with ``CALayer/add(_:forKey:)``, it compiles into explicit animations: a still
/// copy of the layer (and its sublayers) as it was just before the current instant is shown above
/// the layer for the transition's duration (0.25 s when not set), and the two move or fade as
/// ``type`` says. Changes made in the same instant, before or after adding the transition, are
/// what it transitions to. The layer must be on the stage, with a superlayer; otherwise the
/// transition does nothing, with a warning in ``Stage/warnings``. Unlike Core Animation, the
/// layer does not keep the transition under ``kCATransition``: ``CALayer/animation(forKey:)`` does
/// not return it, and its delegate is not called. A ``CATransaction`` completion block waits for
/// it.
open class CATransition: CAAnimation {
    /// How the old and new content change places; ``CATransitionType/fade`` by default.
    public var type: CATransitionType = .fade
    /// The side the motion comes from, for a push, a move-in or a reveal; `nil`, the default,
    /// means ``CATransitionSubtype/fromRight``.
    public var subtype: CATransitionSubtype?
    /// How far into the transition it starts, from 0 to 1; 0 by default.
    public var startProgress: Float = 0
    /// How far into the transition it ends, from 0 to 1; 1 by default.
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
