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
 * I and Q swapped) against 3GPP's in the same run, and last the summary of
 * the CPU targets of the kernels issue, each met or missed, with the core's
 * clock.
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
#include "bench_cpu_common.h"
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

using namespace cuqam_apps;

struct size_class {
    const char* name;
    size_t symbols;
};

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
    std::vector<l2_rate> l2_u8;
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
            if (r.o == CUQAM_OUTPUT_U8)
                l2_u8.push_back({ im, r.me, v[1] });
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
    cpu_targets_summary(l2_u8);
    return 0;
}
