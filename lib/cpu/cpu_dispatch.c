/*
 * The table of CPU implementations, best first. LV_HAVE_* (set by CMake, as
 * VOLK does) says which ones this compiler built for this architecture; the
 * run-time check says which ones this CPU can run. The choice itself happens
 * in the core: config cpu_impl, then $CUQAM_CPU_IMPL, then the first here
 * that is available.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cpu_kernels.h"

static int always(void) { return 1; }

#if defined(__x86_64__) || defined(__i386__)
/* __builtin_cpu_supports also checks that the OS saves the wider registers. */
#ifdef LV_HAVE_SSE4_1
static int have_sse4_1(void) { return __builtin_cpu_supports("sse4.1"); }
#endif
#ifdef LV_HAVE_AVX2
static int have_avx2(void)
{
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}
#endif
#ifdef LV_HAVE_AVX512F
static int have_avx512(void)
{
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw");
}
#endif
#endif

static const cuqam_cpu_impl impls[] = {
#ifdef LV_HAVE_AVX512F
    { "avx512", cuqam_demap_avx512, cuqam_map_avx512, have_avx512, "avx512f avx512bw" },
#endif
#ifdef LV_HAVE_AVX2
    { "avx2", cuqam_demap_avx2, cuqam_map_avx2, have_avx2, "avx2" },
#endif
#ifdef LV_HAVE_SSE4_1
    { "sse4_1", cuqam_demap_sse4_1, cuqam_map_sse4_1, have_sse4_1, "sse4.1" },
#endif
#ifdef LV_HAVE_NEON
    /* Advanced SIMD is part of every AArch64 CPU */
    { "neon", cuqam_demap_neon, cuqam_map_neon, always, "asimd" },
#endif
    { "generic", cuqam_demap_generic, cuqam_map_generic, always, "" },
};

const cuqam_cpu_impl* cuqam_cpu_impls(int* count)
{
    *count = (int)(sizeof impls / sizeof impls[0]);
    return impls;
}
