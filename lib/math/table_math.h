/*
 * Soft demapping of any constellation (the table kernels): every point is
 * visited for every symbol. Shared by the CPU's generic kernel (C11) and the
 * CUDA table kernels (nvcc); the SIMD kernels (cuqam_demap_table.h) do the
 * same per lane.
 *
 * Bit b of a symbol (b0 first) is bit k-1-b of the label. With d_l the
 * squared distance to point l (two differences, two squares, one sum, in
 * that order and without FMA on every backend: maxlog's integers are
 * bit-identical, and ties stay exact ties) and D1, D0 the smallest d over
 * the points whose bit b is 1, 0:
 *   maxlog: L = (D0 - D1) / N0
 *   exact:  L = ln sum_{bit 1} e^(-(d - dmin)/N0) - ln sum_{bit 0} e^(-(d - dmin)/N0)
 * The own set (the one holding dmin) sums to >= 1. Where the other set's sum
 * underflows (below 1e-30, so |L| > 69), integer outputs whose scale takes
 * 69 past the integer range saturate with the own set's sign; otherwise the
 * other set is summed again relative to its own nearest point.
 *
 * Points are taken in blocks of 2^B consecutive labels (B = min(k, 4)). A
 * label's B low bits are its position in the block, so each position keeps
 * its own running value over the blocks (one operation a point) and one tree
 * over the 2^B positions at the end serves the low bits; the block's own
 * total (a tree, one operation a point) serves its k - B high bits. exact
 * runs in one pass, its sums kept relative to the nearest point seen so far
 * and rescaled when a block brings a nearer one (as online softmax does; the
 * rescale and the position's sum are one FMA on the GPU).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TABLE_MATH_H
#define CUQAM_TABLE_MATH_H

#include "qam_math.h"

#define CUQAM_TABLE_BLOCK_BITS 4
#define CUQAM_TABLE_BLOCK (1 << CUQAM_TABLE_BLOCK_BITS)

/* Below this the other set's sum is summed again (e^-69). */
#define CUQAM_TABLE_UNDERFLOW 1e-30f
/* ln(1 / CUQAM_TABLE_UNDERFLOW): the least |L| once the other sum is below it */
#define CUQAM_TABLE_UNDERFLOW_LLR 69.0f
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

#ifdef __CUDA_ARCH__
/* e^(-x/N0), log2(e)/N0 in g2_table */
#define CUQAM_TABLE_EXP(z, x) cuqam_ex2(-(z)->g2_table*(x))
/* exact's terms e^(-(d - dmin)/N0) in one pass: the reference is dmin's
 * exponent, ref = dmin g2 (rounded once), and a term 2^(ref - d g2), its
 * exponent one FMA (rounded once, relative to itself). ref's own rounding
 * scales every term of both sums alike, so the ratios do not see it; a nearer
 * point rescales the sums by 2^(ref' - ref), which keeps them consistent. */
#define CUQAM_TABLE_REF(z, dmin) ((dmin) * (z)->g2_table)
#define CUQAM_TABLE_TERM(z, d, ref) cuqam_ex2(fmaf((d), -(z)->g2_table, (ref)))
#define CUQAM_TABLE_RESCALE(z, ref_old, ref_new) cuqam_ex2((ref_new) - (ref_old))
/* One 8-byte load of a point (a warp's loads of consecutive points merge
 * into 16-byte ones), and of a key's first two entries */
#define CUQAM_TABLE_POINT(pts, l)                               \
    const float2 pt_ = reinterpret_cast<const float2*>(pts)[l]; \
    const float ci = pt_.x, cq = pt_.y
#define CUQAM_TABLE_KEY(keys, n, l)                               \
    const float2 kxy_ = reinterpret_cast<const float2*>(keys)[l]; \
    const float kx = kxy_.x, ky = kxy_.y, kz = (keys)[2 * (n) + (l)]
/* Inputs are never NaN here (the input rules replace it): fminf and the
 * comparison give the same value, fminf in one instruction. */
#define cuqam_fmin2 fminf
#else
#define CUQAM_TABLE_EXP(z, x) expf(-(z)->n0inv*(x))
/* without a fused multiply-add the difference goes first (exact for nearby
 * distances), then the scale: the reference is dmin itself */
