/*
 * The C API's contract, once (no kernel under test): every invalid parameter
 * and pointer refused with its code and message (bad constellations too),
 * setters that keep the previous value, a message for every code, the backend
 * choice explained; the 256QAM table of docs/design.md written out.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/fixtures.h"
#include "../support/saturation_check.h"

#include <float.h>
#include <string.h>

/* The 256QAM table of docs/design.md ("Constellation"), written out: (b2 b4 b6) -> |I| /
 * a. */
static void test_spec_table(void)
{
    static const int want[8] = { 5, 7, 3, 1, 11, 9, 13, 15 };
    cuqam_mapper* mh = test_cpu_mapper(8);
    for (int c = 0; c < 8; ++c) {
        for (int sgn = 0; sgn < 2; ++sgn) {
            uint8_t bits[8] = { (uint8_t)sgn,
                                0,
                                (uint8_t)((c >> 2) & 1),
                                0,
                                (uint8_t)((c >> 1) & 1),
                                0,
                                (uint8_t)(c & 1),
                                0 };
            float iq[2];
            cuqam_map(mh, bits, 1, iq);
            const double got = iq[0] * sqrt(170.0);
            CHECK(fabs(got - (sgn ? -want[c] : want[c])) < 1e-5,
                  "b2b4b6=%d b0=%d: I/a %g",
                  c,
                  sgn,
                  got);
            CHECK(fabs(iq[1] * sqrt(170.0) - 5.0) < 1e-5,
                  "Q of all-zero bits is 5a, got %g",
                  iq[1] * sqrt(170.0));
        }
    }
    cuqam_mapper_destroy(mh);
}

