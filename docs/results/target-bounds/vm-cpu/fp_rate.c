/*
 * One core's ceiling of 16-lane float operations: vector FMAs, and FMAs
 * mixed with minima as the table kernels issue them (two FMAs and a min a
 * point-lane for maxlog). 12 independent chains, so that throughput, not
 * latency, is measured. Prints vector operations a second, best of 5.
 * Build: cc -O2 -mavx512f -o fp_rate fp_rate.c
 */
#include <immintrin.h>
#include <stdio.h>
#include <time.h>

#define CHAINS 12
#define ITER 20000000L

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double run(int mix, float seed)
{
    const __m512 a = _mm512_set1_ps(0.999f), b = _mm512_set1_ps(0.001f);
#define X(c) __m512 x##c = _mm512_set1_ps(seed + 0.01f * c);
    X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11)
#undef X
    const double t0 = now();
    if (mix) {
        for (long i = 0; i < ITER; ++i) {
#define F(c) x##c = _mm512_fmadd_ps(x##c, a, b);
#define M(c, d) x##c = _mm512_min_ps(x##c, x##d);
            F(0) F(1) M(2, 1) F(3) F(4) M(5, 4) F(6) F(7) M(8, 7) F(9) F(10) M(11, 10)
            __asm__ volatile("" : "+v"(x0), "+v"(x1), "+v"(x2), "+v"(x3), "+v"(x4), "+v"(x5),
                             "+v"(x6), "+v"(x7), "+v"(x8), "+v"(x9), "+v"(x10), "+v"(x11));
        }
    } else {
        for (long i = 0; i < ITER; ++i) {
            F(0) F(1) F(2) F(3) F(4) F(5) F(6) F(7) F(8) F(9) F(10) F(11)
            __asm__ volatile("" : "+v"(x0), "+v"(x1), "+v"(x2), "+v"(x3), "+v"(x4), "+v"(x5),
                             "+v"(x6), "+v"(x7), "+v"(x8), "+v"(x9), "+v"(x10), "+v"(x11));
#undef F
#undef M
        }
    }
    const double t = now() - t0;
    const __m512 s = _mm512_add_ps(
        _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(x0, x1), _mm512_add_ps(x2, x3)),
                      _mm512_add_ps(_mm512_add_ps(x4, x5), _mm512_add_ps(x6, x7))),
        _mm512_add_ps(_mm512_add_ps(x8, x9), _mm512_add_ps(x10, x11)));
    if (_mm512_reduce_add_ps(s) == 12345.0f)
        printf("(sum)\n");
    return (double)ITER * CHAINS / t;
}

int main(void)
{
    const char* name[2] = { "fma", "fma,fma,min" };
    for (int mix = 0; mix < 2; ++mix) {
        double best = 0.0, worst = 1e30;
        for (int r = 0; r < 5; ++r) {
            const double v = run(mix, 0.5f + 0.1f * r);
            best = v > best ? v : best;
            worst = v < worst ? v : worst;
        }
        printf("%-12s %.2f G vector ops/s (5 runs: %.2f-%.2f)\n", name[mix], best / 1e9,
               worst / 1e9, best / 1e9);
    }
    return 0;
}
