/*
 * CPU kernels behind the core: the scalar generic reference and the SIMD
 * protokernels, one set per instruction set, picked at run time.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CPU_KERNELS_H
#define CUQAM_CPU_KERNELS_H

#include "../math/qam_math.h"
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* in: 2n floats (I, Q), any alignment; out: n * 2m values of p->output. */
typedef void (*cuqam_demap_fn)(const cuqam_params* p,
                               const float* in,
                               size_t n,
                               void* out);
/* bits: n * bits_per_symbol bytes (low bit used); out: 2n floats. */
typedef void (*cuqam_map_fn)(
    int bits_per_symbol, float a, const uint8_t* bits, size_t n, float* out);

/* The kernels' own bit order, for the table kernels (output o is bit o). */
static const unsigned char cuqam_identity_order[CUQAM_MAX_BITS] = { 0, 1, 2, 3, 4,  5,
                                                                    6, 7, 8, 9, 10, 11 };

/* p for the symbols from `first` of the call on (per-symbol N0 moved on);
 * *copy holds the moved copy where one is needed. */
static inline const cuqam_params*
cuqam_params_from(const cuqam_params* p, size_t first, cuqam_params* copy)
{
    if (!p->noise)
        return p;
    *copy = *p;
    copy->noise += first;
    return copy;
}

/* One symbol's k soft values (L[c] = bit c of the kernel's order) to its
 * outputs: output o takes L[src[o]]. */
static inline void cuqam_store_symbol(
    int output, const unsigned char* src, const float* L, int k, void* out, size_t s)
{
    for (int o = 0; o < k; ++o) {
        const float y = L[src[o]];
        if (output == CUQAM_OUTPUT_F32)
            memcpy((float*)out + s * (size_t)k + o, &y, sizeof y);
        else if (output == CUQAM_OUTPUT_S8)
            ((signed char*)out)[s * (size_t)k + o] = cuqam_quantize_s8(y);
        else
            ((unsigned char*)out)[s * (size_t)k + o] = cuqam_quantize_u8(y);
    }
}

/* Mapping by table lookup (points in label order), for every constellation
 * but 3GPP's square QAM, whose mappers compute the levels. */
void cuqam_map_table(
    const float* table, int k, const uint8_t* bits, size_t n, float* out);

/* cuqam_demap_table_<isa>: any constellation (table kernels); the generic
 * one is the SIMD ones' reference and tail. */
#define CUQAM_DECLARE_IMPL(sfx)                                                          \
    void cuqam_demap_##sfx(const cuqam_params* p, const float* in, size_t n, void* out); \
    void cuqam_demap_table_##sfx(                                                        \
        const cuqam_params* p, const float* in, size_t n, void* out);                    \
    void cuqam_map_##sfx(                                                                \
        int bits_per_symbol, float a, const uint8_t* bits, size_t n, float* out);
CUQAM_DECLARE_IMPL(generic)
CUQAM_DECLARE_IMPL(sse4_1)
CUQAM_DECLARE_IMPL(avx2)
CUQAM_DECLARE_IMPL(avx512)
CUQAM_DECLARE_IMPL(neon)

typedef struct {
    const char* name;
    cuqam_demap_fn demap;
    cuqam_map_fn map;
    int (*available)(void); /* run-time CPU feature check */
    const char* needs;      /* the CPU features it checks, for people */
} cuqam_cpu_impl;

/* Implementations compiled in, best first; the last is "generic". */
const cuqam_cpu_impl* cuqam_cpu_impls(int* count);

#endif
