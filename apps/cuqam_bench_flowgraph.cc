/*
 * cuqam_bench_flowgraph: the demapper inside GNU Radio, measured against GNU
 * Radio itself, in one run.
 *
 * 1. Throughput, 256QAM, per backend: null_source -> head -> X -> sink, with
 *    X = nothing (GNU Radio's ceiling), the demapper (u8 approx, u8 maxlog,
 *    f32 maxlog), and gr-digital's constellation_soft_decoder_cf with its
 *    precision-8 LUT; ratios against the ceiling and against gr-digital.
 * 2. Latency: a source paced at 1, 10 and 100 Msym/s, items stamped just
 *    before the demapper and timed just after it: p50, p99, max per backend,
 *    with the default GPU batch and with the latency knob (batch 4096).
 * 3. BER of hard decisions against Eb/N0 for every order, with the exact
 *    Gray-PAM theory (the C core directly).
 * Progress on stderr; a short table last; --json FILE for the plots
 * (scripts/plot-benchmarks.py).
 *
 * Usage: cuqam_bench_flowgraph [--quick] [--json FILE] [--parts tput,latency,ber]
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/blocks/head.h>
#include <gnuradio/blocks/null_source.h>
#include <gnuradio/blocks/throttle.h>
#include <gnuradio/blocks/vector_source.h>
#include <gnuradio/cuqam/soft_demapper.h>
#include <gnuradio/digital/constellation.h>
#include <gnuradio/digital/constellation_soft_decoder_cf.h>
#include <gnuradio/top_block.h>
#include <cuqam/cuqam.h>

#define CUQAM_APPS_WITH_GR_DIGITAL
#include "qam_yardsticks.h"
#include "timing_blocks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using cuqam_apps::latency_sink;
using cuqam_apps::stamper;

namespace {

bool quick = false;

/* null_source (or a repeated random 256QAM buffer) -> head(n) -> [mid] ->
 * sink; items per second at the sink. */
double chain_rate(gr::basic_block_sptr mid,
                  size_t out_itemsize,
                  uint64_t n,
                  bool random_symbols = false)
{
    auto tb = gr::make_top_block("cuqam_bench_chain");
    gr::basic_block_sptr src = gr::blocks::null_source::make(sizeof(gr_complex));
    if (random_symbols) {
        std::mt19937 g(1);
        std::vector<gr_complex> v(1 << 16);
        for (auto& x : v)
            x = gr_complex(((int)(g() % 16) * 2 - 15) / std::sqrt(170.0f),
                           ((int)(g() % 16) * 2 - 15) / std::sqrt(170.0f)) +
                gr_complex(0.02f * ((int)(g() % 201) - 100) / 100.0f,
                           0.02f * ((int)(g() % 201) - 100) / 100.0f);
        src = gr::blocks::vector_source_c::make(v, true);
    }
    auto head = gr::blocks::head::make(sizeof(gr_complex), n);
    auto snk = gnuradio::make_block_sptr<latency_sink>(out_itemsize, 0);
    tb->connect(src, 0, head, 0);
    if (mid) {
        tb->connect(head, 0, mid, 0);
        tb->connect(mid, 0, snk, 0);
    } else {
        tb->connect(head, 0, snk, 0);
    }
    tb->run();
    return snk->rate();
}

struct tput {
    std::string what, backend;
    double rate, vs_ceiling, vs_grd;
};
struct lat {
    std::string backend;
    int batch;
    double rate, achieved, p50, p99, max;
    size_t stamps;
};
struct berpt {
    int k;
    double ebn0, ber, theory;
    uint64_t bits;
};

double pct(std::vector<double> v, double q)
{
    if (v.empty())
        return NAN;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, (size_t)(q * (double)v.size()))];
}

} // namespace

