/*
 * Protokernel math: approx (one product per bit) on one vector of axis
 * values. Same operations, in the same order, as cuqam_axis_approx.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_APPROX_H
#define CUQAM_DEMAP_APPROX_H

#include "cuqam_simd_math.h"

/* gain[j]: the gain of bit j with its label polarity, per lane */
CUQAM_V_INLINE void cuqam_v_approx(const vf* gain, vf u, const int m, vf* L)
{
    vf v = u;
    L[0] = vf_mul(gain[0], v);
    for (int j = 1; j < m; ++j) {
        v = vf_sub(vf_set1((float)(1 << (m - j))), cuqam_vabs(v));
        L[j] = vf_mul(gain[j], v);
    }
}

#endif
