/*
 * Every preset and explicit constellations on one CPU kernel: which kernels
 * serve them (closed form found from the points and labels), their soft bits
 * against the brute-force double-precision reference (table_reference.h) on
 * fresh random data, hard decisions at every point, the mapper, integer
 * outputs against the generic kernel's (what is refused: test_api.c).
 * Usage: test_constellations [cpu_impl | cuda]; exits 77 where this machine
 * cannot run it (cuda: the CUDA kernels, integers against the CPU's generic).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/compare.h"
#include "../support/fixtures.h"
#include "../support/table_reference.h"

#include <string.h>

static int on_cuda; /* argv[1] == "cuda": the CUDA backend under test */

typedef struct {
    const char* name;
    int bits;
    int closed_form; /* expected */
} preset_case;

static const preset_case presets[] = {
    { "3gpp", 2, 1 },       { "3gpp", 4, 1 },      { "3gpp", 6, 1 },
    { "3gpp", 8, 1 },       { "3gpp", 10, 1 },     { "3gpp", 12, 1 },
    { "dvbt", 2, 1 },       { "dvbt", 4, 1 },      { "dvbt", 6, 1 },
    { "dvbt2", 2, 1 },      { "dvbt2", 4, 1 },     { "dvbt2", 6, 1 },
    { "dvbt2", 8, 1 },      { "wifi", 1, 0 },      { "wifi", 2, 1 },
    { "wifi", 4, 1 },       { "wifi", 6, 1 },      { "wifi", 8, 1 },
    { "wifi", 10, 1 },      { "wifi", 12, 1 },     { "bpsk", 1, 0 },
    { "dvbs2", 2, 1 },      { "dvbs2", 3, 0 },     { "dvbs2:2/3", 4, 0 },
    { "dvbs2:9/10", 4, 0 }, { "dvbs2:3/4", 5, 0 }, { "dvbs2:9/10", 5, 0 },
};

/* Random symbols around the points: noisy points, anywhere up to 1.5 times
 * the largest coordinate, exact points, and (beyond: for the table kernels,
 * whose rules for them table_reference.h follows; the closed form's per-axis
 * rules are test_bad_input's) inputs that are pulled in, NaN, Inf, huge. */
static void random_symbols(const float* pts, int k, float* iq, size_t n, int beyond)
{
    static const float special[] = { NAN, INFINITY, -INFINITY, 3e38f, -3e38f, 1e-45f };
    const double r = ref_table_rmax(pts, k);
    for (size_t s = 0; s < n; ++s) {
        const int l = (int)(rng_next() % (1u << k));
        const double u = rng_uniform();
        for (int ax = 0; ax < 2; ++ax) {
            double x;
            if (u < 0.7)
                x = pts[2 * l + ax] +
                    rng_gauss() * r * pow(10.0, -rng_uniform() * 2.0) * 0.5;
            else if (u < 0.9)
                x = (2.0 * rng_uniform() - 1.0) * 1.5 * r;
            else if (u < 0.98 || !beyond)
                x = pts[2 * l + ax];
            else
                x = (2.0 * rng_uniform() - 1.0) * 8.0 * r; /* pulled in */
            /* Without beyond, a noisy point's tail stays short of 4 r: the
             * closed form clamps each axis at its own bound there, not along
             * the direction as the reference does (one draw in about 10^5
             * landed beyond it and failed dvbt2 16QAM, seed 12573165094818) */
            if (!beyond)
                x = fmax(fmin(x, 3.9 * r), -3.9 * r);
            iq[2 * s + ax] = (float)x;
            if (beyond && rng_next() % 1000 < 3)
                iq[2 * s + ax] = special[rng_next() % 6];
        }
    }
}

static cuqam_demapper* demapper_for(const cuqam_constellation* cons,
                                    int bits,
                                    int me,
                                    int o,
                                    int sg,
                                    float n0,
                                    float scale,
                                    const char* impl)
{
    const int cuda = on_cuda && strcmp(impl, "generic") != 0;
    cuqam_demapper_config c = test_config(
        bits, me, o, n0, scale, cuda ? CUQAM_BACKEND_CUDA : CUQAM_BACKEND_CPU);
    c.constellation = *cons;
    c.sign = sg;
    c.cpu_impl = cuda ? NULL : impl;
    cuqam_demapper* h = NULL;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_OK,
          "create %s k=%d %s: %s",
          cons->name ? cons->name : "custom",
          bits,
          cuqam_method_name(me),
          cuqam_last_error());
    return h;
}

