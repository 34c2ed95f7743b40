import ReelGeometry

/// A deformation of what a layer draws: a grid of vertices, each taking a point of the layer's
/// unit rectangle to a point in the layer's own coordinates, with a depth and a shade.
///
/// The layer (with its sublayers) is drawn flat first, then that image is drawn through the
/// mesh: each grid cell is split into two triangles along its diagonal from the top-left vertex,
/// and each triangle shows its part of the image, stretched linearly (sampled bilinearly), with
/// the vertices' shades interpolated across it. Triangles are drawn back to front by depth;
/// triangles that face away (their corners turned clockwise to counter-clockwise) show the image
/// mirrored, lightened by ``backShade``. The mesh's outline is anti-aliased; edges shared by
/// neighbouring triangles that face the same way leave no seam.
public struct MeshTransform: Sendable, Equatable {
    /// One grid point.
    public struct Vertex: Sendable, Equatable {
        /// The point of the layer's image, in unit coordinates of its bounds: (0, 0) is the
        /// top-left corner, (1, 1) the bottom-right one.
        public var from: Point
        /// Where that point is drawn, in the layer's coordinates (its bounds space).
        public var to: Point
        /// Distance towards the viewer, in points: deeper triangles are drawn first. 0 by default.
        public var depth: Double
        /// Darkens (below 0, to black at −1) or lightens (above 0, to white at 1) the image at
        /// this vertex, keeping its alpha; 0 (the default) leaves it unchanged.
        public var shade: Double

        /// A vertex.
        /// - Parameters:
        ///   - from: The image point, in unit coordinates of the bounds.
        ///   - to: Where it is drawn, in the layer's coordinates.
        ///   - depth: Distance towards the viewer; 0 by default.
        ///   - shade: −1…1, 0 by default.
        public init(from: Point, to: Point, depth: Double = 0, shade: Double = 0) {
            self.from = from
            self.to = to
            self.depth = depth
            self.shade = shade
        }
    }

    /// Cells across the grid (at least 1).
    public let columns: Int
    /// Cells down the grid (at least 1).
    public let rows: Int
    /// `(columns + 1) × (rows + 1)` vertices, row by row from the top-left one.
    public var vertices: [Vertex]
    /// How much triangles seen from the back are lightened, on top of their vertices' shades
    /// (−1…1); 0 by default.
    public var backShade: Double = 0

    /// A mesh of `columns × rows` cells.
    /// - Parameters:
    ///   - columns: Cells across, at least 1.
    ///   - rows: Cells down, at least 1.
    ///   - vertices: `(columns + 1) × (rows + 1)` vertices, row by row.
    /// - Returns: nil when a count does not fit.
    public init?(columns: Int, rows: Int, vertices: [Vertex]) {
        guard columns >= 1, rows >= 1, vertices.count == (columns + 1) * (rows + 1) else { return nil }
        self.columns = columns
        self.rows = rows
        self.vertices = vertices
    }

    /// A mesh that draws the layer unchanged: each vertex at its own point of `bounds`.
    /// - Parameters:
    ///   - columns: Cells across, at least 1.
    ///   - rows: Cells down, at least 1.
    ///   - bounds: The layer's bounds.
    public static func identity(columns: Int, rows: Int, in bounds: Rect) -> MeshTransform {
        precondition(columns >= 1 && rows >= 1, "a mesh needs at least one cell")
        var vertices: [Vertex] = []
        for j in 0...rows {
            for i in 0...columns {
                let from = Point(x: Double(i) / Double(columns), y: Double(j) / Double(rows))
                let to = Point(
                    x: bounds.minX + from.x * bounds.width, y: bounds.minY + from.y * bounds.height)
                vertices.append(Vertex(from: from, to: to))
            }
        }
        return MeshTransform(columns: columns, rows: rows, vertices: vertices)!
    }

    /// The vertex at grid column `column` (0…columns) and row `row` (0…rows).
    public func vertex(column: Int, row: Int) -> Vertex { vertices[row * (columns + 1) + column] }
}
