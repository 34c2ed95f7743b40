import Foundation
import ReelCoreAnimation
import ReelDynamics
import ReelGeometry
import ReelTimeline

/// UIKit Dynamics' physics engine: moves its behaviours' items on the stage's clock.
///
/// The physics is Box2D's, in UIKit's units (100 points a meter), advanced in fixed steps of
/// 1/60 s as the clock moves, so it is deterministic and independent of the frame rate; each
/// item's position (and rotation, once it turns) is recorded every step as a sampled model track
/// on its layer, played back linearly between samples.
/// Behaviours added at a time `t` (in `stage.at(t)`) start acting at `t`. The stage keeps the
/// animator alive, and needs a ``Stage/duration``: without one the clock, and the physics, stop
/// at the last event.
///
/// As in UIKit, a ball of ``UIDynamicItemBehavior/elasticity`` 1 dropped on the floor bounces a
/// little lower each time and comes to rest, and impacts slower than 100 points/s do not bounce.
open class UIDynamicAnimator {
    /// Seconds per physics step.
    package static let stepDuration = DynamicsWorld.stepDuration
    /// Physics steps per recorded sample.
    static let stepsPerSample = DynamicsWorld.stepsPerSample

    /// The view whose coordinates the items' centres are in, and whose bounds
    /// ``UICollisionBehavior/translatesReferenceBoundsIntoBoundary`` turns into walls.
    public let referenceView: UIView?
    /// The behaviours added with ``addBehavior(_:)`` (their children are not listed).
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Accepted and never called: Reel reports no pauses.
    public weak var delegate: AnyObject?

    private weak var stage: StageClock?
    private let origin: Double
    private var stepCount = 0
    private let world = DynamicsWorld()
    private var tracks: [ObjectIdentifier: ItemTrack] = [:]
    private var order: [ObjectIdentifier] = []

    /// One item's simulated body and the samples not yet recorded.
    private final class ItemTrack {
        let item: UIDynamicItem
        let body: DynamicBody
        var written: (center: CGPoint, angle: Double)
        var pendingStart = 0
        var pending: [(Point, Double)] = []
        var rotated = false
        init(item: UIDynamicItem, body: DynamicBody) {
            (self.item, self.body) = (item, body)
            written = (item.center, 0)
        }
    }

    /// An animator on the current stage, starting at the stage's current time.
    ///
    /// - Parameter view: The reference view: the items are its subviews (or other items in its
    ///   coordinates).
    public init(referenceView view: UIView) {
        referenceView = view
        stage = AuthoringContext.current.stage
        origin = stage?.now ?? 0
        // The stage keeps the animator (as a view controller property would) until the clock stops.
        stage?.clockListeners.append { time in self.advance(to: time) }
    }

