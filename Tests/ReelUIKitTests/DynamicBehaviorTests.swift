import Foundation
import Reel
import XCTest

/// UIKit Dynamics' classes on the stage's clock: each behaviour's settings reach the simulation
/// in UIKit's units (gravity 1 = 1000 pt/s², a push of 1 = 100 pt/s on a 100 × 100 item), checked
/// at sample times (every step, 1/60 s), where the recorded track is Box2D's state: distances
/// under a constant acceleration follow its semi-implicit Euler steps (`fallen`), to float
/// precision (0.01 point); contacts rest within Box2D's skin (1 point).
final class DynamicBehaviorTests: XCTestCase {
    /// How far a constant acceleration `a` (pt/s²) moves a body from rest in `t` seconds of steps.
    private func fallen(_ a: Double, in t: Double) -> Double {
        let h = UIDynamicAnimator.stepDuration
        let n = (t / h).rounded()
        return a * h * h * n * (n + 1) / 2
    }

    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    /// A ball of radius 10 centred at (x, y).
    private func ball(x: Double, y: Double) -> Ball {
        Ball(frame: CGRect(x: x - 10, y: y - 10, width: 20, height: 20))
    }

    private func position(_ stage: Stage, _ index: Int = 0, at t: Double) -> Point {
        stage.timeline.snapshot(at: t).layers[index].position
    }

