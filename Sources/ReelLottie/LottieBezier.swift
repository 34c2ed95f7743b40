import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// A Lottie path (`sh`'s `ks`): vertices with in and out tangents relative to them, open or
/// closed. Segment n runs from vertex n (leaving along its out tangent) to vertex n + 1
/// (arriving along its in tangent); a closed path adds the segment back to vertex 0.
struct LottieBezier: Sendable, Equatable {
    var closed = false
    var vertices: [Point] = []
    var inTangents: [Point] = []
    var outTangents: [Point] = []

    /// As a Reel path: a cubic per segment.
    var path: Path {
        var path = Path()
        guard let first = vertices.first else { return path }
        path.move(to: first)
        let count = vertices.count
        for n in 0..<(closed ? count : count - 1) {
            let from = vertices[n]
            let to = vertices[(n + 1) % count]
            let c1 = from + outTangents[n]
            let c2 = to + inTangents[(n + 1) % count]
            // Always a cubic, straight ones too, so that two keyframes of one shape have the same
            // elements and morph into each other.
            path.addCurve(to: to, control1: c1, control2: c2)
        }
        if closed { path.closeSubpath() }
        return path
    }

    /// The same shape traced the other way (`d: 3`).
    var reversed: LottieBezier {
        guard !vertices.isEmpty else { return self }
        // Vertex 0 stays the start; the others come in reverse order, in and out swapped.
        let order = [0] + (1..<vertices.count).reversed()
        return LottieBezier(
            closed: closed, vertices: order.map { vertices[$0] }, inTangents: order.map { outTangents[$0] },
            outTangents: order.map { inTangents[$0] })
    }
}

extension LottieBezier {
    /// The path with every sharp corner (a vertex with no tangents) rounded, as lottie-web's
    /// rounded corners do: the vertex replaced by two, `radius` along each side (at most half of
    /// it) with tangents 0.5519 of the way back to the corner. An open path's ends stay.
    func roundingCorners(radius: Double) -> LottieBezier {
        guard radius > 0, vertices.count > 1 else { return self }
        let k = 0.5519
        var out = LottieBezier(closed: closed)
        let count = vertices.count
        for i in 0..<count {
            let v = vertices[i]
            let isEnd = !closed && (i == 0 || i == count - 1)
            guard !isEnd, inTangents[i] == .zero, outTangents[i] == .zero else {
                out.vertices.append(v)
                out.inTangents.append(inTangents[i])
                out.outTangents.append(outTangents[i])
                continue
            }
            // The first new point leaves towards the corner, the second arrives from it.
            func point(towards neighbour: Point) -> (Point, handle: Point) {
                let d = neighbour - v
                let length = d.length
                let p = v + d * (length > 0 ? min(length / 2, radius) / length : 0)
                return (p, (v - p) * k)
            }
            let before = point(towards: vertices[(i + count - 1) % count])
            let after = point(towards: vertices[(i + 1) % count])
            out.vertices += [before.0, after.0]
            out.inTangents += [.zero, after.handle]
            out.outTangents += [before.handle, .zero]
        }
        return out
    }
}

extension LottieBezier: LottieInterpolable {
    /// Vertex by vertex; paths of different lengths switch at the end of the segment, as Lottie's
    /// players do.
    func interpolated(to other: LottieBezier, progress: (Int) -> Double) -> LottieBezier {
        let t = progress(0)
        guard vertices.count == other.vertices.count else { return t < 1 ? self : other }
        func mix(_ a: [Point], _ b: [Point]) -> [Point] { zip(a, b).map { $0.interpolated(to: $1, at: t) } }
        return LottieBezier(
            closed: closed, vertices: mix(vertices, other.vertices), inTangents: mix(inTangents, other.inTangents),
            outTangents: mix(outTangents, other.outTangents))
    }
}

extension LottieContext {
    /// A path value: `{"c", "v", "i", "o"}`, or (in keyframes) an array holding one.
    func bezier(_ node: JSONNode) throws(SceneError) -> LottieBezier {
        if case .array = node.value.kind {
            let elements = try node.array()
            guard elements.count == 1 else { throw node.mismatch("one path {\"c\", \"v\", \"i\", \"o\"}") }
            return try bezier(elements[0])
        }
        var object = try node.object()
        var path = LottieBezier()
        path.closed = try object.optional("c").map { (n) throws(SceneError) in try n.bool() } ?? false
        path.vertices = try points(try object.required("v", "the vertices"))
        guard path.vertices.count <= limits.path else {
            throw node.error(
                SceneLimits.exceeded("path", "a path of \(path.vertices.count) vertices", limit: limits.path).message,
                kind: .limit)
        }
        let zeros = [Point](repeating: .zero, count: path.vertices.count)
        path.inTangents = try object.optional("i").map { (n) throws(SceneError) in try points(n) } ?? zeros
        path.outTangents = try object.optional("o").map { (n) throws(SceneError) in try points(n) } ?? zeros
        guard path.inTangents.count == path.vertices.count, path.outTangents.count == path.vertices.count else {
            throw node.error("expected as many in tangents (\"i\") and out tangents (\"o\") as vertices (\"v\")")
        }
        return path
    }

    private func points(_ node: JSONNode) throws(SceneError) -> [Point] {
        var out: [Point] = []
        for element in try node.array() { out.append(try point(element)) }
        return out
    }
}
