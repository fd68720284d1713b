/*
 * C core tests (no GNU Radio): every order, method, output and sign against
 * the independent double-precision reference on fresh random data; the
 * mapper and the noiseless round trip; every bad input of docs/design.md ("Errors and bad
 * input"). Usage: test_core [cpu_impl]   (default: generic). Exits 77 (skipped) with the
 * reason when this CPU cannot run the implementation. SPDX-License-Identifier:
 * GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/fixtures.h"

#include <float.h>
#include <string.h>

/* symbols per random case; CUQAM_TEST_RANDOM_SYMBOLS lowers it under emulation */
static size_t N_RANDOM = 100000;

static const int orders[] = { 2, 4, 6, 8, 10 };
static const char* impl_under_test = "generic";

static cuqam_demapper* make_demapper(
    int k, cuqam_method me, cuqam_output out, cuqam_sign sg, float n0, float scale)
{
    cuqam_demapper_config c = test_config(k, me, out, n0, scale, CUQAM_BACKEND_CPU);
    c.sign = sg;
    c.cpu_impl = impl_under_test;
    return test_create(&c);
}

static double tolerance(double ref, double g, double umag)
{
    return 1e-5 * fabs(ref) + 4e-6 * g * (umag + 2.0) * (umag + 2.0) + 1e-6;
}

static double ref_quantize(double x, cuqam_output out)
{
    const double lo = out == CUQAM_OUTPUT_S8 ? -127.0 : -128.0;
    x = x < lo ? lo : (x > 127.0 ? 127.0 : x);
    return nearbyint(x) + (out == CUQAM_OUTPUT_U8 ? 128.0 : 0.0);
}

