/*
 * The C core on one CPU kernel with the inputs of docs/design.md ("Errors and
 * bad input"): NaN, infinities, huge and denormal values, infinitely far
 * inputs, a tiny N0 with exact (a fuzzing finding), every length and
 * alignment with guard bytes. Usage and exit codes as test_core.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/compare.h"
#include "../support/fixtures.h"

#include <float.h>
#include <string.h>

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
        const int k = test_orders[oi], m = k / 2;
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
            cuqam_demapper* h = test_cpu_demapper(k,
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
            cuqam_demapper* hu = test_cpu_demapper(k,
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

/* NaN, +-Inf, +-FLT_MAX, denormals, -0, at extreme N0 and scale. */
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
        const int k = test_orders[oi], m = k / 2;
        for (int me = 0; me < 3; ++me)
            for (int o = 0; o < 3; ++o)
                for (size_t ni = 0; ni < 3; ++ni) {
                    const float scale = ni == 0 ? FLT_MAX : 4.0f;
                    cuqam_demapper* h =
                        test_cpu_demapper(k, me, o, CUQAM_SIGN_GNURADIO, n0s[ni], scale);
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
        const int k = test_orders[oi];
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
                                test_cpu_demapper(k, me, o, sg, n0s[ni], scales[si]);
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
            test_cpu_demapper(k, CUQAM_METHOD_MAXLOG, CUQAM_OUTPUT_F32, 0, 1.0f, 1.0f);
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
        cuqam_demapper* h = test_cpu_demapper(
            8, CUQAM_METHOD_MAXLOG, o, CUQAM_SIGN_GNURADIO, 0.02f, 8.0f);
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

int main(int argc, char** argv)
{
    const int skip = test_cpu_setup(argc, argv, "test_bad_input");
    if (skip)
        return skip;
    test_special_values();
    test_far_saturation();
    test_exact_tiny_noise_var();
    test_lengths_alignment_canary();
    return test_summary();
}
