/*
 * CPU benchmark of the core, one thread: Msym/s of every CPU implementation
 * for every order, method and output, on random symbols (median of 5 runs).
 * Usage: cuqam_bench_cpu [symbols]   (default 1 Mi, about the size of L2 x 4)
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp(const void* a, const void* b)
{
    const double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

int main(int argc, char** argv)
{
    const size_t n = argc > 1 ? strtoull(argv[1], NULL, 0) : ((size_t)1 << 20);
    float* in = malloc(n * 8);
    void* out = malloc(n * 40);
    if (!in || !out)
        return 1;
    unsigned long long x = 0x9E3779B97F4A7C15ull;
    for (size_t i = 0; i < 2 * n; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        in[i] = (float)((double)(x >> 11) * 0x1.0p-53 * 2.4 - 1.2);
    }
    const char* names[] = { "", "QPSK", "16QAM", "64QAM", "256QAM", "1024QAM" };
    printf("CPU, one thread, %zu symbols per call, implementation generic\n", n);
    printf("%-8s %-7s %-4s %10s\n", "order", "method", "out", "Msym/s");
    for (int k = 2; k <= 10; k += 2)
        for (int me = 0; me < 3; ++me)
            for (int o = 0; o < 3; ++o) {
                if (k != 8 && o != CUQAM_OUTPUT_U8)
                    continue;
                cuqam_demapper_config c;
                cuqam_demapper_config_init(&c);
                c.bits_per_symbol = k;
                c.method = (cuqam_method)me;
                c.output = (cuqam_output)o;
                c.backend = CUQAM_BACKEND_CPU;
                c.cpu_impl = "generic";
                cuqam_demapper* h;
                if (cuqam_demapper_create(&c, &h) != CUQAM_OK) {
                    fprintf(stderr, "%s\n", cuqam_last_error());
                    return 1;
                }
                const size_t nn = me == CUQAM_METHOD_EXACT ? n / 8 : n;
                double t[5];
                cuqam_demap(h, in, nn, out); /* warm-up */
                for (int r = 0; r < 5; ++r) {
                    const double t0 = now();
                    cuqam_demap(h, in, nn, out);
                    t[r] = now() - t0;
                }
                qsort(t, 5, sizeof t[0], cmp);
                printf("%-8s %-7s %-4s %10.1f\n", names[k / 2], cuqam_method_name((cuqam_method)me),
                       cuqam_output_name((cuqam_output)o), (double)nn / t[2] / 1e6);
                cuqam_demapper_destroy(h);
            }
    free(in);
    free(out);
    return 0;
}
