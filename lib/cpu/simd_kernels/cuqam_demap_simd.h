/*
 * The SIMD demapper protokernel, compiled once per ISA: include it after one
 * simd_*.h with CUQAM_ISA(name) defined to add the ISA suffix. It defines
 * CUQAM_ISA(cuqam_demap) with the cuqam_demap_fn signature: the closed-form
 * kernels for square QAM (cuqam_demap_approx_kernels.h and
 * cuqam_demap_maxlog_exact_kernels.h) or the table kernels
 * (cuqam_demap_table.h) for other constellations. maxlog's and exact's
 * closed-form kernels are compiled here unless the unit defines
 * CUQAM_MAXLOG_EXACT_PAIRED (they are then built on pairs of vectors in a
 * unit of their own: protokernels_<isa>_pairs.c; with CUQAM_V_QUADS, the
 * orders of cuqam_demap_groups.h on groups of four in
 * protokernels_<isa>_quads.c).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuqam_demap_approx_kernels.h"
#include "cuqam_demap_groups.h"
#include "cuqam_demap_loop.h"
#include "cuqam_demap_table.h"
#ifndef CUQAM_MAXLOG_EXACT_PAIRED
#include "cuqam_demap_maxlog_exact_kernels.h"
#endif

void CUQAM_ISA(cuqam_demap)(const cuqam_params* p, const float* in, size_t n, void* out)
{
    if (p->kernels == CUQAM_KERNELS_TABLE) {
        CUQAM_ISA(cuqam_demap_table)(p, in, n, out);
        return;
    }
    if (p->method == CUQAM_METHOD_APPROX)
        CUQAM_ISA(cuqam_demap_closed_approx)(p, in, n, out);
#ifdef CUQAM_V_QUADS
    else if (cuqam_quads_serve(p->m))
        CUQAM_ISA(cuqam_demap_closed_maxlog_exact_quads)(p, in, n, out);
#endif
    else
        CUQAM_ISA(cuqam_demap_closed_maxlog_exact)(p, in, n, out);
}
