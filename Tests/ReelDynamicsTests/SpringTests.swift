import Foundation
import ReelDynamics
import XCTest

/// Snaps (Box2D's mouse joint) and attachments (its distance joint: a spring, or a rod).
final class SpringTests: XCTestCase {
    /// A snap is a 2 Hz spring with damping ratio 0.5 + damping: at the default damping it is
    /// critical, and the body settles at the point without overshooting, on the straight line.
    func testASnapSettlesAtItsPoint() {
        let body = box(x: 100, y: 100, width: 20, height: 20)
        body.angularVelocity = 3
        let target = DynamicsVector(x: 300, y: 250)
        let world = makeWorld([body], [.snap(body, point: target, damping: 0.5)])
        XCTAssertEqual(body.angularVelocity, 0, "a snap stops the spin")
        var previous = distance(body.position, target)
        for _ in 0..<DynamicsWorld.steps(from: 0, to: 2) {
            world.step(DynamicsWorld.stepDuration)
            let d = distance(body.position, target)
            XCTAssertLessThanOrEqual(d, previous + 1e-3, "never moving away: no overshoot")
            previous = d
            // On the straight line from the start: the snap pulls only towards the point.
            let along = (body.position.x - 100) * 150 - (body.position.y - 100) * 200
            XCTAssertEqual(along, 0, accuracy: 0.5)
        }
        XCTAssertEqual(distance(body.position, target), 0, accuracy: 0.5, "settled after 2 s")
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
        // Damping ratio 0.5: the first overshoot of a spring is e^(−πζ/√(1−ζ²)) ≈ 16.3 % of the
        // 200 pt; Box2D's implicit soft joint damps a little more.
        XCTAssertGreaterThan(furthest - 300, 10)
        XCTAssertLessThan(furthest - 300, 200 * exp(-Double.pi * 0.5 / (0.75).squareRoot()) + 1)
    }

    /// An undamped 1 Hz spring of rest length 100 from an anchor, stretched to 150: it turns back
    /// after half a period, near 50 (Box2D's implicit spring loses some amplitude: measured 57.5),
    /// and is back near 150 after a whole one.
    func testAnAttachmentSpringOscillatesAtItsFrequency() {
        let body = box(x: 150, y: 0)
        let spring = DynamicSpring(
            body: body, offset: .zero, other: nil, otherOffset: .zero, anchor: .zero, length: 100, frequency: 1,
            damping: 0)
        let world = makeWorld([body], [.attachment(spring)])
        var xs: [Double] = []
        for _ in 0..<DynamicsWorld.steps(from: 0, to: 1.2) {
            world.step(DynamicsWorld.stepDuration)
            xs.append(body.position.x)
        }
        let lowest = xs.indices.min { xs[$0] < xs[$1] }!
        XCTAssertEqual(Double(lowest + 1) * DynamicsWorld.stepDuration, 0.5, accuracy: 0.04, "half a period")
        XCTAssertEqual(xs[lowest], 50, accuracy: 10)
        let back = xs.indices.dropFirst(lowest).max { xs[$0] < xs[$1] }!
        XCTAssertEqual(Double(back + 1) * DynamicsWorld.stepDuration, 1, accuracy: 0.04, "a whole period")
        XCTAssertEqual(xs[back], 150, accuracy: 20)
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
        XCTAssertEqual((a.mass * a.position.x + b.mass * b.position.x) / (a.mass + b.mass), centre, accuracy: 0.01)
        XCTAssertEqual(a.position.x - 100, 3 * (300 - b.position.x), accuracy: 0.05)
        XCTAssertGreaterThan(a.position.x, 130, "they have moved towards each other")
    }

    /// A rigid rod of 100 pt from an anchor: a pendulum. The length holds within Box2D's slop, and
    /// a small swing (0.1 rad) has the period 2π·√(L/g)·(1 + θ²/16) ≈ 1.988 s.
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
            XCTAssertEqual(distance(body.position, .zero), 100, accuracy: 0.5)
            if (previous > 0) != (body.position.x > 0) { crossings.append(Double(n) * DynamicsWorld.stepDuration) }
            previous = body.position.x
        }
        let period = 2 * Double.pi * (100 / 1000.0).squareRoot() * (1 + theta * theta / 16)
        XCTAssertEqual(crossings.count, 3, "\(crossings)")
        XCTAssertEqual(crossings[0], period / 4, accuracy: 0.03)
        XCTAssertEqual(crossings[2] - crossings[0], period, accuracy: 0.03)
    }

    /// An attachment off the centre turns its item: a bar hung by one end swings down.
    func testAnOffCentreAttachmentTurnsItsItem() {
        let bar = box(x: 150, y: 100, width: 100, height: 10)
        let rod = DynamicSpring(
            body: bar, offset: DynamicsVector(x: -50, y: 0), other: nil, otherOffset: .zero,
            anchor: DynamicsVector(x: 100, y: 100), length: 0, frequency: 0, damping: 0)
        let world = makeWorld([bar], [.gravity([bar], direction: DynamicsVector(x: 0, y: 1)), .attachment(rod)])
        world.run(seconds: 0.3)
        XCTAssertGreaterThan(bar.angle, 0.5, "turning clockwise on screen, its free end falling")
    }
}