#define CUQAM_TABLE_REF(z, dmin) (dmin)
#define CUQAM_TABLE_TERM(z, d, ref) CUQAM_TABLE_EXP(z, (d) - (ref))
#define CUQAM_TABLE_RESCALE(z, ref_old, ref_new) CUQAM_TABLE_EXP(z, (ref_old) - (ref_new))
#define CUQAM_TABLE_POINT(pts, l) const float ci = (pts)[2 * (l)], cq = (pts)[2 * (l) + 1]
#define CUQAM_TABLE_KEY(keys, n, l) \
    const float kx = (keys)[2 * (l)], ky = (keys)[2 * (l) + 1], kz = (keys)[2 * (n) + (l)]
CUQAM_HD float cuqam_fmin2(float a, float b) { return a < b ? a : b; }
#endif

/* Pull an input farther than r_clamp in along its direction (an infinite
 * coordinate wins over a finite one); report NaN and the infinitely far. */
CUQAM_HD void
cuqam_table_input(const cuqam_params* p, float* yi, float* yq, int* is_nan, int* is_far)
{
    *is_nan = (*yi != *yi) || (*yq != *yq);
    if (*is_nan)
        *yi = *yq = 0.0f;
    const float ai = fabsf(*yi), aq = fabsf(*yq);
    float c = ai > aq ? ai : aq;
    *is_far = c > p->r_far;
    if (c > p->r_clamp) {
        if (c > 3.0e38f) { /* infinite */
            *yi = ai > 3.0e38f ? copysignf(1.0f, *yi) : 0.0f;
            *yq = aq > 3.0e38f ? copysignf(1.0f, *yq) : 0.0f;
            c = 1.0f;
        }
        const float f = p->r_clamp / c;
        *yi *= f;
        *yq *= f;
    }
}

/* pi2bpsk: an odd symbol (symbol s of the call, p->phase its first's
 * parity) turned back by 90 degrees, y * -j, onto the points. */
CUQAM_HD void cuqam_table_unrotate(const cuqam_params* p, size_t s, float* yi, float* yq)
{
    if (p->pi2 && ((s + (size_t)p->phase) & 1u)) {
        const float t = *yi;
        *yi = *yq;
        *yq = -t;
    }
}

CUQAM_HD float cuqam_table_dist(const float* pts, int l, float yi, float yq)
{
    CUQAM_TABLE_POINT(pts, l);
    const float dx = yi - ci, dy = yq - cq;
    return dx * dx + dy * dy;
}

/* Point l (x, y) of n into keys, in cuqam_table_key's layout: made once per
 * handle on the CPU (constellation.c), per block in shared memory on the GPU
 * (demap_table_kernel.cuh), from this one formula. */
CUQAM_HD void cuqam_table_make_key(float* keys, int n, int l, float x, float y)
{
    keys[2 * l] = -2.0f * x;
    keys[2 * l + 1] = -2.0f * y;
    keys[2 * n + l] = x * x + y * y;
}

/* exact's key of point l on the GPU: d - |y|^2 = |c|^2 - 2 <y, c>, two FMAs
 * from the point's key {-2 I, -2 Q, |c|^2} instead of five operations (keys:
 * the n pairs -2 I, -2 Q, then the n values |c|^2: a warp loads the keys of
 * 16 points in twelve 16-byte loads, docs/design.md "exact: keys"). It
 * rounds relative to |y| |c|, not to d (within exact's tolerance, which is
 * relative to the largest squared distance), and does not keep ties between
 * points mirrored on a diagonal: the infinitely far, whose signs need those
 * ties, take the distances (cuqam_table_soft). */
CUQAM_HD float cuqam_table_key(const float* keys, int n, int l, float yi, float yq)
{
    CUQAM_TABLE_KEY(keys, n, l);
    return fmaf(yi, kx, fmaf(yq, ky, kz));
}

/* The 2^bb distances of block blk of 2^k points into d (keys: their keys,
 * from p->keys; 2^k a constant on the GPU, so that the loads of |c|^2 merge
 * into 16-byte ones). */
CUQAM_HD void cuqam_table_block(
    const cuqam_params* p, int keys, int k, int blk, int bb, float yi, float yq, float* d)
{
    CUQAM_UNROLL
    for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j)
        if (j < (1 << bb))
            d[j] = keys ? cuqam_table_key(p->keys, 1 << k, (blk << bb) + j, yi, yq)
                        : cuqam_table_dist(p->table, (blk << bb) + j, yi, yq);
}

