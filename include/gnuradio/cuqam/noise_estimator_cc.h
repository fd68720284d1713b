/* -*- c++ -*- */
/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#ifndef INCLUDED_CUQAM_NOISE_ESTIMATOR_CC_H
#define INCLUDED_CUQAM_NOISE_ESTIMATOR_CC_H

#include <gnuradio/cuqam/api.h>
#include <gnuradio/cuqam/constellation_spec.h>
#include <gnuradio/sync_block.h>

namespace gr {
namespace cuqam {

/*!
 * \brief Decision-directed noise variance for the soft demappers.
 * \ingroup cuqam
 *
 * \details
 * Passes equalised symbols through unchanged and estimates N0 = E|n|^2 over
 * each window of `window` symbols as the mean squared distance from each
 * symbol to its nearest constellation point (NaN and infinite symbols are
 * left out). The estimate of a window is tagged noise_var on the first
 * symbol after it (causal: a soft demapper downstream applies it from there
 * on, exactly; nothing is held back) and posted on the noise_var message
 * port. Being decision
 * directed, it reads low where noise pushes symbols past the nearest
 * decision boundary: at low SNR (docs/design.md gives the measured bias per
 * order; QPSK is within 5 % from 5 dB Es/N0 up).
 */
class CUQAM_API noise_estimator_cc : virtual public gr::sync_block
{
public:
    typedef std::shared_ptr<noise_estimator_cc> sptr;

    /*!
     * \param bits_per_symbol the preset's order (as for the demappers)
     * \param window symbols per estimate, 16 .. 16777216
     * \param constellation as for soft_demapper_cf
     */
    static sptr make(int bits_per_symbol = 8,
                     int window = 4096,
                     const constellation_spec& constellation = constellation_spec());

    //! The last window's estimate (0 before the first).
    virtual float noise_var() const = 0;
    virtual int window() const = 0;
};

} // namespace cuqam
} // namespace gr

#endif
