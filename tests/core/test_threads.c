/*
 * Concurrency of the C core, as documented in cuqam.h: one handle per
 * thread at a time, setters from any thread meanwhile.
 * - 8 threads, each with its own demapper (every order), demap concurrently;
 *   every output equals a single-threaded run.
 * - One thread demaps with a shared handle while two others change its noise
 *   variance and scale; each call's output must equal a fresh handle's output
 *   for one of the values set (no torn or mixed parameters), and after the
 *   setters stop the last values apply.
 * Built also under ThreadSanitizer (the reliability_tsan checked build,
 * tests/CMakeLists.txt). Usage: test_threads [cpu|cuda] SPDX-License-Identifier:
 * GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/fixtures.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#define NSYM 20000
static float symbols[2 * NSYM];
static cuqam_backend backend = CUQAM_BACKEND_CPU;

static cuqam_demapper* make(int k, float n0, float scale)
{
    cuqam_demapper_config c =
        test_config(k, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8, n0, scale, backend);
    c.chunk_symbols = 4096;
    return test_create(&c);
}

typedef struct {
    int k;
    int rounds;
    const unsigned char* want;
    long bad;
} worker_arg;

static void* worker(void* p)
{
    worker_arg* a = p;
    cuqam_demapper* h = make(a->k, 0.02f, 6.0f);
    unsigned char* out = malloc((size_t)NSYM * (size_t)a->k);
    for (int r = 0; r < a->rounds && h; ++r) {
        if (cuqam_demap(h, symbols, NSYM, out) != CUQAM_OK ||
            memcmp(out, a->want, (size_t)NSYM * (size_t)a->k))
            ++a->bad;
    }
    if (!h)
        a->bad = -1;
    cuqam_demapper_destroy(h);
    free(out);
    return NULL;
}

static atomic_int stop_setters;
static cuqam_demapper* shared;
static const float n0_values[2] = { 0.01f, 0.05f };
static const float scale_values[2] = { 4.0f, 12.0f };

static void* noise_setter(void* p)
{
    (void)p;
    for (unsigned i = 0; !atomic_load(&stop_setters); ++i)
        cuqam_demapper_set_noise_var(shared, n0_values[i & 1]);
    cuqam_demapper_set_noise_var(shared, n0_values[1]);
    return NULL;
}

static void* scale_setter(void* p)
{
    (void)p;
    for (unsigned i = 0; !atomic_load(&stop_setters); ++i)
        cuqam_demapper_set_scale(shared, scale_values[i & 1]);
    cuqam_demapper_set_scale(shared, scale_values[0]);
    return NULL;
}

int main(int argc, char** argv)
{
    if (argc > 1 && strcmp(argv[1], "cuda") == 0) {
        if (test_cuda_or_skip())
            return 77;
        backend = CUQAM_BACKEND_CUDA;
    }
    rng_seed_from_env("test_threads");
    for (int i = 0; i < 2 * NSYM; ++i)
        symbols[i] = (float)(rng_uniform() * 2.6 - 1.3);

    /* 8 independent handles on 8 threads */
    enum { T = 8 };
    worker_arg args[T];
    unsigned char* want[T];
    for (int t = 0; t < T; ++t) {
        const int k = 2 + 2 * (t % 5);
        want[t] = malloc((size_t)NSYM * (size_t)k);
        cuqam_demapper* h = make(k, 0.02f, 6.0f);
        CHECK(h && cuqam_demap(h, symbols, NSYM, want[t]) == CUQAM_OK,
              "reference run: %s",
              cuqam_last_error());
        cuqam_demapper_destroy(h);
        args[t] = (worker_arg){ k, 30, want[t], 0 };
    }
    pthread_t th[T];
    for (int t = 0; t < T; ++t)
        pthread_create(&th[t], NULL, worker, &args[t]);
    long bad = 0;
    for (int t = 0; t < T; ++t) {
        pthread_join(th[t], NULL);
        bad += args[t].bad;
    }
    CHECK(bad == 0,
          "%ld of %d concurrent calls differ from the single-threaded output",
          bad,
          T * 30);
    printf("%d threads x 30 calls, own handles: %s\n",
           T,
           bad ? "DIFFER" : "identical to one thread");

    /* setters from two threads while one demaps */
    unsigned char* expect[2][2];
    for (int a = 0; a < 2; ++a)
        for (int b = 0; b < 2; ++b) {
            expect[a][b] = malloc(NSYM * 8);
            cuqam_demapper* h = make(8, n0_values[a], scale_values[b]);
            CHECK(h && cuqam_demap(h, symbols, NSYM, expect[a][b]) == CUQAM_OK,
                  "reference");
            cuqam_demapper_destroy(h);
        }
    shared = make(8, n0_values[0], scale_values[0]);
    pthread_t s1, s2;
    pthread_create(&s1, NULL, noise_setter, NULL);
    pthread_create(&s2, NULL, scale_setter, NULL);
    unsigned char* out = malloc(NSYM * 8);
    long torn = 0, seen[2][2] = { { 0 } };
    for (int r = 0; r < 200; ++r) {
        CHECK(cuqam_demap(shared, symbols, NSYM, out) == CUQAM_OK, "demap");
        int match = 0;
        for (int a = 0; a < 2 && !match; ++a)
            for (int b = 0; b < 2 && !match; ++b)
                if (!memcmp(out, expect[a][b], NSYM * 8)) {
                    match = 1;
                    ++seen[a][b];
                }
        torn += !match;
    }
    atomic_store(&stop_setters, 1);
    pthread_join(s1, NULL);
    pthread_join(s2, NULL);
    CHECK(torn == 0, "%ld of 200 calls mixed parameters within one call", torn);
    CHECK(cuqam_demap(shared, symbols, NSYM, out) == CUQAM_OK &&
              !memcmp(out, expect[1][0], NSYM * 8),
          "the last values set apply after the setters stop");
    printf("setters from 2 threads during 200 calls: every call used one consistent pair "
           "(seen %ld/%ld/%ld/%ld), last values apply afterwards\n",
           seen[0][0],
           seen[0][1],
           seen[1][0],
           seen[1][1]);
    cuqam_demapper_destroy(shared);
    free(out);
    for (int t = 0; t < T; ++t)
        free(want[t]);
    for (int a = 0; a < 2; ++a)
        for (int b = 0; b < 2; ++b)
            free(expect[a][b]);
    return test_summary();
}
