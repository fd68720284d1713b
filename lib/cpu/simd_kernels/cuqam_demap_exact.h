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
 * kernel): left as loops, the tree tests each block's bit at run time. The
 * tree's inner loops run to a fixed bound with a guard: clang unrolls inner
 * loops first, when a bound that depends on the outer loop's j is not yet a
 * constant (it then warned and left all of them loops, 35 % slower). */
#if defined(__clang__)
#define CUQAM_V_UNROLL _Pragma("unroll")
#else
#define CUQAM_V_UNROLL _Pragma("GCC unroll 64")
#endif

/* exact's exponentials inside its loop, which flushes subnormals: without
 * clamp or mask where scalef gives 0 below the float range (AVX-512) */
#ifdef CUQAM_V_HAS_SCALEF
#define cuqam_v_exact_exp2 cuqam_vexp2_flushed
#else
#define cuqam_v_exact_exp2 cuqam_vexp2_term
#endif
/* Whether the far terms from the near ones (nearest) take a pass of their
 * own after the near terms: on groups of four vectors with 16 registers
 * (the quads units), where fused, each member's four chains (tu, ru, q,
 * fs) and rho^2 outnumber the registers and the spilled chains wait on
 * stack reloads; on pairs fused runs faster (docs/benchmarks.md). The same
 * operations either way. */
#ifdef CUQAM_QUADS_UNIT
#define CUQAM_V_FAR_OWN_PASS 1
#else
#define CUQAM_V_FAR_OWN_PASS 0
#endif
/* The smallest order (m, bits an axis) whose integers take the far terms
 * from the near ones (cuqam_v_exact_terms, nearest). QPSK's L is one
 * exponent there; AVX-512, whose near terms are exponentials, ran 64QAM and
 * 256QAM 4-5 % slower with them and 1024QAM 9 % faster (docs/benchmarks.md). */
#ifdef CUQAM_V_HAS_SCALEF
#define CUQAM_V_NEAREST_MIN_M 5
#else
#define CUQAM_V_NEAREST_MIN_M 2
#endif
/* g = a^2/N0 in exact's log unit (cuqam_simd_math.h) */
#ifdef CUQAM_V_HAS_LOG2
#define CUQAM_V_G_UNIT(z) ((z)->g2)
#else
#define CUQAM_V_G_UNIT(z) ((z)->g)
#endif

/* exact's N0 terms per lane (cuqam_noise's g_exact, g2_exact, c4_2exact),
 * and u = 2^(2 c4), the step of the level loops' ratios */
typedef struct {
    vf g, g2, c4, u;
    vf c4_hi, c4_lo; /* c4 = hi + lo, hi with 12 significant bits (cuqam_v_chain_run) */
} cuqam_vnoise;

/* u from c4, by the vector 2^x: once a call, or per vector for per-symbol
 * N0 (the same operations, so a symbol's own N0 gives exactly what a call
 * with that N0 gives) */
CUQAM_V_INLINE void cuqam_vnoise_step(cuqam_vnoise* z)
{
    z->u = cuqam_vexp2_term(vf_add(z->c4, z->c4));
    z->c4_hi = vf_and(z->c4, vi_as_vf(vi_set1((int)0xFFFFF000u)));
    z->c4_lo = vf_sub(z->c4, z->c4_hi);
}

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
            cuqam_v_exact_exp2(vf_mul(
                neg_g2, vf_max(vf_mul(vf_sub(dn, dmin), vf_add(dn, dmin)), vf_zero()))),
            cuqam_v_exact_exp2(
                vf_mul(neg_g2, vf_mul(vf_sub(df, dmin), vf_add(df, dmin)))));
        /* the pair counts where its bit differs from the lane's own */
        other = vf_add(other,
                       cuqam_sorted_level_bit((unsigned)(h + i), j, m)
                           ? vf_select(own, vf_zero(), sum)
                           : vf_select(own, sum, vf_zero()));
    }
    *dm = dmin;
    return other;
}

/* One level i of a near pass (cuqam_v_exact_terms), in lanes where it lies on
 * the pass's side of kf (side; a = |i - kf|, opb = 1 + beta above kf, 1 -
 * beta below, first = the side's first ratio): the term times its ratio and
 * the ratio times u, or at a restart both anew from exponentials. Elsewhere
 * the term is 1 and the ratio the first. */
