/*
 * Soft demapping of any constellation (the table kernels): every point is
 * visited for every symbol. Shared by the CPU's generic kernel (C11) and the
 * CUDA table kernels (nvcc); the SIMD kernels (cuqam_demap_table.h) do the
 * same per lane.
 *
 * Point l (label order) has the metric row (2 I_l, 2 Q_l, -|c_l|^2, 0), so
 * that v_l = 2<y, c_l> - |c_l|^2 = |y|^2 - |y - c_l|^2: the nearest point has
 * the largest v, and distances differ as the v do. Bit b of a symbol (b0
 * first) is bit k-1-b of the label. With V1, V0 the largest v over the points
 * whose bit b is 1, 0:
 *   maxlog: L = (V1 - V0) / N0
 *   exact:  L = ln sum_{bit 1} e^((v - vmax)/N0) - ln sum_{bit 0} e^((v - vmax)/N0)
 * The own set (the one holding vmax) sums to >= 1. Where the other set's sum
 * underflows (below 1e-30, so |L| > 69), integer outputs whose scale takes
 * 69 past the integer range saturate with the own set's sign; otherwise the
 * other set is summed again relative to its own largest v.
 *
 * Points are taken in blocks of 2^B consecutive labels (B = min(k, 4)): a
 * reduction tree over the block serves its B low label bits (about three
 * operations a point instead of k), the block's total its high ones. exact
 * runs in one pass, its sums kept relative to the largest v seen so far and
 * rescaled when a block raises it (as online softmax does).
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

#ifdef __CUDA_ARCH__
/* One 16-byte load of a metric row */
#define CUQAM_TABLE_ROW(mt, l)                                                \
    const float4 row_ = reinterpret_cast<const float4*>(mt)[l];               \
    const float ra = row_.x, rb = row_.y, rc = row_.z
#else
#define CUQAM_TABLE_ROW(mt, l)                                                \
    const float ra = (mt)[4 * (l)], rb = (mt)[4 * (l) + 1], rc = (mt)[4 * (l) + 2]
#endif

/* Pull an input farther than r_clamp in along its direction (an infinite
 * coordinate wins over a finite one); report NaN and the infinitely far. */
CUQAM_HD void cuqam_table_input(const cuqam_params* p, float* yi, float* yq, int* is_nan, int* is_far)
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

/* v of point l: two products, then two sums, in this order on every backend
 * (no FMA), so that maxlog's integers are bit-identical. */
CUQAM_HD float cuqam_table_metric(const float* mt, int l, float yi, float yq)
{
    CUQAM_TABLE_ROW(mt, l);
    return (yi * ra + yq * rb) + rc;
}

CUQAM_HD float cuqam_fmax2(float a, float b) { return a > b ? a : b; }

/* exact needs no bit-identity: the GPU fuses its metric and exponent
 * (e^((v - vmax)/N0) as 2^(v g2 - vmax g2), vmax g2 once per block); the
 * roundings this moves are far inside the documented tolerance. */
#ifdef __CUDA_ARCH__
CUQAM_HD float cuqam_table_metric_exact(const float* mt, int l, float yi, float yq)
{
    CUQAM_TABLE_ROW(mt, l);
    return __fmaf_rn(yi, ra, __fmaf_rn(yq, rb, rc));
}
CUQAM_HD float cuqam_table_ref(const cuqam_params* p, float vmax) { return vmax * p->g2_table; }
CUQAM_HD float cuqam_table_term(const cuqam_params* p, float v, float ref)
{
    return cuqam_ex2(__fmaf_rn(v, p->g2_table, -ref));
}
#else
#define cuqam_table_metric_exact cuqam_table_metric
CUQAM_HD float cuqam_table_ref(const cuqam_params* p, float vmax) { (void)p; return vmax; }
CUQAM_HD float cuqam_table_term(const cuqam_params* p, float v, float ref)
{
    return expf(p->n0inv * (v - ref));
}
#endif

