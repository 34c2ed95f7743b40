// Which span loops run: the CPU's features, read once with CPUID, and an override.
#include "CRasterKernels.h"

#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

// AVX2 needs the CPU to have it and the OS to save the YMM registers on a context switch
// (OSXSAVE set and XCR0's SSE and AVX state bits on), the check Intel's manual prescribes.
static int cpu_has_avx2(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const unsigned int osxsave = 1u << 27, avx = 1u << 28;
    if ((ecx & (osxsave | avx)) != (osxsave | avx)) return 0;
    unsigned int xcr0_low, xcr0_high;
    __asm__ volatile("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
    if ((xcr0_low & 6u) != 6u) return 0;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    return (ebx & (1u << 5)) != 0;
}
#else
static int cpu_has_avx2(void) { return 0; }
#endif

// -1 until first use; then 0 or 1. Written and read with relaxed atomics: concurrent first uses
// compute the same value, and a test's switch needs no ordering with other memory.
static int kernels_avx2 = -1;

int reel_raster_kernels_avx2_supported(void) {
    static int supported = -1;
    int known = __atomic_load_n(&supported, __ATOMIC_RELAXED);
    if (known < 0) {
        known = cpu_has_avx2();
        __atomic_store_n(&supported, known, __ATOMIC_RELAXED);
    }
    return known;
}

int reel_raster_kernels_avx2(void) {
    int chosen = __atomic_load_n(&kernels_avx2, __ATOMIC_RELAXED);
    if (chosen < 0) {
        const char *setting = getenv("REEL_RASTER_KERNELS");
        int portable = setting != NULL && strcmp(setting, "portable") == 0;
        chosen = !portable && reel_raster_kernels_avx2_supported();
        __atomic_store_n(&kernels_avx2, chosen, __ATOMIC_RELAXED);
    }
    return chosen;
}

int reel_raster_kernels_set_avx2(int on) {
    int before = reel_raster_kernels_avx2();
    __atomic_store_n(&kernels_avx2, on && reel_raster_kernels_avx2_supported(), __ATOMIC_RELAXED);
    return before;
}
