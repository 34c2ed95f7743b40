/// A point or vector in a 2D coordinate space (points, y down, as a flipped Core Animation scene).
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// A point from its coordinates.
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Vector addition.
    /// - Parameters:
    ///   - a: A point or vector.
    ///   - b: The vector added to it.
    /// - Returns: `(a.x + b.x, a.y + b.y)`.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Vector subtraction.
    /// - Parameters:
    ///   - a: A point or vector.
    ///   - b: The vector taken from it.
    /// - Returns: `(a.x − b.x, a.y − b.y)`: the vector from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scaling by a number.
    /// - Parameters:
    ///   - a: A vector.
    ///   - s: The factor.
    /// - Returns: `(a.x · s, a.y · s)`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// Negation.
    /// - Parameter a: A vector.
    /// - Returns: `(−a.x, −a.y)`: the vector pointing the other way.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// Euclidean length of the vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The dot product of two vectors.
    /// - Parameter other: The other vector.
    /// - Returns: `x · other.x + y · other.y`.
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the cross product of two vectors.
    /// - Parameter other: The other vector.
    /// - Returns: `x · other.y − y · other.x`: positive when `other` turns clockwise from this
    ///   vector in y-down space, 0 when they are parallel.
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation between two points.
    /// - Parameters:
    ///   - other: The point at `t` = 1.
    ///   - t: The fraction of the way from `self` to `other`; values outside 0…1 extrapolate.
    /// - Returns: `self` at `t` = 0, `other` at `t` = 1, on the line between them in between.
    public func interpolated(to other: Point, at t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
