import ReelDynamics
import XCTest

/// The fixed-step clock and the recorded tracks that scene files and the Swift API share.
final class RecordingTests: XCTestCase {
    func testStepsAndSamplesAreFixed() {
        XCTAssertEqual(DynamicsWorld.stepDuration, 1.0 / 60)
        XCTAssertEqual(DynamicsWorld.sampleInterval, 1.0 / 60, accuracy: 1e-15)
        XCTAssertEqual(DynamicsWorld.steps(from: 0, to: 1), 60)
        XCTAssertEqual(DynamicsWorld.steps(from: 0.5, to: 1), 30)
        XCTAssertEqual(DynamicsWorld.steps(from: 0, to: 1.0 / 60 * 0.999), 0, "no partial step")
        XCTAssertEqual(DynamicsWorld.steps(from: 2, to: 1), 0)
    }

    func testRecordSamplesEveryBodyFromTheStart() {
        let a = ball(x: 0, y: 0)
        let b = box(x: 100, y: 0)
        b.angularVelocity = 1
        let world = makeWorld([a, b], [.gravity([a], direction: DynamicsVector(x: 0, y: 1))])
        let tracks = world.record(steps: 60)
        XCTAssertEqual(tracks.count, 2)
        XCTAssertEqual(tracks[0].positions.count, 61, "t = 0 and every 1/60 s to 1 s")
        XCTAssertEqual(tracks[0].positions[0], DynamicsVector(x: 0, y: 0))
        for k in [1, 30, 60] {
            // Semi-implicit Euler: after k steps, g·h²·k(k+1)/2.
            let h = DynamicsWorld.stepDuration
            XCTAssertEqual(
                tracks[0].positions[k].y, 1000 * h * h * Double(k * (k + 1)) / 2, accuracy: 0.01, "sample \(k)")
            XCTAssertEqual(tracks[1].angles[k], Double(k) * h, accuracy: 1e-5)
        }
        XCTAssertEqual(tracks[1].positions.last, DynamicsVector(x: 100, y: 0), "no gravity on b")
        XCTAssertEqual(world.record(steps: 0).map(\.positions.count), [1, 1])
    }

    func testTheSameWorldTwiceGivesTheSameTracks() {
        func simulate() -> [DynamicsTrack] {
            let bodies = (0..<5).map { ball(x: 40 + Double($0) * 70, y: 50 + Double($0 % 2) * 30) }
            for (i, body) in bodies.enumerated() { body.velocity = DynamicsVector(x: Double(i * 37 % 11) * 20, y: 0) }
            let world = makeWorld(
                bodies,
                [
                    .gravity(bodies, direction: DynamicsVector(x: 0, y: 1)),
                    .collision(
                        bodies, withBoundaries: true, betweenItems: true, referenceInsets: .zero, boundaries: []),
                    .material(bodies, material(elasticity: 0.7))
                ])
            return world.record(steps: 600)
        }
        let first = simulate()
        XCTAssertEqual(first, simulate())
        XCTAssertNotEqual(first[0].positions.first, first[0].positions.last, "something moved")
    }

    func testChecksPerStepCountsWhatConfigureBuilds() {
        let bodies = (0..<4).map { ball(x: Double($0) * 50, y: 0) }
        let segment = DynamicBoundary.segment(.zero, DynamicsVector(x: 1, y: 0))
        let behaviors: [DynamicsBehavior] = [
            .gravity(bodies, direction: DynamicsVector(x: 0, y: 1)),
            // 4 bodies × (4 walls + 2 segments) boundary checks, 6 pairs.
            .collision(
                bodies, withBoundaries: true, betweenItems: true, referenceInsets: .zero,
                boundaries: [segment, segment]),
            // Items only: 1 pair.
            .collision(
                Array(bodies.prefix(2)), withBoundaries: false, betweenItems: true, referenceInsets: nil,
                boundaries: []),
            .snap(bodies[0], point: .zero, damping: 0.5)
        ]
        XCTAssertEqual(DynamicsWorld.checksPerStep(bodies: bodies, behaviors: behaviors), 4 + 24 + 6 + 1 + 1)
    }
}
