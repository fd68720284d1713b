/* One core's f32 rate of cuqam_demap on the CPU backend for 3GPP's and
 * Wi-Fi's labelling in turn, n symbols a call (32768: from L2):
 *   rate_orders IMPL K METHOD(0 maxlog, 1 approx, 2 exact) SECONDS ROUNDS
 * prints each round's Msym/s of both and Wi-Fi's % of 3GPP's. */
#include <cuqam/cuqam.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double rate(cuqam_demapper* h, const float* in, size_t n, void* o, double secs)
{
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
    return it * n / el / 1e6;
}

int main(int argc, char** argv)
{
    if (argc < 6) {
        fprintf(stderr, "usage: rate_orders IMPL K METHOD SECONDS ROUNDS\n");
        return 2;
    }
    const int k = atoi(argv[2]), rounds = atoi(argv[5]);
    const double secs = atof(argv[4]);
    const size_t n = 32768;
    float* in = aligned_alloc(64, n * 8);
    float* o = aligned_alloc(64, n * 4 * 12);
    srand(1);
    for (size_t i = 0; i < 2 * n; i++) /* the order's range, and a little beyond */
        in[i] = 1.2f * ((rand() / (float)RAND_MAX) * 2.0f - 1.0f);
    cuqam_demapper* h[2];
    const char* names[2] = { "3gpp", "wifi" };
    for (int l = 0; l < 2; ++l) {
        cuqam_demapper_config c;
        cuqam_demapper_config_init(&c);
        c.bits_per_symbol = k;
        c.method = atoi(argv[3]);
        c.output = CUQAM_OUTPUT_F32;
        c.backend = CUQAM_BACKEND_CPU;
        c.cpu_impl = argv[1];
        c.constellation.name = names[l];
        if (cuqam_demapper_create(&c, &h[l])) {
            printf("%s\n", cuqam_last_error());
            return 1;
        }
    }
    for (int r = 0; r < rounds; ++r) {
        const double a = rate(h[0], in, n, o, secs), b = rate(h[1], in, n, o, secs);
        printf(
            "%s k=%d method %s f32 round %d: 3gpp %.1f wifi %.1f Msym/s, wifi %.1f %%\n",
            argv[1],
            k,
            argv[3],
            r + 1,
            a,
            b,
            100.0 * b / a);
    }
    return 0;
}
