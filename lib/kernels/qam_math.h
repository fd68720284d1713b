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

#ifdef __CUDACC__
#define CUQAM_HD __host__ __device__ __forceinline__
/* exact's level loop stays a loop on the GPU: unrolled 32 levels x 5 bits x
 * several symbols per thread only bloat code and compile time. */
#ifdef __CUDA_ARCH__
#define CUQAM_LOOP_NOUNROLL _Pragma("unroll 1")
#else
#define CUQAM_LOOP_NOUNROLL
#endif
#else
#include <math.h>
#define CUQAM_HD static inline
#define CUQAM_LOOP_NOUNROLL
#endif

#define CUQAM_MAX_AXIS_BITS 5

/* Everything a kernel needs, derived once per call from the config. */
typedef struct {
    int m;         /* bits per axis: bits_per_symbol / 2 */
    int method;    /* cuqam_method */
    int output;    /* cuqam_output */
    float inv_a;   /* 1 / a, a = 1/sqrt(2 (M - 1) / 3) */
    float clamp_u; /* |u| is clamped to 4 * 2^m: Inf and FLT_MAX saturate, no overflow */
    float gain;    /* approx: -sign 4a^2/N0; maxlog: -sign a^2/N0 */
    float sign;    /* +1 for gnuradio (positive means 1), -1 for 3gpp */
    float g_exact; /* a^2/N0, positive, for the exponent of exact */
    float scale;   /* integer outputs: L * scale before rounding */
} cuqam_params;

/* Level of axis bits c (bit j of c = axis bit j = symbol bit 2j or 2j+1), in units of a. */
CUQAM_HD float cuqam_level_from_bits(unsigned c, int m)
{
    float v = 1.0f;
    for (int j = m - 1; j >= 1; --j) {
        const float s = ((c >> j) & 1u) ? -1.0f : 1.0f;
        v = (float)(1 << (m - j)) - s * v;
    }
    return (c & 1u) ? -v : v;
}

/* Clamped coordinate; NaN stays detectable through the returned flag. */
CUQAM_HD float cuqam_axis_u(const cuqam_params* p, float x, int* is_nan)
{
    float u = x * p->inv_a;
    *is_nan = (u != u);
    return fminf(fmaxf(u, -p->clamp_u), p->clamp_u);
}

CUQAM_HD void cuqam_axis_approx(const cuqam_params* p, float u, int m, float* L)
{
    float v = u;
    L[0] = p->gain * v;
    for (int j = 1; j < m; ++j) {
        v = (float)(1 << (m - j)) - fabsf(v);
        L[j] = p->gain * v;
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
 * the nearest with u's own value e away; L = -sign(v_j)(d_opp^2 - e^2) a^2/N0,
 * evaluated as a product to avoid cancellation. */
CUQAM_HD void cuqam_axis_maxlog(const cuqam_params* p, float u, int m, float* L)
{
    float v[CUQAM_MAX_AXIS_BITS];
    const float e = cuqam_axis_folds(u, m, v);
    for (int j = 0; j < m; ++j) {
        const float d = fabsf(v[j]) + 1.0f;
        L[j] = p->gain * copysignf((d - e) * (d + e), v[j]);
    }
}

/* Exact: L = LSE_1 - LSE_0 over the 2^m levels. Each set's sum is taken
 * relative to its own nearest member (known in closed form from the folds),
 * so every sum is >= 1 and nothing underflows, whatever the SNR. */
CUQAM_HD void cuqam_axis_exact(const cuqam_params* p, float u, int m, float* L)
{
    float v[CUQAM_MAX_AXIS_BITS];
    const float e = cuqam_axis_folds(u, m, v);
    const float g = p->g_exact;
    for (int j = 0; j < m; ++j) {
        const float d_opp = fabsf(v[j]) + 1.0f;
        const int own_is_one = v[j] < 0.0f;
        const float r1 = own_is_one ? e : d_opp; /* distance to nearest level with bit 1 */
        const float r0 = own_is_one ? d_opp : e;
        float s1 = 0.0f, s0 = 0.0f;
        CUQAM_LOOP_NOUNROLL
        for (unsigned c = 0; c < (1u << m); ++c) {
            const float dist = fabsf(u - cuqam_level_from_bits(c, m));
            const int bit = (c >> j) & 1u;
            const float r = bit ? r1 : r0;
            const float t = expf(-g * ((dist - r) * (dist + r)));
            s1 += bit ? t : 0.0f;
            s0 += bit ? 0.0f : t;
        }
        const float maxlog = -g * ((r1 - r0) * (r1 + r0));
        L[j] = p->sign * (maxlog + (logf(s1) - logf(s0)));
    }
}

CUQAM_HD void cuqam_axis_llr(const cuqam_params* p, float x, int m, float* L)
{
    int is_nan;
    const float u = cuqam_axis_u(p, x, &is_nan);
    if (p->method == 1 /* CUQAM_METHOD_APPROX */)
        cuqam_axis_approx(p, u, m, L);
    else if (p->method == 2 /* CUQAM_METHOD_EXACT */)
        cuqam_axis_exact(p, u, m, L);
    else
        cuqam_axis_maxlog(p, u, m, L);
    for (int j = 0; j < m; ++j)
        L[j] = is_nan ? 0.0f : L[j];
}

/* round-half-to-even of the clamped, scaled LLR (rintf in the default mode). */
CUQAM_HD signed char cuqam_quantize_s8(float L, float scale)
{
    return (signed char)rintf(fminf(fmaxf(L * scale, -127.0f), 127.0f));
}

CUQAM_HD unsigned char cuqam_quantize_u8(float L, float scale)
{
    return (unsigned char)(128 + (int)rintf(fminf(fmaxf(L * scale, -128.0f), 127.0f)));
}

#endif /* CUQAM_QAM_MATH_H */
