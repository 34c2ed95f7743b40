import Foundation

/// A 3D transform with `CATransform3D`'s layout and row-vector convention: a point (x, y, z, 1)
/// is multiplied on the left, so translation sits in m41…m43 and perspective is m34 = −1/d.
public struct Transform3D: Sendable, Hashable {
    /// The first row: where the x axis goes (m11, m12, m13), and m14, x's share of the
    /// perspective divisor.
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    /// The second row: where the y axis goes (m21, m22, m23), and m24, y's share of the
    /// perspective divisor.
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    /// The third row: where the z axis goes (m31, m32, m33), and m34, z's share of the
    /// perspective divisor: −1/d for an eye at distance d.
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    /// The fourth row: the translation (m41, m42, m43) and m44, the divisor's constant.
    public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    /// The identity.
    public init() {}

    /// The transform that changes nothing (`CATransform3DIdentity`).
    public static let identity = Transform3D()

    /// A transform from its sixteen entries, row by row.
    /// - Parameter rows: Four rows of four entries, `[[m11, m12, m13, m14], …]`; any other shape
    ///   is a precondition failure.
    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 4 }, "a 4×4 matrix")
        self.rows = rows
    }

    /// A translation (`CATransform3DMakeTranslation`).
    /// - Parameters:
    ///   - x: The offset along x, in points.
    ///   - y: The offset along y, in points.
    ///   - z: The offset along z, towards the viewer; 0 by default.
    public init(translationX x: Double, y: Double, z: Double = 0) {
        m41 = x
        m42 = y
        m43 = z
    }

    /// A scale about the origin (`CATransform3DMakeScale`).
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    ///   - z: The factor along z; 1 by default.
    public init(scaleX x: Double, y: Double, z: Double = 1) {
        m11 = x
        m22 = y
        m33 = z
    }

    /// A rotation about an axis through the origin (`CATransform3DMakeRotation`); about z,
    /// positive angles turn clockwise on a y-down screen, as on iOS.
    /// - Parameters:
    ///   - angle: The angle in radians.
    ///   - x: The axis's x component.
    ///   - y: The axis's y component.
    ///   - z: The axis's z component. The axis need not be a unit vector; a zero axis gives the
    ///     identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        m11 = t * ux * ux + c
        m12 = t * ux * uy + s * uz
        m13 = t * ux * uz - s * uy
        m21 = t * ux * uy - s * uz
        m22 = t * uy * uy + c
        m23 = t * uy * uz + s * ux
        m31 = t * ux * uz + s * uy
        m32 = t * uy * uz - s * ux
        m33 = t * uz * uz + c
    }

    /// A 2D affine transform as a 3D one that leaves z alone (`CATransform3DMakeAffineTransform`).
    /// - Parameter affine: The 2D transform: a, b, c, d go to m11, m12, m21, m22 and tx, ty to
    ///   m41, m42.
    public init(_ affine: AffineTransform) {
        m11 = affine.a
        m12 = affine.b
        m21 = affine.c
        m22 = affine.d
        m41 = affine.tx
        m42 = affine.ty
    }

    /// The entries as rows.
    public var rows: [[Double]] {
        get { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }
        set {
            (m11, m12, m13, m14) = (newValue[0][0], newValue[0][1], newValue[0][2], newValue[0][3])
            (m21, m22, m23, m24) = (newValue[1][0], newValue[1][1], newValue[1][2], newValue[1][3])
            (m31, m32, m33, m34) = (newValue[2][0], newValue[2][1], newValue[2][2], newValue[2][3])
            (m41, m42, m43, m44) = (newValue[3][0], newValue[3][1], newValue[3][2], newValue[3][3])
        }
    }

    /// This transform followed by another (`CATransform3DConcat(self, other)`).
    /// - Parameter other: The transform applied after this one.
    /// - Returns: The matrix product `self` × `other`: `self` applied first, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        // Multiplying by the exact identity gives each entry back plus zeros, the same bits for a
        // finite matrix without negative zeros (x + ±0 is x when x ≠ 0, and +0 stays +0): skipped.
        if other.isExactlyIdentity && isFiniteWithoutNegativeZero { return self }
        if isExactlyIdentity && other.isFiniteWithoutNegativeZero { return other }
        // Entry by entry, without arrays (a layer makes several products a frame): each entry is
        // the row times the column summed left to right, a·b₁ + a·b₂ + a·b₃ + a·b₄, so every
        // product rounds exactly as it always has.
        let b = other
        var out = Transform3D()
        out.m11 = m11 * b.m11 + m12 * b.m21 + m13 * b.m31 + m14 * b.m41
        out.m12 = m11 * b.m12 + m12 * b.m22 + m13 * b.m32 + m14 * b.m42
        out.m13 = m11 * b.m13 + m12 * b.m23 + m13 * b.m33 + m14 * b.m43
        out.m14 = m11 * b.m14 + m12 * b.m24 + m13 * b.m34 + m14 * b.m44
        out.m21 = m21 * b.m11 + m22 * b.m21 + m23 * b.m31 + m24 * b.m41
        out.m22 = m21 * b.m12 + m22 * b.m22 + m23 * b.m32 + m24 * b.m42
        out.m23 = m21 * b.m13 + m22 * b.m23 + m23 * b.m33 + m24 * b.m43
        out.m24 = m21 * b.m14 + m22 * b.m24 + m23 * b.m34 + m24 * b.m44
        out.m31 = m31 * b.m11 + m32 * b.m21 + m33 * b.m31 + m34 * b.m41
        out.m32 = m31 * b.m12 + m32 * b.m22 + m33 * b.m32 + m34 * b.m42
        out.m33 = m31 * b.m13 + m32 * b.m23 + m33 * b.m33 + m34 * b.m43
        out.m34 = m31 * b.m14 + m32 * b.m24 + m33 * b.m34 + m34 * b.m44
        out.m41 = m41 * b.m11 + m42 * b.m21 + m43 * b.m31 + m44 * b.m41
        out.m42 = m41 * b.m12 + m42 * b.m22 + m43 * b.m32 + m44 * b.m42
        out.m43 = m41 * b.m13 + m42 * b.m23 + m43 * b.m33 + m44 * b.m43
        out.m44 = m41 * b.m14 + m42 * b.m24 + m43 * b.m34 + m44 * b.m44
        return out
    }

    /// True when every entry has the identity's exact bits (a −0 where the identity has 0 does
    /// not count: multiplying by it can change the sign of a zero).
    package var isExactlyIdentity: Bool {
        m11.bitPattern == 0x3FF0_0000_0000_0000 && m22.bitPattern == 0x3FF0_0000_0000_0000
            && m33.bitPattern == 0x3FF0_0000_0000_0000 && m44.bitPattern == 0x3FF0_0000_0000_0000
            && (m12.bitPattern | m13.bitPattern | m14.bitPattern | m21.bitPattern | m23.bitPattern
                | m24.bitPattern | m31.bitPattern | m32.bitPattern | m34.bitPattern | m41.bitPattern
                | m42.bitPattern | m43.bitPattern) == 0
    }

    /// True when no entry is infinite, NaN or −0: the matrices the identity leaves bit for bit.
    private var isFiniteWithoutNegativeZero: Bool {
        func clean(_ x: Double) -> Bool { x.isFinite && x.bitPattern != (-0.0).bitPattern }
        return clean(m11) && clean(m12) && clean(m13) && clean(m14) && clean(m21) && clean(m22) && clean(m23)
            && clean(m24) && clean(m31) && clean(m32) && clean(m33) && clean(m34) && clean(m41) && clean(m42)
            && clean(m43) && clean(m44)
    }

    /// The inverse, or the identity when the matrix is singular (as `CATransform3DInvert` returns
    /// its argument unchanged there, an identity is the safer no-op for interpolation).
    public var inverted: Transform3D {
        var a = rows
        var inverse = Transform3D.identity.rows
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                abs(a[pivot][column]) > 1e-12
            else { return .identity }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            let scale = 1 / a[column][column]
            for j in 0..<4 {
                a[column][j] *= scale
                inverse[column][j] *= scale
            }
            for i in 0..<4 where i != column {
                let factor = a[i][column]
                for j in 0..<4 {
                    a[i][j] -= factor * a[column][j]
                    inverse[i][j] -= factor * inverse[column][j]
                }
            }
        }
        return Transform3D(rows: inverse)
    }

    /// True when the transform keeps the z = 0 plane flat and has no perspective, so it acts on a
    /// layer as its 2D part alone.
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m43 == 0 && m44 == 1
            && m33 == 1
    }

    /// The 2D part: how the transform maps the z = 0 plane when perspective is ignored.
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}
