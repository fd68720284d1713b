/*
 * Ways to move a call's symbols between pageable host memory and the GPU,
 * measured against the pinned copies (issue 15, "the pageable fallback").
 * Each way moves 8 bytes in and 8 bytes out per symbol, as 256QAM u8 does;
 * the figure is symbols/s (n / time of the whole call, median of 7).
 *   pinned        cudaMemcpyAsync H2D and D2H at once from cudaHostAlloc memory
 *   driver        the same from malloc'd memory (the driver stages it)
 *   register      cudaHostRegister the caller's buffers, copy, unregister
 *   hmm-*         a kernel reads and writes the malloc'd buffers directly,
 *                 where the device can (cudaDevAttrPageableMemoryAccess)
 *   host memcpy   the staging path's host part alone, no GPU: k threads copy
 *                 the input pageable -> pinned and the output pinned ->
 *                 pageable, the ceiling of any staging scheme on this host
 * Build: nvcc -O2 -arch=sm_90 -o pageable_paths pageable_paths.cu
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <thread>
#include <vector>

#define CK(x)                                                                      \
    do {                                                                           \
        cudaError_t e_ = (x);                                                      \
        if (e_ != cudaSuccess) {                                                   \
            std::printf("%s: %s\n", #x, cudaGetErrorString(e_));                   \
            return 1;                                                              \
        }                                                                          \
    } while (0)

static double seconds(const std::function<void()>& f)
{
    auto t0 = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

static double median(const std::function<void()>& f, int reps)
{
    std::vector<double> t;
    for (int i = 0; i < reps; ++i)
        t.push_back(seconds(f));
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

// 16 bytes in, 16 bytes out a thread a step: a stand-in for a demapping kernel.
__global__ void touch(const uint4* in, uint4* out, size_t n16)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n16;
         i += (size_t)gridDim.x * blockDim.x) {
        uint4 v = in[i];
        v.x ^= 1u;
        out[i] = v;
    }
}

int main()
{
    const size_t n = (size_t)16 << 20; // symbols
    const size_t bytes = 8 * n;        // each way
    int dev = 0, pma = 0, pma_pt = 0, reg = 0, sms = 0;
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, dev));
    CK(cudaDeviceGetAttribute(&pma, cudaDevAttrPageableMemoryAccess, dev));
    CK(cudaDeviceGetAttribute(
        &pma_pt, cudaDevAttrPageableMemoryAccessUsesHostPageTables, dev));
    CK(cudaDeviceGetAttribute(&reg, cudaDevAttrHostRegisterSupported, dev));
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    std::printf("device: %s; pageableMemoryAccess %d, usesHostPageTables %d, "
                "hostRegisterSupported %d\n",
                prop.name,
                pma,
                pma_pt,
                reg);
    std::printf("%zu Mi symbols a call, %zu MiB each way\n", n >> 20, bytes >> 20);

    cudaStream_t s[2];
    CK(cudaStreamCreate(&s[0]));
    CK(cudaStreamCreate(&s[1]));
    void *d_in, *d_out, *p_in, *p_out;
    CK(cudaMalloc(&d_in, bytes));
    CK(cudaMalloc(&d_out, bytes));
    CK(cudaHostAlloc(&p_in, bytes, cudaHostAllocDefault));
    CK(cudaHostAlloc(&p_out, bytes, cudaHostAllocDefault));
    char* g_in = (char*)std::malloc(bytes);
    char* g_out = (char*)std::malloc(bytes);
    std::memset(g_in, 1, bytes);
    std::memset(g_out, 0, bytes);
    std::memset(p_in, 1, bytes);

    auto copies = [&](void* in, void* out) {
        cudaMemcpyAsync(d_in, in, bytes, cudaMemcpyHostToDevice, s[0]);
        cudaMemcpyAsync(out, d_out, bytes, cudaMemcpyDeviceToHost, s[1]);
        cudaStreamSynchronize(s[0]);
        cudaStreamSynchronize(s[1]);
    };
    const int reps = 7;
    const double t_pinned = median([&] { copies(p_in, p_out); }, reps);
    const double ref = n / t_pinned;
    auto report = [&](const char* name, double t) {
        std::printf("%-34s %7.2f Gsym/s  %6.1f %% of pinned\n",
                    name,
                    n / t / 1e9,
                    100 * (n / t) / ref);
    };
    report("pinned (both ways at once)", t_pinned);
    report("driver-staged pageable", median([&] { copies(g_in, g_out); }, reps));
    // The driver stages in chunks; several streams may overlap its staging.
    report("driver-staged, 8 chunks, 2 streams", median([&] {
               const size_t c = bytes / 8;
               for (int k = 0; k < 8; ++k) {
                   cudaMemcpyAsync((char*)d_in + k * c,
                                   g_in + k * c,
                                   c,
                                   cudaMemcpyHostToDevice,
                                   s[k & 1]);
                   cudaMemcpyAsync(g_out + k * c,
                                   (char*)d_out + k * c,
                                   c,
                                   cudaMemcpyDeviceToHost,
                                   s[(k + 1) & 1]);
               }
               cudaStreamSynchronize(s[0]);
               cudaStreamSynchronize(s[1]);
           },
           reps));
    double t_reg = 0, t_unreg = 0;
    report("register, copy, unregister", median([&] {
               t_reg += seconds([&] {
                   cudaHostRegister(g_in, bytes, cudaHostRegisterDefault);
                   cudaHostRegister(g_out, bytes, cudaHostRegisterDefault);
               });
               copies(g_in, g_out);
               t_unreg += seconds([&] {
                   cudaHostUnregister(g_in);
                   cudaHostUnregister(g_out);
               });
           },
           reps));
    std::printf("  registering both buffers: %.2f ms, unregistering %.2f ms (mean)\n",
                1e3 * t_reg / reps,
                1e3 * t_unreg / reps);
    CK(cudaGetLastError());

    // The staging copies alone: each thread takes a 1/k share of both copies.
    for (int k : { 1, 2, 4, 8, 12, 16 }) {
        auto staging = [&] {
            std::vector<std::thread> t;
            const size_t part = bytes / k;
            for (int i = 0; i < k; ++i)
                t.emplace_back([&, i] {
                    std::memcpy((char*)p_in + i * part, g_in + i * part, part);
                    std::memcpy(g_out + i * part, (char*)p_out + i * part, part);
                });
            for (auto& th : t)
                th.join();
        };
        char name[64];
        std::snprintf(name, sizeof name, "host memcpy only, %2d threads", k);
        report(name, median(staging, reps));
    }
    const int blocks = 4 * sms;
    auto direct = [&](const void* in, void* out) {
        touch<<<blocks, 256, 0, s[0]>>>((const uint4*)in, (uint4*)out, bytes / 16);
        cudaStreamSynchronize(s[0]);
    };
    report("zero-copy kernel on pinned", median([&] { direct(p_in, p_out); }, reps));
    if (!pma) {
        std::printf("hmm: the device cannot access pageable memory: not measured\n");
        return 0;
    }
    // First touch: the GPU's page tables are filled (and pages may migrate).
    report("hmm kernel, first call", seconds([&] { direct(g_in, g_out); }));
    CK(cudaGetLastError());
    report("hmm kernel, later calls", median([&] { direct(g_in, g_out); }, reps));
    // What a caller's next call looks like: the CPU rewrites its buffers.
    report("hmm kernel, CPU rewrote the buffers", median([&] {
               std::memset(g_in, 2, bytes);
               std::memset(g_out, 0, bytes);
               direct(g_in, g_out);
           },
           reps) - median([&] {
               std::memset(g_in, 2, bytes);
               std::memset(g_out, 0, bytes);
           },
           reps));
    // Keep the pages in host memory and map them for the GPU.
    char* a_in = (char*)std::malloc(bytes);
    char* a_out = (char*)std::malloc(bytes);
    std::memset(a_in, 1, bytes);
    std::memset(a_out, 0, bytes);
    cudaMemLocation cpu = { cudaMemLocationTypeHost, 0 };
    cudaMemLocation gpu = { cudaMemLocationTypeDevice, dev };
    for (char* p : { a_in, a_out }) {
        CK(cudaMemAdvise(p, bytes, cudaMemAdviseSetPreferredLocation, cpu));
        CK(cudaMemAdvise(p, bytes, cudaMemAdviseSetAccessedBy, gpu));
    }
    report("hmm+advise kernel, first call", seconds([&] { direct(a_in, a_out); }));
    CK(cudaGetLastError());
    report("hmm+advise kernel, later calls", median([&] { direct(a_in, a_out); }, reps));
    report("hmm+advise, CPU rewrote the buffers", median([&] {
               std::memset(a_in, 2, bytes);
               std::memset(a_out, 0, bytes);
               direct(a_in, a_out);
           },
           reps) - median([&] {
               std::memset(a_in, 2, bytes);
               std::memset(a_out, 0, bytes);
           },
           reps));
    report("hmm+advise, driver copies", median([&] { copies(a_in, a_out); }, reps));
    CK(cudaGetLastError());
    // Check that the direct kernel's bytes arrived.
    direct(a_in, a_out);
    bool ok = true;
    for (size_t i = 0; i < bytes; i += 4096)
        ok &= a_out[i] == (char)(a_in[i] ^ ((i & 15) == 0 ? 1 : 0));
    std::printf("direct kernel output %s\n", ok ? "correct" : "WRONG");
    return 0;
}
