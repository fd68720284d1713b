/*
 * The values the noise variance N0 sets, per call or per symbol, made by the
 * same float operations on every backend.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_NOISE_MATH_H
#define CUQAM_NOISE_MATH_H

#include "math_platform.h"

#include <string.h>

/* Adding and taking away 1.5 * 2^23 rounds any |x| < 2^22 half to even under
 * the default rounding mode, in two adds (rintf is a slow path without SSE4.1). */
CUQAM_HD float cuqam_round_half_even(float x) { return (x + 12582912.0f) - 12582912.0f; }

/* The table sums' headroom (kernel_params.h) from log2(e) (2 r)^2 / N0, r
 * the largest coordinate: the exponent range of the constellation's terms,
 * rounded, at most
 * CUQAM_TABLE_HEADROOM_MAX. A term's exponent near the nearest point's then
 * rounds relative to the headroom, at most the relative 2^-24 (2r)^2 / N0
 * that exact's tolerance allows for (docs/design.md). */
#define CUQAM_TABLE_HEADROOM_MAX 112.0f
/* ... below 2^8 points only (cuqam_params.nk.headroom 0 from there): in
 * dense constellations the other value's nearest point is near and the
 * second pass rare, and on the GPU the 256-point exact kernel ran 2-4 %
 * slower with it (docs/benchmarks.md) */
#define CUQAM_TABLE_HEADROOM_BITS 8
/* N0 is taken no smaller than r^2 / this, r the largest coordinate
 * (cuqam_params.n0_min, demapper_make_params): table exact 2^20, every other
 * kernel 2^80 (only points far from unit energy reach it: their products
 * with 1/N0 stay in float) */
#define CUQAM_TABLE_EXACT_MAX_SNR 1048576.0
#define CUQAM_MAX_SNR 1.2089258196146292e24
CUQAM_HD float cuqam_table_headroom(float range)
{
    const float h = range < CUQAM_TABLE_HEADROOM_MAX ? range : CUQAM_TABLE_HEADROOM_MAX;
    return cuqam_round_half_even(h);
}

/* 2^-h, h an integer 0..126, built in the exponent field (exact) */
CUQAM_HD float cuqam_pow2_neg(float h)
{
    const unsigned bits = (unsigned)(127 - (int)h) << 23;
#ifdef __CUDA_ARCH__
    return __uint_as_float(bits);
#else
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
#endif
}

/* exact's ratio step 2^(2 c4) (e^ on the CPU), once a call or a symbol */
CUQAM_HD float cuqam_exact_step(const cuqam_noise* z)
{
    return CUQAM_EXP_SCALED(CUQAM_C4(z) + CUQAM_C4(z));
}

/* The values N0 sets, from their numerators k (cuqam_params.nk) by float
 * division: the same bits on every backend, for a call's N0 and for a
 * symbol's (qgain kept within +-FLT_MAX for huge scales). */
CUQAM_HD void cuqam_noise_at(const cuqam_noise* k, float n0, cuqam_noise* z)
{
    const float big = 3.40282347e38f, q = k->qgain / n0;
    z->gain = k->gain / n0;
    z->qgain = q > big ? big : (q < -big ? -big : q);
    z->g_exact = k->g_exact / n0;
    z->g2_exact = k->g2_exact / n0;
    z->c4_exact = -4.0f * z->g_exact;
    z->c4_2exact = -4.0f * z->g2_exact;
    z->n0inv = 1.0f / n0;
    z->g2_table = k->g2_table / n0;
    z->headroom = cuqam_table_headroom(k->headroom * z->n0inv);
    z->headroom_inv = cuqam_pow2_neg(z->headroom);
    z->headroom_dist = z->headroom * 0.693147180559945309f / z->n0inv;
    z->step_exact = cuqam_exact_step(z);
}

/* The call's N0 values as the code running computes them: p->nz, with
 * exact's ratio step made here (the host's is in base e, a GPU's in base 2,
 * by the instruction that makes a symbol's own) */
CUQAM_HD cuqam_noise cuqam_call_noise(const cuqam_params* p)
{
    cuqam_noise z = p->nz;
    z.step_exact = cuqam_exact_step(&z);
    return z;
}

/* A symbol's own N0 (per-symbol noise variances, docs/design.md): below
 * n0_min (cuqam_params; 0 included) it is n0_min; NaN, negative or +Inf
 * erase the symbol (*erase = 1: the kernels demap it as NaN, every soft bit
 * neutral). */
CUQAM_HD float cuqam_symbol_n0(float v, float n0_min, int* erase)
{
    *erase = !(v >= 0.0f && v <= 3.40282347e38f);
    return *erase ? 1.0f : (v < n0_min ? n0_min : v);
}

/* The noise values of a symbol's own N0, v as given (p->noise[s]), in
 * *own; an erased symbol's input becomes NaN. */
CUQAM_HD void cuqam_symbol_noise_of(
    const cuqam_params* p, float v, cuqam_noise* own, float* i, float* q)
{
    int erase;
    cuqam_noise_at(&p->nk, cuqam_symbol_n0(v, p->n0_min, &erase), own);
    if (erase)
        *i = *q = CUQAM_NAN;
}

/* The noise values of symbol s of a call: the call's, or those of the
 * symbol's own N0 in *own (an erased symbol's input becomes NaN). */
CUQAM_HD const cuqam_noise*
cuqam_symbol_noise(const cuqam_params* p, size_t s, cuqam_noise* own, float* i, float* q)
{
    if (!p->noise)
        return &p->nz;
    cuqam_symbol_noise_of(p, p->noise[s], own, i, q);
    return own;
}

#endif /* CUQAM_NOISE_MATH_H */