int main(int argc, char** argv)
{
    std::string json, parts = "tput,latency,ber";
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--quick"))
            quick = true;
        else if (!std::strcmp(argv[i], "--json") && i + 1 < argc)
            json = argv[++i];
        else if (!std::strcmp(argv[i], "--parts") && i + 1 < argc)
            parts = argv[++i];
        else {
            std::printf("usage: cuqam_bench_flowgraph [--quick] [--json FILE] [--parts "
                        "tput,latency,ber]\n");
            return 2;
        }
    }
    std::vector<std::string> backends{ "cpu" };
    if (cuqam_cuda_device_count() > 0) {
        cuqam_backend b;
        char why[256];
        if (cuqam_backend_resolve(CUQAM_BACKEND_CUDA, 0, &b, why, sizeof why) == CUQAM_OK)
            backends.push_back("cuda");
        else
            std::fprintf(stderr, "cuda listed but unusable: %s\n", why);
    }
    std::vector<tput> tp;
    std::vector<lat> lt;
    std::vector<berpt> bp;

    if (parts.find("tput") != std::string::npos) {
        const uint64_t n = quick ? (1ull << 26) : (1ull << 28);
        std::fprintf(stderr,
                     "[throughput] GNU Radio's null chain, %llu items...\n",
                     (unsigned long long)n);
        const double ceiling = chain_rate(nullptr, sizeof(gr_complex), n);
        std::fprintf(stderr,
                     "[throughput] gr-digital soft decoder (LUT precision 8)...\n");
        const double grd = chain_rate(gr::digital::constellation_soft_decoder_cf::make(
                                          cuqam_apps::gr_digital_256qam(0.01f)),
                                      sizeof(float),
                                      quick ? (1u << 22) : (1u << 24)) /
                           8.0;
        // null_source's zeros hit one LUT entry; random symbols show its usual speed
        const double grd_rand =
            chain_rate(gr::digital::constellation_soft_decoder_cf::make(
                           cuqam_apps::gr_digital_256qam(0.01f)),
                       sizeof(float),
                       quick ? (1u << 22) : (1u << 24),
                       true) /
            8.0;
        tp.push_back({ "null chain (ceiling)", "-", ceiling, 1.0, ceiling / grd });
        tp.push_back(
            { "gr-digital soft decoder, LUT 8", "cpu", grd, grd / ceiling, 1.0 });
        tp.push_back({ "gr-digital soft decoder, LUT 8, random symbols",
                       "cpu",
                       grd_rand,
                       grd_rand / ceiling,
                       grd_rand / grd });
        for (const auto& be : backends) {
            struct {
                const char* what;
                const char* method;
                bool f32;
            } rows[] = { { "demapper u8 approx", "approx", false },
                         { "demapper u8 maxlog", "maxlog", false },
                         { "demapper f32 maxlog", "maxlog", true } };
            for (const auto& r : rows) {
                std::fprintf(stderr, "[throughput] %s on %s...\n", r.what, be.c_str());
                double v;
                if (r.f32)
                    v = chain_rate(gr::cuqam::soft_demapper_cf::make(
                                       8, r.method, 0.01f, "gnuradio", be),
                                   4,
                                   n / 2);
                else
                    v = chain_rate(gr::cuqam::soft_demapper_cb::make(
                                       8, r.method, 0.01f, 8.0f, "u8", "gnuradio", be),
                                   1,
                                   n);
                v /= 8.0; // soft bits -> symbols
                tp.push_back({ r.what, be, v, v / ceiling, v / grd });
            }
            // any constellation (table kernels): DVB-S2 32APSK, exact
            std::fprintf(
                stderr, "[throughput] demapper u8 exact 32APSK on %s...\n", be.c_str());
            const double v =
                chain_rate(
                    gr::cuqam::soft_demapper_cb::make(
                        5, "exact", 0.01f, 8.0f, "u8", "gnuradio", be, 0, "dvbs2:3/4"),
                    1,
                    be == "cuda" ? n : n / 8) /
                5.0;
            tp.push_back({ "demapper u8 exact 32APSK", be, v, v / ceiling, v / grd });
        }
    }

    if (parts.find("latency") != std::string::npos) {
        const double secs = quick ? 1.0 : 3.0;
        for (double rate : { 1e6, 1e7, 1e8 }) {
            for (const auto& be : backends) {
                for (int batch : { 0, 4096 }) {
                    if (batch && be != "cuda")
                        continue; // the knob is the GPU's
                    std::fprintf(stderr,
                                 "[latency] %.0f Msym/s on %s%s...\n",
                                 rate / 1e6,
                                 be.c_str(),
                                 batch ? ", batch 4096" : "");
                    auto tb = gr::make_top_block("cuqam_bench_latency");
                    auto src = gr::blocks::null_source::make(sizeof(gr_complex));
                    auto head = gr::blocks::head::make(sizeof(gr_complex),
                                                       (uint64_t)(rate * secs));
                    auto pace =
                        gr::blocks::throttle::make(sizeof(gr_complex), rate, true);
                    auto stamp = gnuradio::make_block_sptr<stamper>(
                        sizeof(gr_complex), (uint64_t)std::max(1.0, rate / 2000.0));
                    auto dem = gr::cuqam::soft_demapper_cb::make(
                        8, "approx", 0.01f, 8.0f, "u8", "gnuradio", be);
                    if (batch)
                        dem->set_batch_symbols(batch);
                    auto snk = gnuradio::make_block_sptr<latency_sink>(
                        1, (size_t)(secs * 2000 * 2) + 64);
                    tb->connect(src, 0, head, 0);
                    tb->connect(head, 0, pace, 0);
                    tb->connect(pace, 0, stamp, 0);
                    tb->connect(stamp, 0, dem, 0);
                    tb->connect(dem, 0, snk, 0);
                    tb->run();
                    const auto& l = snk->latencies();
                    lt.push_back({ be,
                                   batch ? batch : (be == "cuda" ? 131072 : 0),
                                   rate,
                                   snk->rate() / 8.0,
                                   pct(l, 0.5) * 1e3,
                                   pct(l, 0.99) * 1e3,
                                   l.empty() ? NAN : pct(l, 1.0) * 1e3,
                                   l.size() });
                }
            }
        }
    }

    if (parts.find("ber") != std::string::npos) {
        std::mt19937_64 rng(12345);
        std::normal_distribution<float> g;
        const size_t nsym = quick ? 200000 : 1000000;
        std::vector<uint8_t> bits(nsym * 10);
        std::vector<float> sym(2 * nsym), llr(nsym * 10);
        for (int k = 2; k <= 10; k += 2) {
            cuqam_mapper_config mc;
            cuqam_mapper_config_init(&mc);
            mc.bits_per_symbol = k;
            mc.backend = CUQAM_BACKEND_CPU;
            cuqam_mapper* mp = nullptr;
            cuqam_mapper_create(&mc, &mp);
            for (double ebn0 = 0.0; ebn0 <= 30.0; ebn0 += 2.0) {
                const double n0 = 1.0 / (k * std::pow(10.0, ebn0 / 10.0));
                const double p = cuqam_apps::gray_qam_ber(k, n0);
                if (p < 2e-6)
                    break;
                std::fprintf(stderr, "[ber] k=%d Eb/N0 %.0f dB\n", k, ebn0);
                for (size_t i = 0; i < nsym * (size_t)k; ++i)
                    bits[i] = (uint8_t)(rng() & 1u);
                cuqam_map(mp, bits.data(), nsym, sym.data());
                const float s = (float)std::sqrt(n0 / 2.0);
                for (auto& x : sym)
                    x += s * g(rng);
                cuqam_demapper_config dc;
                cuqam_demapper_config_init(&dc);
                dc.bits_per_symbol = k;
                dc.method = CUQAM_METHOD_MAXLOG;
                dc.output = CUQAM_OUTPUT_F32;
                dc.noise_var = (float)n0;
                dc.backend = CUQAM_BACKEND_CPU;
                cuqam_demapper* dm = nullptr;
                cuqam_demapper_create(&dc, &dm);
                cuqam_demap(dm, sym.data(), nsym, llr.data());
                cuqam_demapper_destroy(dm);
                uint64_t err = 0;
                for (size_t i = 0; i < nsym * (size_t)k; ++i)
                    err += (uint8_t)(llr[i] > 0.0f) != bits[i];
                bp.push_back({ k,
                               ebn0,
                               (double)err / (double)(nsym * (size_t)k),
                               p,
                               nsym * (uint64_t)k });
            }
            cuqam_mapper_destroy(mp);
        }
    }

    // ---- tables, last
    if (!tp.empty()) {
        std::printf("\nThroughput, 256QAM, Msym/s (items of the null chain: complex "
                    "samples)\n\n");
        std::printf("| flowgraph | backend | Msym/s | of null chain | x gr-digital "
                    "|\n|---|---|---:|---:|---:|\n");
        for (const auto& t : tp)
            std::printf("| %s | %s | %.1f | %.1f %% | %.1f |\n",
                        t.what.c_str(),
                        t.backend.c_str(),
                        t.rate / 1e6,
                        100.0 * t.vs_ceiling,
                        t.vs_grd);
    }
    if (!lt.empty()) {
        std::printf("\nLatency added by the demapper (stamp before it, time after it), "
                    "u8 approx\n\n");
        std::printf("| backend | GPU batch | paced at Msym/s | achieved | p50 ms | p99 "
                    "ms | max ms | stamps |\n"
                    "|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (const auto& l : lt)
            std::printf("| %s | %s | %.0f | %.1f | %.3f | %.3f | %.3f | %zu |\n",
                        l.backend.c_str(),
                        l.batch ? std::to_string(l.batch).c_str() : "-",
                        l.rate / 1e6,
                        l.achieved / 1e6,
                        l.p50,
                        l.p99,
                        l.max,
                        l.stamps);
    }
    if (!bp.empty()) {
        std::printf("\nBER of hard decisions (max-log LLR sign), CPU, against exact "
                    "Gray-PAM theory\n\n");
        std::printf(
            "| order | Eb/N0 dB | BER | theory | bits |\n|---|---:|---:|---:|---:|\n");
        for (const auto& b : bp)
            std::printf("| %d-QAM | %.0f | %.3e | %.3e | %llu |\n",
                        1 << b.k,
                        b.ebn0,
                        b.ber,
                        b.theory,
                        (unsigned long long)b.bits);
    }
    if (!json.empty()) {
        FILE* f = std::fopen(json.c_str(), "w");
        if (!f) {
            std::perror(json.c_str());
            return 1;
        }
        std::fprintf(f, "{\n  \"throughput\": [");
        for (size_t i = 0; i < tp.size(); ++i)
            std::fprintf(f,
                         "%s\n    {\"what\": \"%s\", \"backend\": \"%s\", \"msym_s\": "
                         "%.3f, \"of_ceiling\": %.4f, "
                         "\"x_gr_digital\": %.3f}",
                         i ? "," : "",
                         tp[i].what.c_str(),
                         tp[i].backend.c_str(),
                         tp[i].rate / 1e6,
                         tp[i].vs_ceiling,
                         tp[i].vs_grd);
        std::fprintf(f, "\n  ],\n  \"latency\": [");
        for (size_t i = 0; i < lt.size(); ++i)
            std::fprintf(
                f,
                "%s\n    {\"backend\": \"%s\", \"batch\": %d, \"rate\": %.0f, "
                "\"achieved\": %.0f, "
                "\"p50_ms\": %.4f, \"p99_ms\": %.4f, \"max_ms\": %.4f, \"stamps\": %zu}",
                i ? "," : "",
                lt[i].backend.c_str(),
                lt[i].batch,
                lt[i].rate,
                lt[i].achieved,
                lt[i].p50,
                lt[i].p99,
                lt[i].max,
                lt[i].stamps);
        std::fprintf(f, "\n  ],\n  \"ber\": [");
        for (size_t i = 0; i < bp.size(); ++i)
            std::fprintf(f,
                         "%s\n    {\"k\": %d, \"ebn0_db\": %.1f, \"ber\": %.6e, "
                         "\"theory\": %.6e, \"bits\": %llu}",
                         i ? "," : "",
                         bp[i].k,
                         bp[i].ebn0,
                         bp[i].ber,
                         bp[i].theory,
                         (unsigned long long)bp[i].bits);
        std::fprintf(f, "\n  ]\n}\n");
        std::fclose(f);
    }
    return 0;
}
