import Foundation

/// A vector path: subpaths of lines and quadratic and cubic Bézier curves, as `CGPath` holds them.
public struct Path: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point, pulled towards `control`.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point: it leaves towards `control1` and arrives
        /// from `control2`.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, joined to it.
        case closeSubpath
    }

    /// The drawing commands, in order. Read-only: the methods that add elements keep the current
    /// point and the subpath's start with them.
    public private(set) var elements: [Element] = []
    /// Where the current subpath started, for `closeSubpath` and implicit moves.
    private var subpathStart = Point.zero
    private var current = Point.zero

    /// An empty path.
    public init() {}

    /// True when the path draws nothing.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element.
    public var currentPoint: Point { current }

    /// Starts a new subpath (`CGMutablePath.move(to:)`).
    /// - Parameter p: Where the subpath starts.
    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        subpathStart = p
        current = p
    }

    /// Adds a straight line from the current point, (0, 0) on an empty path (`addLine(to:)`).
    /// - Parameter p: Where the line ends, the new current point.
    public mutating func addLine(to p: Point) {
        ensureSubpath()
        elements.append(.line(to: p))
        current = p
    }

    /// Adds a quadratic Bézier curve from the current point (`addQuadCurve(to:control:)`).
    /// - Parameters:
    ///   - p: Where the curve ends, the new current point.
    ///   - control: The control point the curve is pulled towards.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        ensureSubpath()
        elements.append(.quadCurve(to: p, control: control))
        current = p
    }

    /// Adds a cubic Bézier curve from the current point (`addCurve(to:control1:control2:)`).
    /// - Parameters:
    ///   - p: Where the curve ends, the new current point.
    ///   - control1: The control point the curve leaves towards.
    ///   - control2: The control point the curve arrives from.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        ensureSubpath()
        elements.append(.curve(to: p, control1: control1, control2: control2))
        current = p
    }

    /// Closes the current subpath with a straight line back to its start, which becomes the
    /// current point; does nothing on an empty path.
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    /// A drawing command with no current point starts a subpath where the last one started.
    private mutating func ensureSubpath() {
        if elements.isEmpty { move(to: current) }
    }

    /// This path transformed (`CGPath.copy(using:)`).
    /// - Parameter t: The transform every point, end and control points alike, goes through.
    /// - Returns: The transformed path, the same elements in the same order: exact for curves,
    ///   since Béziers are affine invariant.
    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.addLine(to: t.apply(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }
}

extension Path.Element {
    /// This element with every point mapped by `t`, as `Path.applying(_:)` maps it.
    @inline(__always)
    func applying(_ t: AffineTransform) -> Path.Element {
        switch self {
        case .move(let p): .move(to: t.apply(p))
        case .line(let p): .line(to: t.apply(p))
        case .quadCurve(let p, let c): .quadCurve(to: t.apply(p), control: t.apply(c))
        case .curve(let p, let c1, let c2): .curve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
        case .closeSubpath: .closeSubpath
        }
    }
}

