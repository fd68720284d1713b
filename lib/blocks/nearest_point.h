/*
 * Squared distances to the nearest point of a constellation: per axis for
 * square grids (the closed-form constellations), by search otherwise.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_NEAREST_POINT_H
#define INCLUDED_CUQAM_NEAREST_POINT_H

#include <cuqam/cuqam.h>
#include <complex>
#include <cstddef>
#include <vector>

namespace gr {
namespace cuqam {
namespace detail {

class nearest_point
{
public:
    //! Throws std::invalid_argument for a constellation the core refuses.
    nearest_point(const cuqam_constellation& c, int bits_per_symbol);
    //! Sum of |y - nearest point|^2 over the finite symbols of y; *counted
    //! gets how many there were.
    double sum_distance2(const std::complex<float>* y, size_t n, size_t* counted) const;

private:
    std::vector<float> d_points; // I, Q in label order
    bool d_grid = false;         // square grid: levels +-a, +-3a, ...
    double d_a = 0.0;
    double d_outer = 0.0; // outermost level in units of a (2^m - 1)
};

} // namespace detail
} // namespace cuqam
} // namespace gr

#endif
