/*
 * Vector exp and log for the exact method, written against the simd_*.h
 * operations (Cephes single-precision polynomials, no FMA: about 1 ulp).
 * Include after one simd_*.h.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_MATH_H
#define CUQAM_SIMD_MATH_H

/* e^x for x <= 0. Results below ~e^-87 (FLT_MIN) are 0, where libm gives a
 * denormal: exact compares sums against 1e-30 and adds them to sums >= 1, so
 * neither notices. */
CUQAM_V_INLINE vf cuqam_vexp(vf x)
{
    const vm underflow = vm_lt(x, vf_set1(-87.0f));
    x = vf_max(x, vf_set1(-87.0f));
    const vf n = vf_round(vf_mul(x, vf_set1(1.44269504088896341f)));
    x = vf_sub(x, vf_mul(n, vf_set1(0.693359375f))); /* ln 2 in two parts */
    x = vf_sub(x, vf_mul(n, vf_set1(-2.12194440e-4f)));
    vf y = vf_set1(1.9875691500e-4f);
    y = vf_add(vf_mul(y, x), vf_set1(1.3981999507e-3f));
    y = vf_add(vf_mul(y, x), vf_set1(8.3334519073e-3f));
    y = vf_add(vf_mul(y, x), vf_set1(4.1665795894e-2f));
    y = vf_add(vf_mul(y, x), vf_set1(1.6666665459e-1f));
    y = vf_add(vf_mul(y, x), vf_set1(5.0000001201e-1f));
    y = vf_add(vf_add(vf_mul(y, vf_mul(x, x)), x), vf_set1(1.0f));
    const vf two_n =
        vi_as_vf(vi_slli(vi_add(vf_to_vi_rne(n), vi_set1(127)), 23)); /* n >= -126 */
    return vf_select(underflow, vf_zero(), vf_mul(y, two_n));
}

#ifndef CUQAM_V_HAS_MUL_EXP2
/* y 2^n for integral n in [-127, 127]: 2^n built in the exponent field (n =
 * -127 gives 0). AVX-512 has one instruction for it (simd_avx512.h). */
CUQAM_V_INLINE vf vf_mul_exp2(vf y, vf n)
{
    return vf_mul(y, vi_as_vf(vi_slli(vi_add(vf_to_vi_rne(n), vi_set1(127)), 23)));
}
#endif

#ifndef CUQAM_V_HAS_MUL_WHERE
/* m ? a b : no (AVX-512 masks the multiply itself, simd_avx512.h) */
CUQAM_V_INLINE vf vf_mul_where(vm m, vf a, vf b, vf no)
{
    return vf_select(m, vf_mul(a, b), no);
}
#endif

/* 2^f for |f| <= 1/2: a degree-6 polynomial (relative error below 2e-7),
 * with FMA where the ISA has it; 2^0 is exactly 1. */
CUQAM_V_INLINE vf cuqam_vexp2_frac(vf f)
{
    vf y = vf_set1(1.5403530393381606e-4f);
    y = vf_fma(y, f, vf_set1(1.3333558146428443e-3f));
    y = vf_fma(y, f, vf_set1(9.6181291076284772e-3f));
    y = vf_fma(y, f, vf_set1(5.5504108664821580e-2f));
    y = vf_fma(y, f, vf_set1(2.4022650695910071e-1f));
    y = vf_fma(y, f, vf_set1(6.9314718055994531e-1f));
    return vf_fma(y, f, vf_set1(1.0f));
}

/* 2^x for x <= 0 (or a rounding above it), for exact's terms: 2^n times
 * 2^(x - n), n = round(x). Below -127 it gives 0: the exponent field is 0. */
CUQAM_V_INLINE vf cuqam_vexp2_term(vf x)
{
    x = vf_max(x, vf_set1(-127.0f));
    const vf n = vf_round(x);
    return vf_mul_exp2(cuqam_vexp2_frac(vf_sub(x, n)), n);
}

/* 2^(p + q) for p + q <= 127, rounded relative to the result however large
 * p is: n = round(p + q), 2^n 2^((p - n) + q), where p - n is exact when p
 * carries few significant bits (exact's ratio chains: p = c4_hi a2). Below
 * 2^-127 it gives 0 or a value below 2^-127. */
CUQAM_V_INLINE vf cuqam_vexp2_split(vf p, vf q)
{
    const vf n = vf_round(vf_max(vf_add(p, q), vf_set1(-127.0f)));
    const vf f = vf_max(vf_add(vf_sub(p, n), q), vf_set1(-0.5f));
    return vf_mul_exp2(cuqam_vexp2_frac(f), n);
}

