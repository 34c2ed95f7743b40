internal import CBox2D
import Foundation

/// What Box2D is given besides states and forces: materials, what collides with what, the
/// boundaries and the joints. It is rebuilt only when it changes, so Box2D keeps its contacts and
/// joints (and their warm starts) from step to step.
struct Structure: Equatable {
    struct Material: Equatable {
        var density = 1.0, friction = 0.0, restitution = 0.0, linearDamping = 0.0, angularDamping = 0.0
        var anchored = false, fixedRotation = false, enabled = true
        init(_ body: DynamicBody, enabled: Bool) {
            (density, friction, restitution) = (body.density, body.friction, body.elasticity)
            (linearDamping, angularDamping) = (body.resistance, body.angularResistance)
            (anchored, fixedRotation, self.enabled) = (body.isAnchored, !body.allowsRotation, enabled)
        }
    }
    struct Segment: Equatable {
        var group: Int32, x1: Double, y1: Double, x2: Double, y2: Double
    }
    /// A body and what it may collide with: another body, or a boundary group.
    struct Permission: Equatable {
        var body: Int32, other: Int32
    }
    struct Joint: Equatable {
        var a: Int32, ax: Double, ay: Double, b: Int32, bx: Double, by: Double
        var length: Double, frequency: Double, damping: Double
    }
    struct Snap: Equatable {
        var body: Int32, x: Double, y: Double, damping: Double
    }
    var materials: [Material] = []
    var pairs: [Permission] = []
    var segments: [Segment] = []
    var boundaries: [Permission] = []
    var joints: [Joint] = []
    var snaps: [Snap] = []
}

extension DynamicsWorld {
    /// What `behavior` adds to the structure, in meters; `group` numbers its boundaries.
    func describe(_ behavior: DynamicsBehavior, group: Int32, bounds: DynamicsBounds, into s: inout Structure) {
        let m = Self.pointsPerMeter
        switch behavior {
        case .collision(let items, let withBoundaries, let betweenItems, let insets, let boundaries):
            if withBoundaries {
                var segments = boundaries
                if let i = insets {
                    // The four walls, each reaching past the corners so that nothing slips between two.
                    let (x0, y0) = (bounds.minX + i.left, bounds.minY + i.top)
                    let (x1, y1) = (bounds.maxX - i.right, bounds.maxY - i.bottom)
                    let reach = max(x1 - x0, y1 - y0, 1)
                    segments += [
                        .segment(DynamicsVector(x: x0 - reach, y: y0), DynamicsVector(x: x1 + reach, y: y0)),
                        .segment(DynamicsVector(x: x0 - reach, y: y1), DynamicsVector(x: x1 + reach, y: y1)),
                        .segment(DynamicsVector(x: x0, y: y0 - reach), DynamicsVector(x: x0, y: y1 + reach)),
                        .segment(DynamicsVector(x: x1, y: y0 - reach), DynamicsVector(x: x1, y: y1 + reach))
                    ]
                }
                for case .segment(let p, let q) in segments {
                    s.segments.append(
                        Structure.Segment(group: group, x1: p.x / m, y1: p.y / m, x2: q.x / m, y2: q.y / m))
                }
                for body in items { s.boundaries.append(Structure.Permission(body: index(of: body), other: group)) }
            }
            if betweenItems {
                for i in items.indices {
                    for j in items.indices where j > i && items[i] !== items[j] {
                        s.pairs.append(Structure.Permission(body: index(of: items[i]), other: index(of: items[j])))
                    }
                }
            }
        case .snap(let body, let point, let damping):
            s.snaps.append(Structure.Snap(body: index(of: body), x: point.x / m, y: point.y / m, damping: damping))
        case .attachment(let spring):
            let other = spring.other.map { index(of: $0) } ?? -1
            let end = spring.other == nil ? spring.anchor : spring.otherOffset
            s.joints.append(
                Structure.Joint(
                    a: index(of: spring.body), ax: spring.offset.x / m, ay: spring.offset.y / m, b: other,
                    bx: end.x / m, by: end.y / m, length: spring.length / m, frequency: spring.frequency,
                    damping: spring.damping))
        case .gravity, .material, .push: break
        }
    }

    /// Gives Box2D a new structure: every body's material, then the boundaries, permissions and
    /// joints made anew.
    func apply(_ s: Structure) {
        for (i, material) in s.materials.enumerated() {
            cbox2d_body_set_material(
                world, Int32(i),
                CBox2DMaterial(
                    density: material.density, friction: material.friction, restitution: material.restitution,
                    linearDamping: material.linearDamping, angularDamping: material.angularDamping,
                    anchored: material.anchored ? 1 : 0, fixedRotation: material.fixedRotation ? 1 : 0,
                    enabled: material.enabled ? 1 : 0))
        }
        cbox2d_structure_clear(world)
        for p in s.pairs { cbox2d_allow_pair(world, p.body, p.other) }
        for g in s.segments { cbox2d_segment_add(world, g.group, g.x1, g.y1, g.x2, g.y2) }
        for p in s.boundaries { cbox2d_allow_boundary(world, p.body, p.other) }
        for j in s.joints {
            cbox2d_distance_joint_add(world, j.a, j.ax, j.ay, j.b, j.bx, j.by, j.length, j.frequency, j.damping)
        }
        // UIKit's snap: 2 Hz, damping ratio 0.5 + damping.
        for snap in s.snaps { cbox2d_snap_add(world, snap.body, snap.x, snap.y, 2, 0.5 + snap.damping) }
        cbox2d_refilter(world)
    }
}