/* got against the reference; returns the number of values off. */
static long compare(const float* pts,
                    int k,
                    int me,
                    int o,
                    int sg,
                    float n0,
                    float scale,
                    const float* iq,
                    size_t n,
                    const void* got,
                    const char* what)
{
    const double r = ref_table_rmax(pts, k);
    long bad = 0;
    for (size_t s = 0; s < n; ++s) {
        double L[12];
        ref_table_llr(me, pts, k, sg, n0, iq[2 * s], iq[2 * s + 1], L);
        const double ymag =
            isnan(iq[2 * s]) || isnan(iq[2 * s + 1])
                ? 0.0
                : fmin(fmax(fabs(iq[2 * s]), fabs(iq[2 * s + 1])), 4.0 * r);
        /* float distances: relative 1e-6 of the largest squared distance */
        const double tol_abs = 4e-6 * (ymag + r) * (ymag + r) * 2.0 / n0 + 1e-6;
        for (int b = 0; b < k; ++b) {
            const size_t idx = s * (size_t)k + (size_t)b;
            const double tol = 1e-5 * fabs(L[b]) + tol_abs;
            double gv;
            const int ok = check_value(L[b], tol, o, scale, got, idx, &gv);
            if (!ok && ++bad <= 3)
                fprintf(stderr,
                        "  %s %s %s n0=%g: symbol %zu (%a, %a) bit %d got %.9g ref %.9g "
                        "tol %.3g\n",
                        what,
                        cuqam_method_name(me),
                        cuqam_output_name(o),
                        n0,
                        s,
                        iq[2 * s],
                        iq[2 * s + 1],
                        b,
                        gv,
                        L[b],
                        tol);
        }
    }
    return bad;
}

/* Soft bits against the reference, integers against the generic kernel's,
 * hard decisions at every point, and the mapper, for one constellation;
 * N0 drawn at random, or n0 where it is positive. */
