import Foundation
import Reel
import XCTest

/// `CASpringAnimation` against the damped oscillator m·x″ + c·x′ + k·x = 0 solved by hand here.
final class SpringAnimationTests: XCTestCase {
    /// Progress of an under-damped spring from rest: 1 − e^(−ζω0·t)·(cos ωd·t + (ζω0 − v0)/ωd · sin ωd·t).
    private func underdamped(mass: Double, stiffness: Double, damping: Double, velocity: Double = 0, t: Double)
        -> Double
    {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - velocity) / wd * sin(wd * t))
    }

    private func spring(_ configure: (CASpringAnimation) -> Void) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        configure(spring)
        spring.duration = spring.settlingDuration
        return spring
    }

    func testTheDefaultSpringFollowsTheDampedOscillator() {
        let plain = square(x: 0)
        let pushed = square(x: 0)
        let stage = makeStage(plain, pushed)
        plain.add(spring { _ in }, forKey: nil)
        pushed.add(spring { $0.initialVelocity = 5 }, forKey: nil)
        let timeline = stage.timeline
        for t in [0.1, 0.3, 0.6, 1.2] {
            let expected = 100 * underdamped(mass: 1, stiffness: 100, damping: 10, t: t)
            XCTAssertEqual(timeline.number("position", [0], at: t), expected, accuracy: 1e-9, "t = \(t)")
            let faster = 100 * underdamped(mass: 1, stiffness: 100, damping: 10, velocity: 5, t: t)
            XCTAssertEqual(timeline.number("position", [1], at: t), faster, accuracy: 1e-9, "v0 = 5, t = \(t)")
        }
        XCTAssertGreaterThan(timeline.number("position", [0], at: 0.35), 100, "ζ = 0.5 overshoots")
    }

    /// Apple's documented figures (m 1, k 100): damping 5 settles in about 2.85 s, damping 15 in
    /// just over 1 s; Reel's criterion is the envelope A·e^(−ζω0·t) falling to 1/1200.
    func testSettlingDurationMatchesApplesFigures() {
        let loose = CASpringAnimation()
        loose.damping = 5
        XCTAssertEqual(loose.settlingDuration, 2.85, accuracy: 0.005)
        let firm = CASpringAnimation()
        firm.damping = 15
        XCTAssertEqual(firm.settlingDuration, 1.0005, accuracy: 0.0005)
        XCTAssertGreaterThan(firm.settlingDuration, 1)
        // From then on the spring stays within 1/1200 of the distance.
        for t in stride(from: loose.settlingDuration, through: loose.settlingDuration + 1, by: 0.01) {
            XCTAssertLessThan(abs(1 - underdamped(mass: 1, stiffness: 100, damping: 5, t: t)), 1.0 / 1200)
        }
        let heavier = CASpringAnimation()
        heavier.mass = 4
        XCTAssertGreaterThan(heavier.settlingDuration, CASpringAnimation().settlingDuration)
    }

    func testTheDurationCutsTheSpringOff() {
        let layer = square(x: 0)
        let stage = makeStage(layer)
        let cut = spring { _ in }
        cut.duration = 0.2
        layer.add(cut, forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(
            timeline.number("position", at: 0.1), 100 * underdamped(mass: 1, stiffness: 100, damping: 10, t: 0.1),
            accuracy: 1e-9)
        XCTAssertEqual(timeline.number("position", at: 0.3), 0, "removed at 0.2 s: the model")
    }

    /// iOS 17's perceptual spring: mass 1, stiffness (2π/duration)², damping 4π·(1 − bounce)/duration.
    func testThePerceptualSpringSetsItsPhysicalParameters() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(Double(spring.stiffness), pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(spring.damping), 4 * .pi * 0.8 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(spring.duration, 0.5)
        XCTAssertTrue(spring.allowsOverdamping)
        let copy = spring.copy() as? CASpringAnimation
        XCTAssertEqual(copy?.stiffness, spring.stiffness)
        XCTAssertEqual(copy?.allowsOverdamping, true)
    }

    /// Damping 40 (ζ = 2): without `allowsOverdamping` the spring is critically damped,
    /// 1 − e^(−ω0·t)·(1 + ω0·t); with it, the slower overdamped solution.
    func testOverdampingOnlyWhenAllowed() {
        let critical = square(x: 0)
        let over = square(x: 0)
        let stage = makeStage(critical, over)
        critical.add(spring { $0.damping = 40 }, forKey: nil)
        over.add(
            spring {
                $0.damping = 40
                $0.allowsOverdamping = true
            }, forKey: nil)
        let timeline = stage.timeline
        let t = 0.2
        XCTAssertEqual(timeline.number("position", [0], at: t), 100 * (1 - exp(-10 * t) * (1 + 10 * t)), accuracy: 1e-9)
        // Roots −ω0·(ζ ∓ √(ζ² − 1)): x(t) = a·e^(r1·t) + b·e^(r2·t) with x(0) = 1, x′(0) = 0.
        let root = 3.0.squareRoot()
        let (r1, r2) = (-10 * (2 - root), -10 * (2 + root))
        let b = -r1 / (r2 - r1)
        let expected = 100 * (1 - ((1 - b) * exp(r1 * t) + b * exp(r2 * t)))
        XCTAssertEqual(timeline.number("position", [1], at: t), expected, accuracy: 1e-9)
        XCTAssertLessThan(expected, timeline.number("position", [0], at: t))
    }
}
