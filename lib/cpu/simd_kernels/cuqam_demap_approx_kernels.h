/*
 * The closed-form approx kernels (square QAM), compiled once per ISA in the
 * ISA's own unit (cuqam_demap_simd.h): one function per (order, output,
 * variant) and per order with per-symbol N0, their tables, and the entry
 * CUQAM_ISA(cuqam_demap_closed_approx). They stay on single vectors: their
 * chains are short and their time goes to the stores, where pairs of
 * vectors made f32 slower on AVX2 and SSE4.1 (docs/benchmarks.md).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuqam_demap_loop.h"

CUQAM_FOR_M(CUQAM_DEF_FAST_M, 1)
CUQAM_FOR_M(CUQAM_DEF_PS, 1)

static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_approx)[6][3][2][3] = {
    CUQAM_FAST_ROW(1, 1), CUQAM_FAST_ROW(2, 1), CUQAM_FAST_ROW(3, 1),
    CUQAM_FAST_ROW(4, 1), CUQAM_FAST_ROW(5, 1), CUQAM_FAST_ROW(6, 1),
};
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_approx_per_symbol)[6] = {
    CUQAM_ISA(ps_1_1), CUQAM_ISA(ps_2_1), CUQAM_ISA(ps_3_1),
    CUQAM_ISA(ps_4_1), CUQAM_ISA(ps_5_1), CUQAM_ISA(ps_6_1),
};

void CUQAM_ISA(cuqam_demap_closed_approx)(const cuqam_params* p,
                                          const float* in,
                                          size_t n,
                                          void* out)
{
    if (p->noise)
        CUQAM_ISA(dm_approx_per_symbol)[p->m - 1](p, in, n, out);
    else
        CUQAM_ISA(fast_kernel)(CUQAM_ISA(dm_approx), p, in)(p, in, n, out);
}