static void check_constellation_at(const cuqam_constellation* cons,
                                   int bits,
                                   const char* what,
                                   float n0_fixed)
{
    float* pts = malloc(sizeof(float) * 2 * CUQAM_MAX_POINTS);
    int k = 0, closed = 0;
    CHECK(cuqam_constellation_points(
              cons, bits, pts, 2 * CUQAM_MAX_POINTS, &k, &closed) == CUQAM_OK,
          "%s: points: %s",
          what,
          cuqam_last_error());
    /* a few hundred symbols per case for 4096 points: the reference is O(M k);
     * fewer where CUQAM_TEST_RANDOM_SYMBOLS lowers the count (qemu) */
    const size_t full = k >= 10 ? 300 : (k >= 8 ? 2000 : 20000);
    const size_t scaled = full * test_random_n / TEST_RANDOM_N_DEFAULT;
    const size_t n = scaled < full ? (scaled > 64 ? scaled : 64) : full;
    float* iq = malloc(sizeof(float) * 2 * n);
    void* out = malloc(sizeof(float) * 12 * n);
    void* gen = malloc(sizeof(float) * 12 * n);
    for (int me = 0; me < 3; ++me) {
        if (me == CUQAM_METHOD_APPROX && !closed)
            continue; /* refused: it has no meaning there */
        for (int o = 0; o < 3; ++o) {
            const int sg = (int)(rng_next() & 1);
            float n0, scale;
            test_random_n0_scale(-3.0, 1.0, 1.0, &n0, &scale);
            if (n0_fixed > 0.0f)
                n0 = n0_fixed;
            random_symbols(pts, k, iq, n, !closed);
            /* table exact takes N0 no smaller than r^2 / 2^20 (docs/design.md) */
            const double r = ref_table_rmax(pts, k);
            const float n0_ref =
                me == CUQAM_METHOD_EXACT && !closed && n0 < r * r / 1048576.0
                    ? (float)(r * r / 1048576.0)
                    : n0;
            cuqam_demapper* h =
                demapper_for(cons, bits, me, o, sg, n0, scale, test_cpu_impl);
            if (!h)
                continue;
            CHECK(cuqam_demapper_bits_per_symbol(h) == k, "%s: bits", what);
            CHECK(cuqam_demap(h, iq, n, out) == CUQAM_OK, "demap");
            /* approx: its reference is the closed form's (test_core); here
             * it is held to the generic kernel's bits (below) */
            const long bad =
                me == CUQAM_METHOD_APPROX
                    ? 0
                    : compare(pts, k, me, o, sg, n0_ref, scale, iq, n, out, what);
            CHECK(bad == 0,
                  "%s %s %s sign=%d n0=%g scale=%g: %ld of %zu values off",
                  what,
                  cuqam_method_name(me),
                  cuqam_output_name(o),
                  sg,
                  n0,
                  scale,
                  bad,
                  n * (size_t)k);
            cuqam_demapper_destroy(h);
            /* integers: the same as the generic kernel's (exact: the
             * generic kernel's too within the tolerance of the reference,
             * so within 1 step where the tolerance is under half a step,
             * and as far apart as it allows at high SNR); the closed
             * form's f32 of approx and maxlog the same values (the same
             * float operations, in the labelling's output order; closed
             * form never gives NaN) */
            const int f32_bits =
                o == CUQAM_OUTPUT_F32 && closed && me != CUQAM_METHOD_EXACT;
            if ((o != CUQAM_OUTPUT_F32 || f32_bits) &&
                strcmp(test_cpu_impl, "generic") != 0) {
                cuqam_demapper* g =
                    demapper_for(cons, bits, me, o, sg, n0, scale, "generic");
                if (g && cuqam_demap(g, iq, n, gen) == CUQAM_OK && f32_bits) {
                    long diff = 0;
                    for (size_t i = 0; i < n * (size_t)k; ++i)
                        diff += ((const float*)out)[i] != ((const float*)gen)[i];
                    CHECK(diff == 0,
                          "%s %s f32: %ld values differ from generic's",
                          what,
                          cuqam_method_name(me),
                          diff);
                } else if (g && me == CUQAM_METHOD_EXACT) {
                    CHECK(compare(pts, k, me, o, sg, n0_ref, scale, iq, n, gen, what) ==
                              0,
                          "%s exact %s: the generic kernel's integers off the reference",
                          what,
                          cuqam_output_name(o));
                } else if (g) {
                    long diff = 0;
                    for (size_t i = 0; i < n * (size_t)k; ++i) {
                        /* s8 as signed: 0 and -1 (0xFF) are one step apart */
                        const int d =
                            o == CUQAM_OUTPUT_S8
                                ? ((const int8_t*)out)[i] - ((const int8_t*)gen)[i]
                                : ((const uint8_t*)out)[i] - ((const uint8_t*)gen)[i];
                        diff += d != 0;
                    }
                    CHECK(diff == 0,
                          "%s %s %s: %ld bytes differ from generic",
                          what,
                          cuqam_method_name(me),
                          cuqam_output_name(o),
                          diff);
                }
                cuqam_demapper_destroy(g);
            }
        }
    }
    /* hard decisions: at every point the LLR signs are its label */
    cuqam_demapper* h = demapper_for(
        cons, bits, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_F32, 0, 1e-3f, 1.0f, test_cpu_impl);
    float* llr = malloc(sizeof(float) * (size_t)k << k);
    if (h && cuqam_demap(h, pts, (size_t)1 << k, llr) == CUQAM_OK) {
        long wrong = 0;
        for (int l = 0; l < (1 << k); ++l)
            for (int b = 0; b < k; ++b)
                wrong += (llr[l * k + b] > 0.0f) != (((l >> (k - 1 - b)) & 1) != 0);
        CHECK(wrong == 0,
              "%s: %ld hard decisions at the points differ from labels",
              what,
              wrong);
    }
    cuqam_demapper_destroy(h);
    /* the mapper: every label's bits give its point */
    cuqam_mapper_config mc;
    cuqam_mapper_config_init(&mc);
    mc.bits_per_symbol = bits;
    mc.constellation = *cons;
    mc.backend = on_cuda ? CUQAM_BACKEND_CUDA : CUQAM_BACKEND_CPU;
    mc.cpu_impl = on_cuda ? NULL : test_cpu_impl;
    cuqam_mapper* mp = NULL;
    CHECK(cuqam_mapper_create(&mc, &mp) == CUQAM_OK,
          "%s mapper: %s",
          what,
          cuqam_last_error());
    uint8_t* bitsbuf = malloc((size_t)k << k);
    float* mapped = malloc(sizeof(float) * 2 << k);
    for (int l = 0; l < (1 << k); ++l)
        for (int b = 0; b < k; ++b)
            bitsbuf[l * k + b] = (uint8_t)((l >> (k - 1 - b)) & 1);
    if (mp && cuqam_map(mp, bitsbuf, (size_t)1 << k, mapped) == CUQAM_OK)
        CHECK(memcmp(mapped, pts, sizeof(float) * 2 << k) == 0,
              "%s: mapper != points",
              what);
    cuqam_mapper_destroy(mp);
    free(bitsbuf);
    free(mapped);
    free(llr);
    free(iq);
    free(out);
    free(gen);
    free(pts);
}

