// ReelRaster's span loops on 256-bit vectors (AVX2), chosen at run time, and ReelEncode's RGB→YUV
// steps (which reach them through ReelRaster's `RasterKernels`, the one importer).
//
// Swift has no per-function target attribute and the package takes no global -mavx2 (a
// dependency may not use unsafe flags, and the binary must still run on baseline x86-64), so the
// AVX2 loops live here as C functions marked `__attribute__((target("avx2")))`. ReelRaster keeps
// its portable loops (Swift SIMD, SSE2 on x86-64, NEON on ARM) and calls these only when
// `reel_raster_kernels_avx2()` says so: once per fill or composite, never per pixel.
//
// Every kernel computes exactly the portable loops' integer arithmetic (premultiplied RGBA8,
// division by 255 rounded to nearest as a multiply-high by 257), so the bytes are the same
// whichever path runs; ReelRasterTests compare them.
#ifndef REEL_RASTER_KERNELS_H
#define REEL_RASTER_KERNELS_H

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// `v` truncated towards zero (`cvttss2si` on x86-64), with no range check: for the rasterizer's
/// box-relative coordinates, finite and in [0, 2^22), where it is the floor. Swift's `Int(_:)`
/// checks the range first, and its branches to the trap cost the accumulator's loop registers.
static inline int64_t reel_truncate(float v) { return (int64_t)v; }

/// Widens `bounds` (min x, min y, max x, max y) to take in `count` points, each two doubles
/// (x, y): as Swift's `min(m, v)` and `max(m, v)` per coordinate, but a point at a time on one
/// 128-bit vector (`minpd`, `maxpd`: about 5 instructions a point as compiled, unrolled, where
/// Swift's `min` and `max` took 11: `Rasterizer.clippedBox` on the stroke bench 2.88 → 1.63 M a
/// frame). `minpd(v, m)` is `v < m ? v : m`, Swift's `min(m, v)` operand for operand, so a NaN
/// coordinate never wins; `maxpd(v, m)` is `v > m ? v : m`, where Swift's `max(m, v)` is
/// `v >= m ? v : m`: they differ only on equal values, in the sign of a zero bound.
static inline void reel_widen_bounds(const double *points, intptr_t count, double *bounds) {
#if defined(__SSE2__)
    __m128d low = _mm_loadu_pd(bounds), high = _mm_loadu_pd(bounds + 2);
    for (intptr_t i = 0; i < count; i++) {
        const __m128d p = _mm_loadu_pd(points + 2 * i);
        low = _mm_min_pd(p, low);
        high = _mm_max_pd(p, high);
    }
    _mm_storeu_pd(bounds, low);
    _mm_storeu_pd(bounds + 2, high);
#else
    for (intptr_t i = 0; i < count; i++) {
        for (int k = 0; k < 2; k++) {
            const double v = points[2 * i + k];
            bounds[k] = v < bounds[k] ? v : bounds[k];
            bounds[2 + k] = v >= bounds[2 + k] ? v : bounds[2 + k];
        }
    }
#endif
}

/// 1 when the AVX2 kernels run, 0 when the portable loops do. Decided on first use from the CPU
/// (CPUID: AVX2, and the OS saving the 256-bit registers) and the environment variable
/// `REEL_RASTER_KERNELS` (`portable` forces the portable loops); later changed only by
/// `reel_raster_kernels_set_avx2`.
int reel_raster_kernels_avx2(void);

/// 1 when this CPU (and OS) can run the AVX2 kernels, whatever is chosen.
int reel_raster_kernels_avx2_supported(void);

/// Chooses the AVX2 kernels (`on` = 1, when supported) or the portable loops (0); returns the
/// choice in effect before. For tests and benchmarks comparing the two paths in one process.
int reel_raster_kernels_set_avx2(int on);

/// Source-over of one premultiplied colour onto `count` pixels: `dst = s + dst · (255 − s.a) / 255`
/// per channel, rounded to nearest. `source` must be premultiplied (no channel above its alpha)
/// with an alpha strictly between 0 and 255. AVX2 only.
void reel_avx2_blend_span(uint32_t *dst, intptr_t count, uint32_t source);

/// Source-over onto 8 pixels of one premultiplied colour scaled per pixel by `coverage` (eight
/// values 0…255, 16 bits each, pixel 0 in the low bits of `coverage_low`): the portable
/// `PixelOps.blend(_:source:coverage:)`. AVX2 only.
void reel_avx2_blend_coverage8(uint32_t *dst, uint32_t source, uint64_t coverage_low, uint64_t coverage_high);

