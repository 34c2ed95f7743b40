import Foundation

/// One simulated item, a circle (ellipse bounds) or a box (rectangle bounds, turning with the
/// item), in UIKit's units. The world reads its state before each step and writes it after, so
/// callers may change the state between steps (a new centre, added velocity).
package final class DynamicBody {
    package var position: DynamicsVector
    package var velocity = DynamicsVector.zero
    package var angle = 0.0
    package var angularVelocity = 0.0
    package let halfWidth: Double, halfHeight: Double
    package let isCircle: Bool
    package var elasticity = 0.0, friction = 0.0, resistance = 0.0, angularResistance = 0.0, density = 1.0
    package var isAnchored = false, allowsRotation = true
    /// The state as the world last wrote or read it: a difference is a caller's change.
    var synced: State?

    package init(position: DynamicsVector, halfWidth: Double, halfHeight: Double, isCircle: Bool) {
        (self.position, self.halfWidth, self.halfHeight, self.isCircle) = (position, halfWidth, halfHeight, isCircle)
    }

    /// Position, angle and velocities, compared to find a caller's change.
    struct State: Equatable {
        var position: DynamicsVector, angle: Double, velocity: DynamicsVector, angularVelocity: Double
    }
    var state: State { State(position: position, angle: angle, velocity: velocity, angularVelocity: angularVelocity) }

    var radius: Double { min(halfWidth, halfHeight) }
    /// UIKit's mass: area × density, 1 for a 100 × 100 item of density 1 (Box2D's, at 100 points
    /// a meter).
    package var mass: Double {
        let area = isCircle ? Double.pi * radius * radius : 4 * halfWidth * halfHeight
        return max(area * density / 10_000, 1e-9)
    }
}
