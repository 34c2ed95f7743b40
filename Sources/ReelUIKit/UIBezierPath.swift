import ReelCoreAnimation
import ReelGeometry

/// `UIBezierPath`: a path built with UIKit's calls. Angles are radians, `clockwise` is the
/// direction on screen (y down), as in UIKit.
public final class UIBezierPath {
    private let storage = CGMutablePath()
    /// Stroke width, for `CAShapeLayer` code that copies it by hand (Reel does not draw paths itself).
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(rect: CGRect) { storage.addRect(rect) }
    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { storage.addEllipse(in: rect) }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        storage.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    /// A rounded rectangle with the given corners rounded (Reel rounds all four; see docs/swift-api.md).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(roundedRect: rect, cornerRadius: min(cornerRadii.width, cornerRadii.height))
    }
    /// An arc, as one open subpath.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// A copy of a Core Graphics path.
    public init(cgPath: CGPath) { storage.path = cgPath.path }

    /// The path as layers take it (a copy).
    public var cgPath: CGPath { CGPath(path: storage.path) }
    /// True when the path draws nothing.
    public var isEmpty: Bool { storage.isEmpty }
    /// The end of the last element.
    public var currentPoint: CGPoint { storage.currentPoint }

    /// Starts a subpath.
    public func move(to p: CGPoint) { storage.move(to: p) }
    /// A line to `p`.
    public func addLine(to p: CGPoint) { storage.addLine(to: p) }
    /// A quadratic curve.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: end, control: controlPoint)
    }
    /// A cubic curve.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A circular arc; a line joins the current point to its start.
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
    /// Appends another path.
    public func append(_ other: UIBezierPath) { storage.addPath(other.cgPath) }
    /// Closes the current subpath.
    public func close() { storage.closeSubpath() }
    /// Maps every point by `t`.
    public func apply(_ t: CGAffineTransform) { storage.path = storage.path.applying(t) }
    /// Empties the path.
    public func removeAllPoints() { storage.path = Path() }
}

/// `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
