/*
 * A group of CUQAM_GROUP_WAYS vectors of an ISA (2, a pair, unless the unit
 * sets 4 first) as one vector that many times as wide, for kernels whose
 * chains of dependent operations are longer than the CPU overlaps from one
 * loop iteration to the next (exact: exponentials, products, the tree, a
 * division and a log in a row, about 190 cycles a vector; maxlog about 50).
 * Compiled against a group, every operation is issued for each member in
 * turn, so that many vectors' chains run side by side. Pairs: exact 12-28 %
 * faster on an Intel Xeon (SSE4.1, AVX2, AVX-512), 13-42 % on AMD Zen 4
 * with SSE4.1 and AVX2; maxlog 9 % (AVX-512) to 47 % on Zen 4. Quads, on the
 * ISAs of 16 registers from 16QAM to 256QAM, another 3-34 % on a Zen 5
 * core (docs/benchmarks.md). Include after simd_group_base.h and one
 * simd_*.h. Member q holds the q-th CUQAM_VW / CUQAM_GROUP_WAYS lanes, each
 * with the ISA's 128-bit lanes, so the operations that work lane by lane or
 * within 128-bit lanes keep their meaning; loads, stores and lane access
 * take the members one after the other in memory.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_SIMD_GROUP_H
#define CUQAM_SIMD_GROUP_H

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
#define CUQAM_MEMBER_VW 16
#elif CUQAM_VW == 8
#define CUQAM_MEMBER_VW 8
#elif CUQAM_VW == 4
#define CUQAM_MEMBER_VW 4
#else
#error "simd_group.h: a base ISA of 4, 8 or 16 floats"
#endif
#define CUQAM_MEMBER_LANES (CUQAM_MEMBER_VW / 4)
#ifndef CUQAM_GROUP_WAYS
#define CUQAM_GROUP_WAYS 2
#endif
/* X(q, f) for each member q, comma separated: each operation written once
 * and expanded for every member, no loop left to the compiler */
#if CUQAM_GROUP_WAYS == 4
#define CUQAM_GROUP_EACH(X, f) X(0, f), X(1, f), X(2, f), X(3, f)
#elif CUQAM_GROUP_WAYS == 2
#define CUQAM_GROUP_EACH(X, f) X(0, f), X(1, f)
#else
#error "simd_group.h: groups of 2 or 4 vectors"
#endif
#undef CUQAM_VW
#undef CUQAM_LANES
#define CUQAM_VW (CUQAM_GROUP_WAYS * CUQAM_MEMBER_VW)
#define CUQAM_LANES (CUQAM_GROUP_WAYS * CUQAM_MEMBER_LANES)

typedef struct {
    cuqam_base_vf h[CUQAM_GROUP_WAYS];
} vf;
typedef struct {
    cuqam_base_vi h[CUQAM_GROUP_WAYS];
} vi;
typedef struct {
    cuqam_base_vm h[CUQAM_GROUP_WAYS];
} vm;

/* member q of each operand, for CUQAM_GROUP_EACH */
#define CUQAM_MEMBER_0(q, f) f()
#define CUQAM_MEMBER_C(q, f) f(x)
#define CUQAM_MEMBER_1(q, f) f(a.h[q])
#define CUQAM_MEMBER_2(q, f) f(a.h[q], b.h[q])
#define CUQAM_MEMBER_3(q, f) f(a.h[q], b.h[q], c.h[q])
#define CUQAM_MEMBER_WHERE(q, f) f(m.h[q], a.h[q], b.h[q], no.h[q])
#define CUQAM_MEMBER_MERGE(q, f) f(into.h[q], take.h[q], idx.h[q], a.h[q])
#define CUQAM_MEMBER_SLLI(q, a, n) CUQAM_VI_SLLI((a).h[q], (n))
#define CUQAM_MEMBER_SRLI(q, a, n) CUQAM_VI_SRLI((a).h[q], (n))

