/*
 * Small blocks for timing flowgraphs, shared by the apps: a pass-through
 * that tags items with the time, a sink that turns those tags into
 * latencies and counts items with their arrival times, their percentiles,
 * and each block's time in work().
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_APPS_TIMING_BLOCKS_H
#define CUQAM_APPS_TIMING_BLOCKS_H

#include <gnuradio/block.h>
#include <gnuradio/high_res_timer.h>
#include <gnuradio/io_signature.h>
#include <gnuradio/sync_block.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <utility>
#include <vector>

namespace cuqam_apps {

//! CLOCK_MONOTONIC in ns: one clock for every process on the host.
inline int64_t now_ns()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

//! Copies items through and tags every `period`-th one with key tx_ns = now.
class stamper : public gr::sync_block
{
public:
    stamper(size_t itemsize, uint64_t period)
        : gr::sync_block("cuqam_stamper",
                         gr::io_signature::make(1, 1, itemsize),
                         gr::io_signature::make(1, 1, itemsize)),
          d_itemsize(itemsize),
          d_period(period),
          d_key(pmt::intern("tx_ns"))
    {
    }
    int work(int n, gr_vector_const_void_star& in, gr_vector_void_star& out) override
    {
        std::memcpy(out[0], in[0], d_itemsize * (size_t)n);
        const uint64_t first = nitems_written(0);
        const pmt::pmt_t t = pmt::from_uint64((uint64_t)now_ns());
        for (uint64_t at = (first + d_period - 1) / d_period * d_period;
             at < first + (uint64_t)n;
             at += d_period)
            add_item_tag(0, at, d_key, t);
        return n;
    }

private:
    size_t d_itemsize;
    uint64_t d_period;
    pmt::pmt_t d_key;
};

//! Sink: latency of each tx_ns tag (seconds), items received, and the times
//! of the first and last work calls. No allocation while running.
class latency_sink : public gr::sync_block
{
public:
    latency_sink(size_t itemsize, size_t max_stamps)
        : gr::sync_block("cuqam_latency_sink",
                         gr::io_signature::make(1, 1, itemsize),
                         gr::io_signature::make(0, 0, 0)),
          d_key(pmt::intern("tx_ns"))
    {
        d_lat.reserve(max_stamps);
        d_tags.reserve(64);
    }
    int work(int n, gr_vector_const_void_star&, gr_vector_void_star&) override
    {
        const int64_t t = now_ns();
        const uint64_t first = nitems_read(0);
        get_tags_in_range(d_tags, 0, first, first + (uint64_t)n, d_key);
        for (const auto& tag : d_tags)
            if (d_lat.size() < d_lat.capacity())
                d_lat.push_back((double)(t - (int64_t)pmt::to_uint64(tag.value)) * 1e-9);
        if (d_first_ns == 0) {
            d_first_ns = t;
            d_first_items = (uint64_t)n;
        }
        d_last_ns = t;
        d_received.store(first + (uint64_t)n);
        return n;
    }
    const std::vector<double>& latencies() const { return d_lat; }
    uint64_t received() const { return d_received.load(); }
    //! Items per second between the first and the last call (the first call's items
    //! excluded).
    double rate() const
    {
        const double s = (double)(d_last_ns - d_first_ns) * 1e-9;
        return s > 0 ? (double)(received() - d_first_items) / s : 0.0;
    }

private:
    pmt::pmt_t d_key;
    std::vector<double> d_lat;
    std::vector<gr::tag_t> d_tags;
    std::atomic<uint64_t> d_received{ 0 };
    int64_t d_first_ns = 0, d_last_ns = 0;
    uint64_t d_first_items = 0;
};

/* Each block's time in work() over a run of `seconds`, from GNU Radio's
 * performance counters (switched on in main): where a link's time goes. */
inline void print_busy(const char* side,
                       const std::vector<std::pair<const char*, gr::block_sptr>>& blocks,
                       double seconds)
{
    std::printf("%s, time in work() over %.2f s:", side, seconds);
    for (const auto& [name, b] : blocks)
        std::printf(" %s %.0f %%",
                    name,
                    100.0 * b->pc_work_time_total() / (double)gr::high_res_timer_tps() /
                        seconds);
    std::printf("\n");
    std::fflush(stdout);
}

/* p50, p99 and max of a run's latencies, over all stamps and over those after
 * the first second (the transmitter stamps 1000 a second). */
struct latency_summary {
    struct pct {
        double p50 = NAN, p99 = NAN, max = NAN;
    };
    pct all, first_s, after_first_s;
    size_t count;
    static pct of(std::vector<double> v)
    {
        pct r;
        if (v.empty())
            return r;
        std::sort(v.begin(), v.end());
        auto at = [&](double q) {
            return v[std::min(v.size() - 1, (size_t)(q * v.size()))];
        };
        r.p50 = at(0.5);
        r.p99 = at(0.99);
        r.max = v.back();
        return r;
    }
    explicit latency_summary(const std::vector<double>& v) : count(v.size())
    {
        const size_t split = std::min<size_t>(v.size(), 1000);
        all = of(v);
        first_s = of(std::vector<double>(v.begin(), v.begin() + (ptrdiff_t)split));
        after_first_s = of(std::vector<double>(v.begin() + (ptrdiff_t)split, v.end()));
    }
    void print(const char* what) const
    {
        std::printf("%s, %zu stamps: p50 %.3f ms, p99 %.3f ms, max %.3f ms; first second "
                    "p99 %.3f ms, after it p50 %.3f ms, p99 %.3f ms\n",
                    what,
                    count,
                    all.p50 * 1e3,
                    all.p99 * 1e3,
                    all.max * 1e3,
                    first_s.p99 * 1e3,
                    after_first_s.p50 * 1e3,
                    after_first_s.p99 * 1e3);
    }
};

} // namespace cuqam_apps
#endif