    func testGravityMagnitudeAndAngle() {
        let down = ball(x: 100, y: 50)
        let right = ball(x: 50, y: 150)
        let stage = makeStage(down, right, width: 400, height: 400, duration: 1)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let gravity = UIGravityBehavior(items: [down])
        gravity.magnitude = 0.5
        XCTAssertEqual(Double(gravity.angle), .pi / 2, accuracy: 1e-12, "the direction kept")
        let sideways = UIGravityBehavior(items: [right])
        sideways.setAngle(0, magnitude: 2)
        XCTAssertEqual(sideways.gravityDirection, CGVector(dx: 2.0, dy: 0.0))
        sideways.angle = .pi
        XCTAssertEqual(Double(sideways.gravityDirection.dx), -2, accuracy: 1e-12)
        XCTAssertEqual(Double(sideways.magnitude), 2, accuracy: 1e-12)
        animator.addBehavior(gravity)
        animator.addBehavior(sideways)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.behaviors.count, 2)
        XCTAssertTrue(animator.referenceView === stage.view)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        let t = 0.5
        XCTAssertEqual(position(stage, 0, at: t).y, 50 + fallen(500, in: t), accuracy: 0.01)
        XCTAssertEqual(position(stage, 0, at: t).x, 100, accuracy: 1e-9)
        XCTAssertEqual(position(stage, 1, at: t).x, 50 - fallen(2000, in: t), accuracy: 0.01)
        XCTAssertEqual(animator.elapsedTime, 1, accuracy: 1e-9, "simulated to the end of the stage")
    }

    func testCollisionModesAndBoundaries() {
        let through = ball(x: 50, y: 50)
        let onShelf = ball(x: 150, y: 50)
        let inset = ball(x: 250, y: 50)
        let stage = makeStage(through, onShelf, inset, width: 300, height: 300, duration: 2)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        animator.addBehavior(UIGravityBehavior(items: [through, onShelf, inset]))
        let itemsOnly = UICollisionBehavior(items: [through])
        itemsOnly.collisionMode = .items
        itemsOnly.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(itemsOnly)
        let shelf = UICollisionBehavior(items: [onShelf])
        shelf.collisionMode = .boundaries
        shelf.addBoundary(withIdentifier: "gone" as NSString, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0))
        shelf.addBoundary(
            withIdentifier: "shelf" as NSString, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150))
        shelf.removeBoundary(withIdentifier: "gone" as NSString)
        XCTAssertEqual(shelf.boundaryIdentifiers, ["shelf" as NSString])
        animator.addBehavior(shelf)
        let walls = UICollisionBehavior(items: [inset])
        walls.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
        XCTAssertTrue(walls.translatesReferenceBoundsIntoBoundary)
        animator.addBehavior(walls)
        let end = stage.timeline.snapshot(at: 2).layers.map(\.position.y)
        XCTAssertEqual(end[0], 50 + fallen(1000, in: 2), accuracy: 0.05, "no walls for an items-only collision")
        XCTAssertEqual(end[1], 140, accuracy: 1, "resting on the shelf")
        XCTAssertEqual(end[2], 190, accuracy: 1, "the floor 100 points up")
        let removed = UICollisionBehavior(items: [])
        removed.addBoundary(
            withIdentifier: 1 as NSNumber, for: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)))
        XCTAssertEqual(removed.boundaryIdentifiers?.count, 1)
        removed.removeAllBoundaries()
        XCTAssertNil(removed.boundaryIdentifiers)
        XCTAssertEqual(UICollisionBehavior.Mode.everything, [.items, .boundaries])
    }

    /// A ball dropped inside a closed square path boundary stops on its bottom edge.
    func testAPathBoundaryCollidesAlongItsOutline() {
        let inside = ball(x: 100, y: 80)
        let stage = makeStage(inside, width: 300, height: 300, duration: 2)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        animator.addBehavior(UIGravityBehavior(items: [inside]))
        let box = UICollisionBehavior(items: [inside])
        box.addBoundary(
            withIdentifier: "box" as NSString, for: UIBezierPath(rect: CGRect(x: 50, y: 50, width: 100, height: 100)))
        animator.addBehavior(box)
        XCTAssertEqual(position(stage, at: 2).y, 140, accuracy: 1)
    }

    func testItemPropertiesVelocitiesAndAnchors() {
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // mass 1, centre (50, 50)
        let spinning = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let anchored = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let stage = makeStage(moving, spinning, anchored, width: 400, height: 400, duration: 1)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let item = UIDynamicItemBehavior(items: [moving, spinning])
        item.resistance = 0
        item.friction = 0.5
        item.density = 1
        item.charge = 3
        item.elasticity = 0.2
        item.addLinearVelocity(CGPoint(x: 120, y: 0), for: moving)
        item.addAngularVelocity(2, for: spinning)
        XCTAssertEqual(item.linearVelocity(for: moving), .zero, "not simulated yet")
        animator.addBehavior(item)
        let pinned = UIDynamicItemBehavior(items: [anchored])
        pinned.isAnchored = true
        pinned.allowsRotation = false
        pinned.angularResistance = 1
        animator.addBehavior(pinned)
        animator.addBehavior(UIGravityBehavior(items: [anchored]))
        stage.run(until: 0.5)
        XCTAssertEqual(Double(item.linearVelocity(for: moving).x), 120, accuracy: 1e-3)
        XCTAssertEqual(Double(item.angularVelocity(for: spinning)), 2, accuracy: 1e-5)
        item.addLinearVelocity(CGPoint(x: 0, y: 60), for: moving)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.snapshot(at: 0.5).layers[0].position.x, 50 + 60, accuracy: 0.01)
        XCTAssertEqual(timeline.snapshot(at: 1).layers[0].position.y, 50 + 30, accuracy: 0.01, "60 pt/s added at 0.5 s")
        XCTAssertEqual(timeline.number("transform.rotation.z", [1], at: 0.75), 1.5, accuracy: 1e-4)
        XCTAssertEqual(timeline.snapshot(at: 1).layers[2].position, Point(x: 250, y: 50), "anchored")
    }

    func testPushesInstantaneousAndContinuous() {
        let kicked = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pushed = UIView(frame: CGRect(x: 0, y: 200, width: 200, height: 100))  // mass 2
        let stage = makeStage(kicked, pushed, width: 1000, height: 400, duration: 1)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let kick = UIPushBehavior(items: [kicked], mode: .instantaneous)
        kick.magnitude = 1
        XCTAssertEqual(Double(kick.angle), 0, "magnitude alone points along x")
        kick.setTargetOffsetFromCenter(UIOffset(horizontal: 5, vertical: 0), for: kicked)
        animator.addBehavior(kick)
        let push = UIPushBehavior(items: [pushed], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        XCTAssertEqual(position(stage, 0, at: 1).x, 50 + 100, accuracy: 0.01, "100 pt/s once")
        XCTAssertEqual(stage.timeline.number("transform.rotation.z", [0], at: 1), 0, "pushed along its line: no turn")
        XCTAssertFalse(kick.active, "spent")
        XCTAssertEqual(position(stage, 1, at: 1).x, 100 + fallen(50, in: 1), accuracy: 0.01, "50 pt/s² on mass 2")
        XCTAssertEqual(Double(push.magnitude), 1, accuracy: 1e-12)
        push.angle = .pi / 2
        XCTAssertEqual(Double(push.pushDirection.dy), 1, accuracy: 1e-12)
    }

    /// A push of 1 to the right, 50 points below the centre of a 100 × 100 view: 100 pt/s and
    /// −3 rad/s (inertia m·(w² + h²)/12, anticlockwise on screen) when the view may turn; with
    /// `allowsRotation` false it moves the same and its angle stays 0. A denser view moves less.
    func testAnOffCentrePushSpinsAViewThatMayTurn() {
        let turning = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fixed = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        let dense = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let stage = makeStage(turning, fixed, dense, width: 1000, height: 500, duration: 0.5)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let kick = UIPushBehavior(items: [turning, fixed, dense], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 1, dy: 0)
        for view in [turning, fixed] {
            kick.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: view)
        }
        XCTAssertEqual(kick.targetOffsetFromCenter(for: fixed), UIOffset(horizontal: 0, vertical: 50))
        XCTAssertEqual(kick.targetOffsetFromCenter(for: dense), .zero)
        let held = UIDynamicItemBehavior(items: [fixed])
        held.allowsRotation = false
        let heavy = UIDynamicItemBehavior(items: [dense])
        heavy.density = 4
        animator.addBehavior(held)
        animator.addBehavior(heavy)
        animator.addBehavior(kick)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("transform.rotation.z", [0], at: 0.5), -1.5, accuracy: 1e-4)
        XCTAssertEqual(position(stage, 0, at: 0.5).x, 50 + 50, accuracy: 0.01)
        XCTAssertTrue(stage.scene.layers[1].animations.allSatisfy { $0.keyPath != "transform" }, "never turned")
        XCTAssertEqual(position(stage, 1, at: 0.5).x, 50 + 50, accuracy: 0.01)
        XCTAssertEqual(position(stage, 2, at: 0.5).x, 50 + 12.5, accuracy: 0.01, "a quarter of the speed")
    }

    /// A snap with damping 1 (ratio 1.5) creeps in without overshooting; with damping 0 (ratio
    /// 0.5) it overshoots its point.
    func testSnapDampingDecidesTheOvershoot() {
        let firm = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let loose = UIView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        let stage = makeStage(firm, loose, width: 400, height: 400, duration: 3)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let firmSnap = UISnapBehavior(item: firm, snapTo: CGPoint(x: 210, y: 10))
        firmSnap.damping = 1
        let looseSnap = UISnapBehavior(item: loose, snapTo: CGPoint(x: 210, y: 110))
        looseSnap.damping = 0
        animator.addBehavior(firmSnap)
        animator.addBehavior(looseSnap)
        let timeline = stage.timeline
        let firmX = stride(from: 0.0, through: 3, by: 1.0 / 120).map { timeline.snapshot(at: $0).layers[0].position.x }
        let looseX = stride(from: 0.0, through: 3, by: 1.0 / 120).map { timeline.snapshot(at: $0).layers[1].position.x }
        XCTAssertLessThanOrEqual(firmX.max()!, 210 + 0.01)
        XCTAssertEqual(firmX.last!, 210, accuracy: 0.5)
        XCTAssertGreaterThan(looseX.max()!, 230, "about 16 % of the 200 pt beyond")
        XCTAssertEqual(looseX.last!, 210, accuracy: 0.5)
        XCTAssertTrue(firmSnap.item === firm)
    }

    /// A rigid attachment keeps its length: a pendulum from an anchor, and two items on a rod.
    func testAttachmentsKeepTheirLength() {
        let bob = ball(x: 260, y: 100)
        let left = UIView(frame: CGRect(x: 40, y: 290, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 140, y: 290, width: 20, height: 20))
        let stage = makeStage(bob, left, right, width: 400, height: 400, duration: 1)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let pendulum = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 20))
        XCTAssertEqual(Double(pendulum.length), 100, accuracy: 1e-12, "the distance when attached")
        XCTAssertEqual(pendulum.anchorPoint, CGPoint(x: 200, y: 20))
        let rod = UIAttachmentBehavior(item: left, attachedTo: right)
        XCTAssertEqual(Double(rod.length), 100, accuracy: 1e-12)
        XCTAssertEqual(rod.items.count, 2)
        animator.addBehavior(UIGravityBehavior(items: [bob, left]))
        animator.addBehavior(pendulum)
        animator.addBehavior(rod)
        let timeline = stage.timeline
        for t in stride(from: 0.25, through: 1, by: 0.25) {
            let layers = timeline.snapshot(at: t).layers
            let p = layers[0].position
            XCTAssertEqual(((p.x - 200) * (p.x - 200) + (p.y - 20) * (p.y - 20)).squareRoot(), 100, accuracy: 0.5)
            let (a, b) = (layers[1].position, layers[2].position)
            XCTAssertEqual(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot(), 100, accuracy: 0.5)
        }
        XCTAssertGreaterThan(timeline.snapshot(at: 1).layers[2].position.y, 300, "the rod pulled the other item down")
    }

    /// A spring attachment with an offset: anchored 50 points above the item's top edge at rest
    /// length 40, undamped at 1 Hz, the edge rises to 30 points below the anchor after half a
    /// period and back (Box2D's implicit spring loses a little of the swing: 3 points).
    func testASpringAttachmentOscillatesAtItsFrequency() {
        let weight = UIView(frame: CGRect(x: 100, y: 150, width: 20, height: 20))
        let stage = makeStage(weight, width: 400, height: 400, duration: 1)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let spring = UIAttachmentBehavior(
            item: weight, offsetFromCenter: UIOffset(horizontal: 0, vertical: -10),
            attachedToAnchor: CGPoint(x: 110, y: 100))
        XCTAssertEqual(Double(spring.length), 50, accuracy: 1e-12)
        spring.length = 40
        spring.frequency = 1
        spring.damping = 0
        animator.addBehavior(spring)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.snapshot(at: 0.5).layers[0].position.y, 160 - 20, accuracy: 4)
        XCTAssertEqual(timeline.snapshot(at: 1).layers[0].position.y, 160, accuracy: 4)
        XCTAssertLessThan(timeline.snapshot(at: 0.5).layers[0].position.y, 145, "it rose")
    }

    /// Removing the behaviours stops the simulation where it is; moving the view and telling the
    /// animator continues from there with the velocity it had.
    func testRemovingBehavioursAndUpdatingItems() {
        let stopped = ball(x: 50, y: 50)
        let moved = ball(x: 150, y: 50)
        let stage = makeStage(stopped, moved, width: 300, height: 1000, duration: 1)
        let animator = UIDynamicAnimator(referenceView: stage.view)
        let gravity = UIGravityBehavior(items: [stopped])
        animator.addBehavior(gravity)
        let other = UIDynamicAnimator(referenceView: stage.view)
        other.addBehavior(UIGravityBehavior(items: [moved]))
        stage.at(0.5) {
            animator.removeBehavior(gravity)
            XCTAssertFalse(animator.isRunning)
            XCTAssertNil(gravity.dynamicAnimator)
            moved.center = CGPoint(x: 150, y: 50)
            other.updateItem(usingCurrentState: moved)
        }
        stage.at(0.75) { other.removeAllBehaviors() }
        let timeline = stage.timeline
        XCTAssertEqual(
            timeline.snapshot(at: 1).layers[0].position.y, 50 + fallen(1000, in: 0.5), accuracy: 0.01,
            "held since 0.5 s")
        // Back at 50 at 0.5 s with its 500 pt/s: 0.25 s later, 125 below plus the fall.
        let later = 50 + 125 + fallen(1000, in: 0.25)
        XCTAssertEqual(timeline.snapshot(at: 0.75).layers[1].position.y, later, accuracy: 0.01)
        XCTAssertEqual(timeline.snapshot(at: 1).layers[1].position.y, later, accuracy: 0.01)
    }

    /// Behaviours made of child behaviours, and items that are not views.
    final class Composite: UIDynamicBehavior {
        var moves: [UIDynamicAnimator?] = []
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator) }
    }

    final class Dot: UIDynamicItem {
        var center = CGPoint(x: 10, y: 10)
        var bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        var transform = CGAffineTransform.identity
        var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    func testChildBehavioursAndItemsThatAreNotViews() {
        let stage = Stage(width: 100, height: 100, duration: 1)
        let dot = Dot()
        let animator = UIDynamicAnimator(referenceView: stage.view)
        animator.delegate = self
        let composite = Composite()
        let gravity = UIGravityBehavior(items: [])
        gravity.addItem(dot)
        gravity.addItem(dot)
        XCTAssertEqual(gravity.items.count, 1)
        let itemsBehavior: UIDynamicItemsBehavior = gravity
        XCTAssertTrue(itemsBehavior.items.first === dot)
        composite.addChildBehavior(gravity)
        composite.addChildBehavior(UIGravityBehavior(items: [dot]))
        composite.removeChildBehavior(composite.childBehaviors[1])
        composite.action = {}
        animator.addBehavior(composite)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        XCTAssertEqual(composite.moves.count, 1)
        XCTAssertTrue(composite.moves[0] === animator)
        stage.run(until: 0.5)
        XCTAssertEqual(Double(dot.center.y), 10 + fallen(1000, in: 0.5), accuracy: 0.01)
        XCTAssertEqual(Double(dot.center.x), 10)
        gravity.removeItem(dot)
        stage.run(until: 1)
        XCTAssertEqual(Double(dot.center.y), 10 + fallen(1000, in: 0.5), accuracy: 0.01, "no items left: it stays")
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(UIOffset.zero.horizontal, 0)
        XCTAssertEqual(UIDynamicAnimator.stepDuration, 1.0 / 60)
    }
}