/* Compares one demapper output buffer against the reference; returns mismatches. */
static long compare_with_reference(int k,
                                   cuqam_method me,
                                   cuqam_output out,
                                   cuqam_sign sg,
                                   float n0,
                                   float scale,
                                   const float* iq,
                                   size_t n,
                                   const void* got)
{
    const int m = k / 2;
    const double a = ref_a(k), g = a * a / n0, lim = ldexp(4.0, m);
    long bad = 0;
    for (size_t s = 0; s < n; ++s) {
        double L[10];
        ref_symbol_llr(
            (int)me, k, sg == CUQAM_SIGN_3GPP, n0, iq[2 * s], iq[2 * s + 1], L);
        for (int b = 0; b < k; ++b) {
            const float x = iq[2 * s + (b & 1)];
            const double umag = isnan(x) ? 0.0 : fmin(fabs((double)x / a), lim);
            const double tol = tolerance(L[b], g, umag);
            const size_t idx = s * (size_t)k + (size_t)b;
            int ok;
            double gv;
            if (isinf(L[b])) { /* infinitely far: saturated, with the reference's sign */
                gv = out == CUQAM_OUTPUT_F32  ? ((const float*)got)[idx]
                     : out == CUQAM_OUTPUT_S8 ? ((const int8_t*)got)[idx]
                                              : ((const uint8_t*)got)[idx] - 128.0;
                ok = out == CUQAM_OUTPUT_F32  ? gv == L[b]
                     : out == CUQAM_OUTPUT_S8 ? gv == (L[b] > 0 ? 127.0 : -127.0)
                                              : gv == (L[b] > 0 ? 127.0 : -128.0);
            } else if (out == CUQAM_OUTPUT_F32) {
                gv = ((const float*)got)[idx];
                ok = isfinite(gv) && fabs(gv - L[b]) <= tol;
            } else {
                gv = out == CUQAM_OUTPUT_S8 ? ((const int8_t*)got)[idx]
                                            : ((const uint8_t*)got)[idx];
                const double want = ref_quantize(L[b] * scale, out);
                /* One step off is allowed only where the reference lies within
                 * tolerance of a rounding boundary. */
                const double xs = L[b] * scale;
                const double frac = fabs(xs - floor(xs) - 0.5);
                ok = gv == want || (fabs(gv - want) == 1.0 && frac <= tol * scale + 1e-9);
            }
            if (!ok && ++bad <= 3)
                fprintf(stderr,
                        "  k=%d %s %s %s n0=%g: symbol %zu (%a, %a) bit %d got %.9g ref "
                        "%.9g tol %.3g\n",
                        k,
                        cuqam_method_name(me),
                        cuqam_output_name(out),
                        sg ? "3gpp" : "gnuradio",
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

static void test_against_reference(void)
{
    float* iq = malloc(sizeof(float) * 2 * N_RANDOM);
    void* out = malloc(sizeof(float) * 10 * N_RANDOM);
    for (size_t oi = 0; oi < 5; ++oi) {
        const int k = orders[oi];
        for (int me = 0; me < 3; ++me) {
            for (int o = 0; o < 3; ++o) {
                for (int sg = 0; sg < 2; ++sg) {
                    /* default N0 and scale, or random ones over 50 dB */
                    const int dflt = (rng_next() & 1) == 0;
                    const float n0 = dflt ? CUQAM_DEFAULT_NOISE_VAR
                                          : (float)pow(10.0, -4.0 + 5.0 * rng_uniform());
                    const float scale =
                        dflt ? CUQAM_DEFAULT_SCALE
                             : (float)pow(10.0, -1.0 + 3.0 * rng_uniform());
                    test_random_symbols(k, iq, N_RANDOM, 0);
                    cuqam_demapper* h = make_demapper(k, me, o, sg, n0, scale);
                    if (!h)
                        continue;
                    CHECK(cuqam_demap(h, iq, N_RANDOM, out) == CUQAM_OK, "demap");
                    const long bad = compare_with_reference(
                        k, me, o, sg, n0, scale, iq, N_RANDOM, out);
                    CHECK(bad == 0,
                          "k=%d %s %s sign=%d n0=%g scale=%g: %ld of %zu values off",
                          k,
                          cuqam_method_name(me),
                          cuqam_output_name(o),
                          sg,
                          n0,
                          scale,
                          bad,
                          N_RANDOM * (size_t)k);
                    cuqam_demapper_destroy(h);
                }
            }
        }
    }
    free(iq);
    free(out);
}

static cuqam_mapper* make_mapper(int k)
{
    cuqam_mapper_config c;
    cuqam_mapper_config_init(&c);
    c.bits_per_symbol = k;
    c.backend = CUQAM_BACKEND_CPU;
    c.cpu_impl = impl_under_test;
    cuqam_mapper* h = NULL;
    CHECK(cuqam_mapper_create(&c, &h) == CUQAM_OK,
          "mapper create k=%d: %s",
          k,
          cuqam_last_error());
    return h;
}

/* Every point of every order: mapper against the reference constellation and
 * unit energy; then the demapper must return every bit with the right sign,
 * and integer outputs equal to the reference, saturated where it saturates. */
static void test_round_trip_every_point(void)
{
    for (size_t oi = 0; oi < 5; ++oi) {
        const int k = orders[oi], m = k / 2;
        const size_t M = (size_t)1 << k;
        const double a = ref_a(k);
        uint8_t* bits = malloc(M * (size_t)k);
        float* iq = malloc(sizeof(float) * 2 * M);
        for (size_t p = 0; p < M; ++p)
            for (int b = 0; b < k; ++b)
                bits[p * (size_t)k + (size_t)b] =
                    (uint8_t)(((p >> b) & 1u) | 0xF0u); /* high bits ignored */
        cuqam_mapper* mh = make_mapper(k);
        CHECK(cuqam_map(mh, bits, M, iq) == CUQAM_OK, "map");
        cuqam_mapper_destroy(mh);
        double energy = 0.0;
        long wrong_point = 0;
        for (size_t p = 0; p < M; ++p) {
            int bi[5], bq[5];
            for (int j = 0; j < m; ++j) {
                bi[j] = (int)((p >> (2 * j)) & 1u);
                bq[j] = (int)((p >> (2 * j + 1)) & 1u);
            }
            const double ri = a * ref_level(bi, m), rq = a * ref_level(bq, m);
            wrong_point += fabs(iq[2 * p] - ri) > 1e-6 || fabs(iq[2 * p + 1] - rq) > 1e-6;
            energy +=
                (double)iq[2 * p] * iq[2 * p] + (double)iq[2 * p + 1] * iq[2 * p + 1];
        }
        CHECK(wrong_point == 0,
              "k=%d: %ld mapped points off the reference",
              k,
              wrong_point);
        CHECK(fabs(energy / (double)M - 1.0) < 1e-6,
              "k=%d: mean energy %.9f",
              k,
              energy / (double)M);

        for (int me = 0; me < 3; ++me) {
            for (int o = 0; o < 3; ++o) {
                cuqam_demapper* h = make_demapper(k,
                                                  me,
                                                  o,
                                                  CUQAM_SIGN_GNURADIO,
                                                  CUQAM_DEFAULT_NOISE_VAR,
                                                  CUQAM_DEFAULT_SCALE);
                void* soft = malloc(M * (size_t)k * 4);
                CHECK(cuqam_demap(h, iq, M, soft) == CUQAM_OK, "demap");
                long wrong_sign = 0, saturation = 0;
                for (size_t p = 0; p < M; ++p) {
                    double L[10];
                    ref_symbol_llr(
                        me, k, 0, CUQAM_DEFAULT_NOISE_VAR, iq[2 * p], iq[2 * p + 1], L);
                    for (int b = 0; b < k; ++b) {
                        const size_t idx = p * (size_t)k + (size_t)b;
                        const int bit = (int)((p >> b) & 1u);
                        double v;
                        if (o == CUQAM_OUTPUT_F32)
                            v = ((float*)soft)[idx];
                        else if (o == CUQAM_OUTPUT_S8)
                            v = ((int8_t*)soft)[idx];
                        else
                            v = ((uint8_t*)soft)[idx] - 128.0;
                        wrong_sign += bit ? !(v > 0) : !(v < 0);
                        if (o != CUQAM_OUTPUT_F32 &&
                            fabs(L[b] * CUQAM_DEFAULT_SCALE) >= 128.0) {
                            const double sat =
                                bit ? 127.0 : (o == CUQAM_OUTPUT_S8 ? -127.0 : -128.0);
                            saturation += v != sat;
                        }
                    }
                }
                CHECK(wrong_sign == 0,
                      "k=%d %s %s: %ld bits with the wrong sign",
                      k,
                      cuqam_method_name(me),
                      cuqam_output_name(o),
                      wrong_sign);
                CHECK(saturation == 0,
                      "k=%d %s %s: %ld values not saturated",
                      k,
                      cuqam_method_name(me),
                      cuqam_output_name(o),
                      saturation);
                CHECK(compare_with_reference(k,
                                             me,
                                             o,
                                             0,
                                             CUQAM_DEFAULT_NOISE_VAR,
                                             CUQAM_DEFAULT_SCALE,
                                             iq,
                                             M,
                                             soft) == 0,
                      "noiseless k=%d vs reference",
                      k);
                free(soft);
                cuqam_demapper_destroy(h);
            }
        }
        free(bits);
        free(iq);
    }
}

/* The 256QAM table of docs/design.md ("Constellation"), written out: (b2 b4 b6) -> |I| /
 * a. */
static void test_spec_table(void)
{
    static const int want[8] = { 5, 7, 3, 1, 11, 9, 13, 15 };
    cuqam_mapper* mh = make_mapper(8);
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

/* NaN, +-Inf, +-FLT_MAX, denormals, -0, at extreme N0 and scale. */
/* Regression (libFuzzer finding): exact at a tiny N0, where rounding left a
 * squared-distance difference at -tiny and exp(-g * -tiny) overflowed to Inf,
 * giving NaN LLRs (and a NaN-to-int conversion for integer outputs). Every
 * value must be finite and carry the sign of the nearest level's bit. */
static void test_exact_tiny_noise_var(void)
{
    const float n0s[] = { CUQAM_NOISE_VAR_MIN, 2.446719e-12f, 1e-10f };
    enum { N = 4000 };
    static float iq[2 * N];
    static float out[N * 10];
    for (size_t oi = 0; oi < 5; ++oi) {
        const int k = orders[oi], m = k / 2;
        const double a = ref_a(k);
        for (size_t s = 0; s < N; ++s)
            for (int ax = 0; ax < 2; ++ax) {
                const double level =
                    2.0 * (double)(rng_next() % (1u << m)) - ((1 << m) - 1);
                /* near a level, up to 0.9 a away: the nearest level stays the same */
                iq[2 * s + ax] = (float)(a * (level + 0.9 * (2.0 * rng_uniform() - 1.0)));
            }
        /* the fuzzer's symbols (1024QAM found it) */
        iq[0] = 1.5845883e-41f, iq[1] = 1.6053673e-07f, iq[2] = 2.446719e-12f,
        iq[3] = 195.17255f;
        for (size_t ni = 0; ni < 3; ++ni) {
            cuqam_demapper* h = make_demapper(k,
                                              CUQAM_METHOD_EXACT,
                                              CUQAM_OUTPUT_F32,
                                              CUQAM_SIGN_GNURADIO,
                                              n0s[ni],
                                              1.0f);
            CHECK(cuqam_demap(h, iq, N, out) == CUQAM_OK, "demap");
            long bad = 0;
            for (size_t s = 0; s < N; ++s)
                for (int b = 0; b < k; ++b) {
                    const float v = out[s * (size_t)k + (size_t)b];
                    const double want = ref_hard_bit(k, iq[2 * s + (b & 1)], b / 2);
                    /* symbols 0-1 (the fuzzer's) lie on decision boundaries: finite only
                     */
                    bad += !isfinite(v) || (s >= 2 && (want ? !(v > 0) : !(v < 0)));
                }
            CHECK(bad == 0,
                  "exact k=%d N0=%g: %ld values not finite or of the wrong sign",
                  k,
                  (double)n0s[ni],
                  bad);
            cuqam_demapper_destroy(h);
            /* integer outputs go through the same math (also under UBSan):
             * the nearest level's bits, certain at this N0 */
            cuqam_demapper* hu = make_demapper(k,
                                               CUQAM_METHOD_EXACT,
                                               CUQAM_OUTPUT_U8,
                                               CUQAM_SIGN_GNURADIO,
                                               n0s[ni],
                                               8.0f);
            CHECK(cuqam_demap(hu, iq, N, out) == CUQAM_OK, "demap u8");
            const uint8_t* u8 = (const uint8_t*)out;
            long bad_u8 = 0;
            for (size_t s = 2; s < N; ++s)
                for (int b = 0; b < k; ++b)
                    bad_u8 += u8[s * (size_t)k + (size_t)b] !=
                              (ref_hard_bit(k, iq[2 * s + (b & 1)], b / 2) ? 255 : 0);
            CHECK(bad_u8 == 0,
                  "exact u8 k=%d N0=%g: %ld soft bits not saturated to the nearest "
                  "level's bit",
                  k,
                  (double)n0s[ni],
                  bad_u8);
            cuqam_demapper_destroy(hu);
        }
    }
}

static void test_special_values(void)
{
    const float specials[] = { NAN,      -NAN,   INFINITY, -INFINITY, FLT_MAX,
                               -FLT_MAX, 1e-45f, -1e-45f,  FLT_MIN,   -0.0f,
                               0.0f,     1e30f,  -1e30f };
    const size_t ns = sizeof specials / sizeof specials[0];
    const float n0s[] = { CUQAM_NOISE_VAR_MIN, 1e-3f, 1e6f };
    float iq[2 * 13 * 13];
    size_t n = 0;
    for (size_t i = 0; i < ns; ++i)
        for (size_t q = 0; q < ns; ++q) {
            iq[2 * n] = specials[i];
            iq[2 * n + 1] = specials[q];
            ++n;
        }
    for (size_t oi = 0; oi < 5; ++oi) {
        const int k = orders[oi], m = k / 2;
        for (int me = 0; me < 3; ++me)
            for (int o = 0; o < 3; ++o)
                for (size_t ni = 0; ni < 3; ++ni) {
                    const float scale = ni == 0 ? FLT_MAX : 4.0f;
                    cuqam_demapper* h =
                        make_demapper(k, me, o, CUQAM_SIGN_GNURADIO, n0s[ni], scale);
                    uint8_t out[13 * 13 * 10 * 4];
                    CHECK(cuqam_demap(h, iq, n, out) == CUQAM_OK, "demap specials");
                    long bad = 0;
                    for (size_t s = 0; s < n; ++s)
                        for (int b = 0; b < k; ++b) {
                            const float x = iq[2 * s + (b & 1)];
                            const size_t idx = s * (size_t)k + (size_t)b;
                            double v = o == CUQAM_OUTPUT_F32 ? ((float*)out)[idx]
                                       : o == CUQAM_OUTPUT_S8
                                           ? ((int8_t*)out)[idx]
                                           : ((uint8_t*)out)[idx] - 128.0;
                            const int far = isinf(x) || fabsf(x) >= 1e30f;
                            bad +=
                                o == CUQAM_OUTPUT_F32 && far ? !isinf(v) : !isfinite(v);
                            if (isnan(x))
                                bad += v != 0.0; /* neutral */
                            else if (far) {
                                /* every bit saturates, at every N0 and scale: b0
                                 * against the sign, the inner bits of an outermost
                                 * point are all 1 (design.md: 111 -> 15) */
                                const int want_one = (b < 2) ? (x < 0) : 1;
                                bad += v != (o == CUQAM_OUTPUT_F32
                                                 ? (want_one ? INFINITY : -INFINITY)
                                             : o == CUQAM_OUTPUT_S8
                                                 ? (want_one ? 127.0 : -127.0)
                                                 : (want_one ? 127.0 : -128.0));
                            }
                        }
                    CHECK(bad == 0,
                          "k=%d %s %s n0=%g: %ld special-value outputs wrong",
                          k,
                          cuqam_method_name(me),
                          cuqam_output_name(o),
                          n0s[ni],
                          bad);
                    if (ni != 0)
                        CHECK(compare_with_reference(
                                  k, me, o, 0, n0s[ni], scale, iq, n, out) == 0,
                              "k=%d specials vs reference",
                              k);
                    cuqam_demapper_destroy(h);
                    (void)m;
                }
    }
}

/* Infinitely far inputs (+-Inf, +-FLT_MAX, beyond 2^20 a) saturate every bit
 * with its sign at the smallest and largest scale and N0, both signs; just
 * inside 2^20 a, f32 stays finite. */
static void test_far_saturation(void)
{
    const float scales[] = { 1e-45f, 1.0f, FLT_MAX };
    const float n0s[] = { CUQAM_NOISE_VAR_MIN, 1.0f, FLT_MAX };
    for (size_t oi = 0; oi < 5; ++oi) {
        const int k = orders[oi];
        const float edge = (float)(1048576.0 * ref_a(k));
        const float far[] = { INFINITY, -INFINITY, FLT_MAX,       -FLT_MAX,
                              1e30f,    -1e30f,    edge * 1.001f, -edge * 1.001f };
        enum { NF = 8 };
        float iq[2 * NF * 2];
        for (int i = 0; i < NF; ++i) { /* far on I with Q = 0.1, and the mirror */
            iq[4 * i] = far[i], iq[4 * i + 1] = 0.1f;
            iq[4 * i + 2] = 0.1f, iq[4 * i + 3] = far[i];
        }
        for (int me = 0; me < 3; ++me)
            for (int o = 0; o < 3; ++o)
                for (int sg = 0; sg < 2; ++sg)
                    for (size_t si = 0; si < 3; ++si)
                        for (size_t ni = 0; ni < 3; ++ni) {
                            cuqam_demapper* h =
                                make_demapper(k, me, o, sg, n0s[ni], scales[si]);
                            float out[2 * NF * 10];
                            CHECK(cuqam_demap(h, iq, 2 * NF, out) == CUQAM_OK,
                                  "demap far");
                            long bad = 0;
                            for (int s = 0; s < 2 * NF; ++s)
                                for (int b = (s & 1); b < k;
                                     b += 2) { /* the far axis' bits */
                                    const float x = iq[2 * s + (s & 1)];
                                    const int one = ((b < 2) ? (x < 0) : 1) ^ sg;
                                    const size_t idx = (size_t)s * (size_t)k + (size_t)b;
                                    const double v = o == CUQAM_OUTPUT_F32
                                                         ? ((float*)out)[idx]
                                                     : o == CUQAM_OUTPUT_S8
                                                         ? ((int8_t*)out)[idx]
                                                         : ((uint8_t*)out)[idx] - 128.0;
                                    bad += v != (o == CUQAM_OUTPUT_F32
                                                     ? (one ? INFINITY : -INFINITY)
                                                 : o == CUQAM_OUTPUT_S8
                                                     ? (one ? 127.0 : -127.0)
                                                     : (one ? 127.0 : -128.0));
                                }
                            CHECK(bad == 0,
                                  "k=%d %s %s sign=%d scale=%g n0=%g: %ld far bits not "
                                  "saturated",
                                  k,
                                  cuqam_method_name(me),
                                  cuqam_output_name(o),
                                  sg,
                                  (double)scales[si],
                                  (double)n0s[ni],
                                  bad);
                            cuqam_demapper_destroy(h);
                        }
        /* just inside the rule: an ordinary (finite) LLR */
        cuqam_demapper* h =
            make_demapper(k, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_F32, 0, 1.0f, 1.0f);
        const float near_iq[2] = { edge * 0.999f, 0.1f };
        float out[10];
        CHECK(cuqam_demap(h, near_iq, 1, out) == CUQAM_OK && isfinite(out[0]) &&
                  isfinite(out[k - 2]),
              "k=%d: just inside 2^20 a the LLR must be finite",
              k);
        cuqam_demapper_destroy(h);
    }
}

/* Lengths 0, 1, odd; unaligned in and out pointers; bytes past the end. */
static void test_lengths_alignment_canary(void)
{
    const size_t lens[] = { 0, 1, 2, 3, 7, 31, 33, 1023, 4097 };
    enum { MAXN = 4097, PAD = 64 };
    uint8_t* inbuf = malloc(sizeof(float) * 2 * MAXN + PAD);
    uint8_t* outbuf = malloc(4 * 10 * MAXN + 2 * PAD);
    uint8_t* refbuf = malloc(4 * 10 * MAXN);
    for (int o = 0; o < 3; ++o) {
        const size_t osz = o == CUQAM_OUTPUT_F32 ? 4 : 1;
        cuqam_demapper* h =
            make_demapper(8, CUQAM_METHOD_MAXLOG, o, CUQAM_SIGN_GNURADIO, 0.02f, 8.0f);
        for (size_t li = 0; li < sizeof lens / sizeof lens[0]; ++li) {
            const size_t n = lens[li];
            for (size_t in_off = 0; in_off <= 5; in_off += 1) {
                const size_t out_off = o == CUQAM_OUTPUT_F32 ? 4 * (in_off & 1) : in_off;
                float aligned[2 * MAXN];
                test_random_symbols(8, aligned, n, 0);
                memcpy(inbuf + in_off, aligned, sizeof(float) * 2 * n);
                memset(outbuf, 0xA5, 4 * 10 * MAXN + 2 * PAD);
                CHECK(cuqam_demap(h,
                                  (const float*)(void*)(inbuf + in_off),
                                  n,
                                  outbuf + PAD + out_off) == CUQAM_OK,
                      "demap n=%zu",
                      n);
                if (n)
                    cuqam_demap(h, aligned, n, refbuf);
                CHECK(n == 0 || memcmp(outbuf + PAD + out_off, refbuf, n * 8 * osz) == 0,
                      "n=%zu in_off=%zu out_off=%zu: unaligned result differs",
                      n,
                      in_off,
                      out_off);
                long touched = 0;
                for (size_t i = 0; i < PAD + out_off; ++i)
                    touched += outbuf[i] != 0xA5;
                for (size_t i = PAD + out_off + n * 8 * osz; i < 4 * 10 * MAXN + 2 * PAD;
                     ++i)
                    touched += outbuf[i] != 0xA5;
                CHECK(touched == 0,
                      "n=%zu: %ld bytes outside the output written",
                      n,
                      touched);
            }
        }
        cuqam_demapper_destroy(h);
    }
    free(inbuf);
    free(outbuf);
    free(refbuf);
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
    const int bad_k[] = { 0, 1, 3, 7, 9, 12, -8 };
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
    h = make_demapper(
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

/* The sign option flips every value exactly. */
static void test_sign_flip(void)
{
    enum { N = 5000 };
    static float iq[2 * N], a[10 * N], b[10 * N];
    test_random_symbols(10, iq, N, 0);
    for (int me = 0; me < 3; ++me) {
        cuqam_demapper* h1 =
            make_demapper(10, me, CUQAM_OUTPUT_F32, CUQAM_SIGN_GNURADIO, 0.003f, 1.0f);
        cuqam_demapper* h2 =
            make_demapper(10, me, CUQAM_OUTPUT_F32, CUQAM_SIGN_3GPP, 0.003f, 1.0f);
        cuqam_demap(h1, iq, N, a);
        cuqam_demap(h2, iq, N, b);
        long bad = 0;
        for (int i = 0; i < 10 * N; ++i)
            bad += a[i] != -b[i];
        CHECK(bad == 0, "%s: %ld values not negated", cuqam_method_name(me), bad);
        cuqam_demapper_destroy(h1);
        cuqam_demapper_destroy(h2);
    }
}

int main(int argc, char** argv)
{
    rng_seed_from_env("test_core");
    if (argc > 1)
        impl_under_test = argv[1];
    const char* nr = getenv("CUQAM_TEST_RANDOM_SYMBOLS");
    if (nr && atol(nr) > 0)
        N_RANDOM = (size_t)atol(nr);
    if (!cuqam_cpu_impl_resolve(impl_under_test)) {
        printf("SKIPPED: %s\n", cuqam_last_error());
        return 77;
    }
    printf("CPU implementation under test: %s\n", impl_under_test);
    test_spec_table();
    test_round_trip_every_point();
    test_against_reference();
    test_special_values();
    test_far_saturation();
    test_exact_tiny_noise_var();
    test_lengths_alignment_canary();
    test_sign_flip();
    test_bad_config();
    return test_summary();
}
