/// Which points a path encloses (`CAShapeLayerFillRule`).
public enum FillRule: String, Sendable, Hashable, Codable {
    /// Inside where the winding number is not zero (Core Animation's default).
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
