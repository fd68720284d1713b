/*
 * cuqam_bench_gpu's host-to-host part, 256QAM u8: the pinned copy rates
 * (each way alone and both at once, the ceiling), then every method, stream
 * count and chunk size from pinned memory against that ceiling and from
 * pageable memory against the pinned figure, and the pageable path's staging
 * copy threads.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuda_runtime.h>

#include "bench_gpu_common.h"
#include "bench_timing.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace cuqam_apps {

host_results bench_host_to_host(bool quick, int reps)
{
    host_results r = {};
    // 64 Mi symbols a call in both modes: a call of N whole chunks takes
    // about N + 1 chunk times where the concurrent copy takes N (the first
    // input goes up alone, the last output down alone), so its share of the
    // copy depends on the chunks a call. At 16 Mi even copies alone read 92 %
    // on an H200 host, at 64 Mi 95-96 % (docs/design.md, "A call's share of
    // the link").
    const size_t n_host = (size_t)64 << 20;
    const size_t in_b = n_host * 8, out_b = n_host * 8; // 256QAM u8
    float* p_in;
    uint8_t* p_out;
    CK(cudaHostAlloc(&p_in, in_b, 0));
    CK(cudaHostAlloc(&p_out, out_b, 0));
    fill_symbols(p_in, n_host);
    // Concurrent pinned copy rate: H2D and D2H of the same sizes at once.
    void *c_in, *c_out;
    CK(cudaMalloc(&c_in, in_b));
    CK(cudaMalloc(&c_out, out_b));
    cudaStream_t s1, s2;
    CK(cudaStreamCreate(&s1));
    CK(cudaStreamCreate(&s2));
    const double t_h2d = median_seconds(
        [&] { CK(cudaMemcpy(c_in, p_in, in_b, cudaMemcpyHostToDevice)); }, reps);
    const double t_d2h = median_seconds(
        [&] { CK(cudaMemcpy(p_out, c_out, out_b, cudaMemcpyDeviceToHost)); }, reps);
    // the ceiling is the best the link showed (a median of this pair has
    // varied from 25 to 47 GB/s each way between runs on one machine)
    const auto copy_both = [&] {
        CK(cudaMemcpyAsync(c_in, p_in, in_b, cudaMemcpyHostToDevice, s1));
        CK(cudaMemcpyAsync(p_out, c_out, out_b, cudaMemcpyDeviceToHost, s2));
        CK(cudaStreamSynchronize(s1));
        CK(cudaStreamSynchronize(s2));
    };
    const double t_both = best_seconds(copy_both, reps);
    const double pinned_sym =
        n_host / t_both; // symbols/s the concurrent copy allows (8 B each way)
    r.pinned_sym = pinned_sym;
    std::printf("\npinned copies: H2D %.1f GB/s, D2H %.1f GB/s, both at once %.1f GB/s "
                "each way -> ceiling %.2f Gsym/s "
                "for 256QAM u8 (8 B in, 8 B out)\n",
                in_b / t_h2d / 1e9,
                out_b / t_d2h / 1e9,
                in_b / t_both / 1e9,
                pinned_sym / 1e9);
    row("host", "pinned_h2d", in_b / t_h2d / 1e9, "GB/s", 0);
    row("host", "pinned_d2h", out_b / t_d2h / 1e9, "GB/s", 0);
    row("host", "pinned_both_each_way", in_b / t_both / 1e9, "GB/s", 0);

    std::printf("\nhost to host, 256QAM u8, %zu Msym per call\n", n_host >> 20);
    std::printf("%-9s %-7s %8s %8s %10s %9s\n",
                "memory",
                "method",
                "streams",
                "chunk",
                "Gsym/s",
                "%");
    std::vector<float> g_in(2 * n_host);
    std::vector<uint8_t> g_out(out_b);
    std::memcpy(g_in.data(), p_in, in_b);
    for (int method = 0; method < 3; ++method)
        for (int streams : { 1, 2, 4 })
            for (size_t chunk : { (size_t)1 << 18, (size_t)1 << 20, (size_t)1 << 22 }) {
                if (quick && chunk != ((size_t)1 << 20))
                    continue;
                cuqam_demapper* h = make(8, method, CUQAM_OUTPUT_U8, chunk, streams);
                const auto call = [&] { cuqam_demap(h, p_in, n_host, p_out); };
                const double tp = median_seconds(call, reps);
                /* The share of the link: the concurrent copy and the call in
                 * turn, the best of each (the ceiling above is a best, and
                 * the link's rate moves between seconds, so a median
                 * against a best taken earlier reads a busy link as a slow
                 * path) */
                double best_copy = 1e30, best_call = 1e30;
                for (int i = 0; i < reps; ++i) {
                    double t0 = now();
                    copy_both();
                    best_copy = std::min(best_copy, now() - t0);
                    t0 = now();
                    call();
                    best_call = std::min(best_call, now() - t0);
                }
                const double share = best_copy / best_call;
                r.pinned_share[method] = std::max(r.pinned_share[method], share);
                const double tg = median_seconds(
                    [&] { cuqam_demap(h, g_in.data(), n_host, g_out.data()); }, reps);
                cuqam_demapper_destroy(h);
                const double rp = n_host / tp, rg = n_host / tg;
                r.best_pinned[method] = std::max(r.best_pinned[method], rp);
                r.best_pageable[method] = std::max(r.best_pageable[method], rg);
                const char* mn = cuqam_method_name((cuqam_method)method);
                std::printf("%-9s %-7s %8d %7zuk %10.2f %8.1f%% of concurrent pinned "
                            "copy (%.1f%% of it in turn, best of each)\n",
                            "pinned",
                            mn,
                            streams,
                            chunk >> 10,
                            rp / 1e9,
                            100 * rp / pinned_sym,
                            100 * share);
                std::printf("%-9s %-7s %8d %7zuk %10.2f %8.1f%% of the pinned figure\n",
                            "pageable",
                            mn,
                            streams,
                            chunk >> 10,
                            rg / 1e9,
                            100 * rg / rp);
                const std::string tag = std::string(mn) +
                                        " streams=" + std::to_string(streams) +
                                        " chunk=" + std::to_string(chunk);
                row("pinned", tag, rp / 1e9, "Gsym/s", 100 * rp / pinned_sym);
                row("pinned_share", tag, 100 * share, "%", 100 * share);
                row("pageable", tag, rg / 1e9, "Gsym/s", 100 * rg / rp);
            }
    std::printf(
        "\npageable staging copy threads (maxlog, 4 streams, 1 Mi-symbol chunks)\n");
    for (const char* threads : { "1", "4", "8", "12", "16" }) {
        setenv("CUQAM_STAGING_THREADS", threads, 1);
        cuqam_demapper* h =
            make(8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8, (size_t)1 << 20, 4);
        const double tg = median_seconds(
            [&] { cuqam_demap(h, g_in.data(), n_host, g_out.data()); }, reps);
        cuqam_demapper_destroy(h);
        std::printf(
            "  %2s threads: %.2f Gsym/s, %.1f%% of the best pinned maxlog figure\n",
            threads,
            n_host / tg / 1e9,
            100 * n_host / tg / r.best_pinned[0]);
        row("pageable_threads",
            threads,
            n_host / tg / 1e9,
            "Gsym/s",
            100 * n_host / tg / r.best_pinned[0]);
        r.best_pageable[0] = std::max(r.best_pageable[0], n_host / tg);
    }
    unsetenv("CUQAM_STAGING_THREADS");
    CK(cudaFree(c_in));
    CK(cudaFree(c_out));
    CK(cudaStreamDestroy(s1));
    CK(cudaStreamDestroy(s2));
    CK(cudaFreeHost(p_in));
    CK(cudaFreeHost(p_out));
    return r;
}

} // namespace cuqam_apps
