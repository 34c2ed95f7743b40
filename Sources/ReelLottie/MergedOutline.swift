import ReelGeometry

/// The outline of shapes merged by a merge paths item (`mm`), for stroking it: each shape's
/// edges (flattened) cut where they cross another shape's, the pieces kept that lie on the
/// merged region's boundary, and those chained at the crossings into contours, so that a stroke
/// turns its joins there as around any corner.
///
/// Which pieces bound the region: merge and add (their union), a piece outside every other
/// shape; subtract (the first shape less the others), a piece of the first outside the others,
/// or of another inside the first and outside the rest; intersect, a piece inside every other
/// shape; exclude intersections (their parity), every piece. Inside is the non-zero rule of
/// each shape's own contours. Edges that coincide along a stretch are not resolved.
struct MergedOutline {
    /// Flattening tolerance in the shapes' units: fine enough that the outline's corners at a
    /// flattened curve do not show under a stroke.
    static let tolerance = 0.01
    /// The most edges, all shapes together: crossings and insideness compare every edge with
    /// every other, so beyond it the outline is not worth its time (the shapes are stroked whole).
    static let maximumEdges = 2000

    let mode: Int

    /// The merged outline of `shapes`, as closed contours (open where a piece could not be
    /// chained, as with coinciding edges); nil when the shapes have too many edges (`maximumEdges`).
    func path(of shapes: [Path]) -> Path? {
        let contours: [[[Point]]] = shapes.map { shape in
            shape.flattened(tolerance: Self.tolerance).map { polyline in
                var points = polyline.points
                if points.count > 1, points[0] == points[points.count - 1] { points.removeLast() }
                return points
            }
            .filter { $0.count >= 2 }
        }
        guard contours.joined().reduce(0, { $0 + $1.count }) <= Self.maximumEdges else { return nil }
        var crossings = Crossings()
        // Per shape, per contour, per edge: the parameters along the edge where it is cut, with
        // the crossing's id.
        var cuts: [[[[(t: Double, id: Int)]]]] = contours.map { $0.map { Array(repeating: [], count: $0.count) } }
        for a in contours.indices {
            for b in contours.indices where b > a {
                crossings.find(contours[a], contours[b]) { ca, ea, t, cb, eb, u, id in
                    cuts[a][ca][ea].append((t, id))
                    cuts[b][cb][eb].append((u, id))
                }
            }
        }
        var runs: [Run] = []
        for (s, shape) in contours.enumerated() {
            for (c, contour) in shape.enumerated() {
                runs += self.runs(of: contour, cuts: cuts[s][c], shape: s, shapes: contours)
            }
        }
        return Self.chained(runs)
    }

    /// A stretch of a contour between two crossings (or a whole contour, `closed`), kept.
    struct Run {
        var points: [Point]
        var start: Int?
        var end: Int?
        var closed = false
    }

    /// The contour cut at its crossings into runs, those on the merged boundary kept.
    private func runs(of contour: [Point], cuts: [[(t: Double, id: Int)]], shape: Int, shapes: [[[Point]]]) -> [Run] {
        let n = contour.count
        // The contour's pieces, in order: each from a point (a vertex or a crossing) to the next.
        var nodes: [(point: Point, id: Int?)] = []
        for e in 0..<n {
            let p = contour[e]
            let q = contour[(e + 1) % n]
            var onEdge: [(point: Point, id: Int?)] = [(p, nil)]
            for cut in cuts[e].sorted(by: { $0.t < $1.t }) {
                let point = p + (q - p) * cut.t
                // A crossing at the vertex itself takes the vertex's place (no zero-length piece).
                if cut.t == 0 && onEdge.count == 1 {
                    onEdge[0] = (point, cut.id)
                } else {
                    onEdge.append((point, cut.id))
                }
            }
            nodes += onEdge
        }
        guard let first = nodes.firstIndex(where: { $0.id != nil }) else {
            // No crossing: the whole contour is kept or not.
            let keep = self.keeps(Self.midpoint(contour[0], contour[1 % n]), of: shape, shapes)
            return keep ? [Run(points: contour, closed: true)] : []
        }
        // Rotated to start at a crossing; cut into runs from crossing to crossing.
        let ordered = Array(nodes[first...] + nodes[..<first]) + [nodes[first]]
        var runs: [Run] = []
        var current: [Point] = [ordered[0].point]
        var start = ordered[0].id
        for node in ordered.dropFirst() {
            current.append(node.point)
            guard let id = node.id else { continue }
            if current.count >= 2, keeps(Self.midpoint(current[0], current[1]), of: shape, shapes) {
                runs.append(Run(points: current, start: start, end: id))
            }
            current = [node.point]
            start = id
        }
        return runs
    }

