internal import CRasterKernels
import ReelGeometry

/// The choice between the portable span loops (Swift SIMD: SSE2 on x86-64, NEON on ARM) and the
/// AVX2 ones (CRasterKernels), made from the CPU's features the first time a fill asks.
///
/// Rules, and why:
/// - The choice is read once per fill or composite (a paint picks its spanner, a composite its
///   row loop), never per pixel or span: the blitter is specialised for each spanner.
/// - Both paths compute the same integer arithmetic, so the bytes do not depend on the CPU
///   (ReelRasterTests run both and compare). The portable path stays the baseline: it is what runs
///   without AVX2, under `REEL_RASTER_KERNELS=portable`, or off x86-64.
/// - The C kernels carry `target("avx2")` per function: the package passes no flags, so it stays
///   usable as a dependency and its binary runs on any x86-64.
package enum RasterKernels {
    /// True when the AVX2 span loops run.
    package static var avx2: Bool { reel_raster_kernels_avx2() != 0 }

    /// True when this CPU and OS can run the AVX2 span loops.
    package static var avx2Supported: Bool { reel_raster_kernels_avx2_supported() != 0 }

    /// Runs `body` with the AVX2 span loops on (when supported) or off, then restores the choice.
    /// The choice is process-wide: for tests and benchmarks, with nothing else drawing meanwhile.
    package static func with<T>(avx2 on: Bool, _ body: () throws -> T) rethrows -> T {
        let before = reel_raster_kernels_set_avx2(on ? 1 : 0)
        defer { reel_raster_kernels_set_avx2(before) }
        return try body()
    }

    /// Source-over of `source` (premultiplied, alpha strictly between 0 and 255) onto `count` pixels.
    @inline(__always)
    static func blendSpan(_ dst: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32) {
        reel_avx2_blend_span(dst, count, source)
    }

    /// `PixelOps.blend(_:source:coverage:)` on AVX2.
    @inline(__always)
    static func blendEight(_ dst: UnsafeMutablePointer<UInt32>, source: UInt32, coverage: SIMD8<UInt16>) {
        let words = unsafeBitCast(coverage, to: SIMD2<UInt64>.self)
        reel_avx2_blend_coverage8(dst, source, words[0], words[1])
    }

    /// `Blitter.chunk` for a solid colour under the non-zero rule, on AVX2.
    @inline(__always)
    static func fillChunk(
        _ dst: UnsafeMutablePointer<UInt32>, cells: UnsafeMutablePointer<Float>, winding: Float, source: UInt32
    ) -> Float {
        reel_avx2_fill_chunk8(dst, cells, winding, source)
    }

    /// `fillChunk` over `count` consecutive chunks, on AVX2.
    @inline(__always)
    static func fillChunks(
        _ dst: UnsafeMutablePointer<UInt32>, cells: UnsafeMutablePointer<Float>, count: Int, winding: Float,
        source: UInt32
    ) -> Float {
        reel_avx2_fill_chunks(dst, cells, count, winding, source)
    }

    /// `Blitter.tail` for a solid colour under the non-zero rule, on AVX2.
    @inline(__always)
    static func fillTail(
        _ dst: UnsafeMutablePointer<UInt32>, cells: UnsafeMutablePointer<Float>, cellCount: Int, pixelCount: Int,
        winding: Float, source: UInt32
    ) -> Float {
        reel_avx2_fill_tail(dst, cells, cellCount, pixelCount, winding, source)
    }

    /// `Blitter.blit` for a premultiplied solid colour under the non-zero rule, on AVX2.
    @inline(__always)
    static func fillSolid(
        _ out: UnsafeMutablePointer<UInt32>, stride: Int, cells: UnsafeMutablePointer<Float>, rowLength: Int,
        marks: UnsafeMutablePointer<UInt64>, wordsPerRow: Int, width: Int, height: Int, source: UInt32
    ) {
        reel_avx2_fill_solid(out, stride, cells, rowLength, marks, wordsPerRow, width, height, source)
    }

    /// ReelEncode's `YUV420Converter` step over one row of `count` RGBA pixels on AVX2 (the row
    /// holds `count` rounded up to 16): luma (and alpha, when `alpha` is given) bytes, and 14-bit
    /// chroma split into even and odd pixels' (8 of each per 16 pixels). Here because this file
    /// alone imports the C kernels; the converter checks `avx2` once per frame.
    @inline(__always)
    package static func yuvPixels(
        _ row: UnsafeRawPointer, count: Int, luma: UnsafeMutablePointer<UInt8>, alpha: UnsafeMutablePointer<UInt8>?,
        evenU: UnsafeMutablePointer<Int32>, oddU: UnsafeMutablePointer<Int32>,
        evenV: UnsafeMutablePointer<Int32>, oddV: UnsafeMutablePointer<Int32>
    ) {
        reel_avx2_yuv_pixels(row.assumingMemoryBound(to: UInt8.self), count, luma, alpha, evenU, oddU, evenV, oddV)
    }

    /// `YUV420Converter`'s chroma filter across one row on AVX2 (see CRasterKernels.h).
    @inline(__always)
    package static func chromaAcross(
        even: UnsafeMutablePointer<Int32>, odd: UnsafeMutablePointer<Int32>, count: Int,
        into out: UnsafeMutablePointer<Int32>
    ) {
        reel_avx2_chroma_across(even, odd, count, out)
    }

    /// `YUV420Converter`'s chroma filter down four rows into one plane row, on AVX2.
    @inline(__always)
    package static func chromaDown(
        _ rows: (UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafePointer<Int32>), count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        reel_avx2_chroma_down(rows.0, rows.1, rows.2, rows.3, count, out)
    }

    /// One row of `Pixmap.composite`: `src` scaled by `factor`, over `dst`, where `src` shows.
    @inline(__always)
    static func compositeRow(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, count: Int, factor: UInt32
    ) {
        reel_avx2_composite_row(dst, src, count, factor)
    }
}

