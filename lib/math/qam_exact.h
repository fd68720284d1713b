/*
 * The exact method on one axis of square QAM: the log-sum-exp over its PAM
 * levels in factored exponents, with the rare underflow fallback.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_QAM_EXACT_H
#define CUQAM_QAM_EXACT_H

#include "qam_axis.h"

/* Bit j of the level at sorted index k (levels -(2^m-1), ..., 2^m-1): Gray
 * PAM splits each bit into aligned blocks of 2^(m-1-j) levels, and block b
 * carries a 1 exactly when b mod 4 is 0 or 3. */
CUQAM_HD int cuqam_sorted_level_bit(unsigned k, int j, int m)
{
    const unsigned b = (k >> (m - 1 - j)) & 3u;
    return b == 0u || b == 3u;
}

/* The other set's sum of bit j >= 1 relative to its own nearest member,
 * where it underflowed relative to the nearest level (|L| > ~69): the rare
 * case, rolled. The set holds the pairs of levels +-(2i + 1) whose bit j is
 * not own (Gray PAM's bits j >= 1 are symmetric), the nearer of each pair on
 * u's side. *dm gets the nearest member's distance, found as the minimum of
 * the very distances the terms use, so that its term is exactly 1. */
CUQAM_HD float cuqam_exact_other_sum(
    const cuqam_noise* z, float au, int m, int j, unsigned own, float* dm)
{
    const int h = 1 << (m - 1);
    float dmin = 3.0e38f, other = 0.0f;
    CUQAM_ROLLED
    for (int i = 0; i < h; ++i) {
        const float dn = fabsf(au - (float)(2 * i + 1));
        if ((unsigned)cuqam_sorted_level_bit((unsigned)(h + i), j, m) != own)
            dmin = dn < dmin ? dn : dmin;
    }
    CUQAM_ROLLED
    for (int i = 0; i < h; ++i) {
        if ((unsigned)cuqam_sorted_level_bit((unsigned)(h + i), j, m) == own)
            continue;
        const float dn = fabsf(au - (float)(2 * i + 1)), df = au + (float)(2 * i + 1);
        other += CUQAM_EXP_NEG(z, cuqam_nonneg((dn - dmin) * (dn + dmin))) +
                 CUQAM_EXP_NEG(z, (df - dmin) * (df + dmin));
    }
    *dm = dmin;
    return other;
}

/* exact's integers' low end on the GPU, which leaves them clamped and
 * biased (cuqam_exact_value): -127 for s8, -128 for u8; 0 for f32 and on
 * the CPU */
CUQAM_HD int cuqam_exact_lo(int output)
{
    return output == CUQAM_OUTPUT_F32 || !CUQAM_EXACT_FAST_INT ? 0
           : output == CUQAM_OUTPUT_S8                         ? -127
                                                               : -128;
}

/* A soft value from x, an L in log units, and its bit's gain (the scale in
 * log units, with the bit's sign). lo = 0: gain x (f32; the CPU rounds its
 * integers after). The GPU's integers (lo = -127 for s8, -128 for u8; gain
 * already divided by the range 127 - lo): clamped to [lo, 127] by one
 * saturating FFMA, then, by a second, scaled back and put in the low bits
 * of a float by CUQAM_EXACT_INT_BIAS, whose last place is 1, so that the
 * FFMA rounds it half to even (symbol_out.cuh takes the low byte). The
 * first FFMA's rounding, 2^-24 of the range, can move a value lying that
 * near a half by one step: within exact's 1 LSB between backends. NaN
 * clamps to lo here: the GPU's integers take NaN on the rare branch
 * (cuqam_axis_soft_near). */
CUQAM_HD float cuqam_exact_value(float gain, float x, int lo)
{
    if (!lo)
        return CUQAM_EXACT_FMA(gain, x, 0.0f);
    const float range = 127.0f - (float)lo;
    return CUQAM_EXACT_FMA(CUQAM_SATF(CUQAM_EXACT_FMA(x, gain, -(float)lo / range)),
                           range,
                           CUQAM_EXACT_INT_BIAS + (float)lo);
}

/* One bit's L from its own value's sum and the other's, the other relative
 * to its own nearest member, whose term lies gap_log (log units) below the
 * nearest level's (0 where both are relative to the nearest level): the
 * max-log term plus the log of the ratio, with the sign of u's own value
 * (own: 1), as cuqam_exact_value makes it. */
