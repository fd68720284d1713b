/*
 * The arithmetic behind the shared per-symbol math (qam_math.h, table_math.h)
 * on each compiler: the GPU's special-function instructions and unroll
 * pragmas under nvcc, libm and plain loops in C11.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_MATH_PLATFORM_H
#define CUQAM_MATH_PLATFORM_H

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
/* The same where b is a positive normal float (exact's bit 0 in the common
 * loop, b in [1, 2^m]): one lg2, of a / b by FMAs (the special-function unit
 * is what bounds exact, docs/design.md): 1 / b from a bit-pattern guess
 * (|e| <= 5.1 %) times (1 + e)(1 + e^2), within 7e-6 relative (and a tie
 * within 7e-6 of 0: CUQAM_EXACT_NEAREST_SCALE bounds what its integers do
 * with that). */
__device__ __forceinline__ float cuqam_lg2_ratio_normal(float a, float b)
{
    const float y = __int_as_float(0x7EF311C3 - __float_as_int(b));
    const float e = fmaf(-b, y, 1.0f), e2 = e * e, r = a * y;
    const float r1 = fmaf(r, e, r);
    return cuqam_lg2(fmaf(r1, e2, r1));
}
#define CUQAM_LOG_RATIO_NORMAL(a, b) cuqam_lg2_ratio_normal(a, b)
#define CUQAM_LOG_UNIT 0.693147180559945309f
#define CUQAM_G_LOG(z) ((z)->g2_exact)
#define CUQAM_DIVF __fdividef
#define CUQAM_MINF fminf
#define CUQAM_MAXF fmaxf
/* clamps to [0, 1] (NaN to 0): the FFMA's .sat */
#define CUQAM_SATF __saturatef
/* exact's integer outputs: their near exponents one FMA each (an absolute
 * error far below a step, qam_exact.h), and L leaves the math clamped and
 * with 1.5 * 2^23 added (cuqam_exact_value; symbol_out.cuh takes the low
 * byte) */
#define CUQAM_EXACT_FAST_INT 1
#define CUQAM_EXACT_INT_BIAS 12582912.0f
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
#define CUQAM_LOG_RATIO_NORMAL(a, b) logf((a) / (b))
#define CUQAM_LOG_UNIT 1.0f
#define CUQAM_G_LOG(z) ((z)->g_exact)
#define CUQAM_DIVF(a, b) ((a) / (b))
/* fminf is a library call in plain C on x86-64; NaN takes the fallback */
#define CUQAM_MINF(a, b) ((a) < (b) ? (a) : (b))
#define CUQAM_MAXF(a, b) ((a) > (b) ? (a) : (b))
#define CUQAM_SATF(x) ((x) > 0.0f ? ((x) < 1.0f ? (x) : 1.0f) : 0.0f)
#define CUQAM_EXACT_FAST_INT 0
#define CUQAM_EXACT_INT_BIAS 0.0f
#define CUQAM_UNROLL
#define CUQAM_ROLLED
#define CUQAM_UNROLL2
#endif

#ifdef __CUDA_ARCH__
#define CUQAM_NAN __int_as_float(0x7fffffff)
#else
#define CUQAM_NAN NAN
#endif

#endif /* CUQAM_MATH_PLATFORM_H */
