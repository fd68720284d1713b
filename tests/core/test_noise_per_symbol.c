/*
 * Per-symbol noise variance (cuqam_demap_noise): every symbol's soft bits
 * are bit for bit those of a call with its N0 set on the handle, at the same
 * place in the same input (so that SIMD lanes and tails line up), for every
 * kind of kernel (closed form in 3GPP's and a reordered labelling, tables,
 * pi/2-BPSK), method, output and order; the documented rule for values the
 * setter refuses (raised to CUQAM_NOISE_VAR_MIN, or the symbol erased); and
 * on the GPU, chunks that split the N0 array at odd places.
 * Usage: test_noise_per_symbol [cpu_impl | cuda]; exits 77 where this
 * machine cannot run it.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/fixtures.h"

#include <string.h>

static int on_cuda;

enum { N = 203, POOL = 6 }; /* odd: every vector width leaves a tail */

/* The values the setter refuses, with what each must act as: > 0 the N0
 * used, 0 erased. */
static const struct {
    float v, acts_as;
} refused[] = {
    { 0.0f, CUQAM_NOISE_VAR_MIN },
    { -0.0f, CUQAM_NOISE_VAR_MIN },
    { 1e-20f, CUQAM_NOISE_VAR_MIN },
    { -1.0f, 0.0f },
    { -1e-30f, 0.0f },
    { NAN, 0.0f },
    { INFINITY, 0.0f },
    { -INFINITY, 0.0f },
};
enum { NREFUSED = sizeof refused / sizeof refused[0] };

static cuqam_demapper*
make(const char* cons, int k, cuqam_method me, cuqam_output out, float n0)
{
    cuqam_demapper_config c = test_config(
        k, me, out, n0, 8.0f, on_cuda ? CUQAM_BACKEND_CUDA : CUQAM_BACKEND_CPU);
    c.constellation.name = cons;
    c.cpu_impl = on_cuda ? NULL : test_cpu_impl;
    c.chunk_symbols = 61; /* GPU: chunks cut the call at odd offsets */
    return test_create(&c);
}

/* One case: N symbols with N0 drawn from a pool of random values and the
 * refused ones; the reference demaps all N symbols once per value (a fresh
 * handle each time: pi/2-BPSK counts symbols from create). */
static void check_case(const char* cons, int k, cuqam_method me, cuqam_output out)
{
    const size_t ob = out == CUQAM_OUTPUT_F32 ? sizeof(float) : 1u;
    const size_t sym = (size_t)k * ob;
    float iq[2 * N], noise[N], pool[POOL + NREFUSED];
    unsigned char got[N * 12 * 4], want[N * 12 * 4], ref[N * 12 * 4];
    test_random_symbols(k < 2 ? 2 : k, iq, N, 1);
    for (int i = 0; i < POOL; ++i) /* Es/N0 from -10 to 30 dB */
        pool[i] = (float)pow(10.0, -3.0 + 4.0 * rng_uniform());
    for (int i = 0; i < NREFUSED; ++i)
        pool[POOL + i] = refused[i].v;
    int which[N];
    for (int s = 0; s < N; ++s) {
        /* one in four from the refused values */
        which[s] = rng_next() % 4 ? (int)(rng_next() % POOL)
                                  : POOL + (int)(rng_next() % NREFUSED);
        noise[s] = pool[which[s]];
    }
    cuqam_demapper* h = make(cons, k, me, out, 0.5f);
    if (!h)
        return;
    CHECK(!on_cuda || cuqam_demapper_backend(h) == CUQAM_BACKEND_CUDA, "not on CUDA");
    CHECK(cuqam_demap_noise(h, iq, noise, N, got) == CUQAM_OK,
          "demap_noise: %s",
          cuqam_last_error());
    cuqam_demapper_destroy(h);
    for (int v = 0; v < POOL + NREFUSED; ++v) {
        const float as = v < POOL ? pool[v] : refused[v - POOL].acts_as;
        int used = 0;
        for (int s = 0; s < N; ++s)
            used |= which[s] == v;
        if (!used)
            continue;
        if (as > 0.0f) {
            cuqam_demapper* r = make(cons, k, me, out, as);
            if (!r)
                return;
            CHECK(
                cuqam_demap(r, iq, N, ref) == CUQAM_OK, "demap: %s", cuqam_last_error());
            cuqam_demapper_destroy(r);
        }
        for (int s = 0; s < N; ++s) {
            if (which[s] != v)
                continue;
            if (as > 0.0f) {
                memcpy(want + s * sym, ref + s * sym, sym);
            } else { /* erased: every soft bit neutral */
                memset(want + s * sym, out == CUQAM_OUTPUT_U8 ? 128 : 0, sym);
            }
        }
    }
    long bad = 0;
    for (int s = 0; s < N; ++s) {
        if (memcmp(got + s * sym, want + s * sym, sym) == 0)
            continue;
        if (++bad <= 3)
            fprintf(stderr,
                    "  %s k=%d %s %s symbol %d (%g, %g) N0 %g: differs from the call "
                    "with that N0\n",
                    cons,
                    k,
                    cuqam_method_name(me),
                    cuqam_output_name(out),
                    s,
                    iq[2 * s],
                    iq[2 * s + 1],
                    noise[s]);
    }
    CHECK(bad == 0,
          "%s k=%d %s %s: %ld of %d symbols differ",
          cons,
          k,
          cuqam_method_name(me),
          cuqam_output_name(out),
          bad,
          N);
}

