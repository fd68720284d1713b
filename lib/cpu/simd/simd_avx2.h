/*
 * AVX2: 8 floats per vector.
 *
 * Contract shared by every simd_*.h: vf (floats), vi (int32), vm (lane mask)
 * and the same-named inline operations; CUQAM_VW floats per vector, made of
 * CUQAM_LANES 128-bit lanes reachable as q128 / qf128 for byte packing.
 * Float operations are single IEEE operations (no FMA), so a body written
 * against them rounds exactly like the scalar generic kernel.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_OPS_H
#define CUQAM_SIMD_OPS_H
#include "simd_x86_lane.h"

#define CUQAM_VW 8
typedef __m256 vf;
typedef __m256i vi;
typedef __m256 vm;

#define CUQAM_V_INLINE static inline __attribute__((always_inline))
CUQAM_V_INLINE vf vf_set1(float x) { return _mm256_set1_ps(x); }
CUQAM_V_INLINE vf vf_zero(void) { return _mm256_setzero_ps(); }
CUQAM_V_INLINE vf vf_loadu(const float* p) { return _mm256_loadu_ps(p); }
/* 4 floats from p, each twice (a a b b ...): one per I, Q lane pair */
CUQAM_V_INLINE vf vf_load_dup2(const float* p)
{
    const __m256i idx = _mm256_set_epi32(3, 3, 2, 2, 1, 1, 0, 0);
    return _mm256_permutevar8x32_ps(_mm256_castps128_ps256(_mm_loadu_ps(p)), idx);
}
CUQAM_V_INLINE vf vf_loada(const float* p) { return _mm256_load_ps(p); }
CUQAM_V_INLINE void vf_storeu(float* p, vf a) { _mm256_storeu_ps(p, a); }
CUQAM_V_INLINE vf vf_add(vf a, vf b) { return _mm256_add_ps(a, b); }
CUQAM_V_INLINE vf vf_sub(vf a, vf b) { return _mm256_sub_ps(a, b); }
CUQAM_V_INLINE vf vf_mul(vf a, vf b) { return _mm256_mul_ps(a, b); }
/* a * b + c, fused (every AVX2 CPU has FMA: the dispatcher checks both) */
CUQAM_V_INLINE vf vf_fma(vf a, vf b, vf c) { return _mm256_fmadd_ps(a, b, c); }
#define CUQAM_V_FUSED_FMA 1 /* vf_fma rounds once */
CUQAM_V_INLINE vf vf_div(vf a, vf b) { return _mm256_div_ps(a, b); }
CUQAM_V_INLINE vf vf_min(vf a, vf b) { return _mm256_min_ps(a, b); }
CUQAM_V_INLINE vf vf_max(vf a, vf b) { return _mm256_max_ps(a, b); }
CUQAM_V_INLINE vf vf_and(vf a, vf b) { return _mm256_and_ps(a, b); }
CUQAM_V_INLINE vf vf_andnot(vf a, vf b) { return _mm256_andnot_ps(a, b); }
CUQAM_V_INLINE vf vf_or(vf a, vf b) { return _mm256_or_ps(a, b); }
CUQAM_V_INLINE vf vf_xor(vf a, vf b) { return _mm256_xor_ps(a, b); }
CUQAM_V_INLINE vf vf_round(vf a)
{
    return _mm256_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}
/* exact's near terms from 256QAM up by ratio chains, not masked passes
 * (cuqam_demap_exact.h): 8-13 % faster here; on SSE4.1 and AVX-512 not */
#define CUQAM_V_EXACT_CHAINS 1
/* maxlog and exact from 16QAM to 256QAM on groups of four vectors
 * (protokernels_<isa>_quads.c, cuqam_demap_groups.h): with 16 registers a
 * pair leaves the core short of independent work (docs/design.md) */
#define CUQAM_V_QUADS 1

