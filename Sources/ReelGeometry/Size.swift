/// A width and height.
public struct Size: Sendable, Hashable, Codable {
    /// The extent along x.
    public var width: Double
    /// The extent along y.
    public var height: Double

    /// A size from its width and height.
    /// - Parameters:
    ///   - width: The extent along x.
    ///   - height: The extent along y.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent: 0 by 0.
    public static let zero = Size(width: 0, height: 0)
}
