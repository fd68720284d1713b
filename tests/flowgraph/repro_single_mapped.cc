/*
 * Why the CUDA blocks exchange GNU Radio's default buffers and not device
 * memory (docs/design.md, "GNU Radio's buffers on the GPU"): a reproducer of
 * how GNU Radio's single-mapped buffers, the base of every device buffer type
 * (gr-cuda's cuda_buffer), behave in this GNU Radio. It uses GNU Radio's own
 * host_buffer, a single-mapped buffer in host memory that stands in for
 * device memory, and no code of ours: each case runs
 *
 *   vector_source -> producer (copy) -> consumer (history H) -> vector_sink
 *
 * with the producer -> consumer edge on the default double-mapped buffer and
 * then on host_buffer (device to device, as a CUDA mapper feeding a CUDA
 * demapper would; device to host, as a device buffer feeding a host block),
 * (and a fan-out of one producer to a device and a host reader), and checks
 * the consumers' outputs against the same arithmetic done here:
 * out[i] = x[i] - x[i - H + 1] (history items before the stream are 0), so
 * every history item a work call sees is checked. A case that has not
 * finished in 20 s counts as frozen (each runs in a child process).
 *
 * Exit 1 if a double-mapped case (the control) is wrong or frozen; the
 * single-mapped outcomes are reported, not asserted: they describe this
 * GNU Radio, and a later one may fix them.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/block_detail.h>
#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/buffer_reader.h>
#include <gnuradio/host_buffer.h>
#include <gnuradio/io_signature.h>
#include <gnuradio/sync_block.h>
#include <gnuradio/top_block.h>

#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

namespace {

constexpr size_t k_items = 2000003; // not a multiple of any buffer size
constexpr unsigned k_timeout_s = 20;

std::vector<int32_t> input_stream()
{
    std::vector<int32_t> x(k_items);
    uint32_t s = 12345u;
    for (auto& v : x) {
        s = s * 1664525u + 1013904223u; // LCG: every item differs from its neighbours
        v = (int32_t)(s >> 4);
    }
    return x;
}

gr::io_signature::sptr sig(bool single_mapped)
{
    return gr::io_signature::make(1,
                                  1,
                                  sizeof(int32_t),
                                  single_mapped ? gr::host_buffer::type
                                                : gr::buffer_double_mapped::type);
}

//! out = in, its output on the buffer type asked for.
class producer : public gr::sync_block
{
public:
    explicit producer(bool out_sm)
        : gr::sync_block("repro_producer", sig(false), sig(out_sm))
    {
    }
    int work(int n, gr_vector_const_void_star& in, gr_vector_void_star& out) override
    {
        std::memcpy(out[0], in[0], (size_t)n * sizeof(int32_t));
        return n;
    }
};

//! out[i] = x[i] - x[i - h + 1], reading h - 1 history items; its input on
//! the buffer type asked for.
class consumer : public gr::sync_block
{
public:
    consumer(bool in_sm, unsigned h)
        : gr::sync_block("repro_consumer", sig(in_sm), sig(false))
    {
        set_history(h);
    }
    //! Which buffer GNU Radio gave this reader, seen from work (checked: a
    //! case that asked for host_buffer must not run on a double-mapped one).
    bool single_mapped = false;
    int work(int n, gr_vector_const_void_star& in, gr_vector_void_star& out) override
    {
        single_mapped = detail()->input(0)->buffer()->get_mapping_type() ==
                        gr::buffer_mapping_type::single_mapped;
        const auto* x = static_cast<const int32_t*>(in[0]);
        auto* y = static_cast<int32_t*>(out[0]);
        const unsigned lag = history() - 1;
        for (int i = 0; i < n; ++i)
            y[i] = (int32_t)((uint32_t)x[i + lag] - (uint32_t)x[i]);
        return n;
    }
};

struct scenario {
    const char* name;
    bool out_sm;      // producer's output declared single-mapped
    bool in_sm;       // consumer's input declared single-mapped
    unsigned h;       // consumer's history
    int readers;      // consumers on the producer's output (fan-out)
    long min_buf = 0; // producer's minimum output buffer (items), 0: GNU Radio's choice
    bool mixed =
        false; // fan-out: the second reader's input is a host (double-mapped) one
};

/* In a child: run the case, return 0 when every reader's output is right,
 * 1 when not (first wrong item printed), 2 when GNU Radio refuses to start
 * the flowgraph (its reason printed), 3 when a reader's buffer is not the
 * kind the case asked for. */