/* log2 x for positive normal x (as AVX-512's; cuqam_simd_math.h takes ln
 * from it): x = 2^e m, m in [1, 2); the top 3 bits of m pick r_i ~ 1/m and
 * log2(1/r_i) (one 8-entry permute each), so that t = m r_i - 1 (one
 * rounding) is within 1/17, and log2(1 + t) is 5 terms of its series (error
 * below 1e-8). log2 1 is set to exactly 0. */
#define CUQAM_V_HAS_LOG2 1
CUQAM_V_INLINE vf vf_log2(vf x)
{
    const __m256i b = _mm256_castps_si256(x);
    const __m256 e = _mm256_cvtepi32_ps(
        _mm256_sub_epi32(_mm256_srli_epi32(b, 23), _mm256_set1_epi32(127)));
    const __m256 m = _mm256_castsi256_ps(
        _mm256_or_si256(_mm256_and_si256(b, _mm256_set1_epi32(0x007FFFFF)),
                        _mm256_set1_epi32(0x3F800000)));
    const __m256i i = _mm256_srli_epi32(b, 20); /* low 3 bits used */
    const __m256 r = _mm256_permutevar8x32_ps(_mm256_setr_ps(0.9411765f,
                                                             0.84210527f,
                                                             0.7619048f,
                                                             0.6956522f,
                                                             0.64f,
                                                             0.5925926f,
                                                             0.55172414f,
                                                             0.516129f),
                                              i);
    const __m256 l = _mm256_permutevar8x32_ps(_mm256_setr_ps(0.087462835f,
                                                             0.247927502f,
                                                             0.392317384f,
                                                             0.523561954f,
                                                             0.643856227f,
                                                             0.754887462f,
                                                             0.857981026f,
                                                             0.954196334f),
                                              i);
    const __m256 t = _mm256_fmsub_ps(m, r, _mm256_set1_ps(1.0f));
    __m256 q = _mm256_fmadd_ps(
        t, _mm256_set1_ps(2.8853900818e-01f), _mm256_set1_ps(-3.6067376022e-01f));
    q = _mm256_fmadd_ps(q, t, _mm256_set1_ps(4.8089834696e-01f));
    q = _mm256_fmadd_ps(q, t, _mm256_set1_ps(-7.2134752044e-01f));
    q = _mm256_fmadd_ps(q, t, _mm256_set1_ps(1.4426950409e+00f));
    const __m256 res = _mm256_fmadd_ps(q, t, _mm256_add_ps(e, l));
    return _mm256_andnot_ps(_mm256_cmp_ps(x, _mm256_set1_ps(1.0f), _CMP_EQ_OQ), res);
}
CUQAM_V_INLINE vm vm_ord(vf a) { return _mm256_cmp_ps(a, a, _CMP_ORD_Q); }
CUQAM_V_INLINE vf vf_keep(vm m, vf a) { return _mm256_and_ps(m, a); }
CUQAM_V_INLINE vm vm_lt(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_LT_OQ); }
CUQAM_V_INLINE vm vm_le(vf a, vf b) { return _mm256_cmp_ps(a, b, _CMP_LE_OQ); }
CUQAM_V_INLINE int vm_any(vm a) { return _mm256_movemask_ps(a) != 0; }
CUQAM_V_INLINE int vm_all(vm a) { return _mm256_movemask_ps(a) == 0xFF; }
/* 2 * CUQAM_VW interleaved floats: even ones to *e, odd ones to *o (the
 * in-lane shuffle leaves 64-bit pairs in the order 0 2 1 3) */
