import ReelCoreAnimation
import ReelTimeline

extension UIView {
    /// Animates the view changes a closure makes with a spring given by its pace and bounce
    /// (iOS 17).
    ///
    /// Each change becomes a ``CASpringAnimation`` with Apple's perceptual mapping, as
    /// ``CASpringAnimation/init(perceptualDuration:bounce:)``: mass 1, stiffness (2π / `duration`)²,
    /// damping 4π·ζ / `duration` with ζ = 1 − `bounce` (1 / (1 + `bounce`) for a negative bounce).
    /// Each animation lasts until the spring settles (its ``CASpringAnimation/settlingDuration``),
    /// when the completion is called.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds: the spring's pace.
    ///   - bounce: 0 for no overshoot (critically damped), towards 1 for more bounce, below 0 for
    ///     an overdamped spring.
    ///   - velocity: The initial speed, in distances to travel per second.
    ///   - delay: Seconds before the animations begin; until then the views show the old values.
    ///   - options: ``AnimationOptions/repeat``, ``AnimationOptions/autoreverse`` and
    ///     ``AnimationOptions/beginFromCurrentState`` (a curve is ignored: the spring sets the pace).
    ///   - animations: The changes to animate.
    ///   - completion: Called at the virtual time the last animation ends, with true, or false if
    ///     one was removed or replaced before it ended.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        var spring = Spring(perceptualDuration: duration, bounce: Double(bounce))
        spring.initialVelocity = Double(velocity)
        let context = AnimationContext(duration: spring.settlingDuration, delay: delay, options: options)
        context.spring = (1, velocity)
        context.physicalSpring = spring
        run(context, animations, completion)
    }
}
