/*
 * cuqam_bench_host: what the demapper costs the host inside GNU Radio.
 *
 * null_source -> head(n) -> X -> sink, 256QAM, with X = nothing (GNU
 * Radio's null chain, the ceiling; two variants apart: head writing into a
 * ring as large as a GPU demapper's, and GNU Radio's copy as X) or the
 * demapper on each backend, every
 * method (approx, maxlog, exact) and output (u8, s8, f32), on CUDA also
 * with the overlap knob (CUQAM_OVERLAP=1, backend "cuda+overlap") and with
 * copies instead of kernels in place (CUQAM_GPU_ACCESS=copy, "cuda+copy"); with GNU
 * Radio's default buffers and with 1 Mi-item minimum buffers on the upstream blocks. Per
 * row: symbols per second and host CPU (getrusage of the process: every thread, GNU
 * Radio's, the driver's and ours) per symbol and in cores busy, both taken between the
 * sink's first and last work call, so start-up (CUDA context, page-locking) is not
 * counted. Where the time goes: each block's time in work() (GNU Radio's performance
 * counters) and the demapper's time and symbols per call. Each row runs --runs times,
 * rows interleaved, and the table gives the median and the spread; the
 * summary checks the targets of the issue "Make the GPU pay off inside GNU
 * Radio" on the medians.
 *
 * Rows are compared with the null chain of the same run (the median and spread
 * of those per-run ratios): the host's speed drifts between runs more than
 * the rows differ. --pin puts source, head, X and sink on four given CPUs
 * (GNU Radio's processor affinity; the null chains leave X's CPU idle), which
 * takes the scheduler's thread placement out of the spread.
 *
 * Usage: cuqam_bench_host [--quick] [--runs N] [--json FILE] [--batch SYMBOLS]
 *        [--only BACKEND[,BACKEND..]]   (cpu, cuda, cuda+overlap, cuda+copy: those rows)
 *        [--pin SRC,HEAD,X,SINK]        (CPU numbers)
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/blocks/copy.h>
#include <gnuradio/blocks/head.h>
#include <gnuradio/blocks/null_source.h>
#include <gnuradio/cuqam/soft_demapper.h>
#include <gnuradio/io_signature.h>
#include <gnuradio/logger.h>
#include <gnuradio/sync_block.h>
#include <gnuradio/top_block.h>
#include <cuqam/cuqam.h>

#include "timing_blocks.h"

#include <stdlib.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

int64_t cpu_ns()
{
    rusage u;
    getrusage(RUSAGE_SELF, &u);
    return (int64_t)(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000000000 +
           (int64_t)(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1000;
}

//! Drops its items; wall clock and process CPU time at its first and its
//! latest work call.
class cpu_sink : public gr::sync_block
{
public:
    explicit cpu_sink(size_t itemsize)
        : gr::sync_block("cuqam_cpu_sink",
                         gr::io_signature::make(1, 1, itemsize),
                         gr::io_signature::make(0, 0, 0))
    {
    }
    int work(int n, gr_vector_const_void_star&, gr_vector_void_star&) override
    {
        const int64_t t = cuqam_apps::now_ns(), c = cpu_ns();
        if (d_items == 0)
            d_t0 = t, d_c0 = c, d_first = (uint64_t)n;
        d_t1 = t, d_c1 = c;
        d_items += (uint64_t)n;
        return n;
    }
    uint64_t counted() const { return d_items - d_first; }
    double seconds() const { return (double)(d_t1 - d_t0) * 1e-9; }
    double cpu_seconds() const { return (double)(d_c1 - d_c0) * 1e-9; }

private:
    uint64_t d_items = 0, d_first = 0;
    int64_t d_t0 = 0, d_t1 = 0, d_c0 = 0, d_c1 = 0;
};

struct row {
    std::string backend, method, format; // backend "-": the null chain
    bool large;
    uint64_t n;
    std::vector<double> rate, cpu_ns_sym, cores; // per run
    // where the time goes, per run: each block's share of the run in work()
    // and the demapper's (or, in the null chain, head's) calls
    std::vector<double> head_busy, dem_busy, sink_busy, us_per_call, syms_per_call,
        head_us_per_call;
};

row make_row(const std::string& backend,
             const std::string& method,
             const std::string& format,
             bool large,
             uint64_t n)
{
    row r;
    r.backend = backend;
    r.method = method;
    r.format = format;
    r.large = large;
    r.n = n;
    return r;
}

//! A block's time in work() (GNU Radio's performance counters), seconds
double work_seconds(const gr::block_sptr& b)
{
    return b->pc_work_time_total() / (double)gr::high_res_timer_tps();
}

int g_batch = 0;        // --batch: the demappers' GPU batch (0: their default)
std::vector<int> g_pin; // --pin: the CPUs of source, head, X and sink (empty: none)

void pin(const gr::block_sptr& b, int which)
{
    if (b && !g_pin.empty())
        b->set_processor_affinity({ g_pin[which] });
}

// A null chain whose head writes into a ring as large as the one a GPU
// demapper's history of a batch makes GNU Radio allocate (2 (batch + 1)
// items): what that ring alone costs the chain, without the demapper.
const char* const k_ring = "null chain, batch ring";
// The null chain with a fourth block that only copies (GNU Radio's copy): what
// one more block's thread and hand-offs cost, with no work to speak of.
const char* const k_copy = "null chain + copy";

std::string label(const std::string& backend)
{
    return backend == "-" ? "null chain" : backend;
}

void run_row(row& r)
{
    auto tb = gr::make_top_block("cuqam_bench_host");
    auto src = gr::blocks::null_source::make(sizeof(gr_complex));
    auto head = gr::blocks::head::make(sizeof(gr_complex), r.n);
    if (r.large) {
        src->set_min_output_buffer(1 << 20);
        head->set_min_output_buffer(1 << 20);
    }
    if (r.backend == k_ring) // head's ring as large as a GPU demapper's input ring
        head->set_min_output_buffer(2 * (g_batch > 0 ? g_batch : 131072) + 2);
    const int k = 8;
    const bool f32 = r.format == "f32";
    gr::block_sptr dem;
    const bool overlap = r.backend == "cuda+overlap";
    // cuda+copy: the calls copy through device buffers instead of running in
    // place (CUQAM_GPU_ACCESS=copy, read when the GPU context is made)
    const bool copies = r.backend == "cuda+copy";
    const std::string be = overlap || copies ? "cuda" : r.backend;
    if (overlap) // the knob is read when the block is made
        setenv("CUQAM_OVERLAP", "1", 1);
    if (copies)
        setenv("CUQAM_GPU_ACCESS", "copy", 1);
    if (r.backend == "-" || r.backend == k_ring)
        dem = nullptr;
    else if (r.backend == k_copy)
        dem = gr::blocks::copy::make(sizeof(gr_complex));
    else if (f32)
        dem = gr::cuqam::soft_demapper_cf::make(k, r.method, 0.01f, "gnuradio", be);
    else
        dem = gr::cuqam::soft_demapper_cb::make(
            k, r.method, 0.01f, 0.0f, r.format, "gnuradio", be);
    unsetenv("CUQAM_OVERLAP");
    const bool demapper = dem && r.backend != k_copy;
    if (demapper && g_batch > 0) {
        if (f32)
            std::dynamic_pointer_cast<gr::cuqam::soft_demapper_cf>(dem)
                ->set_batch_symbols(g_batch);
        else
            std::dynamic_pointer_cast<gr::cuqam::soft_demapper_cb>(dem)
                ->set_batch_symbols(g_batch);
    }
    const size_t out_items = demapper ? (size_t)k : 1; // sink items per symbol
    auto snk = gnuradio::make_block_sptr<cpu_sink>(demapper ? (f32 ? sizeof(float) : 1)
                                                            : sizeof(gr_complex));
    pin(src, 0);
    pin(head, 1);
    pin(dem, 2);
    pin(snk, 3);
    tb->connect(src, 0, head, 0);
    if (dem) {
        tb->connect(head, 0, dem, 0);
        tb->connect(dem, 0, snk, 0);
    } else {
        tb->connect(head, 0, snk, 0);
    }
    const int64_t t0 = cuqam_apps::now_ns();
    tb->run();
    unsetenv("CUQAM_GPU_ACCESS");
    const double wall = (double)(cuqam_apps::now_ns() - t0) * 1e-9;
    const double syms = (double)snk->counted() / (double)out_items;
    const gr::block_sptr called = dem ? dem : gr::block_sptr(head); // dem: or the copy
    const double calls = called->pc_work_time_total() / called->pc_work_time_avg();
    r.head_busy.push_back(work_seconds(head) / wall);
    r.dem_busy.push_back(dem ? work_seconds(dem) / wall : 0.0);
    r.sink_busy.push_back(work_seconds(snk) / wall);
    r.us_per_call.push_back(work_seconds(called) / calls * 1e6);
    r.syms_per_call.push_back((double)r.n / calls);
    r.head_us_per_call.push_back(head->pc_work_time_avg() /
                                 (double)gr::high_res_timer_tps() * 1e6);
    r.rate.push_back(syms / snk->seconds());
    r.cpu_ns_sym.push_back(snk->cpu_seconds() * 1e9 / syms);
    r.cores.push_back(snk->cpu_seconds() / snk->seconds());
}

//! "1,2,3,4" -> {1, 2, 3, 4}; empty unless four CPU numbers
std::vector<int> parse_cpus(const char* text)
{
    std::vector<int> cpus;
    const char* p = text;
    while (*p) {
        char* end = nullptr;
        const long c = std::strtol(p, &end, 10);
        if (end == p || c < 0 || c > 4095 || (*end && *end != ','))
            return {};
        cpus.push_back((int)c);
        p = *end ? end + 1 : end;
    }
    return cpus.size() == 4 ? cpus : std::vector<int>{};
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t h = v.size() / 2;
    return v.empty() ? 0.0 : v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

//! Per run: x over ref of the same run (the rows of a run are run in turn)
std::vector<double> per_run(const std::vector<double>& x, const std::vector<double>& ref)
{
    std::vector<double> q;
    for (size_t j = 0; j < x.size() && j < ref.size(); ++j)
        q.push_back(x[j] / ref[j]);
    return q;
}
double lo(const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); }
double hi(const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); }

const row* find(const std::vector<row>& rows,
                const std::string& be,
                const std::string& method,
                const std::string& format,
                bool large)
{
    for (const row& r : rows)
        if (r.backend == be && r.method == method && r.format == format &&
            r.large == large)
            return &r;
    return nullptr;
}

} // namespace

int main(int argc, char** argv)
{
    bool quick = false;
    int runs = 3;
    std::string json, only;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--quick"))
            quick = true;
        else if (!std::strcmp(argv[i], "--runs") && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--json") && i + 1 < argc)
            json = argv[++i];
        else if (!std::strcmp(argv[i], "--batch") && i + 1 < argc)
            g_batch = std::max(0, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--only") && i + 1 < argc)
            only = argv[++i];
        else if (!std::strcmp(argv[i], "--pin") && i + 1 < argc &&
                 !(g_pin = parse_cpus(argv[i + 1])).empty())
            ++i;
        else {
            std::printf(
                "usage: cuqam_bench_host [--quick] [--runs N] [--json FILE] "
                "[--batch SYMBOLS] [--only cpu|cuda|cuda+overlap|cuda+copy[,...]] "
                "[--pin SRC,HEAD,X,SINK]\n");
            return 2;
        }
    }
    // GNU Radio's per-block work timers (one clock read per work call, every
    // row alike), read before any block exists
    setenv("GR_CONF_PERFCOUNTERS_ON", "True", 1);
    setenv("GR_CONF_PERFCOUNTERS_EXPORT", "False", 1);
    gr::logging::singleton().set_default_level(gr::log_level::warn);
    std::vector<std::string> backends{ "cpu" };
    char why[256];
    cuqam_backend b;
    if (cuqam_backend_resolve(CUQAM_BACKEND_CUDA, 0, &b, why, sizeof why) == CUQAM_OK) {
        backends.push_back("cuda");
        backends.push_back("cuda+overlap");
        backends.push_back("cuda+copy");
    } else
        std::fprintf(stderr, "no CUDA row: %s\n", why);
    const uint64_t n = quick ? (1ull << 24) : (1ull << 28);
    std::vector<row> rows;
    for (bool large : { false, true }) {
        rows.push_back(make_row("-", "-", "-", large, n));
        if (!large)
            for (const char* yardstick : { k_ring, k_copy })
                rows.push_back(make_row(yardstick, "-", "-", large, n));
        for (const auto& be : backends)
            for (const char* m : { "approx", "maxlog", "exact" })
                for (const char* f : { "u8", "s8", "f32" }) {
                    // the CPU's exact runs at tens of Msym/s: fewer symbols
                    const bool slow = be == "cpu" && !std::strcmp(m, "exact");
                    if (!only.empty() &&
                        ("," + only + ",").find("," + be + ",") == std::string::npos)
                        continue;
                    rows.push_back(make_row(be, m, f, large, slow ? n / 16 : n));
                }
    }
    for (int run = 0; run < runs; ++run)
        for (row& r : rows) {
            std::fprintf(stderr,
                         "[run %d/%d] %s %s %s, %s buffers...\n",
                         run + 1,
                         runs,
                         label(r.backend).c_str(),
                         r.method.c_str(),
                         r.format.c_str(),
                         r.large ? "1 Mi-item" : "default");
            run_row(r);
        }

    std::printf("\nInside GNU Radio, 256QAM: median of %d runs [min .. max]; %% of null "
                "chain and x null chain's: of the same run's null chain; host CPU "
                "from getrusage (every thread of the process); GPU batch %s; %s\n\n",
                runs,
                g_batch ? std::to_string(g_batch).c_str() : "default",
                g_pin.empty()
                    ? "threads not pinned"
                    : ("blocks pinned to CPUs " + std::to_string(g_pin[0]) + "," +
                       std::to_string(g_pin[1]) + "," + std::to_string(g_pin[2]) + "," +
                       std::to_string(g_pin[3]))
                          .c_str());
    std::printf(
        "| buffers | backend | method | output | Msym/s | %% of null chain | host "
        "CPU ns/symbol | x null chain's | cores busy "
        "|\n|---|---|---|---|---:|---:|---:|---:|---:|\n");
    for (const row& r : rows) {
        const row* ceil = find(rows, "-", "-", "-", r.large);
        const std::vector<double> share = per_run(r.rate, ceil->rate),
                                  cpu = per_run(r.cpu_ns_sym, ceil->cpu_ns_sym);
        std::printf("| %s | %s | %s | %s | %.1f [%.1f .. %.1f] | %.1f [%.1f .. %.1f] | "
                    "%.2f [%.2f .. %.2f] | %.2f [%.2f .. %.2f] | %.2f |\n",
                    r.large ? "1 Mi" : "default",
                    label(r.backend).c_str(),
                    r.method.c_str(),
                    r.format.c_str(),
                    median(r.rate) / 1e6,
                    lo(r.rate) / 1e6,
                    hi(r.rate) / 1e6,
                    100.0 * median(share),
                    100.0 * lo(share),
                    100.0 * hi(share),
                    median(r.cpu_ns_sym),
                    lo(r.cpu_ns_sym),
                    hi(r.cpu_ns_sym),
                    median(cpu),
                    lo(cpu),
                    hi(cpu),
                    median(r.cores));
    }
    std::printf(
        "\nWhere the time goes (medians): each block's time in work() as a share "
        "of the run (GNU Radio's performance counters), and the demapper's "
        "calls (the copy's in the copy row, head's in the other null chains)\n\n");
    std::printf(
        "| buffers | backend | method | output | head | demapper | sink | us a call "
        "| symbols a call | head: us a call "
        "|\n|---|---|---|---|---:|---:|---:|---:|---:|---:|\n");
    for (const row& r : rows)
        std::printf(
            "| %s | %s | %s | %s | %.0f %% | %.0f %% | %.0f %% | %.1f | %.0f | %.2f |\n",
            r.large ? "1 Mi" : "default",
            label(r.backend).c_str(),
            r.method.c_str(),
            r.format.c_str(),
            100.0 * median(r.head_busy),
            100.0 * median(r.dem_busy),
            100.0 * median(r.sink_busy),
            median(r.us_per_call),
            median(r.syms_per_call),
            median(r.head_us_per_call));
    if (backends.size() > 1 && only.empty()) { // the targets need every row
        std::printf("\nTargets (medians; 'default' buffers unless named)\n\n");
        auto say = [](bool met, const std::string& what) {
            std::printf("- %s: %s\n", met ? "met" : "MISSED", what.c_str());
        };
        const row* nul = find(rows, "-", "-", "-", false);
        for (const char* m : { "approx", "maxlog", "exact" })
            for (const char* f : { "u8", "s8", "f32" }) {
                const row* g = find(rows, "cuda", m, f, false);
                const double share = median(per_run(g->rate, nul->rate));
                const double cpu = median(per_run(g->cpu_ns_sym, nul->cpu_ns_sym));
                char line[200];
                std::snprintf(line,
                              sizeof line,
                              "cuda %s %s at %.1f %% of the null chain (>= 95 %%), host "
                              "CPU %.2f x the null chain's (<= 1.2)",
                              m,
                              f,
                              100.0 * share,
                              cpu);
                say(share >= 0.95 && cpu <= 1.2, line);
            }
        for (const char* f : { "u8", "s8", "f32" }) {
            const row* g = find(rows, "cuda", "maxlog", f, false);
            const row* c = find(rows, "cpu", "maxlog", f, false);
            const double x = median(per_run(c->cpu_ns_sym, g->cpu_ns_sym));
            say(x >= 2.0,
                std::string("maxlog ") + f + ": host CPU per symbol of cpu / cuda = " +
                    std::to_string(x).substr(0, 5) + " (>= 2)");
        }
        for (bool large : { false, true }) {
            const row* g = find(rows, "cuda", "maxlog", "f32", large);
            const row* c = find(rows, "cpu", "maxlog", "f32", large);
            const double x = median(per_run(g->rate, c->rate));
            say(x >= 1.0,
                std::string("f32 maxlog, ") + (large ? "1 Mi-item" : "default") +
                    " buffers: cuda " + std::to_string((int)(median(g->rate) / 1e6)) +
                    " and cpu " + std::to_string((int)(median(c->rate) / 1e6)) +
                    " Msym/s, cuda / cpu " + std::to_string(x).substr(0, 5) +
                    " in a run (>= 1)");
        }
    }
    if (!json.empty()) {
        FILE* f = std::fopen(json.c_str(), "w");
        if (!f) {
            std::perror(json.c_str());
            return 1;
        }
        std::fprintf(f, "{\n  \"runs\": %d,\n  \"rows\": [", runs);
        for (size_t i = 0; i < rows.size(); ++i) {
            const row& r = rows[i];
            std::fprintf(f,
                         "%s\n    {\"backend\": \"%s\", \"method\": \"%s\", \"format\": "
                         "\"%s\", \"large_buffers\": %s, \"symbols\": %llu, "
                         "\"msym_s\": [",
                         i ? "," : "",
                         r.backend.c_str(),
                         r.method.c_str(),
                         r.format.c_str(),
                         r.large ? "true" : "false",
                         (unsigned long long)r.n);
            for (size_t j = 0; j < r.rate.size(); ++j)
                std::fprintf(f, "%s%.3f", j ? ", " : "", r.rate[j] / 1e6);
            std::fprintf(f, "], \"host_cpu_ns_per_symbol\": [");
            for (size_t j = 0; j < r.cpu_ns_sym.size(); ++j)
                std::fprintf(f, "%s%.4f", j ? ", " : "", r.cpu_ns_sym[j]);
            std::fprintf(f, "]}");
        }
        std::fprintf(f, "\n  ]\n}\n");
        std::fclose(f);
    }
    return 0;
}