CUQAM_V_INLINE void vf_deinterleave(const float* p, vf* e, vf* o)
{
    const vf a = _mm256_loadu_ps(p), b = _mm256_loadu_ps(p + 8);
    *e = _mm256_castpd_ps(_mm256_permute4x64_pd(
        _mm256_castps_pd(_mm256_shuffle_ps(a, b, 0x88)), _MM_SHUFFLE(3, 1, 2, 0)));
    *o = _mm256_castpd_ps(_mm256_permute4x64_pd(
        _mm256_castps_pd(_mm256_shuffle_ps(a, b, 0xDD)), _MM_SHUFFLE(3, 1, 2, 0)));
}
CUQAM_V_INLINE vf vf_select(vm m, vf yes, vf no) { return _mm256_blendv_ps(no, yes, m); }
/* even floats of a, odd floats of b (a constant blend: one uop) */
CUQAM_V_INLINE vf vf_even_odd(vf a, vf b) { return _mm256_blend_ps(a, b, 0xAA); }
/* each even float also into the odd one after it; each odd one into the even one before
 */
CUQAM_V_INLINE vf vf_dup_even(vf a) { return _mm256_moveldup_ps(a); }
CUQAM_V_INLINE vf vf_dup_odd(vf a) { return _mm256_movehdup_ps(a); }
/* f32 in whole rows (cuqam_demap_store_permute.h): 64-bit halves picked
 * within each 128-bit lane, a's first, then b's (low and low, high and
 * high, a's low and b's high); the 128-bit lanes of a and b likewise
 * (vperm2f128, or a blend); a row's
 * floats by an index vector */
#define CUQAM_V_HAS_PICK64 1
#define CUQAM_V_ROW_FLOATS 8 /* floats a row: one vector (groups: each member) */
CUQAM_V_INLINE vf vf_zip64_lo(vf a, vf b)
{
    return _mm256_castpd_ps(_mm256_unpacklo_pd(_mm256_castps_pd(a), _mm256_castps_pd(b)));
}
CUQAM_V_INLINE vf vf_zip64_hi(vf a, vf b)
{
    return _mm256_castpd_ps(_mm256_unpackhi_pd(_mm256_castps_pd(a), _mm256_castps_pd(b)));
}
CUQAM_V_INLINE vf vf_lo64_hi64(vf a, vf b) { return _mm256_blend_ps(a, b, 0xCC); }
/* floats 0, 1 (lo) or 2, 3 (hi) of each 128-bit lane of a and b, interleaved */
CUQAM_V_INLINE vf vf_zip32_lo(vf a, vf b) { return _mm256_unpacklo_ps(a, b); }
CUQAM_V_INLINE vf vf_zip32_hi(vf a, vf b) { return _mm256_unpackhi_ps(a, b); }
#define CUQAM_V_HAS_ROW_PERMUTE 1
CUQAM_V_INLINE vf vf_lanes_lo(vf a, vf b) { return _mm256_permute2f128_ps(a, b, 0x20); }
CUQAM_V_INLINE vf vf_lanes_hi(vf a, vf b) { return _mm256_permute2f128_ps(a, b, 0x31); }
CUQAM_V_INLINE vf vf_lanes_lo_hi(vf a, vf b) { return _mm256_blend_ps(a, b, 0xF0); }
#define CUQAM_V_HAS_FLOAT_PERMUTE 1
CUQAM_V_INLINE vf vf_permute(vf a, vi idx) { return _mm256_permutevar8x32_ps(a, idx); }
CUQAM_V_INLINE vi vi_loadu_i32(const int* p)
{
    return _mm256_loadu_si256((const __m256i*)p);
}
/* vf_permute's index vector: float p of a row from float f[p] */
CUQAM_V_INLINE vi vf_permute_index(const int* f) { return vi_loadu_i32(f); }
/* Wi-Fi's f32 order at 256QAM (CUQAM_V_AXES_SPLIT): the loop computes on
 * vectors of four symbols' I values, then their Q values, so that each
 * symbol's row (its I bits, then its Q bits) is a 4x4 transpose within the
 * 128-bit lanes (cuqam_demap_store_permute.h): one permute of the input and
 * 8 in-lane shuffles a vector, where 3GPP's rows take 8 shuffles and
 * Wi-Fi's took 12. Lane l then holds axis (l % 8) / 4. */
