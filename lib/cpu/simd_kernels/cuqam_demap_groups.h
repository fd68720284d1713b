/*
 * Which orders an ISA with a unit of quads (CUQAM_V_QUADS in its simd_*.h,
 * simd_group.h with CUQAM_GROUP_WAYS 4) runs there: 16QAM to 256QAM, m = 2
 * to 4 bits an axis. Four vectors in flight gain there on exact and maxlog
 * (SSE4.1 and AVX2, 16 registers); on quads QPSK's maxlog f32 ran
 * 0.89-0.94x and 1024QAM's exact 0.67-0.90x (sixteen and more term vectors
 * a member), so those stay on pairs (docs/benchmarks.md). The dispatcher asks
 * cuqam_quads_serve; the units compile by CUQAM_QUADS_HAS_<m>.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_GROUPS_H
#define CUQAM_DEMAP_GROUPS_H

#define CUQAM_QUADS_HAS_1 0
#define CUQAM_QUADS_HAS_2 1
#define CUQAM_QUADS_HAS_3 1
#define CUQAM_QUADS_HAS_4 1
#define CUQAM_QUADS_HAS_5 0
#define CUQAM_QUADS_HAS_6 0

static inline int cuqam_quads_serve(int m)
{
    static const unsigned char has[7] = { 0,
                                          CUQAM_QUADS_HAS_1,
                                          CUQAM_QUADS_HAS_2,
                                          CUQAM_QUADS_HAS_3,
                                          CUQAM_QUADS_HAS_4,
                                          CUQAM_QUADS_HAS_5,
                                          CUQAM_QUADS_HAS_6 };
    return m >= 1 && m <= 6 && has[m];
}

#define CUQAM_GROUPS_CAT(a, b) CUQAM_GROUPS_CAT_(a, b)
#define CUQAM_GROUPS_CAT_(a, b) a##b
#define CUQAM_GROUPS_NOT_0 1
#define CUQAM_GROUPS_NOT_1 0
#define CUQAM_GROUPS_NOT(x) CUQAM_GROUPS_CAT(CUQAM_GROUPS_NOT_, x)

#endif
