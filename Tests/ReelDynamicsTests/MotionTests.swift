import Foundation
import ReelDynamics
import XCTest

/// Bodies moving freely under constant forces: between collisions the world follows the exact
/// parabola of a step's constant acceleration, so the closed forms hold to rounding (1e-9).
final class MotionTests: XCTestCase {
    func testGravityOneIsAThousandPointsPerSecondSquared() {
        let body = ball(x: 200, y: 0)
        let world = makeWorld([body], [.gravity([body], direction: DynamicsVector(x: 0, y: 1))])
        for (seconds, t) in [(0.25, 0.25), (0.25, 0.5), (0.5, 1.0)] {
            world.run(seconds: seconds)
            XCTAssertEqual(body.position.y, 0.5 * 1000 * t * t, accuracy: 1e-9, "y at \(t) s")
            XCTAssertEqual(body.velocity.y, 1000 * t, accuracy: 1e-9, "speed at \(t) s")
        }
        XCTAssertEqual(body.position.x, 200, "gravity straight down leaves x alone")
    }

    func testGravityDirectionScalesAndTurnsTheAcceleration() {
        let body = ball(x: 0, y: 0)
        // Magnitude 0.5 towards the upper right at 45°: 500 pt/s² split equally over both axes.
        let d = 0.5 / 2.0.squareRoot()
        let world = makeWorld([body], [.gravity([body], direction: DynamicsVector(x: d, y: -d))])
        world.run(seconds: 1)
        XCTAssertEqual(body.position.x, 0.5 * 1000 * d, accuracy: 1e-9)
        XCTAssertEqual(body.position.y, -0.5 * 1000 * d, accuracy: 1e-9)
    }

    func testMassIsAreaTimesDensityOverTenThousand() {
        XCTAssertEqual(box(x: 0, y: 0).mass, 1, accuracy: 1e-12)
        XCTAssertEqual(box(x: 0, y: 0, width: 200, height: 50).mass, 1, accuracy: 1e-12)
        XCTAssertEqual(ball(x: 0, y: 0, radius: 50).mass, Double.pi / 4, accuracy: 1e-12)
        // An ellipse collides (and weighs) as the circle of its smaller half-side.
        let ellipse = DynamicBody(position: .zero, halfWidth: 50, halfHeight: 20, isCircle: true)
        XCTAssertEqual(ellipse.mass, Double.pi * 400 / 10_000, accuracy: 1e-12)
        let dense = box(x: 0, y: 0)
        _ = makeWorld([dense], [.material([dense], material { $0.density = 3 })])
        XCTAssertEqual(dense.mass, 3, accuracy: 1e-12)
    }

    func testContinuousPushAcceleratesInverselyToMass() {
        let light = box(x: 0, y: 0)  // mass 1
        let heavy = box(x: 0, y: 200, width: 200, height: 200)  // mass 4
        let right = DynamicsVector(x: 1, y: 0)
        let world = makeWorld([light, heavy], [.push([light, heavy], continuous: true, direction: right)])
        world.run(seconds: 1)
        XCTAssertEqual(light.position.x, 0.5 * 100 * 1, accuracy: 1e-9, "100 pt/s² on mass 1")
        XCTAssertEqual(heavy.position.x, 0.5 * 25 * 1, accuracy: 1e-9, "25 pt/s² on mass 4")
    }

    func testInstantaneousPushChangesTheVelocityOnce() {
        let body = box(x: 0, y: 0, width: 100, height: 50)  // mass 0.5
        let world = makeWorld([body], [.push([body], continuous: false, direction: DynamicsVector(x: 0, y: 2))])
        XCTAssertEqual(body.velocity.y, 2 * 100 / 0.5, accuracy: 1e-9, "applied when configured")
        // The caller passes an instantaneous push once; rebuilding without it keeps the speed.
        world.configure(bodies: [body], behaviors: [], referenceBounds: referenceBounds)
        world.run(seconds: 0.5)
        XCTAssertEqual(body.velocity.y, 400, accuracy: 1e-9)
        XCTAssertEqual(body.position.y, 200, accuracy: 1e-9)
    }

    /// Resistance r damps the velocity by e^(−r·h) after each step: the speed is v0·e^(−r·t)
    /// exactly; the distance, v0·(1 − e^(−r·t))/r in continuous time, is reached within the
    /// step's error (relative r·h/2 = 1/600 here).
    func testResistanceDecaysTheVelocityExponentially() {
        let body = box(x: 0, y: 0)
        body.velocity = DynamicsVector(x: 300, y: 0)
        let world = makeWorld([body], [.material([body], material { $0.resistance = 2 })])
        world.run(seconds: 1)
        XCTAssertEqual(body.velocity.x, 300 * exp(-2.0), accuracy: 1e-9)
        let continuous = 300 * (1 - exp(-2.0)) / 2
        XCTAssertEqual(body.position.x, continuous, accuracy: continuous * (2 * DynamicsWorld.stepDuration / 2) * 1.01)
        XCTAssertNotEqual(body.position.x, 300, accuracy: 1, "not the undamped distance")
    }

    func testAngularVelocityTurnsTheBodyUnlessRotationIsOff() {
        let free = box(x: 0, y: 0)
        let fixed = box(x: 200, y: 0)
        free.angularVelocity = 2
        fixed.angularVelocity = 2
        let world = makeWorld(
            [free, fixed],
            [
                .material([free], material()),
                .material([fixed], material { $0.allowsRotation = false })
            ])
        world.run(seconds: 0.75)
        XCTAssertEqual(free.angle, 1.5, accuracy: 1e-9)
        XCTAssertEqual(fixed.angle, 0)
        XCTAssertEqual(fixed.angularVelocity, 0)
    }

    func testAngularResistanceDecaysTheSpin() {
        let body = box(x: 0, y: 0)
        body.angularVelocity = 4
        let world = makeWorld([body], [.material([body], material { $0.angularResistance = 1 })])
        world.run(seconds: 2)
        XCTAssertEqual(body.angularVelocity, 4 * exp(-2.0), accuracy: 1e-9)
    }

    func testAnAnchoredBodyIgnoresForcesAndVelocity() {
        let body = box(x: 50, y: 60)
        body.velocity = DynamicsVector(x: 100, y: 0)
        let world = makeWorld(
            [body],
            [
                .gravity([body], direction: DynamicsVector(x: 0, y: 1)),
                .push([body], continuous: true, direction: DynamicsVector(x: 1, y: 0)),
                .material([body], material { $0.isAnchored = true })
            ])
        world.run(seconds: 1)
        XCTAssertEqual(body.position, DynamicsVector(x: 50, y: 60))
        XCTAssertEqual(body.velocity, .zero)
    }
}
