/*
 * The AVX2 closed-form maxlog and exact kernels (square QAM) of the orders
 * cuqam_demap_groups.h gives to groups of four vectors (simd_group.h), built
 * with the AVX2 flags beside protokernels_avx2.c, whose dispatcher calls
 * cuqam_demap_closed_maxlog_exact_quads_avx2; the other orders are in
 * protokernels_avx2_pairs.c. The order of the includes is the mechanism, so
 * it stays as written.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* clang-format off */
#include "simd/simd_x86_lane.h" /* the system headers, before the renaming */
#include "simd/simd_group_base.h" /* the ISA's names take the prefix cuqam_base_ */
#include "simd/simd_avx2.h"
#define CUQAM_GROUP_WAYS 4
#include "simd/simd_group.h" /* groups of four take the names */
/* clang-format on */
#define CUQAM_ISA(name) name##_quads_avx2
#define CUQAM_QUADS_UNIT 1
#include "simd_kernels/cuqam_demap_maxlog_exact_kernels.h"