CUQAM_HD float cuqam_exact_bit(
    float gain, unsigned own, float own_sum, float other, float gap_log, int lo)
{
    const float x = gap_log + CUQAM_LOG_RATIO(own_sum, other);
    return cuqam_exact_value(own ? gain : -gain, x, lo);
}

/* The sums of bits j >= 1 (s1: value 1, s0: 0) from the pairs' terms t of
 * the levels i = 0 .. 2^(m-1)-1 of u's side, t clobbered: level of the tree
 * holding blocks of 2^(m-1-j) levels serves bit j; the bit of the block
 * starting at i is that of level h + i in sorted order (Gray PAM's sets are
 * unions of aligned blocks). Each sum starts from its first block (x + 0 is
 * not x for x = -0, so a compiler keeps a sum started from 0). (Inner loops
 * run to a fixed bound with a guard so that the GPU compiler unrolls them
 * completely: a bound that depends on j keeps them loops.) */
CUQAM_HD void cuqam_exact_tree(float* t, int m, float* s1, float* s0)
{
    const int h = 1 << (m - 1);
    CUQAM_UNROLL
    for (int j = m - 1; j >= 1; --j) {
        const int nblocks = 1 << j;
        float a1 = 0.0f, a0 = 0.0f;
        int have1 = 0, have0 = 0;
        CUQAM_UNROLL
        for (int bk = 0; bk < (1 << (CUQAM_MAX_AXIS_BITS - 1)); ++bk) {
            if (bk < nblocks) {
                if (cuqam_sorted_level_bit((unsigned)(h + (bk << (m - 1 - j))), j, m)) {
                    a1 = have1 ? a1 + t[bk] : t[bk];
                    have1 = 1;
                } else {
                    a0 = have0 ? a0 + t[bk] : t[bk];
                    have0 = 1;
                }
            }
        }
        s1[j] = a1;
        s0[j] = a0;
        CUQAM_UNROLL
        for (int bk = 0; bk < (1 << (CUQAM_MAX_AXIS_BITS - 2)); ++bk)
            if (j > 1 && bk < nblocks / 2)
                t[bk] = t[2 * bk] + t[2 * bk + 1];
    }
}

/* exact's products of factors restart from an exponential every this many
 * levels (1024QAM and 4096QAM): a term a levels into a run of products
 * carries about a^2/2 roundings, so at most about 36 */
#define CUQAM_EXACT_RESTART 8

/* The GPU's integer outputs (fast_int) take their near exponents from the
 * expanded quadratic, two FMAs each, below this |c| h^2 (c = CUQAM_C4 < 0,
 * h the levels of a half-axis): its error is absolute, at most about
 * 3 |c| h^2 2^-24 (log units) on a term near the nearest, 0.1 at the limit,
 * inside exact's tolerance wherever (it grows with the nearest level's
 * square as the tolerance does with u's), and far below a step of the
 * integers; f32 would lose the relative 1e-5 of an L near 0 that the
 * backends agree to (docs/design.md). Above the limit (N0 below about 4e-6
 * with unit energy, 54 dB), and for f32, the exact factors, whose error is
 * relative at any N0. */
#define CUQAM_EXACT_FAST_LIMIT 524288.0f

/* The pairs' terms of the levels i = 0 .. h-1 of u's side (2i + 1), each
 * relative to the nearest level kf: t_i = near_i + M far_i (M = far_gap);
 * *far_sum gets the far terms' sum. c = -4g (or -4g log2 e); near_0 and q_0
 * come from the caller (cuqam_axis_exact).
 * - near_i = 2^(c (i - kf)(i + kb)): fast, i (c i + P) + Q, two FMAs with
 *   constant i (three operations fewer than the factors; error absolute,
 *   CUQAM_EXACT_FAST_LIMIT); else the factors, exact (the differences of
 *   nearby floats), so only the products round: relative errors at any N0,
 *   the nearest term exactly 1.
 * - far_i = 2^(c i (d + i)) (e^ on the CPU) by products: each is the one
 *   before times q_i = 2^(c (2i + 1 + d)), q_(i+1) = q_i 2^(2c), all <= 1;
 *   restarted from exponentials every CUQAM_EXACT_RESTART levels, which
 *   bounds a term's roundings (docs/design.md). far_0 = 1. */
