import Foundation

/// Colours in Björn Ottosson's OKLab, where Euclidean distance follows perceived difference far
/// better than in sRGB: the lossy GIF mode bounds each pixel's error in it.
///
/// Distances are squared and in OKLab's own units (lightness 0…1); a just noticeable difference
/// is about 0.02.
enum OKLab {
    /// sRGB levels to linear light, once.
    private static let linear: [Float] = (0..<256).map { level in
        let c = Double(level) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// The OKLab coordinates (L, a, b, 0) of an sRGB colour.
    static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SIMD4<Float> {
        let lr = linear[Int(r)]
        let lg = linear[Int(g)]
        let lb = linear[Int(b)]
        let l = cbrtf(0.412_221_47 * lr + 0.536_332_54 * lg + 0.051_445_99 * lb)
        let m = cbrtf(0.211_903_5 * lr + 0.680_699_5 * lg + 0.107_396_96 * lb)
        let s = cbrtf(0.088_302_46 * lr + 0.281_718_84 * lg + 0.629_978_7 * lb)
        return SIMD4(
            0.210_454_26 * l + 0.793_617_8 * m - 0.004_072_047 * s,
            1.977_998_5 * l - 2.428_592_2 * m + 0.450_593_7 * s,
            0.025_904_037 * l + 0.782_771_77 * m - 0.808_675_77 * s,
            0)
    }

    /// The OKLab coordinates of a canvas colour (`0xFF_RRGGBB`, as `GIFWriter` packs them).
    static func lab(packed color: UInt32) -> SIMD4<Float> {
        lab(UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF))
    }

    /// The squared distance between two OKLab colours.
    @inline(__always)
    static func distance(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
        let d = a - b
        return (d * d).sum()
    }
}
