/*
 * test_faults' cases on the library (mode "recover"): a demapper or mapper
 * with a fault planned through $CUQAM_FAULT_INJECT, every output against a
 * CPU-only run. Included once, by test_faults.cc (one program, one harness:
 * tests/support/check.h counts in its translation unit).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_FAULTS_CALLS_H
#define CUQAM_TEST_FAULTS_CALLS_H

#include "cuda_fixtures.h"

#include <cuqam/cuqam.h>

#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

struct demap_case {
    int k = 8;
    cuqam_method method = CUQAM_METHOD_MAXLOG;
    cuqam_output out = CUQAM_OUTPUT_U8;
    size_t chunk = 4096;
    int streams = 2;
    int recover = 1;
};

static size_t out_bytes(const demap_case& c)
{
    return (size_t)c.k * (c.out == CUQAM_OUTPUT_F32 ? 4 : 1);
}

static cuqam_demapper* make(const demap_case& c, cuqam_backend be, const char* fault_spec)
{
    cuqam_demapper_config cfg =
        test_config(c.k, c.method, c.out, 0.02f, CUQAM_DEFAULT_SCALE, be);
    cfg.chunk_symbols = c.chunk;
    cfg.streams = c.streams;
    cfg.gpu_fault_recovery = c.recover;
    if (fault_spec)
        setenv("CUQAM_FAULT_INJECT", fault_spec, 1);
    cuqam_demapper* h = test_create(&cfg);
    unsetenv("CUQAM_FAULT_INJECT");
    return h;
}

// Values off between two outputs, under the rules GPU and CPU are held to
// (compare() in cuda_fixtures.h): none for maxlog and approx, within the
// documented tolerance for exact.
static size_t differences(const demap_case& c, const void* a, const void* b, size_t nsym)
{
    double worst;
    return compare(c.method, c.out, a, b, nsym * c.k, &worst);
}

// Host buffers, pageable or pinned.
struct host_buf {
    void* p = nullptr;
    bool pinned;
    host_buf(size_t bytes, bool pin) : pinned(pin)
    {
        if (pin) {
            if (cudaMallocHost(&p, bytes) != cudaSuccess)
                p = nullptr;
        } else {
            p = std::malloc(bytes);
        }
        if (!p) {
            std::fprintf(stderr, "cannot allocate %zu bytes\n", bytes);
            std::exit(1);
        }
    }
    ~host_buf() { pinned ? (void)cudaFreeHost(p) : std::free(p); }
};

// One demapper with a fault planned, called `calls` times on fresh data; each
// call's output against a CPU-only run. Returns the handle's final report.
static cuqam_fault_report run_faulty(const demap_case& c,
                                     const char* spec,
                                     bool pinned,
                                     size_t nsym,
                                     int calls,
                                     const char* expect_in_error)
{
    cuqam_fault_report r{};
    cuqam_demapper* g = make(c, CUQAM_BACKEND_CUDA, spec);
    cuqam_demapper* ref = make(c, CUQAM_BACKEND_CPU, nullptr);
    if (!g || !ref)
        return r;
    host_buf in(nsym * 8 + 64, pinned), out(nsym * out_bytes(c) + 64, pinned);
    std::vector<unsigned char> want(nsym * out_bytes(c));
    for (int call = 0; call < calls; ++call) {
        random_symbols(c.k, (float*)in.p, nsym);
        std::memset(out.p, 0xA5, nsym * out_bytes(c));
        const cuqam_status s = cuqam_demap(g, (const float*)in.p, nsym, out.p);
        CHECK(s == CUQAM_OK, "%s call %d: %s", spec, call, cuqam_last_error());
        cuqam_demap(ref, (const float*)in.p, nsym, want.data());
        const size_t bad = differences(c, out.p, want.data(), nsym);
        CHECK(bad == 0,
              "%s %s k=%d %s/%s call %d: %zu values differ from the CPU-only run",
              spec,
              pinned ? "pinned" : "pageable",
              c.k,
              cuqam_method_name(c.method),
              cuqam_output_name(c.out),
              call,
              bad);
    }
    cuqam_demapper_faults(g, &r);
    if (expect_in_error)
        CHECK(std::strstr(r.first_error, expect_in_error) != nullptr,
              "%s: first error '%s' should name '%s'",
              spec,
              r.first_error,
              expect_in_error);
    cuqam_demapper_destroy(g);
    cuqam_demapper_destroy(ref);
    return r;
}

// ---- recover ---------------------------------------------------------------------

static void recover_single_faults()
{
    // 10 chunks of 4096 and one of 77 (a vector and a scalar kernel launch):
    // 12 kernel launches, 11 copies each way; with staging (pageable
    // buffers) 11 records, 9 event waits in the loop and 2 stream waits at
    // the end (2 streams); pinned buffers record no event a chunk and are
    // only waited for at the end.
    const size_t nsym = 10 * 4096 + 77;
    struct fault {
        const char* spec;
        const char* names; // in the first error's text
    };
    const std::vector<fault> common = {
        { "h2d:1", "host to device, chunk 0" }, { "h2d:6", "host to device, chunk 5" },
        { "kernel:1", "cudaLaunchKernel" },     { "kernel:12", "cudaLaunchKernel" },
        { "d2h:3", "device to host, chunk 2" }, { "d2h:11", "device to host, chunk 10" },
    };
    const std::vector<fault> staged = {
        { "record:4", "cudaEventRecord, chunk 3" },
        { "wait:1", "cudaEventSynchronize, chunk 0" },
        { "wait:7", "cudaEventSynchronize, chunk 6" },
        { "wait:10", "waiting for the stream, chunk 10" },
        { "wait:11", "waiting for the stream, chunk 9" },
    };
    const std::vector<fault> direct = {
        { "wait:1", "waiting for the stream, chunk 0" },
        { "wait:2", "waiting for the stream, chunk 1" },
    };
    for (bool pinned : { false, true }) {
        std::vector<fault> faults = common;
        faults.insert(faults.end(),
                      (pinned ? direct : staged).begin(),
                      (pinned ? direct : staged).end());
        for (const auto& f : faults) {
            demap_case c;
            const cuqam_fault_report r = run_faulty(c, f.spec, pinned, nsym, 3, f.names);
            CHECK(r.faults == 1 && !r.gpu_lost,
                  "%s: %llu faults, lost %d (want 1 fault, GPU kept)",
                  f.spec,
                  r.faults,
                  r.gpu_lost);
            CHECK(r.cpu_symbols > 0 && r.cpu_symbols <= nsym,
                  "%s: %llu symbols on the CPU",
                  f.spec,
                  r.cpu_symbols);
            std::printf("  %-9s %-8s -> 1 fault, %6llu of %zu symbols recomputed on the "
                        "CPU, then GPU again: %s\n",
                        f.spec,
                        pinned ? "pinned" : "pageable",
                        r.cpu_symbols,
                        nsym,
                        r.first_error);
        }
    }
}

// Deferred calls (cuqam_demap_begin/end) on pinned buffers: five calls begun
// at once, a fault in one of them, all ended; every output must equal the
// CPU's, the fault be counted once, and the GPU used again.
static void recover_deferred()
{
    const size_t nsym = 3 * 4096 + 77, ncalls = 5;
    const char* specs[] = {
        "h2d:2", "kernel:5", "d2h:7", "record:3", "wait:1", "wait:4"
    };
    for (const char* spec : specs) {
        demap_case c;
        cuqam_demapper* g = make(c, CUQAM_BACKEND_CUDA, spec);
        cuqam_demapper* ref = make(c, CUQAM_BACKEND_CPU, nullptr);
        host_buf in(ncalls * nsym * 8, true), out(ncalls * nsym * out_bytes(c), true);
        std::vector<unsigned char> want(ncalls * nsym * out_bytes(c));
        random_symbols(c.k, (float*)in.p, ncalls * nsym);
        std::memset(out.p, 0xA5, ncalls * nsym * out_bytes(c));
        unsigned long long ticket = 0;
        bool ok = g && ref;
        for (size_t i = 0; ok && i < ncalls; ++i)
            ok = cuqam_demap_begin(g,
                                   (const float*)in.p + 2 * i * nsym,
                                   nullptr,
                                   nsym,
                                   (unsigned char*)out.p + i * nsym * out_bytes(c),
                                   &ticket) == CUQAM_OK;
        int ended = 0;
        ok = ok && cuqam_demap_end(g, ticket, 1, &ended) == CUQAM_OK && ended;
        ok = ok &&
             cuqam_demap(ref, (const float*)in.p, ncalls * nsym, want.data()) == CUQAM_OK;
        cuqam_fault_report r{};
        if (g)
            cuqam_demapper_faults(g, &r);
        const size_t bad = ok ? differences(c, out.p, want.data(), ncalls * nsym) : 1;
        CHECK(ok && bad == 0 && r.faults == 1 && !r.gpu_lost,
              "deferred %s: %zu values differ from the CPU-only run, %llu faults",
              spec,
              bad,
              r.faults);
        std::printf("  deferred %-9s -> 1 fault, %6llu of %zu symbols recomputed on the "
                    "CPU: %s\n",
                    spec,
                    r.cpu_symbols,
                    ncalls * nsym,
                    r.first_error);
        cuqam_demapper_destroy(g);
        cuqam_demapper_destroy(ref);
    }
}

static void recover_every_format()
{
    // Orders, methods and outputs, 3 streams, chunk sizes that leave tails.
    const size_t nsym = 7 * 3000 + 5;
    int i = 0;
    for (int k : { 2, 6, 8, 10 })
        for (cuqam_method m :
             { CUQAM_METHOD_MAXLOG, CUQAM_METHOD_APPROX, CUQAM_METHOD_EXACT })
            for (cuqam_output o :
                 { CUQAM_OUTPUT_F32, CUQAM_OUTPUT_S8, CUQAM_OUTPUT_U8 }) {
                demap_case c;
                c.k = k, c.method = m, c.out = o, c.chunk = 3000, c.streams = 3;
                const char* spec = (i % 3 == 0)   ? "kernel:4"
                                   : (i % 3 == 1) ? "d2h:2"
                                                  : "wait:2";
                const cuqam_fault_report r =
                    run_faulty(c, spec, i % 2 == 1, nsym, 2, nullptr);
                CHECK(r.faults == 1,
                      "k=%d %s %s %s: %llu faults",
                      k,
                      cuqam_method_name(m),
                      cuqam_output_name(o),
                      spec,
                      r.faults);
                ++i;
            }
    std::printf("  %d order/method/output cases with a fault: outputs equal to the "
                "CPU-only run\n",
                i);
}

static void recover_persistent()
{
    // Every kernel launch from the 2nd on fails: call 1 loses chunk 1 on,
    // calls 2 and 3 everything; after 3 failing calls the handle stays on
    // the CPU, so call 4 makes no CUDA call at all.
    demap_case c;
    const size_t nsym = 10 * 4096 + 77;
    const cuqam_fault_report r =
        run_faulty(c, "kernel:2+", false, nsym, 5, "cudaLaunchKernel");
    CHECK(r.faults == 3 && r.gpu_lost,
          "persistent: %llu faults, lost %d (want 3, lost)",
          r.faults,
          r.gpu_lost);
    const unsigned long long want = 5ull * nsym - 4096;
    CHECK(r.cpu_symbols == want,
          "persistent: %llu symbols on the CPU, want %llu",
          r.cpu_symbols,
          want);
    std::printf("  kernel:2+ -> 3 failing calls, then CPU for good; %llu of %zu symbols "
                "on the CPU\n",
                r.cpu_symbols,
                5 * nsym);
}

static void recover_off_and_device_buffers()
{
    const size_t nsym = 5 * 4096;
    demap_case c;
    c.recover = 0;
    cuqam_demapper* g = make(c, CUQAM_BACKEND_CUDA, "kernel:3");
    std::vector<float> in(2 * nsym);
    std::vector<unsigned char> out(nsym * 8), want(nsym * 8);
    random_symbols(c.k, in.data(), nsym);
    cuqam_status s = cuqam_demap(g, in.data(), nsym, out.data());
    CHECK(s == CUQAM_ERR_CUDA && std::strstr(cuqam_last_error(), "cudaLaunchKernel"),
          "recovery off: status %d (%s), want CUQAM_ERR_CUDA naming the call",
          s,
          cuqam_last_error());
    std::printf("  recovery off: the call returns %s: %s\n",
                cuqam_strerror(s),
                cuqam_last_error());
    cuqam_fault_report r;
    cuqam_demapper_faults(g, &r);
    CHECK(r.faults == 0, "recovery off: %llu faults recorded", r.faults);
    s = cuqam_demap(
        g, in.data(), nsym, out.data()); // the fault was one call: the GPU works again
    cuqam_demapper* ref = make(c, CUQAM_BACKEND_CPU, nullptr);
    cuqam_demap(ref, in.data(), nsym, want.data());
    CHECK(s == CUQAM_OK && out == want,
          "recovery off: the next call (status %d) must be right",
          s);
    cuqam_demapper_destroy(g);

    // Device buffers: the CPU cannot finish those; the caller gets the error.
    c.recover = 1;
    g = make(c, CUQAM_BACKEND_CUDA, "kernel:1");
    float* d_in = nullptr;
    unsigned char* d_out = nullptr;
    cudaMalloc(&d_in, nsym * 8);
    cudaMalloc(&d_out, nsym * 8);
    cudaMemcpy(d_in, in.data(), nsym * 8, cudaMemcpyHostToDevice);
    s = cuqam_demap(g, d_in, nsym, d_out);
    CHECK(s == CUQAM_ERR_CUDA,
          "device buffers with a fault: status %d, want CUQAM_ERR_CUDA",
          s);
    s = cuqam_demap(g, d_in, nsym, d_out);
    std::vector<unsigned char> got(nsym * 8);
    cudaMemcpy(got.data(), d_out, nsym * 8, cudaMemcpyDeviceToHost);
    CHECK(s == CUQAM_OK && got == want,
          "device buffers: the next call (status %d) must be right",
          s);
    // One buffer on the device, the other on the host: refused, not a crash.
    s = cuqam_demap(g, d_in, nsym, out.data());
    CHECK(s == CUQAM_ERR_BUFFERS, "mixed buffers: status %d, want CUQAM_ERR_BUFFERS", s);
    std::printf("  device buffers: %s; mixed buffers: %s\n",
                cuqam_strerror(CUQAM_ERR_CUDA),
                cuqam_strerror(CUQAM_ERR_BUFFERS));
    cudaFree(d_in);
    cudaFree(d_out);
    cuqam_demapper_destroy(g);
    cuqam_demapper_destroy(ref);
}

static void recover_mapper()
{
    const size_t nsym = 9 * 4096 + 3;
    std::vector<uint8_t> bits(nsym * 8);
    for (auto& b : bits)
        b = (uint8_t)(rng() & 1);
    std::vector<float> got(2 * nsym), want(2 * nsym);
    cuqam_mapper_config cfg;
    cuqam_mapper_config_init(&cfg);
    cfg.chunk_symbols = 4096;
    cfg.backend = CUQAM_BACKEND_CPU;
    cuqam_mapper* ref = nullptr;
    cuqam_mapper_create(&cfg, &ref);
    cuqam_map(ref, bits.data(), nsym, want.data());
    for (const char* spec : { "h2d:4", "kernel:9", "wait:2" }) {
        cfg.backend = CUQAM_BACKEND_CUDA;
        setenv("CUQAM_FAULT_INJECT", spec, 1);
        cuqam_mapper* m = nullptr;
        const cuqam_status cs = cuqam_mapper_create(&cfg, &m);
        unsetenv("CUQAM_FAULT_INJECT");
        CHECK(cs == CUQAM_OK, "mapper create: %s", cuqam_last_error());
        if (!m)
            continue;
        const cuqam_status s = cuqam_map(m, bits.data(), nsym, got.data());
        cuqam_fault_report r;
        cuqam_mapper_faults(m, &r);
        CHECK(s == CUQAM_OK &&
                  std::memcmp(got.data(), want.data(), got.size() * 4) == 0 &&
                  r.faults == 1,
              "mapper %s: status %d, %llu faults, output %s",
              spec,
              s,
              r.faults,
              std::memcmp(got.data(), want.data(), got.size() * 4) ? "differs" : "equal");
        std::printf(
            "  mapper %-8s -> output equal to the CPU mapper, %llu symbols on the CPU\n",
            spec,
            r.cpu_symbols);
        cuqam_mapper_destroy(m);
    }
    cuqam_mapper_destroy(ref);
}

static void bad_spec()
{
    demap_case c;
    cuqam_demapper_config cfg;
    cuqam_demapper_config_init(&cfg);
    cfg.backend = CUQAM_BACKEND_CUDA;
    for (const char* spec : { "kernal:1", "h2d:0", "d2h:1:trap", "kernel:x" }) {
        setenv("CUQAM_FAULT_INJECT", spec, 1);
        cuqam_demapper* h = nullptr;
        const cuqam_status s = cuqam_demapper_create(&cfg, &h);
        unsetenv("CUQAM_FAULT_INJECT");
        CHECK(s == CUQAM_ERR_CONFIG && !h,
              "spec '%s': status %d (%s), want refused",
              spec,
              s,
              cuqam_last_error());
        cuqam_demapper_destroy(h);
    }
}

#endif