/* Label bits j < bb (bit b = k - 1 - j) from the per-position values P of
 * a block (consumed): bit j is set at the odd entries of tree level j, and
 * each level pairs its entries into the next. Sums (exact) or minima. */
CUQAM_HD void
cuqam_table_low_bits(float* P, int k, int bb, int minima, float* X1, float* X0)
{
    CUQAM_UNROLL
    for (int j = 0; j < CUQAM_TABLE_BLOCK_BITS; ++j) {
        if (j >= bb)
            break;
        float x1 = P[1], x0 = P[0];
        P[0] = minima ? cuqam_fmin2(P[0], P[1]) : P[0] + P[1];
        CUQAM_UNROLL
        for (int i = 1; i < CUQAM_TABLE_BLOCK / 2; ++i) {
            if (i >= (1 << (bb - 1 - j)))
                break;
            x1 = minima ? cuqam_fmin2(x1, P[2 * i + 1]) : x1 + P[2 * i + 1];
            x0 = minima ? cuqam_fmin2(x0, P[2 * i]) : x0 + P[2 * i];
            P[i] = minima ? cuqam_fmin2(P[2 * i], P[2 * i + 1]) : P[2 * i] + P[2 * i + 1];
        }
        X1[k - 1 - j] = x1;
        X0[k - 1 - j] = x0;
    }
}

/* The block's 2^bb values w reduced to one (their minimum or sum), by a tree
 * (short dependency chains); w is consumed. */
CUQAM_HD float cuqam_table_block_total(float* w, int bb, int minima)
{
    CUQAM_UNROLL
    for (int lev = 1; lev <= CUQAM_TABLE_BLOCK_BITS; ++lev) { /* fixed bounds: */
        CUQAM_UNROLL                                          /* unrolled on the GPU */
            for (int j = 0; j < CUQAM_TABLE_BLOCK / 2; ++j) if (j < ((1 << bb) >> lev))
                w[j] = minima ? cuqam_fmin2(w[j], w[j + ((1 << bb) >> lev)])
                              : w[j] + w[j + ((1 << bb) >> lev)];
    }
    return w[0];
}

/* maxlog, block blk: its distances into the per-position minima P (first:
 * P is the block itself; a constant, so the first block is peeled off the
 * loop at no cost), its minimum into the high bits' D1, D0. */
CUQAM_HD void cuqam_table_minima_block(const cuqam_params* p,
                                       int k,
                                       int bb,
                                       int blk,
                                       int first,
                                       float yi,
                                       float yq,
                                       float* P,
                                       float* D1,
                                       float* D0)
{
    float w[CUQAM_TABLE_BLOCK];
    cuqam_table_block(p, 0, k, blk, bb, yi, yq, w);
    CUQAM_UNROLL
    for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j)
        if (j < (1 << bb))
            P[j] = first ? w[j] : cuqam_fmin2(P[j], w[j]);
    if (k == bb)
        return;
    const float m = cuqam_table_block_total(w, bb, 1);
    CUQAM_UNROLL
    for (int j = CUQAM_TABLE_BLOCK_BITS; j < CUQAM_MAX_BITS; ++j) {
        if (j >= k)
            break;
        const int b = k - 1 - j;
        if ((blk >> (j - bb)) & 1)
            D1[b] = first ? m : cuqam_fmin2(D1[b], m);
        else
            D0[b] = first ? m : cuqam_fmin2(D0[b], m);
    }
}

/* maxlog: D1[b], D0[b], the smallest d over the points whose bit b is 1, 0. */
CUQAM_HD void
cuqam_table_minima(const cuqam_params* p, int k, float yi, float yq, float* D1, float* D0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    float P[CUQAM_TABLE_BLOCK] = {
        0.0f
    }; /* per position in the block (set by block 0) */
    CUQAM_UNROLL
    for (int b = 0; b < k; ++b)
        D1[b] = D0[b] = 3.0e38f; /* a high bit's value may miss block 0 */
    cuqam_table_minima_block(p, k, bb, 0, 1, yi, yq, P, D1, D0);
    CUQAM_ROLLED
    for (int blk = 1; blk < (1 << (k - bb)); ++blk)
        cuqam_table_minima_block(p, k, bb, blk, 0, yi, yq, P, D1, D0);
    cuqam_table_low_bits(P, k, bb, 1, D1, D0);
}