    private static func midpoint(_ a: Point, _ b: Point) -> Point { a + (b - a) * 0.5 }

    /// Whether a piece of shape `shape`'s edge through `point` bounds the merged region.
    private func keeps(_ point: Point, of shape: Int, _ shapes: [[[Point]]]) -> Bool {
        let others = shapes.indices.filter { $0 != shape }
        func inside(_ s: Int) -> Bool { Self.winding(of: point, in: shapes[s]) != 0 }
        switch mode {
        case 3:
            if shape == 0 { return !others.contains(where: inside) }
            return inside(0) && !others.filter { $0 != 0 }.contains(where: inside)
        case 4:
            return others.allSatisfy(inside)
        case 5:
            return true
        default:
            return !others.contains(where: inside)
        }
    }

    /// The winding number of `contours` around `point`.
    static func winding(of point: Point, in contours: [[Point]]) -> Int {
        var winding = 0
        for contour in contours {
            for i in contour.indices {
                let a = contour[i]
                let b = contour[(i + 1) % contour.count]
                let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y {
                    if b.y > point.y && side > 0 { winding += 1 }
                } else if b.y <= point.y && side < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    /// The runs joined end to end at their crossings (a run's end meets the one other kept run
    /// end at that crossing, turned round when needed) into contours.
    static func chained(_ runs: [Run]) -> Path {
        var path = Path()
        var ends: [Int: [(run: Int, atStart: Bool)]] = [:]
        for (i, run) in runs.enumerated() where !run.closed {
            if let s = run.start { ends[s, default: []].append((i, true)) }
            if let e = run.end { ends[e, default: []].append((i, false)) }
        }
        var used = Array(repeating: false, count: runs.count)
        for i in runs.indices where !used[i] {
            used[i] = true
            var points = runs[i].points
            if runs[i].closed {
                path.addPolygon(points)
                continue
            }
            var closed = false
            var at = runs[i].end
            while let crossing = at {
                if crossing == runs[i].start {
                    closed = true
                    break
                }
                guard let next = ends[crossing]?.first(where: { !used[$0.run] }) else { break }
                used[next.run] = true
                let run = runs[next.run]
                points += (next.atStart ? run.points : run.points.reversed()).dropFirst()
                at = next.atStart ? run.end : run.start
            }
            if closed {
                points.removeLast()  // the crossing it started from, again
                path.addPolygon(points)
            } else {
                path.addPolyline(points)
            }
        }
        return path
    }
}

extension Path {
    /// A closed contour through `points`.
    fileprivate mutating func addPolygon(_ points: [Point]) {
        addPolyline(points)
        closeSubpath()
    }

    /// An open contour through `points`.
    fileprivate mutating func addPolyline(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
}

/// The crossings between two shapes' flattened edges, each with an id.
struct Crossings {
    private(set) var count = 0

    /// Calls `found` for each crossing of an edge of `a` with an edge of `b`: the contour and
    /// edge of each, the parameter along each edge (in 0..<1, so a crossing at a shared vertex
    /// counts once), and the crossing's id.
    mutating func find(
        _ a: [[Point]], _ b: [[Point]], _ found: (Int, Int, Double, Int, Int, Double, Int) -> Void
    ) {
        for (ca, contourA) in a.enumerated() {
            for ea in contourA.indices {
                let p = contourA[ea]
                let p2 = contourA[(ea + 1) % contourA.count]
                let (lowX, highX) = (min(p.x, p2.x), max(p.x, p2.x))
                let (lowY, highY) = (min(p.y, p2.y), max(p.y, p2.y))
                for (cb, contourB) in b.enumerated() {
                    for eb in contourB.indices {
                        let q = contourB[eb]
                        let q2 = contourB[(eb + 1) % contourB.count]
                        if max(q.x, q2.x) < lowX || min(q.x, q2.x) > highX || max(q.y, q2.y) < lowY
                            || min(q.y, q2.y) > highY
                        {
                            continue
                        }
                        let r = p2 - p
                        let s = q2 - q
                        let denominator = r.x * s.y - r.y * s.x
                        guard denominator != 0 else { continue }  // parallel: coinciding edges are not cut
                        let d = q - p
                        let t = (d.x * s.y - d.y * s.x) / denominator
                        let u = (d.x * r.y - d.y * r.x) / denominator
                        guard t >= 0, t < 1, u >= 0, u < 1 else { continue }
                        found(ca, ea, t, cb, eb, u, count)
                        count += 1
                    }
                }
            }
        }
    }
}

extension LottieGeometry {
    /// This geometry, its merged paths (if it is some) as their outline.
    var outlinedIfMerged: LottieGeometry {
        var copy = self
        if case .merged = kind { copy.outlined = true }
        return copy
    }
}
