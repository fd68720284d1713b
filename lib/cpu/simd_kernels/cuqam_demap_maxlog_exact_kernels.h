/*
 * The closed-form maxlog and exact kernels (square QAM), compiled once per
 * ISA: one function per (order, method, output, variant) and per order and
 * method with per-symbol N0, their tables, and the entry
 * CUQAM_ISA(cuqam_demap_closed_maxlog_exact). cuqam_demap_simd.h includes
 * this file; an ISA whose unit defines CUQAM_MAXLOG_EXACT_PAIRED compiles it
 * instead in protokernels_<isa>_pairs.c on pairs of vectors (simd_pair.h):
 * their chains of dependent operations are long enough to gain from it,
 * approx's are not (cuqam_demap_approx_kernels.h).
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
CUQAM_FOR_M(CUQAM_DEF_FAST_M, 0)
CUQAM_FOR_M(CUQAM_DEF_EXACT)
CUQAM_FOR_M(CUQAM_DEF_PS, 0)
CUQAM_FOR_M(CUQAM_DEF_PS, 2)

static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_maxlog)[6][3][2][3] = {
    CUQAM_FAST_ROW(1, 0), CUQAM_FAST_ROW(2, 0), CUQAM_FAST_ROW(3, 0),
    CUQAM_FAST_ROW(4, 0), CUQAM_FAST_ROW(5, 0), CUQAM_FAST_ROW(6, 0),
};
/* exact: [m-1][output][variant], any alignment, integers with the float clamp */
/* clang-format off */
#define CUQAM_EXACT_ROW(M) \
    { { CUQAM_ISA(dm_##M##_2_0_00), CUQAM_ISA(dm_##M##_2_0_01), CUQAM_ISA(dm_##M##_2_0_02) }, \
      { CUQAM_ISA(dm_##M##_2_1_01), CUQAM_ISA(dm_##M##_2_1_01), CUQAM_ISA(dm_##M##_2_1_01) }, \
      { CUQAM_ISA(dm_##M##_2_2_01), CUQAM_ISA(dm_##M##_2_2_01), CUQAM_ISA(dm_##M##_2_2_01) } }
#define CUQAM_PS_ROW(M) { CUQAM_ISA(ps_##M##_0), CUQAM_ISA(ps_##M##_2) }
/* clang-format on */
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_exact)[6][3][3] = {
    CUQAM_EXACT_ROW(1), CUQAM_EXACT_ROW(2), CUQAM_EXACT_ROW(3),
    CUQAM_EXACT_ROW(4), CUQAM_EXACT_ROW(5), CUQAM_EXACT_ROW(6),
};
/* per-symbol N0: [m-1][maxlog, exact] */
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_maxlog_exact_per_symbol)[6][2] = {
    CUQAM_PS_ROW(1), CUQAM_PS_ROW(2), CUQAM_PS_ROW(3),
    CUQAM_PS_ROW(4), CUQAM_PS_ROW(5), CUQAM_PS_ROW(6),
};
#undef CUQAM_PS_ROW
#undef CUQAM_EXACT_ROW
#undef CUQAM_DEF_EXACT

void CUQAM_ISA(cuqam_demap_closed_maxlog_exact)(const cuqam_params* p,
                                                const float* in,
                                                size_t n,
                                                void* out)
{
    const int mi = p->m - 1, exact = p->method == CUQAM_METHOD_EXACT;
    if (p->noise)
        CUQAM_ISA(dm_maxlog_exact_per_symbol)[mi][exact](p, in, n, out);
    else if (exact)
        CUQAM_ISA(dm_exact)[mi][p->output][CUQAM_ISA(f32_order)(p)](p, in, n, out);
    else
        CUQAM_ISA(fast_kernel)(CUQAM_ISA(dm_maxlog), p, in)(p, in, n, out);
}
