/*
 * cuqam_bench_cpu's constellation parts: the table kernels (16APSK, 32APSK,
 * 256 arbitrary points) against gr-digital's soft decoder built on the same
 * points, and the closed form for other Gray labellings (DVB-T2, Wi-Fi,
 * Wi-Fi with I and Q swapped) against 3GPP's, each in one run.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/digital/constellation.h>
#include <gnuradio/digital/constellation_soft_decoder_cf.h>
#include <cuqam/cuqam.h>

#define CUQAM_APPS_WITH_GR_DIGITAL
#include "bench_cpu_common.h"
#include "bench_timing.h"
#include "qam_yardsticks.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace cuqam_apps {

/* Table kernels, L2 size: each constellation's rows on every implementation,
 * and gr-digital's LUT soft decoder on the same points, same core, same run. */
void table_kernels(const std::vector<std::string>& impls, bool quick)
{
    std::vector<float> rnd;
    const auto cases = cuqam_apps::bench_constellations(rnd, false);
    uint64_t x = 0x2545F4914F6CDD1Dull;
    const size_t n = 32768;
    std::vector<float, aligned64<float>> out_f(n * 8 + 64);
    std::vector<uint8_t, aligned64<uint8_t>> out_b(n * 8 + 64);
    std::printf("\nTable kernels (any constellation), L2 size (32 Ki symbols), "
                "N0 = %g, Msym/s; x gr-digital = against its LUT soft decoder "
                "(precision 8) on the same points\n\n"
                "| constellation | impl | method | out | Msym/s | x gr-digital |\n"
                "|---|---|---|---|---:|---:|\n",
                CUQAM_DEFAULT_NOISE_VAR);
    for (const auto& cs : cases) {
        std::vector<float> pts(2 * CUQAM_MAX_POINTS);
        int k = 0, closed = 0;
        if (cuqam_constellation_points(
                &cs.c, cs.k, pts.data(), pts.size(), &k, &closed) != CUQAM_OK)
            std::exit(1);
        /* noisy points at N0 */
        std::vector<float, aligned64<float>> sym(2 * n + 16);
        const float sigma = std::sqrt(CUQAM_DEFAULT_NOISE_VAR / 2.0f);
        for (size_t s = 0; s < n + 8; ++s) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            const size_t l = (x >> 20) % ((size_t)1 << k);
            for (int ax = 0; ax < 2; ++ax) {
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                const double u1 = ((double)(x >> 11) + 1.0) / 9007199254740993.0;
                x ^= x << 13, x ^= x >> 7, x ^= x << 17;
                const double u2 = (double)(x >> 11) / 9007199254740992.0;
                sym[2 * s + ax] =
                    pts[2 * l + ax] + sigma * (float)(std::sqrt(-2.0 * std::log(u1)) *
                                                      std::cos(6.283185307 * u2));
            }
        }
        auto dec = gr::digital::constellation_soft_decoder_cf::make(
            cuqam_apps::gr_digital_points(pts.data(), k, CUQAM_DEFAULT_NOISE_VAR));
        const double grd = rate(
            [&](size_t nn) {
                gr_vector_const_void_star in{ sym.data() };
                gr_vector_void_star out{ out_f.data() };
                dec->work((int)(nn * (size_t)k), in, out);
            },
            quick ? 4096 : n);
        const cuqam_method methods[] = { CUQAM_METHOD_MAXLOG, CUQAM_METHOD_EXACT };
        for (const auto& im : impls)
            for (cuqam_method me : methods)
                for (cuqam_output o : { CUQAM_OUTPUT_U8, CUQAM_OUTPUT_F32 }) {
                    cuqam_demapper* h = make(im.c_str(), cs.k, me, o, &cs.c);
                    void* out =
                        o == CUQAM_OUTPUT_F32 ? (void*)out_f.data() : (void*)out_b.data();
                    const size_t nn = im == "generic" || quick ? 4096 : n;
                    const double v =
                        rate([&](size_t m) { cuqam_demap(h, sym.data(), m, out); }, nn);
                    cuqam_demapper_destroy(h);
                    std::printf("| %s | %s | %s | %s | %.1f | %.1f |\n",
                                cs.label,
                                im.c_str(),
                                cuqam_method_name(me),
                                cuqam_output_name(o),
                                v / 1e6,
                                v / grd);
                    std::fflush(stdout);
                }
        std::printf("| %s | gr-digital LUT | soft_decoder | f32 | %.1f | 1 |\n",
                    cs.label,
                    grd / 1e6);
    }
}

