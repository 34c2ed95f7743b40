/// Premultiplied RGBA8 arithmetic on packed pixels: the compositing core of every blit.
///
/// Hot module rules, and why:
/// - Pixels are `UInt32`s holding the bytes r, g, b, a in memory order (little-endian hosts only,
///   which is every platform Swift runs Reel on), so one load moves one pixel.
/// - Everything is integer. Products are divided by 255 rounded to nearest with the exact
///   `(x + 128 + ((x + 128) >> 8)) >> 8` identity, so full coverage of an opaque colour writes its
///   bytes exactly and 50 % of 255 gives 128 (as the float formulation rounded it). On vectors the
///   same identity is spelled `((x + 128) · 257) >> 16` (equal for x + 128 < 2^16), one
///   multiply-high (SSE2 `pmulhuw`, NEON `umull2`/`shrn`) instead of two shifts and an add.
/// - Source-over is `dst = src + dst · (255 − src.a) / 255`. On spans it runs on
///   `SIMD16<UInt16>` (8 pixels; even and odd bytes in separate lanes): 16-bit multiplies and
///   shifts that every x86-64 (SSE2) and ARM64 (NEON) CPU has.
/// - No generic SIMD conversions (`init(truncatingIfNeeded:)` between vector types): in these
///   loops they stay out-of-line calls (composite 3–5× slower). `multiplyHigh257` widens lane by lane,
///   which the compiler does fold into vector code.
/// - No allocation, no bounds checks, no branches per pixel inside a span.
enum PixelOps {
    /// A packed pixel from premultiplied components.
    @inline(__always)
    static func pack(_ p: RGBA8) -> UInt32 {
        UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24
    }

