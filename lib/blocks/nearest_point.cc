/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "nearest_point.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace gr {
namespace cuqam {
namespace detail {

nearest_point::nearest_point(const cuqam_constellation& c, int bits_per_symbol)
    : d_points(2 * CUQAM_MAX_POINTS)
{
    int bits = 0, closed = 0;
    if (cuqam_constellation_points(
            &c, bits_per_symbol, d_points.data(), d_points.size(), &bits, &closed) !=
        CUQAM_OK)
        throw std::invalid_argument(std::string("cuqam: ") + cuqam_last_error());
    d_points.resize(2u << bits);
    d_grid = closed != 0;
    if (d_grid) { // the closed form's points are the square grid (2i + 1 - 2^m) a
        d_a = std::numeric_limits<double>::max();
        for (float v : d_points)
            d_a = std::min(d_a, std::fabs((double)v));
        d_outer = std::ldexp(1.0, bits / 2) - 1.0;
    }
}

double nearest_point::sum_distance2(const std::complex<float>* y,
                                    size_t n,
                                    size_t* counted) const
{
    double sum = 0.0;
    size_t used = 0;
    for (size_t s = 0; s < n; ++s) {
        const double yi = y[s].real(), yq = y[s].imag();
        if (!std::isfinite(yi) || !std::isfinite(yq))
            continue;
        double best;
        if (d_grid) {
            auto axis = [&](double x) { // nearest odd level, within the grid
                const double u = x / d_a;
                const double l = std::min(
                    d_outer, std::max(-d_outer, 2.0 * std::floor(u / 2.0) + 1.0));
                return (u - l) * d_a;
            };
            const double di = axis(yi), dq = axis(yq);
            best = di * di + dq * dq;
        } else {
            best = std::numeric_limits<double>::max();
            for (size_t p = 0; p < d_points.size(); p += 2) {
                const double di = yi - d_points[p], dq = yq - d_points[p + 1];
                best = std::min(best, di * di + dq * dq);
            }
        }
        sum += best;
        ++used;
    }
    *counted = used;
    return sum;
}

} // namespace detail
} // namespace cuqam
} // namespace gr
