/*
 * Protokernel math: max-log closed form on one vector of axis values.
 * Same operations, in the same order, as cuqam_axis_maxlog.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_MAXLOG_H
#define CUQAM_DEMAP_MAXLOG_H

#include "cuqam_simd_math.h"

/* Folds v_0..v_(m-1); returns e, the distance to the nearest level. */
CUQAM_V_INLINE vf cuqam_v_folds(vf u, const int m, vf* v)
{
    v[0] = u;
    for (int j = 1; j < m; ++j)
        v[j] = vf_sub(vf_set1((float)(1 << (m - j))), cuqam_vabs(v[j - 1]));
    return cuqam_vabs(vf_sub(cuqam_vabs(v[m - 1]), vf_set1(1.0f)));
}

/* au = |u|, clamped; s carries u's sign. Max-log is odd in u, so this
 * clamps |x| / a (one operation less than u itself), and e is squared
 * without its absolute value: the same values as cuqam_v_folds gives. */
CUQAM_V_INLINE void cuqam_v_maxlog(const vf* gain, vf au, vf s, const int m, vf* L)
{
    vf v[CUQAM_MAX_AXIS_BITS], av[CUQAM_MAX_AXIS_BITS]; /* v_j and |v_j| */
    v[0] = s;
    av[0] = au;
    for (int j = 1; j < m; ++j) {
        v[j] = vf_sub(vf_set1((float)(1 << (m - j))), av[j - 1]);
        av[j] = cuqam_vabs(v[j]);
    }
    const vf e = vf_sub(av[m - 1], vf_set1(1.0f)); /* +-distance to the nearest level */
    const vf e2 = vf_mul(e, e);
    for (int j = 0; j < m; ++j) {
        const vf d = vf_add(av[j], vf_set1(1.0f));
        L[j] = vf_mul(gain[j], cuqam_vcopysign(vf_sub(vf_mul(d, d), e2), v[j]));
    }
}

#endif