static void test_bad_config(void)
{
    cuqam_demapper_config c;
    cuqam_demapper* h = (cuqam_demapper*)&c; /* must be reset to NULL on failure */
    const float bad_n0[] = {
        0.0f, -0.0f, -1.0f, NAN, INFINITY, -INFINITY, 1e-13f, 1e-45f
    };
    for (size_t i = 0; i < sizeof bad_n0 / sizeof bad_n0[0]; ++i) {
        cuqam_demapper_config_init(&c);
        c.noise_var = bad_n0[i];
        CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_NOISE_VAR && h == NULL,
              "N0=%g accepted",
              bad_n0[i]);
        CHECK(strstr(cuqam_last_error(), "noise_var") != NULL,
              "message: %s",
              cuqam_last_error());
    }
    const float bad_scale[] = { 0.0f, -1.0f, NAN, INFINITY };
    for (size_t i = 0; i < 4; ++i) {
        cuqam_demapper_config_init(&c);
        c.scale = bad_scale[i];
        CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_SCALE,
              "scale=%g accepted",
              bad_scale[i]);
    }
    const int bad_k[] = { 0, 1, 3, 7, 9, 13, 14, -8 }; /* 3gpp: 2, 4, ... 12 */
    for (size_t i = 0; i < sizeof bad_k / sizeof bad_k[0]; ++i) {
        cuqam_demapper_config_init(&c);
        c.bits_per_symbol = bad_k[i];
        CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_BITS_PER_SYMBOL,
              "k=%d accepted",
              bad_k[i]);
    }
    cuqam_demapper_config_init(&c);
    c.method = (cuqam_method)7;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_METHOD, "method 7");
    cuqam_demapper_config_init(&c);
    c.output = (cuqam_output)7;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_OUTPUT_FORMAT, "output 7");
    cuqam_demapper_config_init(&c);
    c.sign = (cuqam_sign)7;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_SIGN, "sign 7");
    cuqam_demapper_config_init(&c);
    c.backend = (cuqam_backend)7;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_BACKEND, "backend 7");
    cuqam_demapper_config_init(&c);
    c.streams = 0;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_CONFIG, "streams 0");
    cuqam_demapper_config_init(&c);
    c.backend = CUQAM_BACKEND_CPU;
    c.cpu_impl = "no-such-kernel";
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_CPU_IMPL, "unknown cpu impl");
    CHECK(cuqam_demapper_create(NULL, &h) == CUQAM_ERR_NULL_POINTER, "NULL cfg");
    CHECK(cuqam_demapper_create(&c, NULL) == CUQAM_ERR_NULL_POINTER, "NULL out");
    cuqam_demapper_destroy(NULL);

    /* Setters refuse bad values and keep the previous one. */
    h = test_cpu_demapper(
        8, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_U8, CUQAM_SIGN_GNURADIO, 0.05f, 3.0f);
    for (size_t i = 0; i < sizeof bad_n0 / sizeof bad_n0[0]; ++i)
        CHECK(cuqam_demapper_set_noise_var(h, bad_n0[i]) == CUQAM_ERR_NOISE_VAR,
              "set N0=%g",
              bad_n0[i]);
    for (size_t i = 0; i < 4; ++i)
        CHECK(cuqam_demapper_set_scale(h, bad_scale[i]) == CUQAM_ERR_SCALE,
              "set scale=%g",
              bad_scale[i]);
    CHECK(cuqam_demapper_noise_var(h) == 0.05f && cuqam_demapper_scale(h) == 3.0f,
          "values kept");
    CHECK(cuqam_demapper_set_noise_var(h, 0.5f) == CUQAM_OK &&
              cuqam_demapper_noise_var(h) == 0.5f,
          "set N0");
    float in[2] = { 0.3f, -0.2f };
    uint8_t out[8];
    CHECK(cuqam_demap(h, NULL, 1, out) == CUQAM_ERR_NULL_POINTER, "NULL in");
    CHECK(cuqam_demap(h, in, 1, NULL) == CUQAM_ERR_NULL_POINTER, "NULL out");
    CHECK(cuqam_demap(NULL, in, 1, out) == CUQAM_ERR_NULL_POINTER, "NULL handle");
    CHECK(cuqam_demap(h, NULL, 0, NULL) == CUQAM_OK, "n=0 with NULL buffers");
    cuqam_demapper_destroy(h);

    /* Messages exist for every code. */
    for (int s = 0; s <= CUQAM_ERR_COUNT_; ++s)
        CHECK(cuqam_strerror((cuqam_status)s) && *cuqam_strerror((cuqam_status)s),
              "strerror %d",
              s);

    /* The CUDA backend: "cuda" fails cleanly where it cannot run, "auto" says why it
     * chose. */
    cuqam_demapper_config_init(&c);
    c.backend = CUQAM_BACKEND_AUTO;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_OK, "auto: %s", cuqam_last_error());
    CHECK(*cuqam_demapper_backend_reason(h) != '\0', "auto gives a reason");
    printf("auto backend: %s (%s): %s\n",
           cuqam_backend_name(cuqam_demapper_backend(h)),
           cuqam_demapper_impl_name(h),
           cuqam_demapper_backend_reason(h));
    const int cuda_works = cuqam_demapper_backend(h) == CUQAM_BACKEND_CUDA;
    cuqam_demapper_destroy(h);
    if (!cuda_works) {
        c.backend = CUQAM_BACKEND_CUDA;
        CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_BACKEND_UNAVAILABLE && h == NULL,
              "cuda without GPU");
        CHECK(strlen(cuqam_last_error()) > 10,
              "cuda failure explained: %s",
              cuqam_last_error());
        printf("backend=cuda here: %s\n", cuqam_last_error());
    }
}

/* Automatic scale: 127 / max(32, 8 d_min^2 / N0), d_min from the points
 * (square QAM: 2a; 8PSK: 2 sin(pi/8)), following N0; the mode setter; the
 * saturation count. */
/* Constellations refused: unknown presets and code rates, orders a preset
 * does not have, approx on a table constellation, bad explicit points. */