/* The 2^B metrics of block blk into w (exact: the fused ones). */
CUQAM_HD void
cuqam_table_block(const float* mt, int blk, int bb, int exact, float yi, float yq, float* w)
{
    CUQAM_UNROLL
    for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j)
        if (j < (1 << bb))
            w[j] = exact ? cuqam_table_metric_exact(mt, (blk << bb) + j, yi, yq)
                         : cuqam_table_metric(mt, (blk << bb) + j, yi, yq);
}

/* maxlog: V1[b], V0[b], the largest v over the points whose bit b is 1, 0. */
CUQAM_HD void cuqam_table_maxima(const float* mt, int k, float yi, float yq, float* V1, float* V0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    CUQAM_UNROLL
    for (int b = 0; b < k; ++b)
        V1[b] = V0[b] = -3.0e38f;
    CUQAM_ROLLED
    for (int blk = 0; blk < (1 << (k - bb)); ++blk) {
        float w[CUQAM_TABLE_BLOCK];
        cuqam_table_block(mt, blk, bb, 0, yi, yq, w);
        /* label bit j < bb: odd entries of level j have it set; w[i] becomes
         * the max of the pair, level j + 1 */
        CUQAM_UNROLL
        for (int j = 0; j < CUQAM_TABLE_BLOCK_BITS; ++j) {
            if (j >= bb)
                break;
            const int b = k - 1 - j;
            CUQAM_UNROLL
            for (int i = 0; i < CUQAM_TABLE_BLOCK / 2; ++i) {
                if (i >= (1 << (bb - 1 - j)))
                    break;
                V1[b] = cuqam_fmax2(V1[b], w[2 * i + 1]);
                V0[b] = cuqam_fmax2(V0[b], w[2 * i]);
                w[i] = cuqam_fmax2(w[2 * i], w[2 * i + 1]);
            }
        }
        CUQAM_UNROLL
        for (int j = CUQAM_TABLE_BLOCK_BITS; j < CUQAM_MAX_BITS; ++j) {
            if (j >= k)
                break;
            const int b = k - 1 - j;
            if ((blk >> (j - bb)) & 1)
                V1[b] = cuqam_fmax2(V1[b], w[0]);
            else
                V0[b] = cuqam_fmax2(V0[b], w[0]);
        }
    }
}

/* exact: S1[b], S0[b], the sums of e^((v - vmax)/N0) over the points whose
 * bit b is 1, 0, in one pass; returns vmax. */
CUQAM_HD float cuqam_table_sums(const cuqam_params* p, int k, float yi, float yq, float* S1, float* S0)
{
    const float* mt = p->metric;
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    float vmax = -3.0e38f;
    CUQAM_UNROLL
    for (int b = 0; b < k; ++b)
        S1[b] = S0[b] = 0.0f;
    CUQAM_ROLLED
    for (int blk = 0; blk < (1 << (k - bb)); ++blk) {
        float w[CUQAM_TABLE_BLOCK];
        cuqam_table_block(mt, blk, bb, 1, yi, yq, w);
        float top = vmax;
        CUQAM_UNROLL
        for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j)
            if (j < (1 << bb))
                top = cuqam_fmax2(top, w[j]);
        /* the sums so far, relative to the new largest v (1 where it stays;
         * the first block finds them at 0) */
        const float ref = cuqam_table_ref(p, top);
        const float r = blk ? cuqam_table_term(p, vmax, ref) : 0.0f;
        vmax = top;
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b) {
            S1[b] *= r;
            S0[b] *= r;
        }
        CUQAM_UNROLL
        for (int j = 0; j < CUQAM_TABLE_BLOCK; ++j)
            if (j < (1 << bb))
                w[j] = cuqam_table_term(p, w[j], ref);
        CUQAM_UNROLL
        for (int j = 0; j < CUQAM_TABLE_BLOCK_BITS; ++j) {
            if (j >= bb)
                break;
            const int b = k - 1 - j;
            CUQAM_UNROLL
            for (int i = 0; i < CUQAM_TABLE_BLOCK / 2; ++i) {
                if (i >= (1 << (bb - 1 - j)))
                    break;
                S1[b] += w[2 * i + 1];
                S0[b] += w[2 * i];
                w[i] = w[2 * i] + w[2 * i + 1];
            }
        }
        CUQAM_UNROLL
        for (int j = CUQAM_TABLE_BLOCK_BITS; j < CUQAM_MAX_BITS; ++j) {
            if (j >= k)
                break;
            const int b = k - 1 - j;
            if ((blk >> (j - bb)) & 1)
                S1[b] += w[0];
            else
                S0[b] += w[0];
        }
    }
    return vmax;
}

