/*
 * cuqam_bench_noise: what per-symbol noise variances cost (cuqam_demap_noise
 * against cuqam_demap with one N0 per call), in one run:
 *  - CPU, one core, L2-sized calls (32 Ki symbols), every implementation:
 *    256QAM (closed form) and 16APSK (table kernels), u8 and f32;
 *  - GPU (builds with CUDA, where a device works): from pinned host memory
 *    (the pipeline also carries the N0 array) and from device memory
 *    (the asynchronous calls), 256QAM, 64 Mi symbols.
 * Each figure is the median of 5 timed passes after a warm-up.
 * Usage: cuqam_bench_noise [--cpu N] [--quick]
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#ifdef CUQAM_BENCH_WITH_CUDA
#include <cuda_runtime.h>
#endif

#include "bench_timing.h"

#include <sched.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

using cuqam_apps::rate;

/* Noisy points of a 2^k-point square grid of unit energy, and N0 per symbol
 * log-uniform over 0.005 .. 0.05 (Es/N0 13 to 23 dB). */
void fill(float* iq, float* n0, size_t n, int k)
{
    const int m = k / 2;
    const double a = 1.0 / std::sqrt(2.0 * ((1 << k) - 1) / 3.0);
    uint64_t x = 0x9E3779B97F4A7C15ull;
    auto next = [&] { return x ^= x << 13, x ^= x >> 7, x ^= x << 17; };
    for (size_t i = 0; i < 2 * n; ++i) {
        const double level = 2.0 * (double)((next() >> 40) % (1u << m)) - ((1 << m) - 1);
        iq[i] =
            (float)(a * (level + ((double)(next() >> 11 & 0xFFFFF) / 1048576.0 - 0.5)));
    }
    for (size_t i = 0; i < n; ++i)
        n0[i] =
            (float)(0.005 * std::pow(10.0, (double)(next() >> 11) / 9007199254740992.0));
}

cuqam_demapper* make(const char* cons,
                     int k,
                     cuqam_method me,
                     cuqam_output o,
                     cuqam_backend b,
                     const char* impl)
{
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k;
    c.constellation.name = cons;
    c.method = me;
    c.output = o;
    c.backend = b;
    c.cpu_impl = impl;
    c.chunk_symbols = 1u << 22;
    cuqam_demapper* h = nullptr;
    if (cuqam_demapper_create(&c, &h) != CUQAM_OK) {
        std::fprintf(stderr, "create %s: %s\n", cons, cuqam_last_error());
        std::exit(1);
    }
    return h;
}

struct row {
    const char* cons;
    int k;
    cuqam_method me;
    cuqam_output o;
};

void cpu_rows(bool quick)
{
    const size_t n = 32768;
    std::vector<float> iq(2 * n), n0(n), out(n * 12);
    fill(iq.data(), n0.data(), n, 8);
    const row rows[] = {
        { "3gpp", 8, CUQAM_METHOD_APPROX, CUQAM_OUTPUT_U8 },
        { "3gpp", 8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8 },
        { "3gpp", 8, CUQAM_METHOD_EXACT, CUQAM_OUTPUT_U8 },
        { "3gpp", 8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_F32 },
        { "dvbs2:2/3", 4, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8 },
        { "dvbs2:2/3", 4, CUQAM_METHOD_EXACT, CUQAM_OUTPUT_U8 },
    };
    std::printf(
        "\nCPU, one core, %zu symbols a call (L2), Msym/s: one N0 a call | one N0 "
        "a symbol | ratio\n\n| impl | constellation | method | out | per call | "
        "per symbol | ratio |\n|---|---|---|---|---:|---:|---:|\n",
        n);
    for (int i = 0; i < cuqam_cpu_impl_count(); ++i) {
        if (!cuqam_cpu_impl_available(i))
            continue;
        const char* impl = cuqam_cpu_impl_name(i);
        for (const row& r : rows) {
            cuqam_demapper* h = make(r.cons, r.k, r.me, r.o, CUQAM_BACKEND_CPU, impl);
            const size_t nn =
                !std::strcmp(impl, "generic") && r.me == CUQAM_METHOD_EXACT ? n / 8 : n;
            const double t = quick ? 0.02 : 0.05;
            const double call =
                rate([&](size_t m) { cuqam_demap(h, iq.data(), m, out.data()); }, nn, t);
            const double sym = rate(
                [&](size_t m) {
                    cuqam_demap_noise(h, iq.data(), n0.data(), m, out.data());
                },
                nn,
                t);
            cuqam_demapper_destroy(h);
            std::printf("| %s | %s | %s | %s | %.1f | %.1f | %.2f |\n",
                        impl,
                        r.cons,
                        cuqam_method_name(r.me),
                        cuqam_output_name(r.o),
                        call / 1e6,
                        sym / 1e6,
                        sym / call);
            std::fflush(stdout);
        }
    }
}

