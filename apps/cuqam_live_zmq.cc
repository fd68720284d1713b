/*
 * cuqam_live_zmq: a live 256QAM link over ZeroMQ on this host, to check the
 * demapper in real time.
 *
 *   transmitter (a separate process): random bits (a fixed pattern from a
 *     seed) -> cuqam mapper -> + AWGN at Eb/N0, made once before the link
 *     starts; then that signal, repeated -> throttle (the pace of a radio,
 *     1 ms packets) -> time stamps -> ZMQ PUSH (tags passed)
 *   receiver: ZMQ PULL -> cuqam soft demapper (u8, approx) -> checker
 *
 * The checker counts soft bits (lost items = sent - received), measures the
 * BER of hard decisions against the exact Gray-PAM BER for the channel, and
 * the end-to-end latency of the stamped items (stamp after the throttle to
 * the moment the checker gets the item's soft bits), and where it goes: the
 * same stamps where they leave ZeroMQ, and each block's time in work().
 *
 * Usage: cuqam_live_zmq [--rate SYM_PER_S] [--seconds S] [--backend auto|cpu|cuda]
 *                       [--ebn0 DB] [--batch N] [--buffer ITEMS] [--packet ITEMS]
 *                       [--max-p99 MS] [--json FILE]
 * --buffer: minimum output buffers of the blocks before ZeroMQ on both sides
 * (default 1 Mi items from 20 Msym/s up, else GNU Radio's); --packet: the most
 * items the throttle releases at once (default 1 ms of symbols; 0: whatever
 * the buffers allow); --max-p99: also fail when the p99 latency is above MS.
 * Exit 0 when nothing was lost, the BER matches theory within its Monte-Carlo
 * bound, the transmitter kept at least 95 % of the rate (and the p99 latency
 * is within --max-p99 where given).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/analog/noise_source.h>
#include <gnuradio/blocks/add_blk.h>
#include <gnuradio/blocks/head.h>
#include <gnuradio/blocks/throttle.h>
#include <gnuradio/blocks/vector_sink.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/mapper_bc.h>
#include <gnuradio/cuqam/soft_demapper.h>
#include <gnuradio/io_signature.h>
#include <gnuradio/sync_block.h>
#include <gnuradio/top_block.h>
#include <gnuradio/zeromq/pull_source.h>
#include <gnuradio/zeromq/push_sink.h>

#include "live_checker.h"
#include "qam_yardsticks.h"
#include "timing_blocks.h"

#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

using namespace cuqam_live;

struct options {
    double rate = 2e6, seconds = 10.0, ebn0 = 18.0;
    std::string backend = "auto", json;
    int batch = 0;
    long buffer = -1;      // minimum output buffers, items; -1: 1 Mi from 20 Msym/s up
    double max_p99_ms = 0; // > 0: the run passes only with p99 latency below it
    long packet = -1;      // most symbols the throttle releases at once; -1: 1 ms of them
    long max_packet() const
    {
        return packet >= 0 ? packet : (long)std::max(1024.0, rate / 1000.0);
    }
    long min_buffer() const { return buffer >= 0 ? buffer : rate >= 20e6 ? 1L << 20 : 0; }
};

/* The transmitter process: binds, reports its endpoint, waits for "go". */
int transmitter(
    const options& o, uint64_t nsym, int endpoint_fd, int go_fd, int report_fd)
{
    const double n0 = 1.0 / (k_bits * std::pow(10.0, o.ebn0 / 10.0));
    // The signal, made once before the link starts: the pattern through our
    // mapper plus AWGN, k_signal_periods periods of the pattern (a Gaussian
    // draw per symbol). Live, a source repeats it: the link's own transmitter
    // then costs a memcpy a symbol, so at 100 Msym/s it keeps the pace and
    // leaves the cores to the receiver (fastnoise_source alone took a core).
    std::vector<gr_complex> signal;
    {
        auto tb = gr::make_top_block("cuqam_live_signal");
        auto bits = gr::blocks::vector_source_b::make(bit_pattern(), true);
        auto mapper = gr::cuqam::mapper_bc::make(k_bits, "cpu");
        auto noise = gr::analog::noise_source_c::make(
            gr::analog::GR_GAUSSIAN, (float)std::sqrt(n0), 7);
        auto add = gr::blocks::add_cc::make();
        auto head = gr::blocks::head::make(sizeof(gr_complex), k_signal_syms);
        auto sink = gr::blocks::vector_sink_c::make(1, k_signal_syms);
        tb->connect(bits, 0, mapper, 0);
        tb->connect(mapper, 0, add, 0);
        tb->connect(noise, 0, add, 1);
        tb->connect(add, 0, head, 0);
        tb->connect(head, 0, sink, 0);
        tb->run();
        signal = sink->data();
    }
    auto tb = gr::make_top_block("cuqam_live_tx");
    auto source = gr::blocks::vector_source_c::make(signal, true);
    auto head = gr::blocks::head::make(sizeof(gr_complex), nsym);
    auto pace = gr::blocks::throttle::make(sizeof(gr_complex), o.rate, true);
    // the throttle sends packets of at most 1 ms, as a radio does; with the
    // large buffers below it would otherwise release a whole buffer at once,
    // and ZeroMQ carries a message whole (8 MiB, 10 ms at 100 Msym/s)
    if (o.max_packet() > 0)
        pace->set_max_noutput_items((int)o.max_packet());
    auto stamp = gnuradio::make_block_sptr<cuqam_apps::stamper>(
        sizeof(gr_complex), (uint64_t)std::max(1.0, o.rate / 1000.0)); // 1000 stamps/s
    char addr[] = "tcp://127.0.0.1:*";
    auto push = gr::zeromq::push_sink::make(sizeof(gr_complex), 1, addr, 100, true, -1);
    // Large buffers: at 100 Msym/s GNU Radio's default buffers mean ~10^4
    // thread hand-offs per second per block
    if (o.min_buffer() > 0)
        for (gr::basic_block_sptr b :
             std::vector<gr::basic_block_sptr>{ source, head, pace, stamp })
            std::dynamic_pointer_cast<gr::block>(b)->set_min_output_buffer(
                o.min_buffer());
    tb->connect(source, 0, head, 0);
    tb->connect(head, 0, pace, 0);
    tb->connect(pace, 0, stamp, 0);
    tb->connect(stamp, 0, push, 0);
    const std::string ep = push->last_endpoint();
    if (write(endpoint_fd, ep.c_str(), ep.size() + 1) < 0)
        return 1;
    char go;
    if (read(go_fd, &go, 1) != 1)
        return 1;
    const int64_t t0 = now_ns();
    tb->run();
    const double elapsed = (double)(now_ns() - t0) * 1e-9;
    cuqam_apps::print_busy("transmitter",
                           { { "source", source },
                             { "throttle", pace },
                             { "stamp", stamp },
                             { "zmq push", push } },
                           elapsed);
    // let the last messages leave the socket before the process ends
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    return write(report_fd, &elapsed, sizeof elapsed) == sizeof elapsed ? 0 : 1;
}

} // namespace