#define CUQAM_V_AXES_SPLIT(m, order) ((m) == 4 && (order) == 2)
#define CUQAM_V_SPLIT_AXIS(l) (((l) % 8) / 4)
CUQAM_V_INLINE vf vf_axes_split(vf x)
{
    return _mm256_permutevar8x32_ps(x, _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7));
}
/* the four symbols' values at p for both axes (per-symbol N0 there) */
CUQAM_V_INLINE vf vf_load_quad2(const float* p)
{
    return _mm256_broadcast_ps((const __m128*)p);
}
/* a at p (groups, simd_group.h: member q at p + q stride floats) */
CUQAM_V_INLINE void vf_storeu_strided(float* p, int stride, vf a)
{
    (void)stride;
    _mm256_storeu_ps(p, a);
}
CUQAM_V_INLINE vi vf_to_vi_rne(vf a) { return _mm256_cvtps_epi32(a); }
CUQAM_V_INLINE vi vf_as_vi(vf a) { return _mm256_castps_si256(a); }
CUQAM_V_INLINE vf vi_as_vf(vi a) { return _mm256_castsi256_ps(a); }
CUQAM_V_INLINE vf vi_to_vf(vi a) { return _mm256_cvtepi32_ps(a); }
CUQAM_V_INLINE vi vi_set1(int x) { return _mm256_set1_epi32(x); }
CUQAM_V_INLINE vi vi_add(vi a, vi b) { return _mm256_add_epi32(a, b); }
CUQAM_V_INLINE vi vi_sub(vi a, vi b) { return _mm256_sub_epi32(a, b); }
CUQAM_V_INLINE vi vi_and(vi a, vi b) { return _mm256_and_si256(a, b); }
CUQAM_V_INLINE vi vi_or(vi a, vi b) { return _mm256_or_si256(a, b); }
/* shifts by a constant, an immediate operand (simd_group.h takes the
 * instructions' names for its own) */
#define CUQAM_VI_SLLI _mm256_slli_epi32
#define CUQAM_VI_SRLI _mm256_srli_epi32
#define vi_slli(a, n) CUQAM_VI_SLLI((a), (n))
#define vi_srli(a, n) CUQAM_VI_SRLI((a), (n))

#define CUQAM_LANES 2
CUQAM_V_INLINE q128 vi_lane(vi a, int k)
{
    return k ? _mm256_extracti128_si256(a, 1) : _mm256_castsi256_si128(a);
}
CUQAM_V_INLINE qf128 vf_lane(vf a, int k)
{
    return k ? _mm256_extractf128_ps(a, 1) : _mm256_castps256_ps128(a);
}
CUQAM_V_INLINE vi vi_from_lanes(const q128* l) { return _mm256_set_m128i(l[1], l[0]); }


CUQAM_V_INLINE vi vi_packs32(vi a, vi b) { return _mm256_packs_epi32(a, b); }
CUQAM_V_INLINE vi vi_packs16(vi a, vi b) { return _mm256_packs_epi16(a, b); }
CUQAM_V_INLINE vi vi_shuffle8(vi a, vi idx) { return _mm256_shuffle_epi8(a, idx); }
CUQAM_V_INLINE vi vi_xor(vi a, vi b) { return _mm256_xor_si256(a, b); }
CUQAM_V_INLINE vi vi_max_i8(vi a, vi b) { return _mm256_max_epi8(a, b); }
CUQAM_V_INLINE vi vi_set1_i8(char c) { return _mm256_set1_epi8(c); }
CUQAM_V_INLINE vi vi_lane_table(const unsigned char* t)
{
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i*)t));
}
CUQAM_V_INLINE void vi_storeu(void* p, vi a) { _mm256_storeu_si256((__m256i*)p, a); }
CUQAM_V_INLINE void vi_stream(void* p, vi a) { _mm256_stream_si256((__m256i*)p, a); }
CUQAM_V_INLINE void v_stream_fence(void) { _mm_sfence(); }

#endif