static void test_bad_constellation(void)
{
    cuqam_demapper_config c;
    cuqam_demapper* h = NULL;
    const struct {
        const char* name;
        int bits;
        cuqam_status want;
    } bad[] = {
        { "dvbs3", 4, CUQAM_ERR_CONSTELLATION },
        { "dvbs2", 4, CUQAM_ERR_CONSTELLATION },
        { "dvbs2:2/3", 5, CUQAM_ERR_CONSTELLATION },
        { "dvbs2:1/7", 4, CUQAM_ERR_CONSTELLATION },
        { "dvbt", 8, CUQAM_ERR_BITS_PER_SYMBOL },
        { "3gpp", 13, CUQAM_ERR_BITS_PER_SYMBOL },
        { "wifi", 3, CUQAM_ERR_BITS_PER_SYMBOL },
        { "3gpp:2/3", 4, CUQAM_ERR_CONSTELLATION },
        { "", 4, CUQAM_ERR_CONSTELLATION },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        cuqam_demapper_config_init(&c);
        c.constellation.name = bad[i].name;
        c.bits_per_symbol = bad[i].bits;
        CHECK(cuqam_demapper_create(&c, &h) == bad[i].want && !h,
              "'%s' %d bits: accepted or another error (%s)",
              bad[i].name,
              bad[i].bits,
              cuqam_last_error());
    }
    /* approx has no meaning for a table constellation */
    cuqam_demapper_config_init(&c);
    c.constellation.name = "dvbs2:3/4";
    c.bits_per_symbol = 5;
    c.method = CUQAM_METHOD_APPROX;
    CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_METHOD &&
              strstr(cuqam_last_error(), "approx") != NULL,
          "approx on 32APSK: %s",
          cuqam_last_error());
    /* explicit points: count, labels, values */
    float pts[8] = { 1, 0, -1, 0, 0, 1, 0, -1 };
    uint32_t lab_dup[4] = { 0, 1, 1, 3 }, lab_big[4] = { 0, 1, 2, 4 };
    const struct {
        int n;
        const uint32_t* labels;
        float poison;
    } pbad[] = { { 3, NULL, 0 },    { 1, NULL, 0 },   { 4, lab_dup, 0 },
                 { 4, lab_big, 0 }, { 4, NULL, NAN }, { 4, NULL, INFINITY },
                 { 4, NULL, -1 } };
    for (size_t i = 0; i < sizeof pbad / sizeof pbad[0]; ++i) {
        float p[8];
        memcpy(p, pts, sizeof p);
        if (pbad[i].poison != 0)
            p[2] = pbad[i].poison,
            p[3] = 0; /* NaN/Inf, or a copy of point 0 (-1: below) */
        if (pbad[i].poison == -1)
            p[2] = 1, p[3] = 0;
        cuqam_demapper_config_init(&c);
        c.constellation.points = p;
        c.constellation.labels = pbad[i].labels;
        c.constellation.num_points = pbad[i].n;
        CHECK(cuqam_demapper_create(&c, &h) == CUQAM_ERR_CONSTELLATION && !h,
              "bad points case %zu accepted (%s)",
              i,
              cuqam_last_error());
    }
}

static void test_auto_scale(void)
{
    static const struct {
        const char* cons;
        int k;
        double dmin2;
    } cases[] = { { "3gpp", 2, 2.0 },
                  { "3gpp", 8, 4.0 * 3.0 / (2.0 * 255.0) },
                  { "3gpp", 12, 4.0 * 3.0 / (2.0 * 4095.0) },
                  { "dvbs2", 3, 4.0 * 0.14644660940672624 } }; /* (2 sin(pi/8))^2 */
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        cuqam_demapper_config c = test_config(cases[i].k,
                                              CUQAM_METHOD_MAXLOG,
                                              CUQAM_OUTPUT_U8,
                                              0.02f,
                                              3.0f,
                                              CUQAM_BACKEND_CPU);
        c.constellation.name = cases[i].cons;
        c.scale_mode = CUQAM_SCALE_AUTO;
        cuqam_demapper* h = test_create(&c);
        if (!h)
            continue;
        for (float n0 = 1e-4f; n0 < 10.0f; n0 *= 7.0f) {
            cuqam_demapper_set_noise_var(h, n0);
            const double clip = 8.0 * cases[i].dmin2 / n0;
            const double want = 127.0 / (clip > 32.0 ? clip : 32.0);
            CHECK(fabs(cuqam_demapper_scale(h) - want) <= 1e-6 * want,
                  "%s k=%d N0 %g: automatic scale %g, want %g",
                  cases[i].cons,
                  cases[i].k,
                  n0,
                  cuqam_demapper_scale(h),
                  want);
        }
        CHECK(cuqam_demapper_set_scale_mode(h, CUQAM_SCALE_FIXED) == CUQAM_OK &&
                  cuqam_demapper_scale(h) == 3.0f,
              "fixed mode gives the set scale back");
        CHECK(cuqam_demapper_set_scale_mode(h, (cuqam_scale_mode)7) == CUQAM_ERR_SCALE &&
                  cuqam_demapper_scale_mode(h) == CUQAM_SCALE_FIXED,
              "unknown mode refused, previous kept");
        cuqam_demapper_destroy(h);
    }
    const unsigned char u8[] = { 0, 1, 128, 254, 255, 255 },
                        s8[] = { 0x81, 0x80, 0x7F, 0 };
    CHECK(cuqam_count_saturated(u8, sizeof u8, CUQAM_OUTPUT_U8) == 3,
          "u8 saturation count");
    CHECK(cuqam_count_saturated(s8, sizeof s8, CUQAM_OUTPUT_S8) == 2,
          "s8 saturation count");
    CHECK(cuqam_count_saturated(u8, sizeof u8, CUQAM_OUTPUT_F32) == 0,
          "f32 never saturates");
}

