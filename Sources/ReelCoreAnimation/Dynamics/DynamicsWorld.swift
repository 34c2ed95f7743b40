import Foundation

/// A 2D vector for the dynamics simulation (points, y down).
struct DVec: Equatable {
    var x: Double, y: Double
    static let zero = DVec(x: 0, y: 0)
    static func + (a: DVec, b: DVec) -> DVec { DVec(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: DVec, b: DVec) -> DVec { DVec(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: DVec, s: Double) -> DVec { DVec(x: a.x * s, y: a.y * s) }
    static prefix func - (a: DVec) -> DVec { DVec(x: -a.x, y: -a.y) }
    func dot(_ b: DVec) -> Double { x * b.x + y * b.y }
    func cross(_ b: DVec) -> Double { x * b.y - y * b.x }
    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: DVec { let l = length; return l > 0 ? self * (1 / l) : .zero }
}

/// One simulated item: a circle (ellipse bounds) or an axis-aligned box (rectangle bounds; the box
/// does not turn with the item's rotation when it collides).
final class DynamicBody {
    var position: DVec
    var velocity = DVec.zero
    var angle = 0.0
    var angularVelocity = 0.0
    var halfWidth: Double, halfHeight: Double
    var isCircle: Bool
    var elasticity = 0.0, friction = 0.0, resistance = 0.0, angularResistance = 0.0, density = 1.0
    var isAnchored = false, allowsRotation = true
    /// Constant acceleration for this step (gravity, continuous pushes, springs at the step's start).
    var acceleration = DVec.zero

    init(position: DVec, halfWidth: Double, halfHeight: Double, isCircle: Bool) {
        (self.position, self.halfWidth, self.halfHeight, self.isCircle) = (position, halfWidth, halfHeight, isCircle)
    }

    var radius: Double { min(halfWidth, halfHeight) }
    /// UIKit's mass: area × density, 1 for a 100 × 100 item of density 1.
    var mass: Double {
        let area = isCircle ? Double.pi * radius * radius : 4 * halfWidth * halfHeight
        return max(area * density / 10_000, 1e-9)
    }
    var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    var inverseInertia: Double {
        guard !isAnchored, allowsRotation else { return 0 }
        let inertia = isCircle ? 0.5 * mass * radius * radius
            : mass * (4 * halfWidth * halfWidth + 4 * halfHeight * halfHeight) / 12
        return inertia > 0 ? 1 / inertia : 0
    }
    /// How far the shape reaches from its centre along the unit vector `n`.
    func support(_ n: DVec) -> Double {
        isCircle ? radius : halfWidth * abs(n.x) + halfHeight * abs(n.y)
    }
    /// Position after `t` seconds of this step's constant acceleration.
    func position(after t: Double) -> DVec { position + velocity * t + acceleration * (0.5 * t * t) }
}

/// A static obstacle: a half-plane (an edge of the reference bounds, normal pointing inside) or a
/// two-sided segment.
enum DynamicBoundary {
    case halfPlane(normal: DVec, offset: Double)
    case segment(DVec, DVec)
}

/// A contact: the signed distance (negative when overlapping) and the normal pushing the first
/// body away from the second (or from the boundary).
struct DynamicContact {
    var distance: Double
    var normal: DVec
}

/// Signed distances between shapes.
enum DynamicGeometry {
    static func contact(_ body: DynamicBody, at p: DVec, boundary: DynamicBoundary) -> DynamicContact {
        switch boundary {
        case .halfPlane(let n, let offset):
            return DynamicContact(distance: n.dot(p) - offset - body.support(n), normal: n)
        case .segment(let a, let b):
            let ab = b - a
            let len2 = ab.dot(ab)
            let s = len2 > 0 ? min(1, max(0, (p - a).dot(ab) / len2)) : 0
            let d = p - (a + ab * s)
            var n = d.normalized
            if n == .zero { n = DVec(x: -ab.y, y: ab.x).normalized }
            return DynamicContact(distance: d.length - body.support(n), normal: n)
        }
    }

    static func contact(_ a: DynamicBody, at pa: DVec, _ b: DynamicBody, at pb: DVec) -> DynamicContact {
        let d = pa - pb
        switch (a.isCircle, b.isCircle) {
        case (true, true):
            let l = d.length
            return DynamicContact(distance: l - a.radius - b.radius, normal: l > 0 ? d * (1 / l) : DVec(x: 0, y: -1))
        case (false, false):
            let ox = abs(d.x) - a.halfWidth - b.halfWidth, oy = abs(d.y) - a.halfHeight - b.halfHeight
            let sx: Double = d.x < 0 ? -1 : 1, sy: Double = d.y < 0 ? -1 : 1
            if ox > 0 && oy > 0 {
                return DynamicContact(distance: (ox * ox + oy * oy).squareRoot(), normal: DVec(x: ox * sx, y: oy * sy).normalized)
            }
            return ox > oy ? DynamicContact(distance: ox, normal: DVec(x: sx, y: 0))
                : DynamicContact(distance: oy, normal: DVec(x: 0, y: sy))
        case (true, false):
            return circleBox(a.radius, d, b)
        case (false, true):
            var c = circleBox(b.radius, -d, a)
            c.normal = -c.normal
            return c
        }
    }

    /// A circle of `radius` at `local` (relative to the box's centre) against `box`.
    private static func circleBox(_ radius: Double, _ local: DVec, _ box: DynamicBody) -> DynamicContact {
        let q = DVec(x: min(box.halfWidth, max(-box.halfWidth, local.x)), y: min(box.halfHeight, max(-box.halfHeight, local.y)))
        let d = local - q
        let l = d.length
        if l > 0 { return DynamicContact(distance: l - radius, normal: d * (1 / l)) }
        let px = box.halfWidth - abs(local.x), py = box.halfHeight - abs(local.y)
        return px < py ? DynamicContact(distance: -px - radius, normal: DVec(x: local.x < 0 ? -1 : 1, y: 0))
            : DynamicContact(distance: -py - radius, normal: DVec(x: 0, y: local.y < 0 ? -1 : 1))
    }
}

/// A spring (attachment with a frequency, snap) or a rigid rod (attachment with frequency 0)
/// between a body and a point or another body.
struct DynamicSpring {
    var body: DynamicBody
    var offset: DVec
    var other: DynamicBody?
    var otherOffset: DVec
    var anchor: DVec
    var length: Double
    var frequency: Double
    var damping: Double

    func ends() -> (DVec, DVec) {
        (body.position + rotate(offset, body.angle),
         other.map { $0.position + rotate(otherOffset, $0.angle) } ?? anchor)
    }

    func rotate(_ v: DVec, _ angle: Double) -> DVec {
        DVec(x: v.x * cos(angle) - v.y * sin(angle), y: v.x * sin(angle) + v.y * cos(angle))
    }
}

/// The simulation: bodies, obstacles and forces, advanced by fixed steps. Between collisions each
/// body follows the exact parabola of its constant acceleration; a collision is found at its time
/// (by bisection on the signed distance) and answered by an impulse there, so a bounce with
/// elasticity 1 loses no energy.
final class DynamicsWorld {
    var bodies: [DynamicBody] = []
    var boundaries: [(body: DynamicBody, boundary: DynamicBoundary)] = []
    var pairs: [(DynamicBody, DynamicBody)] = []
    var springs: [DynamicSpring] = []
    /// Constant accelerations per body (gravity, continuous pushes), set before each step.
    var forces: [ObjectIdentifier: DVec] = [:]

    private func springAccelerations() -> [ObjectIdentifier: DVec] {
        var result: [ObjectIdentifier: DVec] = [:]
        for spring in springs where spring.frequency > 0 {
            let (p, q) = spring.ends()
            let d = p - q
            let dist = d.length
            guard dist > 0 else { continue }
            let dir = d * (1 / dist)
            let ma = spring.body.isAnchored ? 0 : spring.body.mass
            let mb = spring.other.map { $0.isAnchored ? 0 : $0.mass } ?? 0
            let m = ma > 0 && mb > 0 ? ma * mb / (ma + mb) : max(ma, mb)
            guard m > 0 else { continue }
            let omega = 2 * Double.pi * spring.frequency
            let relV = (spring.body.velocity - (spring.other?.velocity ?? .zero)).dot(dir)
            let force = -(m * omega * omega * (dist - spring.length) + 2 * spring.damping * m * omega * relV)
            if ma > 0 { result[ObjectIdentifier(spring.body), default: .zero] = result[ObjectIdentifier(spring.body), default: .zero] + dir * (force / ma) }
            if let other = spring.other, mb > 0 {
                result[ObjectIdentifier(other), default: .zero] = result[ObjectIdentifier(other), default: .zero] - dir * (force / mb)
            }
        }
        return result
    }

    /// Advances by `h` seconds.
    func step(_ h: Double) {
        let springs0 = springAccelerations()
        for body in bodies {
            let id = ObjectIdentifier(body)
            body.acceleration = body.isAnchored ? .zero : (forces[id] ?? .zero) + (springs0[id] ?? .zero)
            if body.isAnchored { body.velocity = .zero; body.angularVelocity = 0 }
        }
        var remaining = h
        var collided = false
        for _ in 0..<8 {
            guard remaining > 0 else { break }
            guard let (t, resolve) = earliestContact(within: remaining) else { break }
            advance(t)
            remaining -= t
            resolve()
            collided = true
        }
        if remaining > 0 { advance(remaining) }
        if !springs0.isEmpty && !collided {
            // Velocity Verlet: average the spring accelerations over the step.
            let springs1 = springAccelerations()
            for body in bodies where !body.isAnchored {
                let id = ObjectIdentifier(body)
                body.velocity = body.velocity + ((springs1[id] ?? .zero) - (springs0[id] ?? .zero)) * (0.5 * h)
            }
        }
        for body in bodies where !body.isAnchored {
            if body.resistance > 0 { body.velocity = body.velocity * exp(-body.resistance * h) }
            if body.angularResistance > 0 { body.angularVelocity *= exp(-body.angularResistance * h) }
        }
        for spring in springs where spring.frequency <= 0 { enforceRod(spring) }
    }

    private func advance(_ t: Double) {
        for body in bodies where !body.isAnchored {
            body.position = body.position(after: t)
            body.velocity = body.velocity + body.acceleration * t
            if body.allowsRotation { body.angle += body.angularVelocity * t } else { body.angularVelocity = 0 }
        }
    }

    /// The first contact within `limit` seconds and how to answer it.
    private func earliestContact(within limit: Double) -> (Double, () -> Void)? {
        var best: (Double, () -> Void)?
        func consider(_ distance: @escaping (Double) -> DynamicContact, _ resolve: @escaping (DynamicContact) -> Void) {
            let start = distance(0)
            let end = distance(limit)
            guard end.distance < 0 else { return }
            if start.distance < 0 {
                // Already overlapping: answer now if getting deeper.
                guard end.distance < start.distance else { return }
                if best == nil || best!.0 > 0 { best = (0, { resolve(start) }) }
                return
            }
            var lo = 0.0, hi = limit
            for _ in 0..<48 {
                let mid = (lo + hi) / 2
                if distance(mid).distance >= 0 { lo = mid } else { hi = mid }
            }
            if best == nil || lo < best!.0 { best = (lo, { resolve(distance(0)) }) }
        }
        for (body, boundary) in boundaries where !body.isAnchored {
            consider({ t in DynamicGeometry.contact(body, at: body.position(after: t), boundary: boundary) }) { [unowned self] c in
                self.impulse(body, nil, c.normal, elasticity: body.elasticity, friction: body.friction)
            }
        }
        for (a, b) in pairs where !(a.isAnchored && b.isAnchored) {
            consider({ t in DynamicGeometry.contact(a, at: a.position(after: t), b, at: b.position(after: t)) }) { [unowned self] c in
                self.impulse(a, b, c.normal, elasticity: max(a.elasticity, b.elasticity),
                             friction: (a.friction * b.friction).squareRoot())
            }
        }
        return best
    }

    /// A collision impulse along `n` (from `b` to `a`), with Coulomb friction along the contact.
    private func impulse(_ a: DynamicBody, _ b: DynamicBody?, _ n: DVec, elasticity: Double, friction: Double) {
        let ra = -n * a.support(n), rb = n * (b?.support(n) ?? 0)
        func pointVelocity(_ body: DynamicBody?, _ r: DVec) -> DVec {
            guard let body else { return .zero }
            return body.velocity + DVec(x: -body.angularVelocity * r.y, y: body.angularVelocity * r.x)
        }
        let vrel = pointVelocity(a, ra) - pointVelocity(b, rb)
        let vn = (a.velocity - (b?.velocity ?? .zero)).dot(n)
        guard vn < 0 else { return }
        let ima = a.inverseMass, imb = b?.inverseMass ?? 0
        guard ima + imb > 0 else { return }
        var e = elasticity
        // Resting contact: a bounce slower than one step of the pressing acceleration stops.
        let press = -(a.acceleration - (b?.acceleration ?? .zero)).dot(n)
        if e < 1 && -vn * e < max(press, 0) * (1.0 / 200) { e = 0 }
        let j = -(1 + e) * vn / (ima + imb)
        a.velocity = a.velocity + n * (j * ima)
        if let b { b.velocity = b.velocity - n * (j * imb) }
        if e == 0 {
            // Resting: no acceleration into the contact for the rest of the step.
            for (body, sign) in [(a, 1.0)] + (b.map { [($0, -1.0)] } ?? []) where !body.isAnchored {
                let an = body.acceleration.dot(n) * sign
                if an < 0 { body.acceleration = body.acceleration - n * (an * sign) }
            }
        }
        guard friction > 0 else { return }
        var t = vrel - n * vrel.dot(n)
        let vt = t.length
        guard vt > 1e-12 else { return }
        t = t * (1 / vt)
        let iia = a.inverseInertia, iib = b?.inverseInertia ?? 0
        let k = ima + imb + iia * pow(ra.cross(t), 2) + iib * pow(rb.cross(t), 2)
        let jt = max(-friction * j, min(friction * j, -vt / k))
        a.velocity = a.velocity + t * (jt * ima)
        a.angularVelocity += iia * ra.cross(t * jt)
        if let b {
            b.velocity = b.velocity - t * (jt * imb)
            b.angularVelocity -= iib * rb.cross(t * jt)
        }
    }

    /// A rigid attachment: back to its length, with no velocity along it.
    private func enforceRod(_ spring: DynamicSpring) {
        let (p, q) = spring.ends()
        let d = p - q
        let dist = d.length
        guard dist > 0 else { return }
        let dir = d * (1 / dist)
        let ima = spring.body.inverseMass, imb = spring.other?.inverseMass ?? 0
        guard ima + imb > 0 else { return }
        let error = dist - spring.length
        spring.body.position = spring.body.position - dir * (error * ima / (ima + imb))
        if let other = spring.other { other.position = other.position + dir * (error * imb / (ima + imb)) }
        let relV = (spring.body.velocity - (spring.other?.velocity ?? .zero)).dot(dir)
        spring.body.velocity = spring.body.velocity - dir * (relV * ima / (ima + imb))
        if let other = spring.other { other.velocity = other.velocity + dir * (relV * imb / (ima + imb)) }
    }
}
