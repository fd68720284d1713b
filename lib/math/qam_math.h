/*
 * Per-axis QAM soft-demapping math, shared by the CPU generic kernel (C11) and
 * the CUDA kernel (nvcc). Both compile these exact float expressions without
 * FMA contraction, which is what makes their integer outputs bit-identical.
 *
 * Units: u is the axis coordinate divided by a (PAM levels at odd integers
 * -(2^m - 1) .. 2^m - 1). The folds v_0 = u, v_j = 2^(m-j) - |v_(j-1)| turn
 * Gray PAM into one sign per bit: axis bit j is 1 exactly where v_j < 0, and
 * |v_j| is the distance from u to the nearest decision boundary of bit j.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_QAM_MATH_H
#define CUQAM_QAM_MATH_H

#include "kernel_params.h"

#ifdef __CUDACC__
#define CUQAM_HD __host__ __device__ __forceinline__
#else
#include <math.h>
#define CUQAM_HD static inline
#endif

/* The GPU uses its special-function unit (a few ulp); the CPU uses libm. The
 * exact method's outputs agree within 1 LSB / 1e-5 (docs/design.md), the others are
 * bit-identical (they use neither). */
#ifdef __CUDA_ARCH__
/* exp(-g x) as one ex2 (log2(e) folded into g2 on the host), ln as lg2 * ln 2;
 * results below FLT_MIN flush to 0, which exact treats as underflow anyway. */
__device__ __forceinline__ float cuqam_ex2(float x)
{
    float r;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}
__device__ __forceinline__ float cuqam_lg2(float x)
{
    float r;
    asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}
#define CUQAM_EXP_NEG(z, x) cuqam_ex2(-(z)->g2_exact*(x))
/* exact's terms: the exponent already scaled by CUQAM_C4 */
#define CUQAM_C4(z) ((z)->c4_2exact)
#define CUQAM_EXP_SCALED(x) cuqam_ex2(x)
/* exact only (approx and maxlog stay bit-identical to the CPU without it) */
#define CUQAM_EXACT_FMA(a, b, c) fmaf(a, b, c)
#define CUQAM_LN(x) (cuqam_lg2(x) * 0.693147180559945309f)
/* ln(a / b), exactly 0 where a == b (a tie must stay a tie: the infinitely
 * far take its sign), which the GPU's approximate division does not give */
#define CUQAM_LN_RATIO(a, b) ((cuqam_lg2(a) - cuqam_lg2(b)) * 0.693147180559945309f)
/* exact's logarithms in the unit the hardware has (base 2 here, e on the
 * CPU): its gains carry CUQAM_LOG_UNIT, the nats a unit, so no product a bit
 * converts them; CUQAM_G_LOG is g = a^2/N0 in that unit */
#define CUQAM_LOG(x) cuqam_lg2(x)
#define CUQAM_LOG_RATIO(a, b) (cuqam_lg2(a) - cuqam_lg2(b))
#define CUQAM_LOG_UNIT 0.693147180559945309f
#define CUQAM_G_LOG(z) ((z)->g2_exact)
#define CUQAM_DIVF __fdividef
#define CUQAM_MINF fminf
/* The GPU wants exact's level loops unrolled (constant levels, registers) and
 * its rare fallback loop rolled (code size). */
#define CUQAM_UNROLL _Pragma("unroll")
#define CUQAM_ROLLED _Pragma("unroll 1")
/* the table kernels' exact sums over the blocks of points, two blocks a
 * pass: half the loop's overhead (256 points 9.9 -> 10.0 Gsym/s on an
 * H100, at N0 = 0.001 8.0 -> 8.5) */
#define CUQAM_UNROLL2 _Pragma("unroll 2")
#else
#define CUQAM_EXP_NEG(z, x) expf(-(z)->g_exact*(x))
#define CUQAM_C4(z) ((z)->c4_exact)
#define CUQAM_EXP_SCALED(x) expf(x)
#define CUQAM_EXACT_FMA(a, b, c) ((a) * (b) + (c))
#define CUQAM_LN(x) logf(x)
#define CUQAM_LN_RATIO(a, b) logf((a) / (b))
#define CUQAM_LOG(x) logf(x)
#define CUQAM_LOG_RATIO(a, b) logf((a) / (b))
#define CUQAM_LOG_UNIT 1.0f
#define CUQAM_G_LOG(z) ((z)->g_exact)
#define CUQAM_DIVF(a, b) ((a) / (b))
/* fminf is a library call in plain C on x86-64; NaN takes the fallback */
#define CUQAM_MINF(a, b) ((a) < (b) ? (a) : (b))
#define CUQAM_UNROLL
#define CUQAM_ROLLED
#define CUQAM_UNROLL2
#endif