static void check_arguments(void)
{
    cuqam_demapper* h = make("3gpp", 4, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8, 0.1f);
    if (!h)
        return;
    float iq[2] = { 0.1f, 0.2f }, n0 = 0.1f;
    unsigned char out[4];
    CHECK(cuqam_demap_noise(h, iq, NULL, 1, out) == CUQAM_ERR_NULL_POINTER,
          "NULL noise_var accepted");
    CHECK(cuqam_demap_noise(NULL, iq, &n0, 1, out) == CUQAM_ERR_NULL_POINTER,
          "NULL handle accepted");
    CHECK(cuqam_demap_noise(h, NULL, NULL, 0, NULL) == CUQAM_OK, "n = 0 refused");
    cuqam_demapper_destroy(h);
}

int main(int argc, char** argv)
{
    on_cuda = argc > 1 && strcmp(argv[1], "cuda") == 0;
    if (on_cuda) {
        rng_seed_from_env("test_noise_per_symbol");
        test_cpu_impl = "cuda";
        const int skip = test_cuda_or_skip();
        if (skip)
            return skip;
    } else {
        const int skip = test_cpu_setup(argc, argv, "test_noise_per_symbol");
        if (skip)
            return skip;
    }
    check_arguments();
    static const cuqam_output outs[] = { CUQAM_OUTPUT_F32,
                                         CUQAM_OUTPUT_S8,
                                         CUQAM_OUTPUT_U8 };
    static const cuqam_method methods[] = { CUQAM_METHOD_MAXLOG,
                                            CUQAM_METHOD_APPROX,
                                            CUQAM_METHOD_EXACT };
    for (int o = 0; o < 3; ++o) {
        for (int me = 0; me < 3; ++me) {
            for (int k = 2; k <= 12; k += 2)
                check_case("3gpp", k, methods[me], outs[o]);
            check_case("wifi", 8, methods[me], outs[o]); /* reordered closed form */
        }
        /* tables: exact and maxlog */
        for (int me = 0; me < 3; me += 2) {
            check_case("dvbs2:2/3", 4, methods[me], outs[o]);
            check_case("dvbs2:3/4", 5, methods[me], outs[o]);
            check_case("pi2bpsk", 1, methods[me], outs[o]);
        }
    }
    return test_summary();
}
