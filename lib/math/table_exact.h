/*
 * exact's sums for the table kernels (table_math.h): the sums of
 * e^(-(d - dmin)/N0) per bit value in one pass over the points, and the
 * rare second pass where the other set's sum underflows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TABLE_EXACT_H
#define CUQAM_TABLE_EXACT_H

#include "table_points.h"

/* exact's sums carry a headroom: the nearest point's term is 2^H, not 1
 * (H = cuqam_noise.headroom, up to 112 at high SNR, below 256 points:
 * noise_math.h), so that the other set's sum stays in range down to
 * CUQAM_TABLE_UNDERFLOW, 2^-H e^-69 of the nearest term: at N0 = 0.01, for
 * |L| up to 146 instead of 69, where the outer bits of APSK often are. */

/* Below this the other set's sum is summed again (e^-69, of 2^H). */
#define CUQAM_TABLE_UNDERFLOW 1e-30f
/* ln(1 / CUQAM_TABLE_UNDERFLOW): the least |L| once the other sum is below
 * it (69 + H ln 2 with the headroom H >= 0) */
#define CUQAM_TABLE_UNDERFLOW_LLR 69.0f
/* From this down the ratio of the sums could overflow: the own sum alone is
 * scaled back by 2^-H first (cuqam_table_ln_ratio) */
#define CUQAM_TABLE_APART 0.125f
/* The GPU's direct exact sums (CUQAM_SUMS_DIRECT) are tried where
 * other_spread / N0 is at most this: they fail where some bit's nearest
 * other point lies beyond d = 69 N0, which then takes a noise of about
 * 4.3 sqrt(N0) off a point (a fraction e^-18 of symbols). Beyond it they
 * would fail often and cost a second pass (16APSK at Es/N0 20 dB: 58 ->
 * 43 Gsym/s on an H100). */
#define CUQAM_TABLE_DIRECT_SPREAD 16.0f
/* ... and from 256 points: with 16 or 32 points they ran 2-4 % slower than
 * the tracked sums even where they never failed (one or two blocks of
 * points: little to save, and the kernel holds a third loop). */
#define CUQAM_TABLE_DIRECT_MIN_BITS 8

/* How exact's sums are taken (cuqam_table_sums): from the distances or the
 * keys relative to the nearest point so far, or (direct) from the keys
 * relative to |y|^2: terms e^(-d/N0) <= 1 with no nearest point tracked, so
 * no block's minimum and no rescale (about one operation a point fewer),
 * but some bit's smaller sum may then underflow (cuqam_table_sums_clear). */
#define CUQAM_SUMS_DIST 0
#define CUQAM_SUMS_KEYS 1
#define CUQAM_SUMS_DIRECT 2

/* A rescale below this (a block brings a point nearer by more than 69 N0)
 * goes in two halves where there is a headroom: the sums so far, up to
 * 2^(H + k) times it, then stay exact where the factor itself would lose its
 * precision or flush to 0 and take sums the headroom keeps in range with it
 * (without one, those sums lie below 2^(k - 100) and may go). */
#define CUQAM_TABLE_RESCALE_MIN 1e-30f

/* The sums so far (a block's positions P, the high bits' S1, S0) times h */
CUQAM_HD void
cuqam_table_sums_scale(int k, int bb, float h, float* P, float* S1, float* S0)
{
    CUQAM_UNROLL
    for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j)
        if (j < (1 << bb))
            P[j] *= h;
    CUQAM_UNROLL
    for (int j = CUQAM_TABLE_BLOCK_BITS; j < CUQAM_MAX_BITS; ++j) {
        if (j >= k)
            break;
        S1[k - 1 - j] *= h;
        S0[k - 1 - j] *= h;
    }
}

/* exact, block blk: its terms relative to the reference (tracked: the
 * nearest point so far, *dmin and *ref updated; direct: *ref as given) into
 * the per-position sums P, its total into the high bits' S1, S0, the sums so
 * far rescaled where the block brings a nearer point (first: P and the sums
 * start here, peeled off the loop as above). */
