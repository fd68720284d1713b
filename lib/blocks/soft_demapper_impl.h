/*
 * Both soft demapper blocks (float and byte outputs) are this one template:
 * they differ only in their output item type and the format they allow.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_SOFT_DEMAPPER_IMPL_H
#define INCLUDED_CUQAM_SOFT_DEMAPPER_IMPL_H

#include "core_handles.h"
#include "noise_var_pmt.h"
#include <gnuradio/block_detail.h>
#include <gnuradio/cuqam/soft_demapper.h>
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
    soft_demapper_impl(const char* name,
                       int bits_per_symbol,
                       const std::string& method,
                       float noise_var,
                       float scale,
                       const std::string& format,
                       const std::string& sign,
                       const std::string& backend,
                       int device,
                       const constellation_spec& constellation,
                       const std::string& noise_input)
        : gr::sync_interpolator(name,
                                input_signature(noise_input),
                                output_signature(),
                                constellation.bits(bits_per_symbol)),
          d_core(bits_per_symbol,
                 method,
                 format,
                 noise_var,
                 scale,
                 sign,
                 backend,
                 device,
                 constellation),
          d_noise_stream(noise_input == "stream"),
          d_key(pmt::intern("noise_var")),
          d_snr_key(pmt::intern("snr")),
          d_scale_key(pmt::intern("llr_scale"))
    {
        apply_batch(0);
        // Noise variance from the receiver: messages apply from the next work
        // call (like set_noise_var), stream tags from their own item on.
        // snr (Es/N0 in dB, gr-digital's SNR estimators): the same, in its own unit.
        this->message_port_register_in(d_key);
        this->set_msg_handler(d_key, [this](const pmt::pmt_t& msg) {
            handle_noise_var_msg(msg, detail::bare_number::noise_var);
        });
        this->message_port_register_in(d_snr_key);
        this->set_msg_handler(d_snr_key, [this](const pmt::pmt_t& msg) {
            handle_noise_var_msg(msg, detail::bare_number::snr_db);
        });
        d_tags.reserve(64);
    }

    // What the virtual base gr::sync_interpolator is made with; the most
    // derived class makes it, so a class that derives from this one passes these.
    // noise_input "stream": a second input of one float N0 per symbol.
    static gr::io_signature::sptr input_signature(const std::string& noise_input)
    {
        if (noise_input == "stream")
            return gr::io_signature::make2(2, 2, sizeof(gr_complex), sizeof(float));
        if (noise_input != "parameter")
            throw std::invalid_argument("cuqam: noise_input must be 'parameter' or "
                                        "'stream', not '" +
                                        noise_input + "'");
        return gr::io_signature::make(1, 1, sizeof(gr_complex));
    }
    static gr::io_signature::sptr output_signature()
    {
        return gr::io_signature::make(1, 1, sizeof(OutT));
    }

    // GPU batch: the most symbols one work call may carry. GNU Radio sizes a
    // block's input buffer from the block's history, so a history of `batch`
    // symbols (skipped over in work(); it costs no computation and loses
    // nothing at the end of a stream, unlike an output multiple) lets the
    // upstream buffer hold that many; the output buffer is sized to match.
    // Calls are never made to wait for a full batch: at low rates they stay
    // small, so latency stays low. GNU Radio reads the history when it makes
    // the buffers (top_block::start()), so a change while they exist would
    // shift the stream: refused from start() until the run has stopped.
    void set_batch_symbols(int batch) override
    {
        if (batch < 0 || batch > max_batch)
            throw std::invalid_argument(
                "cuqam: batch_symbols must be 0 (default) or 1 .. 16777216, not " +
                std::to_string(batch));
        if (buffers_in_use())
            throw std::runtime_error(
                "cuqam: set_batch_symbols() cannot be called while the flowgraph runs: "
                "it sizes the buffers GNU Radio made at start(). Set it before "
                "start(), or after stop() and wait(), for the next run");
        apply_batch(batch);
    }
    int batch_symbols() const override { return d_batch; }

    bool start() override
    {
        d_running = true;
        d_bad_values = 0; // counted per run
        d_saturated = 0;
        d_outputs = 0;
        d_tagged_scale = -1.0f;
        d_nbatches = 0;
        d_flight = d_ready = 0;
        // logs why if it cannot; work() then ends the stream
        d_core.start(this->d_logger, *this);
        // Off by default: measured slower inside GNU Radio 3.10 (more work
        // calls, more host CPU; docs/benchmarks.md). The CPU runs each call
        // whole: no use holding outputs back a call there.
        d_overlap = d_core.overlap() && d_core.backend() == "cuda";
        return gr::block::start();
    }

    bool stop() override
    {
        d_core.stop();
        // (the automatic scale saturates only |L| >= 32 by design: no word)
        const double sat = saturation_share();
        if (sat > saturation_warning && d_core.scale() != 0.0f)
            this->d_logger->warn(
                "{:.1f} % of the soft bits of this run were saturated (scale {}: "
                "|LLR| >= {}): the decoder lost their magnitude. Scale 0 (automatic) "
                "or a smaller one keeps it",
                100.0 * sat,
                d_core.last_scale(),
                127.0 / d_core.last_scale());
        if (d_bad_values > 1)
            this->d_logger->warn(
                "{} noise_var tags/messages with bad values were ignored in this run",
                d_bad_values.load());
        d_idle_detail = this->detail().get();
        d_running = false;
        return gr::block::stop();
    }

    uint64_t noise_var_rejected() const override { return d_bad_values.load(); }
    uint64_t gpu_faults() const override { return d_core.gpu_faults(); }

    // GNU Radio calls this, not work(): symbols are begun on the GPU in one
    // call and handed on in a later one (see pipelined()).
    int general_work(int noutput_items,
                     gr_vector_int& ninput_items,
                     gr_vector_const_void_star& input_items,
                     gr_vector_void_star& output_items) override
    {
        // The core does not fail on GNU Radio's (host) buffers: a GPU fault is
        // finished on the CPU. Should it ever, the stream ends with a word,
        // not the block's thread without one (which hangs the flowgraph).
        if (!d_core.running()) // start() logged why
            return gr::block::WORK_DONE;
        try {
            const size_t nsym = pipelined(
                noutput_items, ninput_items, input_items, output_items, d_overlap);
            this->consume_each(static_cast<int>(nsym));
            return static_cast<int>(nsym * this->interpolation());
        } catch (const std::exception& e) {
            this->d_logger->error("{}: this block ends its stream", e.what());
            return gr::block::WORK_DONE;
        }
    }

    // sync_interpolator's interface; general_work() above is what runs.
    int work(int noutput_items,
             gr_vector_const_void_star& input_items,
             gr_vector_void_star& output_items) override
    {
        const size_t nsym = static_cast<size_t>(noutput_items) / this->interpolation();
        gr_vector_int ninput(input_items.size(), static_cast<int>(nsym));
        return static_cast<int>(
            pipelined(noutput_items, ninput, input_items, output_items, false) *
            this->interpolation());
    }

    void set_noise_var(float v) override { d_core.set_noise_var(v); }
    float noise_var() const override { return d_core.noise_var(); }
    std::string backend() const override { return d_core.backend(); }
    std::string noise_input() const override
    {
        return d_noise_stream ? "stream" : "parameter";
    }
    std::string backend_info() const override { return d_core.backend_info(); }

    static constexpr int default_gpu_batch = 131072;
    static constexpr int max_batch = 1 << 24;

protected:
    detail::demapper_core d_core;
    std::atomic<uint64_t> d_saturated{ 0 }, d_outputs{ 0 };
    static constexpr double saturation_warning = 0.2;

    double saturation_share() const
    {
        const uint64_t n = d_outputs.load();
        return n ? static_cast<double>(d_saturated.load()) / static_cast<double>(n) : 0.0;
    }

private:
    // Symbols in the buffers from in[0] (the first not consumed): [0, ready)
    // demapped, [ready, flight) begun, in at most two batches (the calls of
    // one work call), then the new ones. A work call begins the new ones and
    // ends the older batches, so the GPU has them while GNU Radio moves what
    // came back: the output of a work call's symbols leaves one call later.
    // With nothing older in flight (a start, a pause), a large call is split
    // in two and only its first half waits; a small one, or one with nothing
    // new, waits for everything, so latency stays bounded and the end of a
    // stream is never held back. Off the GPU the handle runs calls whole.
    size_t pipelined(int noutput_items,
                     gr_vector_int& ninput_items,
                     gr_vector_const_void_star& input_items,
                     gr_vector_void_star& output_items,
                     bool overlap)
    {
        if (!d_core.running())
            throw std::runtime_error("no demapper (see the log at start)");
        const size_t k = this->interpolation();
        size_t avail = std::min(static_cast<size_t>(ninput_items[0]),
                                static_cast<size_t>(noutput_items) / k);
        if (d_noise_stream)
            avail = std::min(avail, static_cast<size_t>(ninput_items[1]));
        const size_t h = this->history() - 1;
        d_in = static_cast<const gr_complex*>(input_items[0]) + h;
        d_noise =
            d_noise_stream ? static_cast<const float*>(input_items[1]) + h : nullptr;
        d_out = static_cast<OutT*>(output_items[0]);
        const size_t from = d_flight, to = std::max(avail, d_flight);
        if (to > from && overlap && d_nbatches > 0) {
            push_batch(begin_range(from, to), to - from);
            end_batches(d_nbatches - 1);
        } else if (to > from && overlap && to - from >= 2 * min_split) {
            const size_t mid = from + (to - from) / 2;
            push_batch(begin_range(from, mid), mid - from);
            push_batch(begin_range(mid, to), to - mid);
            end_batches(1);
        } else {
            if (to > from)
                push_batch(begin_range(from, to), to - from);
            end_batches(d_nbatches);
        }
        note_output();
        const size_t n = std::min(d_ready, avail);
        d_ready -= n;
        d_flight -= n;
        return n;
    }

    // Begins symbols [from, to), split where noise_var / snr tags change N0
    // (from their own item on); returns the last call's ticket.
    unsigned long long begin_range(size_t from, size_t to)
    {
        if (d_noise) // N0 per symbol; tags and messages play no part
            return begin_part(from, to, 0.0f);
        const uint64_t first = this->nitems_read(0); // absolute index of in[0]
        const float at_start = d_core.noise_var();   // setters and messages land here
        float nv = at_start;
        // d_tags keeps its capacity: no allocation once it has grown
        this->get_tags_in_range(d_tags, 0, first + from, first + to);
        std::stable_sort(d_tags.begin(), d_tags.end(), gr::tag_t::offset_compare);
        size_t done = from;
        unsigned long long ticket = 0;
        for (const gr::tag_t& t : d_tags) {
            const bool is_snr = pmt::eqv(t.key, d_snr_key);
            if (!is_snr && !pmt::eqv(t.key, d_key))
                continue;
            const size_t at = static_cast<size_t>(t.offset - first);
            if (at > done) {
                ticket = begin_part(done, at, nv);
                done = at;
            }
            const detail::noise_var_reading r = detail::read_noise_var(
                t.value,
                is_snr ? detail::bare_number::snr_db : detail::bare_number::noise_var,
                d_core.symbol_energy());
            if (r.ok)
                nv = r.value;
            else
                bad_value("tag at item " + std::to_string(t.offset), r.why);
        }
        if (done < to)
            ticket = begin_part(done, to, nv);
        if (nv != at_start)
            d_core.commit_noise_var(at_start, nv);
        return ticket;
    }

    // Byte outputs: an llr_scale tag where the scale in force changes (the
    // run's first output, a new automatic scale after an N0 change, a
    // setter), put on the call's first soft bit when it begins.
    unsigned long long begin_part(size_t from, size_t to, float nv)
    {
        const size_t k = this->interpolation();
        float sc = 0.0f;
        const unsigned long long ticket = d_core.begin(d_in + from,
                                                       d_noise ? d_noise + from : nullptr,
                                                       to - from,
                                                       d_out + from * k,
                                                       nv,
                                                       &sc);
        if (sizeof(OutT) == 1 && sc != d_tagged_scale) {
            this->add_item_tag(
                0, this->nitems_written(0) + from * k, d_scale_key, pmt::from_double(sc));
            d_tagged_scale = sc;
        }
        return ticket;
    }

    void push_batch(unsigned long long ticket, size_t nsym)
    {
        d_batches[d_nbatches++] = { ticket, nsym };
        d_flight += nsym;
    }

    // Ends the m oldest batches (waiting for the GPU): their symbols are ready.
    void end_batches(int m)
    {
        if (m <= 0)
            return;
        d_core.end(d_batches[m - 1].ticket);
        for (int i = 0; i < m; ++i)
            d_ready += d_batches[i].nsym;
        for (int i = m; i < d_nbatches; ++i)
            d_batches[i - m] = d_batches[i];
        d_nbatches -= m;
    }

    // Byte outputs: the handle's saturation counts (made on the GPU where it
    // runs there), copied for the getter.
    void note_output()
    {
        if constexpr (sizeof(OutT) == 1) {
            uint64_t sat, bits;
            d_core.saturation(&sat, &bits);
            d_saturated = sat;
            d_outputs = bits;
        }
    }

    // 0: the default, 131072 where the GPU is used, else GNU Radio's own sizes
    void apply_batch(int batch)
    {
        const int b =
            batch > 0 ? batch : (d_core.resolves_to_cuda() ? default_gpu_batch : 1);
        d_batch = b;
        this->set_history(b);
        this->set_min_output_buffer(2L * b * this->interpolation());
        // One chunk per stream in a full call: GNU Radio's buffers are
        // page-locked, so chunks only overlap one copy with the other and the
        // kernel, and every chunk costs the host five CUDA calls.
        d_core.set_chunk_symbols(std::max(1024, b / 2));
    }

    // GNU Radio makes a new block_detail (and buffers) in every
    // top_block::start(), before this block's own start() runs in its thread:
    // a detail other than the one left at the last stop() means buffers made
    // with the current history.
    bool buffers_in_use() const
    {
        if (d_running)
            return true;
        const gr::block_detail* now = this->detail().get();
        return now != nullptr && now != d_idle_detail;
    }

    void handle_noise_var_msg(const pmt::pmt_t& msg, detail::bare_number bare)
    {
        if (d_noise_stream) {
            bad_value("message", "this block takes N0 from its noise input stream");
            return;
        }
        const detail::noise_var_reading r =
            detail::read_noise_var(msg, bare, d_core.symbol_energy());
        if (r.ok)
            d_core.set_noise_var(r.value);
        else
            bad_value("message", r.why);
    }

    // A bad value is ignored (the previous noise variance stays); the first
    // one of a run is logged with what arrived, the rest are counted and
    // reported at stop().
    void bad_value(const std::string& where, const std::string& why)
    {
        if (d_bad_values++ == 0)
            this->d_logger->warn(
                "noise_var {} ignored: {} (the previous N0 stays; further bad values "
                "are counted, reported at stop)",
                where,
                why);
    }

    int d_batch = 1;
    // the work calls' pipeline (pipelined())
    static constexpr size_t min_split = 4096;
    struct batch {
        unsigned long long ticket;
        size_t nsym;
    };
    batch d_batches[3] = {};
    int d_nbatches = 0;
    size_t d_flight = 0, d_ready = 0;
    bool d_overlap = false;
    const gr_complex* d_in = nullptr;
    const float* d_noise = nullptr;
    OutT* d_out = nullptr;
    const bool d_noise_stream;
    std::atomic<bool> d_running{ false };
    const gr::block_detail* d_idle_detail = nullptr;
    const pmt::pmt_t d_key, d_snr_key, d_scale_key;
    float d_tagged_scale = -1.0f;
    std::vector<gr::tag_t> d_tags;
    std::atomic<uint64_t> d_bad_values{ 0 };
};

} // namespace cuqam
} // namespace gr
#endif
