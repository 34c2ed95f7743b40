import Foundation

/// One simulated item: a circle (ellipse bounds) or an axis-aligned box (rectangle bounds; the box
/// does not turn with the item's rotation when it collides).
package final class DynamicBody {
    package var position: DynamicsVector
    package var velocity = DynamicsVector.zero
    package var angle = 0.0
    package var angularVelocity = 0.0
    package let halfWidth: Double, halfHeight: Double
    package let isCircle: Bool
    package var elasticity = 0.0, friction = 0.0, resistance = 0.0, angularResistance = 0.0, density = 1.0
    package var isAnchored = false, allowsRotation = true
    /// Constant acceleration for this step (gravity, continuous pushes, springs at the step's start).
    var acceleration = DynamicsVector.zero

    package init(position: DynamicsVector, halfWidth: Double, halfHeight: Double, isCircle: Bool) {
        (self.position, self.halfWidth, self.halfHeight, self.isCircle) = (position, halfWidth, halfHeight, isCircle)
    }

    var radius: Double { min(halfWidth, halfHeight) }
    /// UIKit's mass: area × density, 1 for a 100 × 100 item of density 1.
    package var mass: Double {
        let area = isCircle ? Double.pi * radius * radius : 4 * halfWidth * halfHeight
        return max(area * density / 10_000, 1e-9)
    }
    var inverseMass: Double { isAnchored ? 0 : 1 / mass }
    var inverseInertia: Double {
        guard !isAnchored, allowsRotation else { return 0 }
        let inertia =
            isCircle
            ? 0.5 * mass * radius * radius
            : mass * (4 * halfWidth * halfWidth + 4 * halfHeight * halfHeight) / 12
        return inertia > 0 ? 1 / inertia : 0
    }
    /// How far the shape reaches from its centre along the unit vector `n`.
    func support(_ n: DynamicsVector) -> Double {
        isCircle ? radius : halfWidth * abs(n.x) + halfHeight * abs(n.y)
    }
    /// Position after `t` seconds of this step's constant acceleration.
    func position(after t: Double) -> DynamicsVector { position + velocity * t + acceleration * (0.5 * t * t) }
}
