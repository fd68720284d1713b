/*
 * The one test harness, for the C and the C++ tests: counted checks, a
 * closing "N passed, N failed" line, a fresh random seed per run (printed;
 * CUQAM_TEST_SEED reproduces a run).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_UTIL_H
#define CUQAM_TEST_UTIL_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Counted atomically: tests check from several threads (test_threads). */
static long t_passed, t_failed;

#define CHECK(cond, ...)                                                       \
    do {                                                                       \
        if (cond) {                                                            \
            __atomic_fetch_add(&t_passed, 1, __ATOMIC_RELAXED);                \
        } else if (__atomic_add_fetch(&t_failed, 1, __ATOMIC_RELAXED) <= 50) { \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);    \
            fprintf(stderr, __VA_ARGS__);                                      \
            fprintf(stderr, "\n");                                             \
        }                                                                      \
    } while (0)

static inline int test_summary(void)
{
    printf("%ld passed, %ld failed\n", t_passed, t_failed);
    return t_failed ? 1 : 0;
}

/* xoshiro128+ style generator: fast, seedable, good enough for test data. */
static uint64_t rng_state[2];

static inline uint64_t rng_next(void)
{
    uint64_t s1 = rng_state[0];
    const uint64_t s0 = rng_state[1];
    const uint64_t r = s0 + s1;
    rng_state[0] = s0;
    s1 ^= s1 << 23;
    rng_state[1] = s1 ^ s0 ^ (s1 >> 18) ^ (s0 >> 5);
    return r;
}

static inline void rng_seed_from_env(const char* prog)
{
    const char* env = getenv("CUQAM_TEST_SEED");
    uint64_t seed =
        env ? strtoull(env, NULL, 0) : ((uint64_t)time(NULL) ^ ((uint64_t)clock() << 32));
    printf("%s: seed %llu (set CUQAM_TEST_SEED to repeat)\n",
           prog,
           (unsigned long long)seed);
    rng_state[0] = seed ^ 0x9E3779B97F4A7C15ull;
    rng_state[1] = (seed * 0xBF58476D1CE4E5B9ull) | 1;
    for (int i = 0; i < 16; ++i)
        rng_next();
}

static inline double rng_uniform(void) { return (double)(rng_next() >> 11) * 0x1.0p-53; }

static inline double rng_gauss(void)
{
    double u1 = rng_uniform(), u2 = rng_uniform();
    if (u1 < 1e-300)
        u1 = 1e-300;
    return sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
}


/* A check whose outcome is printed as well ("what: ok" / "what: FAILED"),
 * for tests that report each step. */
static inline void check_reported(int ok, const char* what)
{
    printf("%s: %s\n", what, ok ? "ok" : "FAILED");
    __atomic_fetch_add(ok ? &t_passed : &t_failed, 1, __ATOMIC_RELAXED);
}

#ifdef __cplusplus
/* The same seeded generator as a standard random bit generator, for the
 * <random> distributions of the C++ tests. */
struct test_rng {
    typedef uint64_t result_type;
    static constexpr uint64_t min() { return 0; }
    static constexpr uint64_t max() { return ~(uint64_t)0; }
    uint64_t operator()() { return rng_next(); }
};
#endif

#endif
