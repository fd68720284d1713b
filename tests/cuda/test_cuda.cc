/*
 * GPU tests: the CUDA backend against the CPU generic kernel on fresh random
 * data (with NaN/Inf), every order, method and output, and each loop of
 * exact's integers by name; integer outputs of approx and maxlog
 * bit-identical, exact within 1 LSB; floats within 1e-5 relative. Awkward
 * lengths, unaligned host pointers, pageable, pinned and device buffers,
 * 1..4 streams; the mapper likewise.
 * Exits 77 (ctest: skipped) with the reason when no CUDA device works.
 * CUQAM_GPU_TEST_SYMBOLS sets the symbols per case (default 10^7).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuda_fixtures.h"
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


// One call on a fresh CUDA demapper (main has seen the device work, so a
// demapper that cannot be made is a failure); false then.
static bool gpu_demap(int k,
                      int method,
                      int out,
                      float n0,
                      float scale,
                      const float* in,
                      size_t n,
                      void* dst,
                      const char* what)
{
    cuqam_demapper* h = make(CUQAM_BACKEND_CUDA, k, method, out, n0, scale);
    CHECK(h != nullptr, "%s: no CUDA demapper: %s", what, cuqam_last_error());
    if (!h)
        return false;
    CHECK(cuqam_demap(h, in, n, dst) == CUQAM_OK,
          "%s: cuda demap: %s",
          what,
          cuqam_last_error());
    cuqam_demapper_destroy(h);
    return true;
}

static void test_every_case(size_t n)
{
    std::vector<float> in(2 * n);
    std::vector<uint8_t> g(n * 48), c(n * 48);
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
                if (!gpu_demap(
                        k, method, out, n0, scale, in.data(), n, g.data(), "random"))
                    continue;
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

// exact's integers, each loop of the vector kernel (kernels.cuh): the
// common forms' own (CUQAM_EXACT_COMMON: near exponents by FMAs, far terms
// relative to the nearest level, no underflow fallback; QPSK to 1024QAM) and the
// general loop where one form or both do not hold (a scale below 1.86 a
// nat keeps the fallback; N0 = 1e-6 the exact factors). test_every_case's
// random scales reach the general loop only by chance.
static void test_exact_forms(size_t n)
{
    struct form {
        float n0, scale;
        const char* what;
    };
    // (ties: at N0 = FLT_MAX every term is 1 and every L 0, which the
    // common loop's one-logarithm bit 0 must keep at its largest scale,
    // CUQAM_EXACT_NEAREST_SCALE; the scale above it takes the general loop)
    const form forms[] = {
        { 0.01f, 8.0f, "common loop" },         { FLT_MAX, 32768.0f, "common: ties" },
        { FLT_MAX, 32769.0f, "general: ties" }, { 0.01f, 1.0f, "general: fallback" },
        { 1e-6f, 8.0f, "general: factors" },    { 1e-6f, 1.0f, "general: both" }
    };
    std::vector<float> in(2 * n);
    std::vector<uint8_t> g(n * 12), c(n * 12);
    // (4096QAM: never fast, so the general loop at every form)
    for (int k : { 2, 4, 6, 8, 10, 12 })
        for (int out : { CUQAM_OUTPUT_S8, CUQAM_OUTPUT_U8 })
            for (const form& f : forms) {
                random_symbols(k, in.data(), n);
                if (!gpu_demap(k,
                               CUQAM_METHOD_EXACT,
                               out,
                               f.n0,
                               f.scale,
                               in.data(),
                               n,
                               g.data(),
                               f.what))
                    continue;
                cpu_demap(
                    k, CUQAM_METHOD_EXACT, out, f.n0, f.scale, in.data(), n, c.data());
                double worst;
                const size_t bad =
                    compare(CUQAM_METHOD_EXACT, out, g.data(), c.data(), n * k, &worst);
                std::printf("  k=%-2d exact %-3s %-18s%s %zu symbols: %zu mismatches\n",
                            k,
                            cuqam_output_name((cuqam_output)out),
                            f.what,
                            k == 12 ? " (4096QAM: general loop)" : "",
                            n,
                            bad);
                CHECK(bad == 0,
                      "k=%d exact %s %s: %zu values differ",
                      k,
                      cuqam_output_name((cuqam_output)out),
                      f.what,
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
    std::vector<uint8_t> g(n * 48), c(n * 48);
    long bad_cases = 0;
    for (int k : { 2, 4, 6, 8, 10, 12 })
        for (int method = 0; method < 3; ++method)
            for (int out = 0; out < 3; ++out)
                for (float scale : { 1e-45f, 1.0f, FLT_MAX })
                    for (float n0 : { CUQAM_NOISE_VAR_MIN, FLT_MAX }) {
                        if (!gpu_demap(
                                k, method, out, n0, scale, in.data(), n, g.data(), "far"))
                            return;
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

// NaN on an axis gives exactly 0 on each of its soft bits (3GPP's order:
// bit b is on axis b % 2), whatever the other axis holds, on every order,
// method and output, in the vector kernel and the scalar tail (an odd
// count): exact's integers are rounded without the conversion that gives NaN
// 0 by itself (symbol_out.cuh), so exact must make that 0 itself. The other
// axis's bits are held to the CPU's as everywhere.
static void test_nan_axis()
{
    const float other[] = { 0.3f, -0.7f, NAN, INFINITY, 1e30f, 0.0f, -2.5f, 1e-3f };
    const size_t n = 67;
    std::vector<float> in(2 * n);
    for (size_t i = 0; i < n; ++i) {
        in[2 * i + i % 2] = NAN;
        in[2 * i + 1 - i % 2] = other[(i / 2) % 8];
    }
    std::vector<uint8_t> g(n * 48), c(n * 48);
    long nonzero = 0;
    for (int k : { 2, 4, 6, 8, 10, 12 })
        for (int method = 0; method < 3; ++method)
            for (int out = 0; out < 3; ++out) {
                if (!gpu_demap(
                        k, method, out, 0.05f, 8.0f, in.data(), n, g.data(), "nan"))
                    return;
                long here = 0;
                for (size_t s = 0; s < n; ++s)
                    for (int b = 0; b < k; ++b) {
                        if (!std::isnan(in[2 * s + b % 2]))
                            continue;
                        const size_t at = s * k + b;
                        float f;
                        std::memcpy(&f, g.data() + 4 * at, 4);
                        here += out == CUQAM_OUTPUT_F32  ? f != 0.0f
                                : out == CUQAM_OUTPUT_S8 ? g[at] != 0
                                                         : g[at] != 128;
                    }
                cpu_demap(k, method, out, 0.05f, 8.0f, in.data(), n, c.data());
                double worst;
                const size_t bad =
                    compare(method, out, g.data(), c.data(), n * k, &worst);
                nonzero += here;
                CHECK(here == 0 && bad == 0,
                      "nan k=%d %s %s: %ld soft bits of NaN axes not 0, %zu values "
                      "differ from the CPU",
                      k,
                      cuqam_method_name((cuqam_method)method),
                      cuqam_output_name((cuqam_output)out),
                      here,
                      bad);
            }
    std::printf("NaN on one axis: %ld of its soft bits not 0\n", nonzero);
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
    const int skip = cuda_test_start("test_cuda");
    if (skip)
        return skip;
    std::printf("test_cuda: %zu symbols per case\n", n);
    std::printf(
        "== CUDA against the CPU generic kernel, every order, method and output\n");
    test_every_case(n);
    test_exact_forms(std::min<size_t>(n, 1000000));
    test_far_saturation();
    test_nan_axis();
    std::printf("== lengths, alignment, memory kinds, streams\n");
    test_lengths_and_paths();
    std::printf("== mapper\n");
    test_mapper(std::min<size_t>(n, 4000000));
    return test_summary();
}
