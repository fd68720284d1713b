/*
 * Protokernel stores (compiled once per ISA, as cuqam_demap_simd.h): a
 * vector's soft bits to the output stream in the labelling's order, integers
 * packed to bytes by the handle's shuffle tables, f32 in 3GPP's order,
 * another order, or Wi-Fi's (whole rows: cuqam_demap_store_permute.h).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_STORE_H
#define CUQAM_DEMAP_STORE_H

#include "../cpu_kernels.h"
#include "cuqam_demap_store_permute.h"
#include "cuqam_simd_math.h"

/* Integer outputs: bytes of bits 0..m-1 of CUQAM_VW/2 symbols to out. The
 * bits are packed to bytes, 4j + l being bit j of float lane l (I0 Q0 I1 Q1)
 * for bits 0-3 (b) and 4(j - 4) + l for bits 4-5 (c); the handle's shuffle
 * tables (cuqam_params) put them in the labelling's output order. */
CUQAM_V_INLINE void CUQAM_ISA(store_i8)(const cuqam_params* p,
                                        const vf* y,
                                        const int m,
                                        const int u8,
                                        const int clamp,
                                        const int stream,
                                        unsigned char* out)
{
    vi q[CUQAM_MAX_AXIS_BITS];
    const vf lo = vf_set1(u8 ? -128.0f : -127.0f), hi = vf_set1(127.0f);
    for (int j = 0; j < m; ++j)
        q[j] = vf_to_vi_rne(clamp ? vf_min(vf_max(y[j], lo), hi) : y[j]);
    for (int j = m; j < CUQAM_MAX_AXIS_BITS; ++j)
        q[j] = q[0]; /* filler, shuffled away */
    vi b = vi_packs16(vi_packs32(q[0], q[1]), vi_packs32(q[2], q[3]));
    const vi fix = u8 ? vi_set1_i8((char)0x80) : vi_set1_i8(0); /* u8 = s8 + 128 */
    if (!u8 && !clamp)
        b = vi_max_i8(b, vi_set1_i8(-127));
    vi head = vi_shuffle8(b, vi_lane_table(p->pack_head_b));
    if (m <= 4) {
        head = vi_xor(head, fix);
        if (m == 4) { /* 2 symbols of 8 bytes per lane: the lanes are contiguous */
            if (stream)
                vi_stream(out, head);
            else
                vi_storeu(out, head);
            return;
        }
        for (int k = 0; k < CUQAM_LANES; ++k) {
            const q128 l = vi_lane(head, k);
            unsigned char* o = out + 4 * m * k;
            if (m == 1) {
                q_store4(o, l);
            } else if (m == 2) {
                q_store8(o, l);
            } else {
                q_store8(o, l);
                q_store4(o + 8, q_shift_bytes_right8(l));
            }
        }
        return;
    }
    vi c = vi_packs16(vi_packs32(q[4], q[5]), vi_packs32(q[4], q[5]));
    if (!u8 && !clamp)
        c = vi_max_i8(c, vi_set1_i8(-127));
    head = vi_xor(vi_or(head, vi_shuffle8(c, vi_lane_table(p->pack_head_c))), fix);
    const vi tail = vi_xor(vi_or(vi_shuffle8(b, vi_lane_table(p->pack_tail_b)),
                                 vi_shuffle8(c, vi_lane_table(p->pack_tail_c))),
                           fix);
    for (int k = 0; k < CUQAM_LANES; ++k) { /* 2 symbols of 4m = 20 or 24 bytes */
        unsigned char* o = out + 4 * m * k;
        q_storeu(o, vi_lane(head, k));
        if (m == 5)
            q_store4(o + 16, vi_lane(tail, k));
        else
            q_store8(o + 16, vi_lane(tail, k));
    }
}

/* f32 in another bit order than 3GPP's (p->permuted): output pair t of a
 * symbol (outputs 2t, 2t + 1) holds axis bits src[2t] and src[2t + 1]. The
 * first must sit in the symbol's even float, the second in its odd one: a
 * bit whose float (I even, Q odd) is elsewhere is copied over by one
 * duplicating shuffle, and a constant blend takes each from its vector. So
 * pair vectors are laid out as 3GPP's bit vectors, which then go out as
 * those do: a blend and at most two shuffles a pair (Wi-Fi's pairs hold two
 * I or two Q bits: one). Wi-Fi's order (every I bit, then every Q bit) has
 * kernels of its own, in which the order is a constant: no vector is then
 * picked at run time (that puts them in memory). */
