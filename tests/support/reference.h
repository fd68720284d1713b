/*
 * Independent double-precision reference for the tests: the constellation is
 * built from the nested formula (docs/design.md, "Constellation") over the full bit
 * pattern, and every LLR is computed by brute force over the PAM levels of an axis (no
 * folds, no closed forms shared with the library).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_REFERENCE_H
#define CUQAM_TEST_REFERENCE_H

#include <float.h>
#include <math.h>
#include <stdint.h>

/* I (or Q) in units of a from the axis bits b[0..m-1] (symbol bits 0,2,4,.. or 1,3,5,..):
 * I = s0 (2^(m-1) - s1 (2^(m-2) - ... (2 - s_(m-1)))). */
static inline double ref_level(const int* b, int m)
{
    double inner = 0.0; /* value of the innermost bracket, built outward */
    for (int j = m - 1; j >= 1; --j) {
        const double s = 1.0 - 2.0 * b[j];
        inner = (j == m - 1) ? (2.0 - s) : (ldexp(1.0, m - j) - s * inner);
    }
    const double s0 = 1.0 - 2.0 * b[0];
    return m == 1 ? s0 : s0 * inner;
}

static inline double ref_a(int bits_per_symbol)
{
    const double M = ldexp(1.0, bits_per_symbol);
    return 1.0 / sqrt(2.0 * (M - 1.0) / 3.0);
}

/* Axis bit j of the level nearest to x (brute force over every bit pattern). */
static inline int ref_hard_bit(int bits_per_symbol, float x, int j)
{
    const int m = bits_per_symbol / 2;
    const double u = (double)x / ref_a(bits_per_symbol);
    double best = INFINITY;
    int bit = 0;
    for (unsigned c = 0; c < (1u << m); ++c) {
        int b[8];
        for (int i = 0; i < m; ++i)
            b[i] = (int)((c >> i) & 1u);
        const double d = fabs(u - ref_level(b, m));
        if (d < best) {
            best = d;
            bit = b[j];
        }
    }
    return bit;
}

/* method: 0 maxlog, 1 approx, 2 exact. Sign: GNU Radio's (positive means 1).
 * u is the axis coordinate over a, already clamped to +-4 * 2^m (the
 * library's documented clamp). L[j] for axis bit j. */
static inline void
ref_axis_llr(int method, int m, double u, double n0, double a, double* L)
{
    const int nl = 1 << m;
    double lev[32];
    int bits[32][5];
    for (int c = 0; c < nl; ++c) {
        for (int j = 0; j < m; ++j)
            bits[c][j] = (c >> j) & 1;
        lev[c] = ref_level(bits[c], m);
    }
    const double g = a * a / n0;
    if (method == 1) {
        /* approx, by what the nested absolute values amount to and not by
         * their recursion: 4a^2/N0 times the distance from u to the nearest
         * decision boundary of bit j (a midpoint between neighbouring levels
         * whose bit j differs), signed by the bit of the nearest level. */
        int near_c = 0;
        for (int c = 1; c < nl; ++c)
            if (fabs(u - lev[c]) < fabs(u - lev[near_c]))
                near_c = c;
        static double bnd[6][5][32]; /* per m: bit j's boundaries, found once */
        static int nb[6][5], made[6];
        if (!made[m]) {
            for (int c = 0; c < nl; ++c)
                for (int d = 0; d < nl; ++d)
                    for (int j = 0; j < m; ++j)
                        if (lev[d] - lev[c] == 2.0 && bits[c][j] != bits[d][j])
                            bnd[m][j][nb[m][j]++] = 0.5 * (lev[c] + lev[d]);
            made[m] = 1;
        }
        for (int j = 0; j < m; ++j) {
            double dist = INFINITY;
            for (int i = 0; i < nb[m][j]; ++i)
                dist = fmin(dist, fabs(u - bnd[m][j][i]));
            L[j] = (bits[near_c][j] ? 4.0 : -4.0) * g * dist;
        }
        return;
    }
    for (int j = 0; j < m; ++j) {
        double best[2] = { INFINITY, INFINITY };
        for (int c = 0; c < nl; ++c) {
            const double d2 = (u - lev[c]) * (u - lev[c]);
            if (d2 < best[bits[c][j]])
                best[bits[c][j]] = d2;
        }
        if (method == 0) {
            L[j] = g * (best[0] - best[1]);
        } else {
            double s[2] = { 0.0, 0.0 };
            for (int c = 0; c < nl; ++c) {
                const int b = bits[c][j];
                s[b] += exp(-g * ((u - lev[c]) * (u - lev[c]) - best[b]));
            }
            L[j] = (-g * best[1] + log(s[1])) - (-g * best[0] + log(s[0]));
        }
    }
}

/* Reference of one symbol: out[k] doubles (sign applied, NaN axis -> 0,
 * an axis beyond 2^20 a -> +-Inf). */
static inline void ref_symbol_llr(int method,
                                  int bits_per_symbol,
                                  int sign_3gpp,
                                  double n0,
                                  float i,
                                  float q,
                                  double* L)
{
    const int m = bits_per_symbol / 2;
    const double a = ref_a(bits_per_symbol);
    const double lim = ldexp(4.0, m);
    double li[5], lq[5];
    const float xs[2] = { i, q };
    double* outs[2] = { li, lq };
    for (int ax = 0; ax < 2; ++ax) {
        if (isnan(xs[ax])) {
            for (int j = 0; j < m; ++j)
                outs[ax][j] = 0.0;
            continue;
        }
        double u = (double)xs[ax] / a;
        if (fabs(u) > 1048576.0) {
            /* infinitely far (the documented rule beyond 2^20 a): every bit
             * is certain, with the value of the outermost level on that side */
            for (int j = 0; j < m; ++j)
                outs[ax][j] =
                    ref_hard_bit(bits_per_symbol, (float)((u > 0 ? lim : -lim) * a), j)
                        ? INFINITY
                        : -INFINITY;
            continue;
        }
        u = u > lim ? lim : (u < -lim ? -lim : u);
        ref_axis_llr(method, m, u, n0, a, outs[ax]);
    }
    for (int j = 0; j < m; ++j) {
        L[2 * j] = sign_3gpp ? -li[j] : li[j];
        L[2 * j + 1] = sign_3gpp ? -lq[j] : lq[j];
    }
}

#endif
