import ReelGeometry

/// A radial gradient's location with a focal point: the circles of the gradient grow from the
/// point `focal` (location 0, radius 0) to the circle of `radius` about `center` (location 1),
/// their centres moving along with their radii, as SVG's focal radial gradients and Lottie's
/// highlights do. A pixel's location t is the largest root of |p − f − t·(c − f)| = t·r.
struct FocalGradient {
    /// How far inside the circle the focal point may lie, as a fraction of the radius: on the
    /// circle the gradient is a cone, undefined beyond it (Lottie's players stop at 0.99 too).
    static let maximumFocalDistance = 0.99

    let focal: Point
    /// c − f.
    let towardsCenter: Point
    /// |c − f|² − r², negative with the focal point inside the circle.
    let a: Double
    let radius: Double

    init(center: Point, radius: Double, focal: Point) {
        var offset = focal - center
        let limit = radius * Self.maximumFocalDistance
        let length = offset.length
        if length > limit { offset = offset * (length > 0 ? limit / length : 0) }
        self.focal = center + offset
        self.towardsCenter = offset * -1
        self.radius = radius
        a = offset.dot(offset) - radius * radius
    }

    /// The location (0 at the focal point, 1 on the circle) at pixel centre (px, py).
    @inline(__always)
    func location(_ px: Double, _ py: Double) -> Double {
        guard radius > 0 else { return .infinity }
        let qx = px - focal.x
        let qy = py - focal.y
        // t²·a − 2t·b + c = 0 with a < 0: the root t ≥ 0.
        let b = qx * towardsCenter.x + qy * towardsCenter.y
        let c = qx * qx + qy * qy
        return (b - (b * b - a * c).squareRoot()) / a
    }
}
