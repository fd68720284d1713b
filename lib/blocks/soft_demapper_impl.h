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
    }

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
        d_core.demap(input_items[0], nsym, output_items[0]);
        return static_cast<int>(nsym * this->interpolation());
    }

    void set_noise_var(float v) override { d_core.set_noise_var(v); }
    float noise_var() const override { return d_core.noise_var(); }
    // Overrides in soft_demapper_cb; plain members in soft_demapper_cf.
    void set_scale(float v) { d_core.set_scale(v); }
    float scale() const { return d_core.scale(); }
    std::string backend() const override { return d_core.backend(); }
    std::string backend_info() const override { return d_core.backend_info(); }

private:
    detail::demapper_core d_core;
};

} // namespace cuqam
} // namespace gr
#endif
