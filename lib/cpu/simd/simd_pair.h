/*
 * Two vectors of an ISA as one of twice the width, for kernels whose chains
 * of dependent operations are longer than the CPU overlaps from one loop
 * iteration to the next (exact: exponentials, products, the tree, a
 * division and a log in a row, about 190 cycles a vector; maxlog about 50).
 * Compiled against pairs, every operation is issued for both halves in
 * turn, so two vectors' chains run side by side: exact 12-28 % faster on an
 * Intel Xeon (SSE4.1, AVX2, AVX-512), 13-42 % on AMD Zen 4 with SSE4.1 and
 * AVX2; maxlog 9 % (AVX-512) to 47 % on Zen 4 (docs/benchmarks.md). Include after
 * simd_pair_base.h and one simd_*.h. Half 0 holds lanes 0 .. CUQAM_VW/2 - 1 and half 1
 * the rest, each with the ISA's 128-bit lanes, so the operations that work lane by lane
 * or within 128-bit lanes keep their meaning; loads, stores and lane access take the
 * halves one after the other in memory.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_PAIR_H
#define CUQAM_SIMD_PAIR_H

#undef vf
#undef vi
#undef vm
#undef vf_set1
#undef vf_zero
#undef vf_loadu
#undef vf_load_dup2
#undef vf_load_quad2
#undef vf_axes_split
#undef vf_loada
#undef vf_storeu
#undef vf_add
#undef vf_sub
#undef vf_mul
#undef vf_fma
#undef vf_div
#undef vf_min
#undef vf_max
#undef vf_and
#undef vf_andnot
#undef vf_or
#undef vf_xor
#undef vf_round
#undef vf_mul_exp2
#undef vf_mul_where
#undef vf_log2
#undef vf_scalef
#undef vm_ord
#undef vf_keep
#undef vm_lt
#undef vm_le
#undef vm_any
#undef vm_all
#undef vf_deinterleave
#undef vf_select
#undef vf_even_odd
#undef vf_dup_even
#undef vf_dup_odd
#undef vf_zip64_lo
#undef vf_zip64_hi
#undef vf_lo64_hi64
#undef vf_zip32_lo
#undef vf_zip32_hi
#undef vf_to_vi_rne
#undef vf_copysign
#undef vf_as_vi
#undef vi_as_vf
#undef vi_to_vf
#undef vi_set1
#undef vf_lanes_lo
#undef vf_lanes_hi
#undef vf_lanes_lo_hi
#undef vf_permute
#undef vf_permute2
#undef vf_permute_merge
#undef vi_loadu_i32
#undef vf_permute_index
#undef vm_from_bits
#undef vf_storeu_strided
#undef vi_add
#undef vi_sub
#undef vi_and
#undef vi_or
#undef vi_lane
#undef vf_lane
#undef vi_from_lanes
#undef vi_packs32
#undef vi_packs16
#undef vi_shuffle8
#undef vi_xor
#undef vi_max_i8
#undef vi_set1_i8
#undef vi_lane_table
#undef vi_storeu
#undef vi_stream

/* the base ISA's widths, as numbers (CUQAM_VW is about to change) */
#if CUQAM_VW == 16
#define CUQAM_PAIR_VW 16
#elif CUQAM_VW == 8
#define CUQAM_PAIR_VW 8
#elif CUQAM_VW == 4
#define CUQAM_PAIR_VW 4
#else
#error "simd_pair.h: a base ISA of 4, 8 or 16 floats"
#endif
#define CUQAM_PAIR_LANES (CUQAM_PAIR_VW / 4)
#undef CUQAM_VW
#undef CUQAM_LANES
#define CUQAM_VW (2 * CUQAM_PAIR_VW)
#define CUQAM_LANES (2 * CUQAM_PAIR_LANES)

typedef struct {
    cuqam_base_vf h[2];
} vf;
typedef struct {
    cuqam_base_vi h[2];
} vi;
typedef struct {
    cuqam_base_vm h[2];
} vm;