extension Path {
    /// A closed rectangle, drawn clockwise on screen from its minimum corner (as `CGPath(rect:)`).
    /// - Parameter r: The rectangle; a negative size is drawn as the same rectangle with a
    ///   positive one.
    public init(rect r: Rect) {
        self.init()
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse, as four cubic arcs (as `CGPath(ellipseIn:)`), starting at its rightmost point.
    /// - Parameter r: The rectangle the ellipse is inscribed in.
    public init(ellipseIn r: Rect) {
        self.init()
        let cx = (r.minX + r.maxX) / 2
        let cy = (r.minY + r.maxY) / 2
        let rx = r.width / 2
        let ry = r.height / 2
        // The standard quarter-circle control distance; radial error below 0.03 %.
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let ox = rx * k
        let oy = ry * k
        move(to: Point(x: cx + rx, y: cy))
        addCurve(
            to: Point(x: cx, y: cy + ry),
            control1: Point(x: cx + rx, y: cy + oy), control2: Point(x: cx + ox, y: cy + ry))
        addCurve(
            to: Point(x: cx - rx, y: cy),
            control1: Point(x: cx - ox, y: cy + ry), control2: Point(x: cx - rx, y: cy + oy))
        addCurve(
            to: Point(x: cx, y: cy - ry),
            control1: Point(x: cx - rx, y: cy - oy), control2: Point(x: cx - ox, y: cy - ry))
        addCurve(
            to: Point(x: cx + rx, y: cy),
            control1: Point(x: cx + ox, y: cy - ry), control2: Point(x: cx + rx, y: cy - oy))
        closeSubpath()
    }

    /// A closed rectangle with circular corners, each a cubic arc.
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - radius: The corners' radius, clamped to 0…half the shorter side; 0 gives a plain
    ///     rectangle.
    public init(roundedRect r: Rect, cornerRadius radius: Double) {
        let rad = min(max(radius, 0), r.width / 2, r.height / 2)
        guard rad > 0 else {
            self.init(rect: r)
            return
        }
        self.init()
        let k = rad * (1 - 4.0 / 3.0 * (2.0.squareRoot() - 1))
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(x: x0 + rad, y: y0))
        addLine(to: Point(x: x1 - rad, y: y0))
        addCurve(
            to: Point(x: x1, y: y0 + rad),
            control1: Point(x: x1 - k, y: y0), control2: Point(x: x1, y: y0 + k))
        addLine(to: Point(x: x1, y: y1 - rad))
        addCurve(
            to: Point(x: x1 - rad, y: y1),
            control1: Point(x: x1, y: y1 - k), control2: Point(x: x1 - k, y: y1))
        addLine(to: Point(x: x0 + rad, y: y1))
        addCurve(
            to: Point(x: x0, y: y1 - rad),
            control1: Point(x: x0 + k, y: y1), control2: Point(x: x0, y: y1 - k))
        addLine(to: Point(x: x0, y: y0 + rad))
        addCurve(
            to: Point(x: x0 + rad, y: y0),
            control1: Point(x: x0, y: y0 + k), control2: Point(x: x0 + k, y: y0))
        closeSubpath()
    }

    /// Adds a circular arc as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` does:
    /// angles in radians from the +x axis, `clockwise` as seen on a y-down screen. A line joins the
    /// current point to the arc's start when there is one.
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the +x axis.
    ///   - endAngle: Where the arc ends, in radians from the +x axis.
    ///   - clockwise: Whether the arc turns clockwise on a y-down screen from `startAngle` to
    ///     `endAngle`.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
        }
        addArc(
            center: center, radii: Point(x: radius, y: radius), rotation: 0,
            startAngle: startAngle, sweep: sweep)
    }

    /// Adds an elliptical arc as cubic segments of at most a quarter turn each.
    mutating func addArc(center: Point, radii: Point, rotation: Double, startAngle: Double, sweep: Double) {
        var sweep = sweep
        let cosR = cos(rotation)
        let sinR = sin(rotation)
        func point(_ angle: Double) -> Point {
            let x = radii.x * cos(angle)
            let y = radii.y * sin(angle)
            return Point(x: center.x + x * cosR - y * sinR, y: center.y + x * sinR + y * cosR)
        }
        func derivative(_ angle: Double) -> Point {
            let x = -radii.x * sin(angle)
            let y = radii.y * cos(angle)
            return Point(x: x * cosR - y * sinR, y: x * sinR + y * cosR)
        }
        let start = point(startAngle)
        if elements.isEmpty { move(to: start) } else if start != current { addLine(to: start) }
        // A sweep of more than 256 turns only draws over the same ellipse again: it stops there
        // (1024 quarter turns), and a non-finite one draws none, so `Int` never sees ∞ or 10³⁰⁸.
        guard sweep.isFinite else { return }
        let quarters = min((abs(sweep) / (Double.pi / 2)).rounded(.up), 1024)
        if quarters == 1024 { sweep = (sweep < 0 ? -2 : 2) * Double.pi * 256 }
        let segments = max(1, Int(quarters))
        let step = sweep / Double(segments)
        // Control distance along the tangent for an arc of `step` radians.
        let alpha = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle)
            let p1 = point(next)
            addCurve(to: p1, control1: p0 + derivative(angle) * alpha, control2: p1 - derivative(next) * alpha)
            angle = next
        }
    }
}
