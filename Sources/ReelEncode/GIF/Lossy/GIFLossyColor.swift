/// Colours as the lossy GIF mode measures them: sRGB levels, with the squared distance summed
/// over the three channels, which is what PSNR sums.
///
/// The mode first measured in OKLab (perceived difference), but the benchmark's measure is RGB
/// PSNR, and an OKLab bound lets a saturated colour move several times as far in RGB as a grey:
/// on FFmpeg's testsrc2, files of the same size from q60 down are now 2–3 dB better
/// (docs/benchmarks.md, "The lossy error in RGB").
enum GIFLossyColor {
    /// The coordinates (r, g, b, 0) of a colour, in levels.
    @inline(__always)
    static func coordinates(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SIMD4<Float> {
        SIMD4(Float(r), Float(g), Float(b), 0)
    }

    /// The coordinates of a canvas colour (`0xFF_RRGGBB`, as `GIFWriter` packs them), infinite
    /// for no pixel (`0`), so that no colour is within any bound of it.
    @inline(__always)
    static func coordinates(packed color: UInt32) -> SIMD4<Float> {
        guard color != 0 else { return SIMD4(.infinity, .infinity, .infinity, 0) }
        return coordinates(UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF))
    }

    /// The squared distance between two colours, in squared levels.
    @inline(__always)
    static func distance(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
        let d = a - b
        return (d * d).sum()
    }

    /// The squared distance a lossiness allows (`GIFOptions.lossiness`): half a level per unit,
    /// so 8 allows a pixel 4 levels away (2.3 levels in each channel of a grey), about what 8
    /// thousandths of OKLab allowed on mid greys.
    static func bound(lossiness: Int) -> Float {
        let levels = Float(lossiness) / 2
        return levels * levels
    }
}
