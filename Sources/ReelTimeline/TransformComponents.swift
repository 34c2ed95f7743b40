import Foundation
import ReelGeometry

/// The components Core Animation exposes as transform key paths (`transform.rotation.z`,
/// `transform.scale.x`, `transform.translation`, …): read by decomposing the transform and
/// written by replacing one component and recomposing. Rotations are kept as angles about x, y
/// and z (applied x, then y, then z), exact for rotations about one axis, which is what these
/// key paths are used for; setting an angle of any size (a full turn, several) works.
struct TransformComponents {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    var skew: SIMD3<Double>
    var perspective: SIMD4<Double>
    var angles: SIMD3<Double>

    init(_ transform: Transform3D) {
        let d = transform.decomposed ?? Transform3D.identity.decomposed!
        translation = d.translation
        scale = d.scale
        skew = d.skew
        perspective = d.perspective
        let q = d.rotation
        angles = SIMD3(2 * atan2(q.x, q.w), 2 * atan2(q.y, q.w), 2 * atan2(q.z, q.w))
    }

    var transform: Transform3D {
        func axis(_ angle: Double, _ i: Int) -> SIMD4<Double> {
            var q = SIMD4<Double>(0, 0, 0, cos(angle / 2))
            q[i] = sin(angle / 2)
            return q
        }
        let q = Self.multiply(axis(angles.z, 2), Self.multiply(axis(angles.y, 1), axis(angles.x, 0)))
        return Transform3D(
            Transform3D.Decomposition(
                translation: translation, scale: scale, skew: skew,
                perspective: perspective, rotation: q))
    }

    /// Hamilton product a·b: the rotation b, then a.
    static func multiply(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(
            a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }
}
