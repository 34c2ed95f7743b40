import Foundation

extension Transform3D {
    /// A transform taken apart the way Core Animation and CSS interpolate it.
    public struct Decomposition: Sendable, Equatable {
        /// The offset along x, y and z.
        public var translation: SIMD3<Double>
        /// The factors along x, y and z; a mirrored transform has them negative.
        public var scale: SIMD3<Double>
        /// xy, xz, yz shears.
        public var skew: SIMD3<Double>
        /// The perspective entries (m14, m24, m34, m44) with the other parts taken out;
        /// (0, 0, 0, 1) for none.
        public var perspective: SIMD4<Double>
        /// A unit quaternion (x, y, z, w).
        public var rotation: SIMD4<Double>

        /// A decomposition from its parts.
        /// - Parameters:
        ///   - translation: The offset along x, y and z.
        ///   - scale: The factors along x, y and z.
        ///   - skew: The xy, xz and yz shears.
        ///   - perspective: The perspective entries (m14, m24, m34, m44); (0, 0, 0, 1) for none.
        ///   - rotation: A unit quaternion (x, y, z, w).
        public init(
            translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>,
            perspective: SIMD4<Double>, rotation: SIMD4<Double>
        ) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.rotation = rotation
        }
    }

    /// The decomposition of CSS Transforms Level 2 (after Graphics Gems II "unmatrix"), for
    /// matrices in this row-vector layout. A zero scale keeps its axis (rather than failing), so
    /// a layer can grow from nothing. Nil only when m44 is 0.
    public var decomposed: Decomposition? {
        var m = rows
        guard m[3][3] != 0 else { return nil }
        let w = m[3][3]
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= w } }

        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            var flat = m
            for i in 0..<3 { flat[i][3] = 0 }
            flat[3][3] = 1
            let inverse = Transform3D(rows: flat).inverted.rows
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            // rhs × transpose(inverse)
            perspective = SIMD4((0..<4).map { i in (0..<4).reduce(0) { $0 + rhs[$1] * inverse[i][$1] } })
        }
        let translation = SIMD3(m[3][0], m[3][1], m[3][2])

        var row = (0..<3).map { SIMD3(m[$0][0], m[$0][1], m[$0][2]) }
        let axes = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        var scale = SIMD3<Double>(0, 0, 0)
        var skew = SIMD3<Double>(0, 0, 0)
        func normalize(_ i: Int) {
            scale[i] = (row[i] * row[i]).sum().squareRoot()
            row[i] = scale[i] > 1e-12 ? row[i] / scale[i] : axes[i]
        }
        normalize(0)
        skew[0] = (row[0] * row[1]).sum()
        row[1] -= row[0] * skew[0]
        normalize(1)
        if scale[1] != 0 { skew[0] /= scale[1] }
        skew[1] = (row[0] * row[2]).sum()
        row[2] -= row[0] * skew[1]
        skew[2] = (row[1] * row[2]).sum()
        row[2] -= row[1] * skew[2]
        normalize(2)
        if scale[2] != 0 {
            skew[1] /= scale[2]
            skew[2] /= scale[2]
        }
        // A left-handed basis is a reflection: fold it into negative scales.
        let cross = SIMD3(
            row[1].y * row[2].z - row[1].z * row[2].y,
            row[1].z * row[2].x - row[1].x * row[2].z,
            row[1].x * row[2].y - row[1].y * row[2].x)
        if (row[0] * cross).sum() < 0 {
            scale *= -1
            for i in 0..<3 { row[i] *= -1 }
        }
        var q = SIMD4<Double>(
            0.5 * max(1 + row[0].x - row[1].y - row[2].z, 0).squareRoot(),
            0.5 * max(1 - row[0].x + row[1].y - row[2].z, 0).squareRoot(),
            0.5 * max(1 - row[0].x - row[1].y + row[2].z, 0).squareRoot(),
            0.5 * max(1 + row[0].x + row[1].y + row[2].z, 0).squareRoot())
        // Rows are the rotation matrix transposed (row vectors), hence the order of each pair.
        if row[1].z < row[2].y { q.x = -q.x }
        if row[2].x < row[0].z { q.y = -q.y }
        if row[0].y < row[1].x { q.z = -q.z }
        return Decomposition(translation: translation, scale: scale, skew: skew, perspective: perspective, rotation: q)
    }

    /// The transform a decomposition describes: a point is scaled, skewed, rotated, translated,
    /// then put in perspective.
    /// - Parameter d: The parts, as ``decomposed`` gives them.
    public init(_ d: Decomposition) {
        self.init()
        m14 = d.perspective.x
        m24 = d.perspective.y
        m34 = d.perspective.z
        m44 = d.perspective.w
        let (x, y, z, w) = (d.rotation.x, d.rotation.y, d.rotation.z, d.rotation.w)
        var rotation = Transform3D()
        rotation.m11 = 1 - 2 * (y * y + z * z)
        rotation.m12 = 2 * (x * y + z * w)
        rotation.m13 = 2 * (x * z - y * w)
        rotation.m21 = 2 * (x * y - z * w)
        rotation.m22 = 1 - 2 * (x * x + z * z)
        rotation.m23 = 2 * (y * z + x * w)
        rotation.m31 = 2 * (x * z + y * w)
        rotation.m32 = 2 * (y * z - x * w)
        rotation.m33 = 1 - 2 * (x * x + y * y)
        var shear = Transform3D()
        shear.m21 = d.skew[0]
        shear.m31 = d.skew[1]
        shear.m32 = d.skew[2]
        let scale = Transform3D(scaleX: d.scale.x, y: d.scale.y, z: d.scale.z)
        let translation = Transform3D(translationX: d.translation.x, y: d.translation.y, z: d.translation.z)
        var perspective = Transform3D()
        (perspective.m14, perspective.m24, perspective.m34, perspective.m44) = (m14, m24, m34, m44)
        // Row vectors: the leftmost factor acts first on a point.
        self = scale.concatenating(shear).concatenating(rotation).concatenating(translation).concatenating(perspective)
    }

    /// Interpolation by decomposition: translation, scale, skew and perspective linearly,
    /// rotation by quaternion slerp. Falls back to switching half-way if either end has no
    /// decomposition.
    /// - Parameters:
    ///   - other: The transform at `t` = 1.
    ///   - t: The fraction of the way from `self` to `other`; it may leave 0…1, as a spring's
    ///     overshoot does.
    /// - Returns: `self` at `t` = 0 and `other` at `t` = 1, as rebuilt from their decompositions.
    public func interpolated(to other: Transform3D, at t: Double) -> Transform3D {
        guard let a = decomposed, let b = other.decomposed else { return t < 0.5 ? self : other }
        func mix<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar == Double { x + (y - x) * t }
        return Transform3D(
            Decomposition(
                translation: mix(a.translation, b.translation), scale: mix(a.scale, b.scale),
                skew: mix(a.skew, b.skew), perspective: mix(a.perspective, b.perspective),
                rotation: Self.slerp(a.rotation, b.rotation, t)))
    }

    /// Spherical interpolation of unit quaternions, the short way round.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        var b = b
        var dot = (a * b).sum()
        if dot < 0 {
            b = -b
            dot = -dot
        }
        dot = min(dot, 1)
        if dot > 0.9995 {  // nearly equal: linear is exact enough and avoids dividing by ~0
            let q = a + (b - a) * t
            return q / (q * q).sum().squareRoot()
        }
        let theta = acos(dot)
        let s = sin(theta)
        return a * (sin((1 - t) * theta) / s) + b * (sin(t * theta) / s)
    }
}
