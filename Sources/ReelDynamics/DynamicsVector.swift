// ReelDynamics: UIKit Dynamics' physics (Box2D, through CBox2D), shared by the Swift API
// (UIDynamicAnimator) and scene files ("dynamics"), so both simulate the same way.
// Rules: deterministic (fixed steps, no clocks, no randomness, no dictionaries iterated in hash
// order, Box2D given the same calls in the same order); UIKit's units (points, seconds, gravity
// 1 = 1000 pt/s², see docs/swift-api.md), converted to Box2D's meters in DynamicsWorld only;
// depends on ReelGeometry and CBox2D only.

import Foundation

/// A 2D vector for the dynamics simulation (points, y down).
package struct DynamicsVector: Equatable, Sendable {
    package var x: Double, y: Double
    package init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    package static let zero = DynamicsVector(x: 0, y: 0)
    package static func + (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
        DynamicsVector(x: a.x + b.x, y: a.y + b.y)
    }
    package static func - (a: DynamicsVector, b: DynamicsVector) -> DynamicsVector {
        DynamicsVector(x: a.x - b.x, y: a.y - b.y)
    }
    package static func * (a: DynamicsVector, s: Double) -> DynamicsVector { DynamicsVector(x: a.x * s, y: a.y * s) }
    package static prefix func - (a: DynamicsVector) -> DynamicsVector { DynamicsVector(x: -a.x, y: -a.y) }
    func dot(_ b: DynamicsVector) -> Double { x * b.x + y * b.y }
    func cross(_ b: DynamicsVector) -> Double { x * b.y - y * b.x }
    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: DynamicsVector {
        let l = length
        return l > 0 ? self * (1 / l) : .zero
    }
}