/* exact's ratio step 2^(2 c4) (e^ on the CPU), once a call or a symbol */
CUQAM_HD float cuqam_exact_step(const cuqam_noise* z)
{
    return CUQAM_EXP_SCALED(CUQAM_C4(z) + CUQAM_C4(z));
}

/* The values N0 sets, from their numerators k (cuqam_params.nk) by float
 * division: the same bits on every backend, for a call's N0 and for a
 * symbol's (qgain kept within +-FLT_MAX for huge scales). */
CUQAM_HD void cuqam_noise_at(const cuqam_noise* k, float n0, cuqam_noise* z)
{
    const float big = 3.40282347e38f, q = k->qgain / n0;
    z->gain = k->gain / n0;
    z->qgain = q > big ? big : (q < -big ? -big : q);
    z->g_exact = k->g_exact / n0;
    z->g2_exact = k->g2_exact / n0;
    z->c4_exact = -4.0f * z->g_exact;
    z->c4_2exact = -4.0f * z->g2_exact;
    z->n0inv = 1.0f / n0;
    z->g2_table = k->g2_table / n0;
    z->step_exact = cuqam_exact_step(z);
}

/* The call's N0 values as the code running computes them: p->nz, with
 * exact's ratio step made here (the host's is in base e, a GPU's in base 2,
 * by the instruction that makes a symbol's own) */
CUQAM_HD cuqam_noise cuqam_call_noise(const cuqam_params* p)
{
    cuqam_noise z = p->nz;
    z.step_exact = cuqam_exact_step(&z);
    return z;
}

/* A symbol's own N0 (per-symbol noise variances, docs/design.md): below
 * CUQAM_NOISE_VAR_MIN (0 included) it is CUQAM_NOISE_VAR_MIN; NaN, negative
 * or +Inf erase the symbol (*erase = 1: the kernels demap it as NaN, every
 * soft bit neutral). */
CUQAM_HD float cuqam_symbol_n0(float v, int* erase)
{
    *erase = !(v >= 0.0f && v <= 3.40282347e38f);
    return *erase ? 1.0f : (v < CUQAM_NOISE_VAR_MIN ? CUQAM_NOISE_VAR_MIN : v);
}

#ifdef __CUDA_ARCH__
#define CUQAM_NAN __int_as_float(0x7fffffff)
#else
#define CUQAM_NAN NAN
#endif

/* The noise values of symbol s of a call: the call's, or those of the
 * symbol's own N0 in *own (an erased symbol's input becomes NaN). */
CUQAM_HD const cuqam_noise*
cuqam_symbol_noise(const cuqam_params* p, size_t s, cuqam_noise* own, float* i, float* q)
{
    if (!p->noise)
        return &p->nz;
    int erase;
    cuqam_noise_at(&p->nk, cuqam_symbol_n0(p->noise[s], &erase), own);
    if (erase)
        *i = *q = CUQAM_NAN;
    return own;
}

/* Clamp without fminf/fmaxf, which are library calls in plain C on x86-64.
 * Differs from them only for NaN, which every caller has dealt with. */
CUQAM_HD float cuqam_clamp(float x, float lo, float hi)
{
    return x < lo ? lo : (x > hi ? hi : x);
}

/* max(x, 0): exact's squared-distance differences are >= 0 in exact
 * arithmetic, but rounding can leave -tiny, and at a tiny N0 exp(-g * -tiny)
 * overflows (Inf / Inf = NaN, found by the fuzzer). NaN gives 0. */
CUQAM_HD float cuqam_nonneg(float x) { return x > 0.0f ? x : 0.0f; }

/* Level of axis bits c (bit j of c = axis bit j = symbol bit 2j or 2j+1), in units of a.
 */
CUQAM_HD float cuqam_level_from_bits(unsigned c, int m)
{
    float v = 1.0f;
    CUQAM_UNROLL
    for (int j = m - 1; j >= 1; --j) {
        const float s = ((c >> j) & 1u) ? -1.0f : 1.0f;
        v = (float)(1 << (m - j)) - s * v;
    }
    return (c & 1u) ? -v : v;
}

