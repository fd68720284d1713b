/*
 * The SIMD table kernels (any constellation), compiled once per ISA with
 * cuqam_demap_simd.h: CUQAM_ISA(cuqam_demap_table). One lane per symbol,
 * CUQAM_VW symbols per block, each point broadcast; the math is
 * table_math.h's (same distances, or exact's keys where the ISA has FMA;
 * exact in one pass with per-position sums rescaled as nearer points turn
 * up; maxlog with a tree per block, which gives the same minima). maxlog's
 * outputs are bit-identical to the generic kernel's; exact uses the vector
 * exp and log, within the documented tolerance. Blocks with a lane that
 * needs an input rule (NaN, pulled in, infinitely far) apply it with the
 * generic kernel's scalar code; the symbols left over at the end go through
 * the generic kernel. The parts: cuqam_demap_table_walk.h (the walk over
 * the points, maxlog), cuqam_demap_table_exact.h (exact).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuqam_demap_table_exact.h"

/* The NaN and infinitely-far rules of the lanes flagged (cuqam_table_soft). */
CUQAM_V_INLINE void CUQAM_ISA(table_rules)(
    const float* nan, const float* far_, float far_value, const int k, vf* L)
{
    const vm is_nan = vm_lt(vf_zero(), vf_loadu(nan)),
             is_far = vm_lt(vf_zero(), vf_loadu(far_));
    const vf fv = vf_set1(far_value);
    for (int b = 0; b < k; ++b) {
        const vf signed_far =
            vf_select(vm_lt(vf_zero(), L[b]),
                      fv,
                      vf_select(vm_lt(L[b], vf_zero()), cuqam_vneg(fv), vf_zero()));
        L[b] = vf_select(is_nan, vf_zero(), vf_select(is_far, signed_far, L[b]));
    }
}

/* Soft bits of CUQAM_VW symbols to their outputs (symbol-major). */
CUQAM_V_INLINE void CUQAM_ISA(table_store)(
    const cuqam_params* p, const vf* L, const int k, void* out, size_t first)
{
    if (p->output == CUQAM_OUTPUT_F32) {
        float t[CUQAM_MAX_BITS][CUQAM_VW];
        for (int b = 0; b < k; ++b)
            vf_storeu(t[b], L[b]);
        float* o = (float*)out + first * (size_t)k;
        for (int i = 0; i < CUQAM_VW; ++i)
            for (int b = 0; b < k; ++b)
                o[i * k + b] = t[b][i];
        return;
    }
    /* clamp, then round half to even (cuqam_quantize_s8/u8); u8 = s8 + 128 */
    const int u8 = p->output == CUQAM_OUTPUT_U8;
    const vf lo = vf_set1(u8 ? -128.0f : -127.0f), hi = vf_set1(127.0f);
    const vi bias = vi_set1(u8 ? 128 : 0), byte = vi_set1(0xFF);
    vi q[CUQAM_MAX_BITS + 3];
    for (int b = 0; b < k; ++b)
        q[b] = vi_and(vi_add(vf_to_vi_rne(vf_min(vf_max(L[b], lo), hi)), bias), byte);
    for (int b = k; b < CUQAM_MAX_BITS + 3; ++b)
        q[b] = vi_set1(0);
    /* bytes 4j .. 4j + 3 of each symbol as one 32-bit word per lane */
    const int words = (k + 3) / 4;
    uint32_t w[CUQAM_MAX_BITS / 4][CUQAM_VW];
    for (int j = 0; j < words; ++j)
        vi_storeu(w[j],
                  vi_or(vi_or(q[4 * j], vi_slli(q[4 * j + 1], 8)),
                        vi_or(vi_slli(q[4 * j + 2], 16), vi_slli(q[4 * j + 3], 24))));
    unsigned char* o = (unsigned char*)out + first * (size_t)k;
    if (k == 4) { /* one word per symbol: already in order */
        memcpy(o, w[0], sizeof w[0]);
        return;
    }
    for (int i = 0; i < CUQAM_VW; ++i) {
        for (int j = 0; j < k / 4; ++j)
            memcpy(o + i * k + 4 * j, &w[j][i], 4);
        if (k % 4) /* little-endian: the word's first bytes are the symbol's */
            memcpy(o + i * k + 4 * (k / 4), &w[k / 4][i], (size_t)(k % 4));
    }
}

