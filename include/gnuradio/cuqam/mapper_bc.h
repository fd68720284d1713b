/* -*- c++ -*- */
/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_MAPPER_BC_H
#define INCLUDED_CUQAM_MAPPER_BC_H

#include <gnuradio/cuqam/api.h>
#include <gnuradio/cuqam/constellation_spec.h>
#include <gnuradio/sync_decimator.h>
#include <cstdint>
#include <string>

namespace gr {
namespace cuqam {

/*!
 * \brief QAM mapper: unpacked bits in, unit-energy complex symbols out.
 * \ingroup cuqam
 *
 * \details
 * bits_per_symbol bytes in (the low bit of each is used, b0 first), one
 * symbol out: Gray QAM of 3GPP TS 38.211 5.1.3-5.1.7 with unit average
 * energy, the inverse of soft_demapper_cf / soft_demapper_cb.
 */
class CUQAM_API mapper_bc : virtual public gr::sync_decimator
{
public:
    typedef std::shared_ptr<mapper_bc> sptr;

    /*!
     * \param bits_per_symbol the preset's order (3gpp: 2 .. 12)
     * \param backend 'auto', 'cuda' or 'cpu'
     * \param device CUDA device ordinal
     * \param constellation as for soft_demapper_cf (a table lookup where it
     *        is not 3GPP's square QAM)
     */
    static sptr make(int bits_per_symbol = 8,
                     const std::string& backend = "auto",
                     int device = 0,
                     const constellation_spec& constellation = constellation_spec());

    //! Backend used by the last start ('cpu' or 'cuda'), else the one asked for.
    virtual std::string backend() const = 0;

    /*!
     * \brief GPU faults in this run (or the last one): failed GPU calls whose
     * symbols the CPU computed instead. Reset when the flowgraph starts.
     */
    virtual uint64_t gpu_faults() const = 0;
};

} // namespace cuqam
} // namespace gr

#endif
