import Reel
import ReelExamples
import XCTest

/// UIKit Dynamics on the virtual clock: free fall against the closed form, energy conservation at
/// elasticity 1, anchored items, determinism.
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

    func testFreeFallMatchesClosedFormBeforeTheFirstBounce() {
        let (stage, _) = drop(duration: 0.3)
        let timeline = stage.timeline
        // Falls 240 pt to the floor in sqrt(2·240/1000) ≈ 0.69 s; check before that.
        for t in [0.0, 0.1, 0.2, 0.25, 0.3] {
            let y = Double(timeline.snapshot(at: t).layers[0].position.y)
            XCTAssertEqual(y, 50 + 0.5 * 1000 * t * t, accuracy: 1e-6, "t = \(t)")
        }
    }

    func testElasticBallKeepsItsHeightAfterTenBounces() {
        // Period of a bounce from a 240 pt drop: 2·sqrt(2·240/1000) ≈ 1.386 s; 10 bounces ≈ 14 s.
        let (stage, _) = drop(duration: 15)
        let timeline = stage.timeline
        let period = 2 * (2 * 240.0 / 1000).squareRoot()
        var bounces = 0
        var wasFalling = false
        var last = 50.0
        var apexes: [Double] = []
        var t = 0.0
        while t <= 15 {
            let y = Double(timeline.snapshot(at: t).layers[0].position.y)
            if y < last {
                if wasFalling { bounces += 1 }
                wasFalling = false
            } else if y > last {
                wasFalling = true
            }
            last = y
            t += 1.0 / 120
        }
        XCTAssertEqual(bounces, 11, "bounces in 15 s (at 0.69 s, then every 1.39 s)")
        // The apex after the 10th bounce: 10 periods after the start.
        for k in [1, 5, 10] {
            var top = Double.infinity
            var s = Double(k) * period - 0.05
            while s < Double(k) * period + 0.05 {
                top = min(top, Double(timeline.snapshot(at: s).layers[0].position.y))
                s += 1.0 / 1200
            }
            apexes.append(top)
        }
        // Height above the floor's contact (centre at 290): 240 pt; within 1 % (2.4 pt) after 10.
        print("bounce heights after 1, 5, 10 bounces:", apexes.map { 290 - $0 })
        for apex in apexes { XCTAssertEqual(290 - apex, 240, accuracy: 2.4) }
        XCTAssertEqual(290 - apexes.last!, 240, accuracy: 0.05, "drift after 10 bounces")
    }

    func testInelasticBallComesToRestOnTheFloor() {
        let (stage, _) = drop(duration: 3, elasticity: 0)
        XCTAssertEqual(y(stage, 0, at: 3), 290, accuracy: 1e-6)
    }

    func testAnchoredPaddleDoesNotMoveAndBallBouncesOffIt() {
        let stage = Examples.bouncingBall(duration: 4)
        let timeline = stage.timeline
        let paddle0 = timeline.snapshot(at: 0).layers[1].position
        for t in stride(from: 0.0, through: 4, by: 0.25) {
            XCTAssertEqual(timeline.snapshot(at: t).layers[1].position, paddle0)
        }
        XCTAssertTrue(stage.scene.layers[1].animations.isEmpty, "no track on the anchored paddle")
        // The ball lands on the paddle's top (y 260) first: its centre never passes 245 while over it.
        var minBottom = Double.infinity
        for t in stride(from: 0.0, through: 1.2, by: 1.0 / 120) {
            let p = timeline.snapshot(at: t).layers[0].position
            if p.x > 40 && p.x < 150 { minBottom = min(minBottom, 260 - (p.y + 15)) }
        }
        XCTAssertGreaterThan(minBottom, -0.01)
        XCTAssertLessThan(minBottom, 2)
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
        // 100 pt/s² for a 100 × 100 item of density 1: x = 50 + 50 t².
        XCTAssertEqual(Double(stage.timeline.snapshot(at: 1).layers[0].position.x), 100, accuracy: 1e-6)

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
