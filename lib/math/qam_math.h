/*
 * Per-axis QAM soft-demapping math, shared by the CPU generic kernel (C11) and
 * the CUDA kernel (nvcc). Both compile these exact float expressions without
 * FMA contraction, which is what makes their integer outputs bit-identical.
 *
 * The parts: math_platform.h (each compiler's arithmetic), noise_math.h
 * (N0's values), qam_axis.h (folds, approx, maxlog), qam_exact.h (exact).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_QAM_MATH_H
#define CUQAM_QAM_MATH_H

#include "noise_math.h"
#include "qam_exact.h"

/* Soft values of one axis: LLRs (f32), or LLR * scale ready for rounding
 * (s8/u8; approx and maxlog fold the scale into their gain; the GPU's exact
 * adds CUQAM_EXACT_INT_BIAS). NaN gives 0 (that bias).
 * Returns whether x lies beyond CUQAM_FAR_U, where cuqam_axis_far must
 * then replace L (the CUDA kernels take that rare case on a branch of its
 * own rather than paying a predicated product on every soft bit). */
/* method and output (and exact's forms: cuqam_exact_forms, or
 * CUQAM_EXACT_FORMS_OF_CALL) are passed apart from p so that the CUDA
 * kernels, which pass compile-time constants, compile only their own
 * branch. */
CUQAM_HD int cuqam_axis_soft_near(const cuqam_params* p,
                                  const cuqam_noise* z,
                                  int method,
                                  int output,
                                  int exact_forms,
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
        const int ints = output != CUQAM_OUTPUT_F32;
        cuqam_axis_exact(p,
                         z,
                         bs,
                         ints ? p->scale : 1.0f,
                         cuqam_exact_lo(output),
                         exact_forms,
                         u,
                         m,
                         L);
    } else {
        cuqam_axis_maxlog(gain, bs, u, m, L);
    }
#ifdef __CUDA_ARCH__
    /* the GPU's integer conversion (cvt.rni.sat) already gives NaN 0; exact's
     * integers take NaN with the infinitely far (symbol_out.cuh) */
    if (output != CUQAM_OUTPUT_F32)
        return method == CUQAM_METHOD_EXACT ? is_far | is_nan : is_far;
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
    if (cuqam_axis_soft_near(
            p, z, method, output, CUQAM_EXACT_FORMS_OF_CALL, axis, x, m, L))
        cuqam_axis_far(p, axis, x, m, L);
}

/* Round-half-to-even of the clamped scaled LLR y. The GPU kernel rounds then
 * saturates in one conversion, which gives the same integers: the clamp
 * bounds are integers (cuqam_round_half_even: noise_math.h). */

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