    /// Alpha of a packed pixel.
    @inline(__always)
    static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// Every channel of `p` times `factor` / 255 (factor in 0…255), rounded to nearest.
    @inline(__always)
    static func scale(_ p: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((p >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Source-over of one pixel. Channels add without carries when both are valid premultiplied
    /// pixels; invalid ones wrap per byte rather than bleed into the next channel.
    @inline(__always)
    static func over(_ dst: UInt32, _ src: UInt32) -> UInt32 {
        let d = scale(dst, by: 255 - alpha(src))
        return addBytes(d, src)
    }

    /// Byte-wise wrapping addition.
    @inline(__always)
    static func addBytes(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let low = (a & 0x7F7F_7F7F) &+ (b & 0x7F7F_7F7F)
        return low ^ ((a ^ b) & 0x8080_8080)
    }

    /// Writes `source` to `count` pixels (an opaque span).
    @inline(__always)
    static func fill(_ dst: UnsafeMutablePointer<UInt32>, count: Int, with source: UInt32) {
        dst.update(repeating: source, count: count)
    }

    /// Source-over of one colour onto `count` pixels.
    ///
    /// The source is folded into the rounding: `s + (d·ia + 128) / 255` equals
    /// `(d·ia + 255·s + 128) / 255` (adding a whole multiple of 255 commutes with the rounding), so
    /// each lane is one multiply, one add of a constant and one multiply-high. The sum stays below
    /// 2^16 because a valid premultiplied source has every channel at most its alpha:
    /// `255·(255 − a) + 255·s + 128 ≤ 65153`.
    static func blend(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32) {
        let inverse = UInt16(255 - alpha(source))
        if inverse == 255 { return }  // transparent source: nothing changes
        if inverse == 0 {
            fill(dst, count: count, with: source)
            return
        }
        var i = 0
        if isPremultiplied(source) {
            let raw = UnsafeMutableRawPointer(dst)
            let pattern = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
            let s = SIMD16(lowHalf: pattern, highHalf: pattern)
            let biasEven = (s & 0x00FF) &* 255 &+ 0x80  // r, b
            let biasOdd = (s &>> 8) &* 255 &+ 0x80  // g, a
            let lastStart = count &- 8  // the last index an 8-pixel step may start at
            while i <= lastStart {
                let v = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                let even = multiplyHigh257((v & 0x00FF) &* inverse &+ biasEven)
                let odd = movedToHighByte(multiplyHigh257((v &>> 8) &* inverse &+ biasOdd))
                raw.storeBytes(of: even | odd, toByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                i &+= 8
            }
        }
        while i < count {
            dst[i] = over(dst[i], source)
            i += 1
        }
    }

    /// Each lane's low byte moved to its high byte (lanes below 256), i.e. `x << 8`, spelled as a
    /// byte shuffle: after `multiplyHigh257` the compiler rewrites a plain `<< 8` into four
    /// instructions (`(t + t >> 8) & 0xFF00` on the product) instead of keeping `pmulhuw` + `psllw`.
    @inline(__always)
    static func movedToHighByte(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        SIMD16(lowHalf: movedToHighByte(x.lowHalf), highHalf: movedToHighByte(x.highHalf))
    }

    /// See the SIMD16 version.
    @inline(__always)
    static func movedToHighByte(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let b = unsafeBitCast(x, to: SIMD16<UInt8>.self)
        return unsafeBitCast(
            SIMD16<UInt8>(0, b[0], 0, b[2], 0, b[4], 0, b[6], 0, b[8], 0, b[10], 0, b[12], 0, b[14]),
            to: SIMD8<UInt16>.self)
    }

    /// True when no colour channel of `p` exceeds its alpha.
    @inline(__always)
    static func isPremultiplied(_ p: UInt32) -> Bool {
        let a = alpha(p)
        return p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a
    }

    /// Exact `x / 255` rounded to nearest, per lane (x up to 255 · 255).
    @inline(__always)
    static func divide255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        multiplyHigh257(x &+ 0x80)
    }

    /// Exact `x / 255` rounded to nearest, per lane (x up to 255 · 255).
    @inline(__always)
    static func divide255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        multiplyHigh257(x &+ 0x80)
    }

    /// `(t · 257) >> 16` per lane, which is `(t + (t >> 8)) >> 8` for every 16-bit t: one
    /// multiply-high. The widening and narrowing are spelled lane by lane, which the compiler
    /// folds into `pmulhuw`; the stdlib's generic `init(truncatingIfNeeded:)` stays an out-of-line
    /// call in big loops.
    @inline(__always)
    static func multiplyHigh257(_ t: SIMD16<UInt16>) -> SIMD16<UInt16> {
        SIMD16(lowHalf: multiplyHigh257(t.lowHalf), highHalf: multiplyHigh257(t.highHalf))
    }

    /// `(t · 257) >> 16` per lane (see the SIMD16 version).
    @inline(__always)
    static func multiplyHigh257(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let wide = SIMD8<UInt32>(
            UInt32(t[0]), UInt32(t[1]), UInt32(t[2]), UInt32(t[3]),
            UInt32(t[4]), UInt32(t[5]), UInt32(t[6]), UInt32(t[7]))
        let q = (wide &* 257) &>> 16
        return SIMD8<UInt16>(
            UInt16(truncatingIfNeeded: q[0]), UInt16(truncatingIfNeeded: q[1]),
            UInt16(truncatingIfNeeded: q[2]), UInt16(truncatingIfNeeded: q[3]),
            UInt16(truncatingIfNeeded: q[4]), UInt16(truncatingIfNeeded: q[5]),
            UInt16(truncatingIfNeeded: q[6]), UInt16(truncatingIfNeeded: q[7]))
    }

    /// Each lane of 8 per-pixel values twice: pixel i's value in lanes 2i and 2i + 1.
    @inline(__always)
    static func spread(_ v: SIMD8<UInt16>) -> SIMD16<UInt16> {
        SIMD16(v[0], v[0], v[1], v[1], v[2], v[2], v[3], v[3], v[4], v[4], v[5], v[5], v[6], v[6], v[7], v[7])
    }

    /// Source-over of one colour onto 8 pixels, scaled per pixel by `coverage` (0…255): the same
    /// arithmetic as `over(dst, scale(source, by: coverage))`, 8 pixels at a time.
    @inline(__always)
    static func blend(_ dst: UnsafeMutablePointer<UInt32>, source: UInt32, coverage: SIMD8<UInt16>) {
        let raw = UnsafeMutableRawPointer(dst)
        let v = raw.loadUnaligned(as: SIMD16<UInt16>.self)
        let pattern = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
        let s = SIMD16(lowHalf: pattern, highHalf: pattern)
        let c = spread(coverage)
        let sourceEven = divide255((s & 0x00FF) &* c)  // r, b
        let sourceOdd = divide255((s &>> 8) &* c)  // g, a
        // The scaled alphas again, computed on 8 lanes rather than picked out of `sourceOdd`
        // (picking odd lanes defeats the vectoriser).
        let a = divide255(coverage &* UInt16(truncatingIfNeeded: alpha(source)))
        let inverse = 255 &- spread(a)
        let even = (divide255((v & 0x00FF) &* inverse) &+ sourceEven) & 0x00FF
        let odd = (divide255((v &>> 8) &* inverse) &+ sourceOdd) &<< 8
        raw.storeBytes(of: even | odd, as: SIMD16<UInt16>.self)
    }
}
