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
 *
 * The parts: table_points.h (the walk over the points), table_exact.h
 * (exact's sums); maxlog's minima and the soft values are here.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TABLE_MATH_H
#define CUQAM_TABLE_MATH_H

#include "table_exact.h"

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