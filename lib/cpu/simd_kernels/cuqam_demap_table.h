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
 * the generic kernel.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_TABLE_SIMD_GUARD
#define CUQAM_DEMAP_TABLE_SIMD_GUARD
#include "../../math/table_math.h"
#endif

/* The 2^bb squared distances of block blk into d, as the generic kernel
 * computes them. */
CUQAM_V_INLINE void
CUQAM_ISA(table_block_dists)(const float* pts, int blk, const int bb, vf yi, vf yq, vf* d)
{
    for (int j = 0; j < (1 << bb); ++j) {
        const float* c = pts + 2 * ((blk << bb) + j);
        const vf dx = vf_sub(yi, vf_set1(c[0])), dy = vf_sub(yq, vf_set1(c[1]));
        d[j] = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
    }
}

#ifdef CUQAM_V_FUSED_FMA
/* exact's keys of block blk (cuqam_table_key; 2^k points): d - |y|^2 by two
 * FMAs instead of five operations. */
CUQAM_V_INLINE void CUQAM_ISA(table_block_keys)(
    const float* keys, const int k, int blk, const int bb, vf yi, vf yq, vf* d)
{
    for (int j = 0; j < (1 << bb); ++j) {
        const int l = (blk << bb) + j;
        d[j] = vf_fma(yi,
                      vf_set1(keys[2 * l]),
                      vf_fma(yq, vf_set1(keys[2 * l + 1]), vf_set1(keys[(2 << k) + l])));
    }
}
#endif

/* Label bits j < bb from the per-position values P (consumed), sums or
 * minima (cuqam_table_low_bits). */
CUQAM_V_INLINE void CUQAM_ISA(table_low_bits)(
    vf* P, const int k, const int bb, const int minima, vf* X1, vf* X0)
{
    for (int j = 0; j < bb; ++j) {
        vf x1 = P[1], x0 = P[0];
        P[0] = minima ? vf_min(P[0], P[1]) : vf_add(P[0], P[1]);
        for (int i = 1; i < (1 << (bb - 1 - j)); ++i) {
            x1 = minima ? vf_min(x1, P[2 * i + 1]) : vf_add(x1, P[2 * i + 1]);
            x0 = minima ? vf_min(x0, P[2 * i]) : vf_add(x0, P[2 * i]);
            P[i] =
                minima ? vf_min(P[2 * i], P[2 * i + 1]) : vf_add(P[2 * i], P[2 * i + 1]);
        }
        X1[k - 1 - j] = x1;
        X0[k - 1 - j] = x0;
    }
}

/* The block's 2^bb values reduced to one by a tree, minimum or sum (w consumed). */
CUQAM_V_INLINE vf CUQAM_ISA(table_block_total)(vf* w, const int bb, const int minima)
{
    for (int h = (1 << bb) / 2; h >= 1; h /= 2)
        for (int j = 0; j < h; ++j)
            w[j] = minima ? vf_min(w[j], w[j + h]) : vf_add(w[j], w[j + h]);
    return w[0];
}

/* maxlog: the smallest distance per bit value. The minima come out the
 * same in any order; unlike cuqam_table_minima (per-position minima) this
 * takes each block's tree at once: the per-position registers would not
 * fit x86's vector registers next to the block's (32APSK 17-20 % slower). */
CUQAM_V_INLINE void
CUQAM_ISA(table_minima)(const float* pts, const int k, vf yi, vf yq, vf* D1, vf* D0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    for (int b = 0; b < k; ++b)
        D1[b] = D0[b] = vf_set1(3.0e38f);
    for (int blk = 0; blk < (1 << (k - bb)); ++blk) {
        vf w[CUQAM_TABLE_BLOCK];
        CUQAM_ISA(table_block_dists)(pts, blk, bb, yi, yq, w);
        for (int j = 0; j < bb; ++j) {
            const int b = k - 1 - j;
            for (int i = 0; i < (1 << (bb - 1 - j)); ++i) {
                D1[b] = vf_min(D1[b], w[2 * i + 1]);
                D0[b] = vf_min(D0[b], w[2 * i]);
                w[i] = vf_min(w[2 * i], w[2 * i + 1]);
            }
        }
        for (int j = bb; j < k; ++j) {
            const int b = k - 1 - j;
            if ((blk >> (j - bb)) & 1)
                D1[b] = vf_min(D1[b], w[0]);
            else
                D0[b] = vf_min(D0[b], w[0]);
        }
    }
}

