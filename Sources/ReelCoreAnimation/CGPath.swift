import ReelGeometry

/// `CGPath`: an immutable path. Layers copy the path when it is assigned, as Core Animation does.
open class CGPath {
    /// Reel's path value.
    public package(set) var path: Path

    package init(path: Path) { self.path = path }

    /// A rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(path: Path(rect: rect.reel).applying(transform?.pointee ?? .identity))
    }
    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(path: Path(ellipseIn: rect.reel).applying(transform?.pointee ?? .identity))
    }
    /// A rounded rectangle (Reel rounds with one radius: the smaller of the two).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        self.init(
            path: Path(roundedRect: rect.reel, cornerRadius: Double(min(cornerWidth, cornerHeight)))
                .applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// True when the path draws nothing.
    public var isEmpty: Bool { path.isEmpty }
    /// The end of the last element.
    public var currentPoint: CGPoint { CGPoint(path.currentPoint) }
}

/// `CGMutablePath`: a path built with Core Graphics' calls. Note Core Graphics' `clockwise`: in a
/// y-down space (UIKit's, and Reel's) a `clockwise: true` arc turns anticlockwise on screen,
/// exactly as on iOS; `UIBezierPath`'s `clockwise` is the on-screen direction.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(path: Path()) }
    override package init(path: Path) { super.init(path: path) }

    /// Starts a subpath.
    public func move(to p: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: transform.apply(p.reel)) }
    /// A line to `p`.
    public func addLine(to p: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: transform.apply(p.reel))
    }
    /// Lines through `points` (the first starts a subpath).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }
    /// A quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: transform.apply(end.reel), control: transform.apply(control.reel))
    }
    /// A cubic curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: transform.apply(end.reel), control1: transform.apply(control1.reel),
            control2: transform.apply(control2.reel))
    }
    /// A circular arc; `clockwise` in Core Graphics' sense (anticlockwise on a y-down screen).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        if !path.isEmpty { arc.move(to: path.currentPoint) }
        arc.addArc(
            center: center.reel, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
            clockwise: !clockwise)
        append(arc, transform: transform, joining: !path.isEmpty)
    }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(rect: rect.reel).applying(transform))
    }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// An ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(ellipseIn: rect.reel).applying(transform))
    }
    /// A rounded rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.append(
            Path(roundedRect: rect.reel, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform))
    }
    /// Another path's elements.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.applying(transform))
    }
    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }

    /// Appends `other`; when `joining`, its leading move (at the current point) is dropped so the
    /// arc continues the subpath.
    package func append(_ other: Path, transform: CGAffineTransform, joining: Bool) {
        let mapped = other.applying(transform)
        var elements = mapped.elements
        if joining, case .move = elements.first { elements.removeFirst() }
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p)
            case .line(let p): path.addLine(to: p)
            case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
    }
}

extension CGPath {
    /// Reel's path from any path-like value a layer property accepts.
    static func make(_ path: Path) -> CGPath { CGPath(path: path) }
}
