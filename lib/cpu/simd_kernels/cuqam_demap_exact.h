/*
 * Protokernel math: exact log-likelihood ratios on one vector of axis values,
 * the algorithm of cuqam_axis_exact (the half-axis of |u|, each half's terms
 * relative to its nearest level, one tree of pairwise sums, a fallback where
 * a bit's other set underflows) with vector exp and log. The fallback runs only for
 * vectors where some lane needs it, and is blended in per lane. SPDX-License-Identifier:
 * GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_EXACT_H
#define CUQAM_DEMAP_EXACT_H

#include "cuqam_demap_maxlog.h"
#include "cuqam_simd_math.h"

/* The level, tree and bit loops unrolled completely (m is a constant per
 * kernel): left as loops, the tree tests each block's bit at run time. */
#if defined(__clang__)
#define CUQAM_V_UNROLL _Pragma("unroll")
#else
#define CUQAM_V_UNROLL _Pragma("GCC unroll 64")
#endif

/* exact's N0 terms per lane (cuqam_noise's g_exact, g2_exact, c4_2exact) */
typedef struct {
    vf g, g2, c4;
} cuqam_vnoise;

/* Bit j >= 1's other set summed relative to its own nearest member, per
 * lane, where it underflowed (see cuqam_exact_other_sum); *dm gets that
 * member's distance. */
CUQAM_V_INLINE vf cuqam_v_exact_other_sum(
    const cuqam_vnoise* z, vf au, const int m, const int j, vm own, vf* dm)
{
    const int h = 1 << (m - 1);
    const vf neg_g2 = cuqam_vneg(z->g2);
    vf dmin = vf_set1(3.0e38f), other = vf_zero();
    for (int i = 0; i < h; ++i) {
        const vf cand = vf_min(cuqam_vabs(vf_sub(au, vf_set1((float)(2 * i + 1)))), dmin);
        dmin = cuqam_sorted_level_bit((unsigned)(h + i), j, m)
                   ? vf_select(own, dmin, cand)
                   : vf_select(own, cand, dmin);
    }
    for (int i = 0; i < h; ++i) {
        const vf l = vf_set1((float)(2 * i + 1));
        const vf dn = cuqam_vabs(vf_sub(au, l)), df = vf_add(au, l);
        const vf sum = vf_add(
            cuqam_vexp2_term(vf_mul(
                neg_g2, vf_max(vf_mul(vf_sub(dn, dmin), vf_add(dn, dmin)), vf_zero()))),
            cuqam_vexp2_term(vf_mul(neg_g2, vf_mul(vf_sub(df, dmin), vf_add(df, dmin)))));
        /* the pair counts where its bit differs from the lane's own */
        other = vf_add(other,
                       cuqam_sorted_level_bit((unsigned)(h + i), j, m)
                           ? vf_select(own, vf_zero(), sum)
                           : vf_select(own, sum, vf_zero()));
    }
    *dm = dmin;
    return other;
}

/* Unscaled L of bits 0..m-1; sign[j]: the sign convention times bit j's
 * label polarity, per lane. */
CUQAM_V_INLINE void
cuqam_v_exact(const cuqam_vnoise* z, const vf* sign, vf u, const int m, vf* L)
{
    const int h = 1 << (m - 1);
    const vf one = vf_set1(1.0f);
    vf v[CUQAM_MAX_AXIS_BITS], s1[CUQAM_MAX_AXIS_BITS], s0[CUQAM_MAX_AXIS_BITS];
    vf t[1 << (CUQAM_MAX_AXIS_BITS - 1)];
    cuqam_v_folds(u, m, v);
    /* The half-axis of |u| as in cuqam_axis_exact; max/min send a NaN lane
     * to index 0 as the scalar comparisons do. */
    const vf au = cuqam_vabs(u);
    const vf tw = vf_sub(au, one);
    vf kf = vf_round(vf_mul(tw, vf_set1(0.5f)));
    kf = vf_min(vf_max(kf, vf_zero()), vf_set1((float)(h - 1)));
    const vf kb = vf_sub(kf, tw);
    const vf e = cuqam_vabs(vf_sub(tw, vf_add(kf, kf)));
    const vf d = vf_add(au, one);
    const vf far_gap =
        cuqam_vexp2_term(vf_mul(cuqam_vneg(z->g2), vf_mul(vf_sub(d, e), vf_add(d, e))));
    const vf c4 = z->c4, cd = vf_mul(c4, d);
    vf far_sum = vf_zero(), near_sum = vf_zero();
    CUQAM_V_UNROLL
    for (int i = 0; i < h; ++i) {
        const vf ii = vf_set1((float)i);
        const vf near =
            cuqam_vexp2_term(vf_mul(c4, vf_mul(vf_sub(ii, kf), vf_add(ii, kb))));
        const vf far =
            i == 0 ? one : cuqam_vexp2_term(vf_fma(ii, cd, vf_mul(c4, vf_mul(ii, ii))));
        near_sum = vf_add(near_sum, near);
        far_sum = vf_add(far_sum, far);
        t[i] = vf_fma(far_gap, far, near);
    }
    CUQAM_V_UNROLL
    for (int j = m - 1; j >= 1; --j) {
        const int nblocks = 1 << j;
        vf a1 = vf_zero(), a0 = vf_zero();
        CUQAM_V_UNROLL
        for (int b = 0; b < nblocks; ++b) {
            if (cuqam_sorted_level_bit((unsigned)(h + (b << (m - 1 - j))), j, m))
                a1 = vf_add(a1, t[b]);
            else
                a0 = vf_add(a0, t[b]);
        }
        s1[j] = a1;
        s0[j] = a0;
        if (j > 1)
            CUQAM_V_UNROLL
        for (int b = 0; b < nblocks / 2; ++b)
            t[b] = vf_add(t[2 * b], t[2 * b + 1]);
    }
    const vf g = z->g;
    CUQAM_V_UNROLL
    for (int j = 0; j < m; ++j) {
        const vm own = vm_lt(v[j], vf_zero()); /* u's own value of bit j is 1 */
        vf own_sum = near_sum, other = far_sum, maxlog;
        if (j == 0) {
            maxlog = vf_mul(g, vf_mul(vf_sub(d, e), vf_add(d, e)));
        } else {
            own_sum = vf_select(own, s1[j], s0[j]);
            other = vf_select(own, s0[j], s1[j]);
            const vm apart = vm_le(other, vf_set1(1e-30f));
            maxlog = vf_zero();
            if (vm_any(apart)) {
                vf dj;
                const vf o2 = cuqam_v_exact_other_sum(z, au, m, j, own, &dj);
                other = vf_select(apart, o2, other);
                maxlog = vf_select(
                    apart, vf_mul(g, vf_mul(vf_sub(dj, e), vf_add(dj, e))), vf_zero());
            }
        }
        const vf ratio = vf_div(vf_select(own, own_sum, other),
                                vf_select(own, other, own_sum)); /* S1 / S0 */
        maxlog = vf_select(own, maxlog, cuqam_vneg(maxlog));
        L[j] = vf_mul(sign[j], vf_add(maxlog, cuqam_vlog(ratio)));
    }
    /* u = 0: L of bit 0 is 0, as by symmetry (see cuqam_axis_exact) */
    L[0] = vf_select(vm_lt(vf_zero(), au), L[0], vf_zero());
}

#endif