int run_case(const scenario& c, const std::vector<int32_t>& x)
{
    auto tb = gr::make_top_block("repro");
    auto src = gr::blocks::vector_source_i::make(x);
    auto prod = gnuradio::make_block_sptr<producer>(c.out_sm);
    if (c.min_buf)
        prod->set_min_output_buffer(c.min_buf);
    tb->connect(src, 0, prod, 0);
    std::vector<gr::blocks::vector_sink_i::sptr> sinks;
    std::vector<std::shared_ptr<consumer>> readers;
    for (int r = 0; r < c.readers; ++r) {
        auto cons =
            gnuradio::make_block_sptr<consumer>(c.in_sm && !(c.mixed && r == 1), c.h);
        readers.push_back(cons);
        auto snk = gr::blocks::vector_sink_i::make();
        tb->connect(prod, 0, cons, 0);
        tb->connect(cons, 0, snk, 0);
        sinks.push_back(snk);
    }
    try {
        tb->run();
    } catch (const std::exception& e) {
        std::printf("      refused at start: %s\n", e.what());
        return 2;
    }
    int bad = 0;
    for (int r = 0; r < c.readers; ++r) {
        const bool want_sm = c.out_sm || (c.in_sm && !(c.mixed && r == 1));
        if (readers[r]->single_mapped != want_sm) {
            std::printf("      reader %d ran on a %s buffer\n",
                        r,
                        readers[r]->single_mapped ? "single-mapped" : "double-mapped");
            return 3;
        }
        const auto& y = sinks[r]->data();
        size_t first = y.size() == x.size() ? y.size() : std::min(y.size(), x.size());
        for (size_t i = 0; i < std::min(y.size(), x.size()); ++i) {
            const int64_t back = (int64_t)i - (int64_t)c.h + 1;
            const int32_t want =
                (int32_t)((uint32_t)x[i] - (back >= 0 ? (uint32_t)x[(size_t)back] : 0u));
            if (y[i] != want) {
                first = i;
                break;
            }
        }
        if (y.size() != x.size() || first != y.size()) {
            std::printf("      reader %d: %zu items of %zu, first wrong at %zu\n",
                        r,
                        y.size(),
                        x.size(),
                        first);
            bad = 1;
        }
    }
    return bad;
}

/* "right", "WRONG", "REFUSED", "FROZEN" (or "CRASHED") for one case, run in
 * a child. */
std::string outcome(const scenario& c, const std::vector<int32_t>& x)
{
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0) {
        alarm(k_timeout_s); // SIGALRM ends a frozen flowgraph
        std::fflush(stdout);
        const int rc = run_case(c, x);
        std::fflush(stdout); // _exit does not
        _exit(rc);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    if (WIFEXITED(st))
        return WEXITSTATUS(st) == 0   ? "right"
               : WEXITSTATUS(st) == 2 ? "REFUSED"
               : WEXITSTATUS(st) == 3 ? "NOT THE BUFFER ASKED FOR"
                                      : "WRONG";
    if (WIFSIGNALED(st) && WTERMSIG(st) == SIGALRM)
        return "FROZEN (not done in " + std::to_string(k_timeout_s) + " s)";
    return "CRASHED (signal " + std::to_string(WIFSIGNALED(st) ? WTERMSIG(st) : -1) + ")";
}

} // namespace

int main()
{
    const auto x = input_stream();
    const scenario cases[] = {
        { "device to device, no history", true, true, 1, 1 },
        { "device to device, history 100", true, true, 100, 1 },
        { "device to device, history 4096", true, true, 4096, 1 },
        { "device to device, history 8192", true, true, 8192, 1 },
        { "device to device, history 131072 (a demapper's batch)",
          true,
          true,
          131072,
          1 },
        { "device to device, history 131072, buffer 4 x 131072",
          true,
          true,
          131072,
          1,
          4 * 131072 },
        { "device to device, history 8192, buffer 65536", true, true, 8192, 1, 65536 },
        { "device to device, fan-out to 2 readers, history 100", true, true, 100, 2 },
        { "fan-out to a device and a host reader, history 100",
          true,
          true,
          100,
          2,
          0,
          true },
        { "device to host, history 100", true, false, 100, 1 },
        { "host to device, history 100", false, true, 100, 1 },
    };
    std::printf(
        "GNU Radio single-mapped buffers (gr::host_buffer) against double-mapped, "
        "%zu int32 items a case\n",
        k_items);
    int control_failed = 0;
    for (const auto& c : cases) {
        const scenario dm = { c.name, false, false, c.h, c.readers, c.min_buf };
        const std::string ref = outcome(dm, x);
        const std::string sm = outcome(c, x);
        std::printf("%-56s double-mapped: %-6s single-mapped: %s\n",
                    c.name,
                    ref.c_str(),
                    sm.c_str());
        control_failed |= ref != "right";
    }
    if (control_failed)
        std::printf("FAIL: a double-mapped control case went wrong\n");
    return control_failed;
}
