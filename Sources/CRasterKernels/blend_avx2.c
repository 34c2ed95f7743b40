// The AVX2 span loops: 8 pixels per 256-bit vector, with the portable loops' arithmetic lane for
// lane (see CRasterKernels.h). Pixels are 32-bit words holding r, g, b, a in memory order; each
// vector is split into its even bytes (r, b) and odd bytes (g, a), one per 16-bit lane, so every
// product of two bytes fits its lane. Tails shorter than 8 pixels use masked loads and stores,
// the same arithmetic on fewer lanes.
#include "CRasterKernels.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

// x / 255 rounded to nearest per 16-bit lane, exact for x up to 255 · 255: ((x + 128) · 257) >> 16.
static inline AVX2 __m256i divide255(__m256i x) {
    return _mm256_mulhi_epu16(_mm256_add_epi16(x, _mm256_set1_epi16(0x80)), _mm256_set1_epi16(257));
}

// Each pixel's r and b (bits 0–7 and 16–23) in the low bytes of its two 16-bit lanes.
static inline AVX2 __m256i evenBytes(__m256i v) { return _mm256_and_si256(v, _mm256_set1_epi16(0x00FF)); }

// Each pixel's g and a in the low bytes of its two 16-bit lanes.
static inline AVX2 __m256i oddBytes(__m256i v) { return _mm256_srli_epi16(v, 8); }

// A 32-bit lane value below 2^16 copied into both of the lane's 16-bit halves.
static inline AVX2 __m256i spread(__m256i v) { return _mm256_or_si256(v, _mm256_slli_epi32(v, 16)); }

// Lanes 0 ..< n all ones, the others zero (n in 0…8): the mask of a tail.
static inline AVX2 __m256i tailMask(intptr_t n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// Source-over of a constant colour, the source folded into the rounding as the portable loop
// does: per channel (d · ia + 255 · s + 128) · 257 >> 16, one multiply, one add, one multiply-high.
// Widening the bytes by unpacking (and narrowing them with one pack) saves an instruction per 8
// pixels here but cost the whole-fill kernel's chunk step more in reloaded constants (stroke
// +0.8 % instructions).
struct SpanConstants {
    __m256i inverse, biasEven, biasOdd;
};

static inline AVX2 __m256i blendConstant(__m256i v, struct SpanConstants k) {
    const __m256i m257 = _mm256_set1_epi16(257);
    __m256i even = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(evenBytes(v), k.inverse), k.biasEven), m257);
    __m256i odd = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(oddBytes(v), k.inverse), k.biasOdd), m257);
    return _mm256_or_si256(even, _mm256_slli_epi16(odd, 8));
}

// The constants of `blendConstant` for `source`.
static inline AVX2 struct SpanConstants spanConstants(uint32_t source) {
    const __m256i s = _mm256_set1_epi32((int)source);
    const __m256i bias = _mm256_set1_epi16(0x80);
    const __m256i k255 = _mm256_set1_epi16(255);
    struct SpanConstants k = {
        _mm256_set1_epi16((short)(255 - (source >> 24))),
        _mm256_add_epi16(_mm256_mullo_epi16(evenBytes(s), k255), bias),
        _mm256_add_epi16(_mm256_mullo_epi16(oddBytes(s), k255), bias),
    };
    return k;
}

// `blendSpan` with its constants given.
static inline AVX2 __attribute__((always_inline)) void blendSpanWith(uint32_t *dst, intptr_t count, struct SpanConstants k) {
    intptr_t i = 0;
    // Two vectors a step: their multiplies overlap.
    for (; i + 16 <= count; i += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(dst + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(dst + i + 8));
        _mm256_storeu_si256((__m256i *)(dst + i), blendConstant(a, k));
        _mm256_storeu_si256((__m256i *)(dst + i + 8), blendConstant(b, k));
    }
    if (i + 8 <= count) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(dst + i));
        _mm256_storeu_si256((__m256i *)(dst + i), blendConstant(a, k));
        i += 8;
    }
    if (i < count) {
        __m256i mask = tailMask(count - i);
        __m256i a = _mm256_maskload_epi32((const int *)(dst + i), mask);
        _mm256_maskstore_epi32((int *)(dst + i), mask, blendConstant(a, k));
    }
}

