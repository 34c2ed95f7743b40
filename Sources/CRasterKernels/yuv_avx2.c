// ReelEncode's RGBA → BT.709 limited-range YUV step on AVX2: `YUV420Converter`'s per-pixel
// integer arithmetic (swscale's, see that type), 16 pixels a step. Products of a byte and a
// 15-bit coefficient are summed in pairs by `vpmaddwd` into 32-bit lanes, exactly the sums the
// portable loop forms one multiply at a time, so the bytes are the same on either path.
#include "CRasterKernels.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

// BT.709 limited range at 15 bits (libswscale 6's fill_rgb2yuv_table), as in YUV420Converter.
enum { RY = 5983, GY = 20127, BY = 2032, RU = -3298, GU = -11094, BU = 14392, RV = 14392, GV = -13073, BV = -1320 };
#define LUMA_OFFSET ((16 << 15) + 256)
#define CHROMA_OFFSET ((128 << 15) + 256)

// Two 16-bit coefficients in one 32-bit lane, `low` first: the multipliers `vpmaddwd` pairs with
// a pixel's (r, g) or (b, a).
static inline AVX2 __m256i pair(int low, int high) {
    return _mm256_set1_epi32((int)((uint32_t)(uint16_t)low | (uint32_t)(uint16_t)high << 16));
}

struct Channels {
    __m256i y, u, v, a;
};

// Eight pixels' luma (8-bit, in 32-bit lanes), 14-bit chroma and alpha (8-bit, unclamped: the
// packing clamps), in pixel order.
static inline AVX2 struct Channels channels(__m256i pixels, int wantsAlpha) {
    // Each pixel's (r, g) and (b, a) as two 16-bit halves of a 32-bit lane.
    const __m256i rgShuffle = _mm256_setr_epi8(
        0, -1, 1, -1, 4, -1, 5, -1, 8, -1, 9, -1, 12, -1, 13, -1, 0, -1, 1, -1, 4, -1, 5, -1, 8, -1, 9, -1, 12, -1,
        13, -1);
    const __m256i baShuffle = _mm256_setr_epi8(
        2, -1, 3, -1, 6, -1, 7, -1, 10, -1, 11, -1, 14, -1, 15, -1, 2, -1, 3, -1, 6, -1, 7, -1, 10, -1, 11, -1, 14,
        -1, 15, -1);
    __m256i rg = _mm256_shuffle_epi8(pixels, rgShuffle);
    // Alpha's multiplier is 0, so a pixel's (b, a) pair contributes b · coefficient alone.
    __m256i ba = _mm256_shuffle_epi8(pixels, baShuffle);
    struct Channels c;
    __m256i y = _mm256_add_epi32(_mm256_madd_epi16(rg, pair(RY, GY)), _mm256_madd_epi16(ba, pair(BY, 0)));
    y = _mm256_srai_epi32(_mm256_add_epi32(y, _mm256_set1_epi32(LUMA_OFFSET)), 9);
    c.y = _mm256_srai_epi32(_mm256_add_epi32(y, _mm256_set1_epi32(32)), 6);
    __m256i u = _mm256_add_epi32(_mm256_madd_epi16(rg, pair(RU, GU)), _mm256_madd_epi16(ba, pair(BU, 0)));
    c.u = _mm256_srai_epi32(_mm256_add_epi32(u, _mm256_set1_epi32(CHROMA_OFFSET)), 9);
    __m256i v = _mm256_add_epi32(_mm256_madd_epi16(rg, pair(RV, GV)), _mm256_madd_epi16(ba, pair(BV, 0)));
    c.v = _mm256_srai_epi32(_mm256_add_epi32(v, _mm256_set1_epi32(CHROMA_OFFSET)), 9);
    if (wantsAlpha) {
        // Widened to 14 bits, doubled and rounded back to 8: (2 · (a << 6 | a >> 2) + 64) >> 7.
        __m256i a = _mm256_srli_epi32(pixels, 24);
        __m256i wide = _mm256_or_si256(_mm256_slli_epi32(a, 6), _mm256_srli_epi32(a, 2));
        c.a = _mm256_srai_epi32(_mm256_add_epi32(_mm256_slli_epi32(wide, 1), _mm256_set1_epi32(64)), 7);
    } else {
        c.a = _mm256_setzero_si256();
    }
    return c;
}

// Sixteen 32-bit lanes (pixels 0–7 in `first`, 8–15 in `second`) as 16 bytes in order, each
// clamped to 0…255.
static inline AVX2 __m128i bytes16(__m256i first, __m256i second) {
    // The packs work within 128-bit halves: words come out as 0–3, 8–11 | 4–7, 12–15.
    __m256i words = _mm256_permute4x64_epi64(_mm256_packus_epi32(first, second), 0xD8);
    return _mm_packus_epi16(_mm256_castsi256_si128(words), _mm256_extracti128_si256(words, 1));
}

// The even (`odd` = 0) or odd pixels' lanes of pixels 0–7 (`first`) and 8–15 (`second`), in order.
static inline AVX2 __m256i evenLanes(__m256i first, __m256i second) {
    __m256 picked = _mm256_shuffle_ps(_mm256_castsi256_ps(first), _mm256_castsi256_ps(second), _MM_SHUFFLE(2, 0, 2, 0));
    return _mm256_permute4x64_epi64(_mm256_castps_si256(picked), 0xD8);
}

