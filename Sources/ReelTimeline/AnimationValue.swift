import ReelGeometry
import ReelRaster

/// A value an animation interpolates: one per kind of animatable property.
public enum AnimationValue: Sendable, Equatable {
    case scalar(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)

    /// The kind's name, for messages.
    public var kindName: String {
        switch self {
        case .scalar: "number"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .color: "colour"
        }
    }

    /// Component-wise linear interpolation; `other` must be of the same kind.
    public func interpolated(to other: AnimationValue, at t: Double) -> AnimationValue {
        combine(other) { a, b in a + (b - a) * t }
    }

    /// Component-wise sum (for `byValue` and additive animations).
    public static func + (a: AnimationValue, b: AnimationValue) -> AnimationValue {
        a.combine(b, +)
    }

    /// Component-wise difference.
    public static func - (a: AnimationValue, b: AnimationValue) -> AnimationValue {
        a.combine(b, -)
    }

    private func combine(_ other: AnimationValue, _ f: (Double, Double) -> Double) -> AnimationValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)):
            return .scalar(f(a, b))
        case let (.point(a), .point(b)):
            return .point(Point(x: f(a.x, b.x), y: f(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(Size(width: f(a.width, b.width), height: f(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: f(a.origin.x, b.origin.x), y: f(a.origin.y, b.origin.y),
                              width: f(a.size.width, b.size.width), height: f(a.size.height, b.size.height)))
        case let (.color(a), .color(b)):
            return .color(Color(red: f(a.red, b.red), green: f(a.green, b.green),
                                blue: f(a.blue, b.blue), alpha: f(a.alpha, b.alpha)))
        default:
            // Kinds are checked against the key path when a scene is read or built.
            preconditionFailure("cannot combine a \(kindName) with a \(other.kindName)")
        }
    }
}
