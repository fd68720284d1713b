/*
 * GPU benchmark of the CUDA backend, all figures from one run:
 *  - device-to-device copy GB/s (bytes read + written): the memory ceiling;
 *    the special-function units' ex2 rate: the ceiling of exact's terms;
 *  - demapping from device memory, every order, method and output: Gsym/s
 *    and the percentage of the copy ceiling for the same bytes (8 in + k or
 *    4k out), and the summary of the targets, each met or missed;
 *  - host to host from pinned memory, against the concurrent H2D + D2H
 *    pinned copy rate; from pageable memory, against the pinned figure;
 *  - 1 stream against N, and chunk sizes.
 * Times are medians of repeated calls of the public API (each call returns
 * with its output in place), after a warm-up.
 * Usage: cuqam_bench_gpu [--quick] [--json FILE]
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "qam_yardsticks.h"

#include <cuda_runtime.h>

#include "bench_gpu_common.h"
#include "bench_timing.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace cuqam_apps;

int main(int argc, char** argv)
{
    bool quick = false;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--quick"))
            quick = true;
        else if (!std::strcmp(argv[i], "--json") && i + 1 < argc)
            json = std::fopen(argv[++i], "w");
    }
    if (json)
        std::fprintf(json, "[");
    int dev = 0;
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, dev));
    std::printf("device: %s, %d SMs, %.0f GiB\n",
                prop.name,
                prop.multiProcessorCount,
                prop.totalGlobalMem / 1073741824.0);
    const int reps = quick ? 3 : 7;

    // ---- device memory -------------------------------------------------------
    const size_t n_dev = quick ? (size_t)64 << 20 : (size_t)512 << 20; // symbols
    float* d_in;
    void* d_out;
    CK(cudaMalloc(&d_in, n_dev * 8));
    CK(cudaMalloc(&d_out, n_dev * 48)); // 4096QAM f32
    {
        std::vector<float> h(2 * ((size_t)1 << 24));
        fill_symbols(h.data(), (size_t)1 << 24);
        for (size_t off = 0; off < n_dev; off += (size_t)1 << 24)
            CK(cudaMemcpy(d_in + 2 * off,
                          h.data(),
                          std::min((size_t)1 << 24, n_dev - off) * 8,
                          cudaMemcpyHostToDevice));
    }
    const size_t copy_bytes = n_dev * 16;
    void* d_copy;
    CK(cudaMalloc(&d_copy, copy_bytes));
    const double t_copy = median_seconds(
        [&] {
            CK(cudaMemcpy(d_copy, d_out, copy_bytes, cudaMemcpyDeviceToDevice));
            CK(cudaDeviceSynchronize());
        },
        reps);
    const double copy_gbs = 2.0 * copy_bytes / t_copy / 1e9;
    CK(cudaFree(d_copy));
    std::printf(
        "\ndevice-to-device copy: %.0f GB/s (bytes read + written, %.1f GB buffer)\n",
        copy_gbs,
        copy_bytes / 1e9);
    row("device", "d2d_copy", copy_gbs, "GB/s", 100.0);
    // exact over P arbitrary points takes one exponential a point: at this
    // rate, P / ex2_per_s a symbol at least (the summary's table rows)
    const sfu_ceiling sfu = measure_sfu_ceiling(reps);
    std::printf("special-function units: %.3f T ex2 results/s (%.2f a clock an SM)\n",
                sfu.ex2_per_s / 1e12,
                sfu.ex2_per_clock_sm);
    row("device", "sfu_ex2", sfu.ex2_per_s / 1e12, "T/s", 100.0);

    std::printf("\nkernel, device memory to device memory, %zu Msym per call\n",
                n_dev >> 20);
    std::printf("%-8s %-7s %-4s %10s %10s %9s\n",
                "order",
                "method",
                "out",
                "Gsym/s",
                "GB/s",
                "% copy");
    const char* names[] = {
        "", "QPSK", "16QAM", "64QAM", "256QAM", "1024QAM", "4096QAM"
    };
    // % of copy per [order m - 1][method][output]: every row, for the summary
    double pct_of[6][3][3] = {}, gsym_of[6][3][3] = {};
    for (int k = 2; k <= 12; k += 2)
        for (int method = 0; method < 3; ++method)
            for (int out = 0; out < 3; ++out) {
                cuqam_demapper* h = make(k, method, out, CUQAM_DEFAULT_CHUNK_SYMBOLS, 2);
                const size_t n = n_dev;
                const double t = median_seconds(
                    [&] {
                        if (cuqam_demap(h, d_in, n, d_out) != CUQAM_OK) {
                            std::fprintf(
                                stderr, "demap failed: %s\n", cuqam_last_error());
                            std::exit(1);
                        }
                    },
                    reps);
                cuqam_demapper_destroy(h);
                const double bytes =
                    (double)n * (8 + k * (out == CUQAM_OUTPUT_F32 ? 4 : 1));
                const double gsym = n / t / 1e9, gbs = bytes / t / 1e9,
                             pct = 100.0 * gbs / copy_gbs;
                std::printf("%-8s %-7s %-4s %10.1f %10.0f %8.1f%%\n",
                            names[k / 2],
                            cuqam_method_name((cuqam_method)method),
                            cuqam_output_name((cuqam_output)out),
                            gsym,
                            gbs,
                            pct);
                row("kernel",
                    std::string(names[k / 2]) + " " +
                        cuqam_method_name((cuqam_method)method) + " " +
                        cuqam_output_name((cuqam_output)out),
                    gsym,
                    "Gsym/s",
                    pct);
                pct_of[k / 2 - 1][method][out] = pct;
                gsym_of[k / 2 - 1][method][out] = gsym;
            }
    // Other constellations, same run: closed form for other Gray labellings
    // (Wi-Fi permutes and inverts, DVB-T2 inverts, Q|I Wi-Fi has an order the
    // kernels read at run time), every method and output, against 3GPP's rows
    // above (target: >= 95 % of them); table kernels for APSK and 256
    // arbitrary points (every point searched), every output (f32 takes the
    // second pass where a bit's other sum leaves the float range).
    int label_rows = 0, label_met = 0;
    double label_low = 1e9;
    // exact u8 of the table kernels' targets (32APSK's % of copy, 256
    // points' Gsym/s; -1: not measured), each with what one exponential a
    // point allows at the measured ex2 rate, in the same unit
    double apsk32_exact_pct = -1, apsk32_allows_pct = -1;
    double pts256_exact_gsym = -1, pts256_allows_gsym = -1;
    {
        std::vector<float> pts;
        const auto cases = cuqam_apps::bench_constellations(pts, true);
        for (const auto& cs : cases)
            for (int method = 0; method < 3; ++method) {
                int kk = 0, closed = 0;
                std::vector<float> tmp(2 * CUQAM_MAX_POINTS);
                cuqam_constellation_points(
                    &cs.c, cs.k, tmp.data(), tmp.size(), &kk, &closed);
                if (method == CUQAM_METHOD_APPROX && !closed)
                    continue;
                for (int out = 0; out < 3; ++out) {
                    cuqam_demapper* h =
                        make(cs.k, method, out, CUQAM_DEFAULT_CHUNK_SYMBOLS, 2, &cs.c);
                    const size_t n = closed ? n_dev : n_dev / 16;
                    const double t =
                        median_seconds([&] { cuqam_demap(h, d_in, n, d_out); }, reps);
                    cuqam_demapper_destroy(h);
                    const int osz = out == CUQAM_OUTPUT_F32 ? 4 : 1;
                    const double gsym = n / t / 1e9,
                                 gbs = (double)n * (8 + cs.k * osz) / t / 1e9;
                    char of_3gpp[32] = "";
                    if (closed) {
                        const double r = gsym / gsym_of[cs.k / 2 - 1][method][out];
                        std::snprintf(
                            of_3gpp, sizeof of_3gpp, ", %.1f%% of 3GPP", 100 * r);
                        ++label_rows;
                        label_met += r >= 0.95;
                        label_low = std::min(label_low, r);
                    }
                    std::printf("%-16s %-7s %-4s %10.2f %10.0f %8.1f%%  (%s%s)\n",
                                cs.label,
                                cuqam_method_name((cuqam_method)method),
                                cuqam_output_name((cuqam_output)out),
                                gsym,
                                gbs,
                                100.0 * gbs / copy_gbs,
                                closed ? "closed form" : "table",
                                of_3gpp);
                    if (!closed && method == CUQAM_METHOD_EXACT &&
                        out == CUQAM_OUTPUT_U8) {
                        const double allows_gsym = sfu.ex2_per_s / (1 << cs.k) / 1e9;
                        if (cs.k == 5) {
                            apsk32_exact_pct = 100.0 * gbs / copy_gbs;
                            apsk32_allows_pct =
                                100.0 * allows_gsym * (8 + cs.k) / copy_gbs;
                        } else if (cs.k == 8) {
                            pts256_exact_gsym = gsym;
                            pts256_allows_gsym = allows_gsym;
                        }
                    }
                    row("constellation",
                        std::string(cs.label) + " " +
                            cuqam_method_name((cuqam_method)method) + " " +
                            cuqam_output_name((cuqam_output)out),
                        gsym,
                        "Gsym/s",
                        100.0 * gbs / copy_gbs);
                }
            }
    }
    // exact costs more where the other value's sum underflows (|L| > ~69, the
    // outer bits at high SNR): the same call at N0 = 1 (Es/N0 0 dB) has none.
    {
        cuqam_demapper* h =
            make(8, CUQAM_METHOD_EXACT, CUQAM_OUTPUT_U8, CUQAM_DEFAULT_CHUNK_SYMBOLS, 2);
        cuqam_demapper_set_noise_var(h, 1.0f);
        const double t =
            median_seconds([&] { cuqam_demap(h, d_in, n_dev, d_out); }, reps);
        cuqam_demapper_destroy(h);
        const double gsym = n_dev / t / 1e9,
                     pct = 100.0 * n_dev * 16.0 / t / 1e9 / copy_gbs;
        std::printf("256QAM   exact   u8 at N0 = 1 (no underflow fallback): %.1f Gsym/s, "
                    "%.1f%% of copy\n",
                    gsym,
                    pct);
        row("kernel", "256QAM exact u8 N0=1", gsym, "Gsym/s", pct);
    }
    std::printf("(N0 = %g for the table above, Es/N0 %.0f dB)\n",
                CUQAM_DEFAULT_NOISE_VAR,
                -10 * std::log10(CUQAM_DEFAULT_NOISE_VAR));
    CK(cudaFree(d_in));
    CK(cudaFree(d_out));

    // ---- host to host ----------------------------------------------------------
    const host_results hr = bench_host_to_host(quick, reps);

    // Targets of the kernels' issue: approx and maxlog of every order and
    // output at >= 90 % of the copy; exact 256QAM u8 >= 40 %, f32 >= 60 %.
    std::printf("\nsummary                                   measured   target\n");
    if (quick) // each kernel call's fixed cost weighs 8x more on 64 Mi symbols
        std::printf(
            "(--quick: kernel rows of 64 Mi-symbol calls read about 1 point, up to "
            "4, under a full run's 512 Mi; judge the kernel targets on a full run)\n");
    int met = 0, rows_90 = 0;
    for (int m = 1; m <= 6; ++m)
        for (int method : { (int)CUQAM_METHOD_APPROX, (int)CUQAM_METHOD_MAXLOG })
            for (int out = 0; out < 3; ++out) {
                const double v = pct_of[m - 1][method][out];
                ++rows_90;
                if (v >= 90.0) {
                    ++met;
                    continue;
                }
                std::printf(
                    "kernel %-8s %-7s %-4s %% of copy     %6.1f%%   >= 90%%  MISSED\n",
                    names[m],
                    cuqam_method_name((cuqam_method)method),
                    cuqam_output_name((cuqam_output)out),
                    v);
            }
    std::printf("kernel approx/maxlog, every order and output: %d of %d rows >= 90%% of "
                "copy  %s\n",
                met,
                rows_90,
                met == rows_90 ? "met" : "MISSED");
    const struct {
        int out;
        double target;
    } exact_targets[] = { { CUQAM_OUTPUT_U8, 40 }, { CUQAM_OUTPUT_F32, 60 } };
    // Beside them what the special-function units allow: an axis of 2^m
    // levels takes 2^(m-1) + 2 exponentials and 2m logarithms (qam_exact.h),
    // the integers' common forms one of each fewer: a 256QAM symbol (m = 4)
    // 32 results for u8, of 8 + 2m bytes, and 36 for f32, of 8 + 8m.
    const int ma = 4;
    for (const auto& x : exact_targets) {
        const int common = x.out == CUQAM_OUTPUT_F32 ? 0 : 1;
        const double sfu_per_sym = 2.0 * ((1 << (ma - 1)) + 2 - common + 2 * ma - common);
        const double v = pct_of[ma - 1][CUQAM_METHOD_EXACT][x.out];
        const double bytes = 8.0 + 2 * ma * (x.out == CUQAM_OUTPUT_F32 ? 4 : 1);
        std::printf("kernel 256QAM   exact   %-4s %% of copy     %6.1f%%   >= %.0f%%  %s "
                    "(its %.0f SFU results a symbol allow %.1f%%)\n",
                    cuqam_output_name((cuqam_output)x.out),
                    v,
                    x.target,
                    v >= x.target ? "met" : "MISSED",
                    sfu_per_sym,
                    100.0 * sfu.ex2_per_s / sfu_per_sym * bytes / 1e9 / copy_gbs);
    }
    std::printf(
        "closed form, other Gray labellings >= 95%% of 3GPP: %d of %d rows (lowest "
        "%.1f%%)  %s\n",
        label_met,
        label_rows,
        100 * label_low,
        label_met == label_rows ? "met" : "MISSED");
    // Targets of the constellations' issue, each beside what one exponential
    // a point allows (docs/benchmarks.md: on an H200 exponentials by
    // polynomial on the FMA pipe cost more issue slots than the copy leaves
    // 32APSK)
    std::printf(
        "table  32APSK   exact   u8   %% of copy     %6.1f%%   >= 50%%  %s (one ex2 a "
        "point allows %.1f%%)\n",
        apsk32_exact_pct,
        apsk32_exact_pct >= 50 ? "met" : "MISSED",
        apsk32_allows_pct);
    std::printf("table  256 points exact u8   Gsym/s     %7.2f     >= 10   %s (one ex2 a "
                "point allows %.1f)\n",
                pts256_exact_gsym,
                pts256_exact_gsym >= 10 ? "met" : "MISSED",
                pts256_allows_gsym);
    const char* mnames[] = { "maxlog", "approx", "exact" };
    /* the target on the share measured in turn (bench_gpu_host.cc); the
     * median against the ceiling taken before stays beside it */
    for (int m = 0; m < 3; ++m)
        std::printf("pinned 256QAM u8 %-7s %% of pinned copy %6.1f%%   >= 95%%  %s "
                    "(in turn, best of each; median against the first ceiling "
                    "%.1f%%)\n",
                    mnames[m],
                    100 * hr.pinned_share[m],
                    hr.pinned_share[m] >= 0.95 ? "met" : "MISSED",
                    100 * hr.best_pinned[m] / hr.pinned_sym);
    for (int m = 0; m < 3; ++m)
        std::printf("pageable 256QAM u8 %-7s %% of pinned  %6.1f%%   >= 75%%  %s\n",
                    mnames[m],
                    100 * hr.best_pageable[m] / hr.best_pinned[m],
                    hr.best_pageable[m] >= 0.75 * hr.best_pinned[m] ? "met" : "MISSED");
    if (json) {
        std::fprintf(json, "\n]\n");
        std::fclose(json);
    }
    return 0;
}
