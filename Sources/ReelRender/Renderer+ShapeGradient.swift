import ReelGeometry
import ReelRaster
import ReelTimeline

extension Renderer {
    /// What paints a shape's fill or stroke: its gradient when it has one, else its colour, with
    /// alpha multiplied by `opacity`; nil for neither (or a gradient without stops).
    static func paint(_ gradient: ShapeGradient?, _ color: Color?, opacity: Double, toDevice: AffineTransform)
        -> Paint?
    {
        guard let gradient else { return color.map { .solid($0.withAlphaMultiplied(by: opacity)) } }
        let stops = zip(gradient.colors, gradient.locations).map {
            Gradient.Stop(location: $1, color: $0.withAlphaMultiplied(by: opacity))
        }
        guard !stops.isEmpty else { return nil }
        let start = toDevice.apply(gradient.startPoint)
        let d = gradient.endPoint - gradient.startPoint
        switch gradient.kind {
        case .linear:
            return .linearGradient(Gradient(stops: stops), start: start, end: start + deviceAxis(d, toDevice))
        case .radial:
            // A circle in the layer is an ellipse on the device when the map scales its axes
            // differently; drawn as the circle of the map's mean scale (exact when it does not).
            let radius = d.dot(d).squareRoot() * abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
            if let focal = gradient.focalPoint {
                return .focalGradient(
                    Gradient(stops: stops), center: start, radius: radius, focal: toDevice.apply(focal))
            }
            return .radialGradient(Gradient(stops: stops), center: start, radius: radius)
        }
    }

    /// The device vector from a linear gradient's start to its end, given `d` (end − start) in
    /// the layer: chosen so that each device pixel's location along it is its layer point's
    /// location along `d`, even under skew or unequal scales, where mapping the end point would
    /// tilt the gradient's lines of equal colour. A location is p · d / |d|²: the same function
    /// of the device point is p' · L⁻ᵀd / |d|², L the map's linear part, so the device axis is
    /// a = L⁻ᵀd / |d|² and the vector a / |a|².
    static func deviceAxis(_ d: Point, _ toDevice: AffineTransform) -> Point {
        let det = toDevice.a * toDevice.d - toDevice.b * toDevice.c
        let lengthSquared = d.dot(d)
        guard det != 0, det.isFinite, lengthSquared > 0 else {
            return Point(x: toDevice.a * d.x + toDevice.c * d.y, y: toDevice.b * d.x + toDevice.d * d.y)
        }
        // L = [a c; b d] (x' = a x + c y + tx); L⁻ᵀ = [d −b; −c a] / det.
        let axis = Point(
            x: (toDevice.d * d.x - toDevice.b * d.y) / (det * lengthSquared),
            y: (-toDevice.c * d.x + toDevice.a * d.y) / (det * lengthSquared))
        let axisSquared = axis.dot(axis)
        return axisSquared > 0 ? axis * (1 / axisSquared) : .zero
    }
}
