/*
 * The closed-form exact kernels, compiled once per ISA: one function per
 * (order, output, variant) and per order with per-symbol N0, and their
 * entry, CUQAM_ISA(cuqam_demap_exact). cuqam_demap_simd.h includes this
 * file; an ISA whose unit defines CUQAM_EXACT_PAIRED compiles it instead in
 * protokernels_<isa>_exact.c on pairs of vectors (simd_pair.h).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuqam_demap_loop.h"

/* clang-format off */
#define CUQAM_DEF_EXACT(M)   \
    CUQAM_DEF(M, 2, 0, 0, 0) \
    CUQAM_DEF(M, 2, 0, 0, 1) \
    CUQAM_DEF(M, 2, 0, 0, 2) \
    CUQAM_DEF(M, 2, 1, 0, 1) \
    CUQAM_DEF(M, 2, 2, 0, 1)
/* clang-format on */
CUQAM_FOR_M(CUQAM_DEF_EXACT)
CUQAM_FOR_M(CUQAM_DEF_PS, 2)

/* [m-1][output][variant], the integers always with the float clamp */
/* clang-format off */
#define CUQAM_EXACT_ROW(M) \
    { { CUQAM_ISA(dm_##M##_2_0_00), CUQAM_ISA(dm_##M##_2_0_01), CUQAM_ISA(dm_##M##_2_0_02) }, \
      { CUQAM_ISA(dm_##M##_2_1_01), CUQAM_ISA(dm_##M##_2_1_01), CUQAM_ISA(dm_##M##_2_1_01) }, \
      { CUQAM_ISA(dm_##M##_2_2_01), CUQAM_ISA(dm_##M##_2_2_01), CUQAM_ISA(dm_##M##_2_2_01) } }
/* clang-format on */
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_exact)[6][3][3] = {
    CUQAM_EXACT_ROW(1), CUQAM_EXACT_ROW(2), CUQAM_EXACT_ROW(3),
    CUQAM_EXACT_ROW(4), CUQAM_EXACT_ROW(5), CUQAM_EXACT_ROW(6),
};
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_exact_per_symbol)[6] = {
    CUQAM_ISA(ps_1_2), CUQAM_ISA(ps_2_2), CUQAM_ISA(ps_3_2),
    CUQAM_ISA(ps_4_2), CUQAM_ISA(ps_5_2), CUQAM_ISA(ps_6_2),
};
#undef CUQAM_EXACT_ROW
#undef CUQAM_DEF_EXACT

void CUQAM_ISA(cuqam_demap_exact)(const cuqam_params* p,
                                  const float* in,
                                  size_t n,
                                  void* out)
{
    const int mi = p->m - 1;
    if (p->noise)
        CUQAM_ISA(dm_exact_per_symbol)[mi](p, in, n, out);
    else
        CUQAM_ISA(dm_exact)[mi][p->output][CUQAM_ISA(f32_order)(p)](p, in, n, out);
}
