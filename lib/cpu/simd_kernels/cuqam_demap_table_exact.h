/*
 * exact for the SIMD table kernels (compiled once per ISA, as
 * cuqam_demap_table.h): the sums per bit value in one pass over the points,
 * relative to the nearest point so far, and the LLRs from them with the rare
 * second pass where a lane's other sum underflowed.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_TABLE_EXACT_H
#define CUQAM_DEMAP_TABLE_EXACT_H

#include "cuqam_demap_table_walk.h"

/* exact's terms in base 2, g2 = log2(e) / N0 (cuqam_table_sums): with a
 * fused multiply-add as on the GPU, the reference is dmin's exponent and a
 * term's exponent one FMA; without it the difference goes first. */
#ifdef CUQAM_V_FUSED_FMA
#define CUQAM_V_TABLE_REF(g2, dmin) vf_mul(dmin, g2)
#define CUQAM_V_TABLE_TERM(g2, d, ref) cuqam_vexp2_term(vf_fma(d, cuqam_vneg(g2), ref))
#define CUQAM_V_TABLE_RESCALE(g2, ref_old, ref_new) \
    cuqam_vexp2_term(vf_sub(ref_new, ref_old))
#else
#define CUQAM_V_TABLE_REF(g2, dmin) (dmin)
#define CUQAM_V_TABLE_TERM(g2, d, ref) cuqam_vexp2_term(vf_mul(vf_sub(ref, d), g2))
#define CUQAM_V_TABLE_RESCALE(g2, ref_old, ref_new) \
    cuqam_vexp2_term(vf_mul(vf_sub(ref_new, ref_old), g2))
#endif

/* exact: the sums per bit value, relative to the nearest point, whose
 * distance is returned (cuqam_table_sums); from the keys where keys is not
 * NULL (ISAs with FMA, blocks with no input rule), which return that
 * distance less |y|^2. */
CUQAM_V_INLINE vf CUQAM_ISA(table_sums)(const float* pts,
                                        const float* keys,
                                        vf n0inv,
                                        const int k,
                                        vf yi,
                                        vf yq,
                                        vf* S1,
                                        vf* S0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    const vf g2 = vf_mul(n0inv, vf_set1(1.44269504088896341f));
    (void)keys; /* without FMA: always NULL */
    vf dmin = vf_set1(3.0e38f), ref = vf_zero();
    vf P[CUQAM_TABLE_BLOCK]; /* per position in the block */
    for (int b = 0; b < k; ++b)
        S1[b] = S0[b] = vf_zero();
    for (int j = 0; j < (1 << bb); ++j)
        P[j] = vf_zero();
    for (int blk = 0; blk < (1 << (k - bb)); ++blk) {
        vf w[CUQAM_TABLE_BLOCK], t[CUQAM_TABLE_BLOCK];
#ifdef CUQAM_V_FUSED_FMA
        if (keys)
            CUQAM_ISA(table_block_keys)(keys, k, blk, bb, yi, yq, w);
        else
#endif
            CUQAM_ISA(table_block_dists)(pts, blk, bb, yi, yq, w);
        for (int j = 0; j < (1 << bb); ++j)
            t[j] = w[j];
        const vf near = vf_min(dmin, CUQAM_ISA(table_block_total)(t, bb, 1));
        const vf ref_near = CUQAM_V_TABLE_REF(g2, near);
        /* the sums so far, relative to the new nearest; the first block
         * finds them at 0 */
        const vf r = blk ? CUQAM_V_TABLE_RESCALE(g2, ref, ref_near) : vf_zero();
        dmin = near;
        ref = ref_near;
        for (int j = 0; j < (1 << bb); ++j) {
            w[j] = CUQAM_V_TABLE_TERM(g2, w[j], ref);
            P[j] = vf_fma(P[j], r, w[j]);
        }
        if (k == bb)
            continue;
        const vf tot = CUQAM_ISA(table_block_total)(w, bb, 0);
        for (int j = bb; j < k; ++j) {
            const int b = k - 1 - j;
            if ((blk >> (j - bb)) & 1) {
                S1[b] = vf_fma(S1[b], r, tot);
                S0[b] = vf_mul(S0[b], r);
            } else {
                S1[b] = vf_mul(S1[b], r);
                S0[b] = vf_fma(S0[b], r, tot);
            }
        }
    }
    CUQAM_ISA(table_low_bits)(P, k, bb, 0, S1, S0);
    return dmin;
}

/* exact's L from the sums. Where the other sum underflowed, integer outputs
 * that saturate take the own set's sign; otherwise that set is summed again
 * relative to its own nearest point (cuqam_table_exact_llr). */
CUQAM_V_INLINE void CUQAM_ISA(table_exact_llrs)(const cuqam_params* p,
                                                vf n0inv,
                                                const int k,
                                                vf yi,
                                                vf yq,
                                                vf dmin,
                                                const vf* S1,
                                                const vf* S0,
                                                vf* L)
{
    const vf tiny = vf_set1(CUQAM_TABLE_UNDERFLOW), one = vf_set1(1.0f),
             nn0 = cuqam_vneg(n0inv);
    const int saturates =
        p->output != CUQAM_OUTPUT_F32 && CUQAM_TABLE_UNDERFLOW_LLR * p->scale >= 128.0f;
    const vf sat = vf_set1(CUQAM_FAR_LLR_INT / p->scale);
    vf D1[CUQAM_MAX_BITS], D0[CUQAM_MAX_BITS];
    int have_minima = 0;
    for (int b = 0; b < k; ++b) {
        const vm own1 = vm_le(S0[b], S1[b]);
        const vm under = vm_le(vf_select(own1, S0[b], S1[b]), tiny);
        /* 1 where a sum underflowed, so that no lane divides by 0 */
        L[b] = cuqam_vlog(
            vf_div(vf_select(under, one, S1[b]), vf_select(under, one, S0[b])));
        if (!vm_any(under))
            continue;
        if (saturates) {
            L[b] = vf_select(under, vf_select(own1, sat, cuqam_vneg(sat)), L[b]);
            continue;
        }
        if (!have_minima) {
            CUQAM_ISA(table_minima)(p->table, k, yi, yq, D1, D0);
            have_minima = 1;
        }
        const vf dref = vf_select(own1, D0[b], D1[b]);
        vf resum = vf_zero();
        for (int l = 0; l < (1 << k); ++l) {
            const vf dx = vf_sub(yi, vf_set1(p->table[2 * l])),
                     dy = vf_sub(yq, vf_set1(p->table[2 * l + 1]));
            const vf d = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
            const vf t = cuqam_vexp(vf_mul(nn0, vf_max(vf_sub(d, dref), vf_zero())));
            /* the other set: bit b of label l differs from the own value */
            resum = vf_add(resum,
                           ((l >> (k - 1 - b)) & 1) ? vf_select(own1, vf_zero(), t)
                                                    : vf_select(own1, t, vf_zero()));
        }
        resum = vf_select(under, resum, one);
        const vf gap = vf_mul(vf_sub(dref, dmin), n0inv);
        const vf lo = vf_select(
            own1,
            vf_add(gap, cuqam_vlog(vf_div(S1[b], resum))),
            vf_sub(cuqam_vlog(vf_div(resum, vf_select(under, S0[b], one))), gap));
        L[b] = vf_select(under, lo, L[b]);
    }
}

#endif