CUQAM_V_INLINE void cuqam_v_near_step(const cuqam_vnoise* z,
                                      vm side,
                                      int restart,
                                      vf ii,
                                      vf a,
                                      vf kf,
                                      vf kb,
                                      vf opb,
                                      vf first,
                                      vf* t,
                                      vf* r)
{
    const vf one = vf_set1(1.0f), c = z->c4;
    if (restart) {
        *t =
            vf_select(side,
                      cuqam_vexp2_term(vf_mul(c, vf_mul(vf_sub(ii, kf), vf_add(ii, kb)))),
                      one);
        *r = vf_select(
            side, cuqam_vexp2_term(vf_mul(c, vf_add(vf_add(a, a), opb))), first);
    } else {
        *t = vf_mul_where(side, *t, *r, one);
        *r = vf_mul_where(side, *r, z->u, first);
    }
}

/* Near terms by ratio chains without masks (cuqam_v_exact_terms, chain):
 * above kf, level i's term is the one below times f_i = min(r_i, 1), r_i =
 * 2^(c (2 (i - kf) - 1 + beta)), r_(i+1) = r_i u. r_i >= 1 exactly where i
 * <= kf, so f_i is 1 there and the ratio above it: a multiply, a min and a
 * multiply a level, where the masked passes take a compare, two multiplies
 * and two blends (seven micro-ops on Intel, whose blendv is two). AVX2
 * takes them from 256QAM up (CUQAM_V_EXACT_CHAINS; below it the runs'
 * exponentials cost about what they save; SSE4.1 gained nothing on an
 * Intel Xeon, and AVX-512's exponentials, one a level, cost less:
 * docs/benchmarks.md). Below kf the mirror image, descending. A run of S
 * levels starts from exponentials, its first ratio 2^min(x, xmax), xmax = 2
 * |c| S: an x beyond it puts the whole run on kf's other side, where a
 * ratio of 2^(2 |c|) or more still gives f = 1. So the chains need xmax <=
 * 126, N0 above a bound (256QAM: 0.0043, Es/N0 below 23.7 dB); cuqam_v_exact
 * takes the other near terms in lanes whose N0 is smaller. */
#define CUQAM_V_CHAIN_XMAX 126.0f

/* One run's first term (1 where level ii is not on the pass's side) and
 * its first ratio, at level ii + 1 (above) or ii - 1 (below): 2^(c (a2 +
 * b1)), a2 = 2 (ii - kf) and b1 = 1 + beta above, a2 = 2 (kf - ii) and b1
 * = 1 - beta below. The exponent goes in two parts (cuqam_vexp2_split),
 * c4_hi a2 exactly: a ratio near 1 (u near a decision boundary, the
 * smallest LLRs) is then as precise as from 2^(c b1) alone, where c a2 +
 * c b1, near 126, would round by 4e-6. first: the pass's first level. */
CUQAM_V_INLINE void cuqam_v_chain_run(const cuqam_vnoise* z,
                                      int first,
                                      vm side,
                                      vf ii,
                                      vf kf,
                                      vf kb,
                                      vf a2,
                                      vf b1,
                                      vf xmax,
                                      vf* t,
                                      vf* r)
{
    const vf c = z->c4;
    /* the first run's first level (0 above, h - 1 below) is never on the side */
    *t = first ? vf_set1(1.0f)
               : vf_select(
                     side,
                     cuqam_vexp2_term(vf_mul(c, vf_mul(vf_sub(ii, kf), vf_add(ii, kb)))),
                     vf_set1(1.0f));
    *r = cuqam_vexp2_split(vf_min(vf_mul(z->c4_hi, a2), xmax),
                           vf_fma(z->c4_lo, a2, vf_mul(c, b1)));
}

/* Level i's far term from its near one (cuqam_v_exact_terms, nearest):
 * near rho^(2i + 1), q the power so far, fs their sum; t[i] gets both. */
CUQAM_V_INLINE void cuqam_v_far_from_near(int i, vf near, vf rho2, vf* q, vf* fs, vf* t)
{
    if (i > 0)
        *q = vf_mul(*q, rho2);
    *fs = i > 0 ? vf_fma(near, *q, *fs) : vf_mul(near, *q);
    t[i] = vf_fma(near, *q, near);
}

