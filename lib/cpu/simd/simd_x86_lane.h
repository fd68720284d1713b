/*
 * 128-bit lane operations shared by the x86 ISAs (SSE4.1, AVX2 and AVX-512
 * all pack and shuffle bytes within 128-bit lanes).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_X86_LANE_H
#define CUQAM_SIMD_X86_LANE_H

#include <immintrin.h>
#include <string.h>

typedef __m128i q128; /* 4 x int32, 8 x int16 or 16 x int8 */
typedef __m128 qf128; /* 4 x float */

#define CUQAM_LANE_INLINE static inline __attribute__((always_inline))

/* Signed saturating narrowing: 4+4 int32 -> 8 int16, 8+8 int16 -> 16 int8. */
/* Byte table lookup; index bytes >= 0x80 give 0. */
CUQAM_LANE_INLINE q128 q_shuffle(q128 a, q128 idx) { return _mm_shuffle_epi8(a, idx); }
CUQAM_LANE_INLINE q128 q_or(q128 a, q128 b) { return _mm_or_si128(a, b); }
CUQAM_LANE_INLINE q128 q_set1_i32(int c) { return _mm_set1_epi32(c); }
CUQAM_LANE_INLINE q128 q_loadu(const void* p)
{
    return _mm_loadu_si128((const __m128i*)p);
}
CUQAM_LANE_INLINE q128 q_load_table(const unsigned char* t)
{
    return _mm_loadu_si128((const __m128i*)t);
}
CUQAM_LANE_INLINE void q_storeu(void* p, q128 a) { _mm_storeu_si128((__m128i*)p, a); }
CUQAM_LANE_INLINE void q_store8(void* p, q128 a) { _mm_storel_epi64((__m128i*)p, a); }
CUQAM_LANE_INLINE void q_store4(void* p, q128 a)
{
    const int v = _mm_cvtsi128_si32(a);
    memcpy(p, &v, 4);
}
/* Subnormal floats flushed to 0 (FTZ and DAZ) for one kernel call and the
 * caller's mode restored after: exact's terms below FLT_MIN count as 0
 * either way, but each subnormal costs x86 a microcode assist. */
CUQAM_LANE_INLINE unsigned v_flush_subnormals(void)
{
    const unsigned s = _mm_getcsr();
    _mm_setcsr(s | 0x8040u);
    return s;
}
CUQAM_LANE_INLINE void v_restore_fp_mode(unsigned s) { _mm_setcsr(s); }
CUQAM_LANE_INLINE q128 q_shift_bytes_right8(q128 a) { return _mm_srli_si128(a, 8); }
/* Two floats (low or high half of a lane) to possibly unaligned memory. */
CUQAM_LANE_INLINE void qf_store_lo2(float* p, qf128 a) { _mm_storel_pi((__m64*)p, a); }
CUQAM_LANE_INLINE void qf_store_hi2(float* p, qf128 a) { _mm_storeh_pi((__m64*)p, a); }
CUQAM_LANE_INLINE void qf_storeu(float* p, qf128 a) { _mm_storeu_ps(p, a); }
/* int32 lanes -> float bit patterns, unchanged */

#endif
