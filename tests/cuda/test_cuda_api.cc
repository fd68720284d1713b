/*
 * The CUDA backend's API contract: the caller's current device is left as it
 * was (needs two GPUs; says NOT CHECKED otherwise), and the asynchronous
 * calls run on the caller's stream, ordered after its own work, equal to the
 * CPU. The GPU's saturation counts equal a count of the outputs on pageable,
 * pinned and registered (cuqam_host_register) buffers; registering is counted
 * per range. Exits 77 (ctest: skipped) with the reason when no CUDA device works.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../support/saturation_check.h"
#include "cuda_fixtures.h"

#include <cuda_runtime.h>

// The library leaves the caller's current device as it found it. Needs two
// devices: the caller works on the last one, the handle on device 0.
static void test_device_restored()
{
    int n = 0;
    if (cudaGetDeviceCount(&n) != cudaSuccess || n < 2) {
        std::printf("caller's device restored: NOT CHECKED, needs 2 GPUs (%d here)\n", n);
        return;
    }
    const int mine = n - 1;
    cudaSetDevice(mine);
    cuqam_demapper* h =
        make(CUQAM_BACKEND_CUDA, 8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8, 0.01f, 8.0f);
    std::vector<float> in(2 * 1000, 0.1f);
    std::vector<uint8_t> out(8 * 1000);
    int now = -1;
    cudaGetDevice(&now);
    CHECK(now == mine, "create moved the caller's device to %d", now);
    CHECK(h && cuqam_demap(h, in.data(), 1000, out.data()) == CUQAM_OK, "demap");
    cudaGetDevice(&now);
    CHECK(now == mine, "demap moved the caller's device to %d", now);
    size_t fr, tot;
    cuqam_cuda_mem_info(0, &fr, &tot);
    cuqam_demapper_destroy(h);
    cudaGetDevice(&now);
    CHECK(now == mine, "mem_info or destroy moved the caller's device to %d", now);
    std::printf("caller's device restored: device %d stayed current through create, "
                "demap, mem_info, destroy "
                "on device 0\n",
                mine);
}

// The asynchronous calls: enqueued on the caller's stream, ordered after the
// copy the caller issued before them on that stream (no synchronisation in
// between), equal to the CPU; host memory and CPU handles refused.
static void test_async_on_callers_stream()
{
    const size_t n = 1 << 20;
    std::vector<float> in(2 * n);
    random_symbols(8, in.data(), n);
    float* d_in = nullptr;
    uint8_t* d_out = nullptr;
    cudaStream_t st = nullptr;
    CHECK(cudaMalloc(&d_in, 2 * n * sizeof(float)) == cudaSuccess &&
              cudaMalloc(&d_out, 8 * n * 4) == cudaSuccess &&
              cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking) == cudaSuccess,
          "async: allocations");
    std::vector<uint8_t> g(8 * n * 4), c(8 * n * 4);
    for (int method = 0; method < 3; ++method)
        for (int out = 0; out < 3; ++out) {
            cuqam_demapper* h = make(CUQAM_BACKEND_CUDA, 8, method, out, 0.02f, 6.0f);
            if (!h)
                return;
            const size_t bytes = 8 * n * (out == CUQAM_OUTPUT_F32 ? 4 : 1);
            cudaMemsetAsync(d_in,
                            0xFF,
                            2 * n * sizeof(float),
                            st); // NaN, overwritten by the copy below
            cudaMemcpyAsync(
                d_in, in.data(), 2 * n * sizeof(float), cudaMemcpyHostToDevice, st);
            CHECK(cuqam_demap_async(h, d_in, n, d_out, st) == CUQAM_OK,
                  "demap_async: %s",
                  cuqam_last_error());
            cudaMemcpyAsync(g.data(), d_out, bytes, cudaMemcpyDeviceToHost, st);
            CHECK(cudaStreamSynchronize(st) == cudaSuccess, "async: stream");
            cpu_demap(8, method, out, 0.02f, 6.0f, in.data(), n, c.data());
            double worst;
            const size_t bad = compare(method, out, g.data(), c.data(), 8 * n, &worst);
            CHECK(bad == 0,
                  "demap_async %s %s: %zu values differ from the CPU",
                  cuqam_method_name((cuqam_method)method),
                  cuqam_output_name((cuqam_output)out),
                  bad);
            CHECK(cuqam_demap_async(h, in.data(), n, d_out, st) == CUQAM_ERR_BUFFERS,
                  "async: host input refused");
            cuqam_demapper_destroy(h);
        }
    cuqam_demapper* hc = make(CUQAM_BACKEND_CPU, 8, 0, CUQAM_OUTPUT_U8, 0.02f, 6.0f);
    CHECK(cuqam_demap_async(hc, d_in, n, d_out, st) == CUQAM_ERR_BACKEND_UNAVAILABLE,
          "async: a CPU handle refused");
    cuqam_demapper_destroy(hc);
    // the mapper: bits to symbols on the stream, then demapped there too
    cuqam_mapper_config mc;
    cuqam_mapper_config_init(&mc);
    mc.backend = CUQAM_BACKEND_CUDA;
    cuqam_mapper* hm = nullptr;
    CHECK(cuqam_mapper_create(&mc, &hm) == CUQAM_OK, "mapper: %s", cuqam_last_error());
    std::vector<uint8_t> bits(8 * n);
    for (auto& b : bits)
        b = (uint8_t)(rng() & 1);
    uint8_t* d_bits = nullptr;
    cudaMalloc(&d_bits, 8 * n);
    cudaMemcpyAsync(d_bits, bits.data(), 8 * n, cudaMemcpyHostToDevice, st);
    CHECK(hm && cuqam_map_async(hm, d_bits, n, d_in, st) == CUQAM_OK,
          "map_async: %s",
          cuqam_last_error());
    cuqam_demapper* h =
        make(CUQAM_BACKEND_CUDA, 8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8, 0.01f, 8.0f);
    CHECK(h && cuqam_demap_async(h, d_in, n, d_out, st) == CUQAM_OK,
          "demap_async after map_async");
    cudaMemcpyAsync(g.data(), d_out, 8 * n, cudaMemcpyDeviceToHost, st);
    cudaStreamSynchronize(st);
    size_t wrong = 0;
    for (size_t i = 0; i < 8 * n; ++i)
        wrong += (g[i] > 128) != (bits[i] != 0);
    CHECK(wrong == 0, "map_async then demap_async on one stream: %zu bits wrong", wrong);
    std::printf("async on the caller's stream: 9 demap cases equal to the CPU, map then "
                "demap: %zu of %zu bits "
                "wrong\n",
                wrong,
                8 * n);
    cuqam_demapper_destroy(h);
    cuqam_mapper_destroy(hm);
    cudaFree(d_bits);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaStreamDestroy(st);
}

// Deferred calls on registered memory: 20 calls (more than
// CUQAM_MAX_DEFERRED in flight), each with its own N0 and length, begun
// without waiting, ended by polling; a whole call in between ends them in
// order; a pageable call has ended when begin returns. Every output equal to
// the CPU's with that call's N0.
static void test_deferred_calls()
{
    const size_t most = 70001, ncalls = 20;
    const size_t bytes_in = 2 * most * ncalls * sizeof(float),
                 bytes_out = 8 * most * ncalls;
    float* in = (float*)std::malloc(bytes_in);
    uint8_t* out = (uint8_t*)std::malloc(bytes_out);
    CHECK(cuqam_host_register(in, bytes_in) == CUQAM_OK &&
              cuqam_host_register(out, bytes_out) == CUQAM_OK,
          "register: %s",
          cuqam_last_error());
    random_symbols(8, in, most * ncalls);
    for (int method = 0; method < 3; ++method) {
        cuqam_demapper* h =
            make(CUQAM_BACKEND_CUDA, 8, method, CUQAM_OUTPUT_U8, 0.02f, 6.0f);
        if (!h)
            break;
        std::vector<size_t> at(ncalls + 1, 0), len(ncalls);
        std::vector<float> n0(ncalls);
        std::vector<unsigned long long> tickets(ncalls);
        bool ok = true;
        int polls = 0;
        for (size_t i = 0; i < ncalls; ++i) {
            len[i] = 1 + rng() % most;
            at[i + 1] = at[i] + len[i];
            n0[i] = 0.005f * (float)(1 + i);
            cuqam_demapper_set_noise_var(h, n0[i]);
            if (i == 12) // a whole call: everything before it ends first
                ok = ok &&
                     cuqam_demap(h, in + 2 * at[i], len[i], out + 8 * at[i]) == CUQAM_OK;
            else
                ok = ok && cuqam_demap_begin(h,
                                             in + 2 * at[i],
                                             nullptr,
                                             len[i],
                                             out + 8 * at[i],
                                             &tickets[i]) == CUQAM_OK;
        }
        for (int ended = 0; ok && !ended; ++polls)
            ok = cuqam_demap_end(h, tickets[ncalls - 1], 0, &ended) == CUQAM_OK;
        std::vector<uint8_t> want(8 * most);
        size_t bad = 0;
        for (size_t i = 0; i < ncalls; ++i) {
            cpu_demap(8,
                      method,
                      CUQAM_OUTPUT_U8,
                      n0[i],
                      6.0f,
                      in + 2 * at[i],
                      len[i],
                      want.data());
            double worst;
            bad += compare(method,
                           CUQAM_OUTPUT_U8,
                           out + 8 * at[i],
                           want.data(),
                           8 * len[i],
                           &worst);
        }
        // pageable: run whole at begin
        std::vector<float> pin(2 * 1000);
        std::vector<uint8_t> pout(8 * 1000), pwant(8 * 1000);
        random_symbols(8, pin.data(), 1000);
        unsigned long long t = 0;
        int ended = 0;
        ok = ok &&
             cuqam_demap_begin(h, pin.data(), nullptr, 1000, pout.data(), &t) ==
                 CUQAM_OK &&
             cuqam_demap_end(h, t, 0, &ended) == CUQAM_OK && ended;
        cpu_demap(8,
                  method,
                  CUQAM_OUTPUT_U8,
                  n0[ncalls - 1],
                  6.0f,
                  pin.data(),
                  1000,
                  pwant.data());
        double worst;
        bad += compare(method, CUQAM_OUTPUT_U8, pout.data(), pwant.data(), 8000, &worst);
        CHECK(ok && bad == 0,
              "deferred %s: %zu values differ from the CPU (%s)",
              cuqam_method_name((cuqam_method)method),
              bad,
              ok ? "calls ok" : cuqam_last_error());
        std::printf(
            "deferred calls, %s: %zu calls of up to %zu symbols, each its own N0, "
            "ended after %d polls: equal to the CPU\n",
            cuqam_method_name((cuqam_method)method),
            ncalls,
            most,
            polls);
        cuqam_demapper_destroy(h);
    }
    cuqam_host_unregister(in);
    cuqam_host_unregister(out);
    std::free(in);
    std::free(out);
}

static void* pinned_alloc(size_t bytes)
{
    void* p = nullptr;
    return cudaHostAlloc(&p, bytes, cudaHostAllocDefault) == cudaSuccess ? p : nullptr;
}
static void pinned_free(void* p) { cudaFreeHost(p); }

// Registered through the library, twice (counted): still locked after one
// unregister, unlocked after the second.
static void* registered_alloc(size_t bytes)
{
    void* p = std::malloc(bytes);
    CHECK(cuqam_host_register(p, bytes) == CUQAM_OK &&
              cuqam_host_register(p, bytes) == CUQAM_OK,
          "cuqam_host_register twice: %s",
          cuqam_last_error());
    CHECK(cuqam_host_register(p, bytes / 2) == CUQAM_ERR_CONFIG,
          "the same pointer with another size refused");
    return p;
}
static bool locked(const void* p)
{
    cudaPointerAttributes a;
    const bool yes =
        cudaPointerGetAttributes(&a, p) == cudaSuccess && a.type == cudaMemoryTypeHost;
    cudaGetLastError();
    return yes;
}
static void registered_free(void* p)
{
    CHECK(cuqam_host_unregister(p) == CUQAM_OK && locked(p), "first unregister keeps it");
    CHECK(cuqam_host_unregister(p) == CUQAM_OK && !locked(p), "second unlocks it");
    CHECK(cuqam_host_unregister(p) == CUQAM_ERR_CONFIG, "a third is refused");
    std::free(p);
}

int main()
{
    const int skip = cuda_test_start("test_cuda_api");
    if (skip)
        return skip;
    test_device_restored();
    test_async_on_callers_stream();
    test_deferred_calls();
    check_saturation_counts(CUQAM_BACKEND_CUDA, std::malloc, std::free, "pageable");
    check_saturation_counts(CUQAM_BACKEND_CUDA, pinned_alloc, pinned_free, "pinned");
    check_saturation_counts(
        CUQAM_BACKEND_CUDA, registered_alloc, registered_free, "registered");
    return test_summary();
}
