/* -*- c++ -*- */
/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_CONSTELLATION_SPEC_H
#define INCLUDED_CUQAM_CONSTELLATION_SPEC_H

#include <gnuradio/cuqam/api.h>
#include <gnuradio/digital/constellation.h>
#include <gnuradio/gr_complex.h>
#include <cuqam/cuqam.h>
#include <cstdint>
#include <string>
#include <vector>

namespace gr {
namespace cuqam {

/*!
 * \brief What a demapper or mapper works on: a preset name, a gr-digital
 * constellation object, or explicit points with labels.
 * \ingroup cuqam
 *
 * \details
 * Built implicitly from each of them, so a block's `constellation` argument
 * takes any: "3gpp" (default), "dvbt", "dvbt2", "wifi", "bpsk", "pi2bpsk"
 * (the symbol index counted from the flowgraph's start), "dvbs2:<rate>" (the
 * order from bits_per_symbol); a
 * digital::constellation_sptr (point i has label i, bits MSB first, as
 * gr-digital's soft decoder emits them); or points plus labels (label bits
 * MSB first; empty labels: point i has label i). Points are used as given
 * (noise_var is in their units); presets have unit average energy.
 */
class CUQAM_API constellation_spec
{
public:
    constellation_spec(const std::string& preset = "3gpp");
    constellation_spec(const char* preset);
    constellation_spec(const std::vector<gr_complex>& points,
                       const std::vector<uint32_t>& labels = {});
    constellation_spec(const gr::digital::constellation_sptr& c);

    //! The preset's name, or "" for explicit points.
    const std::string& preset() const { return d_preset; }
    //! The C core's description (pointers into this object).
    cuqam_constellation c_view() const;
    //! Bits per symbol it gives with this bits_per_symbol (presets: the
    //! order; points: from their number); throws std::invalid_argument with
    //! the reason where it is refused.
    int bits(int bits_per_symbol) const;

private:
    std::string d_preset;
    std::vector<float> d_points; // I, Q
    std::vector<uint32_t> d_labels;
};

} // namespace cuqam
} // namespace gr

#endif
