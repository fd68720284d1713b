/*
 * Scalar generic CPU kernels: the reference every other implementation is
 * checked against, and the tail loop of the SIMD ones.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cpu_kernels.h"

#include <string.h>

/* The loop body, inlined into one copy per order below so that the compiler
 * sees m as a constant (unrolled bit loops); same operations either way. */
static inline __attribute__((always_inline)) void
demap_body(const cuqam_params* p, const float* in, size_t n, void* out, const int m)
{
    const int k = 2 * m;
    float li[CUQAM_MAX_AXIS_BITS], lq[CUQAM_MAX_AXIS_BITS];
    for (size_t s = 0; s < n; ++s) {
        float i, q; /* memcpy: input may be unaligned */
        memcpy(&i, in + 2 * s, sizeof i);
        memcpy(&q, in + 2 * s + 1, sizeof q);
        cuqam_axis_soft(p, p->method, p->output, i, m, li);
        cuqam_axis_soft(p, p->method, p->output, q, m, lq);
        switch (p->output) {
        case 0: { /* f32 */
            float L[2 * CUQAM_MAX_AXIS_BITS];
            for (int j = 0; j < m; ++j) {
                L[2 * j] = li[j];
                L[2 * j + 1] = lq[j];
            }
            memcpy((float*)out + s * (size_t)k, L, sizeof(float) * (size_t)k);
            break;
        }
        case 1: { /* s8 */
            signed char* o = (signed char*)out + s * (size_t)k;
            for (int j = 0; j < m; ++j) {
                o[2 * j] = cuqam_quantize_s8(li[j]);
                o[2 * j + 1] = cuqam_quantize_s8(lq[j]);
            }
            break;
        }
        default: { /* u8 */
            unsigned char* o = (unsigned char*)out + s * (size_t)k;
            for (int j = 0; j < m; ++j) {
                o[2 * j] = cuqam_quantize_u8(li[j]);
                o[2 * j + 1] = cuqam_quantize_u8(lq[j]);
            }
            break;
        }
        }
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

void cuqam_demap_generic(const cuqam_params* p, const float* in, size_t n, void* out)
{
    static void (*const by_m[])(const cuqam_params*, const float*, size_t, void*) = {
        demap_generic_m1, demap_generic_m1, demap_generic_m2,
        demap_generic_m3, demap_generic_m4, demap_generic_m5,
    };
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
