/*
 * Per-axis square-QAM math shared by every method: the clamped coordinate,
 * the folds, and the closed forms of approx and maxlog.
 *
 * Units: u is the axis coordinate divided by a (PAM levels at odd integers
 * -(2^m - 1) .. 2^m - 1). The folds v_0 = u, v_j = 2^(m-j) - |v_(j-1)| turn
 * Gray PAM into one sign per bit: axis bit j is 1 exactly where v_j < 0, and
 * |v_j| is the distance from u to the nearest decision boundary of bit j.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_QAM_AXIS_H
#define CUQAM_QAM_AXIS_H

#include "math_platform.h"

/* Clamp without fminf/fmaxf, which are library calls in plain C on x86-64
 * and, like the GPU's plain min and max, drop NaN: here NaN passes (its
 * bits are zeroed later). From sm_80 on the GPU has a max and a min that
 * pass NaN: two instructions instead of two compares and two selects, the
 * same results. */
CUQAM_HD float cuqam_clamp(float x, float lo, float hi)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    float r;
    asm("max.NaN.f32 %0, %1, %2;" : "=f"(r) : "f"(x), "f"(lo));
    asm("min.NaN.f32 %0, %1, %2;" : "=f"(r) : "f"(r), "f"(hi));
    return r;
#else
    return x < lo ? lo : (x > hi ? hi : x);
#endif
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

#endif /* CUQAM_QAM_AXIS_H */
