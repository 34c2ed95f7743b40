/// A point or vector in a 2D coordinate space (points, y down, as a flipped Core Animation scene).
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// Euclidean length of the vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Dot product.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product: positive when `other` turns clockwise in y-down space.
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation: `self` at t = 0, `other` at t = 1.
    public func interpolated(to other: Point, at t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