/* Clamped coordinate; NaN and the infinitely far stay detectable through the flags. */
CUQAM_HD float cuqam_axis_u(const cuqam_params* p, float x, int* is_nan, int* is_far)
{
    float u = x * p->inv_a;
    *is_nan = (u != u);
    *is_far = fabsf(u) > CUQAM_FAR_U;
    return cuqam_clamp(
        u, -p->clamp_u, p->clamp_u); /* NaN passes; its bits are zeroed later */
}

/* bs: +-1 per axis bit (labels inverted against 3GPP's); gain * bs is exact,
 * so 3GPP's outputs do not change. */
CUQAM_HD void cuqam_axis_approx(float gain, const float* bs, float u, int m, float* L)
{
    float v = u;
    L[0] = (gain * bs[0]) * v;
    for (int j = 1; j < m; ++j) {
        v = (float)(1 << (m - j)) - fabsf(v);
        L[j] = (gain * bs[j]) * v;
    }
}

/* Folds v_0..v_(m-1) and e, the distance from u to the nearest level. */
CUQAM_HD float cuqam_axis_folds(float u, int m, float* v)
{
    v[0] = u;
    for (int j = 1; j < m; ++j)
        v[j] = (float)(1 << (m - j)) - fabsf(v[j - 1]);
    return fabsf(fabsf(v[m - 1]) - 1.0f);
}

/* Max-log: the nearest level with the bit's other value lies |v_j| + 1 away,
 * the nearest with u's own value e away; L = -sign(v_j)(d_opp^2 - e^2) a^2/N0.
 * e^2 is shared by the bits: one product and a difference a bit (its error,
 * 2^-24 (d^2 + e^2), is far inside the tolerance). */
CUQAM_HD void cuqam_axis_maxlog(float gain, const float* bs, float u, int m, float* L)
{
    float v[CUQAM_MAX_AXIS_BITS];
    const float e = cuqam_axis_folds(u, m, v);
    const float e2 = e * e;
    for (int j = 0; j < m; ++j) {
        const float d = fabsf(v[j]) + 1.0f;
        L[j] = (gain * bs[j]) * copysignf(d * d - e2, v[j]);
    }
}

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

/* One bit's L from its own value's sum and the other's, the other relative
 * to its own nearest member, whose squared distance exceeds the nearest
 * level's by gap (0 where both are relative to the nearest level): the
 * max-log term plus the log of the ratio, with the sign of u's own value
 * (own: 1), times gain (in log units). */
CUQAM_HD float cuqam_exact_bit(
    const cuqam_noise* z, float gain, unsigned own, float own_sum, float other, float gap)
{
    const float x = CUQAM_G_LOG(z) * gap + CUQAM_LOG(CUQAM_DIVF(own_sum, other));
    return (own ? gain : -gain) * x;
}

/* exact's products of factors restart from an exponential every this many
 * levels (1024QAM and 4096QAM): a term a levels into a run of products
 * carries about a^2/2 roundings, so at most about 36 */
#define CUQAM_EXACT_RESTART 8