// `reel_avx2_blend_span`, always inlined: the whole-fill loop calls it per span, and a call
// there spilled and reloaded every vector constant of the loop (no ymm register survives a call).
static inline AVX2 __attribute__((always_inline)) void blendSpan(uint32_t *dst, intptr_t count, uint32_t source) {
    blendSpanWith(dst, count, spanConstants(source));
}

AVX2 void reel_avx2_blend_span(uint32_t *dst, intptr_t count, uint32_t source) { blendSpan(dst, count, source); }

// Source-over onto 8 pixels `v` of `source` scaled per pixel by `coverage` (8 × 16-bit, 0…255).
static inline AVX2 __m256i blendedCoverage8(__m256i v, uint32_t source, __m128i coverage) {
    const __m256i c = spread(_mm256_cvtepu16_epi32(coverage));
    const __m256i s = _mm256_set1_epi32((int)source);
    const __m256i sourceEven = divide255(_mm256_mullo_epi16(evenBytes(s), c));
    const __m256i sourceOdd = divide255(_mm256_mullo_epi16(oddBytes(s), c));
    // The scaled alpha is sourceOdd's upper lane of each pixel, (alpha · coverage) / 255, copied
    // into both of the pixel's lanes by one byte shuffle (a shift, a mask and an or before).
    const __m256i upperLanes = _mm256_setr_epi8(
        2, 3, 2, 3, 6, 7, 6, 7, 10, 11, 10, 11, 14, 15, 14, 15, 2, 3, 2, 3, 6, 7, 6, 7, 10, 11, 10, 11, 14, 15, 14, 15);
    const __m256i inverse = _mm256_sub_epi16(_mm256_set1_epi16(255), _mm256_shuffle_epi8(sourceOdd, upperLanes));
    __m256i even = _mm256_add_epi16(divide255(_mm256_mullo_epi16(evenBytes(v), inverse)), sourceEven);
    __m256i odd = _mm256_add_epi16(divide255(_mm256_mullo_epi16(oddBytes(v), inverse)), sourceOdd);
    return _mm256_or_si256(evenBytes(even), _mm256_slli_epi16(odd, 8));
}

// `blendedCoverage8` in place on the 8 pixels at `dst`.
static inline AVX2 void blendCoverage8(uint32_t *dst, uint32_t source, __m128i coverage) {
    const __m256i v = _mm256_loadu_si256((const __m256i *)dst);
    _mm256_storeu_si256((__m256i *)dst, blendedCoverage8(v, source, coverage));
}

AVX2 void reel_avx2_blend_coverage8(uint32_t *dst, uint32_t source, uint64_t coverage_low, uint64_t coverage_high) {
    blendCoverage8(dst, source, _mm_set_epi64x((long long)coverage_high, (long long)coverage_low));
}

// The constants of the chunk step, set once per call: broadcasts cost an instruction each, and a
// run of chunks shares them.
struct ChunkConstants {
    __m256 absMask, k255, roundBias;
    __m256i levelMask, maxLevel;
};

static inline AVX2 struct ChunkConstants chunkConstants(void) {
    struct ChunkConstants k = {
        _mm256_castsi256_ps(_mm256_set1_epi32(0x7FFFFFFF)), _mm256_set1_ps(255), _mm256_set1_ps(12582912),
        _mm256_set1_epi32(0x3FFFFF), _mm256_set1_epi32(255),
    };
    return k;
}