CUQAM_HD void cuqam_exact_pairs(const cuqam_noise* z,
                                int fast,
                                int h,
                                float tw,
                                float kf,
                                float kb,
                                float d,
                                float near0,
                                float q0,
                                float far_gap,
                                float* t,
                                float* far_sum)
{
    const float c = CUQAM_C4(z), cd = c * d, q_step = z->step_exact;
    const float P = -c * tw, Q = (-c * kf) * kb;
    float sum = 1.0f, far = 1.0f, q = q0;
    t[0] = far_gap + near0;
    CUQAM_UNROLL
    for (int i = 1; i < (1 << (CUQAM_MAX_AXIS_BITS - 1)); ++i) {
        if (i < h) {
            const float fi = (float)i;
            const float near =
                fast ? CUQAM_EXP_SCALED(CUQAM_EXACT_FMA(fi, CUQAM_EXACT_FMA(c, fi, P), Q))
                     : CUQAM_EXP_SCALED(((fi - kf) * (fi + kb)) * c);
            if (i % CUQAM_EXACT_RESTART == 0) {
                far = CUQAM_EXP_SCALED(CUQAM_EXACT_FMA(fi, cd, c * (fi * fi)));
                q = CUQAM_EXP_SCALED(CUQAM_EXACT_FMA(2.0f * fi + 1.0f, c, cd));
            } else {
                far *= q;
                q *= q_step;
            }
            sum += far;
            t[i] = CUQAM_EXACT_FMA(far_gap, far, near);
        }
    }
    *far_sum = sum;
}

/* The fast saturating form's pairs' terms (cuqam_exact_forms: both), of
 * the levels i = 0 .. h-1 of u's side, relative to the nearest level:
 * near_i = 2^(i (c i + P) + Q), two FMAs and an exponential; the mirrored
 * level -(2i + 1) lies 4 |u| (2i + 1) farther in squared distance, so its
 * term is near_i rho^(2i + 1), rho = 2^(c |u|): one product a level for
 * the power, one FMA each for t_i and for *far_sum, the other side's sum
 * (relative to the nearest level, not to its own nearest as in
 * cuqam_exact_pairs: one product a level fewer). Every factor is at most 1;
 * a term flushes below 2^-126 only where bit 0's |L| is above about 85 nats,
 * which the saturating integers clip anyway. */
CUQAM_HD void cuqam_exact_pairs_saturating(
    int h, float c, float P, float Q, float near0, float rho, float* t, float* far_sum)
{
    const float rho2 = rho * rho;
    float power = rho, sum = near0 * rho;
    t[0] = CUQAM_EXACT_FMA(near0, rho, near0);
    CUQAM_UNROLL
    for (int i = 1; i < (1 << (CUQAM_MAX_AXIS_BITS - 1)); ++i) {
        if (i < h) {
            const float fi = (float)i;
            const float near =
                CUQAM_EXP_SCALED(CUQAM_EXACT_FMA(fi, CUQAM_EXACT_FMA(c, fi, P), Q));
            power *= rho2;
            sum = CUQAM_EXACT_FMA(near, power, sum);
            t[i] = CUQAM_EXACT_FMA(near, power, near);
        }
    }
    *far_sum = sum;
}

/* Where every bit's |L| is below this (ln 1e30, in log units), every other
 * value's sum is above about 1e-30: the own sum is at least its nearest
 * term, 1 */
#define CUQAM_EXACT_APART_NATS 69.0775528f
#define CUQAM_EXACT_APART_LOG (CUQAM_EXACT_APART_NATS / CUQAM_LOG_UNIT)

/* Whether integers of this scale (steps a nat) saturate every L the
 * underflow fallback would serve (|L| at least CUQAM_EXACT_APART_NATS; a
 * scale of at least 1.86): the GPU (cuqam_axis_exact) and the SIMD kernels
 * (cuqam_v_exact) then leave it out */
CUQAM_HD int cuqam_exact_saturates(float scale)
{
    return CUQAM_EXACT_APART_NATS * scale >= 128.0f;
}

