/*
 * The AVX-512 closed-form maxlog and exact kernels (square QAM) on pairs of
 * vectors (simd_group.h), built with the AVX-512 flags beside
 * protokernels_avx512.c, whose dispatcher calls
 * cuqam_demap_closed_maxlog_exact_avx512. The order of the includes is the
 * mechanism, so it stays as written.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* clang-format off */
#include "simd/simd_x86_lane.h" /* the system headers, before the renaming */
#include "simd/simd_group_base.h" /* the ISA's names take the prefix cuqam_base_ */
#include "simd/simd_avx512.h"
#include "simd/simd_group.h" /* pairs take the names */
/* clang-format on */
#define CUQAM_ISA(name) name##_avx512
#include "simd_kernels/cuqam_demap_maxlog_exact_kernels.h"
