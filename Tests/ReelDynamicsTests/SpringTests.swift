import Foundation
import ReelDynamics
import XCTest

/// Snaps and attachments: springs integrated with velocity Verlet (second order: the error
/// after a second is a small multiple of (ω·h)², a few parts in ten thousand here) and rods
/// projected back to their length after every step.
final class SpringTests: XCTestCase {
    /// A snap is a 2 Hz spring with damping ratio 0.5 + damping: at the default damping it is
    /// critical, d(t) = d0·(1 + ωt)·e^(−ωt) with ω = 4π, and it never overshoots.
    func testASnapConvergesToItsPointCriticallyDamped() {
        let body = box(x: 100, y: 100, width: 20, height: 20)
        body.angularVelocity = 3
        let target = DynamicsVector(x: 300, y: 250)
        let d0 = distance(body.position, target)
        let world = makeWorld([body], [.snap(body, point: target, damping: 0.5)])
        XCTAssertEqual(body.angularVelocity, 0, "a snap stops the spin")
        let omega = 4 * Double.pi
        var elapsed = 0.0
        for t in [0.1, 0.25, 0.5, 1.0] {
            world.run(seconds: t - elapsed)
            elapsed = t
            let expected = d0 * (1 + omega * t) * exp(-omega * t)
            XCTAssertEqual(distance(body.position, target), expected, accuracy: d0 * 2e-3, "distance at \(t) s")
            // On the straight line from the start: the snap pulls only towards the point.
            let along = (body.position.x - 100) * 150 - (body.position.y - 100) * 200
            XCTAssertEqual(along, 0, accuracy: 1e-6)
        }
        world.run(seconds: 1)
        XCTAssertEqual(distance(body.position, target), 0, accuracy: 0.01)
        XCTAssertEqual(body.angle, 0)
    }

    func testLessSnapDampingOvershoots() {
        let body = box(x: 100, y: 200, width: 20, height: 20)
        let world = makeWorld([body], [.snap(body, point: DynamicsVector(x: 300, y: 200), damping: 0)])
        var furthest = 0.0
        for _ in 0..<DynamicsWorld.steps(from: 0, to: 2) {
            world.step(DynamicsWorld.stepDuration)
            furthest = max(furthest, body.position.x)
        }
        // Damping ratio 0.5: the first overshoot is e^(−πζ/√(1−ζ²)) ≈ 16.3 % of the 200 pt.
        let overshoot = 200 * exp(-Double.pi * 0.5 / (0.75).squareRoot())
        XCTAssertEqual(furthest - 300, overshoot, accuracy: 0.5)
    }

    /// An undamped 1 Hz spring of rest length 100 from an anchor, stretched to 150: it swings
    /// to 50 after half a period and back to 150 after a whole one.
    func testAnAttachmentSpringOscillatesAtItsFrequency() {
        let body = box(x: 150, y: 0)
        let spring = DynamicSpring(
            body: body, offset: .zero, other: nil, otherOffset: .zero, anchor: .zero, length: 100, frequency: 1,
            damping: 0)
        let world = makeWorld([body], [.attachment(spring)])
        world.run(seconds: 0.5)
        XCTAssertEqual(body.position.x, 50, accuracy: 0.05)
        world.run(seconds: 0.5)
        XCTAssertEqual(body.position.x, 150, accuracy: 0.05)
        XCTAssertEqual(body.position.y, 0)
    }

    /// Two bodies on a spring: the lighter moves three times as far, the centre of mass stays.
    func testASpringBetweenTwoBodiesKeepsTheirCentreOfMass() {
        let a = box(x: 100, y: 200)
        let b = box(x: 300, y: 200)
        let heavy = material { $0.density = 3 }
        let spring = DynamicSpring(
            body: a, offset: .zero, other: b, otherOffset: .zero, anchor: .zero, length: 100, frequency: 1,
            damping: 0.2)
        let world = makeWorld([a, b], [.material([b], heavy), .attachment(spring)])
        let centre = (a.mass * 100 + b.mass * 300) / (a.mass + b.mass)
        world.run(seconds: 0.3)
        XCTAssertEqual((a.mass * a.position.x + b.mass * b.position.x) / (a.mass + b.mass), centre, accuracy: 1e-9)
        XCTAssertEqual(a.position.x - 100, 3 * (300 - b.position.x), accuracy: 1e-9)
        XCTAssertGreaterThan(a.position.x, 130, "they have moved towards each other")
    }

    /// A rigid rod of 100 pt from an anchor: a pendulum. The length holds after every step, and a
    /// small swing (0.1 rad) has the period 2π·√(L/g)·(1 + θ²/16) ≈ 1.988 s.
    func testARodKeepsItsLengthAndSwingsAsAPendulum() {
        let theta = 0.1
        let body = ball(x: 100 * sin(theta), y: 100 * cos(theta), radius: 5)
        let rod = DynamicSpring(
            body: body, offset: .zero, other: nil, otherOffset: .zero, anchor: .zero, length: 100, frequency: 0,
            damping: 0)
        let world = makeWorld([body], [.gravity([body], direction: DynamicsVector(x: 0, y: 1)), .attachment(rod)])
        var crossings: [Double] = []
        var previous = body.position.x
        for n in 1...DynamicsWorld.steps(from: 0, to: 3) {
            world.step(DynamicsWorld.stepDuration)
            XCTAssertEqual(distance(body.position, .zero), 100, accuracy: 1e-9)
            if (previous > 0) != (body.position.x > 0) { crossings.append(Double(n) * DynamicsWorld.stepDuration) }
            previous = body.position.x
        }
        let period = 2 * Double.pi * (100 / 1000.0).squareRoot() * (1 + theta * theta / 16)
        XCTAssertEqual(crossings.count, 3, "\(crossings)")
        XCTAssertEqual(crossings[0], period / 4, accuracy: 0.01)
        XCTAssertEqual(crossings[2] - crossings[0], period, accuracy: 0.01)
    }
}