/// The blitter's step over one chunk of 8 accumulation cells under the non-zero rule, for one
/// premultiplied colour: the cells' running sums from `winding` (the portable
/// `Blitter.prefixSums` addition for addition), their coverage (`Blitter.coverage`), and the
/// 8-pixel blend of `reel_avx2_blend_coverage8` unless every coverage is 0. Clears the 8 cells and
/// returns the last sum, the winding after the chunk. AVX2 only.
float reel_avx2_fill_chunk8(uint32_t *dst, float *cells, float winding, uint32_t source);

/// `reel_avx2_fill_chunk8` over `count` consecutive chunks (`8 · count` cells and pixels), the
/// winding carried from each to the next; returns the winding after the last. One call for a run
/// of marked chunks, with the constants set once. AVX2 only.
float reel_avx2_fill_chunks(uint32_t *dst, float *cells, intptr_t count, float winding, uint32_t source);

/// The blitter's step over a row's last, partial chunk under the non-zero rule, for one
/// premultiplied colour: the running sums of `cells[0 ..< cellCount]` (at most 8) from `winding`,
/// one addition per cell left to right as the portable tail adds them, the cells cleared; then the
/// first `pixelCount` (at most `cellCount`) pixels at `dst` blended with those sums' coverage
/// (`Blitter.coverage`, |sum| capped at 1 before rounding), as `SolidSpanner.pixel` blends one
/// pixel. Pixels past `pixelCount` are neither read nor written. Returns the last sum. AVX2 only.
float reel_avx2_fill_tail(
    uint32_t *dst, float *cells, intptr_t cellCount, intptr_t pixelCount, float winding, uint32_t source);

/// The blitter's whole pass over one fill's cells under the non-zero rule, for one premultiplied
/// colour `source` (no channel above its alpha): `Blitter.blit` with `AVX2SolidSpanner`'s steps
/// (`reel_avx2_fill_chunk8`, `reel_avx2_fill_chunks`, `reel_avx2_fill_tail`, and the spans'
/// coverage and blend), row by row. `out` is the pixel of the box's top left, `stride` pixels a
/// row; `cells` and `marks` are the accumulator's (`rowLength` cells and `wordsPerRow` mark words
/// a row, `height` rows), cleared as they are read; `width` is the box's. AVX2 only.
void reel_avx2_fill_solid(
    uint32_t *out, intptr_t stride, float *cells, intptr_t rowLength, uint64_t *marks, intptr_t wordsPerRow,
    intptr_t width, intptr_t height, uint32_t source);

/// Source-over of a row of premultiplied pixels `src` onto `dst`, each scaled by `factor`
/// (0…255) first; pixels of `src` with alpha 0 leave `dst` as it is. Channels add byte by byte
/// with wrap-around, as `PixelOps.over` does. AVX2 only.
void reel_avx2_composite_row(uint32_t *dst, const uint32_t *src, intptr_t count, uint32_t factor);

/// ReelEncode's `YUV420Converter` step over one row of RGBA pixels (`count` of them, rounded up
/// to 16: the row must hold the rounded count): each pixel's BT.709 limited-range luma byte into
/// `luma[0 ..< count]`, its alpha as swscale passes it through into `alpha[0 ..< count]` unless
/// `alpha` is NULL, and its 14-bit Cb and Cr, those of even pixels into `evenU` and `evenV`, odd
/// ones into `oddU` and `oddV` (8 values per 16 pixels, so up to count / 2 + 7 of each). AVX2 only.
void reel_avx2_yuv_pixels(
    const uint8_t *row, intptr_t count, uint8_t *luma, uint8_t *alpha, int32_t *evenU, int32_t *oddU, int32_t *evenV,
    int32_t *oddV);

/// `YUV420Converter`'s chroma filter across one row: `out[i] = (c[2i−1] + 3c[2i] + 3c[2i+1] +
/// c[2i+2]) >> 2` for i in 0 ..< count rounded up to 8, where `c[2j] = even[1 + j]` and
/// `c[2j+1] = odd[1 + j]`; first sets the edges (`odd[0] = even[1]`, `even[count+1] = odd[count]`).
/// AVX2 only.
void reel_avx2_chroma_across(int32_t *even, int32_t *odd, intptr_t count, int32_t *out);

/// `YUV420Converter`'s chroma filter down: `out[i] = clamp((512 + top[i] + 3·upper[i] +
/// 3·lower[i] + bottom[i]) >> 10, 0, 255)` for i in 0 ..< count (the rows hold count rounded up
/// to 16). AVX2 only.
void reel_avx2_chroma_down(
    const int32_t *top, const int32_t *upper, const int32_t *lower, const int32_t *bottom, intptr_t count,
    uint8_t *out);

#endif