/* Exact: L = ln sum_{x in A1} exp(-(u-x)^2 g) - ln sum_{x in A0} (...), g = a^2/N0,
 * on the half-axis of |u| (Gray PAM's bits j >= 1 depend on |u| only; bit 0
 * is the sign), in factored exponents that are exact integers where it
 * matters and never negative:
 * - the h = 2^(m-1) levels on u's side, 2i + 1, relative to the nearest, n:
 *   with 2w = |u| - 1 (level i at w = i), (|u| - l_i)^2 - (|u| - l_n)^2 =
 *   4 (i - n)(i + n - 2w); every term <= 1, the nearest exactly 1;
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
/* L times out_scale (the integer scale, or 1 for f32) */
CUQAM_HD void cuqam_axis_exact(const cuqam_params* p,
                               const cuqam_noise* z,
                               const float* bs,
                               float out_scale,
                               float u,
                               int m,
                               float* L)
{
    const int h = 1 << (m - 1);
    float s1[CUQAM_MAX_AXIS_BITS], s0[CUQAM_MAX_AXIS_BITS];
    float t[1 << (CUQAM_MAX_AXIS_BITS - 1)];
    const float au = fabsf(u);
    /* The nearest index rounds w (1.5 * 2^23 rounds to nearest; |u| <= 4 *
     * 2^m); the comparisons also send NaN to index 0. Rounding is monotonic,
     * so with this tw the factors keep their signs. */
    const float tw = au - 1.0f;
    float kf = (tw * 0.5f + 12582912.0f) - 12582912.0f;
    kf = kf >= 0.0f ? kf : 0.0f;
    kf = kf <= (float)(h - 1) ? kf : (float)(h - 1);
    const float kb = kf - tw; /* i + kb = i + n - 2w */
    const float e = fabsf(tw - 2.0f * kf);
    const float d = au + 1.0f;
    const float far_gap = CUQAM_EXP_NEG(z, (d - e) * (d + e));
    /* c = -4g (or -4g log2 e). The near exponents' factors are exact (the
     * differences of nearby floats), so only the products round: relative
     * errors at any N0, and the nearest term exactly 1. (c (i - kf) from a
     * fused c i - c kf would save an operation a term, but its error is
     * absolute, up to an ulp of c kf: at N0 = 1e-12 the nearest term became
     * Inf.) The far ones add two terms of one sign. */
    const float c = CUQAM_C4(z), cd = c * d, q_step = z->step_exact;
    /* The far terms 2^(c i (d + i)) (e^ on the CPU) by products: each is the
     * one before times q_i = 2^(c (2i + 1 + d)), q_(i+1) = q_i 2^(2c), all
     * <= 1; restarted from exponentials every CUQAM_EXACT_RESTART levels,
     * which bounds a term's roundings (docs/design.md). */
    /* level 0 apart: its far term is 1, its near exponent c (0 - kf) kb */
    const float near0 = CUQAM_EXP_SCALED((-kf * kb) * c);
    float far_sum = 1.0f, far = 1.0f, q = CUQAM_EXP_SCALED(cd + c);
    t[0] = far_gap + near0;
    CUQAM_UNROLL
    for (int i = 1; i < (1 << (CUQAM_MAX_AXIS_BITS - 1)); ++i) {
        if (i < h) {
            const float fi = (float)i;
            const float near = CUQAM_EXP_SCALED(((fi - kf) * (fi + kb)) * c);
            if (i % CUQAM_EXACT_RESTART == 0) {
                far = CUQAM_EXP_SCALED(CUQAM_EXACT_FMA(fi, cd, c * (fi * fi)));
                q = CUQAM_EXP_SCALED(CUQAM_EXACT_FMA(2.0f * fi + 1.0f, c, cd));
            } else {
                far *= q;
                q *= q_step;
            }
            far_sum += far;
            t[i] = CUQAM_EXACT_FMA(far_gap, far, near);
        }
    }
    /* Level of the tree holding blocks of 2^(m-1-j) levels serves bit j; the
     * bit of the block starting at i is that of level h + i in sorted order.
     * Each sum starts from its first block (x + 0 is not x for x = -0, so a
     * compiler keeps a sum started from 0). (Inner loops run to a fixed bound
     * with a guard so that the GPU compiler unrolls them completely: a bound
     * that depends on j keeps them loops.) */
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
    /* u's side's sum: all terms less the other side's, which is at most
     * half of them (each mirrored level lies farther), so a few ulp */
    const float near_sum =
        m == 1 ? near0 : CUQAM_EXACT_FMA(-far_gap, far_sum, s1[1] + s0[1]);
    /* bits j >= 1, from 64QAM up: where both sums of every bit are in range
     * (nearly always), ln(S1 / S0), one branch an axis. (16QAM's one such
     * bit ran 7 % slower on the GPU with the branch; 64QAM to 4096QAM 3-6 %
     * faster.) */
    float lo = 0.0f;
    CUQAM_UNROLL
    for (int j = 1; j < m; ++j)
        lo = j == 1 ? CUQAM_MINF(s1[1], s0[1]) : CUQAM_MINF(lo, CUQAM_MINF(s1[j], s0[j]));
    const float unit = out_scale * CUQAM_LOG_UNIT;
    if (m >= 3 && lo > 1e-30f) {
        CUQAM_UNROLL
        for (int j = 1; j < m; ++j)
            L[j] = ((p->sign * bs[j]) * unit) * CUQAM_LOG_RATIO(s1[j], s0[j]);
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
            L[j] = au == au ? cuqam_exact_bit(z,
                                              (p->sign * bs[j]) * unit,
                                              own,
                                              own_sum,
                                              other,
                                              apart ? (dj - e) * (dj + e) : 0.0f)
                            : 0.0f;
        }
    }
    /* bit 0: the half sums, the other relative to its nearest, d away */
    L[0] = cuqam_exact_bit(
        z, (p->sign * bs[0]) * unit, u < 0.0f, near_sum, far_sum, (d - e) * (d + e));
    /* u = 0 lies on bit 0's boundary: its two sums, computed apart, may
     * differ in the last bit; L is 0 there, as by symmetry. NaN gives 0 on
     * every bit here (its comparisons fail, so it takes the fallback above),
     * not through the conversion: the GPU rounds exact's integers without
     * one (kernels.cuh). */
    L[0] = au > 0.0f ? L[0] : 0.0f;
}

