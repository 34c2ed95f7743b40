import Foundation
import ReelDynamics
import XCTest

/// Bodies moving freely under constant forces. Box2D integrates with semi-implicit Euler (the
/// velocity first, then the position with the new velocity), so after n steps of h under an
/// acceleration a the speed is a·n·h and the distance a·h²·n(n+1)/2, to float precision (Box2D
/// holds floats: 0.01 point here).
final class MotionTests: XCTestCase {
    private let h = DynamicsWorld.stepDuration

    private func distance(after n: Int, _ a: Double) -> Double { a * h * h * Double(n * (n + 1)) / 2 }

    func testGravityOneIsAThousandPointsPerSecondSquared() {
        let body = ball(x: 200, y: 0)
        let world = makeWorld([body], [.gravity([body], direction: DynamicsVector(x: 0, y: 1))])
        world.run(seconds: 1)
        XCTAssertEqual(body.position.y, distance(after: 60, 1000), accuracy: 0.01)
        XCTAssertEqual(body.velocity.y, 1000, accuracy: 0.01)
        XCTAssertEqual(body.position.y, 0.5 * 1000, accuracy: 1000 * h, "½·g·t² within a step's travel")
        XCTAssertEqual(body.position.x, 200, "gravity straight down leaves x alone")
    }

    func testGravityDirectionScalesAndTurnsTheAcceleration() {
        let body = ball(x: 0, y: 0)
        // Magnitude 0.5 towards the upper right at 45°: 500 pt/s² split equally over both axes.
        let d = 0.5 / 2.0.squareRoot()
        let world = makeWorld([body], [.gravity([body], direction: DynamicsVector(x: d, y: -d))])
        world.run(seconds: 1)
        XCTAssertEqual(body.position.x, distance(after: 60, 1000 * d), accuracy: 0.01)
        XCTAssertEqual(body.position.y, -distance(after: 60, 1000 * d), accuracy: 0.01)
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

    /// A push of magnitude 1 on a 100 × 100 item of density 1: 100 points/s²; four times the
    /// mass (a bigger item, or a denser one) moves a quarter as fast.
    func testContinuousPushAcceleratesInverselyToMass() {
        let light = box(x: 0, y: 0)  // mass 1
        let heavy = box(x: 0, y: 200, width: 200, height: 200)  // mass 4
        let dense = box(x: 0, y: 400)  // mass 4 from density 4
        let right = DynamicsVector(x: 1, y: 0)
        let world = makeWorld(
            [light, heavy, dense],
            [
                .material([dense], material { $0.density = 4 }),
                .push([light, heavy, dense], continuous: true, direction: right)
            ])
        world.run(seconds: 1)
        XCTAssertEqual(light.position.x, distance(after: 60, 100), accuracy: 0.01, "100 pt/s² on mass 1")
        XCTAssertEqual(heavy.position.x, distance(after: 60, 25), accuracy: 0.01, "25 pt/s² on mass 4")
        XCTAssertEqual(dense.position.x, heavy.position.x, accuracy: 0.01)
    }

    func testInstantaneousPushChangesTheVelocityOnce() {
        let body = box(x: 0, y: 0, width: 100, height: 50)  // mass 0.5
        let dense = box(x: 200, y: 0, width: 100, height: 50)
        let world = makeWorld(
            [body, dense],
            [
                .material([dense], material { $0.density = 2 }),
                .push([body, dense], continuous: false, direction: DynamicsVector(x: 0, y: 2))
            ])
        XCTAssertEqual(body.velocity.y, 2 * 100 / 0.5, accuracy: 1e-3, "applied when configured")
        XCTAssertEqual(dense.velocity.y, 2 * 100 / 1, accuracy: 1e-3, "twice the density: half the speed")
        // The caller passes an instantaneous push once; rebuilding without it keeps the speed.
        world.configure(bodies: [body], behaviors: [], referenceBounds: referenceBounds)
        world.run(seconds: 0.5)
        XCTAssertEqual(body.velocity.y, 400, accuracy: 1e-3)
        XCTAssertEqual(body.position.y, 200, accuracy: 0.01)
    }

    /// Resistance is Box2D's linear damping: each step multiplies the velocity by 1/(1 + r·h),
    /// within 4 % of e^(−r·t) after a second at r = 2.
    func testResistanceSlowsLinearMotion() {
        let body = box(x: 0, y: 0)
        let free = box(x: 0, y: 200)
        body.velocity = DynamicsVector(x: 300, y: 0)
        free.velocity = DynamicsVector(x: 300, y: 0)
        let world = makeWorld([body, free], [.material([body], material { $0.resistance = 2 })])
        world.run(seconds: 1)
        XCTAssertEqual(body.velocity.x, 300 * pow(1 / (1 + 2 * h), 60), accuracy: 0.01)
        XCTAssertEqual(body.velocity.x, 300 * exp(-2.0), accuracy: 300 * exp(-2.0) * 0.04)
        XCTAssertEqual(free.velocity.x, 300, accuracy: 1e-3, "no resistance, no slowing")
        XCTAssertEqual(free.position.x, 300, accuracy: 0.01)
        XCTAssertEqual(body.position.x, 300 * (1 - exp(-2.0)) / 2, accuracy: 2)
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
        XCTAssertEqual(free.angle, 1.5, accuracy: 1e-5)
        XCTAssertEqual(fixed.angle, 0)
        XCTAssertEqual(fixed.angularVelocity, 0)
    }

    /// A push of magnitude 1 to the right, 50 points below the centre of a 100 × 100 item of
    /// density 1 (inertia m·(w² + h²)/12 = 1/6 kg·m²): 100 points/s, and −3 rad/s (anticlockwise
    /// on screen) when the item may turn; with `allowsRotation` false the angle stays 0.
    func testAnOffCentrePushSpinsABodyThatMayTurn() {
        let turning = box(x: 0, y: 0)
        let fixed = box(x: 200, y: 0)
        let offset = DynamicsVector(x: 0, y: 50)
        let world = makeWorld(
            [turning, fixed],
            [
                .material([fixed], material { $0.allowsRotation = false }),
                .push(
                    [turning, fixed], continuous: false, direction: DynamicsVector(x: 1, y: 0),
                    offsets: [offset, offset])
            ])
        XCTAssertEqual(turning.velocity.x, 100, accuracy: 1e-3)
        XCTAssertEqual(turning.angularVelocity, -3, accuracy: 1e-4)
        XCTAssertEqual(fixed.velocity.x, 100, accuracy: 1e-3)
        XCTAssertEqual(fixed.angularVelocity, 0)
        world.run(seconds: 0.5)
        XCTAssertEqual(turning.angle, -1.5, accuracy: 1e-4)
        XCTAssertEqual(fixed.angle, 0)
    }

    func testAngularResistanceSlowsTheSpin() {
        let body = box(x: 0, y: 0)
        body.angularVelocity = 4
        let world = makeWorld([body], [.material([body], material { $0.angularResistance = 1 })])
        world.run(seconds: 2)
        XCTAssertEqual(body.angularVelocity, 4 * pow(1 / (1 + h), 120), accuracy: 1e-4)
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