/* The terms of cuqam_axis_exact, level i = 0 .. h-1 (c = c4, beta = kf + kb,
 * |beta| <= 1 where there are levels on both sides of the nearest, kf):
 * - near (u's side): 2^(c (i - kf)(i + kb)); the nearest is exactly 1.
 *   By the ratio chains above (chain); elsewhere each one exponential
 *   where that needs no clamp or mask (CUQAM_V_HAS_SCALEF), as
 *   cuqam_axis_exact computes them, or by products in masked passes: above
 *   kf each is the one below times r, r = v u^(i-kf-1), v = 2^(c (1 +
 *   beta)); below kf the mirror image, from w = 2^(c (1 - beta)). Every
 *   factor is <= 1, so nothing overflows, and where a product underflows
 *   its term is below 2^-126 of the nearest's.
 * - far (the other side): 2^(c i (d + i)), each the one before times
 *   q = 2^(c (2i + 1 + d)), q times u, as in cuqam_axis_exact.
 * A product term carries up to about a^2/2 roundings a levels from where
 * its run starts, so the runs restart from exponentials every
 * CUQAM_EXACT_RESTART levels: at most 36 roundings a term, 2e-6 relative,
 * for every order. */
CUQAM_V_INLINE void cuqam_v_exact_terms(const cuqam_vnoise* z,
                                        const int m,
                                        vf kf,
                                        vf kb,
                                        vf d,
                                        vf far_gap,
                                        const int chain,
                                        const int nearest,
                                        vf* t,
                                        vf* far_sum)
{
    const int h = 1 << (m - 1), R = CUQAM_EXACT_RESTART, S = h < R ? h : R;
    const vf one = vf_set1(1.0f), c = z->c4;
    const vf beta = vf_add(kf, kb);
    /* Below kf first, descending (the mirror image), its terms kept in t;
     * then above kf, ascending with the far terms, each level combined into
     * t as it comes: one array of h vectors live, not two (AVX2 has 16
     * registers). tu, td the terms, ru, rd the next ratios. */
    vf tu = one, ru = one;
    const vf xmax = vf_mul(c, vf_set1(-2.0f * (float)S));
    /* the chains' b1 (cuqam_v_chain_run), >= 0: beyond the outermost level
     * (kf = h - 1, beta < -1) 1 + beta would take a clamped first ratio
     * past 2^xmax; there are no levels above kf there to use it */
    const vf b1_up = vf_max(vf_add(one, beta), vf_zero());
    const vf b1_dn = vf_max(vf_sub(one, beta), vf_zero());
#ifdef CUQAM_V_HAS_SCALEF
    const int masked = 0; /* exponentials instead */
#else
    const int masked = !chain;
#endif
    /* the masked passes' 1 + beta (above kf) and 1 - beta (below), and
     * their first ratios (QPSK has one level a side: no ratios) */
    const vf up = vf_add(one, beta), dn = vf_sub(one, beta);
    const vf v = h == 1 || !masked ? one : cuqam_vexp2_term(vf_mul(c, up));
    const vf w = h == 1 || !masked ? one : cuqam_vexp2_term(vf_mul(c, dn));
    if (chain || masked) {
        vf td = one, rd = one;
        CUQAM_V_UNROLL
        for (int i = h - 1; i >= 0; --i) {
            const vf ii = vf_set1((float)i);
            const vm below = vm_lt(ii, kf);
            if (chain && (i == h - 1 || i % S == S - 1)) {
                cuqam_v_chain_run(z,
                                  i == h - 1,
                                  below,
                                  ii,
                                  kf,
                                  kb,
                                  vf_mul(vf_sub(kf, ii), vf_set1(2.0f)),
                                  b1_dn,
                                  xmax,
                                  &td,
                                  &rd);
            } else if (chain) {
                td = vf_mul(td, vf_min(rd, one));
                rd = vf_mul(rd, z->u);
            } else {
                cuqam_v_near_step(z,
                                  below,
                                  i < h - 1 && i % R == R - 1,
                                  ii,
                                  vf_sub(kf, ii),
                                  kf,
                                  kb,
                                  dn,
                                  w,
                                  &td,
                                  &rd);
            }
            t[i] = td;
        }
        ru = v;
    }
    vf far = one, fs = one;
    /* nearest: the far terms from the near ones, near_i rho^(2i + 1), rho
     * = 2^(c |u|) (d = |u| + 1), relative to the nearest level as in
     * cuqam_exact_pairs_saturating: one exponential a vector instead of
     * far_gap's and q's, three operations a level instead of four */
    const vf rho = nearest ? cuqam_v_exact_exp2(vf_mul(c, vf_sub(d, one))) : one;
    const vf rho2 = vf_mul(rho, rho);
    vf q = h == 1 || nearest ? rho : cuqam_v_exact_exp2(vf_mul(c, vf_add(one, d)));
    CUQAM_V_UNROLL
    for (int i = 0; i < h; ++i) {
        const vf ii = vf_set1((float)i);
        const vm above = vm_lt(kf, ii);
        vf near;
        if (chain) {
            if (i % S == 0)
                cuqam_v_chain_run(z,
                                  i == 0,
                                  above,
                                  ii,
                                  kf,
                                  kb,
                                  vf_mul(vf_sub(ii, kf), vf_set1(2.0f)),
                                  b1_up,
                                  xmax,
                                  &tu,
                                  &ru);
            else {
                tu = vf_mul(tu, vf_min(ru, one));
                ru = vf_mul(ru, z->u);
            }
            near = vf_mul(tu, t[i]); /* tu * td: one of the two is 1 */
        } else if (masked) {
            cuqam_v_near_step(z,
                              above,
                              i > 0 && i % R == 0,
                              ii,
                              vf_sub(ii, kf),
                              kf,
                              kb,
                              up,
                              v,
                              &tu,
                              &ru);
            near = vf_mul(tu, t[i]);
        } else {
            near = cuqam_v_exact_exp2(vf_mul(vf_mul(vf_sub(ii, kf), vf_add(ii, kb)), c));
        }
        if (nearest && CUQAM_V_FAR_OWN_PASS) {
            t[i] = near;
            continue;
        }
        if (nearest) {
            cuqam_v_far_from_near(i, near, rho2, &q, &fs, t);
            continue;
        }
        if (i > 0 && i % R == 0) {
            far = cuqam_v_exact_exp2(vf_mul(c, vf_mul(ii, vf_add(d, ii))));
            q = cuqam_v_exact_exp2(vf_mul(c, vf_add(vf_add(ii, ii), vf_add(one, d))));
        } else if (i > 0) {
            far = vf_mul(far, q);
            q = vf_mul(q, z->u);
        }
        if (i > 0)
            fs = vf_add(fs, far);
        t[i] = vf_fma(far_gap, far, near);
    }
    if (nearest && CUQAM_V_FAR_OWN_PASS) {
        CUQAM_V_UNROLL
        for (int i = 0; i < h; ++i)
            cuqam_v_far_from_near(i, t[i], rho2, &q, &fs, t);
    }
    *far_sum = fs;
}

