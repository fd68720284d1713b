/*
 * Brute-force double-precision soft bits of any constellation (points in
 * label order, bit b of a symbol = label bit k-1-b), written from the
 * definitions and not from the kernels: log-sum-exp over every point for
 * exact, the nearest point of each bit value for maxlog. The defined outputs
 * for NaN (0), for inputs beyond 4 times the largest coordinate (pulled in
 * along their direction) and for the infinitely far (2^20 times it: +-Inf)
 * are those of docs/design.md, "Constellations".
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_TABLE_REFERENCE_H
#define CUQAM_TEST_TABLE_REFERENCE_H

#include <math.h>

static inline double ref_table_rmax(const float* pts, int k)
{
    double r = 0.0;
    for (int l = 0; l < (1 << k); ++l)
        r = fmax(r, fmax(fabs(pts[2 * l]), fabs(pts[2 * l + 1])));
    return r;
}

/* method: 0 maxlog, 2 exact; sign: GNU Radio's unless sign_3gpp. */
static inline void ref_table_llr(int method,
                                 const float* pts,
                                 int k,
                                 int sign_3gpp,
                                 double n0,
                                 float fi,
                                 float fq,
                                 double* L)
{
    if (isnan(fi) || isnan(fq)) {
        for (int b = 0; b < k; ++b)
            L[b] = 0.0;
        return;
    }
    const double rmax = ref_table_rmax(pts, k);
    double yi = fi, yq = fq;
    double c = fmax(fabs(yi), fabs(yq));
    const int far = c > 1048576.0 * (float)rmax;
    if (c > 4.0 * (float)rmax) {
        if (isinf(c)) {
            yi = isinf(yi) ? copysign(1.0, yi) : 0.0;
            yq = isinf(yq) ? copysign(1.0, yq) : 0.0;
            c = 1.0;
        }
        yi *= 4.0 * (float)rmax / c;
        yq *= 4.0 * (float)rmax / c;
    }
    for (int b = 0; b < k; ++b) {
        double best[2] = { INFINITY, INFINITY };
        for (int l = 0; l < (1 << k); ++l) {
            const int bit = (l >> (k - 1 - b)) & 1;
            const double d = (yi - pts[2 * l]) * (yi - pts[2 * l]) +
                             (yq - pts[2 * l + 1]) * (yq - pts[2 * l + 1]);
            best[bit] = fmin(best[bit], d);
        }
        double v;
        if (method == 0) {
            v = (best[0] - best[1]) / n0;
        } else {
            double s[2] = { 0.0, 0.0 };
            for (int l = 0; l < (1 << k); ++l) {
                const int bit = (l >> (k - 1 - b)) & 1;
                const double d = (yi - pts[2 * l]) * (yi - pts[2 * l]) +
                                 (yq - pts[2 * l + 1]) * (yq - pts[2 * l + 1]);
                s[bit] += exp(-(d - best[bit]) / n0);
            }
            v = (best[0] - best[1]) / n0 + log(s[1]) - log(s[0]);
        }
        if (sign_3gpp)
            v = -v;
        if (far)
            v = v > 0 ? INFINITY : (v < 0 ? -INFINITY : 0.0);
        L[b] = v;
    }
}

#endif
