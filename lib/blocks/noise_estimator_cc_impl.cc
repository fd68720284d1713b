/* SPDX-License-Identifier: GPL-3.0-or-later */
#include <gnuradio/cuqam/noise_estimator_cc.h>
#include <gnuradio/io_signature.h>
#include <cuqam/cuqam.h>
#include <pmt/pmt.h>
#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>

namespace gr {
namespace cuqam {

class noise_estimator_cc_impl final : public noise_estimator_cc
{
public:
    noise_estimator_cc_impl(int bits_per_symbol,
                            int window,
                            const constellation_spec& constellation)
        : gr::sync_block("noise_estimator_cc",
                         gr::io_signature::make(1, 1, sizeof(gr_complex)),
                         gr::io_signature::make(1, 1, sizeof(gr_complex))),
          d_cons(constellation),
          d_h(make_handle(d_cons, bits_per_symbol)),
          d_window(checked_window(window)),
          d_key(pmt::intern("noise_var"))
    {
        message_port_register_out(d_key);
    }

    bool start() override
    {
        d_sum = 0.0;
        d_used = 0;
        d_seen = 0;
        return gr::block::start();
    }

    // Windows count symbols from the start of the stream; a call may end
    // inside one. A window's estimate is tagged on the first symbol after
    // it (causal: no look-ahead, nothing held back, the last partial window
    // passes through untagged).
    int work(int noutput_items,
             gr_vector_const_void_star& input_items,
             gr_vector_void_star& output_items) override
    {
        const gr_complex* in = static_cast<const gr_complex*>(input_items[0]);
        gr_complex* out = static_cast<gr_complex*>(output_items[0]);
        std::memcpy(out, in, sizeof(gr_complex) * noutput_items);
        int at = 0;
        while (at < noutput_items) {
            const int take = std::min<int>(noutput_items - at, d_window - d_seen);
            double sum = 0.0;
            size_t used = 0;
            cuqam_demapper_decision_distance2(
                d_h.get(), reinterpret_cast<const float*>(in + at), take, &sum, &used);
            d_sum += sum;
            d_used += used;
            d_seen += take;
            at += take;
            if (d_seen == d_window)
                finish_window(nitems_written(0) + at);
        }
        return noutput_items;
    }

    float noise_var() const override { return d_last.load(std::memory_order_relaxed); }
    int window() const override { return d_window; }

private:
    void finish_window(uint64_t next_item)
    {
        const float n0 = d_used ? static_cast<float>(d_sum / (double)d_used) : 0.0f;
        d_sum = 0.0;
        d_used = 0;
        d_seen = 0;
        if (!(n0 >= CUQAM_NOISE_VAR_MIN))
            return; // nothing measurable (all NaN, or noiseless points)
        const pmt::pmt_t v = pmt::from_double(n0);
        add_item_tag(0, next_item, d_key, v);
        message_port_pub(d_key, v);
        d_last.store(n0, std::memory_order_relaxed);
    }

    struct handle_free {
        void operator()(cuqam_demapper* h) const { cuqam_demapper_destroy(h); }
    };
    using handle_ptr = std::unique_ptr<cuqam_demapper, handle_free>;

    // A CPU demapper handle holds the constellation and finds the distances
    // (cuqam_demapper_decision_distance2); it demaps nothing.
    static handle_ptr make_handle(const constellation_spec& cons, int bits_per_symbol)
    {
        cuqam_demapper_config c;
        cuqam_demapper_config_init(&c);
        c.bits_per_symbol = bits_per_symbol;
        c.constellation = cons.c_view();
        c.backend = CUQAM_BACKEND_CPU;
        cuqam_demapper* h = nullptr;
        if (cuqam_demapper_create(&c, &h) != CUQAM_OK)
            throw std::invalid_argument(std::string("cuqam: noise_estimator_cc: ") +
                                        cuqam_last_error());
        return handle_ptr(h);
    }

    static int checked_window(int w)
    {
        if (w < 16 || w > (1 << 24))
            throw std::invalid_argument(
                "cuqam: window must be 16 .. 16777216 symbols, not " + std::to_string(w));
        return w;
    }

    const constellation_spec d_cons; // what the handle's config pointed to
    handle_ptr d_h;
    const int d_window;
    const pmt::pmt_t d_key;
    std::atomic<float> d_last{ 0.0f };
    double d_sum = 0.0; // the current window's so far
    size_t d_used = 0;
    int d_seen = 0;
};

noise_estimator_cc::sptr noise_estimator_cc::make(int bits_per_symbol,
                                                  int window,
                                                  const constellation_spec& constellation)
{
    return gnuradio::make_block_sptr<noise_estimator_cc_impl>(
        bits_per_symbol, window, constellation);
}

} // namespace cuqam
} // namespace gr
