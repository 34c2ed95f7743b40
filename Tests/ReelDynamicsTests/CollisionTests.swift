import Foundation
import ReelDynamics
import ReelGeometry
import XCTest

/// Collisions are found at their time (bisection on the signed distance) and answered by an
/// impulse there: a head-on collision of two free bodies conserves momentum exactly, and energy
/// too at elasticity 1, so the velocities after are the textbook ones (to 1e-6).
final class CollisionTests: XCTestCase {
    /// Two balls on the line y = 200 closing at 300 pt/s, the right one three times as dense.
    private func headOn(elasticity: Double) -> (a: DynamicBody, b: DynamicBody, world: DynamicsWorld) {
        let a = ball(x: 100, y: 200)
        let b = ball(x: 200, y: 200)
        a.velocity = DynamicsVector(x: 200, y: 0)
        b.velocity = DynamicsVector(x: -100, y: 0)
        let world = makeWorld(
            [a, b],
            [
                .collision(
                    [a, b], withBoundaries: false, betweenItems: true, referenceInsets: nil, boundaries: []),
                .material([a], material(elasticity: elasticity)),
                .material([b], material(elasticity: elasticity) { $0.density = 3 })
            ])
        return (a, b, world)
    }

    func testAnElasticCollisionConservesMomentumAndEnergy() {
        let (a, b, world) = headOn(elasticity: 1)
        let (ma, mb) = (a.mass, b.mass)
        XCTAssertEqual(mb, 3 * ma, accuracy: 1e-12)
        let momentum = ma * 200 + mb * -100
        let energy = 0.5 * ma * 200 * 200 + 0.5 * mb * 100 * 100
        world.run(seconds: 1)
        XCTAssertEqual(ma * a.velocity.x + mb * b.velocity.x, momentum, accuracy: 1e-9)
        let after = 0.5 * ma * a.velocity.x * a.velocity.x + 0.5 * mb * b.velocity.x * b.velocity.x
        XCTAssertEqual(after, energy, accuracy: energy * 1e-12)
        // 1D elastic collision: v1' = ((m1 − m2)·v1 + 2·m2·v2)/(m1 + m2), and symmetrically.
        let va = ((ma - mb) * 200 + 2 * mb * -100) / (ma + mb)
        let vb = ((mb - ma) * -100 + 2 * ma * 200) / (ma + mb)
        XCTAssertEqual(a.velocity.x, va, accuracy: 1e-6)
        XCTAssertEqual(b.velocity.x, vb, accuracy: 1e-6)
        XCTAssertEqual(a.velocity.y, 0)
        // They touch when the 80 pt gap closes at 300 pt/s, then move apart at the new speeds.
        let contact = 80.0 / 300
        XCTAssertEqual(a.position.x, 100 + 200 * contact + va * (1 - contact), accuracy: 1e-6)
        XCTAssertEqual(b.position.x, 200 - 100 * contact + vb * (1 - contact), accuracy: 1e-6)
    }

    func testAPerfectlyInelasticCollisionLeavesBothAtTheCommonSpeed() {
        let (a, b, world) = headOn(elasticity: 0)
        let momentum = a.mass * 200 + b.mass * -100
        world.run(seconds: 1)
        let common = momentum / (a.mass + b.mass)
        XCTAssertEqual(a.velocity.x, common, accuracy: 1e-9)
        XCTAssertEqual(b.velocity.x, common, accuracy: 1e-9)
        XCTAssertEqual(distance(a.position, b.position), 20, accuracy: 1e-6, "still touching")
    }

    func testItemsPassThroughEachOtherWithoutItemCollisions() {
        let a = ball(x: 100, y: 200)
        let b = ball(x: 200, y: 200)
        a.velocity = DynamicsVector(x: 200, y: 0)
        let world = makeWorld(
            [a, b],
            [.collision([a, b], withBoundaries: true, betweenItems: false, referenceInsets: nil, boundaries: [])])
        world.run(seconds: 1)
        XCTAssertEqual(a.position.x, 300, accuracy: 1e-9)
        XCTAssertEqual(b.position.x, 200)
    }

    /// A ball dropped from rest 240 pt above its contact with the floor, elasticity 1: energy
    /// (½v² − g·y, y down) is the same after every step, bounce included, and the ball is back at
    /// its height, at rest, one period (2·√(2·240/1000) s) later.
    func testAnElasticBounceOnTheReferenceBoundsLosesNoEnergy() {
        let body = ball(x: 200, y: 150)
        let world = makeWorld(
            [body],
            [
                .gravity([body], direction: DynamicsVector(x: 0, y: 1)),
                .collision([body], withBoundaries: true, betweenItems: false, referenceInsets: .zero, boundaries: []),
                .material([body], material(elasticity: 1))
            ])
        let fall = (2 * 240 / 1000.0).squareRoot()
        let energy = -1000 * 150.0
        var lowest = 0.0
        for _ in 0..<DynamicsWorld.steps(from: 0, to: 2 * fall) {
            world.step(DynamicsWorld.stepDuration)
            lowest = max(lowest, body.position.y)
            XCTAssertEqual(0.5 * body.velocity.y * body.velocity.y - 1000 * body.position.y, energy, accuracy: 1e-6)
        }
        // It never sinks into the floor, and a step's end falls within a step's travel of the contact.
        XCTAssertLessThanOrEqual(lowest, 390 + 1e-9)
        XCTAssertGreaterThan(lowest, 390 - 1000 * fall * DynamicsWorld.stepDuration)
        // The clock stops on the last whole step before the apex: within one step of rest.
        XCTAssertEqual(body.position.y, 150, accuracy: 0.5 * 1000 * pow(DynamicsWorld.stepDuration, 2) + 1e-6)
        XCTAssertEqual(body.velocity.y, 0, accuracy: 1000 * DynamicsWorld.stepDuration + 1e-6)
    }

