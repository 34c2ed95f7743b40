import ReelGeometry

extension Transform3D {
    /// The product as it was first written, the oracle for the faster ones: rows times columns
    /// through arrays, summed left to right.
    public static func rowByColumnProduct(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        let (x, y) = (a.rows, b.rows)
        var out = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                out[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
            }
        }
        return Transform3D(rows: out)
    }

    /// The entries' bit patterns, row by row: equal only when every entry is the same bits,
    /// signed zeros and NaNs included.
    public var entryBits: [UInt64] { rows.flatMap { $0.map(\.bitPattern) } }
}