static inline AVX2 __m256i oddLanes(__m256i first, __m256i second) {
    __m256 picked = _mm256_shuffle_ps(_mm256_castsi256_ps(first), _mm256_castsi256_ps(second), _MM_SHUFFLE(3, 1, 3, 1));
    return _mm256_permute4x64_epi64(_mm256_castps_si256(picked), 0xD8);
}

AVX2 void reel_avx2_yuv_pixels(
    const uint8_t *row, intptr_t count, uint8_t *luma, uint8_t *alpha, int32_t *evenU, int32_t *oddU, int32_t *evenV,
    int32_t *oddV) {
    for (intptr_t x = 0; x < count; x += 16) {
        struct Channels first = channels(_mm256_loadu_si256((const __m256i *)(row + x * 4)), alpha != NULL);
        struct Channels second = channels(_mm256_loadu_si256((const __m256i *)(row + x * 4 + 32)), alpha != NULL);
        __m128i y = bytes16(first.y, second.y);
        __m128i a = bytes16(first.a, second.a);
        if (count - x >= 16) {
            _mm_storeu_si128((__m128i *)(luma + x), y);
            if (alpha) _mm_storeu_si128((__m128i *)(alpha + x), a);
        } else {
            uint8_t tail[16];
            _mm_storeu_si128((__m128i *)tail, y);
            memcpy(luma + x, tail, (size_t)(count - x));
            if (alpha) {
                _mm_storeu_si128((__m128i *)tail, a);
                memcpy(alpha + x, tail, (size_t)(count - x));
            }
        }
        intptr_t column = x / 2;
        _mm256_storeu_si256((__m256i *)(evenU + column), evenLanes(first.u, second.u));
        _mm256_storeu_si256((__m256i *)(oddU + column), oddLanes(first.u, second.u));
        _mm256_storeu_si256((__m256i *)(evenV + column), evenLanes(first.v, second.v));
        _mm256_storeu_si256((__m256i *)(oddV + column), oddLanes(first.v, second.v));
    }
}

AVX2 void reel_avx2_chroma_across(int32_t *even, int32_t *odd, intptr_t count, int32_t *out) {
    odd[0] = even[1];
    even[count + 1] = odd[count];
    for (intptr_t i = 0; i < count; i += 8) {
        __m256i before = _mm256_loadu_si256((const __m256i *)(odd + i));
        __m256i left = _mm256_loadu_si256((const __m256i *)(even + i + 1));
        __m256i right = _mm256_loadu_si256((const __m256i *)(odd + i + 1));
        __m256i after = _mm256_loadu_si256((const __m256i *)(even + i + 2));
        __m256i pair = _mm256_add_epi32(left, right);
        __m256i sum = _mm256_add_epi32(_mm256_slli_epi32(pair, 1), pair);
        sum = _mm256_add_epi32(sum, _mm256_add_epi32(before, after));
        _mm256_storeu_si256((__m256i *)(out + i), _mm256_srai_epi32(sum, 2));
    }
}

// (512 + top + 3 · upper + 3 · lower + bottom) >> 10 for 8 columns.
static inline AVX2 __m256i chromaDown(const int32_t *top, const int32_t *upper, const int32_t *lower,
                                      const int32_t *bottom) {
    __m256i pair = _mm256_add_epi32(_mm256_loadu_si256((const __m256i *)upper), _mm256_loadu_si256((const __m256i *)lower));
    __m256i sum = _mm256_add_epi32(_mm256_slli_epi32(pair, 1), pair);
    sum = _mm256_add_epi32(sum, _mm256_add_epi32(_mm256_loadu_si256((const __m256i *)top),
                                                 _mm256_loadu_si256((const __m256i *)bottom)));
    return _mm256_srai_epi32(_mm256_add_epi32(sum, _mm256_set1_epi32(512)), 10);
}

AVX2 void reel_avx2_chroma_down(
    const int32_t *top, const int32_t *upper, const int32_t *lower, const int32_t *bottom, intptr_t count,
    uint8_t *out) {
    for (intptr_t i = 0; i < count; i += 16) {
        __m256i first = chromaDown(top + i, upper + i, lower + i, bottom + i);
        __m256i second = chromaDown(top + i + 8, upper + i + 8, lower + i + 8, bottom + i + 8);
        // Signed saturation to 16 bits, then unsigned to 8: exactly a clamp to 0…255.
        __m256i words = _mm256_permute4x64_epi64(_mm256_packs_epi32(first, second), 0xD8);
        __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(words), _mm256_extracti128_si256(words, 1));
        if (count - i >= 16) {
            _mm_storeu_si128((__m128i *)(out + i), bytes);
        } else {
            uint8_t tail[16];
            _mm_storeu_si128((__m128i *)tail, bytes);
            memcpy(out + i, tail, (size_t)(count - i));
        }
    }
}

#else

// No AVX2 off x86-64: reel_raster_kernels_avx2() is 0 there, so this is never called.
void reel_avx2_yuv_pixels(
    const uint8_t *row, intptr_t count, uint8_t *luma, uint8_t *alpha, int32_t *evenU, int32_t *oddU, int32_t *evenV,
    int32_t *oddV) {
    abort();
}
void reel_avx2_chroma_across(int32_t *even, int32_t *odd, intptr_t count, int32_t *out) { abort(); }
void reel_avx2_chroma_down(
    const int32_t *top, const int32_t *upper, const int32_t *lower, const int32_t *bottom, intptr_t count,
    uint8_t *out) {
    abort();
}

#endif
