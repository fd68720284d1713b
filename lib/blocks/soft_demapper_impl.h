/*
 * Both soft demapper blocks (float and byte outputs) are this one template:
 * they differ only in their output item type and the format they allow.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_SOFT_DEMAPPER_IMPL_H
#define INCLUDED_CUQAM_SOFT_DEMAPPER_IMPL_H

#include "core_handles.h"
#include <gnuradio/cuqam/soft_demapper_cb.h>
#include <gnuradio/cuqam/soft_demapper_cf.h>
#include <gnuradio/io_signature.h>
#include <algorithm>
#include <stdexcept>

namespace gr {
namespace cuqam {

template <class Iface, class OutT>
class soft_demapper_impl : public Iface
{
public:
    soft_demapper_impl(const char* name, int bits_per_symbol, const std::string& method,
                       float noise_var, float scale, const std::string& format,
                       const std::string& sign, const std::string& backend, int device)
        : gr::sync_interpolator(name,
                                gr::io_signature::make(1, 1, sizeof(gr_complex)),
                                gr::io_signature::make(1, 1, sizeof(OutT)),
                                // d_core validates; keep the base valid meanwhile
                                bits_per_symbol > 0 ? bits_per_symbol : 1),
          d_core(bits_per_symbol, method, format, noise_var, scale, sign, backend, device)
    {
        if (d_core.resolves_to_cuda())
            set_batch_symbols(default_gpu_batch);
    }

    // GPU batch: the most symbols one work call may carry. GNU Radio sizes a
    // block's input buffer from the block's history, so a history of `batch`
    // symbols (skipped over in work(); it costs no computation and loses
    // nothing at the end of a stream, unlike an output multiple) lets the
    // upstream buffer hold that many; the output buffer is sized to match.
    // Calls are never made to wait for a full batch: at low rates they stay
    // small, so latency stays low.
    void set_batch_symbols(int batch) override
    {
        if (batch < 1 || batch > (1 << 24))
            throw std::invalid_argument("cuqam: batch_symbols must be 1 .. 16777216");
        d_batch = batch;
        this->set_history(batch);
        this->set_min_output_buffer(2L * batch * this->interpolation());
        d_core.set_chunk_symbols(std::max(1024, batch / 4)); // >= 4 chunks in flight per full call
    }
    int batch_symbols() const override { return d_batch; }

    bool start() override
    {
        d_core.start(this->d_logger);
        return gr::block::start();
    }

    bool stop() override
    {
        d_core.stop();
        return gr::block::stop();
    }

    int work(int noutput_items, gr_vector_const_void_star& input_items,
             gr_vector_void_star& output_items) override
    {
        const size_t nsym = static_cast<size_t>(noutput_items) / this->interpolation();
        const gr_complex* in = static_cast<const gr_complex*>(input_items[0]) + (this->history() - 1);
        d_core.demap(in, nsym, output_items[0]);
        return static_cast<int>(nsym * this->interpolation());
    }

    void set_noise_var(float v) override { d_core.set_noise_var(v); }
    float noise_var() const override { return d_core.noise_var(); }
    // Overrides in soft_demapper_cb; plain members in soft_demapper_cf.
    void set_scale(float v) { d_core.set_scale(v); }
    float scale() const { return d_core.scale(); }
    std::string backend() const override { return d_core.backend(); }
    std::string backend_info() const override { return d_core.backend_info(); }

    static constexpr int default_gpu_batch = 65536;

private:
    detail::demapper_core d_core;
    int d_batch = 1;
};

} // namespace cuqam
} // namespace gr
#endif
