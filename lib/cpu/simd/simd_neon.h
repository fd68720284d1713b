/*
 * NEON (AArch64 Advanced SIMD): 4 floats per vector, one 128-bit lane.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_OPS_H
#define CUQAM_SIMD_OPS_H
#include <arm_neon.h>
#include <string.h>

#define CUQAM_VW 4
typedef float32x4_t vf;
typedef int32x4_t vi;
typedef uint32x4_t vm;
typedef int32x4_t q128;
typedef float32x4_t qf128;

#define CUQAM_V_INLINE static inline __attribute__((always_inline))
#define CUQAM_LANE_INLINE CUQAM_V_INLINE
CUQAM_V_INLINE vf vf_set1(float x) { return vdupq_n_f32(x); }
CUQAM_V_INLINE vf vf_zero(void) { return vdupq_n_f32(0.0f); }
CUQAM_V_INLINE vf vf_loadu(const float* p) { return vld1q_f32(p); }
/* 2 floats from p, each twice (a a b b): one per I, Q lane pair */
CUQAM_V_INLINE vf vf_load_dup2(const float* p)
{
    const float32x2_t d = vld1_f32(p);
    const float32x2x2_t z = vzip_f32(d, d);
    return vcombine_f32(z.val[0], z.val[1]);
}
CUQAM_V_INLINE vf vf_loada(const float* p) { return vld1q_f32(p); }
CUQAM_V_INLINE void vf_storeu(float* p, vf a) { vst1q_f32(p, a); }
CUQAM_V_INLINE vf vf_add(vf a, vf b) { return vaddq_f32(a, b); }
CUQAM_V_INLINE vf vf_sub(vf a, vf b) { return vsubq_f32(a, b); }
CUQAM_V_INLINE vf vf_mul(vf a, vf b) { return vmulq_f32(a, b); }
/* a * b + c, fused */
CUQAM_V_INLINE vf vf_fma(vf a, vf b, vf c) { return vfmaq_f32(c, a, b); }
#define CUQAM_V_FUSED_FMA 1 /* vf_fma rounds once */
CUQAM_V_INLINE vf vf_div(vf a, vf b) { return vdivq_f32(a, b); }
/* x86 semantics (second operand where a is NaN); NaN lanes are zeroed later anyway */
CUQAM_V_INLINE vf vf_min(vf a, vf b) { return vbslq_f32(vcltq_f32(a, b), a, b); }
CUQAM_V_INLINE vf vf_max(vf a, vf b) { return vbslq_f32(vcgtq_f32(a, b), a, b); }
#define CUQAM_NEON_BITS(op, a, b) \
    vreinterpretq_f32_u32(op(vreinterpretq_u32_f32(a), vreinterpretq_u32_f32(b)))
CUQAM_V_INLINE vf vf_and(vf a, vf b) { return CUQAM_NEON_BITS(vandq_u32, a, b); }
CUQAM_V_INLINE vf vf_andnot(vf a, vf b)
{
    return CUQAM_NEON_BITS(vbicq_u32, b, a);
} /* ~a & b */
CUQAM_V_INLINE vf vf_or(vf a, vf b) { return CUQAM_NEON_BITS(vorrq_u32, a, b); }
CUQAM_V_INLINE vf vf_xor(vf a, vf b) { return CUQAM_NEON_BITS(veorq_u32, a, b); }
CUQAM_V_INLINE vf vf_round(vf a) { return vrndnq_f32(a); }
CUQAM_V_INLINE vm vm_ord(vf a) { return vceqq_f32(a, a); }
CUQAM_V_INLINE vf vf_keep(vm m, vf a)
{
    return vreinterpretq_f32_u32(vandq_u32(m, vreinterpretq_u32_f32(a)));
}
CUQAM_V_INLINE vm vm_lt(vf a, vf b) { return vcltq_f32(a, b); }
CUQAM_V_INLINE vm vm_le(vf a, vf b) { return vcleq_f32(a, b); }
CUQAM_V_INLINE int vm_any(vm a) { return vmaxvq_u32(a) != 0; }
CUQAM_V_INLINE int vm_all(vm a) { return vminvq_u32(a) != 0; }
/* 2 * CUQAM_VW interleaved floats: even ones to *e, odd ones to *o */
CUQAM_V_INLINE void vf_deinterleave(const float* p, vf* e, vf* o)
{
    const float32x4x2_t v = vld2q_f32(p);
    *e = v.val[0];
    *o = v.val[1];
}
CUQAM_V_INLINE vf vf_select(vm m, vf yes, vf no) { return vbslq_f32(m, yes, no); }
/* even floats of a, odd floats of b */
CUQAM_V_INLINE vf vf_even_odd(vf a, vf b)
{
    static const uint32_t odd[4] = { 0u, ~0u, 0u, ~0u };
    return vbslq_f32(vld1q_u32(odd), b, a);
}
/* each even float also into the odd one after it; each odd one into the even one before
 */
