/*
 * f32 soft bits in any output order by two-source permutes (AVX-512's
 * vpermt2ps: each of 16 floats from any of 32), for cuqam_demap_store.h:
 * the order lives only in index vectors made once a call, so every order
 * costs what 3GPP's does, and every output vector goes out in one full
 * store. (Before, 3GPP's order went out in 16-byte rows, and Wi-Fi's and
 * other orders took more shuffles: 60-90 % of 3GPP's rate.)
 *
 * A vector of the ISA holds 8 symbols, bit j of symbol s, axis a (0 I, 1 Q)
 * at float 2s + a of L[j]; its 16m output floats are m vectors. Output
 * vector r holds symbols 16r / 2m .. (16r + 15) / 2m. First the bits are
 * packed so that each output's floats lie in at most three vectors (V):
 *   P[t][h]: bits 2t, 2t + 1 of symbols 4h .. 4h + 3, float 4(s % 4) + 2(j % 2) + a;
 *   1024QAM's Q[k]: bits 0-3 of symbols 2k, 2k + 1, float 8(s % 2) + 2j + a;
 *   m odd: bit m - 1 stays in L[m - 1].
 * Output r then takes its floats from its first two sources in one permute
 * and from a third, if any, in a masked one-source permute.
 * AVX2 (CUQAM_V_HAS_ROW_PERMUTE) has no two-source permute of a whole
 * vector: there, where a 32-byte row holds whole symbols (QPSK, 16QAM,
 * 256QAM), 3GPP's rows are built whole and other orders take one permute a
 * row (second part below). CUQAM_V_F32_PERMUTED(m) says which orders the
 * ISA's store_f32_permuted takes; cuqam_demap_store.h takes the rest.
 * Include after one simd_*.h.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_STORE_PERMUTE_H
#define CUQAM_DEMAP_STORE_PERMUTE_H

#include "../cpu_kernels.h"

#ifdef CUQAM_V_HAS_PERMUTE2
#define CUQAM_V_F32_PERMUTED(m) 1

typedef struct {
    vi pack[2];                    /* P[t][h] from L[2t], L[2t + 1] */
    vi quad[2];                    /* Q[k] from P[0][k / 2], P[1][k / 2] (1024QAM) */
    vi row[CUQAM_MAX_AXIS_BITS];   /* output r from its first two sources */
    vi row2[CUQAM_MAX_AXIS_BITS];  /* ... and from its third */
    vm take2[CUQAM_MAX_AXIS_BITS]; /* the floats of output r from the third */
} CUQAM_ISA(perm_rows);

/* V's layout (above): the vector (*v) and float holding bit j, axis a of
 * symbol s. V is L (QPSK, 16QAM); P[0][0], P[0][1], L[2] (64QAM); P[t][h]
 * at 2t + h (256QAM, 4096QAM); Q[0..3], L[4] (1024QAM). */
CUQAM_V_INLINE int cuqam_perm_locate(int m, int s, int j, int a, int* v)
{
    if (m <= 2 || (m % 2 && j == m - 1)) {
        *v = m <= 2 ? j : m - 1;
        return 2 * s + a;
    }
    if (m == 5) {
        *v = s / 2;
        return 8 * (s % 2) + 2 * j + a;
    }
    *v = m == 3 ? s / 4 : 2 * (j / 2) + s / 4;
    return 4 * (s % 4) + 2 * (j % 2) + a;
}

/* The vectors of V output r takes floats from, ascending (at most 3):
 * those holding any bit of its symbols lo .. hi. A constant where m and r
 * are (the kernels unroll their loops over r). */
CUQAM_V_INLINE int cuqam_perm_sources(int m, int r, int* v)
{
    const int lo = 16 * r / (2 * m), hi = (16 * r + 15) / (2 * m);
    int n = 0;
    if (m <= 2) {
        for (int j = 0; j < m; ++j)
            v[n++] = j;
    } else if (m == 3 || m == 5) { /* packed blocks, then the last bit's L */
        const int per = m == 3 ? 4 : 2;
        for (int b = lo / per; b <= hi / per; ++b)
            v[n++] = b;
        v[n++] = m - 1;
    } else { /* 256QAM, 4096QAM: one block h of 4 symbols, its P[t][h] */
        for (int t = 0; t < m / 2; ++t)
            v[n++] = 2 * t + lo / 4;
    }
    return n;
}

