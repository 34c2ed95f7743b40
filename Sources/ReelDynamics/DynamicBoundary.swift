import Foundation
import ReelGeometry

/// A static obstacle: a two-sided segment (an edge of the reference bounds, a boundary, a piece
/// of a path's outline).
package enum DynamicBoundary: Equatable {
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

/// A spring (attachment with a frequency) or a rigid rod (attachment with frequency 0) between a
/// point of a body and a fixed point or a point of another body.
package struct DynamicSpring {
    package var body: DynamicBody
    /// The attached point from the body's centre, in its own frame (it turns with the body).
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
}