/// `SolidSpanner` with its span and 8-pixel loops on AVX2; single pixels stay scalar. The same
/// bytes as `SolidSpanner`.
struct AVX2SolidSpanner: Spanner {
    let source: UInt32

    @inline(__always)
    func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        let s = coverage == 255 ? source : PixelOps.scale(source, by: coverage)
        let alpha = PixelOps.alpha(s)
        // The cases PixelOps.blend settles without its vector loop stay there.
        if alpha == 0 || alpha == 255 || !PixelOps.isPremultiplied(s) {
            PixelOps.blend(dst, count: count, source: s)
        } else {
            RasterKernels.blendSpan(dst, count: count, source: s)
        }
    }

    @inline(__always)
    func pixel(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32) {
        SolidSpanner(source: source).pixel(dst, x: x, y: y, coverage: coverage)
    }

    @inline(__always)
    func pixels(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: SIMD8<UInt16>) {
        RasterKernels.blendEight(dst, source: source, coverage: coverage)
    }

    /// The whole pass in one call under the non-zero rule, when the colour is premultiplied (a
    /// paint's always is): its loop and steps in C, with the constants set once per fill, where
    /// the Swift loop called a kernel per chunk or run (each setting its constants) and per span.
    @inline(__always)
    func blitAll(
        _ out: UnsafeMutablePointer<UInt32>, stride: Int, cells: UnsafeMutablePointer<Float>, rowLength: Int,
        marks: UnsafeMutablePointer<UInt64>, wordsPerRow: Int, box: PixelBox, rule: FillRule
    ) -> Bool {
        guard rule == .nonZero, PixelOps.isPremultiplied(source) else { return false }
        RasterKernels.fillSolid(
            out, stride: stride, cells: cells, rowLength: rowLength, marks: marks, wordsPerRow: wordsPerRow,
            width: box.width, height: box.height, source: source)
        return true
    }

    /// The whole chunk in one call under the non-zero rule (prefix sums, coverage and blend);
    /// even-odd keeps the portable step, whose triangle wave has no kernel.
    @inline(__always)
    func chunk(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, winding: Float,
        rule: FillRule
    ) -> Float {
        if rule == .nonZero { return RasterKernels.fillChunk(dst, cells: cells, winding: winding, source: source) }
        return Blitter.chunk(dst, x: x, y: y, cells: cells, winding: winding, rule: rule, spanner: self)
    }

    /// A run of whole chunks in one call under the non-zero rule, the kernel's constants set once
    /// for the run rather than per chunk.
    @inline(__always)
    func chunks(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, count: Int,
        winding: Float, rule: FillRule
    ) -> Float {
        if rule == .nonZero {
            return RasterKernels.fillChunks(dst, cells: cells, count: count, winding: winding, source: source)
        }
        return Blitter.chunks(dst, x: x, y: y, cells: cells, count: count, winding: winding, rule: rule, spanner: self)
    }

    /// The row's last, partial chunk in one call under the non-zero rule: the cell-by-cell sums,
    /// then the covered pixels as one masked 8-lane blend where the portable step blends pixel by
    /// pixel (the same bytes: `SolidSpanner.pixel` and the 8-lane blend round alike).
    @inline(__always)
    func tail(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, cellCount: Int,
        pixelCount: Int, winding: Float, rule: FillRule
    ) -> Float {
        if rule == .nonZero {
            return RasterKernels.fillTail(
                dst, cells: cells, cellCount: cellCount, pixelCount: pixelCount, winding: winding, source: source)
        }
        return Blitter.tail(
            dst, x: x, y: y, cells: cells, cellCount: cellCount, pixelCount: pixelCount, winding: winding, rule: rule,
            spanner: self)
    }
}