#ifdef CUQAM_V_HAS_SCALEF
/* cuqam_vexp2_term for finite x where subnormals are flushed (exact's
 * loop): scalef gives 0 below the float range by itself, so it needs
 * neither the clamp nor the mask, whose compares take the multiply pipes
 * (Zen 4). */
CUQAM_V_INLINE vf cuqam_vexp2_flushed(vf x)
{
    const vf n = vf_round(x);
    return vf_scalef(cuqam_vexp2_frac(vf_sub(x, n)), n);
}
#endif

/* ln x for positive normal x: from the ISA's log2 where it has one
 * (simd_avx512.h, simd_avx2.h), else Cephes. */
CUQAM_V_INLINE vf cuqam_vlog(vf x)
{
#ifdef CUQAM_V_HAS_LOG2
    return vf_mul(vf_log2(x), vf_set1(0.693147180559945309f));
#else
    const vi bits = vf_as_vi(x);
    vf e = vi_to_vf(vi_sub(vi_srli(bits, 23), vi_set1(126)));
    const vf mant = vi_as_vf(
        vi_or(vi_and(bits, vi_set1(0x007FFFFF)), vi_set1(0x3F000000))); /* [0.5, 1) */
    const vm low = vm_lt(mant, vf_set1(0.707106781186547524f));
    e = vf_sub(e, vf_select(low, vf_set1(1.0f), vf_zero()));
    const vf r = vf_sub(vf_add(mant, vf_select(low, mant, vf_zero())),
                        vf_set1(1.0f)); /* [-0.29, 0.41) */
    const vf z = vf_mul(r, r);
    vf y = vf_set1(7.0376836292e-2f); /* Horner with FMA where the ISA has it */
    y = vf_fma(y, r, vf_set1(-1.1514610310e-1f));
    y = vf_fma(y, r, vf_set1(1.1676998740e-1f));
    y = vf_fma(y, r, vf_set1(-1.2420140846e-1f));
    y = vf_fma(y, r, vf_set1(1.4249322787e-1f));
    y = vf_fma(y, r, vf_set1(-1.6668057665e-1f));
    y = vf_fma(y, r, vf_set1(2.0000714765e-1f));
    y = vf_fma(y, r, vf_set1(-2.4999993993e-1f));
    y = vf_fma(y, r, vf_set1(3.3333331174e-1f));
    y = vf_mul(vf_mul(y, r), z);
    y = vf_fma(e, vf_set1(-2.12194440e-4f), y);
    y = vf_fma(z, vf_set1(-0.5f), y);
    return vf_fma(e, vf_set1(0.693359375f), vf_add(r, y));
#endif
}

/* exact's log unit (as math_platform.h's CUQAM_LOG_UNIT for the GPU): log2
 * where the ISA has it, its L then scaled by ln 2 with the output's scale
 * (one multiply fewer a log than ln), else ln. */
#ifdef CUQAM_V_HAS_LOG2
#define CUQAM_V_LOG_UNIT 0.693147180559945309f
#define cuqam_vlog_unit vf_log2
#else
#define CUQAM_V_LOG_UNIT 1.0f
#define cuqam_vlog_unit cuqam_vlog
#endif

CUQAM_V_INLINE vf cuqam_vabs(vf x) { return vf_andnot(vf_set1(-0.0f), x); }
CUQAM_V_INLINE vf cuqam_vneg(vf x) { return vf_xor(vf_set1(-0.0f), x); }
/* magnitude of a with the sign of b, as copysignf (AVX-512: one bitwise
 * select, simd_avx512.h) */
CUQAM_V_INLINE vf cuqam_vcopysign(vf a, vf b)
{
#ifdef CUQAM_V_HAS_COPYSIGN
    return vf_copysign(a, b);
#else
    return vf_or(vf_andnot(vf_set1(-0.0f), a), vf_and(vf_set1(-0.0f), b));
#endif
}

/* Per-symbol N0 by the rule of cuqam_symbol_n0: the N0 to use (below
 * n0_min raised to it), *valid false where the symbol is erased (NaN,
 * negative, +Inf: both comparisons fail; N0 1 there). */
CUQAM_V_INLINE vf cuqam_v_symbol_n0(vf n0, float n0_min, vm* valid)
{
    *valid = vm_le(vf_select(vm_le(vf_zero(), n0), n0, vf_set1(INFINITY)),
                   vf_set1(3.40282347e38f));
    return vf_select(*valid, vf_max(n0, vf_set1(n0_min)), vf_set1(1.0f));
}

#endif