/* exact's terms in base 2, g2 = log2(e) / N0 (cuqam_table_sums): with a
 * fused multiply-add as on the GPU, the reference is dmin's exponent and a
 * term's exponent one FMA; without it the difference goes first. */
#ifdef CUQAM_V_FUSED_FMA
#define CUQAM_V_TABLE_REF(g2, dmin) vf_mul(dmin, g2)
#define CUQAM_V_TABLE_TERM(g2, d, ref) cuqam_vexp2_term(vf_fma(d, cuqam_vneg(g2), ref))
#define CUQAM_V_TABLE_RESCALE(g2, ref_old, ref_new) \
    cuqam_vexp2_term(vf_sub(ref_new, ref_old))
#else
#define CUQAM_V_TABLE_REF(g2, dmin) (dmin)
#define CUQAM_V_TABLE_TERM(g2, d, ref) cuqam_vexp2_term(vf_mul(vf_sub(ref, d), g2))
#define CUQAM_V_TABLE_RESCALE(g2, ref_old, ref_new) \
    cuqam_vexp2_term(vf_mul(vf_sub(ref_new, ref_old), g2))
#endif

/* exact: the sums per bit value, relative to the nearest point, whose
 * distance is returned (cuqam_table_sums); from the keys where keys is not
 * NULL (ISAs with FMA, blocks with no input rule), which return that
 * distance less |y|^2. */
CUQAM_V_INLINE vf CUQAM_ISA(table_sums)(const float* pts,
                                        const float* keys,
                                        vf n0inv,
                                        const int k,
                                        vf yi,
                                        vf yq,
                                        vf* S1,
                                        vf* S0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    const vf g2 = vf_mul(n0inv, vf_set1(1.44269504088896341f));
    (void)keys; /* without FMA: always NULL */
    vf dmin = vf_set1(3.0e38f), ref = vf_zero();
    vf P[CUQAM_TABLE_BLOCK]; /* per position in the block */
    for (int b = 0; b < k; ++b)
        S1[b] = S0[b] = vf_zero();
    for (int j = 0; j < (1 << bb); ++j)
        P[j] = vf_zero();
    for (int blk = 0; blk < (1 << (k - bb)); ++blk) {
        vf w[CUQAM_TABLE_BLOCK], t[CUQAM_TABLE_BLOCK];
#ifdef CUQAM_V_FUSED_FMA
        if (keys)
            CUQAM_ISA(table_block_keys)(keys, k, blk, bb, yi, yq, w);
        else
#endif
            CUQAM_ISA(table_block_dists)(pts, blk, bb, yi, yq, w);
        for (int j = 0; j < (1 << bb); ++j)
            t[j] = w[j];
        const vf near = vf_min(dmin, CUQAM_ISA(table_block_total)(t, bb, 1));
        const vf ref_near = CUQAM_V_TABLE_REF(g2, near);
        /* the sums so far, relative to the new nearest; the first block
         * finds them at 0 */
        const vf r = blk ? CUQAM_V_TABLE_RESCALE(g2, ref, ref_near) : vf_zero();
        dmin = near;
        ref = ref_near;
        for (int j = 0; j < (1 << bb); ++j) {
            w[j] = CUQAM_V_TABLE_TERM(g2, w[j], ref);
            P[j] = vf_fma(P[j], r, w[j]);
        }
        if (k == bb)
            continue;
        const vf tot = CUQAM_ISA(table_block_total)(w, bb, 0);
        for (int j = bb; j < k; ++j) {
            const int b = k - 1 - j;
            if ((blk >> (j - bb)) & 1) {
                S1[b] = vf_fma(S1[b], r, tot);
                S0[b] = vf_mul(S0[b], r);
            } else {
                S1[b] = vf_mul(S1[b], r);
                S0[b] = vf_fma(S0[b], r, tot);
            }
        }
    }
    CUQAM_ISA(table_low_bits)(P, k, bb, 0, S1, S0);
    return dmin;
}

/* exact's L from the sums. Where the other sum underflowed, integer outputs
 * that saturate take the own set's sign; otherwise that set is summed again
 * relative to its own nearest point (cuqam_table_exact_llr). */
