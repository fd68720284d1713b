/*
 * GPU tests: the CUDA backend against the CPU generic kernel on fresh random
 * data (with NaN/Inf), every order, method and output; integer outputs of
 * approx and maxlog bit-identical, exact within 1 LSB; floats within 1e-5
 * relative. Awkward lengths, unaligned host pointers, pageable, pinned and
 * device buffers, 1..4 streams; the mapper likewise.
 * Exits 77 (ctest: skipped) with the reason when no CUDA device works.
 * CUQAM_GPU_TEST_SYMBOLS sets the symbols per case (default 10^7).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../support/fixtures.h"
#include <cuqam/cuqam.h>

#include <cuda_runtime.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <thread>
#include <vector>


static test_rng rng;

static cuqam_demapper* make(cuqam_backend b,
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

static void random_symbols(int k, float* iq, size_t n)
{
    test_random_symbols(k, iq, n, 1); // with NaN, +-Inf, huge, denormal and -0
}

// The CPU reference, split over all cores (exact is slow on one).
static void cpu_demap(int k,
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
static size_t compare(
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

static void test_every_case(size_t n)
{
    std::vector<float> in(2 * n);
    std::vector<uint8_t> g(n * 40), c(n * 40);
    const int orders[] = { 2, 4, 6, 8, 10 };
    for (int k : orders)
        for (int method = 0; method < 3; ++method)
            for (int out = 0; out < 3; ++out) {
                const float n0 =
                    (float)std::pow(10.0, -3.0 + 2.5 * (rng() % 1000) / 1000.0);
                const float scale = out == CUQAM_OUTPUT_F32
                                        ? 1.0f
                                        : (float)(1.0 + (rng() % 3000) / 100.0);
                random_symbols(k, in.data(), n);
                cuqam_demapper* h = make(CUQAM_BACKEND_CUDA, k, method, out, n0, scale);
                if (!h)
                    continue;
                const cuqam_status s = cuqam_demap(h, in.data(), n, g.data());
                CHECK(s == CUQAM_OK, "cuda demap: %s", cuqam_last_error());
                cuqam_demapper_destroy(h);
                cpu_demap(k, method, out, n0, scale, in.data(), n, c.data());
                double worst;
                const size_t bad =
                    compare(method, out, g.data(), c.data(), n * k, &worst);
                std::printf("  k=%-2d %-6s %-3s n0=%-9.3g %zu symbols: %zu mismatches, "
                            "largest difference %.3g\n",
                            k,
                            cuqam_method_name((cuqam_method)method),
                            cuqam_output_name((cuqam_output)out),
                            n0,
                            n,
                            bad,
                            worst);
                CHECK(bad == 0,
                      "k=%d %s %s: %zu values differ",
                      k,
                      cuqam_method_name((cuqam_method)method),
                      cuqam_output_name((cuqam_output)out),
                      bad);
            }
}

// Infinitely far inputs (+-Inf, +-FLT_MAX, beyond 2^20 a) at the smallest and
// largest scale and N0: the GPU gives the CPU's saturated values exactly
// (test_core checks that the CPU's are saturated with the right signs).
static void test_far_saturation()
{
    const float far[] = { INFINITY, -INFINITY, FLT_MAX, -FLT_MAX,
                          1e30f,    -1e30f,    2e6f,    -2e6f };
    const size_t n = 64; // far on one axis, a plain value on the other, every combination
    std::vector<float> in(2 * n);
    for (size_t i = 0; i < n; ++i) {
        in[2 * i] = far[i % 8];
        in[2 * i + 1] = (i / 8) % 2 ? far[(i / 16) % 8] : 0.1f * (float)(i % 5);
    }
    std::vector<uint8_t> g(n * 40), c(n * 40);
    long bad_cases = 0;
    for (int k : { 2, 4, 6, 8, 10 })
        for (int method = 0; method < 3; ++method)
            for (int out = 0; out < 3; ++out)
                for (float scale : { 1e-45f, 1.0f, FLT_MAX })
                    for (float n0 : { CUQAM_NOISE_VAR_MIN, FLT_MAX }) {
                        cuqam_demapper* h =
                            make(CUQAM_BACKEND_CUDA, k, method, out, n0, scale);
                        if (!h)
                            return;
                        CHECK(cuqam_demap(h, in.data(), n, g.data()) == CUQAM_OK,
                              "far: %s",
                              cuqam_last_error());
                        cuqam_demapper_destroy(h);
                        cpu_demap(k, method, out, n0, scale, in.data(), n, c.data());
                        const size_t bytes =
                            n * (size_t)k * (out == CUQAM_OUTPUT_F32 ? 4 : 1);
                        const bool same = std::memcmp(g.data(), c.data(), bytes) == 0 ||
                                          method == CUQAM_METHOD_EXACT;
                        double worst;
                        const size_t bad =
                            compare(method, out, g.data(), c.data(), n * k, &worst);
                        bad_cases += !same || bad != 0;
                        CHECK(same && bad == 0,
                              "far k=%d %s %s scale=%g n0=%g: %zu values differ",
                              k,
                              cuqam_method_name((cuqam_method)method),
                              cuqam_output_name((cuqam_output)out),
                              (double)scale,
                              (double)n0,
                              bad);
                    }
    std::printf(
        "infinitely far inputs at extreme scales and N0: %ld cases differ from the CPU\n",
        bad_cases);
}

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

enum mem_kind { PAGEABLE, PINNED, DEVICE };
static const char* mem_name[] = { "pageable", "pinned", "device" };

// Lengths around the chunk size and vector widths, unaligned pointers, every
// memory kind, 1..4 streams; the bytes around the output stay untouched.
static void test_lengths_and_paths()
{
    const size_t chunk = 4096; // small, so calls span many chunks
    const size_t lens[] = {
        1, 2, 3, 7, 9, 15, 17, chunk - 1, chunk, chunk + 1, 3 * chunk + 5, 100003
    };
    const size_t maxn = 100003, pad = 64;
    std::vector<float> ref_in(2 * maxn);
    std::vector<uint8_t> cpu_out(maxn * 40);
    for (int out = 0; out < 3; ++out) {
        const int k = out == CUQAM_OUTPUT_U8 ? 8 : (out == CUQAM_OUTPUT_S8 ? 6 : 10);
        const size_t osz = (size_t)k * (out == CUQAM_OUTPUT_F32 ? 4 : 1);
        for (int streams = 1; streams <= 4; streams += 3)
            for (int mk = 0; mk < 3; ++mk) {
                cuqam_demapper* h = make(CUQAM_BACKEND_CUDA,
                                         k,
                                         CUQAM_METHOD_MAXLOG,
                                         out,
                                         0.01f,
                                         8.0f,
                                         chunk,
                                         streams);
                if (!h)
                    return;
                uint8_t *in_buf = nullptr, *out_buf = nullptr;
                const size_t in_size = 2 * maxn * 4 + pad,
                             out_size = maxn * osz + 2 * pad;
                if (mk == PAGEABLE) {
                    in_buf = (uint8_t*)std::malloc(in_size);
                    out_buf = (uint8_t*)std::malloc(out_size);
                } else if (mk == PINNED) {
                    cudaHostAlloc(&in_buf, in_size, 0);
                    cudaHostAlloc(&out_buf, out_size, 0);
                } else {
                    cudaMalloc(&in_buf, in_size);
                    cudaMalloc(&out_buf, out_size);
                }
                size_t bad = 0, touched = 0;
                for (size_t n : lens) {
                    // device buffers: unaligned too (the scalar kernel takes those)
                    const size_t in_off = 4 * (rng() % 4),
                                 out_off = out == CUQAM_OUTPUT_F32 ? 4 * (rng() % 4)
                                                                   : rng() % 16;
                    random_symbols(k, ref_in.data(), n);
                    std::vector<uint8_t> host_out(out_size, 0xA5);
                    if (mk == DEVICE) {
                        cudaMemcpy(in_buf + in_off,
                                   ref_in.data(),
                                   n * 8,
                                   cudaMemcpyHostToDevice);
                        cudaMemcpy(
                            out_buf, host_out.data(), out_size, cudaMemcpyHostToDevice);
                    } else {
                        std::memcpy(in_buf + in_off, ref_in.data(), n * 8);
                        std::memset(out_buf, 0xA5, out_size);
                    }
                    const cuqam_status s = cuqam_demap(
                        h, (const float*)(in_buf + in_off), n, out_buf + pad + out_off);
                    CHECK(s == CUQAM_OK,
                          "%s n=%zu: %s",
                          mem_name[mk],
                          n,
                          cuqam_last_error());
                    if (mk == DEVICE)
                        cudaMemcpy(
                            host_out.data(), out_buf, out_size, cudaMemcpyDeviceToHost);
                    else
                        std::memcpy(host_out.data(), out_buf, out_size);
                    cpu_demap(k,
                              CUQAM_METHOD_MAXLOG,
                              out,
                              0.01f,
                              8.0f,
                              ref_in.data(),
                              n,
                              cpu_out.data());
                    bad += std::memcmp(host_out.data() + pad + out_off,
                                       cpu_out.data(),
                                       n * osz) != 0;
                    for (size_t i = 0; i < out_size; ++i)
                        if (i < pad + out_off || i >= pad + out_off + n * osz)
                            touched += host_out[i] != 0xA5;
                }
                CHECK(bad == 0,
                      "%s memory, %d streams, %s: %zu lengths differ from the CPU",
                      mem_name[mk],
                      streams,
                      cuqam_output_name((cuqam_output)out),
                      bad);
                CHECK(touched == 0,
                      "%s memory: %zu bytes outside the output written",
                      mem_name[mk],
                      touched);
                std::printf("  %-8s memory, %d stream(s), k=%d %s, %zu lengths 1..%zu, "
                            "unaligned: %s\n",
                            mem_name[mk],
                            streams,
                            k,
                            cuqam_output_name((cuqam_output)out),
                            sizeof lens / sizeof lens[0],
                            maxn,
                            bad || touched ? "FAILED" : "identical to CPU");
                if (mk == PAGEABLE) {
                    std::free(in_buf);
                    std::free(out_buf);
                } else if (mk == PINNED) {
                    cudaFreeHost(in_buf);
                    cudaFreeHost(out_buf);
                } else {
                    cudaFree(in_buf);
                    cudaFree(out_buf);
                }
                cuqam_demapper_destroy(h);
            }
    }
}

static void test_mapper(size_t n)
{
    for (int k = 2; k <= 10; k += 2) {
        std::vector<uint8_t> bits(n * k);
        for (auto& b : bits)
            b = (uint8_t)rng();
        std::vector<float> g(2 * n), c(2 * n);
        cuqam_mapper_config cfg;
        cuqam_mapper_config_init(&cfg);
        cfg.bits_per_symbol = k;
        cuqam_mapper *hg = nullptr, *hc = nullptr;
        cfg.backend = CUQAM_BACKEND_CUDA;
        CHECK(cuqam_mapper_create(&cfg, &hg) == CUQAM_OK,
              "mapper cuda: %s",
              cuqam_last_error());
        cfg.backend = CUQAM_BACKEND_CPU;
        cuqam_mapper_create(&cfg, &hc);
        if (!hg)
            return;
        CHECK(cuqam_map(hg, bits.data(), n, g.data()) == CUQAM_OK,
              "map: %s",
              cuqam_last_error());
        cuqam_map(hc, bits.data(), n, c.data());
        CHECK(std::memcmp(g.data(), c.data(), 8 * n) == 0,
              "mapper k=%d differs from CPU",
              k);
        std::printf("  mapper k=%d, %zu symbols: %s\n",
                    k,
                    n,
                    std::memcmp(g.data(), c.data(), 8 * n) == 0 ? "identical to CPU"
                                                                : "DIFFERS");
        cuqam_mapper_destroy(hg);
        cuqam_mapper_destroy(hc);
    }
}

int main()
{
    const char* env = std::getenv("CUQAM_GPU_TEST_SYMBOLS");
    const size_t n = env ? std::strtoull(env, nullptr, 0) : 10000000;
    rng_seed_from_env("test_cuda");
    std::printf("test_cuda: %zu symbols per case\n", n);
    char why[256];
    cuqam_demapper* probe = make(CUQAM_BACKEND_AUTO, 8, 0, 2, 0.01f, 8.0f);
    const bool gpu = probe && cuqam_demapper_backend(probe) == CUQAM_BACKEND_CUDA;
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
    std::printf(
        "== CUDA against the CPU generic kernel, every order, method and output\n");
    test_every_case(n);
    test_far_saturation();
    test_device_restored();
    test_async_on_callers_stream();
    std::printf("== lengths, alignment, memory kinds, streams\n");
    test_lengths_and_paths();
    std::printf("== mapper\n");
    test_mapper(std::min<size_t>(n, 4000000));
    return test_summary();
}
