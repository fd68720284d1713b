/*
 * What every backend's kernels take for a call: the per-call constants the
 * core derives once from a handle's settings (lib/core/demapper.c). The
 * interface between the core and the CPU and CUDA backends; the math that
 * uses it is qam_math.h.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_KERNEL_PARAMS_H
#define CUQAM_KERNEL_PARAMS_H

#include <cuqam/cuqam.h>

#define CUQAM_MAX_AXIS_BITS 5

/* An axis value beyond CUQAM_FAR_U levels (|x| / a > 2^20: +-Inf, FLT_MAX,
 * anything over 10^4 times the outermost level) is infinitely far: its LLRs
 * are infinite, whatever N0 and scale (docs/design.md, "Bad input"). */
#define CUQAM_FAR_U 1048576.0f
/* What such an LLR becomes before the output conversion: +-Inf for f32; for
 * s8/u8 a value that saturates every integer output (times |v_j| <= 2^7 it
 * stays below the 2^30 that the SIMD packs handle without a float clamp). */
#define CUQAM_FAR_LLR_INT 1024.0f

/* Everything a kernel needs, derived once per call from the config. */
typedef struct {
    int m; /* bits per axis: bits_per_symbol / 2 */
    cuqam_method method;
    cuqam_output output;
    float inv_a;    /* 1 / a, a = 1/sqrt(2 (M - 1) / 3) */
    float clamp_u;  /* |u| is clamped to 4 * 2^m: Inf and FLT_MAX saturate, no overflow */
    float gain;     /* approx: -sign 4a^2/N0; maxlog: -sign a^2/N0 */
    float qgain;    /* gain * scale: approx and maxlog go straight to the integer scale */
    float sign;     /* +1 for gnuradio (positive means 1), -1 for 3gpp */
    float g_exact;  /* a^2/N0, positive, for the exponent of exact */
    float g2_exact; /* g_exact * log2(e): exact's exponent in base 2 (GPU) */
    float q_exact;  /* exp(-8 g_exact): ratio step of the sign bit's far terms */
    float scale;    /* integer outputs: L * scale before rounding */
    float far_gain; /* -sign * (Inf for f32, CUQAM_FAR_LLR_INT for s8/u8): beyond
                       CUQAM_FAR_U */
} cuqam_params;

#endif
