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

#define CUQAM_MAX_AXIS_BITS 6 /* 4096QAM */
#define CUQAM_MAX_BITS 12

/* An axis value beyond CUQAM_FAR_U levels (|x| / a > 2^20: +-Inf, FLT_MAX,
 * anything over 10^4 times the outermost level) is infinitely far: its LLRs
 * are infinite, whatever N0 and scale (docs/design.md, "Bad input"). */
#define CUQAM_FAR_U 1048576.0f
/* What such an LLR becomes before the output conversion: +-Inf for f32; for
 * s8/u8 a value that saturates every integer output (times |v_j| <= 2^7 it
 * stays below the 2^30 that the SIMD packs handle without a float clamp). */
#define CUQAM_FAR_LLR_INT 1024.0f

/* Which kernels serve the constellation. */
enum { CUQAM_KERNELS_CLOSED_FORM = 0, CUQAM_KERNELS_TABLE = 1 };

/* The values that depend on the noise variance N0. */
typedef struct {
    float gain;      /* approx: -sign 4a^2/N0; maxlog: -sign a^2/N0 */
    float qgain;     /* gain * scale, within +-FLT_MAX: approx and maxlog go
                        straight to the integer scale */
    float g_exact;   /* a^2/N0, positive, for the exponent of exact */
    float g2_exact;  /* g_exact * log2(e): exact's exponent in base 2 */
    float c4_exact;  /* -4 g_exact: exact's term exponent, natural base (CPU) */
    float c4_2exact; /* -4 g_exact log2(e): the same in base 2 */
    float n0inv;     /* 1 / N0 (table kernels) */
    float g2_table;  /* log2(e) / N0, the table's exponent in base 2 (GPU) */
    /* exact's table sums: the nearest point's term is 2^headroom, not 1
     * (table_exact.h), an integer 0..CUQAM_TABLE_HEADROOM_MAX; 2^-headroom;
     * and headroom ln 2 N0, the shift of the reference distance that gives
     * it where a term's exponent is not one FMA (CPU) */
    float headroom, headroom_inv, headroom_dist;
    float step_exact; /* 2^(2 c4): the ratio step of exact's level loops, in
                         the base of the code that computed it (the host's
                         is e^(2 c4_exact), so the GPU kernels compute their
                         own from c4_2exact: cuqam_exact_step) */
} cuqam_noise;

/* Everything a kernel needs, derived once per call from the config. */
typedef struct {
    int kernels; /* CUQAM_KERNELS_* */
    int k;       /* bits per symbol */
    int m;       /* closed form: bits per axis, k / 2 */
    cuqam_method method;
    cuqam_output output;
    float inv_a;   /* 1 / a, a = 1/sqrt(2 (M - 1) / 3) */
    float clamp_u; /* |u| is clamped to 4 * 2^m: Inf and FLT_MAX saturate, no overflow */
    float sign;    /* +1 for gnuradio (positive means 1), -1 for 3gpp */
    float scale;   /* integer outputs: L * scale before rounding */
    /* What N0 sets: the call's (nz, from the handle's noise variance), or
     * with per-symbol noise variances (noise != NULL) each symbol's, made
     * from nk by cuqam_noise_at() in every backend: same values, same bits. */
    cuqam_noise nz;
    cuqam_noise nk;     /* the numerators: nz.x = nk.x / N0 (c4: -4 g, n0inv 1/N0) */
    const float* noise; /* NULL, or one N0 per symbol (the call's first at [0]) */
    float n0_min;       /* a call's or a symbol's N0 below this is raised to it: the
                           larger of CUQAM_NOISE_VAR_MIN and r^2 / CUQAM_MAX_SNR (table
                           exact: r^2 / CUQAM_TABLE_EXACT_MAX_SNR) */
    float far_gain;     /* -sign * (Inf for f32, CUQAM_FAR_LLR_INT for s8/u8): beyond
                           CUQAM_FAR_U */
    /* Closed form for labellings other than 3GPP's: +-1 per axis bit j
     * ([0] I, [1] Q), and the symbol's output order: output o is axis bit
     * src[o] = 2j + axis (3GPP: src[o] = o). permuted = src is not that. */
    float bit_sign[2][CUQAM_MAX_AXIS_BITS];
    unsigned char src[CUQAM_MAX_BITS];
    unsigned char dst[CUQAM_MAX_BITS]; /* the inverse: axis bit c is output dst[c] */
    int permuted;
    int split; /* src is Wi-Fi's order, every I bit then every Q bit
                  (src[o] = 2o for o < m, 2(o - m) + 1 after): the kernels
                  have that order as a constant */
    /* GPU integer outputs: output word q (bytes 4q..4q+3) from the symbol's
     * bytes in 3GPP's order by two byte permutes (from words 0-1, then with
     * word 2), derived from src; _half for a symbol that starts mid-word
     * (odd m, the second of a pair): bytes 4q - 2 .. 4q + 1 */
    unsigned byte_sel[CUQAM_MAX_BITS / 4][2];
    unsigned byte_sel_half[CUQAM_MAX_BITS / 4][2];
    /* SIMD byte packing (see cuqam_demap_simd.h), derived from src: the 2k
     * bytes of a 128-bit lane's two symbols from the packed bit bytes of
     * bits 0-3 (b) and 4-5 (c), as head (16 bytes) and tail. */
    unsigned char pack_head_b[16], pack_head_c[16], pack_tail_b[16], pack_tail_c[16];
    /* Table kernels: num_points points as I, Q in label order (host memory
     * on the CPU, the context's device copy on the GPU). */
    const float* table;
    /* exact's keys of the table kernels (table_math.h): the pairs -2 I,
     * -2 Q of every point, then every I^2 + Q^2; host memory (the SIMD
     * kernels with FMA), the GPU's exact kernels their shared copy. */
    const float* keys;
    /* Table kernels up to 1024 points (else +Inf): over every point and bit,
     * the largest squared distance from the point to the nearest point with
     * the other value of that bit (the GPU's exact sums, table_math.h) */
    float other_spread;
    int num_points;
    int pi2;       /* pi2bpsk: odd symbols are the points turned by 90 degrees */
    int phase;     /* pi2bpsk: 1 where the call's first symbol is odd */
    float r_clamp; /* inputs farther than this (max of |I|, |Q|) are pulled in */
    float r_far;   /* beyond it, infinitely far (CUQAM_FAR_U times the largest
                      coordinate) */
} cuqam_params;

#endif
