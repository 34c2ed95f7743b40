import Foundation
import ReelDynamics
import ReelGeometry
import XCTest

/// Collisions through Box2D: between free bodies momentum is conserved and elasticity 1 returns
/// the textbook velocities (to float precision); walls, insets and segments hold bodies within
/// Box2D's contact skin (1 point).
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
        world.run(seconds: 1)
        XCTAssertEqual(ma * a.velocity.x + mb * b.velocity.x, momentum, accuracy: 1e-3)
        // 1D elastic collision: v1' = ((m1 − m2)·v1 + 2·m2·v2)/(m1 + m2), and symmetrically.
        let va = ((ma - mb) * 200 + 2 * mb * -100) / (ma + mb)
        let vb = ((mb - ma) * -100 + 2 * ma * 200) / (ma + mb)
        XCTAssertEqual(a.velocity.x, va, accuracy: 0.01)
        XCTAssertEqual(b.velocity.x, vb, accuracy: 0.01)
        XCTAssertEqual(a.velocity.y, 0)
    }

    func testAPerfectlyInelasticCollisionLeavesBothAtTheCommonSpeed() {
        let (a, b, world) = headOn(elasticity: 0)
        let momentum = a.mass * 200 + b.mass * -100
        world.run(seconds: 1)
        let common = momentum / (a.mass + b.mass)
        XCTAssertEqual(a.velocity.x, common, accuracy: 0.01)
        XCTAssertEqual(b.velocity.x, common, accuracy: 0.01)
        XCTAssertEqual(distance(a.position, b.position), 20, accuracy: 1, "still touching")
    }

    func testItemsPassThroughEachOtherWithoutItemCollisions() {
        let a = ball(x: 100, y: 200)
        let b = ball(x: 200, y: 200)
        a.velocity = DynamicsVector(x: 200, y: 0)
        let world = makeWorld(
            [a, b],
            [.collision([a, b], withBoundaries: true, betweenItems: false, referenceInsets: nil, boundaries: [])])
        world.run(seconds: 1)
        XCTAssertEqual(a.position.x, 300, accuracy: 0.01)
        XCTAssertEqual(b.position.x, 200)
    }

    func testOnlyItemsOfTheSameCollisionBehaviorCollide() {
        let a = ball(x: 100, y: 200)
        let b = ball(x: 200, y: 200)
        let c = ball(x: 300, y: 200)
        a.velocity = DynamicsVector(x: 200, y: 0)
        // a meets b (same behaviour, stops it dead at elasticity 0: they share the speed), b never c.
        let world = makeWorld(
            [a, b, c],
            [
                .collision([a, b], withBoundaries: false, betweenItems: true, referenceInsets: nil, boundaries: []),
                .collision([c], withBoundaries: false, betweenItems: true, referenceInsets: nil, boundaries: [])
            ])
        world.run(seconds: 2)
        XCTAssertEqual(a.velocity.x, 100, accuracy: 0.01)
        XCTAssertEqual(b.velocity.x, 100, accuracy: 0.01)
        XCTAssertEqual(c.position.x, 300, "nothing pushed c")
        XCTAssertGreaterThan(b.position.x, 300, "b went through c")
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
        XCTAssertEqual(leftmost, 60, accuracy: 1, "the wall at x = 50 plus the radius")
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
        XCTAssertEqual(body.position.y, 240, accuracy: 1, "resting one radius above the shelf")
        XCTAssertEqual(body.velocity.y, 0, accuracy: 1e-3)
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
    /// friction the contact point stops and it rolls on at about 2/3 of its speed (60 pt/s, 6 rad/s
    /// for radius 10: Box2D's iterative solver gets within 5 %); without friction it slides on,
    /// unturned.
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
            XCTAssertEqual(body.position.y, 390, accuracy: 1, "on the floor")
            XCTAssertEqual(body.velocity.y, 0, accuracy: 1e-3)
            return body
        }
        let rolling = strike(friction: 1)
        XCTAssertEqual(rolling.velocity.x, 60, accuracy: 3)
        XCTAssertEqual(rolling.angularVelocity, 6, accuracy: 0.3)
        let sliding = strike(friction: 0)
        XCTAssertEqual(sliding.velocity.x, 90, accuracy: 1e-3)
        XCTAssertEqual(sliding.angularVelocity, 0)
    }

    /// A box dropped on a corner (turned 30°) tips over when it may turn and lands flat; with
    /// `allowsRotation` false it keeps its angle.
    func testABoxLandingOnACornerTipsOverUnlessRotationIsOff() {
        func land(allowsRotation: Bool) -> DynamicBody {
            let body = box(x: 200, y: 200, width: 60, height: 60)
            body.angle = Double.pi / 6
            let world = makeWorld(
                [body],
                [
                    .gravity([body], direction: DynamicsVector(x: 0, y: 1)),
                    .collision(
                        [body], withBoundaries: true, betweenItems: false, referenceInsets: .zero, boundaries: []),
                    .material(
                        [body],
                        material {
                            $0.friction = 0.5
                            $0.allowsRotation = allowsRotation
                        })
                ])
            world.run(seconds: 3)
            return body
        }
        let tipped = land(allowsRotation: true)
        // Flat on a side: the angle a multiple of 90°, the centre half a side above the floor
        // (within the two contact skins, 2 points).
        let quarter = Double.pi / 2
        XCTAssertEqual(tipped.angle, (tipped.angle / quarter).rounded() * quarter, accuracy: 0.01)
        XCTAssertEqual(tipped.position.y, 370, accuracy: 2)
        let held = land(allowsRotation: false)
        XCTAssertEqual(held.angle, Double.pi / 6, accuracy: 1e-6)
    }
}