static void
check_constellation(const cuqam_constellation* cons, int bits, const char* what)
{
    check_constellation_at(cons, bits, what, 0.0f);
}

static void test_presets(void)
{
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; ++i) {
        const cuqam_constellation c = { presets[i].name, NULL, NULL, 0 };
        float pts[2 * CUQAM_MAX_POINTS];
        int k = 0, closed = -1;
        CHECK(cuqam_constellation_points(
                  &c, presets[i].bits, pts, 2 * CUQAM_MAX_POINTS, &k, &closed) ==
                  CUQAM_OK,
              "%s %d: %s",
              presets[i].name,
              presets[i].bits,
              cuqam_last_error());
        CHECK(closed == presets[i].closed_form,
              "%s %d: closed form %d, expected %d",
              presets[i].name,
              presets[i].bits,
              closed,
              presets[i].closed_form);
        double e = 0.0;
        for (int l = 0; l < (1 << k); ++l)
            e +=
                (double)pts[2 * l] * pts[2 * l] + (double)pts[2 * l + 1] * pts[2 * l + 1];
        CHECK(fabs(e / (1 << k) - 1.0) < 1e-5,
              "%s %d: energy %.7f",
              presets[i].name,
              presets[i].bits,
              e / (1 << k));
        char what[64];
        snprintf(what, sizeof what, "%s/%d", presets[i].name, presets[i].bits);
        check_constellation(&c, presets[i].bits, what);
    }
}

/* 3GPP square QAM with its label bits moved and inverted at random, scaled
 * and with the points in a random order: the closed form must be found. */
static void test_permuted_gray(int k)
{
    const cuqam_constellation g = { "3gpp", NULL, NULL, 0 };
    static float base[2 * CUQAM_MAX_POINTS], pts[2 * CUQAM_MAX_POINTS];
    static uint32_t labels[CUQAM_MAX_POINTS];
    int kk, closed;
    cuqam_constellation_points(&g, k, base, sizeof base / sizeof base[0], &kk, &closed);
    int perm[12], flip = (int)(rng_next() & ((1u << k) - 1));
    for (int b = 0; b < k; ++b)
        perm[b] = b;
    for (int b = k - 1; b > 0; --b) {
        const int j = (int)(rng_next() % (unsigned)(b + 1)), t = perm[b];
        perm[b] = perm[j], perm[j] = t;
    }
    const float scale = (float)(0.3 + 3.0 * rng_uniform());
    const int n = 1 << k;
    int order[CUQAM_MAX_POINTS];
    for (int i = 0; i < n; ++i)
        order[i] = i;
    for (int i = n - 1; i > 0; --i) {
        const int j = (int)(rng_next() % (unsigned)(i + 1)), t = order[i];
        order[i] = order[j], order[j] = t;
    }
    for (int i = 0; i < n; ++i) {
        const int l = order[i]; /* 3GPP label l; its bit b goes to position perm[b] */
        uint32_t nl = 0;
        for (int b = 0; b < k; ++b)
            nl |= (uint32_t)(((l >> (k - 1 - b)) & 1) ^ ((flip >> b) & 1))
                  << (k - 1 - perm[b]);
        labels[i] = nl;
        pts[2 * i] = base[2 * l] * scale;
        pts[2 * i + 1] = base[2 * l + 1] * scale;
    }
    const cuqam_constellation c = { NULL, pts, labels, n };
    CHECK(cuqam_constellation_points(
              &c, 0, base, sizeof base / sizeof base[0], &kk, &closed) == CUQAM_OK &&
              closed == 1,
          "permuted Gray k=%d: not served by the closed form",
          k);
    char what[64];
    snprintf(what, sizeof what, "permuted-gray/%d", k);
    check_constellation(&c, 0, what);
}

