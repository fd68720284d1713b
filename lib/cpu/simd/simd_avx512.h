/*
 * AVX-512 (F + BW): 16 floats per vector; masks are k registers.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_OPS_H
#define CUQAM_SIMD_OPS_H
#include "simd_x86_lane.h"

#define CUQAM_VW 16
typedef __m512 vf;
typedef __m512i vi;
typedef __mmask16 vm;

#define CUQAM_V_INLINE static inline __attribute__((always_inline))
CUQAM_V_INLINE vf vf_set1(float x) { return _mm512_set1_ps(x); }
CUQAM_V_INLINE vf vf_zero(void) { return _mm512_setzero_ps(); }
CUQAM_V_INLINE vf vf_loadu(const float* p) { return _mm512_loadu_ps(p); }
/* 8 floats from p, each twice (a a b b ...): one per I, Q lane pair */
CUQAM_V_INLINE vf vf_load_dup2(const float* p)
{
    const __m512i idx = _mm512_set_epi32(7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0, 0);
    return _mm512_permutexvar_ps(idx, _mm512_castps256_ps512(_mm256_loadu_ps(p)));
}
CUQAM_V_INLINE vf vf_loada(const float* p) { return _mm512_load_ps(p); }
CUQAM_V_INLINE void vf_storeu(float* p, vf a) { _mm512_storeu_ps(p, a); }
CUQAM_V_INLINE vf vf_add(vf a, vf b) { return _mm512_add_ps(a, b); }
CUQAM_V_INLINE vf vf_sub(vf a, vf b) { return _mm512_sub_ps(a, b); }
CUQAM_V_INLINE vf vf_mul(vf a, vf b) { return _mm512_mul_ps(a, b); }
/* a * b + c, fused */
CUQAM_V_INLINE vf vf_fma(vf a, vf b, vf c) { return _mm512_fmadd_ps(a, b, c); }
#define CUQAM_V_FUSED_FMA 1 /* vf_fma rounds once */
CUQAM_V_INLINE vf vf_div(vf a, vf b) { return _mm512_div_ps(a, b); }
CUQAM_V_INLINE vf vf_min(vf a, vf b) { return _mm512_min_ps(a, b); }
CUQAM_V_INLINE vf vf_max(vf a, vf b) { return _mm512_max_ps(a, b); }
CUQAM_V_INLINE vf vf_and(vf a, vf b)
{
    return _mm512_castsi512_ps(
        _mm512_and_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
CUQAM_V_INLINE vf vf_andnot(vf a, vf b)
{
    return _mm512_castsi512_ps(
        _mm512_andnot_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
CUQAM_V_INLINE vf vf_or(vf a, vf b)
{
    return _mm512_castsi512_ps(
        _mm512_or_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
CUQAM_V_INLINE vf vf_xor(vf a, vf b)
{
    return _mm512_castsi512_ps(
        _mm512_xor_si512(_mm512_castps_si512(a), _mm512_castps_si512(b)));
}
CUQAM_V_INLINE vf vf_round(vf a)
{
    return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}
/* y 2^floor(n), rounded once: 0 below the float range where subnormals
 * are flushed (cuqam_vexp2_flushed) */
#define CUQAM_V_HAS_SCALEF 1
CUQAM_V_INLINE vf vf_scalef(vf y, vf n) { return _mm512_scalef_ps(y, n); }
/* y 2^n for integral n in [-127, 127], n = -127 giving 0 (as the generic
 * version in cuqam_simd_math.h): scalef, zeroed under a mask */
#define CUQAM_V_HAS_MUL_EXP2 1
CUQAM_V_INLINE vf vf_mul_exp2(vf y, vf n)
{
    return _mm512_maskz_scalef_ps(
        _mm512_cmp_ps_mask(n, _mm512_set1_ps(-127.0f), _CMP_GT_OQ), y, n);
}
/* m ? a b : no, in one masked multiply (generic version in cuqam_simd_math.h) */
#define CUQAM_V_HAS_MUL_WHERE 1
CUQAM_V_INLINE vf vf_mul_where(vm m, vf a, vf b, vf no)
{
    return _mm512_mask_mul_ps(no, m, a, b);
}
/* log2 x for positive normal x (cuqam_simd_math.h takes ln from it): x =
 * 2^e m, m in [1, 2); the top 5 bits of m pick r_i ~ 1/m (r_0 = 1) and
 * log2(1/r_i) from two 32-entry tables (vpermt2ps), so that t = m r_i - 1
 * (one rounding) is within 1/32, and log2(1 + t) is 4 terms of its series
 * (error below 1e-8). log2 1 is exactly 0. */
#define CUQAM_V_HAS_LOG2 1
static const float cuqam_log_rcp[32] __attribute__((aligned(64))) = {
    1.0f,        0.95522386f, 0.92753625f, 0.90140843f, 0.8767123f,  0.85333335f,
    0.83116883f, 0.8101266f,  0.79012346f, 0.7710843f,  0.7529412f,  0.7356322f,
    0.71910113f, 0.7032967f,  0.68817204f, 0.67368424f, 0.6597938f,  0.64646465f,
    0.63366336f, 0.6213592f,  0.60952383f, 0.5981308f,  0.58715594f, 0.5765766f,
    0.5663717f,  0.5565217f,  0.5470086f,  0.53781515f, 0.5289256f,  0.5203252f,
    0.512f,      0.503937f
};
static const float cuqam_log2_inv_r[32] __attribute__((aligned(64))) = {
    0.0f,         0.0660892203f, 0.108524427f, 0.149747148f, 0.189824566f, 0.228818655f,
    0.266786546f, 0.303780705f,  0.339849979f, 0.375039488f, 0.409390897f, 0.442943513f,
    0.475733429f, 0.507794619f,  0.539158821f, 0.569855571f, 0.599912882f, 0.629356623f,
    0.658211529f, 0.68650049f,   0.714245439f, 0.741467059f, 0.768184364f, 0.794415832f,
    0.820178986f, 0.845490098f,  0.870364666f, 0.89481771f,  0.918863297f, 0.942514539f,
    0.965784192f, 0.988684714f
};
CUQAM_V_INLINE vf vf_log2(vf x)
{
    const __m512 e = _mm512_getexp_ps(x);
    const __m512 m = _mm512_getmant_ps(x, _MM_MANT_NORM_1_2, _MM_MANT_SIGN_zero);
    const __m512i i = _mm512_srli_epi32(_mm512_castps_si512(m), 18); /* low 5 bits used */
    const __m512 r = _mm512_permutex2var_ps(
        _mm512_load_ps(cuqam_log_rcp), i, _mm512_load_ps(cuqam_log_rcp + 16));
    const __m512 l = _mm512_permutex2var_ps(
        _mm512_load_ps(cuqam_log2_inv_r), i, _mm512_load_ps(cuqam_log2_inv_r + 16));
    const __m512 t = _mm512_fmsub_ps(m, r, _mm512_set1_ps(1.0f));
    __m512 q = _mm512_fmadd_ps(
        t, _mm512_set1_ps(-3.6067376022e-01f), _mm512_set1_ps(4.8089834696e-01f));
    q = _mm512_fmadd_ps(q, t, _mm512_set1_ps(-7.2134752044e-01f));
    q = _mm512_fmadd_ps(q, t, _mm512_set1_ps(1.4426950409e+00f));
    return _mm512_fmadd_ps(q, t, _mm512_add_ps(e, l));
}
CUQAM_V_INLINE vm vm_ord(vf a) { return _mm512_cmp_ps_mask(a, a, _CMP_ORD_Q); }
CUQAM_V_INLINE vf vf_keep(vm m, vf a) { return _mm512_maskz_mov_ps(m, a); }
CUQAM_V_INLINE vm vm_lt(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
CUQAM_V_INLINE vm vm_le(vf a, vf b) { return _mm512_cmp_ps_mask(a, b, _CMP_LE_OQ); }
CUQAM_V_INLINE int vm_any(vm a) { return a != 0; }
CUQAM_V_INLINE int vm_all(vm a) { return a == 0xFFFF; }
/* 2 * CUQAM_VW interleaved floats: even ones to *e, odd ones to *o */
CUQAM_V_INLINE void vf_deinterleave(const float* p, vf* e, vf* o)
{
    const vf a = _mm512_loadu_ps(p), b = _mm512_loadu_ps(p + 16);
    const __m512i ie =
        _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    *e = _mm512_permutex2var_ps(a, ie, b);
    *o = _mm512_permutex2var_ps(a, _mm512_add_epi32(ie, _mm512_set1_epi32(1)), b);
}
CUQAM_V_INLINE vf vf_select(vm m, vf yes, vf no)
{
    return _mm512_mask_blend_ps(m, no, yes);
}
/* even floats of a, odd floats of b */
CUQAM_V_INLINE vf vf_even_odd(vf a, vf b) { return _mm512_mask_blend_ps(0xAAAA, a, b); }
/* each even float also into the odd one after it; each odd one into the even one before
 */
CUQAM_V_INLINE vf vf_dup_even(vf a) { return _mm512_moveldup_ps(a); }
CUQAM_V_INLINE vf vf_dup_odd(vf a) { return _mm512_movehdup_ps(a); }
/* f32 in any output order by two-source permutes (cuqam_demap_store_permute.h):
 * vpermt2ps takes each of 16 floats from any of 32; the masked one-source
 * permute merges a third vector's floats in */
#define CUQAM_V_HAS_PERMUTE2 1
CUQAM_V_INLINE vf vf_permute2(vf a, vi idx, vf b)
{
    return _mm512_permutex2var_ps(a, idx, b);
}
CUQAM_V_INLINE vf vf_permute_merge(vf into, vm take, vi idx, vf a)
{
    return _mm512_mask_permutexvar_ps(into, take, idx, a);
}
CUQAM_V_INLINE vi vi_loadu_i32(const int* p) { return _mm512_loadu_si512(p); }
CUQAM_V_INLINE vm vm_from_bits(unsigned b) { return (vm)b; }
/* a at p (groups, simd_group.h: member q at p + q stride floats) */
CUQAM_V_INLINE void vf_storeu_strided(float* p, int stride, vf a)
{
    (void)stride;
    _mm512_storeu_ps(p, a);
}
CUQAM_V_INLINE vi vf_to_vi_rne(vf a) { return _mm512_cvtps_epi32(a); }
/* a's magnitude with b's sign in one bitwise select (0xD8: per bit, sign
 * mask ? b : a, into a's register; generic version in cuqam_simd_math.h) */
#define CUQAM_V_HAS_COPYSIGN 1
CUQAM_V_INLINE vf vf_copysign(vf a, vf b)
{
    const __m512i sign = _mm512_set1_epi32((int)0x80000000u);
    return _mm512_castsi512_ps(_mm512_ternarylogic_epi32(
        _mm512_castps_si512(a), _mm512_castps_si512(b), sign, 0xD8));
}
CUQAM_V_INLINE vi vf_as_vi(vf a) { return _mm512_castps_si512(a); }
CUQAM_V_INLINE vf vi_as_vf(vi a) { return _mm512_castsi512_ps(a); }
CUQAM_V_INLINE vf vi_to_vf(vi a) { return _mm512_cvtepi32_ps(a); }
CUQAM_V_INLINE vi vi_set1(int x) { return _mm512_set1_epi32(x); }
CUQAM_V_INLINE vi vi_add(vi a, vi b) { return _mm512_add_epi32(a, b); }
CUQAM_V_INLINE vi vi_sub(vi a, vi b) { return _mm512_sub_epi32(a, b); }
CUQAM_V_INLINE vi vi_and(vi a, vi b) { return _mm512_and_si512(a, b); }
CUQAM_V_INLINE vi vi_or(vi a, vi b) { return _mm512_or_si512(a, b); }
/* shifts by a constant, an immediate operand (simd_group.h takes the
 * instructions' names for its own) */
#define CUQAM_VI_SLLI _mm512_slli_epi32
#define CUQAM_VI_SRLI _mm512_srli_epi32
#define vi_slli(a, n) CUQAM_VI_SLLI((a), (n))
#define vi_srli(a, n) CUQAM_VI_SRLI((a), (n))

#define CUQAM_LANES 4
CUQAM_V_INLINE q128 vi_lane(vi a, int k)
{
    switch (k) {
    case 0:
        return _mm512_castsi512_si128(a);
    case 1:
        return _mm512_extracti32x4_epi32(a, 1);
    case 2:
        return _mm512_extracti32x4_epi32(a, 2);
    default:
        return _mm512_extracti32x4_epi32(a, 3);
    }
}
CUQAM_V_INLINE qf128 vf_lane(vf a, int k)
{
    switch (k) {
    case 0:
        return _mm512_castps512_ps128(a);
    case 1:
        return _mm512_extractf32x4_ps(a, 1);
    case 2:
        return _mm512_extractf32x4_ps(a, 2);
    default:
        return _mm512_extractf32x4_ps(a, 3);
    }
}
CUQAM_V_INLINE vi vi_from_lanes(const q128* l)
{
    vi r = _mm512_castsi128_si512(l[0]);
    r = _mm512_inserti32x4(r, l[1], 1);
    r = _mm512_inserti32x4(r, l[2], 2);
    return _mm512_inserti32x4(r, l[3], 3);
}


CUQAM_V_INLINE vi vi_packs32(vi a, vi b) { return _mm512_packs_epi32(a, b); }
CUQAM_V_INLINE vi vi_packs16(vi a, vi b) { return _mm512_packs_epi16(a, b); }
CUQAM_V_INLINE vi vi_shuffle8(vi a, vi idx) { return _mm512_shuffle_epi8(a, idx); }
CUQAM_V_INLINE vi vi_xor(vi a, vi b) { return _mm512_xor_si512(a, b); }
CUQAM_V_INLINE vi vi_max_i8(vi a, vi b) { return _mm512_max_epi8(a, b); }
CUQAM_V_INLINE vi vi_set1_i8(char c) { return _mm512_set1_epi8(c); }
CUQAM_V_INLINE vi vi_lane_table(const unsigned char* t)
{
    return _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i*)t));
}
CUQAM_V_INLINE void vi_storeu(void* p, vi a) { _mm512_storeu_si512(p, a); }
CUQAM_V_INLINE void vi_stream(void* p, vi a) { _mm512_stream_si512(p, a); }
CUQAM_V_INLINE void v_stream_fence(void) { _mm_sfence(); }

#endif