    func testInsetsMoveTheWallsIn() {
        let body = ball(x: 200, y: 200)
        body.velocity = DynamicsVector(x: -400, y: 0)
        let insets = DynamicsInsets(top: 0, left: 50, bottom: 0, right: 0)
        let world = makeWorld(
            [body],
            [.collision([body], withBoundaries: true, betweenItems: false, referenceInsets: insets, boundaries: [])])
        var leftmost = Double.infinity
        for _ in 0..<DynamicsWorld.steps(from: 0, to: 1) {
            world.step(DynamicsWorld.stepDuration)
            leftmost = min(leftmost, body.position.x)
        }
        XCTAssertEqual(leftmost, 60, accuracy: 1e-6, "the wall at x = 50 plus the radius")
        XCTAssertEqual(body.velocity.x, 0, "elasticity 0: it stops against the wall")
    }

    func testASegmentBoundaryHoldsAFallingBall() {
        let body = ball(x: 200, y: 100)
        let shelf = DynamicBoundary.segment(DynamicsVector(x: 150, y: 250), DynamicsVector(x: 250, y: 250))
        let world = makeWorld(
            [body],
            [
                .gravity([body], direction: DynamicsVector(x: 0, y: 1)),
                .collision(
                    [body], withBoundaries: true, betweenItems: false, referenceInsets: nil, boundaries: [shelf])
            ])
        world.run(seconds: 2)
        XCTAssertEqual(body.position.y, 240, accuracy: 1e-6, "resting one radius above the shelf")
        XCTAssertEqual(body.velocity.y, 0, accuracy: 1e-9)
    }

    func testAPathBecomesItsOutlineAsSegments() {
        let rect = Path(rect: Rect(x: 0, y: 0, width: 100, height: 50))
        let segments = DynamicBoundary.segments(of: rect)
        XCTAssertEqual(segments.count, 4, "a closed rectangle: four sides")
        var ends: [(DynamicsVector, DynamicsVector)] = []
        for case .segment(let p, let q) in segments { ends.append((p, q)) }
        XCTAssertEqual(ends.count, 4)
        let lengths = ends.map { distance($0.0, $0.1) }.sorted()
        XCTAssertEqual(lengths, [50, 50, 100, 100])
        // Consecutive sides meet: the outline is closed.
        for (s, t) in zip(ends, ends.dropFirst() + ends.prefix(1)) { XCTAssertEqual(s.1, t.0) }
    }

    /// A disc (inertia ½·m·r²) striking the floor at (90, 300) pt/s, elasticity 0: with enough
    /// friction the contact point stops and it leaves rolling at 2/3 of its speed (60 pt/s, 6 rad/s
    /// for radius 10); Coulomb's limit μ·j caps a small friction's impulse (μ 0.05 of the normal
    /// impulse 300·m takes 15 pt/s); without friction it slides on, unturned.
    func testFrictionAtAnImpactTurnsSlidingIntoRolling() {
        func strike(friction: Double) -> DynamicBody {
            let body = ball(x: 100, y: 300)
            body.velocity = DynamicsVector(x: 90, y: 300)
            let world = makeWorld(
                [body],
                [
                    .collision(
                        [body], withBoundaries: true, betweenItems: false, referenceInsets: .zero, boundaries: []),
                    .material([body], material { $0.friction = friction })
                ])
            world.run(seconds: 0.5)
            XCTAssertEqual(body.position.y, 390, accuracy: 1e-6, "on the floor")
            XCTAssertEqual(body.velocity.y, 0, accuracy: 1e-9)
            return body
        }
        let rolling = strike(friction: 1)
        XCTAssertEqual(rolling.velocity.x, 60, accuracy: 1e-9)
        XCTAssertEqual(rolling.angularVelocity, 6, accuracy: 1e-9)
        XCTAssertEqual(rolling.angle, 6 * (0.5 - 0.3), accuracy: 1e-6, "turning since the impact at 0.3 s")
        let skidding = strike(friction: 0.05)
        XCTAssertEqual(skidding.velocity.x, 75, accuracy: 1e-9)
        XCTAssertEqual(skidding.angularVelocity, 3, accuracy: 1e-9)
        let sliding = strike(friction: 0)
        XCTAssertEqual(sliding.velocity.x, 90, accuracy: 1e-9)
        XCTAssertEqual(sliding.angularVelocity, 0)
    }
}
