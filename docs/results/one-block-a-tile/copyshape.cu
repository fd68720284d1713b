// Copy-shaped kernels on device memory, against cudaMemcpy D2D, to find which
// launch shape reaches the copy's rate: 16 B in and 16 B out per pair.
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <vector>
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e)); return 1; } } while (0)

template <int R, bool HINT, bool PREFETCH>
__global__ void __launch_bounds__(256) persist(const float4* __restrict__ in, float4* __restrict__ out, size_t n)
{
    const size_t per = (size_t)blockDim.x * R, step = (size_t)gridDim.x * per;
    float4 v[R];
    auto load = [&](size_t t0) {
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const size_t at = t0 + threadIdx.x + (size_t)r * blockDim.x;
            v[r] = at < n ? (HINT ? __ldcs(in + at) : in[at]) : make_float4(0, 0, 0, 0);
        }
    };
    size_t t0 = (size_t)blockIdx.x * per;
    if (PREFETCH && t0 < n) load(t0);
    for (; t0 < n; t0 += step) {
        if (!PREFETCH) load(t0);
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const size_t at = t0 + threadIdx.x + (size_t)r * blockDim.x;
            if (at < n) {
                float4 x = v[r];
                x.x += 1.0f;
                if (HINT) __stcs(out + at, x); else out[at] = x;
            }
        }
        if (PREFETCH && t0 + step < n) load(t0 + step);
    }
}

int main()
{
    const size_t n = (size_t)256 << 20; // pairs: 4 GiB in, 4 GiB out
    float4 *in, *out;
    CK(cudaMalloc(&in, n * 16));
    CK(cudaMalloc(&out, n * 16));
    CK(cudaMemset(in, 0, n * 16));
    int sms; CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    cudaDeviceProp prop; CK(cudaGetDeviceProperties(&prop, 0));
    printf("device: %s\n", prop.name);
    cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
    auto timeit = [&](auto f) {
        f(); cudaDeviceSynchronize();
        std::vector<float> t;
        for (int i = 0; i < 9; ++i) { cudaEventRecord(a); f(); cudaEventRecord(b); cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b); t.push_back(ms); }
        std::sort(t.begin(), t.end()); return t[4] * 1e-3;
    };
    const double bytes = 2.0 * n * 16;
    const double tc = timeit([&] { cudaMemcpyAsync(out, in, n * 16, cudaMemcpyDeviceToDevice); });
    const double copy = bytes / tc / 1e9;
    printf("%-44s %7.0f GB/s %6.1f %%\n", "cudaMemcpy D2D", copy, 100.0);
    auto run = [&](const char* name, auto kern, int blocks_per_sm_or_0, int R) {
        int occ = 0; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, kern, 256, 0);
        const size_t need = (n + 256 * R - 1) / (256 * R);
        int bps = blocks_per_sm_or_0 > 0 ? std::min(blocks_per_sm_or_0, occ) : blocks_per_sm_or_0 < 0 ? occ * -blocks_per_sm_or_0 : 0;
        const size_t grid = bps ? std::min(need, (size_t)bps * sms) : need;
        const double t = timeit([&] { kern<<<grid, 256>>>(in, out, n); });
        printf("%-36s occ %d grid %8zu %7.0f GB/s %6.1f %%\n", name, occ, grid, bytes / t / 1e9, 100 * bytes / t / 1e9 / copy);
    };
    run("persistent R4 hint prefetch 5/SM", persist<4, true, true>, 5, 4);
    run("persistent R4 hint prefetch occ", persist<4, true, true>, 64, 4);
    run("persistent R4 hint noprefetch 5/SM", persist<4, true, false>, 5, 4);
    run("persistent R4 plain prefetch 5/SM", persist<4, false, true>, 5, 4);
    run("persistent R8 hint prefetch 5/SM", persist<8, true, true>, 5, 8);
    run("persistent R2 hint prefetch 8/SM", persist<2, true, true>, 8, 2);
    run("one-shot R4 hint", persist<4, true, true>, 0, 4);
    run("one-shot R1 hint", persist<1, true, true>, 0, 1);
    run("one-shot R4 plain", persist<4, false, true>, 0, 4);
    run("one-shot R8 plain", persist<8, false, true>, 0, 8);
    run("persistent R4 plain prefetch occ", persist<4, false, true>, 64, 4);
    run("R4 hint prefetch 4 waves", persist<4, true, true>, -4, 4);
    run("R4 hint prefetch 16 waves", persist<4, true, true>, -16, 4);
    run("R4 hint prefetch 64 waves", persist<4, true, true>, -64, 4);
    run("R2 hint prefetch 16 waves", persist<2, true, true>, -16, 2);
    run("one-shot R2 hint", persist<2, true, true>, 0, 2);
    const double tc2 = timeit([&] { cudaMemcpyAsync(out, in, n * 16, cudaMemcpyDeviceToDevice); });
    printf("%-44s %7.0f GB/s (again)\n", "cudaMemcpy D2D", bytes / tc2 / 1e9);
    return 0;
}
