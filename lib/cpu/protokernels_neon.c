/*
 * The neon protokernels: the SIMD bodies compiled against simd_neon.h. This
 * file is built with the instruction-set flags; nothing here runs unless the
 * dispatcher found the instructions on the CPU.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "simd/simd_neon.h"
#define CUQAM_ISA(name) name##_neon
#include "simd_kernels/cuqam_demap_simd.h"
#include "simd_kernels/cuqam_map_simd.h"