CUQAM_V_INLINE void CUQAM_ISA(table_exact_llrs)(const cuqam_params* p,
                                                vf n0inv,
                                                const int k,
                                                vf yi,
                                                vf yq,
                                                vf dmin,
                                                const vf* S1,
                                                const vf* S0,
                                                vf* L)
{
    const vf tiny = vf_set1(CUQAM_TABLE_UNDERFLOW), one = vf_set1(1.0f),
             nn0 = cuqam_vneg(n0inv);
    const int saturates =
        p->output != CUQAM_OUTPUT_F32 && CUQAM_TABLE_UNDERFLOW_LLR * p->scale >= 128.0f;
    const vf sat = vf_set1(CUQAM_FAR_LLR_INT / p->scale);
    vf D1[CUQAM_MAX_BITS], D0[CUQAM_MAX_BITS];
    int have_minima = 0;
    for (int b = 0; b < k; ++b) {
        const vm own1 = vm_le(S0[b], S1[b]);
        const vm under = vm_le(vf_select(own1, S0[b], S1[b]), tiny);
        /* 1 where a sum underflowed, so that no lane divides by 0 */
        L[b] = cuqam_vlog(
            vf_div(vf_select(under, one, S1[b]), vf_select(under, one, S0[b])));
        if (!vm_any(under))
            continue;
        if (saturates) {
            L[b] = vf_select(under, vf_select(own1, sat, cuqam_vneg(sat)), L[b]);
            continue;
        }
        if (!have_minima) {
            CUQAM_ISA(table_minima)(p->table, k, yi, yq, D1, D0);
            have_minima = 1;
        }
        const vf dref = vf_select(own1, D0[b], D1[b]);
        vf resum = vf_zero();
        for (int l = 0; l < (1 << k); ++l) {
            const vf dx = vf_sub(yi, vf_set1(p->table[2 * l])),
                     dy = vf_sub(yq, vf_set1(p->table[2 * l + 1]));
            const vf d = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
            const vf t = cuqam_vexp(vf_mul(nn0, vf_max(vf_sub(d, dref), vf_zero())));
            /* the other set: bit b of label l differs from the own value */
            resum = vf_add(resum,
                           ((l >> (k - 1 - b)) & 1) ? vf_select(own1, vf_zero(), t)
                                                    : vf_select(own1, t, vf_zero()));
        }
        resum = vf_select(under, resum, one);
        const vf gap = vf_mul(vf_sub(dref, dmin), n0inv);
        const vf lo = vf_select(
            own1,
            vf_add(gap, cuqam_vlog(vf_div(S1[b], resum))),
            vf_sub(cuqam_vlog(vf_div(resum, vf_select(under, S0[b], one))), gap));
        L[b] = vf_select(under, lo, L[b]);
    }
}

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
        n0inv =
            vf_div(vf_set1(1.0f), cuqam_v_symbol_n0(vf_loadu(p->noise + first), &valid));
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
#ifdef CUQAM_V_FUSED_FMA
        if (p->keys) {
            dmin = CUQAM_ISA(table_sums)(p->table, p->keys, n0inv, k, yi, yq, S1, S0);
            dmin = vf_add(dmin, vf_fma(yi, yi, vf_mul(yq, yq)));
            /* the infinitely far take the distances, whose exact ties their
             * signs need (cuqam_table_soft); lane by lane, so that a
             * symbol's soft bits never depend on its neighbours */
            const vm far_lane =
                special ? vm_lt(vf_zero(), vf_loadu(far_)) : vm_lt(vf_zero(), vf_zero());
            if (vm_any(far_lane)) {
                vf D1s[CUQAM_MAX_BITS], D0s[CUQAM_MAX_BITS];
                const vf dd =
                    CUQAM_ISA(table_sums)(p->table, NULL, n0inv, k, yi, yq, D1s, D0s);
                dmin = vf_select(far_lane, dd, dmin);
                for (int b = 0; b < k; ++b) {
                    S1[b] = vf_select(far_lane, D1s[b], S1[b]);
                    S0[b] = vf_select(far_lane, D0s[b], S0[b]);
                }
            }
        } else
#endif
            dmin = CUQAM_ISA(table_sums)(p->table, NULL, n0inv, k, yi, yq, S1, S0);
        CUQAM_ISA(table_exact_llrs)(p, n0inv, k, yi, yq, dmin, S1, S0, L);
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