typedef struct {
    unsigned char src[CUQAM_MAX_BITS]; /* output o's 2j + axis (0 I, the even float) */
#ifdef CUQAM_V_F32_PERMUTED
    CUQAM_ISA(perm_rows) rows; /* orders by permutes (the loop makes them) */
#endif
} CUQAM_ISA(pair_order);

/* src NULL: Wi-Fi's split order, I bit o, then Q bit o - m */
CUQAM_V_INLINE int cuqam_split_src(int o, int m)
{
    return o < m ? 2 * o : 2 * (o - m) + 1;
}

CUQAM_V_INLINE CUQAM_ISA(pair_order)
    CUQAM_ISA(pair_order_make)(const unsigned char* src, const int m)
{
    CUQAM_ISA(pair_order) po;
    for (int o = 0; o < CUQAM_MAX_BITS; ++o)
        po.src[o] = (unsigned char)(src ? src[o] : cuqam_split_src(o, m));
    return po;
}

/* order: 1 po's, 2 Wi-Fi's (a constant) */
CUQAM_V_INLINE void CUQAM_ISA(order_pairs)(
    const CUQAM_ISA(pair_order) * po, const int order, const vf* L, int m, vf* P)
{
    for (int t = 0; t < m; ++t) {
        vf x[2];
        for (int h = 0; h < 2; ++h) {
            const int o = 2 * t + h, c = order == 2 ? cuqam_split_src(o, m) : po->src[o];
            x[h] = L[c >> 1];
            if ((c & 1) != h)
                x[h] = c & 1 ? vf_dup_odd(x[h]) : vf_dup_even(x[h]);
        }
        P[t] = vf_even_odd(x[0], x[1]);
    }
}

/* order: 0 3GPP's, 1 another (po), 2 Wi-Fi's. AVX-512 puts any order in
 * place by permutes, AVX2 the orders of QPSK, 16QAM and 256QAM; AVX2 and
 * SSE4.1 make other orders' pairs (order_pairs) and store whole rows
 * (cuqam_demap_store_permute.h); NEON stores 8-byte pairs. */
CUQAM_V_INLINE void CUQAM_ISA(store_f32)(const CUQAM_ISA(pair_order) * po,
                                         const int order,
                                         const vf* L,
                                         const int m,
                                         float* out)
{
#ifdef CUQAM_V_AXES_SPLIT
    if (CUQAM_V_AXES_SPLIT(m, order)) { /* L's lanes I I I I | Q Q Q Q */
        vf row[4];
        CUQAM_ISA(rows_axes_split)(L, row);
        for (int r = 0; r < 4; ++r)
            vf_storeu_strided(
                out + CUQAM_V_ROW_FLOATS * r, CUQAM_V_ROW_FLOATS * m, row[r]);
        return;
    }
#endif
#ifdef CUQAM_V_F32_PERMUTED
    if (CUQAM_V_F32_PERMUTED(m, order)) {
        CUQAM_ISA(store_f32_permuted)(&po->rows, order, L, m, out);
        return;
    }
#endif
#ifndef CUQAM_V_HAS_PERMUTE2 /* AVX-512 takes every order above */
    vf P[CUQAM_MAX_AXIS_BITS];
#ifdef CUQAM_V_HAS_PICK64
    if (order == 2 && m == 2) {
        vf row[2];
        CUQAM_ISA(rows_split16)(L, row);
        for (int r = 0; r < 2; ++r)
            vf_storeu_strided(
                out + CUQAM_V_ROW_FLOATS * r, CUQAM_V_ROW_FLOATS * 2, row[r]);
        return;
    }
#endif
    if (order) {
        CUQAM_ISA(order_pairs)(po, order, L, m, P);
        L = P;
    }
#ifdef CUQAM_V_HAS_PICK64
    vf row[CUQAM_MAX_AXIS_BITS];
    CUQAM_ISA(rows64)(L, m, row);
    for (int r = 0; r < m; ++r)
        vf_storeu_strided(out + CUQAM_V_ROW_FLOATS * r, CUQAM_V_ROW_FLOATS * m, row[r]);
#else
    for (int k = 0; k < CUQAM_LANES; ++k) {
        float* s0 = out + 4 * m * k; /* two symbols of 2m floats */
        for (int j = 0; j < m; ++j) {
            const qf128 l = vf_lane(L[j], k);
            qf_store_lo2(s0 + 2 * j, l);
            qf_store_hi2(s0 + 2 * m + 2 * j, l);
        }
    }
#endif
#endif
}

#endif
