/*
 * What the benchmark programs share: a clock, the median rate of repeated
 * calls, the median and least time of repeated calls, and (with the CUDA
 * runtime included first) a check that stops on a failed CUDA call.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_APPS_BENCH_TIMING_H
#define CUQAM_APPS_BENCH_TIMING_H

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cuqam_apps {

inline double now()
{
    return std::chrono::duration<double>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/* Median items per second of fn(n) (n items a call) over 5 passes, each
 * repeating the call until it has run >= min_s, after a warm-up call (page
 * faults, caches, clocks). */
template <typename F>
double rate(F&& fn, size_t n, double min_s = 0.05)
{
    fn(n);
    double r[5];
    for (double& x : r) {
        size_t calls = 0;
        const double t0 = now();
        double t;
        do {
            fn(n);
            ++calls;
        } while ((t = now() - t0) < min_s);
        x = (double)(n * calls) / t;
    }
    std::sort(r, r + 5);
    return r[2];
}

/* Median seconds of f() over reps calls, after a warm-up call. */
template <typename F>
double median_seconds(F&& f, int reps)
{
    f();
    std::vector<double> t;
    for (int i = 0; i < reps; ++i) {
        const double t0 = now();
        f();
        t.push_back(now() - t0);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

/* Least seconds of f() over reps calls, after a warm-up call: for a ceiling. */
template <typename F>
double best_seconds(F&& f, int reps)
{
    f();
    double best = 1e30;
    for (int i = 0; i < reps; ++i) {
        const double t0 = now();
        f();
        best = std::min(best, now() - t0);
    }
    return best;
}

} // namespace cuqam_apps

#ifdef CUDART_VERSION
#define CK(call)                                                                    \
    do {                                                                            \
        cudaError_t e_ = (call);                                                    \
        if (e_ != cudaSuccess) {                                                    \
            std::fprintf(stderr, "%s failed: %s\n", #call, cudaGetErrorString(e_)); \
            std::exit(1);                                                           \
        }                                                                           \
    } while (0)
#endif

#endif
