internal import CRasterKernels

/// Rounding and float→int conversion for the hot loops, by the 1.5 · 2^23 trick: adding it to a
/// Float of magnitude below 2^22 leaves the value rounded to an integer (to nearest, ties to even,
/// the default rounding mode) in the low mantissa bits.
///
/// Why: on baseline x86-64 (SSE2, no SSE4.1 `roundss`) `Float.rounded(_:)` is a call into libm,
/// and `Int(_: Float)` checks for overflow and NaN before converting; both showed in the profile
/// of `EdgeAccumulator.addLine`. These are exact for |v| < 2^22 and return garbage beyond, so
/// callers keep values box-relative, boxes under 2^22 pixels and inputs finite.
enum FloatBits {
    /// 1.5 · 2^23.
    static let magic: Float = 12_582_912

    /// `v` rounded to nearest, ties to even (as `v.rounded(.toNearestOrEven)`).
    @inline(__always)
    static func rounded(_ v: Float) -> Float { (v + magic) - magic }

    /// `v.rounded(.down)`.
    @inline(__always)
    static func floor(_ v: Float) -> Float {
        let r = rounded(v)
        return r > v ? r - 1 : r
    }

    /// `v.rounded(.up)`.
    @inline(__always)
    static func ceil(_ v: Float) -> Float {
        let r = rounded(v)
        return r < v ? r + 1 : r
    }

    /// `Int(v.rounded(.down))`, without the Float floor: the rounded value's integer is read from
    /// the same sum's bits and corrected by the comparison. Callers that need the Float floor
    /// convert the result back (`cvtsi2ss`, exact below 2^24), fewer instructions than the
    /// floating-point select of `floor` followed by `int`.
    @inline(__always)
    static func floorInt(_ v: Float) -> Int {
        let t = v + magic
        let n = Int(Int32(bitPattern: t.bitPattern) &- Int32(bitPattern: magic.bitPattern))
        return t - magic > v ? n &- 1 : n
    }

    /// `Int(v.rounded(.up))`, as `floorInt`.
    @inline(__always)
    static func ceilInt(_ v: Float) -> Int {
        let t = v + magic
        let n = Int(Int32(bitPattern: t.bitPattern) &- Int32(bitPattern: magic.bitPattern))
        return t - magic < v ? n &+ 1 : n
    }

    /// `Int(v.rounded(.down))` for a `v` in [0, 2^22): one truncating conversion, no check.
    @inline(__always)
    static func floorIntOfNonNegative(_ v: Float) -> Int { Int(truncatingIfNeeded: reel_truncate(v)) }

    /// `Int(v.rounded(.up))` for a `v` in [0, 2^22), from the truncation.
    @inline(__always)
    static func ceilIntOfNonNegative(_ v: Float) -> Int {
        let n = floorIntOfNonNegative(v)
        return Float(n) < v ? n &+ 1 : n
    }

    /// `Int(v.rounded(.toNearestOrEven))`, read from the one sum: the bits that `int(rounded(v))`
    /// gets back after subtracting and adding 1.5 · 2^23 again, which the compiler cannot fold
    /// (Float addition is not associative, but here both steps are exact).
    @inline(__always)
    static func roundedInt(_ v: Float) -> Int {
        Int(Int32(bitPattern: (v + magic).bitPattern) &- Int32(bitPattern: magic.bitPattern))
    }

    /// `Int(v)` for a `v` that is already an integer.
    @inline(__always)
    static func int(_ integral: Float) -> Int {
        Int(Int32(bitPattern: (integral + magic).bitPattern) &- Int32(bitPattern: magic.bitPattern))
    }
}
