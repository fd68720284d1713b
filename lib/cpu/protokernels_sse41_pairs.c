/*
 * The SSE4.1 closed-form maxlog and exact kernels (square QAM) on pairs of
 * vectors (simd_group.h), for the orders the quads leave
 * (cuqam_demap_groups.h), built with the SSE4.1 flags beside
 * protokernels_sse41.c, whose dispatcher calls
 * cuqam_demap_closed_maxlog_exact_sse4_1. The order of the includes is the
 * mechanism, so it stays as written.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* clang-format off */
#include "simd/simd_x86_lane.h" /* the system headers, before the renaming */
#include "simd/simd_group_base.h" /* the ISA's names take the prefix cuqam_base_ */
#include "simd/simd_sse41.h"
#include "simd/simd_group.h" /* pairs take the names */
/* clang-format on */
#define CUQAM_ISA(name) name##_sse4_1
#define CUQAM_MAXLOG_EXACT_PAIRED_UNIT 1
#include "simd_kernels/cuqam_demap_maxlog_exact_kernels.h"
