/*
 * What the GPU tests share: a demapper from a few parameters, random symbols
 * with special values, the CPU generic kernel as the yardstick (split over
 * all cores), the comparison with the documented tolerances, and the start
 * that skips (exit 77) with the reason where no CUDA device works.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_CUDA_FIXTURES_H
#define CUQAM_TEST_CUDA_FIXTURES_H

#include "../support/fixtures.h"
#include <cuqam/cuqam.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <thread>
#include <vector>

static test_rng rng;

static inline cuqam_demapper* make(cuqam_backend b,
                                   int k,
                                   int method,
                                   int out,
                                   float n0,
                                   float scale,
                                   size_t chunk = CUQAM_DEFAULT_CHUNK_SYMBOLS,
                                   int streams = 2)
{
    cuqam_demapper_config c =
        test_config(k, (cuqam_method)method, (cuqam_output)out, n0, scale, b);
    c.cpu_impl = "generic";
    c.chunk_symbols = chunk;
    c.streams = streams;
    return test_create(&c);
}

static inline void random_symbols(int k, float* iq, size_t n)
{
    test_random_symbols(k, iq, n, 1); // with NaN, +-Inf, huge, denormal and -0
}

// The CPU reference, split over all cores (exact is slow on one).
static inline void cpu_demap(int k,
                             int method,
                             int out,
                             float n0,
                             float scale,
                             const float* in,
                             size_t n,
                             void* dst)
{
    const size_t osz = (size_t)k * (out == CUQAM_OUTPUT_F32 ? 4 : 1);
    const unsigned nt = std::max(1u, std::thread::hardware_concurrency());
    std::vector<std::thread> th;
    const size_t per = (n + nt - 1) / nt;
    for (unsigned t = 0; t < nt; ++t) {
        const size_t lo = t * per, hi = std::min(n, lo + per);
        if (lo >= hi)
            break;
        th.emplace_back([=] {
            cuqam_demapper* h = make(CUQAM_BACKEND_CPU, k, method, out, n0, scale);
            cuqam_demap(h, in + 2 * lo, hi - lo, (uint8_t*)dst + lo * osz);
            cuqam_demapper_destroy(h);
        });
    }
    for (auto& t : th)
        t.join();
}

// Mismatches between GPU and CPU outputs under the documented rules (docs/design.md,
// "Soft bits").
static inline size_t compare(
    int method, int out, const void* gpu, const void* cpu, size_t count, double* worst)
{
    size_t bad = 0;
    *worst = 0.0;
    for (size_t i = 0; i < count; ++i) {
        double d;
        if (out == CUQAM_OUTPUT_F32) {
            const float g = ((const float*)gpu)[i], c = ((const float*)cpu)[i];
            // equal infinities (the infinitely far rule) are no difference
            d = g == c ? 0.0
                       : std::fabs((double)g - c) / std::max(1.0, std::fabs((double)c));
            bad += !(d <= 1e-5) ||
                   (method != CUQAM_METHOD_EXACT && std::memcmp(&g, &c, 4) != 0);
        } else {
            const int g = out == CUQAM_OUTPUT_S8 ? ((const int8_t*)gpu)[i]
                                                 : ((const uint8_t*)gpu)[i];
            const int c = out == CUQAM_OUTPUT_S8 ? ((const int8_t*)cpu)[i]
                                                 : ((const uint8_t*)cpu)[i];
            d = std::abs(g - c);
            bad += method == CUQAM_METHOD_EXACT ? d > 1 : d != 0;
        }
        *worst = std::max(*worst, d);
    }
    return bad;
}

// Seeds, prints the device, and returns 77 (with the reason) where no CUDA
// device works, else 0.
static inline int cuda_test_start(const char* prog)
{
    rng_seed_from_env(prog);
    cuqam_demapper* probe = make(CUQAM_BACKEND_AUTO, 8, 0, 2, 0.01f, 8.0f);
    const bool gpu = probe && cuqam_demapper_backend(probe) == CUQAM_BACKEND_CUDA;
    char why[256];
    std::snprintf(why,
                  sizeof why,
                  "%s",
                  probe ? cuqam_demapper_backend_reason(probe) : cuqam_last_error());
    if (probe)
        std::printf("device: %s\n", cuqam_demapper_impl_name(probe));
    cuqam_demapper_destroy(probe);
    if (!gpu) {
        std::printf("SKIPPED: no working CUDA device here (%s)\n", why);
        return 77;
    }
    return 0;
}

#endif
