import Foundation
import ReelGeometry
import ReelRaster
import ReelTimeline

extension Renderer {
    /// A `CAGradientLayer`: its bounds (rounded by the corner radius) filled with the gradient,
    /// whose start and end points are unit coordinates of the bounds.
    func drawGradient(
        _ gradient: GradientContent, of layer: Layer, opacity: Double, toDevice: ReelGeometry.AffineTransform,
        compositing: Compositing = .sourceOver, into frame: inout Pixmap
    ) {
        guard !gradient.colors.isEmpty, layer.bounds.width > 0, layer.bounds.height > 0 else { return }
        let colors = gradient.colors.map { $0.withAlphaMultiplied(by: opacity) }
        let stops = zip(colors, gradient.locations ?? Self.evenLocations(colors.count)).map {
            Gradient.Stop(location: $1, color: $0)
        }
        let b = layer.bounds
        func device(_ unit: Point) -> Point {
            toDevice.apply(Point(x: b.origin.x + unit.x * b.size.width, y: b.origin.y + unit.y * b.size.height))
        }
        let start = device(gradient.startPoint)
        let end = device(gradient.endPoint)
        let paint: Paint
        switch gradient.kind {
        case .axial:
            paint = .linearGradient(Gradient(stops: stops), start: start, end: end)
        case .radial:
            // Core Animation's radial gradient is an ellipse with radii |end − start| along each
            // axis of the bounds; drawn here as a circle of their mean (exact for square layers).
            let rx = abs(gradient.endPoint.x - gradient.startPoint.x) * b.size.width
            let ry = abs(gradient.endPoint.y - gradient.startPoint.y) * b.size.height
            let radii = [rx, ry].filter { $0 > 0 }
            let radius = (radii.isEmpty ? 0 : radii.reduce(0, +) / Double(radii.count)) * toDevice.maximumScale
            if let focal = gradient.focalPoint {
                paint = .focalGradient(Gradient(stops: stops), center: start, radius: radius, focal: device(focal))
            } else {
                paint = .radialGradient(Gradient(stops: stops), center: start, radius: radius)
            }
        case .conic:
            paint = .conicGradient(
                Gradient(stops: stops), center: start, startAngle: atan2(end.y - start.y, end.x - start.x))
        }
        rasterizer.fill(
            layer.cornerPath(b, radius: layer.cornerRadius), transform: toDevice, paint: paint,
            compositing: compositing, into: &frame)
    }

    static func evenLocations(_ count: Int) -> [Double] {
        count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
}
