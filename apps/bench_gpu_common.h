/*
 * What the parts of cuqam_bench_gpu share: a CUDA demapper made or the run
 * stopped, the seeded test symbols, and the JSON rows (--json).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_APPS_BENCH_GPU_COMMON_H
#define CUQAM_APPS_BENCH_GPU_COMMON_H

#include <cuqam/cuqam.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace cuqam_apps {

inline cuqam_demapper* make(int k,
                            int method,
                            int out,
                            size_t chunk,
                            int streams,
                            const cuqam_constellation* cons = nullptr)
{
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k;
    if (cons)
        c.constellation = *cons;
    c.method = (cuqam_method)method;
    c.output = (cuqam_output)out;
    c.backend = CUQAM_BACKEND_CUDA;
    c.chunk_symbols = chunk;
    c.streams = streams;
    cuqam_demapper* h = nullptr;
    if (cuqam_demapper_create(&c, &h) != CUQAM_OK) {
        std::fprintf(stderr, "cannot create a CUDA demapper: %s\n", cuqam_last_error());
        std::exit(1);
    }
    return h;
}

inline void fill_symbols(float* h, size_t n)
{
    uint64_t x = 88172645463325252ull;
    for (size_t i = 0; i < 2 * n; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        h[i] = ((int)(x % 31) - 15) * 0.0767f + (float)((x >> 20) % 1000) * 1e-5f;
    }
}

inline FILE* json;
inline bool first_row = true;
inline void row(const char* group,
                const std::string& name,
                double value,
                const char* unit,
                double pct)
{
    if (!json)
        return;
    std::fprintf(json,
                 "%s\n  {\"group\": \"%s\", \"name\": \"%s\", \"value\": %.6g, \"unit\": "
                 "\"%s\", \"percent\": %.2f}",
                 first_row ? "" : ",",
                 group,
                 name.c_str(),
                 value,
                 unit,
                 pct);
    first_row = false;
}

/* Host to host (bench_gpu_host.cc): the best rate a method reached from
 * pinned and from pageable memory, and the concurrent pinned copy's
 * ceiling, in symbols/s of 256QAM u8; indexed by cuqam_method. */
struct host_results {
    double pinned_sym;
    double best_pinned[3];
    double best_pageable[3];
    /* the best row's share of the concurrent pinned copy, the two in turn */
    double pinned_share[3];
};
host_results bench_host_to_host(bool quick, int reps);

/* The special-function units' ex2 results a second, best of reps timed
 * launches, and a clock an SM (bench_gpu_ceiling.cu). */
struct sfu_ceiling {
    double ex2_per_s;
    double ex2_per_clock_sm;
};
sfu_ceiling measure_sfu_ceiling(int reps);

} // namespace cuqam_apps

#endif