CUQAM_HD void cuqam_table_sums_block(const cuqam_params* p,
                                     const cuqam_noise* z,
                                     int mode,
                                     int k,
                                     int bb,
                                     int blk,
                                     int first,
                                     float yi,
                                     float yq,
                                     float* dmin,
                                     float* ref,
                                     float* P,
                                     float* S1,
                                     float* S0)
{
    const int direct = mode == CUQAM_SUMS_DIRECT;
    float w[CUQAM_TABLE_BLOCK], t[CUQAM_TABLE_BLOCK] = { 0.0f };
    cuqam_table_block(p, mode != CUQAM_SUMS_DIST, k, blk, bb, yi, yq, w);
    float r = 1.0f; /* the sums so far, relative to the new nearest */
    if (!direct) {
        CUQAM_UNROLL
        for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j)
            if (j < (1 << bb))
                t[j] = w[j];
        const float bm = cuqam_table_block_total(t, bb, 1);
        const float near = first ? bm : cuqam_fmin2(*dmin, bm);
        const float ref_near = CUQAM_TABLE_REF(z, near);
        r = first ? 0.0f : CUQAM_TABLE_RESCALE(z, *ref, ref_near); /* 1 if it stays */
        if (k < CUQAM_TABLE_HEADROOM_BITS && !first && r < CUQAM_TABLE_RESCALE_MIN) {
            /* rare: in two halves (only with a headroom; k a constant on the GPU) */
            r = CUQAM_TABLE_RESCALE_HALF(z, *ref, ref_near);
            cuqam_table_sums_scale(k, bb, r, P, S1, S0);
        }
        *dmin = near;
        *ref = ref_near;
    }
    CUQAM_UNROLL
    for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j) {
        if (j < (1 << bb)) {
            w[j] = CUQAM_TABLE_TERM(z, w[j], *ref);
            P[j] = first ? w[j] : direct ? P[j] + w[j] : CUQAM_EXACT_FMA(P[j], r, w[j]);
        }
    }
    if (k == bb)
        return;
    const float tot = cuqam_table_block_total(w, bb, 0);
    CUQAM_UNROLL
    for (int j = CUQAM_TABLE_BLOCK_BITS; j < CUQAM_MAX_BITS; ++j) {
        if (j >= k)
            break;
        const int b = k - 1 - j, bit = (blk >> (j - bb)) & 1;
        const float x1 = bit ? tot : 0.0f, x0 = bit ? 0.0f : tot;
        if (direct && !first) { /* one predicated addition, not a select and one */
            if (bit)
                S1[b] += tot;
            else
                S0[b] += tot;
            continue;
        }
        S1[b] = first ? x1 : CUQAM_EXACT_FMA(S1[b], r, x1);
        S0[b] = first ? x0 : CUQAM_EXACT_FMA(S0[b], r, x0);
    }
}

/* exact: S1[b], S0[b], the sums of 2^H e^(-(d - dmin)/N0) over the points
 * whose bit b is 1, 0, in one pass (up to one factor common to all of them,
 * the reference's rounding, CUQAM_TABLE_REF; direct: of e^(-d/N0), no
 * headroom: with it, far inputs' direct sums went wrong on an H100, not
 * explained, docs/design.md); returns dmin (keys: dmin - |y|^2; direct: not
 * known). */
CUQAM_HD float cuqam_table_sums(const cuqam_params* p,
                                const cuqam_noise* z,
                                int mode,
                                int k,
                                float yi,
                                float yq,
                                float* S1,
                                float* S0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    float dmin = 3.0e38f;
    float ref = mode == CUQAM_SUMS_DIRECT
                    ? CUQAM_TABLE_REF_DIRECT(z, -(yi * yi + yq * yq))
                    : 0.0f;
    float P[CUQAM_TABLE_BLOCK] = {
        0.0f
    }; /* per position in the block (set by block 0) */
    cuqam_table_sums_block(p, z, mode, k, bb, 0, 1, yi, yq, &dmin, &ref, P, S1, S0);
    CUQAM_UNROLL2
    for (int blk = 1; blk < (1 << (k - bb)); ++blk)
        cuqam_table_sums_block(p, z, mode, k, bb, blk, 0, yi, yq, &dmin, &ref, P, S1, S0);
    cuqam_table_low_bits(P, k, bb, 0, S1, S0);
    return dmin;
}

