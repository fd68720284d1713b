/* -*- c++ -*- */
/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_SOFT_DEMAPPER_H
#define INCLUDED_CUQAM_SOFT_DEMAPPER_H

#include <gnuradio/cuqam/api.h>
#include <gnuradio/cuqam/constellation_spec.h>
#include <gnuradio/sync_interpolator.h>
#include <cstdint>
#include <memory>
#include <string>

namespace gr {
namespace cuqam {

/*!
 * \brief QAM soft demapper, one block for each output item type T:
 * soft_demapper_cf (float LLRs) and soft_demapper_cb (bytes).
 * \ingroup cuqam
 *
 * \details
 * One equalised symbol in, bits_per_symbol soft bits out (b0 first), like
 * gr-digital's constellation_soft_decoder_cf. Gray QAM of 3GPP TS 38.211 with
 * unit average energy. L = ln P(b=1|y) - ln P(b=0|y): positive means 1
 * (sign='gnuradio'); sign='3gpp' flips it. Methods: 'maxlog' (max-log,
 * piecewise linear), 'approx' (nested absolute values, cheapest), 'exact'
 * (log-sum-exp). noise_var is N0 = E|n|^2 for unit-energy symbols.
 * backend: 'auto' (CUDA if a GPU really works, else CPU), 'cuda' or 'cpu';
 * the GPU context is made when the flowgraph starts and freed when it stops.
 *
 * Everything but make() (and the byte block's scale) is common to both and
 * declared here once; the two typed blocks differ only in how they are made.
 */
template <class T>
class CUQAM_API soft_demapper : virtual public gr::sync_interpolator
{
public:
    typedef std::shared_ptr<soft_demapper<T>> sptr;

    //! Set N0; applies from the next work call. Throws std::invalid_argument if invalid.
    virtual void set_noise_var(float noise_var) = 0;
    virtual float noise_var() const = 0;
    //! Where N0 comes from: 'parameter' (the setter, noise_var messages and
    //! tags) or 'stream' (the second input, one float per symbol).
    virtual std::string noise_input() const = 0;
    //! Backend used by the last start ('cpu' or 'cuda'), else the one asked for.
    virtual std::string backend() const = 0;
    //! The kernel in use and why that backend was chosen (empty before the first start).
    virtual std::string backend_info() const = 0;

    /*!
     * \brief The latency knob: the most symbols one work call may carry.
     *
     * On the GPU, larger calls amortise the per-call cost (copies, launch,
     * synchronisation): more throughput. Smaller ones bound the buffering
     * between blocks: less latency. Default 131072 when the GPU is used, 1 (GNU
     * Radio's own buffer sizes) on the CPU; 0 restores the default. GNU Radio
     * sizes the buffers from it in start(): while the flowgraph runs (from
     * start() until wait() returns) it throws std::runtime_error and changes
     * nothing. Set it before start(), or between runs.
     */
    virtual void set_batch_symbols(int batch) = 0;
    virtual int batch_symbols() const = 0;

    /*!
     * \brief noise_var tags and messages ignored in this run (or the last one):
     * values that are not a valid N0 (docs/design.md, section Noise variance from the
     * receiver). Reset when the flowgraph starts.
     */
    virtual uint64_t noise_var_rejected() const = 0;

    /*!
     * \brief GPU faults in this run (or the last one): failed GPU calls whose
     * symbols the CPU computed instead. Reset when the flowgraph starts.
     */
    virtual uint64_t gpu_faults() const = 0;
};

/*!
 * \brief Float LLRs out. NaN input gives 0 for that axis' bits; +-Inf saturates.
 * \ingroup cuqam
 */
class CUQAM_API soft_demapper_cf : public soft_demapper<float>
{
public:
    typedef std::shared_ptr<soft_demapper_cf> sptr;

    /*!
     * \param bits_per_symbol the preset's order (3gpp: 2 .. 12, QPSK to 4096QAM);
     *        not read for a constellation object or explicit points
     * \param method 'maxlog', 'approx' or 'exact'
     * \param noise_var N0, finite and >= 1e-12
     * \param sign 'gnuradio' (positive means 1) or '3gpp' (positive means 0)
     * \param backend 'auto', 'cuda' or 'cpu'
     * \param device CUDA device ordinal
     * \param constellation preset name, gr-digital constellation or points
     *        and labels (constellation_spec); approx needs square QAM
     * \param noise_input 'parameter' (noise_var, its setter, messages and
     *        tags) or 'stream': a second input port of one float N0 per
     *        symbol (NaN, negative or +Inf erase the symbol; below 1e-12
     *        counts as 1e-12)
     */
    static sptr make(int bits_per_symbol = 8,
                     const std::string& method = "maxlog",
                     float noise_var = 0.01f,
                     const std::string& sign = "gnuradio",
                     const std::string& backend = "auto",
                     int device = 0,
                     const constellation_spec& constellation = constellation_spec(),
                     const std::string& noise_input = "parameter");
};

/*!
 * \brief One byte per soft bit out.
 * \ingroup cuqam
 *
 * \details
 * Output bytes: format 'u8' gives 128 + round(clamp(L*scale, -128, 127))
 * (128 = no information, 255 = surely 1: gr-fec's cc_decoder convention);
 * 's8' gives round(clamp(L*scale, -127, 127)). Rounding is half-to-even.
 * NaN input gives the neutral value for that axis' bits; +-Inf saturates.
 */
class CUQAM_API soft_demapper_cb : public soft_demapper<uint8_t>
{
public:
    typedef std::shared_ptr<soft_demapper_cb> sptr;

    /*!
     * \param bits_per_symbol the preset's order (3gpp: 2 .. 12, QPSK to 4096QAM);
     *        not read for a constellation object or explicit points
     * \param method 'maxlog', 'approx' or 'exact'
     * \param noise_var N0, finite and >= 1e-12
     * \param scale LLR to integer scale: finite and > 0, or 0 (the
     *        default): automatic, 127 / max(32, 8 d_min^2 / N0), following
     *        N0 (docs/design.md, "LLR scaling")
     * \param format 'u8' or 's8'
     * \param sign 'gnuradio' (positive means 1) or '3gpp' (positive means 0)
     * \param backend 'auto', 'cuda' or 'cpu'
     * \param device CUDA device ordinal
     * \param constellation as for soft_demapper_cf
     * \param noise_input as for soft_demapper_cf
     */
    static sptr make(int bits_per_symbol = 8,
                     const std::string& method = "maxlog",
                     float noise_var = 0.01f,
                     float scale = 0.0f,
                     const std::string& format = "u8",
                     const std::string& sign = "gnuradio",
                     const std::string& backend = "auto",
                     int device = 0,
                     const constellation_spec& constellation = constellation_spec(),
                     const std::string& noise_input = "parameter");

    //! Set the LLR-to-integer scale: > 0 fixed, 0 automatic (127 / max(32,
    //! 8 d_min^2 / N0), following N0); applies from the next work call.
    virtual void set_scale(float scale) = 0;
    //! The scale as set (0: automatic).
    virtual float scale() const = 0;
    //! The scale the last work call used (the automatic one's value; 0
    //! before the first call). Also tagged llr_scale on the output where it
    //! changes: a soft bit q stands for the LLR (q - 128) / llr_scale (u8)
    //! or q / llr_scale (s8).
    virtual float llr_scale() const = 0;
    //! Share of this run's (or the last run's) soft bits at the ends of the
    //! integer range (u8 0 or 255, s8 -127 or 127); logged at stop above 20 %
    //! with a fixed scale.
    virtual double saturation() const = 0;
};

} // namespace cuqam
} // namespace gr

#endif
