/*
 * cuqam_info: what gr-cuqam can use on this machine: the CPU and its SIMD
 * features, the CPU implementations in this build (which ones this CPU runs,
 * which one a block gets), and the CUDA devices, if any.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_cpu_model(void)
{
    FILE* f = fopen("/proc/cpuinfo", "r");
    char line[512];
    while (f && fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0 || strncmp(line, "CPU part", 8) == 0) {
            const char* v = strchr(line, ':');
            printf("CPU:            %s", v ? v + 2 : line);
            break;
        }
    }
    if (f)
        fclose(f);
}

static void print_cpu_features(void)
{
    printf("SIMD features: ");
#if defined(__x86_64__) || defined(__i386__)
    static const char* const features[] = { "sse4.1",  "avx",      "avx2",    "fma",
                                            "avx512f", "avx512bw", "avx512vl" };
    __builtin_cpu_init();
    for (size_t i = 0; i < sizeof features / sizeof features[0]; ++i) {
        int has = 0;
        /* __builtin_cpu_supports needs a literal */
        switch (i) {
        case 0:
            has = __builtin_cpu_supports("sse4.1");
            break;
        case 1:
            has = __builtin_cpu_supports("avx");
            break;
        case 2:
            has = __builtin_cpu_supports("avx2");
            break;
        case 3:
            has = __builtin_cpu_supports("fma");
            break;
        case 4:
            has = __builtin_cpu_supports("avx512f");
            break;
        case 5:
            has = __builtin_cpu_supports("avx512bw");
            break;
        default:
            has = __builtin_cpu_supports("avx512vl");
            break;
        }
        printf(" %s%s", has ? "+" : "-", features[i]);
    }
#elif defined(__aarch64__)
    printf(" +asimd (every AArch64 CPU)");
#else
    printf(" (no SIMD implementation for this architecture)");
#endif
    printf("\n");
}

int main(int argc, char** argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s\n", cuqam_version());
        return 0;
    }
    if (argc > 1) {
        printf("usage: cuqam_info [--version]\n  prints the backends and kernels "
               "gr-cuqam can use here\n");
        return 0;
    }
    printf("gr-cuqam %s on this machine\n\n", cuqam_version());
    print_cpu_model();
    print_cpu_features();
    printf("\nCPU implementations in this build (best first):\n");
    for (int i = 0; i < cuqam_cpu_impl_count(); ++i) {
        const char* feat = cuqam_cpu_impl_features(i);
        printf("  %-8s %-13s %s%s%s\n",
               cuqam_cpu_impl_name(i),
               cuqam_cpu_impl_available(i) ? "available" : "NOT on this CPU",
               *feat ? "needs " : "portable C",
               feat,
               "");
    }
    const char* env = getenv("CUQAM_CPU_IMPL");
    const char* chosen = cuqam_cpu_impl_resolve(NULL);
    if (chosen)
        printf("CPU kernel a block gets: %s%s%s%s\n",
               chosen,
               env && *env ? " (from CUQAM_CPU_IMPL=" : " (best available",
               env && *env ? env : "",
               ")");
    else
        printf("CPU kernel a block gets: none: %s\n", cuqam_last_error());

    printf("\nCUDA backend: %s\n",
           cuqam_cuda_compiled() ? "compiled in" : "not in this build");
    const int nd = cuqam_cuda_device_count();
    for (int d = 0; d < nd; ++d) {
        char desc[256];
        cuqam_cuda_device_describe(d, desc, sizeof desc);
        size_t free_b = 0, total_b = 0;
        if (cuqam_cuda_mem_info(d, &free_b, &total_b) == CUQAM_OK)
            printf("  device %d: %s, %.1f GiB free\n",
                   d,
                   desc,
                   (double)free_b / (1024.0 * 1024.0 * 1024.0));
        else
            printf("  device %d: %s\n", d, desc);
    }
    if (cuqam_fault_injection_compiled())
        printf("  fault injection: compiled in (the test build; $CUQAM_FAULT_INJECT)\n");
    if (cuqam_cuda_compiled() && nd == 0)
        printf("  no CUDA device visible\n");
    cuqam_backend b;
    char why[256];
    if (cuqam_backend_resolve(CUQAM_BACKEND_AUTO, 0, &b, why, sizeof why) == CUQAM_OK)
        printf("\nbackend \"auto\" gives: %s (%s)\n", cuqam_backend_name(b), why);
    return 0;
}
