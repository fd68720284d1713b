/*
 * The closed-form maxlog and exact kernels (square QAM), compiled once per
 * ISA: one function per (order, method, output, variant) and per order and
 * method with per-symbol N0, their tables, and the entry
 * CUQAM_ISA(cuqam_demap_closed_maxlog_exact). cuqam_demap_simd.h includes
 * this file; an ISA whose unit defines CUQAM_MAXLOG_EXACT_PAIRED compiles it
 * instead in protokernels_<isa>_pairs.c on pairs of vectors (simd_group.h):
 * their chains of dependent operations are long enough to gain from it,
 * approx's are not (cuqam_demap_approx_kernels.h). An ISA with
 * CUQAM_V_QUADS compiles the orders cuqam_demap_groups.h gives to groups of
 * four in protokernels_<isa>_quads.c, the others in its pairs unit: each
 * unit defines only its own orders' kernels, the other slots of its tables
 * are empty.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuqam_demap_groups.h"
#include "cuqam_demap_loop.h"

/* whether this unit compiles order m (bits an axis): 1 or 0 */
#if defined(CUQAM_QUADS_UNIT)
#define CUQAM_UNIT_HAS(M) CUQAM_QUADS_HAS_##M
#elif defined(CUQAM_V_QUADS) && defined(CUQAM_MAXLOG_EXACT_PAIRED_UNIT)
#define CUQAM_UNIT_HAS(M) CUQAM_GROUPS_NOT(CUQAM_QUADS_HAS_##M)
#else
#define CUQAM_UNIT_HAS(M) 1
#endif
#define CUQAM_GROUPS_ONLY_1(...) __VA_ARGS__
#define CUQAM_GROUPS_ONLY_0(...)
#define CUQAM_GROUPS_PICK_1(yes, no) yes
#define CUQAM_GROUPS_PICK_0(yes, no) no
/* the definitions of order M; its table row (row(M), or empty(M): another
 * unit's), with its comma */
#define CUQAM_UNIT_ONLY(M, ...) \
    CUQAM_GROUPS_CAT(CUQAM_GROUPS_ONLY_, CUQAM_UNIT_HAS(M))(__VA_ARGS__)
#define CUQAM_UNIT_ROW(M, row, empty) \
    CUQAM_GROUPS_CAT(CUQAM_GROUPS_PICK_, CUQAM_UNIT_HAS(M))(row, empty)(M),

/* clang-format off */
#define CUQAM_DEF_EXACT(M)   \
    CUQAM_DEF(M, 2, 0, 0, 0) \
    CUQAM_DEF(M, 2, 0, 0, 1) \
    CUQAM_DEF(M, 2, 0, 0, 2) \
    CUQAM_DEF(M, 2, 1, 0, 1) \
    CUQAM_DEF(M, 2, 2, 0, 1)
#define CUQAM_MAXLOG_ROW(M) CUQAM_FAST_ROW(M, 0)
#define CUQAM_DEF_UNIT(M) \
    CUQAM_UNIT_ONLY(M, CUQAM_DEF_FAST_M(M, 0) CUQAM_DEF_EXACT(M) \
                       CUQAM_DEF_PS(M, 0) CUQAM_DEF_PS(M, 2))
#define CUQAM_NO_FAST_ROW(M) { { { 0 } } }
#define CUQAM_NO_EXACT_ROW(M) { { 0 } }
#define CUQAM_NO_PS_ROW(M) { 0 }
/* clang-format on */
CUQAM_FOR_M(CUQAM_DEF_UNIT)

static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_maxlog)[6][3][2][3] = {
    CUQAM_FOR_M(CUQAM_UNIT_ROW, CUQAM_MAXLOG_ROW, CUQAM_NO_FAST_ROW)
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
    CUQAM_FOR_M(CUQAM_UNIT_ROW, CUQAM_EXACT_ROW, CUQAM_NO_EXACT_ROW)
};
/* per-symbol N0: [m-1][maxlog, exact] */
static const CUQAM_ISA(dm_fn) CUQAM_ISA(dm_maxlog_exact_per_symbol)[6][2] = {
    CUQAM_FOR_M(CUQAM_UNIT_ROW, CUQAM_PS_ROW, CUQAM_NO_PS_ROW)
};
#undef CUQAM_PS_ROW
#undef CUQAM_EXACT_ROW
#undef CUQAM_DEF_UNIT
#undef CUQAM_MAXLOG_ROW
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
