import ReelGeometry

/// A projective map of the plane (a 3×3 matrix) in the row-vector convention of
/// `AffineTransform` and `Transform3D`: `[x y 1] · H = [X Y W]`, and the image is (X/W, Y/W).
///
/// This is what a flattened `CATransform3D` does to a layer's plane: perspective makes W vary.
/// It lives in the raster module because image paint samples through it.
package struct Homography: Sendable, Hashable {
    package var m11: Double, m12: Double, m13: Double
    package var m21: Double, m22: Double, m23: Double
    package var m31: Double, m32: Double, m33: Double

    /// A homography from its nine entries, row by row.
    package init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
        m31: Double, m32: Double, m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    package static let identity = Homography(AffineTransform.identity)

    /// An affine transform as a homography.
    package init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The map of the z = 0 plane that `t` gives once its result is flattened (z dropped after the
    /// perspective divide): rows 1, 2 and 4, columns 1, 2 and 4 of the 4×4 matrix.
    package init(flattening t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
            m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// `self` applied first, then `other`.
    package func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// W for the point: positive in front of the eye, zero on the horizon, negative behind it.
    package func w(_ p: Point) -> Double { p.x * m13 + p.y * m23 + m33 }

    /// The mapped point (meaningful where `w(p) > 0`).
    package func apply(_ p: Point) -> Point {
        let w = w(p)
        return Point(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// True when W is the same everywhere (no perspective): the map is affine.
    package var isAffine: Bool {
        let scale = max(abs(m11), abs(m12), abs(m21), abs(m22), 1e-12)
        return abs(m13) <= 1e-9 * scale && abs(m23) <= 1e-9 * scale && abs(m33) > 1e-12
    }

    /// The affine part, divided by W (exact when `isAffine`).
    package var affine: AffineTransform {
        AffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// The inverse (the adjugate; any non-zero multiple is the same homography), or nil when singular.
    package var inverted: Homography? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33
        let c22 = m11 * m33 - m13 * m31
        let c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31
        let c32 = m12 * m31 - m11 * m32
        let c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let s = 1 / det
        return Homography(
            m11: c11 * s, m12: c12 * s, m13: c13 * s, m21: c21 * s, m22: c22 * s, m23: c23 * s,
            m31: c31 * s, m32: c32 * s, m33: c33 * s)
    }
}