/* Whether every bit's smaller sum is above CUQAM_TABLE_UNDERFLOW: where not,
 * the direct sums fail (the symbol far from every point at this N0, or the
 * other set's terms below the float range) and the tracked ones are taken.
 * Terms that underflow to 0 in direct sums that pass lie below e^-87 each,
 * a relative 2^-126 2^k / CUQAM_TABLE_UNDERFLOW of a sum (3e-6 at 256
 * points), and only where d/N0 > 87, where exact's tolerance is far wider. */
CUQAM_HD int cuqam_table_sums_clear(int k, const float* S1, const float* S0)
{
    int clear = 1;
    CUQAM_UNROLL
    for (int b = 0; b < k; ++b)
        clear &= cuqam_fmin2(S1[b], S0[b]) > CUQAM_TABLE_UNDERFLOW;
    return clear;
}

/* exact's rare path: bit b's other set (bit value 1 - own) summed again
 * relative to its own nearest point; returns that sum (>= 1) and sets *dref
 * to that point's distance. */
CUQAM_HD float cuqam_table_resum(const cuqam_params* p,
                                 const cuqam_noise* z,
                                 int k,
                                 int b,
                                 int own,
                                 float yi,
                                 float yq,
                                 float* dref)
{
    float near = 3.0e38f, sum = 0.0f;
    CUQAM_ROLLED
    for (int l = 0; l < (1 << k); ++l)
        if (((l >> (k - 1 - b)) & 1) != own)
            near = cuqam_fmin2(near, cuqam_table_dist(p->table, l, yi, yq));
    CUQAM_ROLLED
    for (int l = 0; l < (1 << k); ++l)
        if (((l >> (k - 1 - b)) & 1) != own)
            sum += CUQAM_TABLE_EXP(z, cuqam_table_dist(p->table, l, yi, yq) - near);
    *dref = near;
    return sum;
}

/* ln(s1 / s0) of sums that carry 2^H. On the GPU lg2(s1) - lg2(s0): no
 * quotient to overflow (the direct sums, without headroom, come here too).
 * On the CPU, the quotient: both sums scaled back (exact,
 * and ties stay ties) where the smaller is at least CUQAM_TABLE_APART; below
 * it the own sum (>= 2^H) scaled back over the other, plus H ln 2 (at most
 * 2^12 / CUQAM_TABLE_UNDERFLOW). */
CUQAM_HD float cuqam_table_ln_ratio(const cuqam_noise* z, float s1, float s0)
{
#ifdef __CUDA_ARCH__
    (void)z;
    return CUQAM_LN_RATIO(s1, s0);
#else
    const int own1 = s1 >= s0;
    const float other = own1 ? s0 : s1;
    if (other >= CUQAM_TABLE_APART)
        return CUQAM_LN_RATIO(s1 * z->headroom_inv, s0 * z->headroom_inv);
    const float mag = CUQAM_LN_RATIO((own1 ? s1 : s0) * z->headroom_inv, other) +
                      z->headroom * 0.693147180559945309f;
    return own1 ? mag : -mag;
#endif
}

/* exact's L of bit b from its sums (output scale not applied). */
CUQAM_HD float cuqam_table_exact_llr(const cuqam_params* p,
                                     const cuqam_noise* z,
                                     int output,
                                     int k,
                                     int b,
                                     float s1,
                                     float s0,
                                     float dmin,
                                     float yi,
                                     float yq)
{
    const int own1 = s1 >= s0;
    const float other = own1 ? s0 : s1;
    if (other > CUQAM_TABLE_UNDERFLOW)
        return cuqam_table_ln_ratio(z, s1, s0);
    if (output != CUQAM_OUTPUT_F32 && CUQAM_TABLE_UNDERFLOW_LLR * p->scale >= 128.0f)
        return (own1 ? CUQAM_FAR_LLR_INT : -CUQAM_FAR_LLR_INT) / p->scale; /* saturates */
    float dref;
    const float resum = cuqam_table_resum(p, z, k, b, own1, yi, yq, &dref);
    /* the other set's sum is resum * e^(-(dref - dmin)/N0), the own one's
     * 2^-H s_own */
    const float gap = (dref - dmin) * z->n0inv;
    return own1 ? gap + CUQAM_LN(CUQAM_DIVF(s1 * z->headroom_inv, resum))
                : -gap + CUQAM_LN(CUQAM_DIVF(resum, s0 * z->headroom_inv));
}

#endif /* CUQAM_TABLE_EXACT_H */