/* Closed form for other Gray labellings (issue: within 5 % of 3GPP's figure
 * in the same run): DVB-T2 (inverted bits), Wi-Fi (inverted, reordered; its
 * order a constant in the kernels) and Q|I Wi-Fi (an order read at run
 * time) against 3GPP, per SIMD implementation, order, method and output, L2
 * size. Each round times them back to back; a row gives the median rate of
 * each over 5 rounds and the median of the rounds' ratios to 3GPP (drifts of
 * a shared machine cancel within a round). */
void labellings(const std::vector<std::string>& impls, bool quick)
{
    constexpr int kRounds = 5, kCases = 4; /* 3GPP, DVB-T2, Wi-Fi, Q|I Wi-Fi */
    const size_t n = 32768;
    std::vector<float, aligned64<float>> out_f(n * 12 + 64);
    std::vector<uint8_t, aligned64<uint8_t>> out_b(n * 12 + 64);
    std::vector<float> qi_points(2u << 10);
    std::printf(
        "\nOther Gray labellings (closed form), L2 size (32 Ki symbols), Msym/s "
        "(median of %d rounds); %% = median ratio to 3GPP within a round (target "
        ">= 95 %%)\n\n| impl | order | method | out | 3gpp | dvbt2 | %% | wifi | "
        "%% | Q\\|I wifi | %% |\n|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|"
        "\n",
        kRounds);
    auto median = [](double* v) {
        std::sort(v, v + kRounds);
        return v[kRounds / 2];
    };
    int rows = 0, met = 0;
    double worst = 1e9;
    for (const auto& im : impls) {
        if (im == "generic")
            continue; /* scalar: not what the target is about */
        for (int k : { 4, 6, 8, 10 }) {
            const auto sym = random_symbols(n + 16, k);
            const cuqam_constellation cases[kCases] = {
                { "3gpp", nullptr, nullptr, 0 },
                { "dvbt2", nullptr, nullptr, 0 },
                { "wifi", nullptr, nullptr, 0 },
                cuqam_apps::swapped_wifi(k, qi_points.data()),
            };
            const bool dvb = k <= 8; /* DVB-T2 stops at 256QAM */
            for (int me = 0; me < 3; ++me)
                for (cuqam_output o : { CUQAM_OUTPUT_U8, CUQAM_OUTPUT_F32 }) {
                    double v[kCases][kRounds] = {}, ratio[kCases][kRounds] = {};
                    for (int round = 0; round < kRounds; ++round)
                        for (int c = 0; c < kCases; ++c) {
                            if (c == 1 && !dvb)
                                continue;
                            cuqam_demapper* h =
                                make(im.c_str(), k, (cuqam_method)me, o, &cases[c]);
                            void* out = o == CUQAM_OUTPUT_F32 ? (void*)out_f.data()
                                                              : (void*)out_b.data();
                            v[c][round] = rate(
                                [&](size_t nn) { cuqam_demap(h, sym.data(), nn, out); },
                                quick ? 4096 : n,
                                quick ? 0.005 : 0.02);
                            ratio[c][round] = v[c][round] / v[0][round];
                            cuqam_demapper_destroy(h);
                        }
                    double med[kCases], rat[kCases];
                    for (int c = 0; c < kCases; ++c) {
                        med[c] = median(v[c]);
                        rat[c] = median(ratio[c]);
                    }
                    char dvb_cells[32] = "- | -";
                    if (dvb)
                        std::snprintf(dvb_cells,
                                      sizeof dvb_cells,
                                      "%.0f | %.1f",
                                      med[1] / 1e6,
                                      100.0 * rat[1]);
                    std::printf(
                        "| %s | %dQAM | %s | %s | %.0f | %s | %.0f | %.1f | %.0f | "
                        "%.1f |\n",
                        im.c_str(),
                        1 << k,
                        cuqam_method_name((cuqam_method)me),
                        cuqam_output_name(o),
                        med[0] / 1e6,
                        dvb_cells,
                        med[2] / 1e6,
                        100.0 * rat[2],
                        med[3] / 1e6,
                        100.0 * rat[3]);
                    std::fflush(stdout);
                    for (int c = dvb ? 1 : 2; c < kCases; ++c) {
                        ++rows;
                        met += rat[c] >= 0.95;
                        worst = std::min(worst, rat[c]);
                    }
                }
        }
    }
    std::printf(
        "\nother labellings >= 95 %% of 3GPP: %d of %d rows (lowest %.1f %%)  %s\n",
        met,
        rows,
        100.0 * worst,
        met == rows ? "met" : "MISSED");
}

} // namespace cuqam_apps