    /// Adds a behaviour (with its children), which acts from the stage's current time.
    ///
    /// Calls the behaviour's ``UIDynamicBehavior/willMove(to:)`` first; adding a behaviour the
    /// animator has does nothing.
    ///
    /// - Parameter behavior: The behaviour to add.
    public func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        setDynamicAnimator(behavior, self)
    }
    /// Removes a behaviour (with its children), which stops acting at the stage's current time.
    ///
    /// Calls the behaviour's ``UIDynamicBehavior/willMove(to:)`` with nil first. The items keep
    /// their velocities for the behaviours left.
    ///
    /// - Parameter behavior: The behaviour to remove.
    public func removeBehavior(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        setDynamicAnimator(behavior, nil)
    }
    /// Removes every behaviour, as ``removeBehavior(_:)`` does; the items stop where they are.
    public func removeAllBehaviors() { for b in behaviors { removeBehavior(b) } }

    private func setDynamicAnimator(_ behavior: UIDynamicBehavior, _ animator: UIDynamicAnimator?) {
        behavior.dynamicAnimator = animator
        behavior.childBehaviors.forEach { setDynamicAnimator($0, animator) }
    }

    /// Whether the animator has behaviours. Unlike UIKit's, it stays true while the items are at
    /// rest.
    public var isRunning: Bool { !behaviors.isEmpty }
    /// Seconds simulated since the animator was made, in whole physics steps.
    public var elapsedTime: TimeInterval { Double(stepCount) * Self.stepDuration }

    /// Makes the simulation take an item's centre and rotation as they are now, keeping its
    /// velocity.
    ///
    /// A centre set by code is taken over at the next step anyway; call this after changing an
    /// item's rotation. Does nothing for an item no behaviour has acted on yet.
    ///
    /// - Parameter item: The item whose state changed.
    public func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let track = tracks[ObjectIdentifier(item)] else { return }
        adopt(track)
    }

    func body(for item: UIDynamicItem) -> DynamicBody? { tracks[ObjectIdentifier(item)]?.body }

    // MARK: Simulation

    private var allBehaviors: [UIDynamicBehavior] {
        var result: [UIDynamicBehavior] = []
        func visit(_ b: UIDynamicBehavior) {
            result.append(b)
            b.childBehaviors.forEach(visit)
        }
        behaviors.forEach(visit)
        return result
    }

    private func track(_ item: UIDynamicItem) -> ItemTrack {
        let id = ObjectIdentifier(item)
        if let t = tracks[id] { return t }
        let b = item.bounds
        let body = DynamicBody(
            position: DynamicsVector(x: Double(item.center.x), y: Double(item.center.y)),
            halfWidth: Double(b.width) / 2, halfHeight: Double(b.height) / 2,
            isCircle: item.collisionBoundsType == .ellipse)
        let t = ItemTrack(item: item, body: body)
        t.body.angle = atan2(Double(item.transform.b), Double(item.transform.a))
        t.written = (item.center, t.body.angle)
        tracks[id] = t
        order.append(id)
        startPending(t)
        return t
    }

    private func startPending(_ t: ItemTrack) {
        t.pending = []
        if stepCount % Self.stepsPerSample == 0 {
            t.pendingStart = stepCount
            t.pending = [(Point(x: t.body.position.x, y: t.body.position.y), t.body.angle)]
        }
    }

    private func adopt(_ t: ItemTrack) {
        t.body.position = DynamicsVector(x: Double(t.item.center.x), y: Double(t.item.center.y))
        t.body.angle = atan2(Double(t.item.transform.b), Double(t.item.transform.a))
        t.written = (t.item.center, t.body.angle)
        startPending(t)
    }

    /// Rebuilds the world from the behaviours as they are now.
    private func configure() -> Bool {
        let all = allBehaviors
        var ids: [ObjectIdentifier] = []
        for b in all {
            for item in b.dynamicItems {
                let t = track(item)
                let id = ObjectIdentifier(item)
                if !ids.contains(id) { ids.append(id) }
                _ = t
            }
        }
        guard !ids.isEmpty else { return false }
        for id in ids {
            let t = tracks[id]!
            if t.item.center != t.written.center { adopt(t) }
        }
        let active = order.filter { ids.contains($0) }.map { tracks[$0]! }
        func body(_ item: UIDynamicItem) -> DynamicBody { tracks[ObjectIdentifier(item)]!.body }
        func vector(_ p: CGPoint) -> DynamicsVector { DynamicsVector(x: Double(p.x), y: Double(p.y)) }
        var described: [DynamicsBehavior] = []
        for b in all {
            switch b {
            case let g as UIGravityBehavior:
                described.append(
                    .gravity(
                        g.items.map(body),
                        direction: DynamicsVector(x: Double(g.gravityDirection.dx), y: Double(g.gravityDirection.dy))))
            case let p as UIPushBehavior:
                guard p.active else { break }
                described.append(
                    .push(
                        p.items.map(body), continuous: p.mode == .continuous,
                        direction: DynamicsVector(x: Double(p.pushDirection.dx), y: Double(p.pushDirection.dy)),
                        offsets: p.items.map {
                            let o = p.targetOffsetFromCenter(for: $0)
                            return DynamicsVector(x: Double(o.horizontal), y: Double(o.vertical))
                        }))
                if p.mode == .instantaneous { p.active = false }
            case let m as UIDynamicItemBehavior:
                var material = DynamicMaterial()
                material.elasticity = Double(m.elasticity)
                material.friction = Double(m.friction)
                material.density = Double(m.density)
                material.resistance = Double(m.resistance)
                material.angularResistance = Double(m.angularResistance)
                material.isAnchored = m.isAnchored
                material.allowsRotation = m.allowsRotation
                described.append(.material(m.items.map(body), material))
                for (item, v) in m.linearVelocityChanges {
                    track(item).body.velocity = track(item).body.velocity + vector(v)
                }
                for (item, w) in m.angularVelocityChanges { track(item).body.angularVelocity += Double(w) }
                m.linearVelocityChanges = []
                m.angularVelocityChanges = []
            case let c as UICollisionBehavior:
                let i = c.referenceInsets
                described.append(
                    .collision(
                        c.items.map(body), withBoundaries: c.collisionMode.contains(.boundaries),
                        betweenItems: c.collisionMode.contains(.items),
                        referenceInsets: c.translatesReferenceBoundsIntoBoundary
                            ? DynamicsInsets(
                                top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom),
                                right: Double(i.right)) : nil,
                        boundaries: c.namedBoundaries.flatMap(\.1)))
            case let s as UISnapBehavior:
                described.append(.snap(body(s.item), point: vector(s.snapPoint), damping: Double(s.damping)))
            case let a as UIAttachmentBehavior:
                described.append(
                    .attachment(
                        DynamicSpring(
                            body: body(a.items[0]),
                            offset: DynamicsVector(x: Double(a.offsets.0.horizontal), y: Double(a.offsets.0.vertical)),
                            other: a.items.count > 1 ? body(a.items[1]) : nil,
                            otherOffset: DynamicsVector(
                                x: Double(a.offsets.1.horizontal), y: Double(a.offsets.1.vertical)),
                            anchor: vector(a.anchorPoint), length: Double(a.length), frequency: Double(a.frequency),
                            damping: Double(a.damping))))
            default: break
            }
        }
        let bounds = referenceView?.bounds ?? .zero
        world.configure(
            bodies: active.map(\.body), behaviors: described,
            referenceBounds: DynamicsBounds(
                minX: Double(bounds.minX), minY: Double(bounds.minY),
                maxX: Double(bounds.maxX), maxY: Double(bounds.maxY)))
        return true
    }

    /// Runs the physics up to stage time `time` and records what moved.
    func advance(to time: Double) {
        guard configure() else {
            stepCount = max(stepCount, Int(((time - origin) / Self.stepDuration + 1e-6).rounded(.down)))
            return
        }
        let active = world.bodies.map { b in tracks.values.first { $0.body === b }! }
        while origin + Double(stepCount + 1) * Self.stepDuration <= time + 1e-9 {
            world.step(Self.stepDuration)
            stepCount += 1
            if stepCount % Self.stepsPerSample == 0 {
                for t in active {
                    if t.pending.isEmpty { t.pendingStart = stepCount }
                    t.pending.append((Point(x: t.body.position.x, y: t.body.position.y), t.body.angle))
                }
            }
        }
        for t in active { flush(t) }
    }

    /// Records an item's pending samples on its layer and moves the item to the last one.
    private func flush(_ t: ItemTrack) {
        guard t.pending.count > 1 else { return }
        let samples = t.pending
        let start = origin + Double(t.pendingStart) * Self.stepDuration
        let step = Double(Self.stepsPerSample) * Self.stepDuration
        t.pending = [samples.last!]
        t.pendingStart += (samples.count - 1) * Self.stepsPerSample
        let moved = samples.contains { $0.0 != samples[0].0 }
        let turned = samples.contains { $0.1 != samples[0].1 }
        if turned { t.rotated = true }
        let last = samples.last!
        if let view = t.item as? UIView, let stage = view.layer.stage, view.layer.attachInstant != nil {
            let layer = view.layer
            _ = stage
            if moved {
                layer.history["position", default: PropertyHistory(initial: .point(layer.model.position))]
                    .record(.samples(time: start, step: step, values: samples.map { .point($0.0) }))
                layer.model.position = last.0
            }
            if t.rotated && (turned || layer.model.transform != Transform3D(AffineTransform(rotationAngle: last.1))) {
                layer.history["transform", default: PropertyHistory(initial: .transform(layer.model.transform))]
                    .record(
                        .samples(
                            time: start, step: step,
                            values: samples.map { .transform(Transform3D(AffineTransform(rotationAngle: $0.1))) }))
                layer.model.transform = Transform3D(AffineTransform(rotationAngle: last.1))
            }
        } else {
            if moved { t.item.center = CGPoint(last.0) }
            if t.rotated { t.item.transform = AffineTransform(rotationAngle: last.1) }
        }
        t.written = (t.item.center, last.1)
    }
}
