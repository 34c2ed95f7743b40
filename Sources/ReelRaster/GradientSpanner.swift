import Foundation
import ReelGeometry

/// Composites a gradient: each pixel centre's location (0…1) picks one of 256 precomputed
/// premultiplied colours, scaled by coverage and blended source-over.
///
/// Hot module rules: the colour table is built once per fill; per pixel only the location math,
/// one table load and the integer blend; no allocation.
struct GradientSpanner: Spanner {
    enum Shape {
        /// location = (p − start) · axis, axis = (end − start) / |end − start|².
        case linear(start: Point, axis: Point)
        case radial(center: Point, inverseRadius: Double)
        case conic(center: Point, startAngle: Double)
        case focal(FocalGradient)
    }

    let table: UnsafePointer<UInt32>
    let shape: Shape

    @inline(__always)
    func location(x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        switch shape {
        case .linear(let start, let axis):
            return (px - start.x) * axis.x + (py - start.y) * axis.y
        case .radial(let center, let inverseRadius):
            let dx = px - center.x
            let dy = py - center.y
            return (dx * dx + dy * dy).squareRoot() * inverseRadius
        case .conic(let center, let startAngle):
            var turn = (atan2(py - center.y, px - center.x) - startAngle) / (2 * Double.pi)
            turn -= turn.rounded(.down)
            return turn
        case .focal(let gradient):
            return gradient.location(px, py)
        }
    }

    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        // Compared rather than clamped with min/max, which pass NaN through (a degenerate
        // gradient's 0 · ∞) to a trapping `Int(_:)`: NaN takes the first colour.
        color(at: location(x: x, y: y))
    }

    /// The table's colour at location `t`.
    @inline(__always)
    func color(at t: Double) -> UInt32 {
        table[t > 0 ? (t < 1 ? Int(t * 255 + 0.5) : 255) : 0]
    }

    /// A span's pixels, with the shape chosen once for the span rather than per pixel and the
    /// row's share of the location computed once: the same arithmetic as `location(x:y:)`, term
    /// for term, so the same bytes.
    @inline(__always)
    func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        let py = Double(y) + 0.5
        switch shape {
        case .linear(let start, let axis):
            let row = (py - start.y) * axis.y
            for i in 0..<count {
                blend(dst + i, color(at: (Double(x + i) + 0.5 - start.x) * axis.x + row), coverage: coverage)
            }
        case .radial(let center, let inverseRadius):
            let dy = py - center.y
            let dy2 = dy * dy
            for i in 0..<count {
                let dx = Double(x + i) + 0.5 - center.x
                blend(dst + i, color(at: (dx * dx + dy2).squareRoot() * inverseRadius), coverage: coverage)
            }
        case .conic, .focal:
            for i in 0..<count { pixel(dst + i, x: x + i, y: y, coverage: coverage) }
        }
    }

    @inline(__always)
    func pixel(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32) {
        blend(dst, color(x: x, y: y), coverage: coverage)
    }

    /// `s` scaled by `coverage` over the pixel; an opaque colour at full coverage is stored.
    @inline(__always)
    func blend(_ dst: UnsafeMutablePointer<UInt32>, _ s: UInt32, coverage: UInt32) {
        if coverage == 255 {
            dst.pointee = s >> 24 == 255 ? s : PixelOps.over(dst.pointee, s)
        } else {
            dst.pointee = PixelOps.over(dst.pointee, PixelOps.scale(s, by: coverage))
        }
    }

    @inline(__always)
    func pixels(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: SIMD8<UInt16>) {
        for i in 0..<8 where coverage[i] > 0 { pixel(dst + i, x: x + i, y: y, coverage: UInt32(coverage[i])) }
    }
}

extension GradientSpanner.Shape {
    /// The shape of a gradient paint; nil for a solid one.
    init?(_ paint: Paint) {
        switch paint {
        case .solid, .image:
            return nil
        case .linearGradient(_, let start, let end):
            let d = end - start
            let lengthSquared = d.dot(d)
            self = .linear(start: start, axis: lengthSquared > 0 ? d * (1 / lengthSquared) : .zero)
        case .radialGradient(_, let center, let radius):
            self = .radial(center: center, inverseRadius: radius > 0 ? 1 / radius : .infinity)
        case .conicGradient(_, let center, let startAngle):
            self = .conic(center: center, startAngle: startAngle)
        case .focalGradient(_, let center, let radius, let focal):
            self = .focal(FocalGradient(center: center, radius: radius, focal: focal))
        }
    }
}