/* The largest integer scale (steps a nat) of the far terms' form from the
 * nearest level, whose bit 0 (from 64QAM up) takes one logarithm of a
 * quotient within 7e-6 relative (CUQAM_LOG_RATIO_NORMAL): 7e-6 nats, at
 * most 0.23 of a step here, and a tie (u = 0 aside, N0 so large that every
 * term is 1) still gives 0. Larger scales take the general loop. */
#define CUQAM_EXACT_NEAREST_SCALE 32768.0f

/* The forms cuqam_axis_exact takes for a call, the same for all its
 * symbols (flags): the near exponents by FMAs (the GPU's integers, m <= 5,
 * |c| h^2 below CUQAM_EXACT_FAST_LIMIT), and no underflow fallback (the
 * GPU's integers where the scale saturates what it serves); where both
 * hold, up to CUQAM_EXACT_NEAREST_SCALE, the far terms relative to the
 * nearest level (cuqam_exact_pairs_saturating). The GPU's kernels ask for
 * them once and give the commonest, all three, a loop of its own
 * (kernels.cuh), whose other loop clears CUQAM_EXACT_FROM_NEAREST so as not
 * to hold its code; CUQAM_EXACT_FORMS_OF_CALL lets cuqam_axis_exact ask.
 * _in: from CUQAM_C4 and the integer scale (the host asks about the GPU's,
 * cuda/launch.cu, with the GPU's c4). */
#define CUQAM_EXACT_FAST 1
#define CUQAM_EXACT_SATURATING 2
#define CUQAM_EXACT_FROM_NEAREST 4
#define CUQAM_EXACT_COMMON \
    (CUQAM_EXACT_FAST | CUQAM_EXACT_SATURATING | CUQAM_EXACT_FROM_NEAREST)
#define CUQAM_EXACT_FORMS_OF_CALL (-1)
CUQAM_HD int cuqam_exact_forms_in(float c4, float scale, int lo, int m)
{
    const float h = (float)(1 << (m - 1));
    const int fast = lo && m <= 5 && c4 * (h * h) > -CUQAM_EXACT_FAST_LIMIT;
    const int saturating = lo && cuqam_exact_saturates(scale);
    return fast && saturating && scale <= CUQAM_EXACT_NEAREST_SCALE
               ? CUQAM_EXACT_COMMON
               : (fast ? CUQAM_EXACT_FAST : 0) |
                     (saturating ? CUQAM_EXACT_SATURATING : 0);
}
CUQAM_HD int cuqam_exact_forms(const cuqam_noise* z, float out_scale, int lo, int m)
{
    return cuqam_exact_forms_in(CUQAM_C4(z), out_scale, lo, m);
}

/* Exact: L = ln sum_{x in A1} exp(-(u-x)^2 g) - ln sum_{x in A0} (...), g = a^2/N0,
 * on the half-axis of |u| (Gray PAM's bits j >= 1 depend on |u| only; bit 0
 * is the sign), every term relative to the nearest level, never above 1:
 * - the h = 2^(m-1) levels on u's side, 2i + 1, relative to the nearest, n:
 *   with 2w = |u| - 1 (level i at w = i), (|u| - l_i)^2 - (|u| - l_n)^2 =
 *   4 (i - n)(i + n - 2w); the nearest term 1;
 * - the levels on the other side relative to their nearest, d = |u| + 1
 *   away: (d + 2i)^2 - d^2 = 4 i (d + i), so r_0 = 1; relative to the
 *   nearest level they are M r_i, M = exp(-g(d^2 - e^2)), e the distance to
 *   the nearest level.
 * Bit 0's L is then the max-log term g(d^2 - e^2) plus the log of the ratio
 * of the two half sums, each >= 1: exact at every N0, no underflow. Bits j
 * >= 1 sum the pairs (i, -i) by one tree of pairwise sums over i (their sets
 * are unions of aligned blocks); only where the other set's sum underflows
 * is it summed again relative to its own nearest member. The near terms are
 * one exponential each here (the GPU's ex2 is one instruction, and products
 * would need selects around the nearest level); the far ones are products,
 * and the SIMD kernels make both by products (cuqam_demap_exact.h). */
/* L times out_scale (the integer scale, or 1 for f32); lo: 0, or the GPU's
 * integers' low end (cuqam_exact_value); forms: cuqam_exact_forms' (or
 * CUQAM_EXACT_FORMS_OF_CALL). */
