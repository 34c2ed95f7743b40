import Foundation

/// A damped spring (`CASpringAnimation`): progress from 0 to 1 as the solution of
/// m·x″ + c·x′ + k·x = 0, evaluated in real seconds (see docs/core-animation.md §5).
public struct Spring: Sendable, Equatable {
    /// `mass`: the mass m on the spring; 1 by default. A heavier mass moves more slowly and
    /// overshoots more.
    public var mass: Double = 1
    /// `stiffness`: the spring constant k; 100 by default. A stiffer spring moves faster.
    public var stiffness: Double = 100
    /// `damping`: the friction coefficient c; 10 by default. With none, the spring oscillates
    /// forever.
    public var damping: Double = 10
    /// Fractions of the distance per second, positive towards the target.
    public var initialVelocity: Double = 0
    /// When false, a spring damped beyond critical behaves as critically damped.
    public var allowsOverdamping = false

    /// A spring with Core Animation's defaults (m 1, k 100, c 10, v0 0).
    public init() {}

    /// A spring from its physical parameters; one damped past critical behaves as critically
    /// damped (``allowsOverdamping`` is false).
    /// - Parameters:
    ///   - mass: The mass m.
    ///   - stiffness: The spring constant k.
    ///   - damping: The friction coefficient c.
    ///   - initialVelocity: Fractions of the distance per second at the start, positive towards
    ///     the target; 0 by default.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The perceptual form (iOS 17's `duration` and `bounce`): mass 1, stiffness (2π/duration)²,
    /// damping 4π·ζ/duration with ζ = 1 − bounce for bounce ≥ 0 and 1/(1 + bounce) below.
    /// Such a spring may be overdamped (``allowsOverdamping`` is true).
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, the spring's pace: the period of its
    ///     undamped oscillation. Must be positive.
    ///   - bounce: 0 for no bounce (critically damped), towards 1 for more bounce, below 0 (and
    ///     above −1) for an overdamped spring.
    public init(perceptualDuration duration: Double, bounce: Double) {
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
        stiffness = pow(2 * Double.pi / duration, 2)
        damping = 4 * Double.pi * zeta / duration
        allowsOverdamping = true
    }

    private var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    private var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// How far the spring has moved towards its target.
    /// - Parameter t: Seconds since the start, in real time whatever the animation's duration.
    /// - Returns: 0 at `t` ≤ 0, tending to 1; above 1 while an underdamped spring overshoots.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = naturalFrequency
        let v0 = initialVelocity
        var zeta = dampingRatio
        if zeta > 1 && !allowsOverdamping { zeta = 1 }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + ((zeta * w0 - v0) / wd) * sin(wd * t))
        }
        if zeta == 1 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        }
        // Overdamped: x(t) = 1 − y(t) = a·e^(r1·t) + b·e^(r2·t) with x(0) = 1, x′(0) = −v0.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root)
        let r2 = -w0 * (zeta + root)
        let b = (-v0 - r1) / (r2 - r1)
        let a = 1 - b
        return 1 - (a * exp(r1 * t) + b * exp(r2 * t))
    }

    /// How close to rest counts as settled, as a fraction of the distance. Apple does not publish
    /// its criterion; 1/1200 on the oscillation's envelope reproduces both of Apple's documented
    /// examples (m 1, k 100: damping 5 settles in about 2.85 s, damping 15 in just over 1 s).
    static let restThreshold = 1.0 / 1200

    /// The estimated time for the spring to come to rest (`settlingDuration`): for an
    /// under-damped spring, when the envelope A·e^(−ζω0·t) of its oscillation falls below the
    /// rest threshold; otherwise the last time |1 − progress| is above it (stepped at 1 ms).
    public var settlingDuration: Double {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + pow((zeta * w0 - initialVelocity) / wd, 2)).squareRoot()
            return max(0, log(amplitude / Self.restThreshold) / (zeta * w0))
        }
        var t = 0.0
        var lastOutside = 0.0
        while t < 60 {
            t += 0.001
            if abs(1 - progress(at: t)) >= Self.restThreshold { lastOutside = t } else if t - lastOutside > 1 { break }
        }
        return lastOutside
    }
}