#ifdef CUQAM_BENCH_WITH_CUDA
void gpu_rows(bool quick)
{
    const size_t n = quick ? (1u << 24) : (1u << 26);
    float *h_in, *h_n0, *d_in, *d_n0;
    void *h_out, *d_out;
    CK(cudaMallocHost(&h_in, n * 8));
    CK(cudaMallocHost(&h_n0, n * 4));
    CK(cudaMallocHost(&h_out, n * 32));
    CK(cudaMalloc(&d_in, n * 8));
    CK(cudaMalloc(&d_n0, n * 4));
    CK(cudaMalloc(&d_out, n * 32));
    fill(h_in, h_n0, n, 8);
    CK(cudaMemcpy(d_in, h_in, n * 8, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_n0, h_n0, n * 4, cudaMemcpyHostToDevice));
    char dev[256] = "";
    cuqam_cuda_device_describe(0, dev, sizeof dev);
    std::printf(
        "\nGPU %s, 256QAM, %zu symbols a call, Gsym/s: one N0 a call | one N0 a "
        "symbol | ratio\n\n| memory | method | out | per call | per symbol | ratio "
        "|\n|---|---|---|---:|---:|---:|\n",
        dev,
        n);
    const row rows[] = {
        { "3gpp", 8, CUQAM_METHOD_APPROX, CUQAM_OUTPUT_U8 },
        { "3gpp", 8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8 },
        { "3gpp", 8, CUQAM_METHOD_EXACT, CUQAM_OUTPUT_U8 },
        { "3gpp", 8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_F32 },
        { "3gpp", 8, CUQAM_METHOD_EXACT, CUQAM_OUTPUT_F32 },
    };
    for (int device_memory = 1; device_memory >= 0; --device_memory) {
        for (const row& r : rows) {
            cuqam_demapper* h = make(r.cons, r.k, r.me, r.o, CUQAM_BACKEND_CUDA, nullptr);
            double call, sym;
            if (device_memory) {
                call = rate(
                    [&](size_t m) {
                        cuqam_demap_async(h, d_in, m, d_out, nullptr);
                        CK(cudaStreamSynchronize(nullptr));
                    },
                    n,
                    0.2);
                sym = rate(
                    [&](size_t m) {
                        cuqam_demap_noise_async(h, d_in, d_n0, m, d_out, nullptr);
                        CK(cudaStreamSynchronize(nullptr));
                    },
                    n,
                    0.2);
            } else {
                call = rate([&](size_t m) { cuqam_demap(h, h_in, m, h_out); }, n, 0.2);
                sym = rate([&](size_t m) { cuqam_demap_noise(h, h_in, h_n0, m, h_out); },
                           n,
                           0.2);
            }
            cuqam_demapper_destroy(h);
            std::printf("| %s | %s | %s | %.2f | %.2f | %.2f |\n",
                        device_memory ? "device" : "pinned host",
                        cuqam_method_name(r.me),
                        cuqam_output_name(r.o),
                        call / 1e9,
                        sym / 1e9,
                        sym / call);
            std::fflush(stdout);
        }
    }
    cudaFree(d_in);
    cudaFree(d_n0);
    cudaFree(d_out);
    cudaFreeHost(h_in);
    cudaFreeHost(h_n0);
    cudaFreeHost(h_out);
}
#endif

} // namespace

int main(int argc, char** argv)
{
    int cpu = 0;
    bool quick = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--cpu") && i + 1 < argc) {
            cpu = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "--quick")) {
            quick = true;
        } else {
            std::printf("usage: cuqam_bench_noise [--cpu N] [--quick]\n");
            return 2;
        }
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        std::fprintf(stderr, "warning: could not pin to CPU %d\n", cpu);
    cpu_rows(quick);
#ifdef CUQAM_BENCH_WITH_CUDA
    if (cuqam_cuda_device_count() > 0)
        gpu_rows(quick);
    else
        std::printf("\nGPU rows skipped: no working CUDA device\n");
#else
    std::printf("\nGPU rows skipped: this build has no CUDA backend\n");
#endif
    return 0;
}