CUQAM_HD void cuqam_axis_exact(const cuqam_params* p,
                               const cuqam_noise* z,
                               const float* bs,
                               float out_scale,
                               int lo,
                               int forms,
                               float u,
                               int m,
                               float* L)
{
    const float bias = lo ? CUQAM_EXACT_INT_BIAS : 0.0f;
    const int h = 1 << (m - 1);
    if (forms == CUQAM_EXACT_FORMS_OF_CALL)
        forms = cuqam_exact_forms(z, out_scale, lo, m);
    const int fast = forms & CUQAM_EXACT_FAST,
              saturating = forms & CUQAM_EXACT_SATURATING,
              from_nearest = forms & CUQAM_EXACT_FROM_NEAREST;
    float s1[CUQAM_MAX_AXIS_BITS], s0[CUQAM_MAX_AXIS_BITS];
    /* (t zeroed: GCC cannot see that the tree reads only the h set) */
    float t[1 << (CUQAM_MAX_AXIS_BITS - 1)] = { 0.0f };
    const float au = fabsf(u), c = CUQAM_C4(z);
    /* The nearest index rounds w (1.5 * 2^23 rounds to nearest; |u| <= 4 *
     * 2^m); the max also sends NaN to index 0. Rounding is monotonic, so
     * with this tw the exact factors keep their signs. */
    const float tw = au - 1.0f;
    float kf = CUQAM_EXACT_FMA(tw, 0.5f, 12582912.0f) - 12582912.0f; /* tw / 2 exact */
    kf = CUQAM_MAXF(kf, 0.0f);
    kf = kf <= (float)(h - 1) ? kf : (float)(h - 1);
    const float kb = kf - tw; /* i + kb = i + n - 2w */
    const float e = fabsf(CUQAM_EXACT_FMA(-2.0f, kf, tw));
    const float d = au + 1.0f;
    /* near_0 (level 1), M = far_gap (level -1, d away) and q_0 = 2^(c (d +
     * 1)), and gap_log, the max-log term g (d^2 - e^2) in log units. Fast:
     * level -1's squared distance is level 1's plus 4|u|, so M = near_0
     * rho and q_0 = rho 2^(2c), rho = 2^(c |u|): one exponential for both,
     * and gap_log = -(Q + c |u|), Q near_0's exponent (an absolute error,
     * as the fast near exponents'). From the nearest: every far term
     * relative to the nearest level too (cuqam_exact_pairs_saturating), so
     * M = 1 and no gap_log. 4096QAM keeps the factors: with both forms its
     * kernel spilled at 48 registers, and its exponentials, not its issue
     * slots, bound it. */
    float near0, far_gap, q0, gap_log, far_sum;
    if (from_nearest) {
        const float Q = (-c * kf) * kb;
        near0 = CUQAM_EXP_SCALED(Q);
        cuqam_exact_pairs_saturating(
            h, c, -c * tw, Q, near0, CUQAM_EXP_SCALED(c * au), t, &far_sum);
        far_gap = 1.0f; /* far_sum is relative to the nearest level */
        gap_log = 0.0f;
        q0 = 0.0f;
    } else if (fast) {
        const float Q = (-c * kf) * kb, rho = CUQAM_EXP_SCALED(c * au);
        near0 = CUQAM_EXP_SCALED(Q);
        far_gap = near0 * rho;
        q0 = rho * z->step_exact;
        gap_log = -CUQAM_EXACT_FMA(c, au, Q);
    } else {
        const float gap = (d - e) * (d + e);
        near0 = CUQAM_EXP_SCALED((-kf * kb) * c);
        far_gap = CUQAM_EXP_NEG(z, gap);
        q0 = CUQAM_EXP_SCALED(c * d + c);
        gap_log = CUQAM_G_LOG(z) * gap;
    }
    /* the pairs' terms; fast as a constant in each call, so that each
     * interleaves its near and far terms */
    if (fast && !from_nearest)
        cuqam_exact_pairs(z, 1, h, tw, kf, kb, d, near0, q0, far_gap, t, &far_sum);
    else if (!fast)
        cuqam_exact_pairs(z, 0, h, tw, kf, kb, d, near0, q0, far_gap, t, &far_sum);
    cuqam_exact_tree(t, m, s1, s0);
    /* u's side's sum: all terms less the other side's, which is at most
     * half of them (each mirrored level lies farther), so a few ulp */
    const float near_sum =
        m == 1 ? near0 : CUQAM_EXACT_FMA(-far_gap, far_sum, s1[1] + s0[1]);
    /* the gains: for the GPU's integers divided by their range */
    const float to_value = lo ? 1.0f / (127.0f - (float)lo) : 1.0f;
    const float unit = out_scale * CUQAM_LOG_UNIT;
    /* bits j >= 1: where every other value's sum is in range (nearly
     * always), ln(S1 / S0), from 64QAM up one branch an axis, taken on the
     * logarithms themselves (CUQAM_EXACT_APART_LOG; NaN takes the fallback).
     * (16QAM's one such bit ran 7 % slower on the GPU with the branch; 64QAM
     * to 4096QAM 3-6 % faster.) Where the GPU's integers saturate every |L|
     * of at least that bound (|x| unit >= 128; a scale of at least 1.86 a
     * nat, the default 8), ln(S1 / S0) with no branch, 16QAM too: an
     * underflowed sum gives +-Inf, which saturates as the fallback's L would
     * (at N0 = 1e-4, where nearly every outer bit's sum underflows, 256QAM
     * u8 ran 7.8x faster on an H200); their NaN takes the infinitely far's
     * branch (cuqam_axis_soft_near). */
    float r[CUQAM_MAX_AXIS_BITS], big = 0.0f;
    if (m >= 3 || (m == 2 && saturating)) {
        CUQAM_UNROLL
        for (int j = 1; j < m; ++j) {
            r[j] = CUQAM_LOG_RATIO(s1[j], s0[j]);
            big = j == 1 ? fabsf(r[1]) : CUQAM_MAXF(big, fabsf(r[j]));
        }
    }
    if (m >= 2 && (saturating || (m >= 3 && big < CUQAM_EXACT_APART_LOG))) {
        CUQAM_UNROLL
        for (int j = 1; j < m; ++j)
            L[j] = cuqam_exact_value(((p->sign * bs[j]) * unit) * to_value, r[j], lo);
    } else {
        float v[CUQAM_MAX_AXIS_BITS]; /* the folds give u's own bit values */
        cuqam_axis_folds(u, m, v);
        CUQAM_UNROLL
        for (int j = 1; j < m; ++j) {
            const unsigned own = v[j] < 0.0f; /* u's own value of bit j */
            const float own_sum = own ? s1[j] : s0[j];
            float other = own ? s0[j] : s1[j], dj = d;
            const int apart = other <= 1e-30f;
            if (apart) /* relative to its own nearest member, dj away */
                other = cuqam_exact_other_sum(z, au, m, j, own, &dj);
            L[j] = au == au ? cuqam_exact_bit(
                                  ((p->sign * bs[j]) * unit) * to_value,
                                  own,
                                  own_sum,
                                  other,
                                  apart ? CUQAM_G_LOG(z) * ((dj - e) * (dj + e)) : 0.0f,
                                  lo)
                            : bias;
        }
    }
    /* bit 0: the half sums, the other relative to its nearest, d away */
    const float gain0 = ((p->sign * bs[0]) * unit) * to_value;
    /* (from 64QAM up, where the special-function unit bounds exact, one
     * logarithm: near_sum is at least its nearest term, 1) */
    if (from_nearest && m >= 3)
        L[0] = cuqam_exact_value(
            u < 0.0f ? -gain0 : gain0, CUQAM_LOG_RATIO_NORMAL(far_sum, near_sum), lo);
    else
        L[0] = from_nearest /* (no gap to add: x + 0 is an operation) */
                   ? cuqam_exact_value(u < 0.0f ? gain0 : -gain0,
                                       CUQAM_LOG_RATIO(near_sum, far_sum),
                                       lo)
                   : cuqam_exact_bit(gain0, u < 0.0f, near_sum, far_sum, gap_log, lo);
    /* u = 0 lies on bit 0's boundary: its two sums, computed apart, may
     * differ in the last bit; L is 0 there, as by symmetry. NaN gives 0 on
     * every bit here where it takes the fallback above (its comparisons
     * fail); the GPU's integers, which round without a conversion, take it
     * on the infinitely far's branch instead (symbol_out.cuh). */
    L[0] = au > 0.0f ? L[0] : bias;
}

#endif /* CUQAM_QAM_EXACT_H */
