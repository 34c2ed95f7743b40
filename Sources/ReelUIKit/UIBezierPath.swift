import ReelCoreAnimation
import ReelGeometry

/// A path of lines and curves built with UIKit's calls; ``cgPath`` is what a ``CAShapeLayer``
/// takes.
///
/// Coordinates are points with y growing downwards. Angles are radians from the positive x axis,
/// and `clockwise` is the direction on screen, as in UIKit (``CGMutablePath``'s, like Core
/// Graphics', is the opposite on screen). Reel does not stroke or fill a path itself: give it to
/// a shape layer.
public final class UIBezierPath {
    private let storage = CGMutablePath()
    /// A stroke width, 1 by default, for code that copies it to a layer's
    /// ``CAShapeLayer/lineWidth``: nothing reads it, since Reel does not draw paths itself.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() {}
    /// A closed rectangle.
    ///
    /// - Parameter rect: The rectangle, in points.
    public init(rect: CGRect) { storage.addRect(rect) }
    /// A closed ellipse inscribed in a rectangle (a circle in a square).
    ///
    /// - Parameter rect: The rectangle the ellipse fits in.
    public init(ovalIn rect: CGRect) { storage.addEllipse(in: rect) }
    /// A closed rectangle with circular corners.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corners' radius, clamped to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        storage.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    /// A closed rectangle with rounded corners.
    ///
    /// Unlike UIKit, Reel rounds all four corners, whatever `corners` says, with one circular
    /// radius.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - corners: Accepted and ignored: every corner is rounded.
    ///   - cornerRadii: The corners' radii; the smaller of its width and height is the radius,
    ///     clamped to half the shorter side of `rect`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(roundedRect: rect, cornerRadius: min(cornerRadii.width, cornerRadii.height))
    }
    /// A circular arc, as one open subpath.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends, in radians.
    ///   - clockwise: Whether it turns clockwise on screen.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A path with the elements of a Core Graphics path.
    ///
    /// - Parameter cgPath: The path to copy.
    public init(cgPath: CGPath) { storage.path = cgPath.path }

    /// The path as layers take it (``CAShapeLayer/path``): a copy, which later changes to this
    /// path do not affect.
    public var cgPath: CGPath { CGPath(path: storage.path) }
    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }
    /// Where the last element ends, the start of the next one.
    public var currentPoint: CGPoint { storage.currentPoint }

    /// Starts a new subpath.
    ///
    /// - Parameter p: The subpath's first point.
    public func move(to p: CGPoint) { storage.move(to: p) }
    /// Adds a straight line from the current point.
    ///
    /// - Parameter p: Where the line ends.
    public func addLine(to p: CGPoint) { storage.addLine(to: p) }
    /// Adds a quadratic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - end: Where the curve ends.
    ///   - controlPoint: Its control point.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: end, control: controlPoint)
    }
    /// Adds a cubic Bézier curve from the current point.
    ///
    /// - Parameters:
    ///   - end: Where the curve ends.
    ///   - controlPoint1: The control point nearer the start.
    ///   - controlPoint2: The control point nearer the end.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a circular arc; when the path is not empty, a line joins the current point to the
    /// arc's start.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where it ends, in radians.
    ///   - clockwise: Whether it turns clockwise on screen.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        var arc = Path()
        if !storage.isEmpty { arc.move(to: storage.path.currentPoint) }
        arc.addArc(
            center: center.reel, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
            clockwise: clockwise)
        storage.append(arc, transform: .identity, joining: !storage.isEmpty)
    }
    /// Adds the elements of another path, as they are now.
    ///
    /// - Parameter other: The path to append.
    public func append(_ other: UIBezierPath) { storage.addPath(other.cgPath) }
    /// Closes the current subpath with a straight line back to its first point.
    public func close() { storage.closeSubpath() }
    /// Maps every point of the path by a transform.
    ///
    /// - Parameter t: The transform.
    public func apply(_ t: CGAffineTransform) { storage.path = storage.path.applying(t) }
    /// Removes every element, leaving an empty path.
    public func removeAllPoints() { storage.path = Path() }
}

/// Corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``
/// (which rounds all four in Reel).
public struct UIRectCorner: OptionSet, Sendable {
    /// The corners' bits, UIKit's values.
    public let rawValue: UInt
    /// Corners from their bits.
    ///
    /// - Parameter rawValue: The bits, as UIKit lays them out.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 2)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 8)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
