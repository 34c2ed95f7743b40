internal import CBox2D
import Foundation

/// The simulation: Box2D 2.4.1 (through CBox2D) in UIKit's units, advanced by fixed steps.
///
/// Box2D works in meters; Reel puts 100 points in a meter, the scale at which UIKit's documented
/// units are Box2D's own: a 100 × 100 item of density 1 is 1 m² of 1 kg, so a push of magnitude 1
/// is 1 N (100 points/s² on that item); gravity 1 (1000 points/s²) is 10 m/s², about the Earth's;
/// items of 10 to 1000 points are 0.1 to 10 m, the sizes Box2D is tuned for; and Box2D's
/// restitution threshold of 1 m/s is the 100 points/s below which UIKit items are observed not to
/// bounce.
package final class DynamicsWorld {
    /// Seconds per physics step: UIKit's animator steps with the display, 60 times a second, the
    /// step Box2D is tuned for. The simulation never depends on the frame rate.
    package static let stepDuration = 1.0 / 60
    /// Physics steps per recorded sample (a sample a step, played back linearly).
    package static let stepsPerSample = 1
    /// Points in a Box2D meter (see the type's discussion).
    package static let pointsPerMeter = 100.0
    /// Box2D's recommended solver iterations.
    static let velocityIterations: Int32 = 8
    static let positionIterations: Int32 = 3

    /// The bodies `configure` was last given, in its order.
    package private(set) var bodies: [DynamicBody] = []
    let world: OpaquePointer
    /// Every body ever configured, by Box2D index (a body left out later is disabled, not removed).
    private var known: [DynamicBody] = []
    private var indices: [ObjectIdentifier: Int32] = [:]
    private var structure: Structure?

    package init() { world = cbox2d_world_create() }
    deinit { cbox2d_world_destroy(world) }

    /// Rebuilds the world from `behaviors` over `bodies` (the order bodies were first seen in):
    /// materials (the last item behaviour for a body wins), what collides, joints and forces; an
    /// instantaneous push changes its bodies' velocities at once. Called whenever the behaviours
    /// may have changed, before stepping; Box2D's contacts and joints are kept while what they
    /// depend on is unchanged.
    package func configure(bodies: [DynamicBody], behaviors: [DynamicsBehavior], referenceBounds bounds: DynamicsBounds)
    {
        self.bodies = bodies
        for behavior in behaviors {
            guard case .material(let items, let m) = behavior else { continue }
            for body in items {
                body.elasticity = m.elasticity
                body.friction = m.friction
                body.density = max(m.density, 1e-6)
                body.resistance = m.resistance
                body.angularResistance = m.angularResistance
                body.isAnchored = m.isAnchored
                body.allowsRotation = m.allowsRotation
            }
        }
        // A snap holds its body's rotation whatever the item behaviours say.
        for case .snap(let body, _, _) in behaviors { body.allowsRotation = false }
        for body in bodies {
            if !body.allowsRotation { body.angularVelocity = 0 }
            if body.isAnchored { (body.velocity, body.angularVelocity) = (.zero, 0) }
        }
        var structure = Structure()
        for body in bodies { _ = index(of: body) }
        let active = Set(bodies.map(ObjectIdentifier.init))
        structure.materials = known.map { Structure.Material($0, enabled: active.contains(ObjectIdentifier($0))) }
        for (group, behavior) in behaviors.enumerated() {
            describe(behavior, group: Int32(group), bounds: bounds, into: &structure)
        }
        writeStates()
        if structure != self.structure {
            apply(structure)
            self.structure = structure
        }
        cbox2d_clear_forces(world)
        let m = Self.pointsPerMeter
        for behavior in behaviors {
            switch behavior {
            case .gravity(let items, let direction):
                for body in items {
                    cbox2d_body_add_acceleration(world, index(of: body), direction.x * 1000 / m, direction.y * 1000 / m)
                }
            case .push(let items, let continuous, let direction, let offsets):
                // Magnitude 1 is a UIKit newton: 1 kg at 100 points/s², Box2D's 1 N.
                for (i, body) in items.enumerated() {
                    let offset = offsets.indices.contains(i) ? offsets[i] : .zero
                    if continuous {
                        cbox2d_body_add_force(
                            world, index(of: body), direction.x, direction.y, offset.x / m, offset.y / m)
                    } else if !body.isAnchored {
                        cbox2d_body_apply_impulse(
                            world, index(of: body), direction.x, direction.y, offset.x / m, offset.y / m)
                        read(body)
                    }
                }
            default: break
            }
        }
    }

    /// Advances by `h` seconds.
    package func step(_ h: Double) {
        writeStates()
        cbox2d_world_step(world, h, Self.velocityIterations, Self.positionIterations)
        for body in bodies where !body.isAnchored { read(body) }
    }

    func index(of body: DynamicBody) -> Int32 {
        if let i = indices[ObjectIdentifier(body)] { return i }
        let m = Self.pointsPerMeter
        let i = cbox2d_body_add(
            world, body.isCircle ? 1 : 0, (body.isCircle ? body.radius : body.halfWidth) / m, body.halfHeight / m)
        indices[ObjectIdentifier(body)] = i
        known.append(body)
        return i
    }

    /// Gives Box2D the state of every body a caller changed since the last step (or never given).
    private func writeStates() {
        let m = Self.pointsPerMeter
        for body in bodies where body.synced != body.state {
            let s = body.state
            cbox2d_body_set_state(
                world, index(of: body),
                CBox2DState(
                    x: s.position.x / m, y: s.position.y / m, angle: s.angle, vx: s.velocity.x / m,
                    vy: s.velocity.y / m, angularVelocity: s.angularVelocity))
            body.synced = s
        }
    }

    /// Takes a body's state from Box2D; a component Box2D left as it was given keeps its exact
    /// value (Box2D holds floats).
    private func read(_ body: DynamicBody) {
        let m = Self.pointsPerMeter
        let s = cbox2d_body_state(world, index(of: body))
        func kept(_ old: Double, _ new: Double, _ scale: Double) -> Double {
            Float(old / scale) == Float(new) ? old : new * scale
        }
        body.position = DynamicsVector(x: kept(body.position.x, s.x, m), y: kept(body.position.y, s.y, m))
        body.angle = kept(body.angle, s.angle, 1)
        body.velocity = DynamicsVector(x: kept(body.velocity.x, s.vx, m), y: kept(body.velocity.y, s.vy, m))
        body.angularVelocity = kept(body.angularVelocity, s.angularVelocity, 1)
        body.synced = body.state
    }
}