/* L of bits 0..m-1 in exact's log unit; sign[j]: the sign convention
 * times bit j's label polarity, per lane, times CUQAM_V_LOG_UNIT.
 * saturates: the integers' scale saturates every L whose other set's sum
 * underflowed (|L| >= ln 1e30: cuqam_axis_exact), so that the fallback is
 * left out: such a sum's log is then very large or infinite, which the
 * float clamp saturates. */
CUQAM_V_INLINE void cuqam_v_exact(
    const cuqam_vnoise* z, const vf* sign, vf u, const int m, int saturates, vf* L)
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
    /* Where the integers saturate, the far terms relative to the nearest
     * level (cuqam_v_exact_terms, nearest): no gap, bit 0 from one ratio.
     * A far sum that flushes to 0 lies beyond about 87 nats, which such a
     * scale saturates. */
    const int nearest = saturates && m >= CUQAM_V_NEAREST_MIN_M;
    const vf far_gap =
        nearest ? one
                : cuqam_v_exact_exp2(
                      vf_mul(cuqam_vneg(z->g2), vf_mul(vf_sub(d, e), vf_add(d, e))));
    vf far_sum;
    /* The ratio chains in lanes whose N0 allows them (cuqam_v_chain_run),
     * the other near terms elsewhere; both where a vector holds both (per
     * symbol N0), so that a symbol gets what a call with its N0 gets. */
    const int S = h < CUQAM_EXACT_RESTART ? h : CUQAM_EXACT_RESTART;
#ifdef CUQAM_V_EXACT_CHAINS
    const int chains = h >= 8; /* below 256QAM the masked passes cost less */
#else
    const int chains = 0;
