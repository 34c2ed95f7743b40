import Foundation
import ReelGeometry

/// What fills the covered pixels. Geometry of gradients is in pixel space.
package enum Paint: Sendable, Hashable {
    /// One colour everywhere.
    case solid(Color)
    /// Colour varies along the line from `start` (location 0) to `end` (location 1), padded beyond.
    case linearGradient(Gradient, start: Point, end: Point)
    /// Colour varies with the distance from `center`: location 0 there, 1 at `radius`, padded beyond.
    case radialGradient(Gradient, center: Point, radius: Double)
    /// Colour varies from `focal` (location 0) out to the circle of `radius` about `center`
    /// (location 1), padded beyond: a two-point conical gradient whose start circle is the point
    /// `focal` (SVG's `fx`, `fy`), moved inside the circle when it is not.
    case focalGradient(Gradient, center: Point, radius: Double, focal: Point)
    /// Colour varies with the angle around `center`, clockwise on screen from `startAngle`
    /// (radians from +x): location 0 there, 1 a full turn later.
    case conicGradient(Gradient, center: Point, startAngle: Double)
    /// An image, sampled through the pattern's mapping from pixel space into the image.
    case image(ImagePattern)
}

extension Paint {
    /// The paint with every colour's alpha multiplied by `factor` (a solid's colour, a gradient's
    /// stops, an image's opacity).
    package func withAlphaMultiplied(by factor: Double) -> Paint {
        func stops(_ g: Gradient) -> Gradient {
            Gradient(
                stops: g.stops.map { Stop(location: $0.location, color: $0.color.withAlphaMultiplied(by: factor)) })
        }
        switch self {
        case .solid(let color): return .solid(color.withAlphaMultiplied(by: factor))
        case .linearGradient(let g, let start, let end): return .linearGradient(stops(g), start: start, end: end)
        case .radialGradient(let g, let center, let radius):
            return .radialGradient(stops(g), center: center, radius: radius)
        case .conicGradient(let g, let center, let angle):
            return .conicGradient(stops(g), center: center, startAngle: angle)
        case .focalGradient(let g, let center, let radius, let focal):
            return .focalGradient(stops(g), center: center, radius: radius, focal: focal)
        case .image(var pattern):
            pattern.opacity *= factor
            return .image(pattern)
        }
    }

    private typealias Stop = Gradient.Stop
}

/// Colour stops along a gradient's 0…1 locations.
package struct Gradient: Sendable, Hashable {
    /// One colour at one location.
    package struct Stop: Sendable, Hashable {
        package var location: Double
        package var color: Color

        /// A stop at `location` (0…1).
        package init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// Stops in increasing location order.
    package var stops: [Stop]

    /// A gradient through `stops`, sorted by location.
    package init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// `colors` evenly spaced from 0 to 1 (as `CAGradientLayer` with no `locations`).
    package init(colors: [Color]) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map {
                Stop(location: n > 1 ? Double($0.offset) / Double(n - 1) : 0, color: $0.element)
            })
    }

    /// The colour at `location`: straight components interpolated linearly between the stops
    /// around it (the same choice as animated colours), the end stops' colours beyond them.
    package func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for i in 1..<stops.count where location <= stops[i].location {
            let a = stops[i - 1]
            let b = stops[i]
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, at: (location - a.location) / span) : b.color
        }
        return last.color
    }

    /// 256 premultiplied packed colours, evenly over 0…1: what a gradient spanner looks up.
    func table() -> [UInt32] {
        (0..<256).map { PixelOps.pack(color(at: Double($0) / 255).premultipliedRGBA8) }
    }
}
