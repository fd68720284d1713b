/*
 * cuqam_live_zmq's receiving end: the seeded bit pattern the transmitter
 * sends, and the checker block that counts the soft bits received, their
 * hard-decision errors against the pattern and the latencies of the stamped
 * items.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_APPS_LIVE_CHECKER_H
#define CUQAM_APPS_LIVE_CHECKER_H

#include <gnuradio/io_signature.h>
#include <gnuradio/sync_block.h>

#include "timing_blocks.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <random>
#include <vector>

namespace cuqam_live {

constexpr int k_bits = 8; // 256QAM
constexpr size_t k_pattern_syms =
    65537; // the bit pattern repeats with this period (symbols)
constexpr uint32_t k_seed = 20261121;
// the transmitted signal: this many periods of the pattern (33.6 MB), its noise
// drawn once; the BER's Monte-Carlo bound counts at most these symbols
constexpr size_t k_signal_periods = 64;
constexpr size_t k_signal_syms = k_pattern_syms * k_signal_periods;

using cuqam_apps::now_ns;

std::vector<uint8_t> bit_pattern()
{
    std::mt19937 g(k_seed);
    std::vector<uint8_t> b(k_pattern_syms * k_bits);
    for (auto& x : b)
        x = g() & 1u;
    return b;
}

/* Counts soft bits, checks hard decisions against the pattern, collects latencies. */
class checker : public gr::sync_block
{
public:
    checker(uint64_t expect_bits, size_t max_stamps)
        : gr::sync_block("cuqam_live_checker",
                         gr::io_signature::make(1, 1, 1),
                         gr::io_signature::make(0, 0, 0)),
          d_pattern(bit_pattern()),
          d_expect(expect_bits),
          d_key(pmt::intern("tx_ns"))
    {
        d_lat.reserve(max_stamps); // no allocation while running
        d_tags.reserve(16);
    }
    int work(int n, gr_vector_const_void_star& in, gr_vector_void_star&) override
    {
        const int64_t t = now_ns();
        const uint8_t* s = static_cast<const uint8_t*>(in[0]);
        const uint64_t first = nitems_read(0);
        uint64_t err = 0;
        size_t pos = (size_t)(first % d_pattern.size());
        // in runs that do not wrap the pattern, so the compiler vectorises the
        // loop: at 100 Msym/s the checker sees 800 M soft bits a second
        for (int i = 0; i < n;) {
            const int len =
                (int)std::min<size_t>((size_t)(n - i), d_pattern.size() - pos);
            const uint8_t* p = d_pattern.data() + pos;
            uint32_t e = 0; // < 2^32: len <= the pattern's 524296 bits
            for (int k = 0; k < len; ++k)
                e += (uint8_t)(s[i + k] > 128) != p[k]; // 128 (no information) decides 0
            err += e;
            i += len;
            pos = 0;
        }
        d_errors += err;
        get_tags_in_range(d_tags, 0, first, first + (uint64_t)n, d_key);
        for (const auto& tag : d_tags)
            if (d_lat.size() < d_lat.capacity())
                d_lat.push_back((double)(t - (int64_t)pmt::to_uint64(tag.value)) * 1e-9);
        d_received.store(first + (uint64_t)n);
        if (d_first_ns == 0)
            d_first_ns = t;
        d_last_ns = t;
        return first + (uint64_t)n >= d_expect ? WORK_DONE : n;
    }
    uint64_t received() const { return d_received.load(); }
    uint64_t errors() const { return d_errors; }
    std::vector<double> latencies() const { return d_lat; }
    double span_s() const { return (double)(d_last_ns - d_first_ns) * 1e-9; }

private:
    std::vector<uint8_t> d_pattern;
    uint64_t d_expect;
    pmt::pmt_t d_key;
    std::vector<gr::tag_t> d_tags;
    std::vector<double> d_lat;
    std::atomic<uint64_t> d_received{ 0 };
    uint64_t d_errors = 0;
    int64_t d_first_ns = 0, d_last_ns = 0;
};

} // namespace cuqam_live

#endif