/* exact: the method, a constant in each caller's loop, so that each method's
 * loop is compiled on its own (sharing one body cost maxlog 6-7 %). */
CUQAM_V_INLINE void CUQAM_ISA(table_block)(const cuqam_params* p,
                                           const float* in,
                                           size_t first,
                                           void* out,
                                           const int k,
                                           const int exact)
{
    vf yi, yq;
    vf_deinterleave(in + 2 * first, &yi, &yq);
    vf n0inv = vf_set1(p->nz.n0inv);
    if (p->noise) { /* per-symbol N0, the rule of cuqam_symbol_n0 */
        vm valid;
        n0inv = vf_div(vf_set1(1.0f),
                       cuqam_v_symbol_n0(vf_loadu(p->noise + first), p->n0_min, &valid));
        yi = vf_select(valid, yi, vf_set1(NAN));
        yq = vf_select(valid, yq, vf_set1(NAN));
    }
    if (p->pi2) { /* odd symbols turned back by 90 degrees (first is even) */
        static const float odd[2][16] = {
            { 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1 },
            { 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0 }
        };
        const vm turn = vm_lt(vf_zero(), vf_loadu(odd[p->phase & 1]));
        const vf t = yi;
        yi = vf_select(turn, yq, yi);
        yq = vf_select(turn, cuqam_vneg(t), yq);
    }
    float nan[CUQAM_VW], far_[CUQAM_VW];
    const vf rc = vf_set1(p->r_clamp);
    /* false for NaN too: any lane outside takes the scalar input rules */
    const int special =
        !(vm_all(vm_le(cuqam_vabs(yi), rc)) && vm_all(vm_le(cuqam_vabs(yq), rc)));
    if (special) {
        float xi[CUQAM_VW], xq[CUQAM_VW];
        vf_storeu(xi, yi);
        vf_storeu(xq, yq);
        for (int i = 0; i < CUQAM_VW; ++i) {
            int is_nan, is_far;
            cuqam_table_input(p, &xi[i], &xq[i], &is_nan, &is_far);
            nan[i] = (float)is_nan;
            far_[i] = (float)is_far;
        }
        yi = vf_loadu(xi);
        yq = vf_loadu(xq);
    }
    const float out_scale = p->output == CUQAM_OUTPUT_F32 ? 1.0f : p->scale;
    const vf gain = vf_set1(p->sign), oscale = vf_set1(out_scale);
    vf L[CUQAM_MAX_BITS];
    if (exact) {
        vf S1[CUQAM_MAX_BITS], S0[CUQAM_MAX_BITS], dmin;
        const vf H = CUQAM_ISA(table_headroom)(n0inv, p->nk.headroom);
#ifdef CUQAM_V_FUSED_FMA
        if (p->keys) {
            dmin = CUQAM_ISA(table_sums)(p->table, p->keys, n0inv, H, k, yi, yq, S1, S0);
            dmin = vf_add(dmin, vf_fma(yi, yi, vf_mul(yq, yq)));
            /* the infinitely far take the distances, whose exact ties their
             * signs need (cuqam_table_soft); lane by lane, so that a
             * symbol's soft bits never depend on its neighbours */
            const vm far_lane =
                special ? vm_lt(vf_zero(), vf_loadu(far_)) : vm_lt(vf_zero(), vf_zero());
            if (vm_any(far_lane)) {
                vf D1s[CUQAM_MAX_BITS], D0s[CUQAM_MAX_BITS];
                const vf dd =
                    CUQAM_ISA(table_sums)(p->table, NULL, n0inv, H, k, yi, yq, D1s, D0s);
                dmin = vf_select(far_lane, dd, dmin);
                for (int b = 0; b < k; ++b) {
                    S1[b] = vf_select(far_lane, D1s[b], S1[b]);
                    S0[b] = vf_select(far_lane, D0s[b], S0[b]);
                }
            }
        } else
#endif
            dmin = CUQAM_ISA(table_sums)(p->table, NULL, n0inv, H, k, yi, yq, S1, S0);
        CUQAM_ISA(table_exact_llrs)(p, n0inv, H, k, yi, yq, dmin, S1, S0, L);
        for (int b = 0; b < k; ++b)
            L[b] = vf_mul(vf_mul(gain, L[b]), oscale);
    } else {
        vf D1[CUQAM_MAX_BITS], D0[CUQAM_MAX_BITS];
        CUQAM_ISA(table_minima)(p->table, k, yi, yq, D1, D0);
        for (int b = 0; b < k; ++b)
            L[b] = vf_mul(vf_mul(gain, vf_mul(vf_sub(D0[b], D1[b]), n0inv)), oscale);
    }
    const float far_value = p->output == CUQAM_OUTPUT_F32 ? INFINITY : CUQAM_FAR_LLR_INT;
    if (special)
        CUQAM_ISA(table_rules)(nan, far_, far_value, k, L);
    CUQAM_ISA(table_store)(p, L, k, out, first);
}

