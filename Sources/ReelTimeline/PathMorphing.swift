import ReelGeometry

extension Path {
    /// True when both paths have the same elements in the same order, so they can morph.
    package func hasSameStructure(as other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        return zip(elements, other.elements).allSatisfy { a, b in
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve),
                (.closeSubpath, .closeSubpath):
                true
            default: false
            }
        }
    }

    /// The path point by point between `self` (t = 0) and `other` (t = 1), as Core Animation
    /// morphs shape paths; nil when their structures differ.
    package func morphed(to other: Path, at t: Double) -> Path? {
        guard hasSameStructure(as: other) else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point { a.interpolated(to: b, at: t) }
        var out = Path()
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): out.move(to: mix(p, q))
            case (.line(let p), .line(let q)): out.addLine(to: mix(p, q))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                out.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                out.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            default: out.closeSubpath()
            }
        }
        return out
    }
}
