/*
 * test_faults' flowgraphs: a soft demapper block in a running flowgraph, its
 * log captured, its fault count and output checked. Included once, by
 * test_faults.cc (see faults_calls.h).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_FAULTS_FLOWGRAPH_H
#define CUQAM_TEST_FAULTS_FLOWGRAPH_H

#include "cuda_fixtures.h"

#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/soft_demapper.h>
#include <gnuradio/top_block.h>

#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

// Runs fn with stdout and stderr (GNU Radio's logger writes to stdout) going
// to a file; returns what was written, and echoes it.
template <class F>
static std::string capture_output(F fn)
{
    std::fflush(stdout);
    std::fflush(stderr);
    char path[] = "/tmp/cuqam_faults_log_XXXXXX";
    const int fd = mkstemp(path);
    const int saved_out = dup(1), saved_err = dup(2);
    dup2(fd, 1);
    dup2(fd, 2);
    fn();
    std::fflush(stdout);
    std::fflush(stderr);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    close(saved_out);
    close(saved_err);
    std::string text;
    lseek(fd, 0, SEEK_SET);
    char buf[4096];
    ssize_t got;
    while ((got = read(fd, buf, sizeof buf)) > 0)
        text.append(buf, (size_t)got);
    close(fd);
    unlink(path);
    std::fputs(text.c_str(), stdout);
    return text;
}

static size_t count_of(const std::string& text, const char* what)
{
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos;
         at = text.find(what, at + 1))
        ++n;
    return n;
}

static gr::cuqam::soft_demapper_cb::sptr make_block(const std::string& backend)
{
    auto dem = gr::cuqam::soft_demapper_cb::make(
        8, "maxlog", 0.02f, 8.0f, "u8", "gnuradio", backend);
    dem->set_batch_symbols(8192); // small GPU chunks: many chunks, many calls
    return dem;
}

static std::vector<uint8_t> run_flowgraph(const std::vector<gr_complex>& syms,
                                          const std::string& backend,
                                          gr::cuqam::soft_demapper_cb::sptr dem = nullptr)
{
    auto tb = gr::make_top_block("cuqam_faults");
    auto src = gr::blocks::vector_source_c::make(syms, false);
    if (!dem)
        dem = make_block(backend);
    auto snk = gr::blocks::vector_sink<uint8_t>::make();
    tb->connect(src, 0, dem, 0);
    tb->connect(dem, 0, snk, 0);
    tb->run();
    return snk->data();
}

static std::vector<gr_complex> flowgraph_symbols(size_t n)
{
    std::vector<gr_complex> syms(n);
    random_symbols(8, reinterpret_cast<float*>(syms.data()), n);
    return syms;
}

// The block's own count (gpu_faults()) is the assertion; the log is checked
// only for its policy: the first fault once, the loss once, never per call.
static void flowgraph_case(const char* spec, uint64_t want_faults, bool want_lost)
{
    const auto syms = flowgraph_symbols(1500000);
    const auto want = run_flowgraph(syms, "cpu");
    std::vector<uint8_t> got;
    auto dem = make_block("cuda");
    setenv("CUQAM_FAULT_INJECT", spec, 1);
    const std::string log =
        capture_output([&] { got = run_flowgraph(syms, "cuda", dem); });
    unsetenv("CUQAM_FAULT_INJECT");
    CHECK(got.size() == want.size() && got == want,
          "flowgraph %s: %zu of %zu soft bits, %s",
          spec,
          got.size(),
          want.size(),
          got == want ? "equal" : "different from the CPU flowgraph");
    CHECK(dem->gpu_faults() == want_faults,
          "flowgraph %s: gpu_faults() = %llu, want %llu",
          spec,
          (unsigned long long)dem->gpu_faults(),
          (unsigned long long)want_faults);
    const size_t first = count_of(log, "GPU fault:"), lost = count_of(log, "unusable");
    CHECK(first == 1 && lost == (want_lost ? 1u : 0u),
          "flowgraph %s: the first fault logged %zu times, the loss %zu times "
          "(want once each, no loss line when the GPU stays)",
          spec,
          first,
          lost);
    std::printf("  flowgraph %-12s -> %zu soft bits equal to the CPU flowgraph; "
                "gpu_faults() = %llu; GPU %s\n",
                spec,
                got.size(),
                (unsigned long long)dem->gpu_faults(),
                want_lost ? "lost (logged once)" : "kept");
}

// A block with backend "cuda" must be refused when made (never in start(),
// where GNU Radio would hang), with `reason` in the message.
static bool cuda_block_refused(const char* reason)
{
    try {
        make_block("cuda");
    } catch (const std::runtime_error& e) {
        std::printf("  cuda block: std::runtime_error when made: %s\n", e.what());
        return std::strstr(e.what(), reason) != nullptr;
    }
    return false;
}

#endif
