/// How a path is stroked, with Core Animation's names and defaults (`CAShapeLayer`).
public struct StrokeStyle: Sendable, Hashable, Codable {
    /// Line cap: the shape of an open subpath's ends.
    public enum Cap: String, Sendable, Hashable, Codable { case butt, round, square }
    /// Line join: the shape of the corner between two segments.
    public enum Join: String, Sendable, Hashable, Codable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: Cap
    public var lineJoin: Join
    /// A miter join becomes a bevel when miter length / line width exceeds this.
    public var miterLimit: Double

    /// A stroke style; every default is `CAShapeLayer`'s.
    public init(lineWidth: Double = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: Double = 10) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