/* clang-format off */
#define CUQAM_GROUP_0(T, name) \
    CUQAM_V_INLINE T name(void) \
    { const T r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_0, cuqam_base_##name) } }; return r; }
#define CUQAM_GROUP_C(T, A, name) \
    CUQAM_V_INLINE T name(A x) \
    { const T r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_C, cuqam_base_##name) } }; return r; }
#define CUQAM_GROUP_1(T, A, name) \
    CUQAM_V_INLINE T name(A a) \
    { const T r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_1, cuqam_base_##name) } }; return r; }
#define CUQAM_GROUP_2(T, A, B, name) \
    CUQAM_V_INLINE T name(A a, B b) \
    { const T r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_2, cuqam_base_##name) } }; return r; }
#define CUQAM_GROUP_3(T, A, B, C, name) \
    CUQAM_V_INLINE T name(A a, B b, C c) \
    { const T r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_3, cuqam_base_##name) } }; return r; }
/* clang-format on */

CUQAM_GROUP_C(vf, float, vf_set1)
CUQAM_GROUP_0(vf, vf_zero)
CUQAM_GROUP_C(vi, int, vi_set1)
CUQAM_GROUP_C(vi, char, vi_set1_i8)
CUQAM_GROUP_C(vi, const unsigned char*, vi_lane_table)
CUQAM_GROUP_2(vf, vf, vf, vf_add)
CUQAM_GROUP_2(vf, vf, vf, vf_sub)
CUQAM_GROUP_2(vf, vf, vf, vf_mul)
CUQAM_GROUP_2(vf, vf, vf, vf_div)
CUQAM_GROUP_2(vf, vf, vf, vf_min)
CUQAM_GROUP_2(vf, vf, vf, vf_max)
CUQAM_GROUP_2(vf, vf, vf, vf_and)
CUQAM_GROUP_2(vf, vf, vf, vf_andnot)
CUQAM_GROUP_2(vf, vf, vf, vf_or)
CUQAM_GROUP_2(vf, vf, vf, vf_xor)
CUQAM_GROUP_2(vf, vf, vf, vf_even_odd)
CUQAM_GROUP_3(vf, vf, vf, vf, vf_fma)
CUQAM_GROUP_3(vf, vm, vf, vf, vf_select)
CUQAM_GROUP_1(vf, vf, vf_round)
CUQAM_GROUP_1(vf, vf, vf_dup_even)
CUQAM_GROUP_1(vf, vf, vf_dup_odd)
CUQAM_GROUP_1(vi, vf, vf_to_vi_rne)
CUQAM_GROUP_1(vi, vf, vf_as_vi)
CUQAM_GROUP_1(vf, vi, vi_as_vf)
CUQAM_GROUP_1(vf, vi, vi_to_vf)
CUQAM_GROUP_2(vf, vm, vf, vf_keep)
CUQAM_GROUP_1(vm, vf, vm_ord)
CUQAM_GROUP_2(vm, vf, vf, vm_lt)
CUQAM_GROUP_2(vm, vf, vf, vm_le)
CUQAM_GROUP_2(vi, vi, vi, vi_add)
CUQAM_GROUP_2(vi, vi, vi, vi_sub)
CUQAM_GROUP_2(vi, vi, vi, vi_and)
CUQAM_GROUP_2(vi, vi, vi, vi_or)
CUQAM_GROUP_2(vi, vi, vi, vi_xor)
CUQAM_GROUP_2(vi, vi, vi, vi_packs32)
CUQAM_GROUP_2(vi, vi, vi, vi_packs16)
CUQAM_GROUP_2(vi, vi, vi, vi_shuffle8)
CUQAM_GROUP_2(vi, vi, vi, vi_max_i8)
#ifdef CUQAM_V_HAS_PICK64
CUQAM_GROUP_2(vf, vf, vf, vf_zip64_lo)
CUQAM_GROUP_2(vf, vf, vf, vf_zip64_hi)
CUQAM_GROUP_2(vf, vf, vf, vf_zip32_lo)
CUQAM_GROUP_2(vf, vf, vf, vf_zip32_hi)
CUQAM_GROUP_2(vf, vf, vf, vf_lo64_hi64)
#endif
#ifdef CUQAM_V_HAS_ROW_PERMUTE
CUQAM_GROUP_2(vf, vf, vf, vf_lanes_lo)
CUQAM_GROUP_2(vf, vf, vf, vf_lanes_hi)
CUQAM_GROUP_2(vf, vf, vf, vf_lanes_lo_hi)
#endif
#ifdef CUQAM_V_HAS_FLOAT_PERMUTE
CUQAM_GROUP_2(vf, vf, vi, vf_permute)
CUQAM_GROUP_C(vi, const int*, vf_permute_index)
#endif
#if defined(CUQAM_V_HAS_PERMUTE2) || defined(CUQAM_V_HAS_ROW_PERMUTE)
CUQAM_GROUP_C(vi, const int*, vi_loadu_i32)
#endif
#if defined(CUQAM_V_HAS_PERMUTE2) || defined(CUQAM_V_HAS_PICK64)
CUQAM_V_INLINE void vf_storeu_strided(float* p, int stride, vf a)
{
    for (int q = 0; q < CUQAM_GROUP_WAYS; ++q)
        cuqam_base_vf_storeu_strided(p + q * stride, stride, a.h[q]);
}
#endif
#ifdef CUQAM_V_HAS_PERMUTE2
CUQAM_GROUP_3(vf, vf, vi, vf, vf_permute2)
CUQAM_GROUP_C(vm, unsigned, vm_from_bits)
CUQAM_V_INLINE vf vf_permute_merge(vf into, vm take, vi idx, vf a)
{
    const vf r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_MERGE,
                                      cuqam_base_vf_permute_merge) } };
    return r;
}
#endif
#ifdef CUQAM_V_HAS_MUL_EXP2
CUQAM_GROUP_2(vf, vf, vf, vf_mul_exp2)
#endif
#ifdef CUQAM_V_HAS_MUL_WHERE
CUQAM_V_INLINE vf vf_mul_where(vm m, vf a, vf b, vf no)
{
    const vf r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_WHERE, cuqam_base_vf_mul_where) } };
    return r;
}
#endif
#ifdef CUQAM_V_HAS_LOG2
CUQAM_GROUP_1(vf, vf, vf_log2)
#endif
#ifdef CUQAM_V_HAS_SCALEF
CUQAM_GROUP_2(vf, vf, vf, vf_scalef)
#endif
#ifdef CUQAM_V_HAS_COPYSIGN
CUQAM_GROUP_2(vf, vf, vf, vf_copysign)
#endif
#ifdef CUQAM_V_AXES_SPLIT
CUQAM_GROUP_1(vf, vf, vf_axes_split)
#endif
#undef CUQAM_GROUP_0
#undef CUQAM_GROUP_C
#undef CUQAM_GROUP_1
#undef CUQAM_GROUP_2
#undef CUQAM_GROUP_3