/* clang-format off */
#define CUQAM_PAIR_0(T, name) \
    CUQAM_V_INLINE T name(void) { const T r = { { cuqam_base_##name(), cuqam_base_##name() } }; return r; }
#define CUQAM_PAIR_C(T, A, name) \
    CUQAM_V_INLINE T name(A x) { const T r = { { cuqam_base_##name(x), cuqam_base_##name(x) } }; return r; }
#define CUQAM_PAIR_1(T, A, name) \
    CUQAM_V_INLINE T name(A a) \
    { const T r = { { cuqam_base_##name(a.h[0]), cuqam_base_##name(a.h[1]) } }; return r; }
#define CUQAM_PAIR_2(T, A, B, name) \
    CUQAM_V_INLINE T name(A a, B b) \
    { const T r = { { cuqam_base_##name(a.h[0], b.h[0]), cuqam_base_##name(a.h[1], b.h[1]) } }; return r; }
#define CUQAM_PAIR_3(T, A, B, C, name) \
    CUQAM_V_INLINE T name(A a, B b, C c) \
    { const T r = { { cuqam_base_##name(a.h[0], b.h[0], c.h[0]), \
                      cuqam_base_##name(a.h[1], b.h[1], c.h[1]) } }; return r; }
/* clang-format on */

CUQAM_PAIR_C(vf, float, vf_set1)
CUQAM_PAIR_0(vf, vf_zero)
CUQAM_PAIR_C(vi, int, vi_set1)
CUQAM_PAIR_C(vi, char, vi_set1_i8)
CUQAM_PAIR_C(vi, const unsigned char*, vi_lane_table)
CUQAM_PAIR_2(vf, vf, vf, vf_add)
CUQAM_PAIR_2(vf, vf, vf, vf_sub)
CUQAM_PAIR_2(vf, vf, vf, vf_mul)
CUQAM_PAIR_2(vf, vf, vf, vf_div)
CUQAM_PAIR_2(vf, vf, vf, vf_min)
CUQAM_PAIR_2(vf, vf, vf, vf_max)
CUQAM_PAIR_2(vf, vf, vf, vf_and)
CUQAM_PAIR_2(vf, vf, vf, vf_andnot)
CUQAM_PAIR_2(vf, vf, vf, vf_or)
CUQAM_PAIR_2(vf, vf, vf, vf_xor)
CUQAM_PAIR_2(vf, vf, vf, vf_even_odd)
CUQAM_PAIR_3(vf, vf, vf, vf, vf_fma)
CUQAM_PAIR_3(vf, vm, vf, vf, vf_select)
CUQAM_PAIR_1(vf, vf, vf_round)
CUQAM_PAIR_1(vf, vf, vf_dup_even)
CUQAM_PAIR_1(vf, vf, vf_dup_odd)
CUQAM_PAIR_1(vi, vf, vf_to_vi_rne)
CUQAM_PAIR_1(vi, vf, vf_as_vi)
CUQAM_PAIR_1(vf, vi, vi_as_vf)
CUQAM_PAIR_1(vf, vi, vi_to_vf)
CUQAM_PAIR_2(vf, vm, vf, vf_keep)
CUQAM_PAIR_1(vm, vf, vm_ord)
CUQAM_PAIR_2(vm, vf, vf, vm_lt)
CUQAM_PAIR_2(vm, vf, vf, vm_le)
CUQAM_PAIR_2(vi, vi, vi, vi_add)
CUQAM_PAIR_2(vi, vi, vi, vi_sub)
CUQAM_PAIR_2(vi, vi, vi, vi_and)
CUQAM_PAIR_2(vi, vi, vi, vi_or)
CUQAM_PAIR_2(vi, vi, vi, vi_xor)
CUQAM_PAIR_2(vi, vi, vi, vi_packs32)
CUQAM_PAIR_2(vi, vi, vi, vi_packs16)
CUQAM_PAIR_2(vi, vi, vi, vi_shuffle8)
CUQAM_PAIR_2(vi, vi, vi, vi_max_i8)
#ifdef CUQAM_V_HAS_PICK64
CUQAM_PAIR_2(vf, vf, vf, vf_zip64_lo)
CUQAM_PAIR_2(vf, vf, vf, vf_zip64_hi)
CUQAM_PAIR_2(vf, vf, vf, vf_zip32_lo)
CUQAM_PAIR_2(vf, vf, vf, vf_zip32_hi)
CUQAM_PAIR_2(vf, vf, vf, vf_lo64_hi64)
#endif
#ifdef CUQAM_V_HAS_ROW_PERMUTE
CUQAM_PAIR_2(vf, vf, vf, vf_lanes_lo)
CUQAM_PAIR_2(vf, vf, vf, vf_lanes_hi)
CUQAM_PAIR_2(vf, vf, vf, vf_lanes_lo_hi)
#endif
#ifdef CUQAM_V_HAS_FLOAT_PERMUTE
CUQAM_PAIR_2(vf, vf, vi, vf_permute)
CUQAM_PAIR_C(vi, const int*, vf_permute_index)
#endif
#if defined(CUQAM_V_HAS_PERMUTE2) || defined(CUQAM_V_HAS_ROW_PERMUTE)
CUQAM_PAIR_C(vi, const int*, vi_loadu_i32)
#endif
#if defined(CUQAM_V_HAS_PERMUTE2) || defined(CUQAM_V_HAS_PICK64)
CUQAM_V_INLINE void vf_storeu_strided(float* p, int stride, vf a)
{
    cuqam_base_vf_storeu_strided(p, stride, a.h[0]);
    cuqam_base_vf_storeu_strided(p + stride, stride, a.h[1]);
}
#endif
#ifdef CUQAM_V_HAS_PERMUTE2
CUQAM_PAIR_3(vf, vf, vi, vf, vf_permute2)
CUQAM_PAIR_C(vm, unsigned, vm_from_bits)
CUQAM_V_INLINE vf vf_permute_merge(vf into, vm take, vi idx, vf a)
{
    const vf r = { { cuqam_base_vf_permute_merge(into.h[0], take.h[0], idx.h[0], a.h[0]),
                     cuqam_base_vf_permute_merge(
                         into.h[1], take.h[1], idx.h[1], a.h[1]) } };
    return r;
}
#endif
#ifdef CUQAM_V_HAS_MUL_EXP2
CUQAM_PAIR_2(vf, vf, vf, vf_mul_exp2)
#endif
#ifdef CUQAM_V_HAS_MUL_WHERE
CUQAM_V_INLINE vf vf_mul_where(vm m, vf a, vf b, vf no)
{
    const vf r = { { cuqam_base_vf_mul_where(m.h[0], a.h[0], b.h[0], no.h[0]),
                     cuqam_base_vf_mul_where(m.h[1], a.h[1], b.h[1], no.h[1]) } };
    return r;
}
#endif
#ifdef CUQAM_V_HAS_LOG2
CUQAM_PAIR_1(vf, vf, vf_log2)
#endif
#ifdef CUQAM_V_HAS_SCALEF
CUQAM_PAIR_2(vf, vf, vf, vf_scalef)
#endif
#ifdef CUQAM_V_HAS_COPYSIGN
CUQAM_PAIR_2(vf, vf, vf, vf_copysign)
#endif
#ifdef CUQAM_V_AXES_SPLIT
CUQAM_PAIR_1(vf, vf, vf_axes_split)
#endif
#undef CUQAM_PAIR_0
#undef CUQAM_PAIR_C
#undef CUQAM_PAIR_1
#undef CUQAM_PAIR_2
#undef CUQAM_PAIR_3

/* shifts by a constant: the ISA's are macros (an immediate operand) */
#undef vi_slli
#undef vi_srli
#define vi_slli(a, n) \
    ((vi){ { CUQAM_VI_SLLI((a).h[0], (n)), CUQAM_VI_SLLI((a).h[1], (n)) } })
#define vi_srli(a, n) \
    ((vi){ { CUQAM_VI_SRLI((a).h[0], (n)), CUQAM_VI_SRLI((a).h[1], (n)) } })

CUQAM_V_INLINE int vm_any(vm a)
{
    return cuqam_base_vm_any(a.h[0]) | cuqam_base_vm_any(a.h[1]);
}
CUQAM_V_INLINE int vm_all(vm a)
{
    return cuqam_base_vm_all(a.h[0]) & cuqam_base_vm_all(a.h[1]);
}

/* memory: half 1 where half 0 ends */
CUQAM_V_INLINE vf vf_loadu(const float* p)
{
    const vf r = { { cuqam_base_vf_loadu(p), cuqam_base_vf_loadu(p + CUQAM_PAIR_VW) } };
    return r;
}
CUQAM_V_INLINE vf vf_loada(const float* p)
{
    const vf r = { { cuqam_base_vf_loada(p), cuqam_base_vf_loada(p + CUQAM_PAIR_VW) } };
    return r;
}
CUQAM_V_INLINE vf vf_load_dup2(const float* p)
{
    const vf r = { { cuqam_base_vf_load_dup2(p),
                     cuqam_base_vf_load_dup2(p + CUQAM_PAIR_VW / 2) } };
    return r;
}
#ifdef CUQAM_V_AXES_SPLIT
CUQAM_V_INLINE vf vf_load_quad2(const float* p)
{
    const vf r = { { cuqam_base_vf_load_quad2(p),
                     cuqam_base_vf_load_quad2(p + CUQAM_PAIR_VW / 2) } };
    return r;
}
#endif
CUQAM_V_INLINE void vf_storeu(float* p, vf a)
{
    cuqam_base_vf_storeu(p, a.h[0]);
    cuqam_base_vf_storeu(p + CUQAM_PAIR_VW, a.h[1]);
}
CUQAM_V_INLINE void vf_deinterleave(const float* p, vf* e, vf* o)
{
    cuqam_base_vf_deinterleave(p, &e->h[0], &o->h[0]);
    cuqam_base_vf_deinterleave(p + 2 * CUQAM_PAIR_VW, &e->h[1], &o->h[1]);
}
CUQAM_V_INLINE void vi_storeu(void* p, vi a)
{
    cuqam_base_vi_storeu(p, a.h[0]);
    cuqam_base_vi_storeu((char*)p + CUQAM_PAIR_VW * 4, a.h[1]);
}
CUQAM_V_INLINE void vi_stream(void* p, vi a)
{
    cuqam_base_vi_stream(p, a.h[0]);
    cuqam_base_vi_stream((char*)p + CUQAM_PAIR_VW * 4, a.h[1]);
}

/* 128-bit lanes: half 0's, then half 1's */
CUQAM_V_INLINE q128 vi_lane(vi a, int k)
{
    return k < CUQAM_PAIR_LANES ? cuqam_base_vi_lane(a.h[0], k)
                                : cuqam_base_vi_lane(a.h[1], k - CUQAM_PAIR_LANES);
}
CUQAM_V_INLINE qf128 vf_lane(vf a, int k)
{
    return k < CUQAM_PAIR_LANES ? cuqam_base_vf_lane(a.h[0], k)
                                : cuqam_base_vf_lane(a.h[1], k - CUQAM_PAIR_LANES);
}
CUQAM_V_INLINE vi vi_from_lanes(const q128* l)
{
    const vi r = { { cuqam_base_vi_from_lanes(l),
                     cuqam_base_vi_from_lanes(l + CUQAM_PAIR_LANES) } };
    return r;
}

#endif