/* exact's rare path: bit b's other set (bit value 1 - own) summed again
 * relative to its own largest v; returns that sum (>= 1) and its largest v. */
CUQAM_HD float cuqam_table_resum(
    const cuqam_params* p, int k, int b, int own, float yi, float yq, float* vref)
{
    const float* mt = p->metric;
    float top = -3.0e38f, sum = 0.0f;
    CUQAM_ROLLED
    for (int l = 0; l < (1 << k); ++l)
        if (((l >> (k - 1 - b)) & 1) != own)
            top = cuqam_fmax2(top, cuqam_table_metric(mt, l, yi, yq));
    const float ref = cuqam_table_ref(p, top);
    CUQAM_ROLLED
    for (int l = 0; l < (1 << k); ++l)
        if (((l >> (k - 1 - b)) & 1) != own)
            sum += cuqam_table_term(p, cuqam_table_metric(mt, l, yi, yq), ref);
    *vref = top;
    return sum;
}

/* exact's L of bit b from its sums (output scale not applied). */
CUQAM_HD float cuqam_table_exact_llr(
    const cuqam_params* p, int output, int k, int b, float s1, float s0, float vmax, float yi, float yq)
{
    const int own1 = s1 >= s0;
    const float other = own1 ? s0 : s1;
    if (other > CUQAM_TABLE_UNDERFLOW)
        return CUQAM_LN(CUQAM_DIVF(s1, s0));
    if (output != CUQAM_OUTPUT_F32 && CUQAM_TABLE_UNDERFLOW_LLR * p->scale >= 128.0f)
        return (own1 ? CUQAM_FAR_LLR_INT : -CUQAM_FAR_LLR_INT) / p->scale; /* saturates */
    float vref;
    const float resum = cuqam_table_resum(p, k, b, own1, yi, yq, &vref);
    /* the other set's sum is resum * e^((vref - vmax)/N0) */
    const float gap = (vmax - vref) * p->n0inv;
    return own1 ? gap + CUQAM_LN(CUQAM_DIVF(s1, resum)) : -gap + CUQAM_LN(CUQAM_DIVF(resum, s0));
}

/* LLRs (f32) or LLR * scale (s8/u8) of the k bits of one symbol. */
CUQAM_HD void cuqam_table_soft(
    const cuqam_params* p, int method, int output, int k, float yi, float yq, float* L)
{
    int is_nan, is_far;
    cuqam_table_input(p, &yi, &yq, &is_nan, &is_far);
    const float out_scale = output == CUQAM_OUTPUT_F32 ? 1.0f : p->scale;
    if (method == CUQAM_METHOD_EXACT) {
        float s1[CUQAM_MAX_BITS], s0[CUQAM_MAX_BITS];
        const float vmax = cuqam_table_sums(p, k, yi, yq, s1, s0);
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b) {
            const float l = cuqam_table_exact_llr(p, output, k, b, s1[b], s0[b], vmax, yi, yq);
            L[b] = p->sign * l * out_scale;
        }
    } else {
        float v1[CUQAM_MAX_BITS], v0[CUQAM_MAX_BITS];
        cuqam_table_maxima(p->metric, k, yi, yq, v1, v0);
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b)
            L[b] = p->sign * ((v1[b] - v0[b]) * p->n0inv) * out_scale;
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
