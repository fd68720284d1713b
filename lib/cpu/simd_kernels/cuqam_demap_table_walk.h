/*
 * The SIMD table kernels' walk over the points (compiled once per ISA, as
 * cuqam_demap_table.h): a block's distances or exact's keys, the trees over
 * a block's positions and its total, and maxlog's minima per bit value.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_TABLE_WALK_H
#define CUQAM_DEMAP_TABLE_WALK_H

#include "../../math/table_math.h"
#include "../cpu_kernels.h"
#include "cuqam_simd_math.h"

/* The 2^bb squared distances of block blk into d, as the generic kernel
 * computes them. */
CUQAM_V_INLINE void
CUQAM_ISA(table_block_dists)(const float* pts, int blk, const int bb, vf yi, vf yq, vf* d)
{
    for (int j = 0; j < (1 << bb); ++j) {
        const float* c = pts + 2 * ((blk << bb) + j);
        const vf dx = vf_sub(yi, vf_set1(c[0])), dy = vf_sub(yq, vf_set1(c[1]));
        d[j] = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
    }
}

#ifdef CUQAM_V_FUSED_FMA
/* exact's keys of block blk (cuqam_table_key; 2^k points): d - |y|^2 by two
 * FMAs instead of five operations. */
CUQAM_V_INLINE void CUQAM_ISA(table_block_keys)(
    const float* keys, const int k, int blk, const int bb, vf yi, vf yq, vf* d)
{
    for (int j = 0; j < (1 << bb); ++j) {
        const int l = (blk << bb) + j;
        d[j] = vf_fma(yi,
                      vf_set1(keys[2 * l]),
                      vf_fma(yq, vf_set1(keys[2 * l + 1]), vf_set1(keys[(2 << k) + l])));
    }
}
#endif

/* Label bits j < bb from the per-position values P (consumed), sums or
 * minima (cuqam_table_low_bits). */
CUQAM_V_INLINE void CUQAM_ISA(table_low_bits)(
    vf* P, const int k, const int bb, const int minima, vf* X1, vf* X0)
{
    for (int j = 0; j < bb; ++j) {
        vf x1 = P[1], x0 = P[0];
        P[0] = minima ? vf_min(P[0], P[1]) : vf_add(P[0], P[1]);
        for (int i = 1; i < (1 << (bb - 1 - j)); ++i) {
            x1 = minima ? vf_min(x1, P[2 * i + 1]) : vf_add(x1, P[2 * i + 1]);
            x0 = minima ? vf_min(x0, P[2 * i]) : vf_add(x0, P[2 * i]);
            P[i] =
                minima ? vf_min(P[2 * i], P[2 * i + 1]) : vf_add(P[2 * i], P[2 * i + 1]);
        }
        X1[k - 1 - j] = x1;
        X0[k - 1 - j] = x0;
    }
}

/* The block's 2^bb values reduced to one by a tree, minimum or sum (w consumed). */
CUQAM_V_INLINE vf CUQAM_ISA(table_block_total)(vf* w, const int bb, const int minima)
{
    for (int h = (1 << bb) / 2; h >= 1; h /= 2)
        for (int j = 0; j < h; ++j)
            w[j] = minima ? vf_min(w[j], w[j + h]) : vf_add(w[j], w[j + h]);
    return w[0];
}

/* maxlog: the smallest distance per bit value. The minima come out the
 * same in any order; unlike cuqam_table_minima (per-position minima) this
 * takes each block's tree at once: the per-position registers would not
 * fit x86's vector registers next to the block's (32APSK 17-20 % slower). */
CUQAM_V_INLINE void
CUQAM_ISA(table_minima)(const float* pts, const int k, vf yi, vf yq, vf* D1, vf* D0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    for (int b = 0; b < k; ++b)
        D1[b] = D0[b] = vf_set1(3.0e38f);
    for (int blk = 0; blk < (1 << (k - bb)); ++blk) {
        vf w[CUQAM_TABLE_BLOCK];
        CUQAM_ISA(table_block_dists)(pts, blk, bb, yi, yq, w);
        for (int j = 0; j < bb; ++j) {
            const int b = k - 1 - j;
            for (int i = 0; i < (1 << (bb - 1 - j)); ++i) {
                D1[b] = vf_min(D1[b], w[2 * i + 1]);
                D0[b] = vf_min(D0[b], w[2 * i]);
                w[i] = vf_min(w[2 * i], w[2 * i + 1]);
            }
        }
        for (int j = bb; j < k; ++j) {
            const int b = k - 1 - j;
            if ((blk >> (j - bb)) & 1)
                D1[b] = vf_min(D1[b], w[0]);
            else
                D0[b] = vf_min(D0[b], w[0]);
        }
    }
}

#endif
