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
 * AVX2 and SSE4.1 (CUQAM_V_HAS_PICK64) have no two-source permute of a
 * whole vector: there a vector's output goes out in whole rows built from
 * 64-bit pairs (second part below), and the orders whose rows hold whole
 * symbols (AVX2: QPSK, 16QAM and 256QAM; SSE4.1: QPSK and 16QAM) take one
 * permute a row (third part). CUQAM_V_F32_PERMUTED(m, order) says which orders the ISA's
 * store_f32_permuted takes; cuqam_demap_store.h takes the rest.
 * Include after one simd_*.h.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_STORE_PERMUTE_H
#define CUQAM_DEMAP_STORE_PERMUTE_H

#include "../cpu_kernels.h"

#ifdef CUQAM_V_HAS_PERMUTE2
#define CUQAM_V_F32_PERMUTED(m, order) 1

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

#endif

#ifdef CUQAM_V_HAS_PICK64
/* A 128-bit lane holds two symbols (AVX2: s0 s1 | s2 s3). A symbol's 2m
 * floats are m 64-bit pairs, output pair t in P[t]'s half of that symbol
 * (3GPP's order: P = L, axis bit t's I and Q; other orders: order_pairs of
 * cuqam_demap_store.h). A lane's two symbols' 2m pairs, in output order,
 * are m 128-bit halves, half e pairs 2e and 2e + 1 (pair g: P[g % m]'s
 * half of symbol g / m): one pick of two 64-bit halves each, for every
 * lane at once. SSE4.1's rows are the halves; AVX2's row r joins halves 2r
 * and 2r + 1 of the vector's 2m (the first m from lane 0, the rest from
 * lane 1): one vperm2f128 or blend. So m picks, (AVX2) m joins and m full
 * stores a vector at every m, instead of 16- and 8-byte stores a symbol
 * where a row does not hold whole symbols. */
CUQAM_V_INLINE vf CUQAM_ISA(pick64)(vf a, int ha, vf b, int hb)
{
    /* ha <= hb: pair g + 1 is never a symbol before pair g */
    return ha ? vf_zip64_hi(a, b) : hb ? vf_lo64_hi64(a, b) : vf_zip64_lo(a, b);
}

/* The rows from the m halves H (the joins of rows64) */
CUQAM_V_INLINE void CUQAM_ISA(rows_join)(const vf* H, const int m, vf* row)
{
    for (int r = 0; r < m; ++r) {
#ifdef CUQAM_V_HAS_ROW_PERMUTE
        const int a = 2 * r, b = 2 * r + 1; /* halves: H[a % m]'s lane a / m */
        const vf x = H[a % m], y = H[b % m];
        row[r] = a / m   ? vf_lanes_hi(x, y)
                 : b / m ? vf_lanes_lo_hi(x, y)
                         : vf_lanes_lo(x, y);
#else
        row[r] = H[r];
#endif
    }
}

CUQAM_V_INLINE void CUQAM_ISA(rows64)(const vf* P, const int m, vf* row)
{
    vf H[CUQAM_MAX_AXIS_BITS];
    for (int e = 0; e < m; ++e) {
        const int g = 2 * e;
        H[e] = CUQAM_ISA(pick64)(P[g % m], g / m, P[(g + 1) % m], (g + 1) / m);
    }
    CUQAM_ISA(rows_join)(H, m, row);
}

/* Wi-Fi's 16QAM: a symbol's I0 I1 Q0 Q1 is the interleave of its floats
 * in L[0] (I0 Q0) and L[1] (I1 Q1), so each half is one unpack: the 3GPP
 * order's cost (pairs and a permute a row took 80-98 % of it) */
CUQAM_V_INLINE void CUQAM_ISA(rows_split16)(const vf* L, vf* row)
{
    const vf H[2] = { vf_zip32_lo(L[0], L[1]), vf_zip32_hi(L[0], L[1]) };
    CUQAM_ISA(rows_join)(H, 2, row);
}
#endif

#ifdef CUQAM_V_AXES_SPLIT
/* Wi-Fi's 256QAM rows from bit vectors whose lanes are four symbols' I
 * values, then their Q values (the loop's vf_axes_split): a symbol's I
 * bits 0-3, then its Q bits 0-3, are a 4x4 transpose within the 128-bit
 * lanes, one symbol a row */
CUQAM_V_INLINE void CUQAM_ISA(rows_axes_split)(const vf* L, vf* row)
{
    const vf lo01 = vf_zip32_lo(L[0], L[1]), hi01 = vf_zip32_hi(L[0], L[1]);
    const vf lo23 = vf_zip32_lo(L[2], L[3]), hi23 = vf_zip32_hi(L[2], L[3]);
    row[0] = vf_zip64_lo(lo01, lo23);
    row[1] = vf_zip64_hi(lo01, lo23);
    row[2] = vf_zip64_lo(hi01, hi23);
    row[3] = vf_zip64_hi(hi01, hi23);
}
#endif

#ifdef CUQAM_V_HAS_FLOAT_PERMUTE
/* Where a row holds whole symbols (AVX2's 32 bytes: QPSK, 16QAM, 256QAM;
 * SSE4.1's 16: QPSK, 16QAM), in 3GPP's order axis bit c at float c of its
 * symbol, another order is one permute a row (vpermps, pshufb) of 3GPP's
 * rows; Wi-Fi's 16QAM needs none (rows_split16). */
#define CUQAM_V_F32_PERMUTED(m, order) \
    ((order) &&                        \
     ((m) == 1 || ((m) == 2 && (order) != 2) || ((m) == 4 && CUQAM_V_ROW_FLOATS == 8)))

typedef struct {
    vi idx; /* output float p of a row from its 3GPP float idx[p] */
} CUQAM_ISA(perm_rows);

CUQAM_V_INLINE void CUQAM_ISA(perm_rows_make)(CUQAM_ISA(perm_rows) * pr,
                                              const unsigned char* src,
                                              const int m)
{
    int idx[CUQAM_V_ROW_FLOATS];
    for (int p = 0; p < CUQAM_V_ROW_FLOATS; ++p)
        idx[p] = p / (2 * m) * (2 * m) + src[p % (2 * m)];
    pr->idx = vf_permute_index(idx);
}

CUQAM_V_INLINE void CUQAM_ISA(store_f32_permuted)(const CUQAM_ISA(perm_rows) * pr,
                                                  const int order,
                                                  const vf* L,
                                                  const int m,
                                                  float* out)
{
    (void)order; /* never 3GPP's (CUQAM_V_F32_PERMUTED) */
    vf row[CUQAM_MAX_AXIS_BITS];
    CUQAM_ISA(rows64)(L, m, row);
    for (int r = 0; r < m; ++r)
        vf_storeu_strided(out + CUQAM_V_ROW_FLOATS * r,
                          CUQAM_V_ROW_FLOATS * m,
                          vf_permute(row[r], pr->idx));
}
#endif

#endif
