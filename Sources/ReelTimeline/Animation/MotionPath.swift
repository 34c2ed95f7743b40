import ReelGeometry

/// A keyframe animation's `path`, as motion: each drawing element is a segment whose end point is
/// a keyframe; the layer follows the element's curve, each segment taking equal time (or its
/// key time), or at constant speed when paced.
struct MotionPath {
    /// Each segment's start point and element (a close is a line back to its subpath's start).
    private var segments: [(start: Point, element: Path.Element)] = []

    init(_ path: Path) {
        var current = Point.zero
        var subpathStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, element))
                current = p
            case .closeSubpath:
                if current != subpathStart { segments.append((current, .line(to: subpathStart))) }
                current = subpathStart
            }
        }
    }

    func point(at progress: Double, keyframes: Keyframes) -> Point {
        guard !segments.isEmpty else { return .zero }
        if keyframes.mode == .paced || keyframes.mode == .cubicPaced { return pacedPoint(at: progress) }
        let (i, u) = keyframes.segment(at: progress, times: keyframes.times(count: segments.count + 1))
        return point(segment: i, at: u)
    }

    private func point(segment i: Int, at u: Double) -> Point {
        let (p0, element) = segments[i]
        let v = 1 - u
        switch element {
        case .line(let p):
            return p0.interpolated(to: p, at: u)
        case .quadCurve(let p, let c):
            return p0 * (v * v) + c * (2 * v * u) + p * (u * u)
        case .curve(let p, let c1, let c2):
            return p0 * (v * v * v) + c1 * (3 * v * v * u) + c2 * (3 * v * u * u) + p * (u * u * u)
        default:
            return p0
        }
    }

    /// Constant speed: the arc length sampled per segment and inverted.
    private func pacedPoint(at progress: Double) -> Point {
        let samples = 64
        var table: [(g: Double, length: Double)] = [(0, 0)]
        var previous = segments[0].start
        for s in 1...(segments.count * samples) {
            let g = Double(s) / Double(samples)
            let i = min(Int(g), segments.count - 1)
            let p = point(segment: i, at: g - Double(i))
            table.append((g, table.last!.length + (p - previous).length))
            previous = p
        }
        let target = min(max(progress, 0), 1) * table.last!.length
        guard let upper = table.firstIndex(where: { $0.length >= target }), upper > 0 else { return segments[0].start }
        let a = table[upper - 1]
        let b = table[upper]
        let f = b.length > a.length ? (target - a.length) / (b.length - a.length) : 0
        let g = a.g + (b.g - a.g) * f
        let i = min(Int(g), segments.count - 1)
        return point(segment: i, at: g - Double(i))
    }
}
