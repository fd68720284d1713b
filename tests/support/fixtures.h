/*
 * What the C and C++ tests make again and again: a demapper from a few
 * parameters, and random symbols of an order. Draws from the seeded
 * generator of check.h.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_FIXTURES_H
#define CUQAM_TEST_FIXTURES_H

#include "check.h"
#include "reference.h"
#include <cuqam/cuqam.h>
#include <math.h>

/* A demapper configuration: the library's defaults, then these. */
static inline cuqam_demapper_config test_config(int k,
                                                cuqam_method method,
                                                cuqam_output output,
                                                float n0,
                                                float scale,
                                                cuqam_backend backend)
{
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k;
    c.method = method;
    c.output = output;
    c.noise_var = n0;
    c.scale = scale;
    c.backend = backend;
    return c;
}

/* Create, counting a failure (with the library's reason) as a failed check;
 * NULL then. */
static inline cuqam_demapper* test_create(const cuqam_demapper_config* c)
{
    cuqam_demapper* h = NULL;
    const cuqam_status s = cuqam_demapper_create(c, &h);
    CHECK(s == CUQAM_OK && h,
          "create %s k=%d: %s",
          cuqam_backend_name(c->backend),
          c->bits_per_symbol,
          cuqam_last_error());
    return h;
}

/* Random symbols of order k, as interleaved I/Q floats: 70 % noisy points
 * (noise from 0.06 to 2 levels), 20 % anywhere up to 1.5 times beyond the
 * outermost level, 5 % exact points and 5 % exact decision boundaries. With
 * `specials`, 0.3 % of the values are NaN, +-Inf, +-3e38, a denormal or -0. */
static inline void test_random_symbols(int k, float* iq, size_t n, int specials)
{
    static const float special[] = { NAN,    INFINITY, -INFINITY, 3e38f,
                                     -3e38f, 1e-45f,   -0.0f };
    const int m = k / 2;
    const double a = ref_a(k);
    const double outer = ldexp(1.0, m) - 1.0;
    for (size_t s = 0; s < n; ++s) {
        const double r = rng_uniform();
        for (int ax = 0; ax < 2; ++ax) {
            const double level = 2.0 * (double)(rng_next() % (1u << m)) - outer;
            double u;
            if (specials && rng_next() % 1000 < 3) {
                iq[2 * s + ax] = special[rng_next() % 7];
                continue;
            }
            if (r < 0.7)
                u = level + rng_gauss() * pow(10.0, -rng_uniform() * 1.5) * 2.0;
            else if (r < 0.9)
                u = (2.0 * rng_uniform() - 1.0) * 1.5 * (outer + 1.0);
            else if (r < 0.95)
                u = level;
            else
                u = level + 1.0; /* a boundary (or just outside the outermost level) */
            iq[2 * s + ax] = (float)(u * a);
        }
    }
}

/* Half the time the defaults, else N0 = 10^[n0_lo, n0_hi) and scale =
 * 10^[-1, scale_hi), drawn log-uniformly. */
static inline void
test_random_n0_scale(double n0_lo, double n0_hi, double scale_hi, float* n0, float* scale)
{
    const int dflt = (rng_next() & 1) == 0;
    *n0 = dflt ? CUQAM_DEFAULT_NOISE_VAR
               : (float)pow(10.0, n0_lo + (n0_hi - n0_lo) * rng_uniform());
    *scale = dflt ? CUQAM_DEFAULT_SCALE
                  : (float)pow(10.0, -1.0 + (scale_hi + 1.0) * rng_uniform());
}

/* 77 (skipped), with the reason printed, where no CUDA device works; else 0. */
static inline int test_cuda_or_skip(void)
{
    if (!cuqam_cuda_compiled()) {
        printf(
            "SKIPPED: this build has no CUDA backend (no CUDA toolkit at build time)\n");
        return 77;
    }
    cuqam_backend got;
    char why[256] = "";
    if (cuqam_backend_resolve(CUQAM_BACKEND_CUDA, 0, &got, why, sizeof why) != CUQAM_OK) {
        /* the reason is in the reason buffer where the backend chose, else
         * in the last error */
        printf("SKIPPED: no working CUDA device here (%s)\n",
               why[0] ? why : cuqam_last_error());
        return 77;
    }
    return 0;
}

/* The CPU tests' common start: the kernel under test (argv[1], default
 * generic) and the random symbols per case (CUQAM_TEST_RANDOM_SYMBOLS lowers
 * it under emulation and sanitizers). Returns 77 (skipped, with the reason)
 * where this CPU cannot run the kernel, else 0. */
static const char* test_cpu_impl = "generic";
#define TEST_RANDOM_N_DEFAULT 100000
static size_t test_random_n = TEST_RANDOM_N_DEFAULT;
static const int test_orders[] = { 2, 4, 6, 8, 10 };

static inline int test_cpu_setup(int argc, char** argv, const char* prog)
{
    rng_seed_from_env(prog);
    if (argc > 1)
        test_cpu_impl = argv[1];
    const char* nr = getenv("CUQAM_TEST_RANDOM_SYMBOLS");
    if (nr && atol(nr) > 0)
        test_random_n = (size_t)atol(nr);
    if (!cuqam_cpu_impl_resolve(test_cpu_impl)) {
        printf("SKIPPED: %s\n", cuqam_last_error());
        return 77;
    }
    printf("CPU implementation under test: %s\n", test_cpu_impl);
    return 0;
}

/* A demapper, and a mapper, on the CPU kernel under test. */
static inline cuqam_demapper* test_cpu_demapper(
    int k, cuqam_method me, cuqam_output out, cuqam_sign sg, float n0, float scale)
{
    cuqam_demapper_config c = test_config(k, me, out, n0, scale, CUQAM_BACKEND_CPU);
    c.sign = sg;
    c.cpu_impl = test_cpu_impl;
    return test_create(&c);
}

static inline cuqam_mapper* test_mapper(int k, const char* cpu_impl)
{
    cuqam_mapper_config c;
    cuqam_mapper_config_init(&c);
    c.bits_per_symbol = k;
    c.backend = CUQAM_BACKEND_CPU;
    c.cpu_impl = cpu_impl;
    cuqam_mapper* h = NULL;
    CHECK(cuqam_mapper_create(&c, &h) == CUQAM_OK,
          "mapper create k=%d %s: %s",
          k,
          cpu_impl,
          cuqam_last_error());
    return h;
}

static inline cuqam_mapper* test_cpu_mapper(int k)
{
    return test_mapper(k, test_cpu_impl);
}

#endif
