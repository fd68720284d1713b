/*
 * The table kernels' walk over the points (table_math.h): the input rules,
 * squared distances or exact's keys, blocks of 2^B consecutive labels, and
 * the trees that reduce a block's positions and totals to per-bit values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TABLE_POINTS_H
#define CUQAM_TABLE_POINTS_H

#include "qam_math.h"

#define CUQAM_TABLE_BLOCK_BITS 4
#define CUQAM_TABLE_BLOCK (1 << CUQAM_TABLE_BLOCK_BITS)

#ifdef __CUDA_ARCH__
/* e^(-x/N0), log2(e)/N0 in g2_table */
#define CUQAM_TABLE_EXP(z, x) cuqam_ex2(-(z)->g2_table*(x))
/* exact's terms 2^H e^(-(d - dmin)/N0) in one pass (H the headroom,
 * table_exact.h): the reference is ref = dmin g2 + H (rounded once), and a
 * term 2^(ref - d g2), its exponent one FMA (rounded once, relative to
 * itself). ref's own rounding scales every term of both sums alike, so the
 * ratios do not see it; a nearer point rescales the sums by 2^(ref' - ref),
 * which keeps them consistent. */
#define CUQAM_TABLE_REF(z, dmin) fmaf((dmin), (z)->g2_table, (z)->headroom)
/* the direct sums' reference (table_exact.h), -|y|^2 g2: no headroom */
#define CUQAM_TABLE_REF_DIRECT(z, ny2) ((ny2) * (z)->g2_table)
#define CUQAM_TABLE_TERM(z, d, ref) cuqam_ex2(fmaf((d), -(z)->g2_table, (ref)))
#define CUQAM_TABLE_RESCALE(z, ref_old, ref_new) cuqam_ex2((ref_new) - (ref_old))
#define CUQAM_TABLE_RESCALE_HALF(z, ref_old, ref_new) \
    cuqam_ex2(((ref_new) - (ref_old)) * 0.5f)
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
/* without a fused multiply-add the difference goes first, then the scale:
 * the reference is dmin plus the headroom's distance, H ln 2 N0 */
#define CUQAM_TABLE_REF(z, dmin) ((dmin) + (z)->headroom_dist)
#define CUQAM_TABLE_REF_DIRECT(z, ny2) (ny2) /* the GPU's only */
#define CUQAM_TABLE_TERM(z, d, ref) CUQAM_TABLE_EXP(z, (d) - (ref))
#define CUQAM_TABLE_RESCALE(z, ref_old, ref_new) CUQAM_TABLE_EXP(z, (ref_old) - (ref_new))
#define CUQAM_TABLE_RESCALE_HALF(z, ref_old, ref_new) \
    CUQAM_TABLE_EXP(z, ((ref_old) - (ref_new)) * 0.5f)
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

#endif /* CUQAM_TABLE_POINTS_H */
