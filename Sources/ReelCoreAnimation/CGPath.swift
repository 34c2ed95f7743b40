import ReelGeometry

/// An immutable path of lines and curves, in a y-down coordinate space.
///
/// Make one with its initializers or a ``CGMutablePath`` (or get one from `UIBezierPath.cgPath`),
/// and show it with ``CAShapeLayer/path``, which copies it when it is assigned, as Core Animation
/// does. It holds Reel's ``Path``.
open class CGPath {
    /// The path as Reel's scene model holds it, for a ``ShapeContent``.
    public package(set) var path: Path

    package init(path: Path) { self.path = path }

    /// Creates a closed rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform to apply to the path's points; `nil` for none.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(path: Path(rect: rect.reel).applying(transform?.pointee ?? .identity))
    }
    /// Creates a closed ellipse that fits a rectangle.
    ///
    /// - Parameters:
    ///   - rect: The rectangle the ellipse is inscribed in.
    ///   - transform: A transform to apply to the path's points; `nil` for none.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(path: Path(ellipseIn: rect.reel).applying(transform?.pointee ?? .identity))
    }
    /// Creates a closed rectangle with rounded corners.
    ///
    /// Unlike Core Graphics, Reel rounds the corners with one radius: the smaller of
    /// `cornerWidth` and `cornerHeight`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The horizontal radius of the corners.
    ///   - cornerHeight: The vertical radius of the corners.
    ///   - transform: A transform to apply to the path's points; `nil` for none.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        self.init(
            path: Path(roundedRect: rect.reel, cornerRadius: Double(min(cornerWidth, cornerHeight)))
                .applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy, to build on.
    ///
    /// - Returns: A new ``CGMutablePath`` with the same elements (never `nil` in Reel).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    /// An immutable copy.
    ///
    /// - Returns: A new path with the same elements (never `nil` in Reel).
    public func copy() -> CGPath? { CGPath(path: path) }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The point the path's last element ends at, where the next one starts; (0, 0) for an empty path.
    public var currentPoint: CGPoint { CGPoint(path.currentPoint) }
}

/// A path built element by element with Core Graphics' calls.
///
/// Every call takes an optional transform applied to the points it adds. Note Core Graphics'
/// `clockwise`: in a y-down space (UIKit's, and Reel's) a `clockwise: true` arc turns
/// anticlockwise on screen, exactly as on iOS; `UIBezierPath`'s `clockwise` is the on-screen
/// direction.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() { super.init(path: Path()) }
    override package init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at a point.
    ///
    /// - Parameters:
    ///   - p: The subpath's first point.
    ///   - transform: A transform to apply to the point; the identity by default.
    public func move(to p: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: transform.apply(p.reel)) }
    /// Adds a straight line from the current point.
    ///
    /// On an empty path the line starts at (0, 0).
    ///
    /// - Parameters:
    ///   - p: The line's end point.
    ///   - transform: A transform to apply to the point; the identity by default.
    public func addLine(to p: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: transform.apply(p.reel))
    }
    /// Adds a new subpath of straight lines through a sequence of points.
    ///
    /// - Parameters:
    ///   - points: The points; the first starts the subpath.
    ///   - transform: A transform to apply to the points; the identity by default.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }
    /// Adds a quadratic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - end: The curve's end point.
    ///   - control: The curve's control point.
    ///   - transform: A transform to apply to the points; the identity by default.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: transform.apply(end.reel), control: transform.apply(control.reel))
    }
    /// Adds a cubic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - end: The curve's end point.
    ///   - control1: The control point near the start.
    ///   - control2: The control point near the end.
    ///   - transform: A transform to apply to the points; the identity by default.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: transform.apply(end.reel), control1: transform.apply(control1.reel),
            control2: transform.apply(control2.reel))
    }
    /// Adds an arc of a circle, joined by a straight line to the current point when the path is not empty.
    ///
    /// Angles are in radians from the positive x axis, increasing towards positive y (downwards
    /// on screen).
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: The angle where the arc starts.
    ///   - endAngle: The angle where the arc ends.
    ///   - clockwise: The direction in Core Graphics' sense: `true` turns anticlockwise on a
    ///     y-down screen, as on iOS.
    ///   - transform: A transform to apply to the arc; the identity by default.
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
    /// Adds a rectangle as a closed subpath.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: A transform to apply to its corners; the identity by default.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(rect: rect.reel).applying(transform))
    }
    /// Adds rectangles, each as a closed subpath.
    ///
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: A transform to apply to their corners; the identity by default.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    /// Adds an ellipse that fits a rectangle, as a closed subpath.
    ///
    /// - Parameters:
    ///   - rect: The rectangle the ellipse is inscribed in.
    ///   - transform: A transform to apply to the ellipse; the identity by default.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path(ellipseIn: rect.reel).applying(transform))
    }
    /// Adds a rectangle with rounded corners, as a closed subpath.
    ///
    /// Unlike Core Graphics, Reel rounds the corners with one radius: the smaller of
    /// `cornerWidth` and `cornerHeight`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerWidth: The horizontal radius of the corners.
    ///   - cornerHeight: The vertical radius of the corners.
    ///   - transform: A transform to apply to the shape; the identity by default.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.append(
            Path(roundedRect: rect.reel, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform))
    }
    /// Adds the elements of another path.
    ///
    /// - Parameters:
    ///   - other: The path to add.
    ///   - transform: A transform to apply to its points; the identity by default.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.applying(transform))
    }
    /// Closes the current subpath with a straight line back to its first point.
    ///
    /// The next element starts from that point. On an empty path it does nothing.
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
