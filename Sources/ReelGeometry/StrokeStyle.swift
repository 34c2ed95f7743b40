/// How a path is stroked, with Core Animation's names and defaults (`CAShapeLayer`).
public struct StrokeStyle: Sendable, Hashable, Codable {
    /// Line cap: the shape of an open subpath's ends (`CAShapeLayerLineCap`).
    public enum Cap: String, Sendable, Hashable, Codable {
        /// The stroke stops square at the end point.
        case butt
        /// A half-disc of the line's width around the end point.
        case round
        /// A half-square past the end point: the stroke goes on for half its width.
        case square
    }
    /// Line join: the shape of the corner between two segments (`CAShapeLayerLineJoin`).
    public enum Join: String, Sendable, Hashable, Codable {
        /// The outer edges extended until they meet in a point, bevelled past ``StrokeStyle/miterLimit``.
        case miter
        /// A circular arc of the line's width around the corner.
        case round
        /// The outer corners cut straight across.
        case bevel
    }

    /// The stroke's width in the layer's points, centred on the path (`lineWidth`).
    public var lineWidth: Double
    /// The shape of open subpaths' ends (`lineCap`).
    public var lineCap: Cap
    /// The shape of corners (`lineJoin`).
    public var lineJoin: Join
    /// A miter join becomes a bevel when miter length / line width exceeds this.
    public var miterLimit: Double

    /// A stroke style; every default is `CAShapeLayer`'s.
    /// - Parameters:
    ///   - lineWidth: The width in points; 1 by default.
    ///   - lineCap: The ends' shape; butt by default.
    ///   - lineJoin: The corners' shape; miter by default.
    ///   - miterLimit: The miter length to line width ratio past which a miter is bevelled; 10 by
    ///     default.
    public init(lineWidth: Double = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: Double = 10) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
