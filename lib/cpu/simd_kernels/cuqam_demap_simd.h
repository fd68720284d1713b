/*
 * The SIMD demapper protokernel, compiled once per ISA: include it after one
 * simd_*.h with CUQAM_ISA(name) defined to add the ISA suffix. It defines
 * CUQAM_ISA(cuqam_demap) with the cuqam_demap_fn signature: the closed-form
 * kernels (square QAM) of cuqam_demap_loop.h, one per (order, method,
 * output, variant), and the table kernels (cuqam_demap_table.h) for other
 * constellations. exact's closed-form kernels are
 * cuqam_demap_exact_kernels.h, compiled here unless the unit defines
 * CUQAM_EXACT_PAIRED (they are then built on pairs of vectors in a unit of
 * their own: protokernels_<isa>_exact.c).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuqam_demap_loop.h"
#include "cuqam_demap_table.h"
#ifndef CUQAM_EXACT_PAIRED
#include "cuqam_demap_exact_kernels.h"
#endif

/* clang-format off: one function per line of the table */
#define CUQAM_DEF_FAST(M, ME) \
    CUQAM_DEF(M, ME, 0, 0, 0) \
    CUQAM_DEF(M, ME, 0, 0, 1) \
    CUQAM_DEF(M, ME, 0, 0, 2) \
    CUQAM_DEF(M, ME, 0, 1, 0) \
    CUQAM_DEF(M, ME, 0, 1, 1) \
    CUQAM_DEF(M, ME, 0, 1, 2) \
    CUQAM_DEF(M, ME, 1, 0, 0) \
    CUQAM_DEF(M, ME, 1, 0, 1) \
    CUQAM_DEF(M, ME, 1, 1, 0) \
    CUQAM_DEF(M, ME, 1, 1, 1) \
    CUQAM_DEF(M, ME, 2, 0, 0) \
    CUQAM_DEF(M, ME, 2, 0, 1) \
    CUQAM_DEF(M, ME, 2, 1, 0) \
    CUQAM_DEF(M, ME, 2, 1, 1)
/* clang-format on */
#define CUQAM_DEF_FAST_M(M, ME) CUQAM_DEF_FAST(M, ME)
CUQAM_FOR_M(CUQAM_DEF_FAST_M, 0)
CUQAM_FOR_M(CUQAM_DEF_FAST_M, 1)
CUQAM_FOR_M(CUQAM_DEF_PS, 0)
CUQAM_FOR_M(CUQAM_DEF_PS, 1)

/* [m-1][output][aligned][variant]: f32 0 3GPP's order, 1 another, 2 Wi-Fi's;
 * integers 0, 1 (2 as 1) without and with the float clamp */
/* clang-format off */
#define CUQAM_VARIANTS(M, ME, O, AL, V2) \
    { CUQAM_ISA(dm_##M##_##ME##_##O##_##AL##0), CUQAM_ISA(dm_##M##_##ME##_##O##_##AL##1), \
      CUQAM_ISA(dm_##M##_##ME##_##O##_##AL##V2) }
#define CUQAM_ROW(M, ME) \
    { { CUQAM_VARIANTS(M, ME, 0, 0, 2), CUQAM_VARIANTS(M, ME, 0, 1, 2) }, \
      { CUQAM_VARIANTS(M, ME, 1, 0, 1), CUQAM_VARIANTS(M, ME, 1, 1, 1) }, \
      { CUQAM_VARIANTS(M, ME, 2, 0, 1), CUQAM_VARIANTS(M, ME, 2, 1, 1) } }
/* clang-format on */
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_maxlog)[6][3][2][3] = {
    CUQAM_ROW(1, 0), CUQAM_ROW(2, 0), CUQAM_ROW(3, 0),
    CUQAM_ROW(4, 0), CUQAM_ROW(5, 0), CUQAM_ROW(6, 0),
};
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_approx)[6][3][2][3] = {
    CUQAM_ROW(1, 1), CUQAM_ROW(2, 1), CUQAM_ROW(3, 1),
    CUQAM_ROW(4, 1), CUQAM_ROW(5, 1), CUQAM_ROW(6, 1),
};
#define CUQAM_PS_ROW(M)                              \
    {                                                \
        CUQAM_ISA(ps_##M##_0), CUQAM_ISA(ps_##M##_1) \
    }
/* [m-1][method]: maxlog, approx (exact: cuqam_demap_exact) */
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_per_symbol)[6][2] = {
    CUQAM_PS_ROW(1), CUQAM_PS_ROW(2), CUQAM_PS_ROW(3),
    CUQAM_PS_ROW(4), CUQAM_PS_ROW(5), CUQAM_PS_ROW(6),
};
#undef CUQAM_PS_ROW
#undef CUQAM_ROW
#undef CUQAM_VARIANTS
#undef CUQAM_DEF_FAST
#undef CUQAM_DEF_FAST_M

void CUQAM_ISA(cuqam_demap)(const cuqam_params* p, const float* in, size_t n, void* out)
{
    if (p->kernels == CUQAM_KERNELS_TABLE) {
        CUQAM_ISA(cuqam_demap_table)(p, in, n, out);
        return;
    }
    if (p->method == CUQAM_METHOD_EXACT) {
        CUQAM_ISA(cuqam_demap_exact)(p, in, n, out);
        return;
    }
    const int mi = p->m - 1, o = p->output;
    if (p->noise) {
        CUQAM_ISA(dm_per_symbol)[mi][p->method](p, in, n, out);
        return;
    }
    const int f32_order = CUQAM_ISA(f32_order)(p);
    const int aligned = ((uintptr_t)in % (CUQAM_VW * sizeof(float))) == 0;
    /* largest |scaled value| is below |gain| (clamp_u + 2)^2 for both methods */
    const float reach = fabsf(p->nz.qgain) * (p->clamp_u + 2.0f) * (p->clamp_u + 2.0f);
    const int variant =
        o == CUQAM_OUTPUT_F32 ? f32_order : !(reach < 1073741824.0f); /* clamp */
    (p->method == CUQAM_METHOD_APPROX
         ? CUQAM_ISA(dm_approx)
         : CUQAM_ISA(dm_maxlog))[mi][o][aligned][variant](p, in, n, out);
}