#define CUQAM_TABLE_DEF(K)                                                            \
    static void CUQAM_ISA(table_k##K)(                                                \
        const cuqam_params* p, const float* in, size_t n, void* out)                  \
    {                                                                                 \
        const size_t full = n - n % CUQAM_VW;                                         \
        if (p->method == CUQAM_METHOD_EXACT)                                          \
            for (size_t s = 0; s < full; s += CUQAM_VW)                               \
                CUQAM_ISA(table_block)(p, in, s, out, K, 1);                          \
        else                                                                          \
            for (size_t s = 0; s < full; s += CUQAM_VW)                               \
                CUQAM_ISA(table_block)(p, in, s, out, K, 0);                          \
        if (full < n) {                                                               \
            const size_t obytes = p->output == CUQAM_OUTPUT_F32 ? sizeof(float) : 1u; \
            cuqam_params rest;                                                        \
            cuqam_demap_table_generic(cuqam_params_from(p, full, &rest),              \
                                      in + 2 * full,                                  \
                                      n - full,                                       \
                                      (unsigned char*)out + full * K * obytes);       \
        }                                                                             \
    }
CUQAM_TABLE_DEF(1)
CUQAM_TABLE_DEF(2)
CUQAM_TABLE_DEF(3)
CUQAM_TABLE_DEF(4)
CUQAM_TABLE_DEF(5)
CUQAM_TABLE_DEF(6)
CUQAM_TABLE_DEF(7)
CUQAM_TABLE_DEF(8)
CUQAM_TABLE_DEF(9)
CUQAM_TABLE_DEF(10)
CUQAM_TABLE_DEF(11)
CUQAM_TABLE_DEF(12)
#undef CUQAM_TABLE_DEF

void CUQAM_ISA(cuqam_demap_table)(const cuqam_params* p,
                                  const float* in,
                                  size_t n,
                                  void* out)
{
    static void (*const by_k[])(const cuqam_params*, const float*, size_t, void*) = {
        CUQAM_ISA(table_k1),  CUQAM_ISA(table_k1),  CUQAM_ISA(table_k2),
        CUQAM_ISA(table_k3),  CUQAM_ISA(table_k4),  CUQAM_ISA(table_k5),
        CUQAM_ISA(table_k6),  CUQAM_ISA(table_k7),  CUQAM_ISA(table_k8),
        CUQAM_ISA(table_k9),  CUQAM_ISA(table_k10), CUQAM_ISA(table_k11),
        CUQAM_ISA(table_k12),
    };
    by_k[p->k](p, in, n, out);
}
