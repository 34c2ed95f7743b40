/// Premultiplied RGBA8 arithmetic on packed pixels: the compositing core of every blit.
///
/// Hot module rules, and why:
/// - Pixels are `UInt32`s holding the bytes r, g, b, a in memory order (little-endian hosts only,
///   which is every platform Swift runs Reel on), so one load moves one pixel.
/// - Everything is integer. Products are divided by 255 rounded to nearest with the exact
///   `(x + 128 + ((x + 128) >> 8)) >> 8` identity, so full coverage of an opaque colour writes its
///   bytes exactly and 50 % of 255 gives 128 (as the float formulation rounded it).
/// - Source-over is `dst = src + dst · (255 − src.a) / 255`. On spans it runs on
///   `SIMD16<UInt16>` (8 pixels; even and odd bytes in separate lanes): 16-bit multiplies and
///   shifts that every x86-64 (SSE2) and ARM64 (NEON) CPU has, with no widening conversions.
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
    static func blend(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32) {
        let inverse = UInt16(255 - alpha(source))
        if inverse == 255 { return }  // transparent source: nothing changes
        if inverse == 0 { fill(dst, count: count, with: source); return }
        let raw = UnsafeMutableRawPointer(dst)
        let sourceBytes = unsafeBitCast(SIMD8<UInt32>(repeating: source), to: SIMD32<UInt8>.self)
        var i = 0
        while i + 8 <= count {
            let v = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD16<UInt16>.self)
            var even = (v & 0x00FF) &* inverse &+ 0x80
            var odd = (v &>> 8) &* inverse &+ 0x80
            even = (even &+ (even &>> 8)) &>> 8
            odd = (odd &+ (odd &>> 8)) & 0xFF00
            let result = unsafeBitCast(even | odd, to: SIMD32<UInt8>.self) &+ sourceBytes
            raw.storeBytes(of: result, toByteOffset: i * 4, as: SIMD32<UInt8>.self)
            i += 8
        }
        while i < count {
            dst[i] = over(dst[i], source)
            i += 1
        }
    }

    /// Exact `x / 255` rounded to nearest, per lane (x up to 255 · 255).
    @inline(__always)
    static func divide255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = x &+ 0x80
        return (t &+ (t &>> 8)) &>> 8
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
        let a = SIMD8<UInt16>(sourceOdd[1], sourceOdd[3], sourceOdd[5], sourceOdd[7],
                              sourceOdd[9], sourceOdd[11], sourceOdd[13], sourceOdd[15])
        let inverse = 255 &- spread(a)
        let even = (divide255((v & 0x00FF) &* inverse) &+ sourceEven) & 0x00FF
        let odd = (divide255((v &>> 8) &* inverse) &+ sourceOdd) &<< 8
        raw.storeBytes(of: even | odd, as: SIMD16<UInt16>.self)
    }
}
