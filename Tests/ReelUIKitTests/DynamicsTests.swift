import Reel
import ReelExamples
import XCTest

/// UIKit Dynamics on the virtual clock: free fall, UIKit's bounces (lower each time even at
/// elasticity 1, none at 0), anchored items, determinism.
final class DynamicsTests: XCTestCase {
    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    private func y(_ stage: Stage, _ index: Int, at t: Double) -> Double {
        Double(stage.timeline.snapshot(at: t).layers[index].position.y)
    }

    /// A ball of radius 10 dropped from y = 50 (centre) onto the floor of a 200 × 300 stage.
    private func drop(duration: Double, elasticity: CGFloat = 1) -> (Stage, UIView) {
        let stage = Stage(width: 200, height: 300, duration: duration)
        let ball = Ball(frame: CGRect(x: 90, y: 40, width: 20, height: 20))
        stage.view.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let material = UIDynamicItemBehavior(items: [ball])
        material.elasticity = elasticity
        animator.addBehavior(material)
        return (stage, ball)
    }

    func testFreeFallFollowsTheStepsBeforeTheFirstBounce() {
        let (stage, _) = drop(duration: 0.3)
        let timeline = stage.timeline
        // Falls 240 pt to the floor in about √(2·240/1000) ≈ 0.69 s; check before that. Box2D's
        // semi-implicit Euler: after n steps of h, g·h²·n(n+1)/2, within a step's travel of ½·g·t².
        let h = UIDynamicAnimator.stepDuration
        for t in [0.0, 0.1, 0.2, 0.25, 0.3] {
            let y = Double(timeline.snapshot(at: t).layers[0].position.y)
            let n = (t / h).rounded()
            XCTAssertEqual(y, 50 + 1000 * h * h * n * (n + 1) / 2, accuracy: 0.01, "t = \(t)")
            XCTAssertEqual(y, 50 + 0.5 * 1000 * t * t, accuracy: 1000 * t * h, "t = \(t)")
        }
    }

    /// The seed's point: in UIKit a ball of elasticity 1 still loses height. Dropped 240 points,
    /// it rises 228.6, then 217.2, 206.7… points (about 5 % less each time), and lies on the floor
    /// before 30 s.
    func testElasticBallBouncesLowerEachTimeAndComesToRest() {
        let (stage, _) = drop(duration: 30)
        let timeline = stage.timeline
        var apexes: [Double] = []
        var previous = 50.0
        var rising = false
        for k in 1...(30 * 60) {
            let y = Double(timeline.snapshot(at: Double(k) / 60).layers[0].position.y)
            if y < previous {
                rising = true
            } else if rising && y > previous {
                apexes.append(290 - previous)
                rising = false
            }
            previous = y
        }
        XCTAssertGreaterThan(apexes.count, 20, "\(apexes)")
        XCTAssertEqual(apexes[0], 228.6, accuracy: 0.5)
        for (a, b) in zip(apexes, apexes.dropFirst()) { XCTAssertLessThan(b, a, "each bounce lower: \(apexes)") }
        for t in [29.0, 29.5, 30] { XCTAssertEqual(y(stage, 0, at: t), 290, accuracy: 1, "at rest at \(t) s") }
    }

    func testInelasticBallComesToRestOnTheFloor() {
        let (stage, _) = drop(duration: 3, elasticity: 0)
        let landing = (2 * 240 / 1000.0).squareRoot()
        for t in [landing + 0.05, 2, 3] { XCTAssertEqual(y(stage, 0, at: t), 290, accuracy: 1, "no bounce: t = \(t)") }
    }

    /// The anchored paddle never moves and the ball never enters it (Box2D lets contacts overlap
    /// by its slop, half a point).
    func testAnchoredPaddleDoesNotMoveAndBallBouncesOffIt() {
        let stage = Examples.bouncingBall(duration: 6)
        let timeline = stage.timeline
        let paddle0 = timeline.snapshot(at: 0).layers[1].position
        for t in stride(from: 0.0, through: 6, by: 0.25) {
            XCTAssertEqual(timeline.snapshot(at: t).layers[1].position, paddle0)
        }
        XCTAssertTrue(stage.scene.layers[1].animations.isEmpty, "no track on the anchored paddle")
        var nearest = Double.infinity
        for k in 0...(6 * 60) {
            let p = timeline.snapshot(at: Double(k) / 60).layers[0].position
            // Distance from the ball's centre to the paddle's rectangle (40…150 × 260…274).
            let dx = max(40 - p.x, 0, p.x - 150)
            let dy = max(260 - p.y, 0, p.y - 274)
            nearest = min(nearest, (dx * dx + dy * dy).squareRoot())
        }
        XCTAssertGreaterThan(nearest, 15 - 0.6, "never inside the paddle")
        XCTAssertLessThan(nearest, 15 + 1, "it touches the paddle")
    }

    func testSimulationIsDeterministic() {
        let a = Examples.bouncingBall(duration: 3).scene
        let b = Examples.bouncingBall(duration: 3).scene
        XCTAssertEqual(a, b)
    }

    func testPushAndUnitsAndSnap() {
        let stage = Stage(width: 400, height: 400, duration: 1)
        let box = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        stage.view.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        // 100 pt/s² for a 100 × 100 item of density 1: x = 50 + 50 t² (within a step's travel).
        let h = UIDynamicAnimator.stepDuration
        XCTAssertEqual(
            Double(stage.timeline.snapshot(at: 1).layers[0].position.x), 50 + 100 * h * h * 60 * 61 / 2, accuracy: 0.01)

        let snapStage = Stage(width: 400, height: 400, duration: 3)
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        snapStage.view.addSubview(item)
        let snapper = UIDynamicAnimator(referenceView: snapStage.view)
        snapStage.at(0.5) { snapper.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 200))) }
        let end = snapStage.timeline.snapshot(at: 3).layers[0].position
        XCTAssertEqual(Double(end.x), 300, accuracy: 0.5)
        XCTAssertEqual(Double(end.y), 200, accuracy: 0.5)
        XCTAssertEqual(Double(snapStage.timeline.snapshot(at: 0.4).layers[0].position.x), 10, accuracy: 1e-9)
    }
}
