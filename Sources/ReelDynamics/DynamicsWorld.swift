import Foundation

/// The simulation: bodies, obstacles and forces, advanced by fixed steps. Between collisions each
/// body follows the exact parabola of its constant acceleration; a collision is found at its time
/// (by bisection on the signed distance) and answered by an impulse there, so a bounce with
/// elasticity 1 loses no energy.
package final class DynamicsWorld {
    /// Seconds per physics step: the simulation never depends on the frame rate.
    package static let stepDuration = 1.0 / 600
    /// Physics steps per recorded sample (samples every 1/120 s, played back linearly).
    package static let stepsPerSample = 5

    package var bodies: [DynamicBody] = []
    var boundaries: [(body: DynamicBody, boundary: DynamicBoundary)] = []
    var pairs: [(DynamicBody, DynamicBody)] = []
    var springs: [DynamicSpring] = []
    /// Constant accelerations per body (gravity, continuous pushes), set before each step.
    var forces: [ObjectIdentifier: DynamicsVector] = [:]

    package init() {}

    private func springAccelerations() -> [ObjectIdentifier: DynamicsVector] {
        var result: [ObjectIdentifier: DynamicsVector] = [:]
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
            if ma > 0 {
                result[ObjectIdentifier(spring.body), default: .zero] =
                    result[ObjectIdentifier(spring.body), default: .zero] + dir * (force / ma)
            }
            if let other = spring.other, mb > 0 {
                result[ObjectIdentifier(other), default: .zero] =
                    result[ObjectIdentifier(other), default: .zero] - dir * (force / mb)
            }
        }
        return result
    }

    /// Advances by `h` seconds.
    package func step(_ h: Double) {
        let springs0 = springAccelerations()
        for body in bodies {
            let id = ObjectIdentifier(body)
            body.acceleration = body.isAnchored ? .zero : (forces[id] ?? .zero) + (springs0[id] ?? .zero)
            if body.isAnchored {
                body.velocity = .zero
                body.angularVelocity = 0
            }
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
            var lo = 0.0
            var hi = limit
            for _ in 0..<48 {
                let mid = (lo + hi) / 2
                if distance(mid).distance >= 0 { lo = mid } else { hi = mid }
            }
            if best == nil || lo < best!.0 { best = (lo, { resolve(distance(0)) }) }
        }
        for (body, boundary) in boundaries where !body.isAnchored {
            consider({ t in DynamicGeometry.contact(body, at: body.position(after: t), boundary: boundary) }) {
                [unowned self] c in
                self.impulse(body, nil, c.normal, elasticity: body.elasticity, friction: body.friction)
            }
        }
        for (a, b) in pairs where !(a.isAnchored && b.isAnchored) {
            consider({ t in DynamicGeometry.contact(a, at: a.position(after: t), b, at: b.position(after: t)) }) {
                [unowned self] c in
                self.impulse(
                    a, b, c.normal, elasticity: max(a.elasticity, b.elasticity),
                    friction: (a.friction * b.friction).squareRoot())
            }
        }
        return best
    }

    /// A collision impulse along `n` (from `b` to `a`), with Coulomb friction along the contact.
    private func impulse(_ a: DynamicBody, _ b: DynamicBody?, _ n: DynamicsVector, elasticity: Double, friction: Double)
    {
        let ra = -n * a.support(n)
        let rb = n * (b?.support(n) ?? 0)
        func pointVelocity(_ body: DynamicBody?, _ r: DynamicsVector) -> DynamicsVector {
            guard let body else { return .zero }
            return body.velocity + DynamicsVector(x: -body.angularVelocity * r.y, y: body.angularVelocity * r.x)
        }
        let vrel = pointVelocity(a, ra) - pointVelocity(b, rb)
        let vn = (a.velocity - (b?.velocity ?? .zero)).dot(n)
        guard vn < 0 else { return }
        let ima = a.inverseMass
        let imb = b?.inverseMass ?? 0
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
        let iia = a.inverseInertia
        let iib = b?.inverseInertia ?? 0
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
        let ima = spring.body.inverseMass
        let imb = spring.other?.inverseMass ?? 0
        guard ima + imb > 0 else { return }
        let error = dist - spring.length
        spring.body.position = spring.body.position - dir * (error * ima / (ima + imb))
        if let other = spring.other { other.position = other.position + dir * (error * imb / (ima + imb)) }
        let relV = (spring.body.velocity - (spring.other?.velocity ?? .zero)).dot(dir)
        spring.body.velocity = spring.body.velocity - dir * (relV * ima / (ima + imb))
        if let other = spring.other { other.velocity = other.velocity + dir * (relV * imb / (ima + imb)) }
    }
}
