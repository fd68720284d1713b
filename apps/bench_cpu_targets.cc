/*
 * cuqam_bench_cpu's summary of the kernels issue's CPU targets (one core,
 * 256QAM u8, L2 size), each met or missed, beside the core's clock: the
 * targets are rates, and a shared VM's core has run from 2.6 to 3.4 GHz
 * from one instance to the next (docs/benchmarks.md), so each row also
 * gives cycles a symbol, which do not move with the clock.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench_cpu_common.h"
#include "bench_timing.h"

#include <cstdio>
#include <string>
#include <vector>

namespace cuqam_apps {

/* The core's clock in GHz from a chain of dependent register-to-register
 * adds (one a cycle on every x86-64 and AArch64 core), or 0 where the ISA
 * has none written here. Not adds of an immediate: Intel's Golden Cove
 * cores fold those at rename, several a cycle (an H200 host's Xeon read
 * 11.6 GHz so). Run on the benchmark's pinned core, after its work. */
double core_ghz()
{
#if defined(__x86_64__) || defined(__aarch64__)
    const long n = 100000000;
    long x = 0, one = 1;
    const double t0 = now();
    for (long i = 0; i < n; ++i) {
#if defined(__x86_64__)
        __asm__ volatile("add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\t"
                         "add %1, %0\n\tadd %1, %0\n\tadd %1, %0\n\tadd %1, %0"
                         : "+r"(x)
                         : "r"(one));
#else
        __asm__ volatile("add %0, %0, %1\n\tadd %0, %0, %1\n\tadd %0, %0, %1\n\t"
                         "add %0, %0, %1\n\tadd %0, %0, %1\n\tadd %0, %0, %1\n\t"
                         "add %0, %0, %1\n\tadd %0, %0, %1"
                         : "+r"(x)
                         : "r"(one));
#endif
    }
    return 8.0 * (double)n / (now() - t0) / 1e9;
#else
    return 0.0;
#endif
}

void cpu_targets_summary(const std::vector<l2_rate>& measured)
{
    /* approx: "unchanged or better" than the 1300-1500 Msym/s the issue
     * measured on AVX-512; its lower end is the bar */
    const struct {
        const char* impl;
        cuqam_method method;
        double target;
    } targets[] = { { "avx512", CUQAM_METHOD_EXACT, 150 },
                    { "avx2", CUQAM_METHOD_EXACT, 100 },
                    { "avx512", CUQAM_METHOD_MAXLOG, 1000 },
                    { "avx512", CUQAM_METHOD_APPROX, 1300 } };
    const double ghz = core_ghz();
    std::printf(
        "\nsummary: the kernels issue's CPU targets, one core, 256QAM u8, L2 size "
        "(32 Ki symbols)\n");
    if (ghz > 0)
        std::printf("core clock (dependent adds)   %.2f GHz\n", ghz);
    else
        std::printf("core clock                    not measured on this ISA\n");
    for (const auto& t : targets) {
        const l2_rate* r = nullptr;
        for (const auto& m : measured)
            if (m.impl == t.impl && m.method == t.method)
                r = &m;
        const char* name = cuqam_method_name(t.method);
        if (!r) {
            std::printf("%-6s %-7s                not on this core: not measured\n",
                        t.impl,
                        name);
            continue;
        }
        const double msym = r->sym_per_s / 1e6;
        std::printf("%-6s %-7s %8.0f Msym/s   >= %4.0f  %-6s",
                    t.impl,
                    name,
                    msym,
                    t.target,
                    msym >= t.target ? "met" : "MISSED");
        if (ghz > 0)
            std::printf(" (%.1f cycles a symbol; the target is %.1f at this clock)",
                        ghz * 1e3 / msym,
                        ghz * 1e3 / t.target);
        std::printf("\n");
    }
}

} // namespace cuqam_apps