/* shifts by a constant: the ISA's are macros (an immediate operand) */
#undef vi_slli
#undef vi_srli
#if CUQAM_GROUP_WAYS == 4
#define vi_slli(a, n)                    \
    ((vi){ { CUQAM_MEMBER_SLLI(0, a, n), \
             CUQAM_MEMBER_SLLI(1, a, n), \
             CUQAM_MEMBER_SLLI(2, a, n), \
             CUQAM_MEMBER_SLLI(3, a, n) } })
#define vi_srli(a, n)                    \
    ((vi){ { CUQAM_MEMBER_SRLI(0, a, n), \
             CUQAM_MEMBER_SRLI(1, a, n), \
             CUQAM_MEMBER_SRLI(2, a, n), \
             CUQAM_MEMBER_SRLI(3, a, n) } })
#else
#define vi_slli(a, n) ((vi){ { CUQAM_MEMBER_SLLI(0, a, n), CUQAM_MEMBER_SLLI(1, a, n) } })
#define vi_srli(a, n) ((vi){ { CUQAM_MEMBER_SRLI(0, a, n), CUQAM_MEMBER_SRLI(1, a, n) } })
#endif

CUQAM_V_INLINE int vm_any(vm a)
{
    int any = 0;
    for (int q = 0; q < CUQAM_GROUP_WAYS; ++q)
        any |= cuqam_base_vm_any(a.h[q]);
    return any;
}
CUQAM_V_INLINE int vm_all(vm a)
{
    int all = 1;
    for (int q = 0; q < CUQAM_GROUP_WAYS; ++q)
        all &= cuqam_base_vm_all(a.h[q]);
    return all;
}

