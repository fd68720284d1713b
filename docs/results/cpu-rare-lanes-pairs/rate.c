/* One core's rate of cuqam_demap on the CPU backend, 3GPP square QAM,
 * n symbols a call (32768: from L2), for A/B runs of two libraries:
 *   rate IMPL K OUT(0 u8, 1 f32) SECONDS METHOD(0 maxlog, 1 approx, 2 exact) [N] */
#include <cuqam/cuqam.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(int argc, char** argv)
{
    const char* impl = argc > 1 ? argv[1] : "avx512";
    int k = argc > 2 ? atoi(argv[2]) : 8, out = argc > 3 ? atoi(argv[3]) : 0;
    double secs = argc > 4 ? atof(argv[4]) : 2;
    size_t n = argc > 6 ? (size_t)atoi(argv[6]) : 32768;
    float* in = aligned_alloc(64, n * 8);
    unsigned char* o = aligned_alloc(64, n * 48);
    srand(1);
    int L = 1 << (k / 2);
    float a = sqrtf(3.0f / (2 * (L * L - 1)));
    for (size_t i = 0; i < 2 * n; i++) {
        int l = rand() % L;
        in[i] = a * (2 * l - L + 1) + 0.1f * ((rand() / (float)RAND_MAX) - 0.5f);
    }
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k;
    c.method = argc > 5 ? atoi(argv[5]) : 0;
    c.output = out ? CUQAM_OUTPUT_F32 : CUQAM_OUTPUT_U8;
    c.backend = CUQAM_BACKEND_CPU;
    c.cpu_impl = impl;
    cuqam_demapper* h;
    if (cuqam_demapper_create(&c, &h)) {
        printf("%s\n", cuqam_last_error());
        return 1;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    long it = 0;
    double el;
    do {
        cuqam_demap(h, in, n, o);
        it++;
        clock_gettime(CLOCK_MONOTONIC, &t1);
        el = (t1.tv_sec - t0.tv_sec) + 1e-9 * (t1.tv_nsec - t0.tv_nsec);
    } while (el < secs);
    printf("%s k=%d m%d %s: %.1f Msym/s\n", impl, k, c.method, out ? "f32" : "u8", it * n / el / 1e6);
    return 0;
}