/* Soft values of one axis: LLRs (f32), or LLR * scale ready for rounding
 * (s8/u8; approx and maxlog fold the scale into their gain). NaN gives 0.
 * Returns whether x lies beyond CUQAM_FAR_U, where cuqam_axis_far must
 * then replace L (the CUDA kernels take that rare case on a branch of its
 * own rather than paying a predicated product on every soft bit). */
/* method and output are passed apart from p so that the CUDA kernels, which
 * pass compile-time constants, compile only their own branch. */
CUQAM_HD int cuqam_axis_soft_near(const cuqam_params* p,
                                  const cuqam_noise* z,
                                  int method,
                                  int output,
                                  int axis,
                                  float x,
                                  int m,
                                  float* L)
{
    int is_nan, is_far;
    const float u = cuqam_axis_u(p, x, &is_nan, &is_far);
    const float gain = output == CUQAM_OUTPUT_F32 ? z->gain : z->qgain;
    const float* bs = p->bit_sign[axis];
    if (method == CUQAM_METHOD_APPROX) {
        cuqam_axis_approx(gain, bs, u, m, L);
    } else if (method == CUQAM_METHOD_EXACT) {
        cuqam_axis_exact(p, z, bs, output == CUQAM_OUTPUT_F32 ? 1.0f : p->scale, u, m, L);
    } else {
        cuqam_axis_maxlog(gain, bs, u, m, L);
    }
#ifdef __CUDA_ARCH__
    /* the GPU's integer conversion (cvt.rni.sat) already gives NaN 0 */
    if (output != CUQAM_OUTPUT_F32)
        return is_far;
#endif
    for (int j = 0; j < m; ++j)
        L[j] = is_nan ? 0.0f : L[j];
    return is_far;
}

/* Infinitely far (beyond CUQAM_FAR_U; never NaN): the folds at the clamp
 * give each bit's sign (none is 0 there), far_gain makes it saturate, +-Inf
 * for f32; the same on every backend. */
CUQAM_HD void cuqam_axis_far(const cuqam_params* p, int axis, float x, int m, float* L)
{
    int is_nan, is_far;
    cuqam_axis_approx(
        p->far_gain, p->bit_sign[axis], cuqam_axis_u(p, x, &is_nan, &is_far), m, L);
}

/* Soft values of one axis, the infinitely far included. */
CUQAM_HD void cuqam_axis_soft(const cuqam_params* p,
                              const cuqam_noise* z,
                              int method,
                              int output,
                              int axis,
                              float x,
                              int m,
                              float* L)
{
    if (cuqam_axis_soft_near(p, z, method, output, axis, x, m, L))
        cuqam_axis_far(p, axis, x, m, L);
}

/* Round-half-to-even of the clamped scaled LLR y. The GPU kernel rounds then
 * saturates in one conversion, which gives the same integers: the clamp
 * bounds are integers. */
/* Adding and taking away 1.5 * 2^23 rounds any |x| < 2^22 half to even under
 * the default rounding mode, in two adds (rintf is a slow path without SSE4.1). */
CUQAM_HD float cuqam_round_half_even(float x) { return (x + 12582912.0f) - 12582912.0f; }

CUQAM_HD signed char cuqam_quantize_s8(float y)
{
    return (signed char)(int)cuqam_round_half_even(cuqam_clamp(y, -127.0f, 127.0f));
}

CUQAM_HD unsigned char cuqam_quantize_u8(float y)
{
    return (unsigned char)(128 +
                           (int)cuqam_round_half_even(cuqam_clamp(y, -128.0f, 127.0f)));
}

#endif /* CUQAM_QAM_MATH_H */
