// Ceilings of the arithmetic that exact demapping needs, measured on the GPU
// it runs on: the special-function unit's ex2 and lg2 (one MUFU instruction
// each, as lib/math/math_platform.h uses them), an exp2 by polynomial on the
// FMA pipe (the alternative to MUFU.EX2, as the CPU kernels compute it), and
// FFMA as the issue reference. Each thread runs 8 independent chains so that
// throughput, not latency, is measured; every SM holds 2048 threads.
// Build: nvcc -O3 -arch=sm_90 -o sfu_probe sfu_probe.cu
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CK(x)                                                                   \
    do {                                                                        \
        cudaError_t e_ = (x);                                                   \
        if (e_ != cudaSuccess) {                                                \
            std::fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_));       \
            std::exit(1);                                                       \
        }                                                                       \
    } while (0)

constexpr int kChains = 8, kIter = 4096, kThreads = 256;

__device__ __forceinline__ float ex2(float x)
{
    float r;
    asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}
__device__ __forceinline__ float lg2(float x)
{
    float r;
    asm volatile("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x));
    return r;
}
// 2^x for x <= 0 on the FMA pipe: round, degree-6 polynomial of the
// fraction, the integer part into the exponent field (cuqam_vexp2_term's steps)
__device__ __forceinline__ float exp2_poly(float x)
{
    x = fmaxf(x, -127.0f);
    const float n = rintf(x), f = x - n;
    float y = 1.5403530393381606e-4f;
    y = fmaf(y, f, 1.3333558146428443e-3f);
    y = fmaf(y, f, 9.6181291076284772e-3f);
    y = fmaf(y, f, 5.5504108664821580e-2f);
    y = fmaf(y, f, 2.4022650695910071e-1f);
    y = fmaf(y, f, 6.9314718055994531e-1f);
    y = fmaf(y, f, 1.0f);
    return __int_as_float(__float_as_int(y) + ((int)n << 23));
}

template <int OP>
__global__ void __launch_bounds__(kThreads) probe(float* out, long long* cycles, float seed)
{
    float x[kChains];
#pragma unroll
    for (int c = 0; c < kChains; ++c)
        x[c] = seed + 0.01f * c + 1e-6f * threadIdx.x;
    const long long t0 = clock64();
    for (int i = 0; i < kIter; ++i) {
#pragma unroll
        for (int c = 0; c < kChains; ++c) {
            if (OP == 0)
                x[c] = ex2(-x[c]); // [0.5, 1] stays there
            else if (OP == 1)
                x[c] = 1.0f + lg2(x[c]); // [1, 2) stays there
            else if (OP == 2)
                x[c] = exp2_poly(-x[c]);
            else
                x[c] = fmaf(x[c], 0.999f, 0.001f);
        }
    }
    const long long t1 = clock64();
    float s = 0.0f;
#pragma unroll
    for (int c = 0; c < kChains; ++c)
        s += x[c];
    out[blockIdx.x * kThreads + threadIdx.x] = s;
    if (threadIdx.x == 0)
        cycles[blockIdx.x] = t1 - t0;
}

template <int OP>
static void run(const char* name, int sms, float* d_out, long long* d_cyc, long long* h_cyc, int blocks)
{
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    probe<OP><<<blocks, kThreads>>>(d_out, d_cyc, 0.7f); // warm-up
    CK(cudaGetLastError());
    float best = 1e30f, worst = 0.0f;
    long long cyc_max = 0;
    for (int r = 0; r < 5; ++r) {
        CK(cudaEventRecord(a));
        probe<OP><<<blocks, kThreads>>>(d_out, d_cyc, 0.7f);
        CK(cudaEventRecord(b));
        CK(cudaEventSynchronize(b));
        float ms;
        CK(cudaEventElapsedTime(&ms, a, b));
        best = ms < best ? ms : best;
        worst = ms > worst ? ms : worst;
        CK(cudaMemcpy(h_cyc, d_cyc, blocks * sizeof(long long), cudaMemcpyDeviceToHost));
        for (int i = 0; i < blocks; ++i)
            cyc_max = h_cyc[i] > cyc_max ? h_cyc[i] : cyc_max;
    }
    const double ops = (double)blocks * kThreads * kIter * kChains;
    // every block of an SM runs at once (2048 threads), so a block's cycles
    // are the SM's: ops a clock an SM = an SM's ops / the longest block's cycles
    const double per_clk_sm = ops / sms / (double)cyc_max;
    std::printf("%-10s %8.3f T ops/s (5 runs: %.3f-%.3f)   %6.2f ops a clock an SM   %.1f ms\n",
                name,
                ops / (best * 1e-3) / 1e12,
                ops / (worst * 1e-3) / 1e12,
                ops / (best * 1e-3) / 1e12,
                per_clk_sm,
                best);
    CK(cudaEventDestroy(a));
    CK(cudaEventDestroy(b));
}

int main()
{
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, 0));
    const int sms = p.multiProcessorCount, blocks = sms * (2048 / kThreads);
    int clk_khz = 0;
    CK(cudaDeviceGetAttribute(&clk_khz, cudaDevAttrClockRate, 0));
    std::printf("%s, %d SMs, sm_%d%d, rated clock %.3f GHz; %d blocks of %d threads\n",
                p.name, sms, p.major, p.minor, clk_khz / 1e6, blocks, kThreads);
    float* d_out;
    long long *d_cyc, *h_cyc = (long long*)std::malloc(blocks * sizeof(long long));
    CK(cudaMalloc(&d_out, (size_t)blocks * kThreads * sizeof(float)));
    CK(cudaMalloc(&d_cyc, blocks * sizeof(long long)));
    run<3>("ffma", sms, d_out, d_cyc, h_cyc, blocks);
    run<0>("ex2 (MUFU)", sms, d_out, d_cyc, h_cyc, blocks);
    run<1>("lg2 (MUFU)", sms, d_out, d_cyc, h_cyc, blocks);
    run<2>("exp2 poly", sms, d_out, d_cyc, h_cyc, blocks);
    CK(cudaFree(d_out));
    CK(cudaFree(d_cyc));
    std::free(h_cyc);
    return 0;
}
