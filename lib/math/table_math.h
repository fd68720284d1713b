/*
 * Soft demapping of any constellation (the table kernels): the points, in
 * label order, are searched for every symbol. Shared by the CPU's generic
 * kernel (C11) and the CUDA table kernels (nvcc); the SIMD kernels
 * (cuqam_demap_table.h) do the same per lane.
 *
 * Bit b of a symbol (b0 first) is bit k-1-b of the label. With d_l the
 * squared distance to point l and D1, D0 the smallest d over the points
 * whose bit b is 1, 0:
 *   maxlog: L = (D0 - D1) / N0
 *   exact:  L = ln sum_{bit 1} e^(-d/N0) - ln sum_{bit 0} e^(-d/N0), every
 *           term taken relative to the nearest point (each <= 1, the own
 *           set's sum >= 1). Where the other set's sum underflows (|L| >
 *           ~69) it is summed again relative to its own nearest point, unless
 *           the output saturates either way (|L| >= |maxlog L| - ln(M/2)).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TABLE_MATH_H
#define CUQAM_TABLE_MATH_H

#include "qam_math.h"

#ifdef __CUDA_ARCH__
#define CUQAM_EXP_TABLE(p, x) cuqam_ex2(-(p)->g2_table*(x))
#define CUQAM_LOAD(ptr) __ldg(ptr)
#else
#define CUQAM_EXP_TABLE(p, x) expf(-(p)->n0inv*(x))
#define CUQAM_LOAD(ptr) (*(ptr))
#endif

/* Below this the other set's sum is summed again (e^-69). */
#define CUQAM_TABLE_UNDERFLOW 1e-30f

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

CUQAM_HD float cuqam_table_dist(const float* pts, int l, float yi, float yq)
{
    const float dx = yi - CUQAM_LOAD(pts + 2 * l), dy = yq - CUQAM_LOAD(pts + 2 * l + 1);
    return dx * dx + dy * dy;
}

/* LLRs (f32) or LLR * scale (s8/u8) of the k bits of one symbol. */
CUQAM_HD void cuqam_table_soft(
    const cuqam_params* p, int method, int output, int k, float yi, float yq, float* L)
{
    const float* pts = p->table;
    const int npts = 1 << k;
    int is_nan, is_far;
    cuqam_table_input(p, &yi, &yq, &is_nan, &is_far);
    float d1[CUQAM_MAX_BITS], d0[CUQAM_MAX_BITS];
    float dmin = 3.0e38f;
    CUQAM_UNROLL
    for (int b = 0; b < k; ++b)
        d1[b] = d0[b] = 3.0e38f;
    CUQAM_ROLLED
    for (int l = 0; l < npts; ++l) {
        const float d = cuqam_table_dist(pts, l, yi, yq);
        dmin = d < dmin ? d : dmin;
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b) {
            if ((l >> (k - 1 - b)) & 1)
                d1[b] = d < d1[b] ? d : d1[b];
            else
                d0[b] = d < d0[b] ? d : d0[b];
        }
    }
    const float out_scale = output == CUQAM_OUTPUT_F32 ? 1.0f : p->scale;
    if (method == CUQAM_METHOD_EXACT) {
        float s1[CUQAM_MAX_BITS], s0[CUQAM_MAX_BITS];
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b)
            s1[b] = s0[b] = 0.0f;
        CUQAM_ROLLED
        for (int l = 0; l < npts; ++l) {
            const float t = CUQAM_EXP_TABLE(p, cuqam_table_dist(pts, l, yi, yq) - dmin);
            CUQAM_UNROLL
            for (int b = 0; b < k; ++b) {
                if ((l >> (k - 1 - b)) & 1)
                    s1[b] += t;
                else
                    s0[b] += t;
            }
        }
        /* ln(M/2): how far exact can be from maxlog */
        const float spread = 0.693147181f * (float)(k - 1);
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b) {
            const int own1 = d1[b] <= d0[b];
            const float other = own1 ? s0[b] : s1[b];
            const float gap = (d0[b] - d1[b]) * p->n0inv; /* maxlog L */
            float l;
            if (other > CUQAM_TABLE_UNDERFLOW) {
                l = CUQAM_LN(CUQAM_DIVF(s1[b], s0[b]));
            } else if (output != CUQAM_OUTPUT_F32 &&
                       (fabsf(gap) - spread) * p->scale >= 128.0f) {
                l = gap; /* saturates either way */
            } else {
                const float dref = own1 ? d0[b] : d1[b];
                float resum = 0.0f;
                CUQAM_ROLLED
                for (int q = 0; q < npts; ++q)
                    if ((((q >> (k - 1 - b)) & 1) != 0) != own1)
                        resum += CUQAM_EXP_TABLE(
                            p, cuqam_nonneg(cuqam_table_dist(pts, q, yi, yq) - dref));
                l = gap + (own1 ? CUQAM_LN(CUQAM_DIVF(s1[b], resum))
                                : CUQAM_LN(CUQAM_DIVF(resum, s0[b])));
            }
            L[b] = p->sign * l * out_scale;
        }
    } else {
        CUQAM_UNROLL
        for (int b = 0; b < k; ++b)
            L[b] = p->sign * ((d0[b] - d1[b]) * p->n0inv) * out_scale;
    }
    const float far = output == CUQAM_OUTPUT_F32 ? INFINITY : CUQAM_FAR_LLR_INT;
    CUQAM_UNROLL
    for (int b = 0; b < k; ++b) {
        if (is_far)
            L[b] = L[b] > 0.0f ? far : (L[b] < 0.0f ? -far : 0.0f);
        L[b] = is_nan ? 0.0f : L[b];
    }
}

#endif /* CUQAM_TABLE_MATH_H */
