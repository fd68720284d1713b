/*
 * pi/2-BPSK (TS 38.211 5.1.1), whose points turn by 90 degrees from one
 * symbol to the next: the mapper against the standard's formula, and the
 * demapper's LLRs against its closed form, with the symbol index carried
 * across calls of odd lengths and, on the GPU, across pipeline chunks of odd
 * length. The reference is written from the standard, not from the kernels:
 *   d(i) = e^(j pi/2 (i mod 2)) / sqrt 2 * ((1 - 2b) + j (1 - 2b))
 *   L(i) = ln P(b = 1 | y) / P(b = 0 | y) = -4 Re(y conj(d0(i))) / N0,
 * d0(i) being d(i) for b = 0 (two points: exact and maxlog agree).
 * Usage: test_pi2bpsk [cpu_impl | cuda]; exits 77 where this machine cannot
 * run it.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/fixtures.h"

#include <string.h>

static int on_cuda;

/* d0(i): (1 + j)/sqrt 2, times j on odd i */
static void ref_point(size_t i, double* re, double* im)
{
    const double r = 1.0 / sqrt(2.0);
    *re = (i & 1) ? -r : r;
    *im = r;
}

/* calls of these lengths, in turn (odd ones flip the parity) */
static const size_t calls[] = { 1, 7, 1000, 333, 2, 4095, 64, 3 };

static void check_mapper(void)
{
    cuqam_mapper_config c;
    cuqam_mapper_config_init(&c);
    c.bits_per_symbol = 1;
    c.constellation.name = "pi2bpsk";
    c.backend = on_cuda ? CUQAM_BACKEND_CUDA : CUQAM_BACKEND_CPU;
    c.cpu_impl = on_cuda ? NULL : test_cpu_impl;
    c.chunk_symbols = 101; /* odd chunks: the GPU pipeline's offsets */
    cuqam_mapper* h = NULL;
    CHECK(cuqam_mapper_create(&c, &h) == CUQAM_OK, "mapper: %s", cuqam_last_error());
    if (!h)
        return;
    size_t i0 = 0;
    long bad = 0;
    for (size_t t = 0; t < sizeof calls / sizeof calls[0]; ++t) {
        const size_t n = calls[t];
        uint8_t* bits = malloc(n);
        float* out = malloc(sizeof(float) * 2 * n);
        for (size_t s = 0; s < n; ++s)
            bits[s] = (uint8_t)(rng_next() & 1);
        CHECK(cuqam_map(h, bits, n, out) == CUQAM_OK, "map: %s", cuqam_last_error());
        for (size_t s = 0; s < n; ++s) {
            double re, im;
            ref_point(i0 + s, &re, &im);
            const double sg = bits[s] ? -1.0 : 1.0;
            bad += fabs(out[2 * s] - sg * re) > 1e-7 ||
                   fabs(out[2 * s + 1] - sg * im) > 1e-7;
        }
        i0 += n;
        free(bits);
        free(out);
    }
    CHECK(bad == 0, "pi2bpsk mapper: %ld symbols differ from 38.211 5.1.1", bad);
    cuqam_mapper_destroy(h);
}

static void check_demapper(cuqam_method me)
{
    const float n0 = (float)pow(10.0, -2.0 + 2.0 * rng_uniform());
    cuqam_demapper_config c =
        test_config(1,
                    me,
                    CUQAM_OUTPUT_F32,
                    n0,
                    8.0f,
                    on_cuda ? CUQAM_BACKEND_CUDA : CUQAM_BACKEND_CPU);
    c.constellation.name = "pi2bpsk";
    c.cpu_impl = on_cuda ? NULL : test_cpu_impl;
    c.chunk_symbols = 101;
    cuqam_demapper* h = test_create(&c);
    if (!h)
        return;
    size_t i0 = 0;
    long bad = 0;
    for (size_t t = 0; t < sizeof calls / sizeof calls[0]; ++t) {
        const size_t n = calls[t];
        float* iq = malloc(sizeof(float) * 2 * n);
        float* llr = malloc(sizeof(float) * n);
        /* inside 4 times the points (|I|, |Q| < 2.83): not pulled in; the
         * rare draw past 2.75 is cut (one at 6.5 sigma failed a run) */
        for (size_t s = 0; s < 2 * n; ++s)
            iq[s] = (float)fmax(-2.75, fmin(2.75, rng_gauss() * 0.5));
        CHECK(cuqam_demap(h, iq, n, llr) == CUQAM_OK, "demap: %s", cuqam_last_error());
        for (size_t s = 0; s < n; ++s) {
            double re, im;
            ref_point(i0 + s, &re, &im);
            const double ref = -4.0 * (iq[2 * s] * re + iq[2 * s + 1] * im) / n0;
            /* float distances: 4e-6 of (|y| + |c|)^2 at most 25 */
            const double tol = 1e-5 * fabs(ref) + 1e-4 / n0 + 1e-6;
            if (!(fabs(llr[s] - ref) <= tol) && ++bad <= 3)
                fprintf(stderr,
                        "  %s symbol %zu (%g, %g): got %.9g ref %.9g\n",
                        cuqam_method_name(me),
                        i0 + s,
                        iq[2 * s],
                        iq[2 * s + 1],
                        llr[s],
                        ref);
        }
        i0 += n;
        free(iq);
        free(llr);
    }
    CHECK(
        bad == 0, "pi2bpsk %s: %ld LLRs off the closed form", cuqam_method_name(me), bad);
    cuqam_demapper_destroy(h);
}

int main(int argc, char** argv)
{
    on_cuda = argc > 1 && strcmp(argv[1], "cuda") == 0;
    if (on_cuda) {
        rng_seed_from_env("test_pi2bpsk");
        test_cpu_impl = "cuda";
        const int skip = test_cuda_or_skip();
        if (skip)
            return skip;
    } else {
        const int skip = test_cpu_setup(argc, argv, "test_pi2bpsk");
        if (skip)
            return skip;
    }
    check_mapper();
    check_demapper(CUQAM_METHOD_MAXLOG);
    check_demapper(CUQAM_METHOD_EXACT);
    /* bpsk is the same points without the turn: they differ on odd symbols */
    cuqam_demapper_config c = test_config(
        1, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_F32, 0.1f, 8.0f, CUQAM_BACKEND_CPU);
    c.constellation.name = "pi2bpsk";
    c.cpu_impl = "generic";
    cuqam_demapper* h = test_create(&c);
    const float y[4] = { 0.7f, 0.7f, 0.7f, 0.7f };
    float l[2] = { 0, 0 };
    if (h && cuqam_demap(h, y, 2, l) == CUQAM_OK)
        CHECK(l[0] < -1.0f && fabsf(l[1]) < 1e-5f,
              "pi2bpsk: (1 + j) is bit 0 on even symbols, a tie on odd ones (%g, %g)",
              l[0],
              l[1]);
    cuqam_demapper_destroy(h);
    return test_summary();
}