// Coverage in 0…255 of 8 running sums, as the portable loop computes it: |sum| · 255, rounded by
// adding 1.5 · 2^23 (a separate multiply and add: this target has no FMA to fuse them), capped at
// 255.
static inline AVX2 __m128i coverageOf(__m256 sums, struct ChunkConstants k) {
    const __m256 magnitude = _mm256_and_ps(sums, k.absMask);
    const __m256 rounded = _mm256_add_ps(_mm256_mul_ps(magnitude, k.k255), k.roundBias);
    __m256i n = _mm256_and_si256(_mm256_castps_si256(rounded), k.levelMask);
    n = _mm256_min_epi32(n, k.maxLevel);
    return _mm_packus_epi32(_mm256_castsi256_si128(n), _mm256_extracti128_si256(n, 1));
}

// One chunk: the running sums of 8 cells from `*winding`, their coverage and blend; clears the
// cells and leaves the last sum in `*winding`.
static inline AVX2 void fillChunk(uint32_t *dst, float *cells, float *winding, uint32_t source, struct ChunkConstants k) {
    __m256 sums = _mm256_loadu_ps(cells);
    _mm256_storeu_ps(cells, _mm256_setzero_ps());
    // The portable scan's additions, operand for operand: on each 4-lane half, the half plus itself
    // shifted one lane, then plus itself shifted two lanes (byte shifts stay within 128-bit halves).
    sums = _mm256_add_ps(sums, _mm256_castsi256_ps(_mm256_slli_si256(_mm256_castps_si256(sums), 4)));
    sums = _mm256_add_ps(sums, _mm256_castsi256_ps(_mm256_slli_si256(_mm256_castps_si256(sums), 8)));
    // Then the winding onto the low half alone, and the low half's last sum onto the high half
    // alone (blends, not additions of zero, which would turn a −0 into +0).
    sums = _mm256_blend_ps(sums, _mm256_add_ps(sums, _mm256_set1_ps(*winding)), 0x0F);
    const __m256 lowLast = _mm256_permutevar8x32_ps(sums, _mm256_set1_epi32(3));
    sums = _mm256_blend_ps(sums, _mm256_add_ps(sums, lowLast), 0xF0);
    *winding = _mm256_cvtss_f32(_mm256_permutevar8x32_ps(sums, _mm256_set1_epi32(7)));
    const __m128i coverage = coverageOf(sums, k);
    if (!_mm_testz_si128(coverage, coverage)) blendCoverage8(dst, source, coverage);
}

AVX2 float reel_avx2_fill_chunk8(uint32_t *dst, float *cells, float winding, uint32_t source) {
    fillChunk(dst, cells, &winding, source, chunkConstants());
    return winding;
}

AVX2 float reel_avx2_fill_chunks(uint32_t *dst, float *cells, intptr_t count, float winding, uint32_t source) {
    const struct ChunkConstants k = chunkConstants();
    for (intptr_t i = 0; i < count; i++) fillChunk(dst + 8 * i, cells + 8 * i, &winding, source, k);
    return winding;
}

