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

//! What a bare number means where it arrives: an N0 (the noise_var port
//! and tag key) or Es/N0 in dB (the snr port and tag key, as gr-digital's
//! probe_mpsk_snr_est_c posts and mpsk_snr_est_cc tags it).
enum class bare_number { noise_var, snr_db };

/*!
 * The noise variance in a message or tag value. Used: a real number of any
 * PMT number kind (long, uint64, double), alone (meaning `bare`), as a pair
 * (noise_var . x) or (snr . x), or as the noise_var or snr entry of a dict;
 * snr is Es/N0 in dB, turned into N0 = es * 10^(-snr/10) with es the
 * constellation's mean symbol energy. Refused, with the reason: a dict with
 * both entries (ambiguous), every other kind (complex, bool, symbol,
 * vectors, tuples, blobs, nil, ...), numbers that are not finite, and N0
 * below 1e-12 or beyond float range.
 */
noise_var_reading read_noise_var(const pmt::pmt_t& v,
                                 bare_number bare = bare_number::noise_var,
                                 double es = 1.0) noexcept;

//! A short printable form of v for a log line (at most ~100 characters).
std::string pmt_brief(const pmt::pmt_t& v) noexcept;

} // namespace detail
} // namespace cuqam
} // namespace gr

#endif
