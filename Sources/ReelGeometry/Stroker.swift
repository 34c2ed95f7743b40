import Foundation

/// Turns polylines into the outline of their stroke, to be filled with the non-zero rule.
///
/// Each open subpath becomes one closed contour (left side forward, end cap, right side backward,
/// start cap); each closed subpath becomes two contours of opposite orientation (outer and inner).
/// Inner corners go through the vertex itself, which makes a small loop inside the stroke: the
/// non-zero rule fills it, and unlike a union of per-segment pieces no two contours share the
/// stroke's outer edge, so anti-aliased edges are not counted twice.
package struct Stroker: Sendable {
    package let style: StrokeStyle
    /// Flattening tolerance for round joins and caps, in the polylines' own units.
    package let tolerance: Double

    private let halfWidth: Double
    /// The largest angle one chord of a round part may span and stay within the tolerance.
    private let maxArcStep: Double
    /// A round join whose turn has a cosine at least this is a bevel within the tolerance.
    private let bevelCosine: Double
    /// A round join whose turn θ has `1 + cos θ` at least this has its miter point within the
    /// tolerance of the arc: the miter sticks out by h·(1/cos(θ/2) − 1), and 2·cos²(θ/2) = 1 + cos θ.
    private let miterCosineSquared2: Double

    /// A stroker for `style` whose round parts stay within `tolerance` of true circles.
    package init(style: StrokeStyle, tolerance: Double = Path.strokeTolerance) {
        self.style = style
        self.tolerance = tolerance
        halfWidth = style.lineWidth / 2
        maxArcStep = halfWidth > tolerance ? 2 * acos(1 - tolerance / halfWidth) : Double.pi / 2
        bevelCosine = cos(maxArcStep)
        // cos(θ/2) where the miter sticks out by the tolerance.
        let halfTurnCosine = halfWidth / (halfWidth + tolerance)
        miterCosineSquared2 = 2 * halfTurnCosine * halfTurnCosine
    }

    /// The contours whose non-zero fill is the stroke of `polylines`.
    package func outline(_ polylines: [Polyline]) -> [Polyline] {
        guard style.lineWidth > 0 else { return [] }
        var contours: [Polyline] = []
        // Scratch for every line: the outline, and the right side of an open line (built while
        // the left is, then appended backwards). Each contour is then one array of its size.
        // 512 and 256 points (8 and 4 KB): a stroke of the benchmark (three cubics) has up to
        // about 400 outline points, and growing from 256 copied the buffer for two strokes in five.
        var out = PointBuffer(capacity: 512)
        var right = PointBuffer(capacity: 256)
        defer {
            out.deallocate()
            right.deallocate()
        }
        for line in polylines {
            out.removeAll()
            if !line.isClosed && line.points.count >= 2 {
                let done = line.points.withUnsafeBufferPointer {
                    appendOpenOutline($0, to: &out, right: &right)
                }
                if done {
                    contours.append(Polyline(points: out.array, isClosed: true))
                    continue
                }
                out.removeAll()
            }
            let points = Self.removingRepeats(line.points, closed: line.isClosed)
            let n = points.count
            if n < 2 {
                if let p = points.first, let dot = dot(at: p) { contours.append(dot) }
            } else if line.isClosed && n > 2 {
                side(points, closed: true, reversed: false, into: &out)
                contours.append(Polyline(points: out.array, isClosed: true))
                out.removeAll()
                side(points, closed: true, reversed: true, into: &out)
                contours.append(Polyline(points: out.array, isClosed: true))
            } else {
                side(points, closed: false, reversed: false, into: &out)
                addCap(to: &out, at: points[n - 1], direction: direction(points[n - 2], points[n - 1]))
                side(points, closed: false, reversed: true, into: &out)
                addCap(to: &out, at: points[0], direction: direction(points[1], points[0]))
                contours.append(Polyline(points: out.array, isClosed: true))
            }
        }
        return contours
    }

    /// Appends the outline of an open polyline (left side forward, end cap, right side backward,
    /// start cap), the points that `side` and `addCap` give, in one pass: each segment's length
    /// and reciprocal, and each vertex's `1 / (1 + cos θ)`, are computed once for both sides. The
    /// right side's direction is its own subtraction times the shared reciprocal (the same bits as
    /// a pass of its own: the length of a negated vector is the same, and so is `1 + cos θ`). The
    /// right side's joins go to `right`, each join's points reversed, and are appended backwards.
    /// Each segment's two normals and each vertex's join tests also serve both sides (`addJoins`).
    /// Returns false when two consecutive points are repeats (`removingRepeats` would drop one):
    /// `out` then holds a partial outline to be discarded.
    private func appendOpenOutline(
        _ points: UnsafeBufferPointer<Point>, to out: inout PointBuffer, right: inout PointBuffer
    ) -> Bool {
        let n = points.count
        right.removeAll()
        var p = points[0]
        var after = points[1]
        var length = (after - p).length
        if length <= 1e-3 { return false }
        var reciprocal = 1 / length
        var forward = (after - p) * reciprocal
        // The normals of the segment before the vertex: the left side's, and the right side's
        // (the normal of its own direction, `backward`), each computed once for the two joins
        // that the segment ends.
        let firstBackward = (p - after) * reciprocal
        var leftNormal = normal(forward)
        var rightNormal = normal(firstBackward)
        out.append(p + leftNormal)
        var i = 1
        while i < n - 1 {
            p = after
            after = points[i + 1]
            let nextLength = (after - p).length
            if nextLength <= 1e-3 { return false }
            reciprocal = 1 / nextLength
            let nextForward = (after - p) * reciprocal
            let nextLeftNormal = normal(nextForward)
            let nextRightNormal = normal((p - after) * reciprocal)
            addJoins(
                at: p, incoming: forward, outgoing: nextForward, left: (leftNormal, nextLeftNormal),
                right: (nextRightNormal, rightNormal), room: min(length, nextLength), to: &out, right: &right)
            forward = nextForward
            leftNormal = nextLeftNormal
            rightNormal = nextRightNormal
            length = nextLength
            i += 1
        }
        out.append(after + leftNormal)
        addCap(to: &out, at: after, direction: forward)
        out.append(after + rightNormal)
        out.appendReversed(right)
        out.append(points[0] + normal(firstBackward))
        addCap(to: &out, at: points[0], direction: firstBackward)
        return true
    }

    /// The joins at vertex `p` of an open line on both sides: the left side's, whose normals
    /// are `left` (before and after `p`), to `out`, and the right side's, travelling the other
    /// way with normals `right`, to `rightOut` (each join's points reversed). What `addJoin` would
    /// do for each side, with one set of tests: the right side's directions are the left's
    /// negated, so its turn is the left's negated and its `cos θ` the left's (up to the sign of
    /// a zero, which no test reads), and the right side turns inwards where the left turns out.
    /// Each point still comes from its own side's normals, so every point has `addJoin`'s bits.
    @inline(__always)
    private func addJoins(
        at p: Point, incoming d0: Point, outgoing d1: Point, left: (Point, Point), right: (Point, Point),
        room: Double, to out: inout PointBuffer, right rightOut: inout PointBuffer
    ) {
        let turn = d0.cross(d1)
        let along = d0.dot(d1)
        if abs(turn) < 1e-9 && along > 0 {  // straight on
            out.append(p + left.0)
            rightOut.append(p + right.0)
            return
        }
        let inverse = 1 / (1 + along)
        // An outer side whose round join's miter point is within the tolerance of the arc.
        let miterStandsForArc = style.lineJoin == .round && 1 + along >= miterCosineSquared2
        if turn > 0 {  // the left side is the inside of the corner, the right the outside
            if along > 0, halfWidth * turn * inverse < room {
                out.append(p + (left.0 + left.1) * inverse)
            } else {
                addCorner(to: &out, at: p, n0: left.0, n1: left.1, turn: turn, along: along, inverse: inverse)
            }
            if miterStandsForArc {
                rightOut.append(p + (right.0 + right.1) * inverse)
            } else {
                addReversedCorner(
                    to: &rightOut, at: p, n0: right.0, n1: right.1, turn: -turn, along: along, inverse: inverse)
            }
        } else {  // the left side is the outside (or, at a reversal, both are)
            if miterStandsForArc {
                out.append(p + (left.0 + left.1) * inverse)
            } else {
                addCorner(to: &out, at: p, n0: left.0, n1: left.1, turn: turn, along: along, inverse: inverse)
            }
            if turn < 0, along > 0, halfWidth * -turn * inverse < room {
                rightOut.append(p + (right.0 + right.1) * inverse)
            } else if turn >= 0 && miterStandsForArc {
                rightOut.append(p + (right.0 + right.1) * inverse)
            } else {
                addReversedCorner(
                    to: &rightOut, at: p, n0: right.0, n1: right.1, turn: -turn, along: along, inverse: inverse)
            }
        }
    }

    /// `addCorner`, its points reversed: the right side of an open line is appended backwards.
    @inline(never)
    private func addReversedCorner(
        to out: inout PointBuffer, at p: Point, n0: Point, n1: Point, turn: Double, along: Double, inverse: Double
    ) {
        let mark = out.count
        addCorner(to: &out, at: p, n0: n0, n1: n1, turn: turn, along: along, inverse: inverse)
        if out.count - mark > 1 { out.reverse(from: mark) }
    }

    /// Drops consecutive points closer than a thousandth of a unit: they have no direction.
    static func removingRepeats(_ points: [Point], closed: Bool) -> [Point] {
        // Usually there are none: then the array is returned as it is, with no copy.
        var hasRepeats = closed && points.count > 1 && (points[0] - points[points.count - 1]).length <= 1e-3
        var i = 1
        while !hasRepeats && i < points.count {
            hasRepeats = (points[i - 1] - points[i]).length <= 1e-3
            i += 1
        }
        if !hasRepeats { return points }
        var out: [Point] = []
        out.reserveCapacity(points.count)
        for p in points where out.last.map({ ($0 - p).length > 1e-3 }) ?? true {
            out.append(p)
        }
        if closed, out.count > 1, (out[0] - out[out.count - 1]).length <= 1e-3 { out.removeLast() }
        return out
    }

    private func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        return d * (1 / d.length)
    }

    /// The unit direction from `a` to `b` and the distance, with one square root.
    @inline(__always)
    private func directionAndLength(_ a: Point, _ b: Point) -> (Point, Double) {
        let d = b - a
        let length = d.length
        return (d * (1 / length), length)
    }

    /// The left normal of a unit direction, scaled to half the line width.
    private func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) * halfWidth }

    /// Appends the offset line on the left of `points` (in their order, or reversed), with joins at
    /// every vertex. Each segment's direction and length are computed once and shared by the
    /// joins at its two ends.
    private func side(_ points: [Point], closed: Bool, reversed: Bool, into out: inout PointBuffer) {
        let n = points.count
        out.reserve(2 * n)
        points.withUnsafeBufferPointer { buffer in
            func point(_ i: Int) -> Point { buffer[reversed ? n - 1 - i : i] }
            var i = closed ? 0 : 1
            let end = closed ? n : n - 1
            var p = point(i)
            var before = point((i + n - 1) % n)
            var (incoming, incomingLength) = directionAndLength(before, p)
            if !closed { out.append(before + normal(incoming)) }
            while i < end {
                let after = point((i + 1) % n)
                let (outgoing, outgoingLength) = directionAndLength(p, after)
                addJoin(
                    to: &out, at: p, incoming: incoming, outgoing: outgoing, room: min(incomingLength, outgoingLength),
                    inverse: 1 / (1 + incoming.dot(outgoing)))
                p = after
                incoming = outgoing
                incomingLength = outgoingLength
                i += 1
            }
            if !closed { out.append(p + normal(incoming)) }
        }
    }

    /// `room` is the shorter of the two segments' lengths: how far along them an inner corner may
    /// reach before it would cut into the stroke of a neighbouring segment. `inverse` is
    /// `1 / (1 + d0.dot(d1))`, which both sides of a line share.
    @inline(__always)
    private func addJoin(
        to out: inout PointBuffer, at p: Point, incoming d0: Point, outgoing d1: Point, room: Double, inverse: Double
    ) {
        let n0 = normal(d0)
        let n1 = normal(d1)
        let turn = d0.cross(d1)
        let along = d0.dot(d1)
        if abs(turn) < 1e-9 && along > 0 {  // straight on
            out.append(p + n0)
            return
        }
        // Where the two offset lines cross (the miter point) is p + (n0 + n1) / (1 + cos θ), since
        // |u0 + u1|² = 2 + 2·cos θ for the unit normals: one division, shared by both sides' tests.
        // The joins of a flattened curve are nearly all that one point, on either side: it is
        // appended here, in line, and every other corner is left to `addCorner`, out of line.
        if turn > 0 {
            // The left side is the inside of the corner. The miter point lies
            // h·tan(θ/2) = h·sin θ / (1 + cos θ) along each segment from the vertex. Within both
            // segments, that point is exact and makes no loop (the common case on a flattened
            // curve, which turns a little at every vertex).
            if along > 0, halfWidth * turn * inverse < room {
                out.append(p + (n0 + n1) * inverse)
                return
            }
        } else if style.lineJoin == .round && 1 + along >= miterCosineSquared2 {
            // The outer side of a round join, whose miter point is within the tolerance of the arc.
            out.append(p + (n0 + n1) * inverse)
            return
        }
        addCorner(to: &out, at: p, n0: n0, n1: n1, turn: turn, along: along, inverse: inverse)
    }

    /// The joins that `addJoin` does not append in line: an inner corner whose miter point lies
    /// beyond a segment, and the outer side's bevels, miters and arcs.
    @inline(never)
    private func addCorner(
        to out: inout PointBuffer, at p: Point, n0: Point, n1: Point, turn: Double, along: Double, inverse: Double
    ) {
        if turn > 0 {
            // The inside of a corner whose miter point lies beyond a segment: go through the
            // vertex and let the non-zero rule fill the loop.
            out.append(p + n0)
            out.append(p)
            out.append(p + n1)
            return
        }
        // The outer side. The miter point lies on both offset lines, so it alone continues both
        // offset segments: one point and one edge instead of two. (A round join whose miter point
        // is within the tolerance was appended by `addJoin`, and gives the same point here.)
        let miter = p + (n0 + n1) * inverse
        switch style.lineJoin {
        case .bevel:
            out.append(p + n0)
            out.append(p + n1)
        case .miter:
            // Miter length / line width is 1 / cos(θ/2) = √(2 / (1 + cos θ)).
            let ratio = (2 * inverse).squareRoot()
            if ratio.isFinite && ratio <= style.miterLimit {
                out.append(miter)
            } else {
                out.append(p + n0)
                out.append(p + n1)
            }
        case .round:
            if 1 + along >= miterCosineSquared2 {
                // The miter point is within the tolerance of the arc (the common case on a
                // flattened curve, which turns a little at every vertex): it stands for the arc.
                out.append(miter)
            } else {
                out.append(p + n0)
                if along < bevelCosine {  // a chord alone would stray beyond the tolerance
                    addArc(to: &out, center: p, from: n0, sweep: -acos(max(-1, min(1, along))))
                }
                out.append(p + n1)
            }
        }
    }

    /// The end cap at `p`, where the stroke arrives travelling along `d`.
    private func addCap(to out: inout PointBuffer, at p: Point, direction d: Point) {
        let n = normal(d)
        switch style.lineCap {
        case .butt:
            break
        case .square:
            let ahead = d * halfWidth
            out.append(p + n + ahead)
            out.append(p - n + ahead)
        case .round:
            addArc(to: &out, center: p, from: n, sweep: -Double.pi)
        }
    }

    /// Points strictly inside an arc of radius half-width from `start` (a radius vector) turning by `sweep`.
    private func addArc(to out: inout PointBuffer, center: Point, from start: Point, sweep: Double) {
        let steps = arcSteps(sweep)
        guard steps > 1 else { return }
        out.reserve(steps - 1)
        // Each point is the previous radius rotated by one step: one cosine and one sine per arc
        // rather than per point (libm was 3 % of the stroke benchmark); the rounding drift over
        // at most 1024 steps stays near 1e-13 of the radius.
        let step = sweep / Double(steps)
        let c = cos(step)
        let s = sin(step)
        var radius = start
        for _ in 1..<steps {
            radius = Point(x: radius.x * c - radius.y * s, y: radius.x * s + radius.y * c)
            out.append(center + radius)
        }
    }

    /// Segments for an arc so that chords stay within the tolerance of the circle.
    private func arcSteps(_ sweep: Double) -> Int {
        // One step (no intermediate point, a bevel) when the chord is already within tolerance.
        // Clamped in Double: an infinite line width makes the step 0 and the ratio ∞ (or NaN).
        let steps = (abs(sweep) / maxArcStep).rounded(.up)
        return steps >= 1024 ? 1024 : steps > 1 ? Int(steps) : 1
    }

    /// A zero-length subpath draws a dot with round or square caps, nothing with butt caps.
    private func dot(at p: Point) -> Polyline? {
        switch style.lineCap {
        case .butt:
            return nil
        case .square:
            let h = halfWidth
            return Polyline(
                points: [
                    p + Point(x: -h, y: -h), p + Point(x: h, y: -h), p + Point(x: h, y: h), p + Point(x: -h, y: h)
                ], isClosed: true)
        case .round:
            var points = PointBuffer(capacity: 64)
            defer { points.deallocate() }
            points.append(p + Point(x: halfWidth, y: 0))
            addArc(to: &points, center: p, from: Point(x: halfWidth, y: 0), sweep: 2 * .pi)
            return Polyline(points: points.array, isClosed: true)
        }
    }
}