// `PixelOps.scale`: every channel of `p` times `factor` / 255, rounded to nearest (wrapping as
// the Swift does for a factor beyond 255).
static inline uint32_t scaled(uint32_t p, uint32_t factor) {
    uint32_t rb = (p & 0x00FF00FFu) * factor + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ga = ((p >> 8) & 0x00FF00FFu) * factor + 0x00800080u;
    ga = (ga + ((ga >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ga;
}

// `PixelOps.over`, channels added byte by byte with wrap-around.
static inline uint32_t over(uint32_t d, uint32_t s) {
    const uint32_t a = scaled(d, 255 - (s >> 24));
    return ((a & 0x7F7F7F7Fu) + (s & 0x7F7F7F7Fu)) ^ ((a ^ s) & 0x80808080u);
}

// `Blitter.coverage` under the non-zero rule: min(|winding|, 1) · 255, rounded by adding 1.5 · 2^23
// and read from the sum's bits (a separate multiply and add, as the Swift compiles it).
static inline uint32_t scalarCoverage(float winding) {
    const float magnitude = fabsf(winding);
    const float c = 1.0f < magnitude ? 1.0f : magnitude;
    const float level = c * 255.0f;  // two statements: never contracted into a fused multiply-add
    const float t = level + 12582912.0f;
    uint32_t bits;
    memcpy(&bits, &t, sizeof bits);
    return bits - 0x4B400000u;
}

// Whether `blendSpan` composites `s` (the one case of `solidSpan` that blends a vector a step):
// alpha neither 0 nor 255, and no colour channel above it.
static inline int blendsAsVectors(uint32_t s) {
    const uint32_t alpha = s >> 24;
    return alpha != 0 && alpha != 255 && (s & 0xFF) <= alpha && ((s >> 8) & 0xFF) <= alpha && ((s >> 16) & 0xFF) <= alpha;
}

// `AVX2SolidSpanner.span` for a premultiplied `source`: `count` pixels under one coverage.
static inline AVX2 __attribute__((always_inline)) void solidSpan(
    uint32_t *dst, intptr_t count, uint32_t source, uint32_t coverage) {
    const uint32_t s = coverage == 255 ? source : scaled(source, coverage);
    const uint32_t alpha = s >> 24;
    if (alpha == 0) return;
    if (alpha == 255) {
        for (intptr_t i = 0; i < count; i++) dst[i] = s;
    } else if ((s & 0xFF) <= alpha && ((s >> 8) & 0xFF) <= alpha && ((s >> 16) & 0xFF) <= alpha) {
        blendSpan(dst, count, s);
    } else {
        for (intptr_t i = 0; i < count; i++) dst[i] = over(dst[i], s);
    }
}

// `reel_avx2_fill_tail` with the constants given.
static inline AVX2 float fillTail(
    uint32_t *dst, float *cells, intptr_t cellCount, intptr_t pixelCount, float winding, uint32_t source,
    struct ChunkConstants k) {
    float sums[8] = {0};
    for (intptr_t i = 0; i < cellCount; i++) {
        winding += cells[i];
        cells[i] = 0;
        sums[i] = winding;
    }
    if (pixelCount > 0) {
        const __m256 capped = _mm256_min_ps(_mm256_set1_ps(1), _mm256_and_ps(_mm256_loadu_ps(sums), k.absMask));
        const __m128i coverage = coverageOf(capped, k);
        if (!_mm_testz_si128(coverage, coverage)) {
            const __m256i mask = tailMask(pixelCount);
            const __m256i v = _mm256_maskload_epi32((const int *)dst, mask);
            _mm256_maskstore_epi32((int *)dst, mask, blendedCoverage8(v, source, coverage));
        }
    }
    return winding;
}

AVX2 float reel_avx2_fill_tail(
    uint32_t *dst, float *cells, intptr_t cellCount, intptr_t pixelCount, float winding, uint32_t source) {
    return fillTail(dst, cells, cellCount, pixelCount, winding, source, chunkConstants());
}

// Swift's `trailingZeroBitCount`: 64 for 0.
static inline intptr_t trailingZeros(uint64_t v) { return v ? __builtin_ctzll(v) : 64; }

// How many rows ahead `reel_avx2_fill_solid` asks for the destination's lines.
#define PREFETCH_ROWS 3

// Every cache line of a row's pixels from its first marked chunk to its last (the marks of the row
// at `marks`, its pixels at `out`): the chunks and the spans between them read all of them, and
// each row is a stream of its own, 7.7 KB from the last at 1080p, which the hardware prefetcher
// follows too late. Prefetching only the extent's first four lines and its last was slower (the
// fill bench 4–9 % in time, with 3.5 M fewer instructions a frame).
static inline AVX2 void prefetchMarkedExtent(const uint32_t *out, const uint64_t *marks, intptr_t wordsPerRow, intptr_t width) {
    intptr_t first = 0;
    while (!marks[first]) {
        if (++first == wordsPerRow) return;
    }
    intptr_t last = wordsPerRow - 1;
    while (!marks[last]) last--;
    const intptr_t begin = (first << 9) + (__builtin_ctzll(marks[first]) << 3);
    intptr_t end = (last << 9) + ((63 - __builtin_clzll(marks[last])) << 3) + 8;  // one past the last marked cell
    if (end > width) end = width;
    // From the line holding the first pixel, two lines a step (a prefetch never faults: the one
    // line past the end that an odd count asks for is harmless).
    const char *line = (const char *)((uintptr_t)(out + begin) & ~(uintptr_t)63);
    for (const char *stop = (const char *)(out + end); line < stop; line += 128) {
        _mm_prefetch(line, _MM_HINT_T0);
        _mm_prefetch(line + 64, _MM_HINT_T0);
    }
}

// The Swift blitter's loop (`Blitter.blit`) with `AVX2SolidSpanner`'s steps, statement for
// statement, so that a fill's constants are set once and no step is a call from Swift.
AVX2 void reel_avx2_fill_solid(
    uint32_t *out, intptr_t stride, float *cells, intptr_t rowLength, uint64_t *marks, intptr_t wordsPerRow,
    intptr_t width, intptr_t height, uint32_t source) {
    const struct ChunkConstants k = chunkConstants();
    // A semi-transparent colour's spans under full coverage (a shape's inside: most of its pixels)
    // take the constants set here once a fill, where `solidSpan` tested the colour and set them
    // for every span (about 40 instructions a span).
    const int fullSpansAsVectors = blendsAsVectors(source);
    const struct SpanConstants fullSpan = spanConstants(source);
    for (intptr_t row = 0; row < height; row++, cells += rowLength, marks += wordsPerRow, out += stride) {
        // The pixels a few rows ahead, on their way into the cache while this row blends.
        if (row < height - PREFETCH_ROWS) {
            prefetchMarkedExtent(out + PREFETCH_ROWS * stride, marks + PREFETCH_ROWS * wordsPerRow, wordsPerRow, width);
        }
        float winding = 0;
        intptr_t next = 0;  // the first cell not yet visited
        // The marked chunks in order: one loop over the row's set bits, a word at a time (the
        // word's first cell `base`), each word cleared as it is taken.
        intptr_t word = 0;
        intptr_t base = 0;
        uint64_t bits = marks[0];
        marks[0] = 0;
        for (;;) {
            while (!bits) {
                if (++word == wordsPerRow) goto rowDone;
                base += 64 << 3;
                bits = marks[word];
                marks[word] = 0;
            }
            const intptr_t bit = __builtin_ctzll(bits);
            const intptr_t start = base + (bit << 3);
            if (start > next) {  // an unmarked gap: constant coverage
                const intptr_t end = start < width ? start : width;
                const uint32_t coverage = scalarCoverage(winding);
                if (end > next && coverage > 0) {
                    if (coverage == 255 && fullSpansAsVectors) {
                        blendSpanWith(out + next, end - next, fullSpan);
                    } else {
                        solidSpan(out + next, end - next, source, coverage);
                    }
                }
            }
            const uint64_t rest = bits >> bit;  // this chunk's bit and those after it
            if (start + 8 <= width && !(rest & 2)) {  // a lone whole chunk
                bits &= bits - 1;
                fillChunk(out + start, cells + start, &winding, source, k);
                next = start + 8;
            } else if (start + 8 <= width) {  // a run of marked chunks within this word
                const intptr_t run = trailingZeros(~rest);
                const intptr_t room = (width - start) >> 3;
                const intptr_t count = run < room ? run : room;
                for (intptr_t i = 0; i < count; i++) fillChunk(out + start + 8 * i, cells + start + 8 * i, &winding, source, k);
                next = start + 8 * count;
                const intptr_t end = bit + count;
                bits = end == 64 ? 0 : bits & (~(uint64_t)0 << end);
            } else {  // the row's last chunk, cut by the row's end
                bits &= bits - 1;
                const intptr_t end = start + 8 < rowLength ? start + 8 : rowLength;
                const intptr_t pixels = (end < width ? end : width) - start;
                winding = fillTail(out + start, cells + start, end - start, pixels > 0 ? pixels : 0, winding, source, k);
                next = end;
            }
        }
    rowDone:
        if (next < width) {
            const uint32_t coverage = scalarCoverage(winding);
            if (coverage > 0) solidSpan(out + next, width - next, source, coverage);
        }
    }
}

// 8 pixels of a composited row: src scaled by factor (unless 255), then over dst; dst kept where
// src's alpha is 0.
static inline AVX2 __m256i compositeEight(__m256i d, __m256i p, __m256i factor, int scaled) {
    __m256i q = p;
    if (scaled) {
        __m256i even = divide255(_mm256_mullo_epi16(evenBytes(p), factor));
        __m256i odd = divide255(_mm256_mullo_epi16(oddBytes(p), factor));
        q = _mm256_or_si256(even, _mm256_slli_epi16(odd, 8));
    }
    __m256i inverse = _mm256_sub_epi16(_mm256_set1_epi16(255), spread(_mm256_srli_epi32(q, 24)));
    __m256i even = _mm256_add_epi16(divide255(_mm256_mullo_epi16(evenBytes(d), inverse)), evenBytes(q));
    __m256i odd = _mm256_add_epi16(divide255(_mm256_mullo_epi16(oddBytes(d), inverse)), oddBytes(q));
    __m256i result = _mm256_or_si256(evenBytes(even), _mm256_slli_epi16(odd, 8));
    __m256i transparent = _mm256_cmpeq_epi32(_mm256_srli_epi32(p, 24), _mm256_setzero_si256());
    return _mm256_blendv_epi8(result, d, transparent);
}

AVX2 void reel_avx2_composite_row(uint32_t *dst, const uint32_t *src, intptr_t count, uint32_t factor) {
    const __m256i f = _mm256_set1_epi16((short)factor);
    const int scaled = factor != 255;
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(dst + i));
        __m256i p = _mm256_loadu_si256((const __m256i *)(src + i));
        _mm256_storeu_si256((__m256i *)(dst + i), compositeEight(d, p, f, scaled));
    }
    if (i < count) {
        __m256i mask = tailMask(count - i);
        __m256i d = _mm256_maskload_epi32((const int *)(dst + i), mask);
        __m256i p = _mm256_maskload_epi32((const int *)(src + i), mask);
        _mm256_maskstore_epi32((int *)(dst + i), mask, compositeEight(d, p, f, scaled));
    }
}

#else

// No AVX2 off x86-64: reel_raster_kernels_avx2() is 0 there, so these are never called.
void reel_avx2_blend_span(uint32_t *dst, intptr_t count, uint32_t source) { abort(); }
void reel_avx2_blend_coverage8(uint32_t *dst, uint32_t source, uint64_t coverage_low, uint64_t coverage_high) {
    abort();
}
void reel_avx2_composite_row(uint32_t *dst, const uint32_t *src, intptr_t count, uint32_t factor) { abort(); }
float reel_avx2_fill_chunk8(uint32_t *dst, float *cells, float winding, uint32_t source) { abort(); }
float reel_avx2_fill_chunks(uint32_t *dst, float *cells, intptr_t count, float winding, uint32_t source) { abort(); }
float reel_avx2_fill_tail(
    uint32_t *dst, float *cells, intptr_t cellCount, intptr_t pixelCount, float winding, uint32_t source) {
    abort();
}
void reel_avx2_fill_solid(
    uint32_t *out, intptr_t stride, float *cells, intptr_t rowLength, uint64_t *marks, intptr_t wordsPerRow,
    intptr_t width, intptr_t height, uint32_t source) {
    abort();
}

#endif
