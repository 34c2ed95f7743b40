import ReelCoreAnimation
import ReelTimeline

/// The pace of a ``UIViewPropertyAnimator``: a cubic curve or a spring.
public protocol UITimingCurveProvider: AnyObject {
    /// The cubic curve, when the pace is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, when the pace is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier pace for a ``UIViewPropertyAnimator``, from (0, 0) to (1, 1).
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint
    /// The curve the control points make, as Reel's scene model holds it.
    var function: TimingFunction {
        TimingFunction(
            controlPoints: Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x),
            Double(controlPoint2.y))
    }

    /// UIKit's default curve, ease-in-ease-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    ///
    /// - Parameter curve: The curve, which stands for its Core Animation timing function.
    public convenience init(animationCurve curve: UIView.AnimationCurve) {
        let f = curve.function.function
        self.init(controlPoint1: CGPoint(x: f.c1x, y: f.c1y), controlPoint2: CGPoint(x: f.c2x, y: f.c2y))
    }

    /// A custom curve.
    ///
    /// - Parameters:
    ///   - point1: The first control point; x is a fraction of the duration, y of the change.
    ///   - point2: The second control point.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (controlPoint1, controlPoint2) = (point1, point2)
    }

    /// This curve.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: this pace is a curve.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring pace for a ``UIViewPropertyAnimator``.
///
/// Given a damping ratio, Reel picks the stiffness as it does for
/// ``UIView/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``:
/// so that the spring settles within the animator's duration. Apple does not publish its choice.
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The damping ratio, when the spring was given as one.
    let dampingRatio: CGFloat?
    /// Mass, stiffness and damping, when the spring was given as them.
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
    /// The initial velocity, in distances to travel per second (only `dx` is used).
    public let initialVelocity: CGVector

    /// A critically damped spring (damping ratio 1).
    public convenience init() { self.init(dampingRatio: 1) }

    /// A spring from its damping ratio.
    ///
    /// - Parameters:
    ///   - ratio: 1 for no overshoot, towards 0 for more oscillation; clamped to 0.01…1.
    ///   - velocity: The initial speed, in distances to travel per second (its `dx`).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        (dampingRatio, physical, initialVelocity) = (ratio, nil, velocity)
    }

    /// A spring from its physical constants, evaluated in real seconds (the animator's duration
    /// only sets when it ends).
    ///
    /// - Parameters:
    ///   - mass: The mass on the spring.
    ///   - stiffness: The spring's stiffness.
    ///   - damping: The friction.
    ///   - velocity: The initial speed, in distances to travel per second (its `dx`).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        (dampingRatio, physical, initialVelocity) = (nil, (mass, stiffness, damping), velocity)
    }

    /// Nil: this pace is a spring.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animation lasting `duration` seconds.
    func spring(duration: Double) -> Spring {
        if let physical {
            var spring = Spring(
                mass: Double(physical.mass), stiffness: Double(physical.stiffness), damping: Double(physical.damping),
                initialVelocity: Double(initialVelocity.dx))
            spring.allowsOverdamping = true
            return spring
        }
        let zeta = min(max(Double(dampingRatio ?? 1), 0.01), 1)
        // The same choice as UIView's spring blocks: the envelope falls to the settling threshold
        // at the end of the duration.
        let w0 = zeta < 1 ? log(1200) / (zeta * max(duration, 0.01)) : 10 / max(duration, 0.01)
        return Spring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: Double(initialVelocity.dx))
    }
}
