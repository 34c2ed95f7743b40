import Foundation
import Reel
import XCTest

/// iOS 17's perceptual springs: `UIView.animate(springDuration:bounce:…)` and
/// `CASpringAnimation(perceptualDuration:bounce:)`, checked against the damped oscillator's closed form.
final class UIViewSpringDurationTests: XCTestCase {
    func testBouncySpringBlockMatchesTheClosedForm() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let stage = makeStage(view, duration: 4)
        var done: Double?
        stage.at(0) {
            UIView.animate(springDuration: 1, bounce: 0.3, animations: { view.center.x = 85 }) { _ in
                done = CACurrentMediaTime()
            }
        }
        let timeline = stage.timeline
        // Mass 1, ω0 = 2π / 1, ζ = 1 − 0.3.
        let (w0, zeta) = (2 * Double.pi, 0.7)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        for t in [0.1, 0.4, 0.8] {
            let y = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            XCTAssertEqual(timeline.number("position", at: t), 5 + 80 * y, accuracy: 1e-6, "t = \(t)")
        }
        XCTAssertGreaterThan(timeline.number("position", at: 0.7), 85)  // bounce overshoots (peak at π/ωd)
        var spring = Spring(perceptualDuration: 1, bounce: 0.3)
        spring.initialVelocity = 0
        XCTAssertEqual(done ?? -1, spring.settlingDuration, accuracy: 1e-9)
        XCTAssertGreaterThan(done ?? -1, 1)
    }

    func testZeroBounceIsCriticallyDamped() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let stage = makeStage(view, duration: 4)
        stage.at(0) { UIView.animate(springDuration: 0.5, bounce: 0, animations: { view.center.x = 85 }) }
        let timeline = stage.timeline
        let w0 = 2 * Double.pi / 0.5
        for t in [0.05, 0.2, 0.4] {
            let y = 1 - exp(-w0 * t) * (1 + w0 * t)
            XCTAssertEqual(timeline.number("position", at: t), 5 + 80 * y, accuracy: 1e-6, "t = \(t)")
        }
    }

    func testPerceptualSpringAnimationConstants() {
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.25)
        XCTAssertEqual(bouncy.mass, 1)
        XCTAssertEqual(Double(bouncy.stiffness), pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(Double(bouncy.damping), 4 * Double.pi * 0.75 / 0.5, accuracy: 1e-9)
        let flat = CASpringAnimation(perceptualDuration: 2, bounce: -0.5)
        XCTAssertEqual(Double(flat.damping), 4 * Double.pi * 2 / 2, accuracy: 1e-9)  // ζ = 1 / (1 − 0.5)
        XCTAssertTrue(flat.allowsOverdamping)
    }
}