int main(int argc, char** argv)
{
    options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto val = [&]() -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", a.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "--rate")
            o.rate = std::atof(val());
        else if (a == "--seconds")
            o.seconds = std::atof(val());
        else if (a == "--backend")
            o.backend = val();
        else if (a == "--ebn0")
            o.ebn0 = std::atof(val());
        else if (a == "--batch")
            o.batch = std::atoi(val());
        else if (a == "--max-p99")
            o.max_p99_ms = std::atof(val());
        else if (a == "--packet")
            o.packet = std::atol(val());
        else if (a == "--buffer")
            o.buffer = std::atol(val());
        else if (a == "--json")
            o.json = val();
        else {
            std::printf("usage: cuqam_live_zmq [--rate SYM_PER_S] [--seconds S] "
                        "[--backend auto|cpu|cuda] "
                        "[--ebn0 DB] [--batch N] [--buffer ITEMS] [--packet ITEMS] "
                        "[--max-p99 MS] [--json FILE]\n");
            return a == "--help" ? 0 : 2;
        }
    }
    if (!(o.rate > 0) || !(o.seconds > 0)) {
        std::fprintf(stderr, "rate and seconds must be > 0\n");
        return 2;
    }
    const uint64_t nsym = (uint64_t)(o.rate * o.seconds);
    // GNU Radio's per-block work timers, for the breakdown printed at the end
    // (a clock read per work call); before any GNU Radio object reads its prefs
    setenv("GR_CONF_PERFCOUNTERS_ON", "True", 1);
    setenv("GR_CONF_PERFCOUNTERS_EXPORT", "False", 1);
    int ep_pipe[2], go_pipe[2], rep_pipe[2];
    if (pipe(ep_pipe) || pipe(go_pipe) || pipe(rep_pipe))
        return 1;
    // Fork before any GNU Radio object exists: the child gets a clean process.
    const pid_t tx = fork();
    if (tx < 0) {
        std::perror("fork");
        return 1;
    }
    if (tx == 0)
        _exit(transmitter(o, nsym, ep_pipe[1], go_pipe[0], rep_pipe[1]));

    char ep[256] = "";
    ssize_t got = 0, r;
    while (got < (ssize_t)sizeof ep - 1 && (r = read(ep_pipe[0], ep + got, 1)) == 1 &&
           ep[got] != '\0')
        ++got;
    if (got == 0) {
        std::fprintf(stderr, "transmitter did not start\n");
        return 1;
    }
    std::printf("live 256QAM over ZeroMQ (%s): %.3g Msym/s for %.0f s = %llu symbols, "
                "Eb/N0 %.1f dB, "
                "transmitter pid %d\n",
                ep,
                o.rate / 1e6,
                o.seconds,
                (unsigned long long)nsym,
                o.ebn0,
                (int)tx);

    auto tb = gr::make_top_block("cuqam_live_rx");
    auto pull = gr::zeromq::pull_source::make(sizeof(gr_complex), 1, ep, 100, true, -1);
    auto dem = gr::cuqam::soft_demapper_cb::make(
        k_bits,
        "approx",
        1.0f / (k_bits * (float)std::pow(10.0, o.ebn0 / 10.0)),
        8.0f,
        "u8",
        "gnuradio",
        o.backend);
    if (o.batch > 0)
        dem->set_batch_symbols(o.batch);
    if (o.min_buffer() > 0)
        pull->set_min_output_buffer(o.min_buffer());
    auto chk = gnuradio::make_block_sptr<checker>(
        nsym * k_bits, (size_t)(o.seconds * 1000.0 * 1.5) + 16);
    // the same stamps where they leave ZeroMQ: the transmitter's and the
    // socket's share of the latency, apart from the demapper's and the checker's
    auto tap = gnuradio::make_block_sptr<cuqam_apps::latency_sink>(
        sizeof(gr_complex), (size_t)(o.seconds * 1000.0 * 1.5) + 16);
    tb->connect(pull, 0, dem, 0);
    tb->connect(dem, 0, chk, 0);
    tb->connect(pull, 0, tap, 0);
    const int64_t rx_t0 = now_ns();
    tb->start();
    if (write(go_pipe[1], "g", 1) != 1)
        return 1;

    // progress, and the end: all items in, or the transmitter done and nothing arriving
    double tx_elapsed = -1.0;
    uint64_t last = 0;
    int idle = 0;
    for (int tick = 1;; ++tick) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const uint64_t rx = chk->received();
        if (rx >= nsym * k_bits)
            break;
        if (tx_elapsed < 0) {
            int status;
            if (waitpid(tx, &status, WNOHANG) == tx) {
                if (read(rep_pipe[0], &tx_elapsed, sizeof tx_elapsed) !=
                    sizeof tx_elapsed)
                    tx_elapsed = 0.0;
            }
        }
        idle = rx == last ? idle + 1 : 0;
        last = rx;
        if (tx_elapsed >= 0 &&
            idle >= 30) // 3 s without items after the transmitter ended
            break;
        if (tick % 10 == 0)
            std::fprintf(stderr,
                         "  %5.1f s: %llu of %llu symbols received\n",
                         tick / 10.0,
                         (unsigned long long)(rx / k_bits),
                         (unsigned long long)nsym);
    }
    tb->stop();
    tb->wait();
    const double rx_elapsed = (double)(now_ns() - rx_t0) * 1e-9;
    if (tx_elapsed < 0) {
        int status;
        waitpid(tx, &status, 0);
        if (read(rep_pipe[0], &tx_elapsed, sizeof tx_elapsed) != sizeof tx_elapsed)
            tx_elapsed = 0.0;
    }

    const uint64_t rx_bits = chk->received();
    const uint64_t lost =
        nsym * k_bits > rx_bits ? (nsym * k_bits - rx_bits) / k_bits : 0;
    const double n0 = 1.0 / (k_bits * std::pow(10.0, o.ebn0 / 10.0));
    const double p = cuqam_apps::gray_qam_ber(k_bits, n0),
                 ber = rx_bits ? (double)chk->errors() / (double)rx_bits : 1.0;
    // bound: 5 sigma of the count (at most 8 errors per symbol: var <= 8 p per bit)
    // over the symbols whose noise was drawn independently (the signal repeats)
    const double nrx = std::min((double)rx_bits / k_bits, (double)k_signal_syms);
    const double bound = 5.0 * std::sqrt(8.0 * p / (k_bits * std::max(nrx, 1.0)));
    // stamps in arrival order, 1000 a second: the first second (start-up) apart
    const cuqam_apps::latency_summary lat(chk->latencies()), zmq_lat(tap->latencies());
    const double achieved = tx_elapsed > 0 ? (double)nsym / tx_elapsed : 0.0;
    const bool ok_lost = lost == 0, ok_ber = std::fabs(ber - p) <= bound,
               ok_rate = achieved >= 0.95 * o.rate;
    // NaN (no stamps) fails a limit
    const bool ok_latency = !(o.max_p99_ms > 0) || lat.all.p99 * 1e3 <= o.max_p99_ms;

    std::printf("backend %s (%s)\n", dem->backend().c_str(), dem->backend_info().c_str());
    std::printf("transmitter: %.3f s for %llu symbols = %.2f Msym/s (asked %.2f): %s\n",
                tx_elapsed,
                (unsigned long long)nsym,
                achieved / 1e6,
                o.rate / 1e6,
                ok_rate ? "kept the pace" : "FELL BEHIND");
    std::printf("lost items: %llu symbols of %llu: %s\n",
                (unsigned long long)lost,
                (unsigned long long)nsym,
                ok_lost ? "none" : "LOST");
    std::printf("BER %.4e, theory %.4e, |diff| %.2e <= bound %.2e: %s\n",
                ber,
                p,
                std::fabs(ber - p),
                bound,
                ok_ber ? "ok" : "OFF");
    lat.print("latency (stamp after the throttle -> soft bits at the checker)");
    zmq_lat.print("  of which stamp -> out of ZeroMQ (pull_source's output)");
    cuqam_apps::print_busy(
        "receiver",
        { { "zmq pull", pull }, { "demapper", dem }, { "checker", chk } },
        rx_elapsed);
    if (!o.json.empty()) {
        if (FILE* f = std::fopen(o.json.c_str(), "w")) {
            std::fprintf(f,
                         "{\"rate\": %.0f, \"seconds\": %.1f, \"backend\": \"%s\", "
                         "\"backend_info\": \"%s\", "
                         "\"symbols\": %llu, \"lost\": %llu, \"tx_rate\": %.0f, \"ber\": "
                         "%.6e, \"ber_theory\": %.6e, "
                         "\"ber_bound\": %.3e, \"latency_p50_ms\": %.4f, "
                         "\"latency_p99_ms\": %.4f, "
                         "\"latency_max_ms\": %.4f, \"stamps\": %zu, "
                         "\"latency_p99_after_1s_ms\": %.4f, "
                         "\"zmq_latency_p50_ms\": %.4f, \"zmq_latency_p99_ms\": %.4f, "
                         "\"min_buffer\": %ld, \"max_packet\": %ld, \"pass\": %s}\n",
                         o.rate,
                         o.seconds,
                         dem->backend().c_str(),
                         dem->backend_info().c_str(),
                         (unsigned long long)nsym,
                         (unsigned long long)lost,
                         achieved,
                         ber,
                         p,
                         bound,
                         lat.all.p50 * 1e3,
                         lat.all.p99 * 1e3,
                         lat.all.max * 1e3,
                         lat.count,
                         lat.after_first_s.p99 * 1e3,
                         zmq_lat.all.p50 * 1e3,
                         zmq_lat.all.p99 * 1e3,
                         o.min_buffer(),
                         o.max_packet(),
                         ok_lost && ok_ber && ok_rate && ok_latency ? "true" : "false");
            std::fclose(f);
        }
    }
    if (o.max_p99_ms > 0)
        std::printf("p99 latency %.3f ms, limit %.3g ms: %s\n",
                    lat.all.p99 * 1e3,
                    o.max_p99_ms,
                    ok_latency ? "ok" : "ABOVE");
    const bool pass = ok_lost && ok_ber && ok_rate && ok_latency;
    std::printf("%s\n", pass ? "PASS" : "FAIL");
    return pass ? 0 : 1;
}
