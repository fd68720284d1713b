/*
 * Reading a noise variance out of whatever a message or a stream tag carries.
 * Anything may arrive there (every PMT kind, nested, even cyclic lists), so
 * this never throws: a value is either used or refused with a reason that
 * the block logs.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_NOISE_VAR_PMT_H
#define INCLUDED_CUQAM_NOISE_VAR_PMT_H

#include <pmt/pmt.h>
#include <string>

namespace gr {
namespace cuqam {
namespace detail {

struct noise_var_reading {
    bool ok = false;    //!< value is a valid N0 (finite, >= 1e-12, within float range)
    float value = 0.0f; //!< the N0 to use, when ok
    std::string why;    //!< when refused: what arrived and why it is not used
};

/*!
 * The noise variance in a message or tag value. Used: a real number of any
 * PMT number kind (long, uint64, double), alone, as a pair (noise_var . x) or
 * as the noise_var entry of a dict. Refused, with the reason: every other
 * kind (complex, bool, symbol, vectors, tuples, blobs, nil, ...), numbers that
 * are not finite, below 1e-12 or beyond float range.
 */
noise_var_reading read_noise_var(const pmt::pmt_t& v) noexcept;

//! A short printable form of v for a log line (at most ~100 characters).
std::string pmt_brief(const pmt::pmt_t& v) noexcept;

} // namespace detail
} // namespace cuqam
} // namespace gr

#endif
