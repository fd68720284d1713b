/*
 * The avx512 protokernels: the SIMD bodies compiled against simd_avx512.h. This
 * file is built with the instruction-set flags; nothing here runs unless the
 * dispatcher found the instructions on the CPU.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "simd/simd_avx512.h"
#define CUQAM_ISA(name) name##_avx512
#define CUQAM_MAXLOG_EXACT_PAIRED 1 /* protokernels_avx512_pairs.c */
#include "simd_kernels/cuqam_demap_simd.h"
#include "simd_kernels/cuqam_map_simd.h"