CUQAM_V_INLINE vf vf_dup_even(vf a) { return vtrn1q_f32(a, a); }
CUQAM_V_INLINE vf vf_dup_odd(vf a) { return vtrn2q_f32(a, a); }
CUQAM_V_INLINE vi vf_to_vi_rne(vf a) { return vcvtnq_s32_f32(a); } /* ties to even */
CUQAM_V_INLINE vi vf_as_vi(vf a) { return vreinterpretq_s32_f32(a); }
CUQAM_V_INLINE vf vi_as_vf(vi a) { return vreinterpretq_f32_s32(a); }
CUQAM_V_INLINE vf vi_to_vf(vi a) { return vcvtq_f32_s32(a); }
CUQAM_V_INLINE vi vi_set1(int x) { return vdupq_n_s32(x); }
CUQAM_V_INLINE vi vi_add(vi a, vi b) { return vaddq_s32(a, b); }
CUQAM_V_INLINE vi vi_sub(vi a, vi b) { return vsubq_s32(a, b); }
CUQAM_V_INLINE vi vi_and(vi a, vi b) { return vandq_s32(a, b); }
CUQAM_V_INLINE vi vi_or(vi a, vi b) { return vorrq_s32(a, b); }
#define vi_slli(a, n) vshlq_n_s32((a), (n))
#define vi_srli(a, n) vreinterpretq_s32_u32(vshrq_n_u32(vreinterpretq_u32_s32(a), (n)))

#define CUQAM_LANES 1
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

/* Lane byte operations, with the x86 meanings. */
CUQAM_V_INLINE q128 q_packs32(q128 a, q128 b)
{
    return vreinterpretq_s32_s16(vcombine_s16(vqmovn_s32(a), vqmovn_s32(b)));
}
CUQAM_V_INLINE q128 q_packs16(q128 a, q128 b)
{
    return vreinterpretq_s32_s8(vcombine_s8(vqmovn_s16(vreinterpretq_s16_s32(a)),
                                            vqmovn_s16(vreinterpretq_s16_s32(b))));
}
/* tbl gives 0 for any index >= 16, as pshufb does for >= 0x80 */
CUQAM_V_INLINE q128 q_shuffle(q128 a, q128 idx)
{
    return vreinterpretq_s32_u8(
        vqtbl1q_u8(vreinterpretq_u8_s32(a), vreinterpretq_u8_s32(idx)));
}
CUQAM_V_INLINE q128 q_or(q128 a, q128 b) { return vorrq_s32(a, b); }
CUQAM_V_INLINE q128 q_set1_i8(char c)
{
    return vreinterpretq_s32_s8(vdupq_n_s8((int8_t)c));
}
CUQAM_V_INLINE q128 q_set1_i32(int c) { return vdupq_n_s32(c); }
CUQAM_V_INLINE q128 q_loadu(const void* p)
{
    return vreinterpretq_s32_u8(vld1q_u8((const uint8_t*)p));
}
CUQAM_V_INLINE q128 q_load_table(const unsigned char* t) { return q_loadu(t); }
CUQAM_V_INLINE void q_storeu(void* p, q128 a)
{
    vst1q_u8((uint8_t*)p, vreinterpretq_u8_s32(a));
}
CUQAM_V_INLINE void q_store8(void* p, q128 a)
{
    vst1_u8((uint8_t*)p, vget_low_u8(vreinterpretq_u8_s32(a)));
}
CUQAM_V_INLINE void q_store4(void* p, q128 a)
{
    const int32_t v = vgetq_lane_s32(a, 0);
    memcpy(p, &v, 4);
}
CUQAM_V_INLINE q128 q_shift_bytes_right8(q128 a)
{
    return vreinterpretq_s32_u8(vextq_u8(vreinterpretq_u8_s32(a), vdupq_n_u8(0), 8));
}
CUQAM_V_INLINE void qf_store_lo2(float* p, qf128 a) { vst1_f32(p, vget_low_f32(a)); }
CUQAM_V_INLINE void qf_store_hi2(float* p, qf128 a) { vst1_f32(p, vget_high_f32(a)); }


CUQAM_V_INLINE vi vi_packs32(vi a, vi b) { return q_packs32(a, b); }
CUQAM_V_INLINE vi vi_packs16(vi a, vi b) { return q_packs16(a, b); }
CUQAM_V_INLINE vi vi_shuffle8(vi a, vi idx) { return q_shuffle(a, idx); }
CUQAM_V_INLINE vi vi_xor(vi a, vi b) { return veorq_s32(a, b); }
CUQAM_V_INLINE vi vi_max_i8(vi a, vi b)
{
    return vreinterpretq_s32_s8(
        vmaxq_s8(vreinterpretq_s8_s32(a), vreinterpretq_s8_s32(b)));
}
CUQAM_V_INLINE vi vi_set1_i8(char c) { return q_set1_i8(c); }
CUQAM_V_INLINE vi vi_lane_table(const unsigned char* t) { return q_loadu(t); }
CUQAM_V_INLINE void vi_storeu(void* p, vi a) { q_storeu(p, a); }
/* no cache-bypassing store worth having in plain NEON: an ordinary one */
CUQAM_V_INLINE void vi_stream(void* p, vi a) { q_storeu(p, a); }
CUQAM_V_INLINE void v_stream_fence(void) {}
/* AArch64 handles subnormals at full speed: nothing to flush. */
CUQAM_V_INLINE unsigned v_flush_subnormals(void) { return 0u; }
CUQAM_V_INLINE void v_restore_fp_mode(unsigned s) { (void)s; }

#endif