static void* plain_alloc(size_t bytes) { return malloc(bytes); }

/* cuqam_count_saturated against a byte-by-byte count on lengths that cross its
 * 64-byte blocks; then the handle's counts (the CPU's; the GPU's in
 * test_cuda_api). */
static void test_saturation(void)
{
    unsigned char b[1000];
    for (size_t i = 0; i < sizeof b; ++i) {
        const unsigned r = rng_next() % 8;
        b[i] =
            (unsigned char)(r == 0 ? 0
                                   : (r == 1 ? 255
                                             : (r == 2 ? 0x81
                                                       : (r == 3 ? 0x7F : rng_next()))));
    }
    for (size_t len = 0; len <= sizeof b; len += 37) {
        size_t u = 0, s = 0;
        for (size_t i = 0; i < len; ++i) {
            u += b[i] == 0 || b[i] == 255;
            s += b[i] == 0x81 || b[i] == 0x7F;
        }
        CHECK(cuqam_count_saturated(b, len, CUQAM_OUTPUT_U8) == u &&
                  cuqam_count_saturated(b, len, CUQAM_OUTPUT_S8) == s,
              "count_saturated over %zu bytes",
              len);
    }
    check_saturation_counts(CUQAM_BACKEND_CPU, plain_alloc, free, "malloc");
    unsigned long long x, y;
    CHECK(cuqam_demapper_saturation(NULL, &x, &y) == CUQAM_ERR_NULL_POINTER,
          "saturation of no handle refused");
}

/* Decision distances against a brute-force search over the points, on
 * random symbols (a grid: per axis; APSK and BPSK: search), one NaN left out. */
static void test_decision_distance(void)
{
    static const struct {
        const char* cons;
        int k;
    } cases[] = { { "3gpp", 6 }, { "wifi", 8 }, { "dvbs2:2/3", 4 }, { "bpsk", 1 } };
    static float pts[2 * CUQAM_MAX_POINTS];
    enum { N = 1000 };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        cuqam_demapper_config c = test_config(cases[i].k,
                                              CUQAM_METHOD_MAXLOG,
                                              CUQAM_OUTPUT_F32,
                                              0.1f,
                                              1.0f,
                                              CUQAM_BACKEND_CPU);
        c.constellation.name = cases[i].cons;
        cuqam_demapper* h = test_create(&c);
        int bits = 0;
        if (!h)
            continue;
        CHECK(cuqam_constellation_points(
                  &c.constellation, cases[i].k, pts, 2 * CUQAM_MAX_POINTS, &bits, NULL) ==
                  CUQAM_OK,
              "points");
        float in[2 * N];
        double want = 0.0;
        for (int s = 0; s < N; ++s) {
            in[2 * s] = s == 3 ? NAN : (float)(rng_gauss() * 0.8);
            in[2 * s + 1] = (float)(rng_gauss() * 0.8);
            double best = INFINITY;
            for (int p = 0; s != 3 && p < (1 << bits); ++p) {
                const double di = in[2 * s] - pts[2 * p],
                             dq = in[2 * s + 1] - pts[2 * p + 1];
                best = fmin(best, di * di + dq * dq);
            }
            want += s == 3 ? 0.0 : best;
        }
        double got = 0.0;
        size_t used = 0;
        CHECK(cuqam_demapper_decision_distance2(h, in, N, &got, &used) == CUQAM_OK &&
                  used == N - 1 && fabs(got - want) <= 1e-6 * want, /* float points */
              "%s: %zu symbols, sum of squared decision distances %.12g, search %.12g",
              cases[i].cons,
              used,
              got,
              want);
        cuqam_demapper_destroy(h);
    }
}

int main(void)
{
    rng_seed_from_env("test_api");
    test_spec_table();
    test_bad_config();
    test_bad_constellation();
    test_auto_scale();
    test_decision_distance();
    test_saturation();
    return test_summary();
}
