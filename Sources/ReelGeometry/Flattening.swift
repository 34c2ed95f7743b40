/// A subpath reduced to straight segments: what the scan converter and the stroker consume.
public struct Polyline: Sendable, Hashable {
    public var points: [Point]
    /// True when the subpath was closed with `closeSubpath` (its last point joins its first).
    public var isClosed: Bool

    /// A polyline from its points.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The default flattening tolerance in pixels: the largest distance between a curve and the
    /// segments that replace it. Chords always fall inside a convex curve, so the tolerance is a
    /// bias, not noise: a circle of radius r loses about 4·tolerance/(3r) of its area. 0.02 px keeps
    /// that under 0.3 % from r = 10 px up, at about twice the segments of 0.1 px.
    public static let defaultTolerance = 0.02

    /// This path as polylines whose segments stay within `tolerance` of every curve.
    ///
    /// The segment count of each curve comes from Wang's formula, which bounds the distance between
    /// a Bézier and its uniform subdivision by the size of its second differences; so gentle curves
    /// get few segments and tight ones many, with no fixed count.
    public func flattened(tolerance: Double = Path.defaultTolerance) -> [Polyline] {
        var result: [Polyline] = []
        var points: [Point] = []
        var start = Point.zero
        func finish(closed: Bool) {
            if points.count > 1 || (closed && !points.isEmpty) {
                result.append(Polyline(points: points, isClosed: closed))
            }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                points = [p]
            case .line(let p):
                points.append(p)
            case .quadCurve(let p, let c):
                let p0 = points.last ?? start
                let n = Self.segmentCount(secondDifference: (p0 - c * 2 + p).length, degreeFactor: 0.25, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    points.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .curve(let p, let c1, let c2):
                let p0 = points.last ?? start
                let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Self.segmentCount(secondDifference: dd, degreeFactor: 0.75, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    points.append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .closeSubpath:
                let first = points.first ?? start
                finish(closed: true)
                start = first
                points = [first]
            }
        }
        finish(closed: false)
        return result
    }

    /// Wang's formula: n = ⌈√(d(d−1)/8 · M / tolerance)⌉, with `degreeFactor` = d(d−1)/8.
    /// Capped so that a degenerate or enormous curve cannot allocate without bound.
    static func segmentCount(secondDifference m: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * m / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 4096))
    }
}
