/// A subpath reduced to straight segments: what the scan converter and the stroker consume.
package struct Polyline: Sendable, Hashable {
    package var points: [Point]
    /// True when the subpath was closed with `closeSubpath` (its last point joins its first).
    package var isClosed: Bool

    /// A polyline from its points.
    package init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The default flattening tolerance in pixels: the largest distance between a curve and the
    /// segments that replace it. Chords always fall inside a convex curve, so the tolerance is a
    /// bias, not noise: a circle of radius r loses about 4·tolerance/(3r) of its area. 0.02 px keeps
    /// that under 0.3 % from r = 10 px up, at about twice the segments of 0.1 px.
    package static let defaultTolerance = 0.02

    /// The flattening tolerance in pixels for paths that are stroked (their centre lines, and the
    /// stroke's round joins and caps). A chord's sag moves both sides of a stroke sideways together
    /// rather than shrinking a filled area, so strokes keep their area at a coarser tolerance than
    /// fills; 0.05 px (half of Cairo's default 0.1, which moves about 14,500 edge pixels of the stroke
    /// benchmark by more than 8/255 against 123 at 0.05) has about 1.6× fewer edges than 0.02. Through `flattenedForStroking` a stroke's sides move by about ±0.025 px (0.075 at worst).
    package static let strokeTolerance = 0.05

    /// This path as polylines whose segments stay within `tolerance` of every curve.
    ///
    /// The segment count of each curve comes from Wang's formula, which bounds the distance between
    /// a Bézier and its uniform subdivision by the size of its second differences; so gentle curves
    /// get few segments and tight ones many, with no fixed count.
    package func flattened(tolerance: Double = Path.defaultTolerance) -> [Polyline] {
        flattened(tolerance: tolerance, cubicSteps: .uniform)
    }

    /// This path as polylines for stroking: as `flattened(tolerance:)`, but a cubic's steps follow
    /// its bend along the curve and its points sit off the curve so that the chords straddle it
    /// (`appendStrokeCubic`): about a quarter fewer segments, within about ±tolerance/2 of the
    /// curve where the bend is even along a step and within 1.5 × tolerance always. Fills keep the
    /// uniform steps (chords inside the curve, within the tolerance), so their pixels do not move.
    package func flattenedForStroking(tolerance: Double = Path.strokeTolerance) -> [Polyline] {
        flattened(tolerance: tolerance, cubicSteps: .byBend)
    }

    /// How a cubic's parameter is divided.
    enum CubicSteps {
        /// n equal steps, n from Wang's formula over the whole curve: three additions per point.
        case uniform
        /// Steps sized by the bend where they are, points off the curve (`appendStrokeCubic`).
        case byBend
    }

    /// How far outside the area drawn a curve must lie to be culled, in pixels: far enough that no
    /// real scene has curves there (where culling could move a fill's Float cover sums by an ulp,
    /// or a stroke's lengths for dashes), near enough that a curve beyond it is never flattened.
    package static let cullMargin = 65536.0

    /// This path as polylines, as `flattened(tolerance:)`, except that a curve whose control points
    /// all lie beyond one side of `visible` is replaced by the line to its end point: the curve and
    /// its chord both stay inside the control points' hull, so nothing inside `visible` changes
    /// (a fill's winding there is the same), but a curve 10³⁰⁸ wide costs one point, not 4096.
    /// Curves with a non-finite control point become that line too.
    package func flattened(tolerance: Double = Path.defaultTolerance, culledOutside visible: Rect) -> [Polyline] {
        flattened(tolerance: tolerance, cubicSteps: .uniform, visible: visible)
    }

    /// `applying(transform).flattened(tolerance:culledOutside:)`, the same points, without making
    /// the transformed path: each element is mapped as it is read (a fill of a small shape spent
    /// about 600 instructions allocating, filling and freeing that copy).
    package func flattened(
        tolerance: Double = Path.defaultTolerance, transformedBy transform: AffineTransform, culledOutside visible: Rect
    ) -> [Polyline] {
        flattened(tolerance: tolerance, cubicSteps: .uniform, visible: visible, transform: transform)
    }

    /// As `flattenedForStroking(tolerance:)`, with curves beyond `visible` culled as in
    /// `flattened(tolerance:culledOutside:)` (the caller widens `visible` by the stroke's reach).
    /// Nil culls only curves with non-finite points.
    package func flattenedForStroking(tolerance: Double = Path.strokeTolerance, culledOutside visible: Rect?)
        -> [Polyline]
    {
        flattened(tolerance: tolerance, cubicSteps: .byBend, visible: visible)
    }

    /// Whether a curve with these control points is replaced by its chord: every point beyond one
    /// side of `visible`, or a coordinate not finite (NaN fails every comparison, so the sum of
    /// all eight is tested: it is finite only when each is). No array: this runs for every curve.
    @inline(__always)
    static func isCulled(_ a: Point, _ b: Point, _ c: Point, _ d: Point, visible: Rect?) -> Bool {
        if !(a.x + a.y + b.x + b.y + c.x + c.y + d.x + d.y).isFinite && !allFinite(a, b, c, d) { return true }
        guard let visible else { return false }
        return max(max(a.x, b.x), max(c.x, d.x)) < visible.minX || min(min(a.x, b.x), min(c.x, d.x)) > visible.maxX
            || max(max(a.y, b.y), max(c.y, d.y)) < visible.minY || min(min(a.y, b.y), min(c.y, d.y)) > visible.maxY
    }

    /// Each coordinate finite (a sum of large finite values can overflow to ∞ on its own).
    static func allFinite(_ points: Point...) -> Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    func flattened(
        tolerance: Double, cubicSteps: CubicSteps, visible: Rect? = nil, transform: AffineTransform? = nil
    ) -> [Polyline] {
        var result: [Polyline] = []
        var points: [Point] = []
        var start = Point.zero
        // Room the next subpath reserves when it starts (a fill's first: `firstSubpathCapacity`): the
        // finished one's point count, so that subpaths alike take one allocation rather than a
        // dozen doublings. Its count, not its capacity: the finished polyline keeps its buffer,
        // and a capacity passed on would make every later subpath hold a buffer as large as the
        // largest so far (one long line then a thousand small circles: a thousand long buffers).
        var nextCapacity = cubicSteps == .uniform ? Self.firstSubpathCapacity : 0
        func finish(closed: Bool) {
            if points.count > 1 || (closed && !points.isEmpty) {
                result.append(Polyline(points: points, isClosed: closed))
                nextCapacity = points.count
                points = []
            } else {
                points.removeAll(keepingCapacity: true)
            }
        }
        // Reserved when a subpath starts, not when one finishes: the last finish reserves nothing.
        func begin(at p: Point) {
            if points.capacity < nextCapacity { points.reserveCapacity(nextCapacity) }
            points.append(p)
        }
        // After a close, the next element (other than a move) starts a subpath at the closed one's
        // start. Begun when that element comes rather than at the close, so that a path ending in
        // a close (most fills) reserves no buffer it never uses.
        var reopens = false
        for (index, original) in elements.enumerated() {
            let element = transform.map { original.applying($0) } ?? original
            if reopens {
                reopens = false
                if case .move = element {} else { begin(at: start) }
            }
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                if cubicSteps == .byBend && transform == nil {
                    nextCapacity = Self.strokeSubpathCapacity(elements, from: index + 1, start: p, tolerance: tolerance)
                }
                begin(at: p)
            case .line(let p):
                points.append(p)
            case .quadCurve(let p, let c) where Self.isCulled(points.last ?? start, c, c, p, visible: visible):
                points.append(p)
            case .curve(let p, let c1, let c2) where Self.isCulled(points.last ?? start, c1, c2, p, visible: visible):
                points.append(p)
            case .quadCurve(let p, let c):
                let p0 = points.last ?? start
                let n = Self.segmentCount(
                    secondDifference: (p0 - c * 2 + p).length, degreeFactor: 0.25, tolerance: tolerance)
                Self.makeRoom(n, in: &points)
                // Forward differences of B(t) = a·t² + b·t + p0 at steps of h = 1/n: two additions
                // per point (in Double, the drift over 4096 steps stays far below a pixel's 1e-6).
                let h = 1 / Double(n)
                let a = p0 - c * 2 + p
                let b = (c - p0) * 2
                var f = p0
                var df = a * (h * h) + b * h
                let ddf = a * (2 * h * h)
                for _ in 1..<n {
                    f = f + df
                    df = df + ddf
                    points.append(f)
                }
                points.append(p)  // exactly the end point, which the next segment starts from
            case .curve(let p, let c1, let c2)
            where cubicSteps == .uniform && c1 == (points.last ?? start) && c2 == p:
                // Controls on the ends: the straight segment between them (Lottie writes every edge
                // as a cubic, so that shapes morph), one line instead of a curve's many steps. Only
                // for fills: a stroke's polyline also gives its joins and caps their directions.
                points.append(p)
            case .curve(let p, let c1, let c2) where cubicSteps == .byBend:
                Self.appendStrokeCubic(from: points.last ?? start, c1, c2, p, tolerance: tolerance, to: &points)
            case .curve(let p, let c1, let c2):
                let p0 = points.last ?? start
                let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Self.segmentCount(secondDifference: dd, degreeFactor: 0.75, tolerance: tolerance)
                Self.makeRoom(n, in: &points)
                // Forward differences of B(t) = a·t³ + b·t² + c·t + p0 at steps of h = 1/n.
                let h = 1 / Double(n)
                let h2 = h * h
                let h3 = h2 * h
                let a = (c1 - c2) * 3 + p - p0
                let b = (p0 - c1 * 2 + c2) * 3
                let c = (c1 - p0) * 3
                var f = p0
                var df = a * h3 + b * h2 + c * h
                var ddf = a * (6 * h3) + b * (2 * h2)
                let dddf = a * (6 * h3)
                for _ in 1..<n {
                    f = f + df
                    df = df + ddf
                    ddf = ddf + dddf
                    points.append(f)
                }
                points.append(p)
            case .closeSubpath:
                let first = points.first ?? start
                finish(closed: true)
                start = first
                reopens = true
            }
        }
        finish(closed: false)
        return result
    }

    /// Points the first subpath of a fill's flattening reserves room for. Growing from nothing
    /// took a fill of a small shape (a Lottie rectangle of 10 points a side: four cubics of 20
    /// steps each) four allocations of its points; 128 points (2 KB) hold it and most small
    /// shapes at once. Strokes keep growing from nothing: reserving as much cost trim.json more
    /// in malloc than it saved.
    static let firstSubpathCapacity = 128

    /// The most points a stroke's subpath that starts at `start` and continues with
    /// `elements[first...]` (up to the next move or close) flattens to: its start, one point a
    /// line, and each curve's uniform count (Wang's formula, the room `appendStrokeCubic` and the
    /// quadratic's steps make), or `strokeSubpathCapacityLimit` if that is less. Reserved when the
    /// subpath begins, so that its array is allocated once: grown curve by curve, a stroke of the
    /// benchmark (three cubics) was reallocated and copied about three times (2.2 M instructions a
    /// frame of the stroke bench). The limit bounds the memory reserved for curves that the
    /// flattening culls to one point (up to 4096 each in this count: testing each against the
    /// visible box here cost more than it saved) and the scan's own work.
    static func strokeSubpathCapacity(_ elements: [Element], from first: Int, start: Point, tolerance: Double) -> Int {
        var count = 1
        var current = start
        var i = first
        scan: while i < elements.count && count < strokeSubpathCapacityLimit {
            switch elements[i] {
            case .move, .closeSubpath:
                break scan
            case .line(let p):
                count += 1
                current = p
            case .quadCurve(let p, let c):
                count += segmentCount(
                    secondDifference: (current - c * 2 + p).length, degreeFactor: 0.25, tolerance: tolerance)
                current = p
            case .curve(let p, let c1, let c2):
                let secondDifference = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                count += segmentCount(secondDifference: secondDifference, degreeFactor: 0.75, tolerance: tolerance)
                current = p
            }
            i += 1
        }
        return min(count, strokeSubpathCapacityLimit)
    }

    /// The most points `strokeSubpathCapacity` reserves (64 KB); a longer subpath grows as before.
    static let strokeSubpathCapacityLimit = 4096

    /// Room for `count` more points, growing geometrically (a plain `reserveCapacity` of the
    /// exact size would reallocate for every curve of a subpath).
    @inline(__always)
    static func makeRoom(_ count: Int, in points: inout [Point]) {
        if points.capacity < points.count + count {
            points.reserveCapacity(max(2 * points.capacity, points.count + count))
        }
    }

    /// Wang's formula: n = ⌈√(d(d−1)/8 · M / tolerance)⌉, with `degreeFactor` = d(d−1)/8.
    /// Capped so that a degenerate or enormous curve cannot allocate without bound.
    static func segmentCount(secondDifference m: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * m / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 4096))
    }
}
