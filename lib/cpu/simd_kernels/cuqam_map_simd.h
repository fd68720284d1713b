/*
 * The SIMD mapper protokernel, compiled once per ISA like cuqam_demap_simd.h;
 * defines CUQAM_ISA(cuqam_map). Per 128-bit lane (2 symbols, 4m bit bytes)
 * one byte shuffle per bit j puts the bits of I0 Q0 I1 Q1 into int32 lanes;
 * the level then follows cuqam_level_from_bits with sign flips for the
 * products by +-1, so the floats are bit-identical to the generic mapper's.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../cpu_kernels.h"

#ifndef CUQAM_MAP_TABLES
#define CUQAM_MAP_TABLES
/* [m-1][j]: byte j-index table over the lane's first 16 bit bytes (A) and,
 * for m = 5, over bytes 4..19 (B). */
typedef struct {
    unsigned char a[5][16], b[5][16];
} cuqam_map_tables;

static cuqam_map_tables cuqam_map_tables_for(int m)
{
    cuqam_map_tables t;
    memset(&t, 0x80, sizeof t);
    for (int j = 0; j < m; ++j) {
        const int src[4] = { 2 * j, 2 * j + 1, 2 * m + 2 * j, 2 * m + 2 * j + 1 };
        for (int l = 0; l < 4; ++l) {
            if (src[l] < 16)
                t.a[j][4 * l] = (unsigned char)src[l];
            else
                t.b[j][4 * l] = (unsigned char)(src[l] - 4);
        }
    }
    return t;
}
#endif

CUQAM_V_INLINE void CUQAM_ISA(map_loop)(const cuqam_map_tables* t,
                                        float a,
                                        const uint8_t* bits,
                                        size_t n,
                                        float* out,
                                        const int m)
{
    const size_t per = CUQAM_VW / 2;
    const size_t nvec = n / per;
    const vi one = vi_set1(1);
    const vf va = vf_set1(a);
    for (size_t s = 0; s < nvec; ++s) {
        vi bit[CUQAM_MAX_AXIS_BITS];
        q128 lanes[CUQAM_MAX_AXIS_BITS][CUQAM_LANES];
        for (int k = 0; k < CUQAM_LANES; ++k) {
            const uint8_t* src = bits + (s * per + 2u * (size_t)k) * 2u * (size_t)m;
            q128 A, B = q_set1_i32(0);
            if (m >= 4) {
                A = q_loadu(src);
                if (m == 5)
                    B = q_loadu(src + 4);
            } else {
                unsigned char tmp[16] = { 0 };
                memcpy(tmp, src, 4u * (size_t)m);
                A = q_loadu(tmp);
            }
            for (int j = 0; j < m; ++j) {
                q128 g = q_shuffle(A, q_load_table(t->a[j]));
                if (m == 5)
                    g = q_or(g, q_shuffle(B, q_load_table(t->b[j])));
                lanes[j][k] = g;
            }
        }
        for (int j = 0; j < m; ++j)
            bit[j] = vi_slli(vi_and(vi_from_lanes(lanes[j]), one),
                             31); /* the sign flip of bit j */
        vf v = vf_set1(1.0f);
        for (int j = m - 1; j >= 1; --j)
            v = vf_sub(vf_set1((float)(1 << (m - j))), vf_xor(v, vi_as_vf(bit[j])));
        v = vf_xor(v, vi_as_vf(bit[0]));
        vf_storeu(out + s * CUQAM_VW, vf_mul(va, v));
    }
    const size_t done = nvec * per;
    if (done < n)
        cuqam_map_generic(
            2 * m, a, bits + done * 2u * (size_t)m, n - done, out + 2 * done);
}

#define CUQAM_DEF_MAP(M)                                                               \
    static void CUQAM_ISA(map_m##M)(                                                   \
        const cuqam_map_tables* t, float a, const uint8_t* bits, size_t n, float* out) \
    {                                                                                  \
        CUQAM_ISA(map_loop)(t, a, bits, n, out, M);                                    \
    }
CUQAM_DEF_MAP(1)
CUQAM_DEF_MAP(2)
CUQAM_DEF_MAP(3)
CUQAM_DEF_MAP(4)
CUQAM_DEF_MAP(5)
#undef CUQAM_DEF_MAP

void CUQAM_ISA(cuqam_map)(
    int bits_per_symbol, float a, const uint8_t* bits, size_t n, float* out)
{
    static void (*const by_m[5])(
        const cuqam_map_tables*, float, const uint8_t*, size_t, float*) = {
        CUQAM_ISA(map_m1), CUQAM_ISA(map_m2), CUQAM_ISA(map_m3),
        CUQAM_ISA(map_m4), CUQAM_ISA(map_m5),
    };
    const int m = bits_per_symbol / 2;
    if (m > 5) { /* 4096QAM: 24 bit bytes per symbol pair, not vectorised */
        cuqam_map_generic(bits_per_symbol, a, bits, n, out);
        return;
    }
    const cuqam_map_tables t =
        cuqam_map_tables_for(m); /* 160 bytes on the stack, no allocation */
    by_m[m - 1](&t, a, bits, n, out);
}