/* memory: each member where the one before ends */
#define CUQAM_MEMBER_AT(q, f) f(p + (q)*CUQAM_MEMBER_VW)
#define CUQAM_MEMBER_AT_HALF(q, f) f(p + (q) * (CUQAM_MEMBER_VW / 2))
CUQAM_V_INLINE vf vf_loadu(const float* p)
{
    const vf r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_AT, cuqam_base_vf_loadu) } };
    return r;
}
CUQAM_V_INLINE vf vf_loada(const float* p)
{
    const vf r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_AT, cuqam_base_vf_loada) } };
    return r;
}
CUQAM_V_INLINE vf vf_load_dup2(const float* p)
{
    const vf r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_AT_HALF, cuqam_base_vf_load_dup2) } };
    return r;
}
#ifdef CUQAM_V_AXES_SPLIT
CUQAM_V_INLINE vf vf_load_quad2(const float* p)
{
    const vf r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_AT_HALF, cuqam_base_vf_load_quad2) } };
    return r;
}
#endif
CUQAM_V_INLINE void vf_storeu(float* p, vf a)
{
    for (int q = 0; q < CUQAM_GROUP_WAYS; ++q)
        cuqam_base_vf_storeu(p + q * CUQAM_MEMBER_VW, a.h[q]);
}
CUQAM_V_INLINE void vf_deinterleave(const float* p, vf* e, vf* o)
{
    for (int q = 0; q < CUQAM_GROUP_WAYS; ++q)
        cuqam_base_vf_deinterleave(p + 2 * q * CUQAM_MEMBER_VW, &e->h[q], &o->h[q]);
}
CUQAM_V_INLINE void vi_storeu(void* p, vi a)
{
    for (int q = 0; q < CUQAM_GROUP_WAYS; ++q)
        cuqam_base_vi_storeu((char*)p + q * CUQAM_MEMBER_VW * 4, a.h[q]);
}
CUQAM_V_INLINE void vi_stream(void* p, vi a)
{
    for (int q = 0; q < CUQAM_GROUP_WAYS; ++q)
        cuqam_base_vi_stream((char*)p + q * CUQAM_MEMBER_VW * 4, a.h[q]);
}

/* 128-bit lanes: member 0's, then member 1's, ... */
CUQAM_V_INLINE q128 vi_lane(vi a, int k)
{
    return cuqam_base_vi_lane(a.h[k / CUQAM_MEMBER_LANES], k % CUQAM_MEMBER_LANES);
}
CUQAM_V_INLINE qf128 vf_lane(vf a, int k)
{
    return cuqam_base_vf_lane(a.h[k / CUQAM_MEMBER_LANES], k % CUQAM_MEMBER_LANES);
}
CUQAM_V_INLINE vi vi_from_lanes(const q128* l)
{
#define CUQAM_MEMBER_FROM_LANES(q, f) f(l + (q)*CUQAM_MEMBER_LANES)
    const vi r = { { CUQAM_GROUP_EACH(CUQAM_MEMBER_FROM_LANES,
                                      cuqam_base_vi_from_lanes) } };
    return r;
}

#endif
