/*
 * Flowgraph lifecycles and concurrency, on one backend (cpu in CI, cuda on
 * the GPU machine; 77 = skipped where it cannot run):
 * - 200 start/stop cycles of a flowgraph (each start makes the demapper's
 *   core handle, each stop frees it): host memory flat after the first third;
 * - 8 demappers (every order, three methods) fed by one source in one
 *   flowgraph, and two such flowgraphs running at once: every output equals
 *   the C core's on the same symbols, bit for bit (exact within 1 LSB).
 * Usage: test_flowgraph_cycles [cpu|cuda]
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../support/fixtures.h"
#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/soft_demapper.h>
#include <gnuradio/io_signature.h>
#include <gnuradio/sync_block.h>
#include <gnuradio/top_block.h>
#include <cuqam/cuqam.h>

#include <atomic>

#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

static long rss_kib()
{
    long pages = 0, resident = 0;
    if (FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        std::fclose(f);
    }
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

//! Counts items across runs (GNU Radio rebuilds a block's counters at each start).
class counting_sink : public gr::sync_block
{
public:
    counting_sink()
        : gr::sync_block("counting_sink",
                         gr::io_signature::make(1, 1, 1),
                         gr::io_signature::make(0, 0, 0))
    {
    }
    int work(int n, gr_vector_const_void_star&, gr_vector_void_star&) override
    {
        count += (uint64_t)n;
        return n;
    }
    std::atomic<uint64_t> count{ 0 };
};

static void check(bool ok, const std::string& what) { check_reported(ok, what.c_str()); }

struct lane {
    int k;
    const char* method;
};
static const lane lanes[8] = { { 2, "maxlog" },  { 4, "approx" }, { 6, "exact" },
                               { 8, "maxlog" },  { 8, "approx" }, { 8, "exact" },
                               { 10, "maxlog" }, { 10, "approx" } };

static std::vector<uint8_t> core_output(const std::vector<gr_complex>& s,
                                        const lane& l,
                                        float nv = 0.02f,
                                        float scale = 6.0f)
{
    const cuqam_demapper_config c =
        test_config(l.k,
                    (cuqam_method)cuqam_method_from_name(l.method),
                    CUQAM_OUTPUT_U8,
                    nv,
                    scale,
                    CUQAM_BACKEND_CPU);
    cuqam_demapper* h = test_create(&c);
    std::vector<uint8_t> out(s.size() * (size_t)l.k);
    cuqam_demap(h, reinterpret_cast<const float*>(s.data()), s.size(), out.data());
    cuqam_demapper_destroy(h);
    return out;
}

struct eight {
    gr::top_block_sptr tb;
    std::vector<gr::blocks::vector_sink_b::sptr> sinks;
};

static eight make_eight(const std::vector<gr_complex>& s, const std::string& backend)
{
    eight e;
    e.tb = gr::make_top_block("cuqam_eight");
    auto src = gr::blocks::vector_source_c::make(s, false);
    for (const lane& l : lanes) {
        auto dem = gr::cuqam::soft_demapper_cb::make(
            l.k, l.method, 0.02f, 6.0f, "u8", "gnuradio", backend);
        auto snk = gr::blocks::vector_sink_b::make();
        e.tb->connect(src, 0, dem, 0);
        e.tb->connect(dem, 0, snk, 0);
        e.sinks.push_back(snk);
    }
    return e;
}

static long compare(const eight& e, const std::vector<std::vector<uint8_t>>& want)
{
    long bad = 0;
    for (size_t i = 0; i < 8; ++i) {
        const auto& got = e.sinks[i]->data();
        if (got.size() != want[i].size()) {
            bad += (long)want[i].size();
            continue;
        }
        const bool exact = std::string(lanes[i].method) == "exact";
        for (size_t j = 0; j < got.size(); ++j) {
            const int d = (int)got[j] - (int)want[i][j];
            bad += exact ? (d > 1 || d < -1) : d != 0;
        }
    }
    return bad;
}

int main(int argc, char** argv)
{
    const std::string backend = argc > 1 ? argv[1] : "cpu";
    if (backend == "cuda") {
        cuqam_backend got;
        char why[256];
        if (cuqam_backend_resolve(CUQAM_BACKEND_CUDA, 0, &got, why, sizeof why) !=
            CUQAM_OK) {
            std::printf("SKIPPED: %s\n", why);
            return 77;
        }
    }
    rng_seed_from_env("test_flowgraph_cycles");
    test_rng g;
    std::normal_distribution<float> n(0.0f, 0.6f);
    std::vector<gr_complex> syms(300007);
    for (auto& x : syms)
        x = gr_complex(n(g), n(g));
    std::vector<std::vector<uint8_t>> want;
    for (const lane& l : lanes)
        want.push_back(core_output(syms, l));

    // 8 demappers in one flowgraph
    {
        auto e = make_eight(syms, backend);
        e.tb->run();
        const long bad = compare(e, want);
        check(bad == 0,
              "8 demappers in one flowgraph (" + backend + "), " + std::to_string(bad) +
                  " values off");
    }
    // two such flowgraphs at once
    {
        auto a = make_eight(syms, backend), b = make_eight(syms, backend);
        a.tb->start();
        b.tb->start();
        a.tb->wait();
        b.tb->wait();
        const long bad = compare(a, want) + compare(b, want);
        check(bad == 0,
              "two flowgraphs of 8 demappers at once (" + backend + "), " +
                  std::to_string(bad) + " values off");
    }
    // setters called from another thread while the flowgraph runs: every
    // symbol's soft bits are those of one of the (noise_var, scale) pairs the
    // setters can leave (each call reads both once), never a torn mixture
    {
        std::vector<gr_complex> many;
        for (int r = 0; r < 7; ++r)
            many.insert(many.end(), syms.begin(), syms.end());
        const lane l{ 8, "maxlog" };
        const float nvs[2] = { 0.02f, 0.05f }, scales[2] = { 6.0f, 12.0f };
        std::vector<std::vector<uint8_t>> combos;
        for (float nv : nvs)
            for (float sc : scales)
                combos.push_back(core_output(many, l, nv, sc));
        auto tb = gr::make_top_block("cuqam_setters");
        auto src = gr::blocks::vector_source_c::make(many, false);
        auto dem = gr::cuqam::soft_demapper_cb::make(
            8, "maxlog", nvs[0], scales[0], "u8", "gnuradio", backend);
        auto snk = gr::blocks::vector_sink_b::make();
        tb->connect(src, 0, dem, 0);
        tb->connect(dem, 0, snk, 0);
        std::atomic<bool> done{ false };
        long sets = 0;
        std::thread setter([&] {
            for (unsigned i = 0; !done.load(); ++i, ++sets) {
                dem->set_noise_var(nvs[i & 1]);
                dem->set_scale(scales[(i >> 1) & 1]);
                std::this_thread::sleep_for(std::chrono::microseconds(20));
            }
        });
        tb->run();
        done = true;
        setter.join();
        const std::vector<uint8_t>& got = snk->data();
        long torn = 0;
        int seen_mask = 0;
        for (size_t i = 0; got.size() == many.size() * 8 && i < many.size(); ++i) {
            int match = -1;
            for (int c = 0; c < 4 && match < 0; ++c)
                if (std::memcmp(&got[i * 8], &combos[c][i * 8], 8) == 0)
                    match = c;
            if (match < 0)
                ++torn;
            else
                seen_mask |= 1 << match;
        }
        int seen = 0;
        for (int c = 0; c < 4; ++c)
            seen += (seen_mask >> c) & 1;
        std::printf("setters from another thread (%s): %ld set pairs during %zu symbols, "
                    "%d of 4 pairs seen\n",
                    backend.c_str(),
                    sets,
                    many.size(),
                    seen);
        check(got.size() == many.size() * 8 && torn == 0,
              "setters from another thread while running: every symbol from one valid "
              "pair (" +
                  std::to_string(torn) + " not)");
        check(seen >= 2,
              "setters from another thread: the settings changed during the run");
    }
    // 200 start/stop cycles of one flowgraph
    {
        std::vector<gr_complex> loop(syms.begin(), syms.begin() + 65536);
        auto tb = gr::make_top_block("cuqam_cycles");
        auto src = gr::blocks::vector_source_c::make(loop, true);
        auto dem = gr::cuqam::soft_demapper_cb::make(
            8, "maxlog", 0.02f, 6.0f, "u8", "gnuradio", backend);
        auto snk = gnuradio::make_block_sptr<counting_sink>();
        tb->connect(src, 0, dem, 0);
        tb->connect(dem, 0, snk, 0);
        const int cycles = 200;
        long third = 0;
        const long start = rss_kib();
        const bool gpu = backend == "cuda";
        size_t dev_free_start = 0, dev_free_third = 0, dev_free_end = 0, total = 0;
        if (gpu)
            cuqam_cuda_mem_info(0, &dev_free_start, &total);
        bool moved = true;
        for (int i = 0; i < cycles; ++i) {
            const uint64_t before = snk->count.load();
            tb->start();
            // until this run's soft bits arrive (a GPU context takes some ms to make)
            const auto deadline =
                std::chrono::steady_clock::now() + std::chrono::seconds(5);
            while (snk->count.load() == before &&
                   std::chrono::steady_clock::now() < deadline)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            tb->stop();
            tb->wait();
            moved = moved && snk->count.load() > before;
            if (i == cycles / 3) {
                third = rss_kib();
                if (gpu)
                    cuqam_cuda_mem_info(0, &dev_free_third, &total);
            }
        }
        const long end = rss_kib();
        std::printf("%d start/stop cycles (%s): resident set %ld KiB at start, %ld KiB "
                    "after %d, %ld KiB at the end\n",
                    cycles,
                    backend.c_str(),
                    start,
                    third,
                    cycles / 3,
                    end);
        if (gpu) {
            // Device memory the driver reports free: between cycles the block
            // holds no context, so all of it must come back each time.
            cuqam_cuda_mem_info(0, &dev_free_end, &total);
            const long used_third = (long)((dev_free_start - dev_free_third) >> 10);
            const long used_end = (long)((dev_free_start - dev_free_end) >> 10);
            std::printf("device memory in use beyond the start: %ld KiB after %d cycles, "
                        "%ld KiB at the end "
                        "(free %zu of %zu MiB)\n",
                        used_third,
                        cycles / 3,
                        used_end,
                        dev_free_end >> 20,
                        total >> 20);
            check(dev_free_start > 0 && used_end <= used_third + 2048,
                  "device memory flat over the last cycles (grew " +
                      std::to_string(used_end - used_third) + " KiB)");
        }
        check(moved, "every cycle demapped items");
        check(end - third < 2048,
              "host memory flat over the last " + std::to_string(cycles - cycles / 3) +
                  " cycles (grew " + std::to_string(end - third) + " KiB)");
    }
    return test_summary();
}