/* Random points with random labels: the table kernels. */
static void test_random_constellation(int k)
{
    static float pts[2 * CUQAM_MAX_POINTS];
    static uint32_t labels[CUQAM_MAX_POINTS];
    const int n = 1 << k;
    for (int i = 0; i < n; ++i) {
        pts[2 * i] = (float)rng_gauss();
        pts[2 * i + 1] = (float)rng_gauss();
        labels[i] = (uint32_t)i;
    }
    for (int i = n - 1; i > 0; --i) {
        const int j = (int)(rng_next() % (unsigned)(i + 1));
        const uint32_t t = labels[i];
        labels[i] = labels[j], labels[j] = t;
    }
    const cuqam_constellation c = { NULL, pts, labels, n };
    char what[64];
    snprintf(what, sizeof what, "random/%d", k);
    check_constellation(&c, 0, what);
    /* From 256 points the GPU's exact sums go direct where N0 is at least
     * 1/16 of the constellation's spread (table_math.h; 2.4-4.7 for such
     * Gaussian points): at N0 = 1 and 8 they do; at N0 = 1 inputs pulled in
     * from far away (d > 69 N0) fail them and take the tracked sums. */
    if (k >= 8) {
        check_constellation_at(&c, 0, what, 1.0f);
        check_constellation_at(&c, 0, what, 8.0f);
    }
}

/* exact at high SNR on the table kernels, down to N0 = 1e-12 with unit
 * energy: a sum's reference, rounded once, moved every term by a factor
 * beyond the float range from about 1e-9 (+-Inf, kernels differing). N0 now
 * stops at r^2 / 2^20 there (docs/design.md): 2e-6 is above it for these
 * constellations, 2e-7 and below under it. */
static void test_table_exact_high_snr(void)
{
    static const struct {
        const char* name;
        int bits;
    } cases[] = { { "dvbs2", 3 }, { "dvbs2:2/3", 4 }, { "dvbs2:3/4", 5 } };
    static const float n0s[] = { 1e-4f, 2e-6f, 2e-7f, 1e-9f, 1e-12f };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c)
        for (size_t i = 0; i < sizeof n0s / sizeof n0s[0]; ++i) {
            const cuqam_constellation cons = { cases[c].name, NULL, NULL, 0 };
            char what[64];
            snprintf(what, sizeof what, "%s/%d high SNR", cases[c].name, cases[c].bits);
            check_constellation_at(&cons, cases[c].bits, what, n0s[i]);
        }
}

int main(int argc, char** argv)
{
    on_cuda = argc > 1 && strcmp(argv[1], "cuda") == 0;
    if (on_cuda) {
        rng_seed_from_env("test_constellations");
        test_cpu_impl = "cuda";
        const int skip = test_cuda_or_skip();
        if (skip)
            return skip;
    } else {
        const int skip = test_cpu_setup(argc, argv, "test_constellations");
        if (skip)
            return skip;
    }
    test_presets();
    /* up to 4096QAM: on the GPU, f32 of a random bit order goes through
     * the scatter tile, whose rows are laid out per QAM size */
    for (int k = 2; k <= 12; k += 2)
        test_permuted_gray(k);
    for (int k = 1; k <= 8; ++k)
        test_random_constellation(k);
    test_table_exact_high_snr();
    return test_summary();
}