/* The index vectors for output order src (src[o] = 2j + axis) */
CUQAM_V_INLINE void CUQAM_ISA(perm_rows_make)(CUQAM_ISA(perm_rows) * pr,
                                              const unsigned char* src,
                                              const int m)
{
    int pack[2][16], quad[2][16];
    for (int h = 0; h < 2; ++h)
        for (int e = 0; e < 16; ++e) {
            const int s = e / 4, jj = (e % 4) / 2, a = e % 2;
            pack[h][e] = 2 * (4 * h + s) + a + 16 * jj;
            /* Q[k] symbol 2(k % 2) + e / 8 of its block, bit j */
            const int q = 2 * h + e / 8, j = (e % 8) / 2;
            quad[h][e] = 4 * q + 2 * (j % 2) + a + 16 * (j / 2);
        }
    for (int h = 0; h < 2; ++h) {
        pr->pack[h] = vi_loadu_i32(pack[h]);
        pr->quad[h] = vi_loadu_i32(quad[h]);
    }
    for (int r = 0; r < m; ++r) {
        int row[16], row2[16], srcv[3];
        unsigned take2 = 0u;
        const int n = cuqam_perm_sources(m, r, srcv);
        for (int e = 0; e < 16; ++e) {
            const int f = 16 * r + e, c = src[f % (2 * m)];
            int v;
            const int at = cuqam_perm_locate(m, f / (2 * m), c >> 1, c & 1, &v);
            row[e] = row2[e] = at;
            if (n > 1 && v == srcv[1])
                row[e] += 16;
            if (n > 2 && v == srcv[2])
                take2 |= 1u << e;
        }
        pr->row[r] = vi_loadu_i32(row);
        pr->row2[r] = vi_loadu_i32(row2);
        pr->take2[r] = vm_from_bits(take2);
    }
}

/* The m bit vectors L of a vector's symbols (pairs: of each of its two) to
 * out in the order of pr */
CUQAM_V_INLINE void CUQAM_ISA(store_f32_permuted)(const CUQAM_ISA(perm_rows) * pr,
                                                  const int order,
                                                  const vf* L,
                                                  const int m,
                                                  float* out)
{
    (void)order; /* every order by pr */
    vf V[CUQAM_MAX_AXIS_BITS];
    if (m <= 2) {
        for (int j = 0; j < m; ++j)
            V[j] = L[j];
    } else {
        vf P[CUQAM_MAX_AXIS_BITS / 2][2];
        for (int t = 0; t < m / 2; ++t)
            for (int h = 0; h < 2; ++h)
                P[t][h] = vf_permute2(L[2 * t], pr->pack[h], L[2 * t + 1]);
        if (m == 5)
            for (int k = 0; k < 4; ++k)
                V[k] = vf_permute2(P[0][k / 2], pr->quad[k % 2], P[1][k / 2]);
        else
            for (int t = 0; t < m / 2; ++t)
                for (int h = 0; h < 2; ++h)
                    V[m == 3 ? h : 2 * t + h] = P[t][h];
        if (m % 2)
            V[m - 1] = L[m - 1];
    }
    for (int r = 0; r < m; ++r) {
        int v[3];
        const int n = cuqam_perm_sources(m, r, v);
        vf y = vf_permute2(V[v[0]], pr->row[r], V[v[n > 1 ? 1 : 0]]);
        if (n > 2)
            y = vf_permute_merge(y, pr->take2[r], pr->row2[r], V[v[2]]);
        vf_storeu_strided(out + 16 * r, 16 * m, y); /* pairs: the second's after */
    }
}

#elif defined(CUQAM_V_HAS_ROW_PERMUTE)
/* AVX2: 4 symbols a vector, s0 s1 | s2 s3 in its 128-bit lanes. A 64-bit
 * unpack of bits 2t, 2t + 1 gives a lane's first symbol's 4 floats in
 * 3GPP's order (the low one) or its second's (the high one); vperm2f128
 * joins two of them into a row. In 3GPP's order axis bit c is float c of
 * its symbol, so another order is the permute src. */
#define CUQAM_V_F32_PERMUTED(m) ((m) == 1 || (m) == 2 || (m) == 4)

typedef struct {
    vi idx; /* output float p of a row from its 3GPP float idx[p] */
} CUQAM_ISA(perm_rows);

CUQAM_V_INLINE void CUQAM_ISA(perm_rows_make)(CUQAM_ISA(perm_rows) * pr,
                                              const unsigned char* src,
                                              const int m)
{
    int idx[8];
    for (int p = 0; p < 8; ++p)
        idx[p] = p / (2 * m) * (2 * m) + src[p % (2 * m)];
    pr->idx = vi_loadu_i32(idx);
}

CUQAM_V_INLINE void CUQAM_ISA(store_f32_permuted)(const CUQAM_ISA(perm_rows) * pr,
                                                  const int order,
                                                  const vf* L,
                                                  const int m,
                                                  float* out)
{
    vf row[4];
    if (m == 1) {
        row[0] = L[0];
    } else {
        const vf a = vf_zip64_lo(L[0], L[1]), b = vf_zip64_hi(L[0], L[1]);
        if (m == 2) { /* two symbols a row */
            row[0] = vf_lanes_lo(a, b);
            row[1] = vf_lanes_hi(a, b);
        } else { /* one symbol a row, from bits 0-1 (a, b) and 2-3 (c, d) */
            const vf c = vf_zip64_lo(L[2], L[3]), d = vf_zip64_hi(L[2], L[3]);
            row[0] = vf_lanes_lo(a, c);
            row[1] = vf_lanes_lo(b, d);
            row[2] = vf_lanes_hi(a, c);
            row[3] = vf_lanes_hi(b, d);
        }
    }
    for (int r = 0; r < (m == 4 ? 4 : m); ++r)
        vf_storeu_strided(
            out + 8 * r, 8 * m, order ? vf_permute(row[r], pr->idx) : row[r]);
}
#endif

#endif
