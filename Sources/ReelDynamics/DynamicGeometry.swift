import Foundation
import ReelGeometry

/// A static obstacle: a half-plane (an edge of the reference bounds, normal pointing inside) or a
/// two-sided segment.
package enum DynamicBoundary {
    case halfPlane(normal: DynamicsVector, offset: Double)
    case segment(DynamicsVector, DynamicsVector)

    /// A path's flattened outline as segments (a boundary added "for path").
    package static func segments(of path: Path) -> [DynamicBoundary] {
        var segments: [DynamicBoundary] = []
        for line in path.flattened(tolerance: 0.5) {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            for (p, q) in zip(points, points.dropFirst()) {
                segments.append(.segment(DynamicsVector(x: p.x, y: p.y), DynamicsVector(x: q.x, y: q.y)))
            }
        }
        return segments
    }
}

/// A contact: the signed distance (negative when overlapping) and the normal pushing the first
/// body away from the second (or from the boundary).
struct DynamicContact {
    var distance: Double
    var normal: DynamicsVector
}

/// Signed distances between shapes.
enum DynamicGeometry {
    static func contact(_ body: DynamicBody, at p: DynamicsVector, boundary: DynamicBoundary) -> DynamicContact {
        switch boundary {
        case .halfPlane(let n, let offset):
            return DynamicContact(distance: n.dot(p) - offset - body.support(n), normal: n)
        case .segment(let a, let b):
            let ab = b - a
            let len2 = ab.dot(ab)
            let s = len2 > 0 ? min(1, max(0, (p - a).dot(ab) / len2)) : 0
            let d = p - (a + ab * s)
            var n = d.normalized
            if n == .zero { n = DynamicsVector(x: -ab.y, y: ab.x).normalized }
            return DynamicContact(distance: d.length - body.support(n), normal: n)
        }
    }

    static func contact(_ a: DynamicBody, at pa: DynamicsVector, _ b: DynamicBody, at pb: DynamicsVector)
        -> DynamicContact
    {
        let d = pa - pb
        switch (a.isCircle, b.isCircle) {
        case (true, true):
            let l = d.length
            return DynamicContact(
                distance: l - a.radius - b.radius, normal: l > 0 ? d * (1 / l) : DynamicsVector(x: 0, y: -1))
        case (false, false):
            let ox = abs(d.x) - a.halfWidth - b.halfWidth
            let oy = abs(d.y) - a.halfHeight - b.halfHeight
            let sx: Double = d.x < 0 ? -1 : 1
            let sy: Double = d.y < 0 ? -1 : 1
            if ox > 0 && oy > 0 {
                return DynamicContact(
                    distance: (ox * ox + oy * oy).squareRoot(),
                    normal: DynamicsVector(x: ox * sx, y: oy * sy).normalized)
            }
            return ox > oy
                ? DynamicContact(distance: ox, normal: DynamicsVector(x: sx, y: 0))
                : DynamicContact(distance: oy, normal: DynamicsVector(x: 0, y: sy))
        case (true, false):
            return circleBox(a.radius, d, b)
        case (false, true):
            var c = circleBox(b.radius, -d, a)
            c.normal = -c.normal
            return c
        }
    }

    /// A circle of `radius` at `local` (relative to the box's centre) against `box`.
    private static func circleBox(_ radius: Double, _ local: DynamicsVector, _ box: DynamicBody) -> DynamicContact {
        let q = DynamicsVector(
            x: min(box.halfWidth, max(-box.halfWidth, local.x)), y: min(box.halfHeight, max(-box.halfHeight, local.y)))
        let d = local - q
        let l = d.length
        if l > 0 { return DynamicContact(distance: l - radius, normal: d * (1 / l)) }
        let px = box.halfWidth - abs(local.x)
        let py = box.halfHeight - abs(local.y)
        return px < py
            ? DynamicContact(distance: -px - radius, normal: DynamicsVector(x: local.x < 0 ? -1 : 1, y: 0))
            : DynamicContact(distance: -py - radius, normal: DynamicsVector(x: 0, y: local.y < 0 ? -1 : 1))
    }
}

/// A spring (attachment with a frequency, snap) or a rigid rod (attachment with frequency 0)
/// between a body and a point or another body.
package struct DynamicSpring {
    package var body: DynamicBody
    package var offset: DynamicsVector
    package var other: DynamicBody?
    package var otherOffset: DynamicsVector
    package var anchor: DynamicsVector
    package var length: Double
    /// Hz; 0 for a rigid rod.
    package var frequency: Double
    /// Damping ratio.
    package var damping: Double

    package init(
        body: DynamicBody, offset: DynamicsVector, other: DynamicBody?, otherOffset: DynamicsVector,
        anchor: DynamicsVector, length: Double, frequency: Double, damping: Double
    ) {
        (self.body, self.offset, self.other, self.otherOffset) = (body, offset, other, otherOffset)
        (self.anchor, self.length, self.frequency, self.damping) = (anchor, length, frequency, damping)
    }

    func ends() -> (DynamicsVector, DynamicsVector) {
        (
            body.position + rotate(offset, body.angle),
            other.map { $0.position + rotate(otherOffset, $0.angle) } ?? anchor
        )
    }

    func rotate(_ v: DynamicsVector, _ angle: Double) -> DynamicsVector {
        DynamicsVector(x: v.x * cos(angle) - v.y * sin(angle), y: v.x * sin(angle) + v.y * cos(angle))
    }
}