#endif
    const vm chain = vm_le(vf_set1(-0.5f * CUQAM_V_CHAIN_XMAX / (float)S), z->c4);
    if (chains && vm_all(chain)) {
        cuqam_v_exact_terms(z, m, kf, kb, d, far_gap, 1, nearest, t, &far_sum);
    } else {
        cuqam_v_exact_terms(z, m, kf, kb, d, far_gap, 0, nearest, t, &far_sum);
        if (chains && vm_any(chain)) {
            /* (far_sum too: from the near terms, where nearest) */
            vf tc[1 << (CUQAM_MAX_AXIS_BITS - 1)], far_chain;
            cuqam_v_exact_terms(z, m, kf, kb, d, far_gap, 1, nearest, tc, &far_chain);
            for (int i = 0; i < h; ++i)
                t[i] = vf_select(chain, tc[i], t[i]);
            far_sum = vf_select(chain, far_chain, far_sum);
        }
    }
    CUQAM_V_UNROLL
    for (int j = m - 1; j >= 1; --j) {
        const int nblocks = 1 << j;
        /* each sum starts from its first block (x + 0 is not x for -0) */
        vf a1 = vf_zero(), a0 = vf_zero();
        int have1 = 0, have0 = 0;
        CUQAM_V_UNROLL
        for (int b = 0; b < (1 << (CUQAM_MAX_AXIS_BITS - 1)); ++b) {
            if (b >= nblocks)
                continue;
            if (cuqam_sorted_level_bit((unsigned)(h + (b << (m - 1 - j))), j, m)) {
                a1 = have1 ? vf_add(a1, t[b]) : t[b];
                have1 = 1;
            } else {
                a0 = have0 ? vf_add(a0, t[b]) : t[b];
                have0 = 1;
            }
        }
        s1[j] = a1;
        s0[j] = a0;
        CUQAM_V_UNROLL
        for (int b = 0; b < (1 << (CUQAM_MAX_AXIS_BITS - 2)); ++b)
            if (j > 1 && b < nblocks / 2)
                t[b] = vf_add(t[2 * b], t[2 * b + 1]);
    }
    /* u's side's sum: all terms less the other side's (at most half of
     * them), as in cuqam_axis_exact; QPSK's one term is 1 */
    const vf far_part = nearest ? far_sum : vf_mul(far_gap, far_sum);
    const vf near_sum = m == 1 ? one : vf_sub(vf_add(s1[1], s0[1]), far_part);
    const vf g = CUQAM_V_G_UNIT(z);
    /* bit 0: the max-log term plus log(near / far), with the sign of u's own
     * value (1 where v_0 < 0); u = 0 gives 0, as by symmetry (see
     * cuqam_axis_exact) */
    const vf ratio0 = cuqam_vlog_unit(vf_div(near_sum, far_sum));
    const vf x0 =
        nearest ? ratio0 : vf_add(vf_mul(g, vf_mul(vf_sub(d, e), vf_add(d, e))), ratio0);
    L[0] = vf_mul(sign[0], vf_select(vm_lt(v[0], vf_zero()), x0, cuqam_vneg(x0)));
    L[0] = vf_select(vm_lt(vf_zero(), au), L[0], vf_zero());
    CUQAM_V_UNROLL
    for (int j = 1; j < m; ++j) {
        vf S1 = s1[j], S0 = s0[j], maxlog = vf_zero();
        /* the other set's sum underflowed (the own set's is >= 1) */
        const vm apart = vm_le(vf_min(S1, S0), vf_set1(1e-30f));
        if (!saturates && vm_any(apart)) {
            const vm own = vm_lt(v[j], vf_zero()); /* u's own value of bit j is 1 */
            vf dj;
            const vf o2 = cuqam_v_exact_other_sum(z, au, m, j, own, &dj);
            const vf mx = vf_select(
                apart, vf_mul(g, vf_mul(vf_sub(dj, e), vf_add(dj, e))), vf_zero());
            S1 = vf_select(own, S1, vf_select(apart, o2, S1));
            S0 = vf_select(own, vf_select(apart, o2, S0), S0);
            maxlog = vf_select(own, mx, cuqam_vneg(mx));
        }
        L[j] = vf_mul(sign[j], vf_add(maxlog, cuqam_vlog_unit(vf_div(S1, S0))));
    }
}

#endif
