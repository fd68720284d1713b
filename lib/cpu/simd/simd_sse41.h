/*
 * SSE4.1: 4 floats per vector. The operations every protokernel body is
 * written against (see simd_avx2.h for the contract they share).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_OPS_H
#define CUQAM_SIMD_OPS_H
#include "simd_x86_lane.h"

#define CUQAM_VW 4 /* floats per vector */
typedef __m128 vf;
typedef __m128i vi;
typedef __m128 vm; /* lane mask: all ones or all zeros per lane */

#define CUQAM_V_INLINE static inline __attribute__((always_inline))
/* maxlog and exact from 16QAM to 256QAM on groups of four vectors
 * (protokernels_<isa>_quads.c, cuqam_demap_groups.h): with 16 registers a
 * pair leaves the core short of independent work (docs/design.md) */
#define CUQAM_V_QUADS 1
CUQAM_V_INLINE vf vf_set1(float x) { return _mm_set1_ps(x); }
CUQAM_V_INLINE vf vf_zero(void) { return _mm_setzero_ps(); }
CUQAM_V_INLINE vf vf_loadu(const float* p) { return _mm_loadu_ps(p); }
/* 2 floats from p, each twice (a a b b): one per I, Q lane pair */
CUQAM_V_INLINE vf vf_load_dup2(const float* p)
{
    const __m128 x = _mm_castpd_ps(_mm_load_sd((const double*)p));
    return _mm_unpacklo_ps(x, x);
}
CUQAM_V_INLINE vf vf_loada(const float* p) { return _mm_load_ps(p); }
CUQAM_V_INLINE void vf_storeu(float* p, vf a) { _mm_storeu_ps(p, a); }
CUQAM_V_INLINE vf vf_add(vf a, vf b) { return _mm_add_ps(a, b); }
CUQAM_V_INLINE vf vf_sub(vf a, vf b) { return _mm_sub_ps(a, b); }
CUQAM_V_INLINE vf vf_mul(vf a, vf b) { return _mm_mul_ps(a, b); }
/* a * b + c: fused where the ISA has it (only exact's sums use it) */
CUQAM_V_INLINE vf vf_fma(vf a, vf b, vf c) { return _mm_add_ps(_mm_mul_ps(a, b), c); }
CUQAM_V_INLINE vf vf_div(vf a, vf b) { return _mm_div_ps(a, b); }
CUQAM_V_INLINE vf vf_min(vf a, vf b) { return _mm_min_ps(a, b); }
CUQAM_V_INLINE vf vf_max(vf a, vf b) { return _mm_max_ps(a, b); }
CUQAM_V_INLINE vf vf_and(vf a, vf b) { return _mm_and_ps(a, b); }
CUQAM_V_INLINE vf vf_andnot(vf a, vf b) { return _mm_andnot_ps(a, b); } /* ~a & b */
CUQAM_V_INLINE vf vf_or(vf a, vf b) { return _mm_or_ps(a, b); }
CUQAM_V_INLINE vf vf_xor(vf a, vf b) { return _mm_xor_ps(a, b); }
CUQAM_V_INLINE vf vf_round(vf a)
{
    return _mm_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
}
CUQAM_V_INLINE vm vm_ord(vf a) { return _mm_cmpord_ps(a, a); } /* non-NaN lanes */
CUQAM_V_INLINE vf vf_keep(vm m, vf a)
{
    return _mm_and_ps(m, a);
} /* a where m, else +0 */
CUQAM_V_INLINE vm vm_lt(vf a, vf b) { return _mm_cmplt_ps(a, b); }
CUQAM_V_INLINE vm vm_le(vf a, vf b) { return _mm_cmple_ps(a, b); }
CUQAM_V_INLINE int vm_any(vm a) { return _mm_movemask_ps(a) != 0; }
CUQAM_V_INLINE int vm_all(vm a) { return _mm_movemask_ps(a) == 0xF; }
/* 2 * CUQAM_VW interleaved floats: even ones to *e, odd ones to *o */
CUQAM_V_INLINE void vf_deinterleave(const float* p, vf* e, vf* o)
{
    const vf a = _mm_loadu_ps(p), b = _mm_loadu_ps(p + 4);
    *e = _mm_shuffle_ps(a, b, _MM_SHUFFLE(2, 0, 2, 0));
    *o = _mm_shuffle_ps(a, b, _MM_SHUFFLE(3, 1, 3, 1));
}
CUQAM_V_INLINE vf vf_select(vm m, vf yes, vf no) { return _mm_blendv_ps(no, yes, m); }
/* even floats of a, odd floats of b (a constant blend: one uop) */
CUQAM_V_INLINE vf vf_even_odd(vf a, vf b) { return _mm_blend_ps(a, b, 0xA); }
/* each even float also into the odd one after it; each odd one into the even one before
 */
CUQAM_V_INLINE vf vf_dup_even(vf a) { return _mm_moveldup_ps(a); }
CUQAM_V_INLINE vf vf_dup_odd(vf a) { return _mm_movehdup_ps(a); }
/* f32 in whole 16-byte rows (cuqam_demap_store_permute.h): a's 64-bit
 * half, then b's (low and low, high and high, a's low and b's high) */
