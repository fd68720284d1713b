/*
 * A QT GUI sink reading a demapper's output, offscreen: vector source ->
 * soft demapper (f32, maxlog, the backend named) -> { QT time sink, vector
 * sink }, with the same symbols through a CPU demapper beside it. On CUDA the
 * demapper's output is a page-locked GNU Radio buffer (test_flowgraph_gpu
 * checks that), so this is the case of GNU Radio issue 6350 (a QT sink on a
 * buffer of a custom kind froze) for the path this module chose. Checks: the
 * flowgraph finishes (no freeze, a 60 s limit while the Qt event loop runs),
 * the QT sink and the vector sink read every item, and the LLRs equal the
 * CPU demapper's bit for bit; twice, start to stop, with the same blocks.
 * Usage: test_flowgraph_qt cpu|cuda (cuda: exits 77 without a working GPU).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../support/fixtures.h"
#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/soft_demapper.h>
#include <gnuradio/qtgui/time_sink_f.h>
#include <gnuradio/top_block.h>
#include <cuqam/cuqam.h>

#include <QApplication>
#include <QWidget>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

int main(int argc, char** argv)
{
    const std::string backend = argc > 1 ? argv[1] : "cpu";
    if (backend != "cpu" && backend != "cuda") {
        std::fprintf(stderr, "usage: test_flowgraph_qt cpu|cuda\n");
        return 2;
    }
    if (backend == "cuda" && test_cuda_or_skip() != 0)
        return 77;                             // the reason is printed
    setenv("QT_QPA_PLATFORM", "offscreen", 0); // no display needed
    QApplication app(argc, argv);
    rng_seed_from_env("test_flowgraph_qt");

    const int k = 8;
    // not a whole number of batches (the last call is partial), but k n a
    // multiple of 16: GNU Radio's time sink leaves an unaligned rest unread
    // when its stream ends (1000003 symbols: 8 of 8000024 LLRs, on the CPU too)
    const size_t n = 1000002;
    std::vector<float> iq(2 * n);
    test_random_symbols(k, iq.data(), n, 0);
    std::vector<gr_complex> syms(n);
    for (size_t i = 0; i < n; ++i)
        syms[i] = gr_complex(iq[2 * i], iq[2 * i + 1]);

    auto tb = gr::make_top_block("cuqam_qt_sink");
    auto src = gr::blocks::vector_source_c::make(syms, false);
    auto dem = gr::cuqam::soft_demapper_cf::make(k, "maxlog", 0.02f, "gnuradio", backend);
    auto ref = gr::cuqam::soft_demapper_cf::make(k, "maxlog", 0.02f, "gnuradio", "cpu");
    auto qt = gr::qtgui::time_sink_f::make(1024, 1e6, "soft bits", 1);
    qt->set_update_time(0.01);
    auto out = gr::blocks::vector_sink_f::make(1, k * n);
    auto want = gr::blocks::vector_sink_f::make(1, k * n);
    tb->connect(src, 0, dem, 0);
    tb->connect(dem, 0, qt, 0); // fan-out: the QT sink and the vector sink
    tb->connect(dem, 0, out, 0);
    tb->connect(src, 0, ref, 0);
    tb->connect(ref, 0, want, 0);
    QWidget* w = qt->qwidget();
    w->show();

    const uint64_t items = (uint64_t)k * n;
    for (int cycle = 1; cycle <= 2; ++cycle) {
        if (cycle == 2) {
            src->rewind();
            out->reset();
            want->reset();
        }
        tb->start();
        // GNU Radio's threads move the data while the Qt event loop runs here
        std::atomic<bool> finished{ false };
        std::thread waiter([&] {
            tb->wait();
            finished = true;
        });
        const auto t0 = std::chrono::steady_clock::now();
        bool late = false;
        while (!finished && !late) {
            app.processEvents();
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            late = std::chrono::steady_clock::now() - t0 > std::chrono::seconds(60);
        }
        CHECK(!late, "cycle %d: frozen: not done after 60 s", cycle);
        if (late)
            tb->stop();
        waiter.join();
        app.processEvents();
        // GNU Radio makes the blocks' buffers anew at each start: counts from 0
        const uint64_t qt_read = qt->nitems_read(0);
        const std::vector<float> got = out->data(), exp = want->data();
        CHECK(qt_read == items,
              "cycle %d: the QT sink read %llu of %llu items",
              cycle,
              (unsigned long long)qt_read,
              (unsigned long long)items);
        const bool same = got.size() == items && exp.size() == items &&
                          std::memcmp(got.data(), exp.data(), sizeof(float) * items) == 0;
        CHECK(same,
              "cycle %d: %zu LLRs from %s differ from the CPU's %zu",
              cycle,
              got.size(),
              dem->backend().c_str(),
              exp.size());
        std::printf("cycle %d: %s demapper -> QT time sink (offscreen) + vector sink: "
                    "%llu LLRs, the QT sink read %llu, equal to the CPU demapper's: %s\n",
                    cycle,
                    dem->backend().c_str(),
                    (unsigned long long)items,
                    (unsigned long long)qt_read,
                    same ? "yes" : "NO");
    }
    CHECK(dem->backend() == backend, "ran on %s", dem->backend().c_str());
    return test_summary();
}
