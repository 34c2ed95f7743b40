import Foundation
import ReelGeometry

/// A page curl: the layer rolls up like a sheet of paper around a cylinder whose axis lies on a
/// fold line sweeping across it, as UIKit's curl transitions and `CATransition`'s `pageCurl` show.
///
/// The fold line is perpendicular to ``angle`` and starts at the corner (or edge) of the bounds
/// that lies furthest back along it. Everything between that corner and the fold is lifted: it
/// wraps around a cylinder of ``radius`` lying on the page along the fold (seen from above, the
/// roll shows its outside: the page's back), then lies flat, face down, on top of the page, so
/// the corner travels twice as fast as the fold. The renderer draws the curl within the
/// layer's bounds, as Core Animation's page-curl transition draws within its layer: what rolls past
/// an edge is cut there. Animatable through `pageCurl.progress`,
/// `pageCurl.angle` and `pageCurl.radius`: the renderer builds the deformation at each frame, so
/// the roll stays a roll between keyframes.
public struct PageCurl: Sendable, Equatable {
    /// How far the page has rolled, 0…1: 0 is flat (drawn as if there were no curl), 1 has rolled
    /// the whole page past its far edge. Values outside 0…1 count as the nearest end.
    public var progress: Double = 0
    /// The direction the fold travels, in radians in the layer's y-down coordinates: 0 is towards
    /// +x, −π/2 (the default) upwards, so the page lifts from its bottom edge.
    public var angle: Double = -Double.pi / 2
    /// The cylinder's radius in points; 0 (the default) takes a sixth of the bounds' shorter side.
    public var radius: Double = 0

    /// A curl.
    /// - Parameters:
    ///   - progress: 0…1, 0 by default (flat).
    ///   - angle: The fold's direction of travel in radians; −π/2 (upwards) by default.
    ///   - radius: The roll's radius in points; 0 (automatic) by default.
    public init(progress: Double = 0, angle: Double = -Double.pi / 2, radius: Double = 0) {
        self.progress = progress
        self.angle = angle
        self.radius = radius
    }

    /// Whether the curl changes the drawing: a finite progress above 0 and a finite angle.
    public var isActive: Bool { progress.isFinite && progress > 0 && angle.isFinite && radius.isFinite }

    /// The curl laid over a page: where each point of `bounds` goes.
    /// - Parameter bounds: The layer's bounds.
    public func geometry(in bounds: Rect) -> Geometry { Geometry(curl: self, bounds: bounds) }

    /// Where a curl puts each point of a page, in the page's coordinates.
    public struct Geometry: Sendable, Equatable {
        /// The unit direction the fold travels.
        public let direction: Point
        /// The corner the roll starts from: the bounds' point furthest back along ``direction``.
        public let origin: Point
        /// The page's extent along ``direction``.
        public let length: Double
        /// The cylinder's radius in points (at least a hundredth of a point).
        public let radius: Double
        /// How far the fold line has moved from ``origin`` along ``direction``.
        public let fold: Double

        init(curl: PageCurl, bounds: Rect) {
            let angle = curl.angle.isFinite ? curl.angle : -Double.pi / 2
            let d = Point(x: cos(angle), y: sin(angle))
            direction = d
            let along = bounds.corners.map { $0.x * d.x + $0.y * d.y }
            let low = along.min() ?? 0
            origin = bounds.corners[along.firstIndex(of: low) ?? 0]
            length = (along.max() ?? 0) - low
            let automatic = min(abs(bounds.width), abs(bounds.height)) / 6
            let r = curl.radius > 0 && curl.radius.isFinite ? curl.radius : automatic
            radius = max(r, 0.01)
            let p = curl.progress.isFinite ? min(max(curl.progress, 0), 1) : 0
            // At 1 the near edge of the roll (a radius back from the fold) has passed the far edge.
            fold = p * (length + radius)
        }

        /// How far `p` lies from ``origin`` along ``direction``.
        public func distance(of p: Point) -> Double {
            (p.x - origin.x) * direction.x + (p.y - origin.y) * direction.y
        }

        /// Where the page point at `distance` along ``direction`` lands: its new distance, its
        /// height above the page, and the roll's angle there (0 on the flat page, up to π at the
        /// top of the cylinder, where it stays on the flat part lying face down).
        public func place(distance a: Double) -> (distance: Double, height: Double, angle: Double) {
            let t = fold - a  // how far past the fold, along the page
            if t <= 0 { return (a, 0, 0) }
            let r = radius
            if t < Double.pi * r {
                let theta = t / r
                return (fold - r * sin(theta), r * (1 - cos(theta)), theta)
            }
            return (fold + t - Double.pi * r, 2 * r, Double.pi)
        }

        /// Where the page point `p` is drawn (seen from above) and its height above the page.
        public func place(_ p: Point) -> (point: Point, height: Double) {
            let a = distance(of: p)
            let placed = place(distance: a)
            let shift = placed.distance - a
            return (Point(x: p.x + direction.x * shift, y: p.y + direction.y * shift), placed.height)
        }
    }
}

extension Rect {
    /// The four corners, clockwise on screen from the top left.
    fileprivate var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}
