/*
 * cuqam_bench_gpu's special-function ceiling: how many ex2 results a second
 * the device's special-function units give (MUFU.EX2, the instruction every
 * exact kernel takes per term, lib/math/math_platform.h). Exact demapping of
 * P arbitrary points needs one exponential a point, so P / this rate bounds
 * its time a symbol on that unit; the summary sets that bound beside the
 * targets. Each thread runs 8 independent chains x = 2^-x (x stays in
 * [0.5, 1]), so the unit's throughput is measured, not its latency.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuda_runtime.h>

#include "bench_gpu_common.h"
#include "bench_timing.h"

#include <algorithm>
#include <vector>

namespace cuqam_apps {
namespace {

constexpr int kChains = 8, kIter = 4096, kBlock = 256;

__global__ void __launch_bounds__(kBlock) ex2_chains(float* sink, long long* cycles)
{
    float x[kChains];
#pragma unroll
    for (int c = 0; c < kChains; ++c)
        x[c] = 0.7f + 0.01f * (float)c + 1e-6f * (float)threadIdx.x;
    const long long t0 = clock64();
    for (int i = 0; i < kIter; ++i) {
#pragma unroll
        for (int c = 0; c < kChains; ++c)
            asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(x[c]) : "f"(-x[c]));
    }
    const long long t1 = clock64();
    float s = 0.0f;
#pragma unroll
    for (int c = 0; c < kChains; ++c)
        s += x[c];
    sink[blockIdx.x * kBlock + threadIdx.x] = s; // keeps the chains
    if (threadIdx.x == 0)
        cycles[blockIdx.x] = t1 - t0;
}

} // namespace

sfu_ceiling measure_sfu_ceiling(int reps)
{
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    // as many resident threads as an SM holds, so that every block of an SM
    // runs at once and a block's cycles are its SM's
    const int per_sm = std::max(1, p.maxThreadsPerMultiProcessor / kBlock);
    const int blocks = p.multiProcessorCount * per_sm;
    float* sink;
    long long* d_cycles;
    CK(cudaMalloc(&sink, sizeof(float) * blocks * kBlock));
    CK(cudaMalloc(&d_cycles, sizeof(long long) * blocks));
    std::vector<long long> cycles(blocks);
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    ex2_chains<<<blocks, kBlock>>>(sink, d_cycles); // warm-up
    CK(cudaGetLastError());
    float best_ms = 1e30f;
    long long most_cycles = 0;
    for (int r = 0; r < reps; ++r) {
        CK(cudaEventRecord(a));
        ex2_chains<<<blocks, kBlock>>>(sink, d_cycles);
        CK(cudaEventRecord(b));
        CK(cudaEventSynchronize(b));
        float ms = 0.0f;
        CK(cudaEventElapsedTime(&ms, a, b));
        best_ms = std::min(best_ms, ms);
        CK(cudaMemcpy(
            cycles.data(), d_cycles, sizeof(long long) * blocks, cudaMemcpyDeviceToHost));
        for (long long c : cycles)
            most_cycles = std::max(most_cycles, c);
    }
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
    CK(cudaFree(sink));
    CK(cudaFree(d_cycles));
    const double ops = (double)blocks * kBlock * kIter * kChains;
    sfu_ceiling s;
    s.ex2_per_s = ops / (best_ms * 1e-3);
    s.ex2_per_clock_sm = ops / p.multiProcessorCount / (double)most_cycles;
    return s;
}

} // namespace cuqam_apps
