import Foundation

/// Composites an image pattern: each pixel centre is mapped into the image through the inverse
/// homography, sampled (bilinear or nearest, clamped to the edge), scaled by opacity and coverage,
/// and blended source-over.
///
/// Hot module rules: the image is read through a raw pointer; per pixel only the projective map
/// (one divide), four loads and integer-weighted interpolation; no allocation. Bilinear weights
/// are 8-bit fixed point so the result stays a valid premultiplied pixel.
struct ImageSpanner: Spanner {
    let pixels: UnsafePointer<UInt32>
    /// Row length of the image, in pixels.
    let width: Int
    /// The region samples clamp to.
    let x0: Int, x1: Int, y0: Int, y1: Int
    let inverse: Homography
    let nearest: Bool
    /// Opacity in 0…255.
    let opacity: UInt32

    @inline(__always)
    func sample(x: Int, y: Int) -> UInt32 {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let h = inverse
        let w = px * h.m13 + py * h.m23 + h.m33
        guard w > 0 || w < 0 else { return 0 }
        let u = (px * h.m11 + py * h.m21 + h.m31) / w
        let v = (px * h.m12 + py * h.m22 + h.m32) / w
        guard u.isFinite, v.isFinite else { return 0 }
        if nearest {
            let i = min(max(Int(u.rounded(.down).clamped(-1, Double(x1))), x0), x1 - 1)
            let j = min(max(Int(v.rounded(.down).clamped(-1, Double(y1))), y0), y1 - 1)
            return pixels[j * width + i]
        }
        let fu = (u - 0.5).clamped(-1, Double(x1))
        let fv = (v - 0.5).clamped(-1, Double(y1))
        let u0 = fu.rounded(.down)
        let v0 = fv.rounded(.down)
        let wx = UInt32(((fu - u0) * 256).rounded())
        let wy = UInt32(((fv - v0) * 256).rounded())
        let i0 = min(max(Int(u0), x0), x1 - 1)
        let i1 = min(max(Int(u0) + 1, x0), x1 - 1)
        let j0 = min(max(Int(v0), y0), y1 - 1)
        let j1 = min(max(Int(v0) + 1, y0), y1 - 1)
        let top = Self.lerp(pixels[j0 * width + i0], pixels[j0 * width + i1], wx)
        let bottom = Self.lerp(pixels[j1 * width + i0], pixels[j1 * width + i1], wx)
        return Self.lerp(top, bottom, wy)
    }

    /// `a + (b − a) · t / 256` per channel, t in 0…256.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        if t == 0 { return a }
        if t >= 256 { return b }
        let s = 256 - t
        let rb = ((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let ga = (((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ga
    }

    @inline(__always)
    func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        for i in 0..<count { pixel(dst + i, x: x + i, y: y, coverage: coverage) }
    }

    @inline(__always)
    func pixel(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32) {
        var s = sample(x: x, y: y)
        if s == 0 { return }
        let factor = opacity == 255 ? coverage : (coverage * opacity + 127) / 255
        if factor != 255 { s = PixelOps.scale(s, by: factor) }
        dst.pointee = PixelOps.over(dst.pointee, s)
    }

    @inline(__always)
    func pixels(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: SIMD8<UInt16>) {
        for i in 0..<8 where coverage[i] > 0 { pixel(dst + i, x: x + i, y: y, coverage: UInt32(coverage[i])) }
    }
}

extension Double {
    /// The value limited to `low…high`.
    @inline(__always)
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
