/*
 * The constellation's scale: 3GPP TS 38.211 square QAM of unit average
 * energy, levels at odd multiples of a on each axis.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CORE_AXIS_H
#define CUQAM_CORE_AXIS_H

#include <math.h>

static inline double cuqam_axis_a(int bits_per_symbol)
{
    const double M = (double)(1u << bits_per_symbol);
    return 1.0 / sqrt(2.0 * (M - 1.0) / 3.0);
}

#endif
