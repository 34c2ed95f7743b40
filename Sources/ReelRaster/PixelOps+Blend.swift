import ReelGeometry

/// The blend stage's arithmetic: W3C Compositing and Blending Level 1, on premultiplied pixels.
///
/// Each mode's blend function B works on straight colours (the source's and the backdrop's,
/// divided by their alphas), and the result is composited source-over with it:
/// `co = cs · (1 − αb) + cb · (1 − αs) + αs · αb · B(Cb, Cs)`, `αo = αs + αb − αs · αb`.
/// So where the backdrop is transparent the source shows as it is, where the source is
/// transparent the backdrop stays, and coverage that scaled the source blends in proportion.
///
/// Rules: blend modes are a rare path (a layer with a `compositingFilter`), so the arithmetic is
/// plain Float per pixel for clarity; every result is rounded to nearest and clamped so that no
/// channel exceeds the alpha (a valid premultiplied pixel). Source-over never comes here: its
/// integer loops are in PixelOps.
extension PixelOps {
    /// `src` composited onto `dst` with `mode`'s blend function; both premultiplied.
    static func blend(_ dst: UInt32, _ src: UInt32, mode: BlendMode) -> UInt32 {
        let sa = alpha(src)
        if sa == 0 { return dst }
        let da = alpha(dst)
        if da == 0 { return src }
        let alphaS = Float(sa) / 255
        let alphaB = Float(da) / 255
        let cs = channels(src)
        let cb = channels(dst)
        // Straight colours, clamped: an invalid premultiplied pixel must not make B leave 0…1.
        let straightS = SIMD3<Float>(cs.x / alphaS, cs.y / alphaS, cs.z / alphaS).clampedToUnit()
        let straightB = SIMD3<Float>(cb.x / alphaB, cb.y / alphaB, cb.z / alphaB).clampedToUnit()
        let mixed = blendFunction(mode, backdrop: straightB, source: straightS)
        let co = cs * (1 - alphaB) + cb * (1 - alphaS) + alphaS * alphaB * mixed
        let ao = alphaS + alphaB - alphaS * alphaB
        let a = quantised(ao, limit: 255)
        return quantised(co.x, limit: a) | quantised(co.y, limit: a) << 8 | quantised(co.z, limit: a) << 16
            | a << 24
    }

    /// The colour channels of a packed pixel, in 0…1.
    @inline(__always)
    private static func channels(_ p: UInt32) -> SIMD3<Float> {
        SIMD3(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF)) / 255
    }

    /// `v` (0…1) as a byte rounded to nearest, at most `limit`.
    @inline(__always)
    private static func quantised(_ v: Float, limit: UInt32) -> UInt32 {
        let scaled = (v * 255).rounded()
        guard scaled > 0 else { return 0 }  // NaN too
        return min(UInt32(min(scaled, 255)), limit)
    }

    /// B(Cb, Cs) of the mode, per channel for the separable modes, on the colour as a whole for
    /// hue, saturation, color and luminosity.
    static func blendFunction(_ mode: BlendMode, backdrop b: SIMD3<Float>, source s: SIMD3<Float>) -> SIMD3<Float> {
        func each(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(b.x, s.x), f(b.y, s.y), f(b.z, s.z)) }
        switch mode {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return each { hardLight(backdrop: $1, source: $0) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge:
            return each { cb, cs in cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs))) }
        case .colorBurn:
            return each { cb, cs in cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)) }
        case .softLight: return each(softLight)
        case .hardLight: return each { hardLight(backdrop: $0, source: $1) }
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return b + s - 2 * b * s
        case .hue: return withLuminosity(withSaturation(s, saturation(b)), luminosity(b))
        case .saturation: return withLuminosity(withSaturation(b, saturation(s)), luminosity(b))
        case .color: return withLuminosity(s, luminosity(b))
        case .luminosity: return withLuminosity(b, luminosity(s))
        }
    }

    private static func hardLight(backdrop cb: Float, source cs: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : screen(cb, 2 * cs - 1)
    }

    private static func screen(_ cb: Float, _ cs: Float) -> Float { cb + cs - cb * cs }

    private static func softLight(backdrop cb: Float, source cs: Float) -> Float {
        if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
        let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
        return cb + (2 * cs - 1) * (d - cb)
    }

    /// Lum(C): the luma weights of the specification (0.3, 0.59, 0.11).
    static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    /// Sat(C): the largest channel minus the smallest.
    static func saturation(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    /// SetLum(C, l): `c` shifted to luminosity `l`, then brought back into 0…1 about it (ClipColor).
    static func withLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        let shifted = c + (l - luminosity(c))
        let lum = luminosity(shifted)
        let n = shifted.min()
        let x = shifted.max()
        var out = shifted
        if n < 0 { out = lum + (out - lum) * lum / (lum - n) }
        if x > 1 { out = lum + (out - lum) * (1 - lum) / (x - lum) }
        return out
    }

    /// SetSat(C, s): `c` with saturation `s`, its smallest channel 0 and its largest `s`.
    static func withSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let high = c.max()
        let low = c.min()
        guard high > low else { return SIMD3(repeating: 0) }
        return (c - low) * s / (high - low)
    }
}

extension SIMD3<Float> {
    /// Each lane limited to 0…1 (NaN to 0).
    fileprivate func clampedToUnit() -> SIMD3<Float> {
        SIMD3(x > 0 ? Swift.min(x, 1) : 0, y > 0 ? Swift.min(y, 1) : 0, z > 0 ? Swift.min(z, 1) : 0)
    }
}
