/*
 * Scalar generic CPU kernels: the reference every other implementation is
 * checked against, and the tail loop of the SIMD ones.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../math/table_math.h"
#include "cpu_kernels.h"

#include <string.h>

/* The loop body, inlined into one copy per order below so that the compiler
 * sees m as a constant (unrolled bit loops); same operations either way.
 * Output o of a symbol is axis bit src[o] = 2j + axis (3GPP: o). */
static inline __attribute__((always_inline)) void
demap_body(const cuqam_params* p, const float* in, size_t n, void* out, const int m)
{
    const int k = 2 * m;
    float L[2 * CUQAM_MAX_AXIS_BITS]; /* axis bit j of I at 2j, of Q at 2j + 1 */
    for (size_t s = 0; s < n; ++s) {
        float i, q; /* memcpy: input may be unaligned */
        memcpy(&i, in + 2 * s, sizeof i);
        memcpy(&q, in + 2 * s + 1, sizeof q);
        cuqam_noise own;
        const cuqam_noise* z = cuqam_symbol_noise(p, s, &own, &i, &q);
        float li[CUQAM_MAX_AXIS_BITS], lq[CUQAM_MAX_AXIS_BITS];
        cuqam_axis_soft(p, z, p->method, p->output, 0, i, m, li);
        cuqam_axis_soft(p, z, p->method, p->output, 1, q, m, lq);
        for (int j = 0; j < m; ++j) {
            L[2 * j] = li[j];
            L[2 * j + 1] = lq[j];
        }
        cuqam_store_symbol(p->output, p->src, L, k, out, s);
    }
}

#define CUQAM_GENERIC_FOR_M(M)                                       \
    static void demap_generic_m##M(                                  \
        const cuqam_params* p, const float* in, size_t n, void* out) \
    {                                                                \
        demap_body(p, in, n, out, M);                                \
    }
CUQAM_GENERIC_FOR_M(1)
CUQAM_GENERIC_FOR_M(2)
CUQAM_GENERIC_FOR_M(3)
CUQAM_GENERIC_FOR_M(4)
CUQAM_GENERIC_FOR_M(5)
CUQAM_GENERIC_FOR_M(6)

/* Any constellation: the table searched per symbol (table_math.h). */
void cuqam_demap_table_generic(const cuqam_params* p,
                               const float* in,
                               size_t n,
                               void* out)
{
    float L[CUQAM_MAX_BITS];
    for (size_t s = 0; s < n; ++s) {
        float i, q;
        memcpy(&i, in + 2 * s, sizeof i);
        memcpy(&q, in + 2 * s + 1, sizeof q);
        cuqam_noise own;
        const cuqam_noise* z = cuqam_symbol_noise(p, s, &own, &i, &q);
        cuqam_table_unrotate(p, s, &i, &q);
        cuqam_table_soft(p, z, p->method, p->output, 0, p->k, i, q, L);
        cuqam_store_symbol(p->output, cuqam_identity_order, L, p->k, out, s);
    }
}

void cuqam_demap_generic(const cuqam_params* p, const float* in, size_t n, void* out)
{
    static void (*const by_m[])(const cuqam_params*, const float*, size_t, void*) = {
        demap_generic_m1, demap_generic_m1, demap_generic_m2, demap_generic_m3,
        demap_generic_m4, demap_generic_m5, demap_generic_m6,
    };
    if (p->kernels == CUQAM_KERNELS_TABLE)
        cuqam_demap_table_generic(p, in, n, out);
    else
        by_m[p->m](p, in, n, out);
}

void cuqam_map_generic(
    int bits_per_symbol, float a, const uint8_t* bits, size_t n, float* out)
{
    const int m = bits_per_symbol / 2;
    for (size_t s = 0; s < n; ++s) {
        const uint8_t* b = bits + s * (size_t)bits_per_symbol;
        unsigned ci = 0, cq = 0;
        for (int j = 0; j < m; ++j) {
            ci |= (unsigned)(b[2 * j] & 1u) << j;
            cq |= (unsigned)(b[2 * j + 1] & 1u) << j;
        }
        const float iq[2] = { a * cuqam_level_from_bits(ci, m),
                              a * cuqam_level_from_bits(cq, m) };
        memcpy(out + 2 * s, iq, sizeof iq);
    }
}

void cuqam_map_table(const float* table, int k, const uint8_t* bits, size_t n, float* out)
{
    for (size_t s = 0; s < n; ++s) {
        const uint8_t* b = bits + s * (size_t)k;
        unsigned label = 0;
        for (int j = 0; j < k; ++j)
            label = (label << 1) | (b[j] & 1u); /* b0 is the label's top bit */
        memcpy(out + 2 * s, table + 2 * label, 2 * sizeof(float));
    }
}
