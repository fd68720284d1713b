/*
 * Protokernel math: exact log-likelihood ratios on one vector of axis values,
 * the algorithm of cuqam_axis_exact (terms relative to the nearest level, one
 * tree of pairwise sums, a fallback where the other set's sum underflows)
 * with vector exp and log. The fallback runs only for vectors where some lane
 * needs it, and is blended in per lane.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_EXACT_H
#define CUQAM_DEMAP_EXACT_H

#include "cuqam_demap_maxlog.h"
#include "cuqam_simd_math.h"

/* Unscaled L of bits 0..m-1; sign[j]: the sign convention times bit j's
 * label polarity, per lane. */
CUQAM_V_INLINE void
cuqam_v_exact(const cuqam_params* p, const vf* sign, vf u, const int m, vf* L)
{
    const int nl = 1 << m;
    const vf neg_g = vf_set1(-p->g_exact);
    vf v[CUQAM_MAX_AXIS_BITS], s1[CUQAM_MAX_AXIS_BITS], s0[CUQAM_MAX_AXIS_BITS];
    vf t[1 << CUQAM_MAX_AXIS_BITS];
    cuqam_v_folds(u, m, v);
    /* e by the expression the nearest level's term uses (see
     * cuqam_axis_exact): that term is exactly 1 whatever N0. max/min send a
     * NaN lane to index 0 as the scalar comparisons do. */
    vf kf = vf_round(vf_mul(vf_add(u, vf_set1((float)(nl - 1))), vf_set1(0.5f)));
    kf = vf_min(vf_max(kf, vf_zero()), vf_set1((float)(nl - 1)));
    const vf e = cuqam_vabs(
        vf_sub(u, vf_sub(vf_mul(vf_set1(2.0f), kf), vf_set1((float)(nl - 1)))));
    for (int k = 0; k < nl; ++k) { /* >= 0 as in cuqam_nonneg */
        const vf dist = cuqam_vabs(vf_sub(u, vf_set1((float)(2 * k - (nl - 1)))));
        t[k] = cuqam_vexp(
            vf_mul(neg_g, vf_max(vf_mul(vf_sub(dist, e), vf_add(dist, e)), vf_zero())));
    }
    for (int j = m - 1; j >= 0; --j) {
        const int nblocks = 2 << j;
        vf a1 = vf_zero(), a0 = vf_zero();
        for (int b = 0; b < nblocks; ++b) {
            if ((b & 3) == 0 || (b & 3) == 3)
                a1 = vf_add(a1, t[b]);
            else
                a0 = vf_add(a0, t[b]);
        }
        s1[j] = a1;
        s0[j] = a0;
        if (j > 0)
            for (int b = 0; b < nblocks / 2; ++b)
                t[b] = vf_add(t[2 * b], t[2 * b + 1]);
    }
    const vf one = vf_set1(1.0f);
    for (int j = 0; j < m; ++j) {
        const vm own = vm_lt(v[j], vf_zero()); /* u's own value of bit j is 1 */
        vf ratio = vf_div(s1[j], s0[j]);
        vf maxlog = vf_zero();
        const vm fallback = vm_le(vf_select(own, s0[j], s1[j]), vf_set1(1e-30f));
        if (vm_any(fallback)) {
            vf d = vf_add(cuqam_vabs(v[j]), one);
            vf other;
            if (j == 0) {
                vf rho = cuqam_vexp(vf_mul(neg_g, vf_mul(vf_set1(4.0f), vf_add(d, one))));
                vf term = one;
                other = one;
                for (int i = 1; i < nl / 2; ++i) {
                    term = vf_mul(term, rho);
                    rho = vf_mul(rho, vf_set1(p->q_exact));
                    other = vf_add(other, term);
                }
            } else {
                d = vf_set1(3.0e38f);
                for (int k = 0; k < nl;
                     ++k) { /* d as the minimum over the other set's distances */
                    const vf dist =
                        cuqam_vabs(vf_sub(u, vf_set1((float)(2 * k - (nl - 1)))));
                    const vf cand = vf_min(dist, d);
                    d = cuqam_sorted_level_bit((unsigned)k, j, m)
                            ? vf_select(own, d, cand)
                            : vf_select(own, cand, d);
                }
                other = vf_zero();
                for (int k = 0; k < nl; ++k) {
                    const vf dist =
                        cuqam_vabs(vf_sub(u, vf_set1((float)(2 * k - (nl - 1)))));
                    const vf term = cuqam_vexp(vf_mul(
                        neg_g,
                        vf_max(vf_mul(vf_sub(dist, d), vf_add(dist, d)), vf_zero())));
                    /* level k counts where its bit differs from the lane's own */
                    const vf add = cuqam_sorted_level_bit((unsigned)k, j, m)
                                       ? vf_select(own, vf_zero(), term)
                                       : vf_select(own, term, vf_zero());
                    other = vf_add(other, add);
                }
            }
            const vf own_sum = vf_select(own, s1[j], s0[j]);
            const vf ml = vf_mul(vf_set1(p->g_exact), vf_mul(vf_sub(d, e), vf_add(d, e)));
            const vf r_fb =
                vf_select(own, vf_div(own_sum, other), vf_div(other, own_sum));
            ratio = vf_select(fallback, r_fb, ratio);
            maxlog = vf_select(fallback, vf_select(own, ml, cuqam_vneg(ml)), vf_zero());
        }
        L[j] = vf_mul(sign[j], vf_add(maxlog, cuqam_vlog(ratio)));
    }
}

#endif
