import Foundation

/// A behaviour in UIKit's terms and units, acting on bodies: what both the Swift API's
/// `UIDynamicBehavior` classes and a scene file's `dynamics.behaviors` become.
package enum DynamicsBehavior {
    /// `UIGravityBehavior`: `direction` (0, 1) is 1000 points/s² downwards.
    case gravity([DynamicBody], direction: DynamicsVector)
    /// `UICollisionBehavior`: with the reference bounds (inset) when `referenceInsets` is set,
    /// with `boundaries`, and between the items.
    case collision(
        [DynamicBody], withBoundaries: Bool, betweenItems: Bool, referenceInsets: DynamicsInsets?,
        boundaries: [DynamicBoundary])
    /// `UIDynamicItemBehavior`'s material (the last one for a body wins).
    case material([DynamicBody], DynamicMaterial)
    /// `UIPushBehavior`: magnitude 1 accelerates a 100 × 100 item of density 1 at 100 points/s²
    /// (continuous) or adds 100 points/s once (instantaneous: the caller passes it once only).
    /// `offsets` (one per item, or none: the centres) are where it pushes, from each item's centre
    /// in its own frame: off the centre, a push turns the item.
    case push([DynamicBody], continuous: Bool, direction: DynamicsVector, offsets: [DynamicsVector] = [])
    /// `UISnapBehavior`: a 2 Hz spring (Box2D's mouse joint) pulling the centre to `point`, with
    /// damping ratio 0.5 + `damping`; no rotation.
    case snap(DynamicBody, point: DynamicsVector, damping: Double)
    /// `UIAttachmentBehavior`.
    case attachment(DynamicSpring)
}

/// `UIEdgeInsets` of the reference bounds.
package struct DynamicsInsets: Sendable, Equatable {
    package var top: Double, left: Double, bottom: Double, right: Double
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    package static let zero = DynamicsInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIDynamicItemBehavior`'s properties, with UIKit's defaults: Box2D's restitution, friction,
/// density, linear and angular damping, a static body, fixed rotation.
package struct DynamicMaterial: Sendable, Equatable {
    package var elasticity = 0.0, friction = 0.0, resistance = 0.0, angularResistance = 0.0, density = 1.0
    package var isAnchored = false, allowsRotation = true
    package init() {}
}

/// The reference view's bounds, in its own coordinates.
package struct DynamicsBounds: Sendable, Equatable {
    package var minX: Double, minY: Double, maxX: Double, maxY: Double
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }
}

extension DynamicsWorld {
    /// What one step checks once `configure` has run (bodies, springs, body–boundary and body–body
    /// pairs, counted as `configure` makes them): a step's cost grows with it, and counting it
    /// first lets a caller refuse a hostile simulation before the pairs are even built.
    package static func checksPerStep(bodies: [DynamicBody], behaviors: [DynamicsBehavior]) -> Int {
        var checks = bodies.count
        for behavior in behaviors {
            switch behavior {
            case .collision(let items, let withBoundaries, let betweenItems, let insets, let segments):
                if withBoundaries { checks += items.count * ((insets == nil ? 0 : 4) + segments.count) }
                if betweenItems { checks += items.count * (items.count - 1) / 2 }
            case .snap, .attachment: checks += 1
            case .gravity, .push, .material: break
            }
        }
        return checks
    }
}