/* How exact's sums are taken (cuqam_table_sums): from the distances or the
 * keys relative to the nearest point so far, or (direct) from the keys
 * relative to |y|^2: terms e^(-d/N0) <= 1 with no nearest point tracked, so
 * no block's minimum and no rescale (about one operation a point fewer),
 * but some bit's smaller sum may then underflow (cuqam_table_sums_clear). */
#define CUQAM_SUMS_DIST 0
#define CUQAM_SUMS_KEYS 1
#define CUQAM_SUMS_DIRECT 2

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

/* exact: S1[b], S0[b], the sums of e^(-(d - dmin)/N0) over the points whose
 * bit b is 1, 0, in one pass (up to one factor common to all of them on the
 * GPU, CUQAM_TABLE_REF; direct: of e^(-d/N0)); returns dmin (keys: dmin -
 * |y|^2; direct: not known). */
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
    float ref =
        mode == CUQAM_SUMS_DIRECT ? CUQAM_TABLE_REF(z, -(yi * yi + yq * yq)) : 0.0f;
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
        return CUQAM_LN_RATIO(s1, s0);
    if (output != CUQAM_OUTPUT_F32 && CUQAM_TABLE_UNDERFLOW_LLR * p->scale >= 128.0f)
        return (own1 ? CUQAM_FAR_LLR_INT : -CUQAM_FAR_LLR_INT) / p->scale; /* saturates */
    float dref;
    const float resum = cuqam_table_resum(p, z, k, b, own1, yi, yq, &dref);
    /* the other set's sum is resum * e^(-(dref - dmin)/N0) */
    const float gap = (dref - dmin) * z->n0inv;
    return own1 ? gap + CUQAM_LN(CUQAM_DIVF(s1, resum))
                : -gap + CUQAM_LN(CUQAM_DIVF(resum, s0));
}

/* LLRs (f32) or LLR * scale (s8/u8) of the k bits of one symbol. keys (a
 * constant: the GPU's exact kernels that hold p->keys) takes exact's sums
 * from the keys, but for the infinitely far. */
CUQAM_HD void cuqam_table_soft(const cuqam_params* p,
                               const cuqam_noise* z,
                               int method,
                               int output,
                               int keys,
                               int k,
                               float yi,
                               float yq,
                               float* L)
{
    int is_nan, is_far;
    cuqam_table_input(p, &yi, &yq, &is_nan, &is_far);
    const float out_scale = output == CUQAM_OUTPUT_F32 ? 1.0f : p->scale;
    if (method == CUQAM_METHOD_EXACT) {
        float s1[CUQAM_MAX_BITS], s0[CUQAM_MAX_BITS], dmin;
        int done = 0; /* each call below with its mode a constant */
        if (keys && k >= CUQAM_TABLE_DIRECT_MIN_BITS && !is_far &&
            p->other_spread * z->n0inv <= CUQAM_TABLE_DIRECT_SPREAD) {
            cuqam_table_sums(p, z, CUQAM_SUMS_DIRECT, k, yi, yq, s1, s0);
            done = cuqam_table_sums_clear(k, s1, s0);
            dmin = 0.0f; /* not read where done: no bit's smaller sum underflowed */
        }
        if (!done && keys && !is_far)
            dmin = cuqam_table_sums(p, z, CUQAM_SUMS_KEYS, k, yi, yq, s1, s0) +
                   (yi * yi + yq * yq);
        else if (!done)
            dmin = cuqam_table_sums(p, z, CUQAM_SUMS_DIST, k, yi, yq, s1, s0);
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b)
            L[b] = p->sign *
                   cuqam_table_exact_llr(p, z, output, k, b, s1[b], s0[b], dmin, yi, yq) *
                   out_scale;
    } else {
        float d1[CUQAM_MAX_BITS], d0[CUQAM_MAX_BITS];
        cuqam_table_minima(p, k, yi, yq, d1, d0);
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b)
            L[b] = p->sign * ((d0[b] - d1[b]) * z->n0inv) * out_scale;
    }
    const float far = output == CUQAM_OUTPUT_F32 ? INFINITY : CUQAM_FAR_LLR_INT;
    CUQAM_UNROLL
    for (int b = 0; b < k; ++b) {
        if (is_far)
            L[b] = L[b] > 0.0f ? far : (L[b] < 0.0f ? -far : 0.0f);
        L[b] = is_nan ? 0.0f : L[b];
    }
}

#endif /* CUQAM_TABLE_MATH_H */
