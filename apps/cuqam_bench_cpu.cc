/*
 * cuqam_bench_cpu: every CPU implementation of the demapper on one core, at
 * working sets that sit in L1, in L2 and in DRAM, next to gr-digital's
 * constellation_soft_decoder_cf (256QAM, soft-decision LUT of precision 8)
 * on the same core in the same run.
 *
 * Then the table kernels (any constellation: 16APSK, 32APSK, 256 arbitrary
 * points), each against gr-digital's soft decoder built on the same points.
 *
 * Then the closed form for other Gray labellings (DVB-T2, Wi-Fi, Wi-Fi with
 * I and Q swapped) against 3GPP's in the same run.
 *
 * Usage: cuqam_bench_cpu [--cpu N] [--quick] [--tables] [--labellings]
 *        (--tables, --labellings: only those)
 * Prints progress to stderr and the tables to stdout. Each figure is the
 * median of 5 timed passes (each pass repeats the call until it has run
 * >= 50 ms), after a warm-up pass.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gnuradio/digital/constellation.h>
#include <gnuradio/digital/constellation_soft_decoder_cf.h>
#include <cuqam/cuqam.h>

#define CUQAM_APPS_WITH_GR_DIGITAL
#include "bench_timing.h"
#include "qam_yardsticks.h"

#include <sched.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace {

using cuqam_apps::rate;

template <typename T>
struct aligned64 {
    using value_type = T;
    aligned64() = default;
    template <typename U>
    aligned64(const aligned64<U>&)
    {
    }
    T* allocate(size_t n)
    {
        void* p = std::aligned_alloc(64, (n * sizeof(T) + 63) / 64 * 64);
        if (!p)
            throw std::bad_alloc();
        return static_cast<T*>(p);
    }
    void deallocate(T* p, size_t) { std::free(p); }
    bool operator==(const aligned64&) const { return true; }
    bool operator!=(const aligned64&) const { return false; }
};

struct size_class {
    const char* name;
    size_t symbols;
};

std::vector<float, aligned64<float>> random_symbols(size_t n, int k)
{
    std::vector<float, aligned64<float>> v(2 * n + 16);
    const int m = k / 2;
    const double a = 1.0 / std::sqrt(2.0 * ((1 << k) - 1) / 3.0);
    uint64_t x = 0x9E3779B97F4A7C15ull;
    for (auto& f : v) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        const double level = 2.0 * (double)((x >> 40) % (1u << m)) - ((1 << m) - 1);
        const double noise = ((double)(x >> 11 & 0xFFFFF) / 1048576.0 - 0.5) * 0.5;
        f = (float)(a * (level + noise));
    }
    return v;
}

cuqam_demapper* make(const char* impl,
                     int k,
                     cuqam_method me,
                     cuqam_output o,
                     const cuqam_constellation* cons = nullptr)
{
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k;
    if (cons)
        c.constellation = *cons;
    c.method = me;
    c.output = o;
    c.backend = CUQAM_BACKEND_CPU;
    c.cpu_impl = impl;
    cuqam_demapper* h = nullptr;
    if (cuqam_demapper_create(&c, &h) != CUQAM_OK) {
        std::fprintf(stderr, "create %s: %s\n", impl, cuqam_last_error());
        std::exit(1);
    }
    return h;
}

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
        for (int k : { 6, 8, 10 }) {
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

} // namespace

int main(int argc, char** argv)
{
    int cpu = 0;
    bool quick = false, tables_only = false, labellings_only = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--cpu") && i + 1 < argc)
            cpu = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--quick"))
            quick = true;
        else if (!std::strcmp(argv[i], "--tables"))
            tables_only = true;
        else if (!std::strcmp(argv[i], "--labellings"))
            labellings_only = true;
        else {
            std::printf(
                "usage: cuqam_bench_cpu [--cpu N] [--quick] [--tables] [--labellings]\n");
            return 2;
        }
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        std::fprintf(stderr,
                     "warning: could not pin to CPU %d; figures may move between cores\n",
                     cpu);

    /* 256QAM u8 moves 16 bytes per symbol (8 in, 8 out): L1 = 16 KiB,
     * L2 = 512 KiB, DRAM = 128 MiB, beyond any L3 of a server core */
    const size_class sizes[] = { { "L1", 1024 },
                                 { "L2", 32768 },
                                 { "DRAM", quick ? (1u << 21) : (1u << 23) } };
    const size_t nmax = sizes[2].symbols;
    const auto sym = random_symbols(nmax + 16, 8);
    /* outputs aligned like GNU Radio's buffers (page-aligned) */
    std::vector<float, aligned64<float>> out_f((nmax + 16) * 10);
    std::vector<uint8_t, aligned64<uint8_t>> out_b((nmax + 16) * 10);

    std::vector<std::string> impls;
    for (int i = 0; i < cuqam_cpu_impl_count(); ++i)
        if (cuqam_cpu_impl_available(i))
            impls.push_back(cuqam_cpu_impl_name(i));
    if (tables_only) {
        table_kernels(impls, quick);
        return 0;
    }
    if (labellings_only) {
        labellings(impls, quick);
        return 0;
    }

    std::fprintf(stderr,
                 "building gr-digital's 256QAM soft-decision LUT (precision 8)...\n");
    auto cons = cuqam_apps::gr_digital_256qam(CUQAM_DEFAULT_NOISE_VAR);
    auto dec = gr::digital::constellation_soft_decoder_cf::make(cons);
    double grd[3];
    for (int s = 0; s < 3; ++s) {
        const size_t n =
            std::min<size_t>(sizes[s].symbols, 1u << 20); // ~25 Msym/s: keep passes short
        grd[s] = rate(
            [&](size_t nn) {
                gr_vector_const_void_star in{ sym.data() };
                gr_vector_void_star out{ out_f.data() };
                dec->work((int)(nn * 8), in, out);
            },
            n);
    }
    std::fprintf(stderr,
                 "gr-digital LUT decoder: %.1f / %.1f / %.1f Msym/s\n",
                 grd[0] / 1e6,
                 grd[1] / 1e6,
                 grd[2] / 1e6);

    struct row {
        const char* method;
        cuqam_method me;
        cuqam_output o;
    };
    const row rows[] = {
        { "approx", CUQAM_METHOD_APPROX, CUQAM_OUTPUT_U8 },
        { "maxlog", CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8 },
        { "exact", CUQAM_METHOD_EXACT, CUQAM_OUTPUT_U8 },
        { "approx", CUQAM_METHOD_APPROX, CUQAM_OUTPUT_F32 },
        { "maxlog", CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_F32 },
    };
    std::printf("\n256QAM, one core (CPU %d), Msym/s; x gr-digital = against "
                "constellation_soft_decoder_cf "
                "with its precision-8 LUT at the same size\n\n",
                cpu);
    std::printf("| impl | method | out | L1 | L2 | DRAM | DRAM x gr-digital "
                "|\n|---|---|---|---:|---:|---:|---:|\n");
    for (const auto& im : impls) {
        for (const row& r : rows) {
            cuqam_demapper* h = make(im.c_str(), 8, r.me, r.o);
            void* out =
                r.o == CUQAM_OUTPUT_F32 ? (void*)out_f.data() : (void*)out_b.data();
            double v[3];
            for (int s = 0; s < 3; ++s) {
                size_t n = sizes[s].symbols;
                if (r.me == CUQAM_METHOD_EXACT && im == "generic")
                    n = std::min<size_t>(n, 1u << 16); // ~2 Msym/s
                v[s] = rate([&](size_t nn) { cuqam_demap(h, sym.data(), nn, out); }, n);
            }
            cuqam_demapper_destroy(h);
            std::printf("| %s | %s | %s | %.0f | %.0f | %.0f | %.0f |\n",
                        im.c_str(),
                        r.method,
                        cuqam_output_name(r.o),
                        v[0] / 1e6,
                        v[1] / 1e6,
                        v[2] / 1e6,
                        v[2] / grd[2]);
            std::fflush(stdout);
            std::fprintf(stderr,
                         "  %s %s %s done\n",
                         im.c_str(),
                         r.method,
                         cuqam_output_name(r.o));
        }
    }
    std::printf("| gr-digital LUT | soft_decoder | f32 | %.1f | %.1f | %.1f | 1 |\n",
                grd[0] / 1e6,
                grd[1] / 1e6,
                grd[2] / 1e6);

    /* Input alignment: the protokernels have aligned-load variants; does it matter? */
    std::printf("\nInput alignment, 256QAM approx u8, DRAM size, Msym/s\n\n| impl | "
                "aligned | +4 bytes |\n|---|---:|---:|\n");
    for (const auto& im : impls) {
        cuqam_demapper* h = make(im.c_str(), 8, CUQAM_METHOD_APPROX, CUQAM_OUTPUT_U8);
        const size_t n = sizes[2].symbols;
        const float* base = sym.data(); // 64-byte aligned
        const double al =
            rate([&](size_t nn) { cuqam_demap(h, base, nn, out_b.data()); }, n);
        const double un =
            rate([&](size_t nn) { cuqam_demap(h, base + 1, nn, out_b.data()); }, n);
        cuqam_demapper_destroy(h);
        std::printf("| %s | %.0f | %.0f |\n", im.c_str(), al / 1e6, un / 1e6);
    }

    /* Every order, L2 size */
    std::printf("\nEvery order, L2 size (32 Ki symbols), u8, Msym/s\n\n| impl | method | "
                "QPSK | 16QAM | 64QAM | "
                "256QAM | 1024QAM |\n|---|---|---:|---:|---:|---:|---:|\n");
    const auto sym10 = random_symbols(32768 + 16, 10);
    for (const auto& im : impls) {
        for (int me = 0; me < 3; ++me) {
            std::printf("| %s | %s |", im.c_str(), cuqam_method_name((cuqam_method)me));
            for (int k = 2; k <= 10; k += 2) {
                cuqam_demapper* h =
                    make(im.c_str(), k, (cuqam_method)me, CUQAM_OUTPUT_U8);
                size_t n = 32768;
                if (me == CUQAM_METHOD_EXACT && im == "generic")
                    n = 4096;
                const double v = rate(
                    [&](size_t nn) { cuqam_demap(h, sym10.data(), nn, out_b.data()); },
                    n,
                    0.02);
                cuqam_demapper_destroy(h);
                std::printf(" %.0f |", v / 1e6);
            }
            std::printf("\n");
            std::fflush(stdout);
        }
    }
    labellings(impls, quick);
    table_kernels(impls, quick);
    return 0;
}
