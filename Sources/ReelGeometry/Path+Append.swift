extension Path {
    /// Adds every subpath of another path after this path's own (`CGMutablePath.addPath(_:)`).
    /// - Parameter other: The path whose elements are added, in order.
    public mutating func append(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
