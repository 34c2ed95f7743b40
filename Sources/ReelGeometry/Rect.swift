/// An axis-aligned rectangle given by its origin (minimum corner) and size.
public struct Rect: Sendable, Hashable, Codable {
    /// The corner the size is measured from: the minimum corner when the size is positive.
    public var origin: Point
    /// The extent from `origin`; a negative width or height extends to the left or up.
    public var size: Size

    /// A rectangle from its origin and size (`CGRect(origin:size:)`).
    /// - Parameters:
    ///   - origin: The corner the size is measured from.
    ///   - size: The extent from `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its components (`CGRect(x:y:width:height:)`).
    /// - Parameters:
    ///   - x: The origin's x.
    ///   - y: The origin's y.
    ///   - width: The extent along x from the origin.
    ///   - height: The extent along y from the origin.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x in the rectangle, whatever the sign of its width (as `CGRect.minX`).
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y in the rectangle, whatever the sign of its height (as `CGRect.minY`).
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x in the rectangle, whatever the sign of its width (as `CGRect.maxX`).
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y in the rectangle, whatever the sign of its height (as `CGRect.maxY`).
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The width, never negative (as `CGRect.width`).
    public var width: Double { abs(size.width) }
    /// The height, never negative (as `CGRect.height`).
    public var height: Double { abs(size.height) }
}
