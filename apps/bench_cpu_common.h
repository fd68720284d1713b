/*
 * What the parts of cuqam_bench_cpu share: 64-byte aligned buffers, seeded
 * noisy square-QAM symbols, a CPU demapper on a named implementation (or the
 * run stopped), the constellation parts (bench_cpu_constellations.cc) and
 * the targets' summary (bench_cpu_targets.cc).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_APPS_BENCH_CPU_COMMON_H
#define CUQAM_APPS_BENCH_CPU_COMMON_H

#include <cuqam/cuqam.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

namespace cuqam_apps {

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

inline std::vector<float, aligned64<float>> random_symbols(size_t n, int k)
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

inline cuqam_demapper* make(const char* impl,
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

/* One kernel's rate at the L2 size (256QAM u8), for the targets' summary */
struct l2_rate {
    std::string impl;
    cuqam_method method;
    double sym_per_s;
};
/* The kernels issue's CPU targets from those rates, each met or missed,
 * beside the core's clock (bench_cpu_targets.cc). */
void cpu_targets_summary(const std::vector<l2_rate>& measured);

/* Table kernels (any constellation) against gr-digital's soft decoder on the
 * same points, every implementation. */
void table_kernels(const std::vector<std::string>& impls, bool quick);
/* The closed form for other Gray labellings against 3GPP's, same run. */
void labellings(const std::vector<std::string>& impls, bool quick);

} // namespace cuqam_apps

#endif
