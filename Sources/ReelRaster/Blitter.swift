/// Turns accumulated cells into coverage and composites the paint source-over.
///
/// Hot module rules: one pass per row, reading and clearing the cells (so the buffer is ready for
/// the next fill without a separate clear); no allocation; pixels whose coverage is zero are not
/// touched; the blend is premultiplied source-over on SIMD4<Float>, rounded to nearest, so a fully
/// covered opaque paint writes its exact colour bytes.
struct Blitter {
    let pixels: UnsafeMutablePointer<UInt8>
    let stride: Int

    func blend(cells: UnsafeMutablePointer<Float>, rowLength: Int, box: PixelBox, rule: FillRule, paint: Paint) {
        switch paint {
        case .solid(let color):
            let p = color.premultipliedRGBA8
            let source = SIMD4<Float>(Float(p.r), Float(p.g), Float(p.b), Float(p.a))
            for row in 0..<box.height {
                let line = cells + row * rowLength
                let out = pixels + (box.y + row) * stride + box.x * 4
                var winding: Float = 0
                for column in 0..<box.width {
                    winding += line[column]
                    line[column] = 0
                    let coverage = Self.coverage(winding, rule)
                    if coverage > 0 { Self.blendPixel(out + column * 4, source * coverage) }
                }
                // The cells past the box's right side only ever receive area that the row has
                // already counted; clear them too.
                line[box.width] = 0
                line[box.width + 1] = 0
            }
        }
    }

    /// Coverage in 0…1 from the accumulated winding-weighted area.
    @inline(__always)
    static func coverage(_ winding: Float, _ rule: FillRule) -> Float {
        let magnitude = abs(winding)
        switch rule {
        case .nonZero:
            return min(magnitude, 1)
        case .evenOdd:
            // A triangle wave: 0 at even windings, 1 at odd ones, linear in between on edges.
            let phase = magnitude - 2 * (magnitude * 0.5).rounded(.down)
            return phase > 1 ? 2 - phase : phase
        }
    }

    /// Premultiplied source-over of one pixel: dst = src + dst · (1 − srcAlpha).
    @inline(__always)
    static func blendPixel(_ pixel: UnsafeMutablePointer<UInt8>, _ source: SIMD4<Float>) {
        let dst = SIMD4<Float>(Float(pixel[0]), Float(pixel[1]), Float(pixel[2]), Float(pixel[3]))
        let inverseAlpha = 1 - source.w * (1 / 255)
        var result = source + dst * inverseAlpha
        result = (result + 0.5).rounded(.down)
        result = result.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
        pixel[0] = UInt8(result.x)
        pixel[1] = UInt8(result.y)
        pixel[2] = UInt8(result.z)
        pixel[3] = UInt8(result.w)
    }
}