#define CUQAM_V_HAS_PICK64 1
#define CUQAM_V_ROW_FLOATS 4 /* floats a row: one vector (groups: each member) */
CUQAM_V_INLINE vf vf_zip64_lo(vf a, vf b) { return _mm_movelh_ps(a, b); }
CUQAM_V_INLINE vf vf_zip64_hi(vf a, vf b) { return _mm_movehl_ps(b, a); }
CUQAM_V_INLINE vf vf_lo64_hi64(vf a, vf b) { return _mm_blend_ps(a, b, 0xC); }
/* floats 0, 1 (lo) or 2, 3 (hi) of a and b, interleaved */
CUQAM_V_INLINE vf vf_zip32_lo(vf a, vf b) { return _mm_unpacklo_ps(a, b); }
CUQAM_V_INLINE vf vf_zip32_hi(vf a, vf b) { return _mm_unpackhi_ps(a, b); }
/* a at p (groups, simd_group.h: member q at p + q stride floats) */
CUQAM_V_INLINE void vf_storeu_strided(float* p, int stride, vf a)
{
    (void)stride;
    _mm_storeu_ps(p, a);
}
/* a row's floats by an index vector: bytes by pshufb, float p from float
 * f[p] of vf_permute_index */
#define CUQAM_V_HAS_FLOAT_PERMUTE 1
CUQAM_V_INLINE vf vf_permute(vf a, vi idx)
{
    return _mm_castsi128_ps(_mm_shuffle_epi8(_mm_castps_si128(a), idx));
}
CUQAM_V_INLINE vi vf_permute_index(const int* f)
{
    return _mm_setr_epi32(0x03020100 + 0x04040404 * f[0],
                          0x03020100 + 0x04040404 * f[1],
                          0x03020100 + 0x04040404 * f[2],
                          0x03020100 + 0x04040404 * f[3]);
}
CUQAM_V_INLINE vi vf_to_vi_rne(vf a)
{
    return _mm_cvtps_epi32(a);
} /* MXCSR default: half to even */
CUQAM_V_INLINE vi vf_as_vi(vf a) { return _mm_castps_si128(a); }
CUQAM_V_INLINE vf vi_as_vf(vi a) { return _mm_castsi128_ps(a); }
CUQAM_V_INLINE vf vi_to_vf(vi a) { return _mm_cvtepi32_ps(a); }
CUQAM_V_INLINE vi vi_set1(int x) { return _mm_set1_epi32(x); }
CUQAM_V_INLINE vi vi_add(vi a, vi b) { return _mm_add_epi32(a, b); }
CUQAM_V_INLINE vi vi_sub(vi a, vi b) { return _mm_sub_epi32(a, b); }
CUQAM_V_INLINE vi vi_and(vi a, vi b) { return _mm_and_si128(a, b); }
CUQAM_V_INLINE vi vi_or(vi a, vi b) { return _mm_or_si128(a, b); }
/* shifts by a constant, an immediate operand (simd_group.h takes the
 * instructions' names for its own) */
#define CUQAM_VI_SLLI _mm_slli_epi32
#define CUQAM_VI_SRLI _mm_srli_epi32
#define vi_slli(a, n) CUQAM_VI_SLLI((a), (n))
#define vi_srli(a, n) CUQAM_VI_SRLI((a), (n))

#define CUQAM_LANES 1 /* 128-bit lanes per vector */
CUQAM_V_INLINE q128 vi_lane(vi a, int k)
{
    (void)k;
    return a;
}
CUQAM_V_INLINE qf128 vf_lane(vf a, int k)
{
    (void)k;
    return a;
}
CUQAM_V_INLINE vi vi_from_lanes(const q128* l) { return l[0]; }


/* Byte packing at full width (per 128-bit lane, x86 semantics). */
CUQAM_V_INLINE vi vi_packs32(vi a, vi b) { return _mm_packs_epi32(a, b); }
CUQAM_V_INLINE vi vi_packs16(vi a, vi b) { return _mm_packs_epi16(a, b); }
CUQAM_V_INLINE vi vi_shuffle8(vi a, vi idx) { return _mm_shuffle_epi8(a, idx); }
CUQAM_V_INLINE vi vi_xor(vi a, vi b) { return _mm_xor_si128(a, b); }
CUQAM_V_INLINE vi vi_max_i8(vi a, vi b) { return _mm_max_epi8(a, b); }
CUQAM_V_INLINE vi vi_set1_i8(char c) { return _mm_set1_epi8(c); }
CUQAM_V_INLINE vi vi_lane_table(const unsigned char* t)
{
    return _mm_loadu_si128((const __m128i*)t);
}
CUQAM_V_INLINE void vi_storeu(void* p, vi a) { _mm_storeu_si128((__m128i*)p, a); }
CUQAM_V_INLINE void vi_stream(void* p, vi a)
{
    _mm_stream_si128((__m128i*)p, a);
} /* p aligned */
CUQAM_V_INLINE void v_stream_fence(void) { _mm_sfence(); }

#endif
