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
#include <gnuradio/tags.h>
#include <pmt/pmt.h>
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

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
          d_core(bits_per_symbol, method, format, noise_var, scale, sign, backend, device),
          d_key(pmt::intern("noise_var"))
    {
        if (d_core.resolves_to_cuda())
            set_batch_symbols(default_gpu_batch);
        // Noise variance from the receiver: messages apply from the next work
        // call (like set_noise_var), stream tags from their own item on.
        this->message_port_register_in(d_key);
        this->set_msg_handler(d_key, [this](const pmt::pmt_t& msg) { handle_noise_var_msg(msg); });
        d_tags.reserve(64);
    }

    //! The noise variance in a message or tag value: a number, a pair
    //! (noise_var . number) or a dict holding noise_var. NaN if none.
    static double parse_noise_var(const pmt::pmt_t& v)
    {
        static const pmt::pmt_t key = pmt::intern("noise_var");
        pmt::pmt_t x = v;
        if (pmt::is_dict(x))
            x = pmt::dict_ref(x, key, pmt::PMT_NIL);
        else if (pmt::is_pair(x) && pmt::eqv(pmt::car(x), key))
            x = pmt::cdr(x);
        if (pmt::is_integer(x) || pmt::is_real(x) || pmt::is_uint64(x))
            return pmt::to_double(x);
        return NAN;
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
        d_core.start(this->d_logger); // logs why if it cannot; work() then ends the stream
        return gr::block::start();
    }

    bool stop() override
    {
        d_core.stop();
        if (d_bad_values > 1)
            this->d_logger->warn("{} noise_var tags/messages with bad values were ignored in this run",
                                 d_bad_values);
        return gr::block::stop();
    }

    int work(int noutput_items, gr_vector_const_void_star& input_items,
             gr_vector_void_star& output_items) override
    {
        if (!d_core.running())
            return gr::block::WORK_DONE;
        const size_t k = this->interpolation();
        const size_t nsym = static_cast<size_t>(noutput_items) / k;
        const gr_complex* in = static_cast<const gr_complex*>(input_items[0]) + (this->history() - 1);
        OutT* out = static_cast<OutT*>(output_items[0]);
        const uint64_t first = this->nitems_read(0); // absolute index of in[0]
        const float at_start = d_core.noise_var();   // setters and messages land here
        float nv = at_start;
        // d_tags keeps its capacity: no allocation once it has grown
        this->get_tags_in_range(d_tags, 0, first, first + nsym, d_key);
        std::stable_sort(d_tags.begin(), d_tags.end(), gr::tag_t::offset_compare);
        size_t done = 0;
        for (const gr::tag_t& t : d_tags) {
            const size_t at = static_cast<size_t>(t.offset - first);
            if (at > done) {
                d_core.demap(in + done, at - done, out + done * k, nv);
                done = at;
            }
            const double v = parse_noise_var(t.value);
            if (cuqam_check_noise_var(static_cast<float>(v)) == CUQAM_OK && std::isfinite(v))
                nv = static_cast<float>(v);
            else
                bad_value("tag at item " + std::to_string(t.offset), t.value);
        }
        if (done < nsym)
            d_core.demap(in + done, nsym - done, out + done * k, nv);
        if (nv != at_start)
            d_core.commit_noise_var(at_start, nv);
        return static_cast<int>(nsym * k);
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
    void handle_noise_var_msg(const pmt::pmt_t& msg)
    {
        const double v = parse_noise_var(msg);
        if (cuqam_check_noise_var(static_cast<float>(v)) == CUQAM_OK && std::isfinite(v))
            d_core.set_noise_var(static_cast<float>(v));
        else
            bad_value("message", msg);
    }

    // A bad value is ignored (the previous noise variance stays); the first
    // one is logged with its content, the rest are counted and reported at stop().
    void bad_value(const std::string& where, const pmt::pmt_t& v)
    {
        if (d_bad_values++ == 0)
            this->d_logger->warn("noise_var {} ignored: {} is not a number > 0 and finite "
                                 "(further bad values are counted, reported at stop)",
                                 where, pmt::write_string(v));
    }

    detail::demapper_core d_core;
    int d_batch = 1;
    const pmt::pmt_t d_key;
    std::vector<gr::tag_t> d_tags;
    std::atomic<uint64_t> d_bad_values{ 0 };
};

} // namespace cuqam
} // namespace gr
#endif
