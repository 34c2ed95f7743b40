import Foundation
import ReelDiagnostics
import ReelDynamics
import ReelGeometry
import ReelTimeline

/// The lower pass for `"dynamics"`: the checked behaviours become a ReelDynamics world (the same
/// engine, Box2D, and fixed step as the Swift API's `UIDynamicAnimator`), simulated once into
/// position and rotation keyframe tracks sampled every step (1/60 s), so the timeline stays pure
/// and frames match the Swift scene exactly.
extension SceneDynamics {
    /// Simulates and puts the tracks on the item layers, before their own animations.
    /// `limits.dynamics` bounds the work (steps × what each step checks), refused before simulating.
    func lower(into scene: inout Scene, limits: SceneLimits) throws(SceneError) {
        let (order, bodies) = makeBodies(scene.layers)
        let world = makeWorld(order: order, bodies: bodies, layers: scene.layers)
        let steps = DynamicsWorld.steps(from: begin, to: end)
        let checks = DynamicsWorld.checksPerStep(bodies: order.map { bodies[$0]! }, behaviors: world)
        let (work, overflow) = steps.multipliedReportingOverflow(by: checks)
        if overflow || work > limits.dynamics {
            let message = SceneLimits.exceeded(
                "dynamics",
                "the simulation needs \(steps) steps × \(checks) checks (items, springs and collision pairs)",
                limit: limits.dynamics
            ).message
            throw node.error(message, kind: .limit)
        }
        let simulation = DynamicsWorld()
        simulation.configure(
            bodies: order.map { bodies[$0]! }, behaviors: world,
            referenceBounds: DynamicsBounds(minX: 0, minY: 0, maxX: scene.width, maxY: scene.height))
        let tracks = simulation.record(steps: steps)
        for (i, track) in zip(order, tracks) {
            scene.layers[i].animations.insert(contentsOf: Self.tracks(track, start: begin), at: 0)
        }
    }

    /// A body for each item, in the order the behaviours first name them (as UIDynamicAnimator
    /// meets them), from its layer's position, size and rotation.
    private func makeBodies(_ layers: [Layer]) -> (order: [Int], bodies: [Int: DynamicBody]) {
        var order: [Int] = []
        var ordered = Set<Int>()
        for b in behaviors { for i in b.items where ordered.insert(i).inserted { order.append(i) } }
        var bodies: [Int: DynamicBody] = [:]
        for i in order {
            let layer = layers[i]
            let body = DynamicBody(
                position: DynamicsVector(x: layer.position.x, y: layer.position.y),
                halfWidth: layer.bounds.width / 2, halfHeight: layer.bounds.height / 2,
                isCircle: ellipses.contains(i))
            body.angle = atan2(layer.transform.m12, layer.transform.m11)
            bodies[i] = body
        }
        return (order, bodies)
    }

    /// The behaviours over those bodies; an item behaviour's velocities are given to its bodies here.
    private func makeWorld(order: [Int], bodies: [Int: DynamicBody], layers: [Layer]) -> [DynamicsBehavior] {
        func position(_ i: Int, _ offset: DynamicsVector) -> DynamicsVector {
            DynamicsVector(x: layers[i].position.x + offset.x, y: layers[i].position.y + offset.y)
        }
        var world: [DynamicsBehavior] = []
        for b in behaviors {
            switch b {
            case .gravity(let items, let direction):
                world.append(.gravity(items.map { bodies[$0]! }, direction: direction))
            case .collision(let items, let withBoundaries, let betweenItems, let insets, let segments):
                world.append(
                    .collision(
                        items.map { bodies[$0]! }, withBoundaries: withBoundaries, betweenItems: betweenItems,
                        referenceInsets: insets, boundaries: segments))
            case .material(let items, let material, let linear, let angular):
                for i in items {
                    if let linear { bodies[i]!.velocity = bodies[i]!.velocity + linear }
                    if let angular { bodies[i]!.angularVelocity += angular }
                }
                world.append(.material(items.map { bodies[$0]! }, material))
            case .push(let items, let continuous, let direction, let offset):
                world.append(
                    .push(
                        items.map { bodies[$0]! }, continuous: continuous, direction: direction,
                        offsets: items.map { _ in offset }))
            case .snap(let i, let point, let damping):
                world.append(.snap(bodies[i]!, point: point, damping: damping))
            case .attachment(
                let i, let offset, let other, let otherOffset, let anchor, let length, let frequency, let damping):
                // UIKit's default length: the distance between the attached points when attached.
                let p = position(i, offset)
                let q = other.map { position($0, otherOffset) } ?? anchor
                world.append(
                    .attachment(
                        DynamicSpring(
                            body: bodies[i]!, offset: offset, other: other.map { bodies[$0]! },
                            otherOffset: otherOffset, anchor: anchor,
                            length: length ?? hypot(p.x - q.x, p.y - q.y), frequency: frequency, damping: damping)))
            }
        }
        return world
    }

    /// The tracks the Swift API records for a moved item: position, then rotation (when it turned),
    /// each holding its last sample.
    private static func tracks(_ track: DynamicsTrack, start: Double) -> [Animation] {
        var values: [(String, [AnimationValue])] = []
        if track.positions.contains(where: { $0 != track.positions[0] }) {
            values.append(("position", track.positions.map { .point(Point(x: $0.x, y: $0.y)) }))
        }
        if track.angles.contains(where: { $0 != track.angles[0] }) {
            values.append(
                ("transform", track.angles.map { .transform(Transform3D(AffineTransform(rotationAngle: $0))) }))
        }
        return values.map { keyPath, samples in
            var animation = Animation(keyPath: keyPath, kind: .keyframes(Keyframes(values: samples)))
            animation.timing.beginTime = start
            animation.timing.duration = max(DynamicsWorld.sampleInterval * Double(samples.count - 1), 1e-6)
            animation.timing.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            return animation
        }
    }
}
