import Foundation
import ReelDynamics
import XCTest

/// Bounces as UIKit makes them (Box2D, with Reel's bounce rule): a ball of elasticity 1 still
/// loses height at every bounce and comes to rest, impacts slower than 100 points/s do not
/// bounce, elasticity 0 does not bounce at all, and a bounce keeps its own speed without gravity.
final class BounceTests: XCTestCase {
    /// A ball of radius 15 dropped from rest with its bottom `height` points above the floor of
    /// the 400 × 400 reference bounds: the height of its bottom at each apex after a bounce, and
    /// the ball after `seconds`.
    private func drop(elasticity: Double, height: Double = 240, seconds: Double = 30) -> (
        apexes: [Double], body: DynamicBody, restedAt: Double?
    ) {
        let body = ball(x: 200, y: 385 - height, radius: 15)
        let world = makeWorld(
            [body],
            [
                .gravity([body], direction: DynamicsVector(x: 0, y: 1)),
                .collision([body], withBoundaries: true, betweenItems: false, referenceInsets: .zero, boundaries: []),
                .material([body], material(elasticity: elasticity) { $0.allowsRotation = false })
            ])
        var apexes: [Double] = []
        var previous = body.velocity.y
        var restedAt: Double?
        for n in 1...DynamicsWorld.steps(from: 0, to: seconds) {
            world.step(DynamicsWorld.stepDuration)
            if previous < 0 && body.velocity.y >= 0 { apexes.append(385 - body.position.y) }
            if abs(body.velocity.y) < 1e-3 && body.position.y > 380 {
                restedAt = restedAt ?? Double(n) * DynamicsWorld.stepDuration
            } else {
                restedAt = nil
            }
            previous = body.velocity.y
        }
        return (apexes, body, restedAt)
    }

    /// Measured: 240 → 228.6 → 217.2 → 206.7 → 195.8 → … → 4.7 → 0.8 points, 37 bounces, then
    /// rest, within 30 s.
    func testAnElasticBallBouncesLowerEachTimeAndComesToRest() {
        let (apexes, body, restedAt) = drop(elasticity: 1)
        XCTAssertGreaterThan(apexes.count, 20, "it bounces many times: \(apexes)")
        for (a, b) in zip(apexes, apexes.dropFirst()) { XCTAssertLessThan(b, a, "each bounce lower: \(apexes)") }
        // Each early bounce loses 3 to 6 %: visibly lower, not dead.
        for (a, b) in zip(apexes.prefix(5), apexes.dropFirst().prefix(5)) {
            XCTAssertEqual(b / a, 0.955, accuracy: 0.015, "\(apexes)")
        }
        XCTAssertEqual(apexes[0], 228.6, accuracy: 0.5)
        XCTAssertNotNil(restedAt, "at rest before 30 s")
        // Resting within Box2D's contact skin (1 point) of the floor.
        XCTAssertEqual(body.position.y, 385, accuracy: 1)
        XCTAssertEqual(body.velocity.y, 0, accuracy: 1e-3)
    }

    func testElasticityBelowOneLosesMoreAtEachBounce() {
        let full = drop(elasticity: 1, seconds: 3).apexes
        let half = drop(elasticity: 0.5, seconds: 3).apexes
        // The rebound speed halves, so the height quarters (less the loss every bounce has).
        XCTAssertEqual(half[0], 240 * 0.25, accuracy: 240 * 0.25 * 0.1)
        XCTAssertLessThan(half[0], full[0] / 3)
    }

    func testElasticityZeroDoesNotBounce() {
        let (apexes, body, restedAt) = drop(elasticity: 0, seconds: 2)
        XCTAssertEqual(apexes, [], "it never moves up again")
        XCTAssertEqual(restedAt ?? 0, (2 * 240 / 1000.0).squareRoot(), accuracy: 0.05, "at rest from the impact")
        XCTAssertEqual(body.position.y, 385, accuracy: 1)
    }

    /// Without gravity there is nothing for a contact to absorb: at elasticity 1 a ball leaves a
    /// wall at the speed it came, as often as it hits; below 100 points/s (Box2D's 1 m/s) it stops
    /// against the wall instead.
    func testABounceKeepsItsSpeedAboveTheThresholdAndStopsBelowIt() {
        func slide(_ speed: Double) -> DynamicBody {
            let body = ball(x: 200, y: 200, radius: 15)
            body.velocity = DynamicsVector(x: speed, y: 0)
            let world = makeWorld(
                [body],
                [
                    .collision(
                        [body], withBoundaries: true, betweenItems: false, referenceInsets: .zero, boundaries: []),
                    .material([body], material(elasticity: 1))
                ])
            world.run(seconds: 10)
            return body
        }
        let fast = slide(400)
        XCTAssertEqual(abs(fast.velocity.x), 400, accuracy: 0.01, "after ten bounces off the side walls")
        let slow = slide(80)
        XCTAssertEqual(slow.velocity.x, 0, accuracy: 1e-6)
        XCTAssertEqual(slow.position.x, 385, accuracy: 1, "against the right wall")
    }
}
