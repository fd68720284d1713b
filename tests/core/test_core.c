/*
 * The C core (no GNU Radio) on one CPU kernel: every order, method, output
 * and sign against the independent double-precision reference on fresh random
 * data; the mapper and the noiseless round trip of every point; the sign
 * option. Usage: test_core [cpu_impl] (default generic); exits 77 (skipped)
 * with the reason where this CPU cannot run it.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/compare.h"
#include "../support/fixtures.h"

#include <float.h>
#include <string.h>

static void test_against_reference(void)
{
    float* iq = malloc(sizeof(float) * 2 * test_random_n);
    void* out = malloc(sizeof(float) * 10 * test_random_n);
    for (size_t oi = 0; oi < 5; ++oi) {
        const int k = test_orders[oi];
        for (int me = 0; me < 3; ++me) {
            for (int o = 0; o < 3; ++o) {
                for (int sg = 0; sg < 2; ++sg) {
                    /* default N0 and scale, or random ones over 50 dB */
                    float n0, scale;
                    test_random_n0_scale(-4.0, 1.0, 2.0, &n0, &scale);
                    test_random_symbols(k, iq, test_random_n, 0);
                    cuqam_demapper* h = test_cpu_demapper(k, me, o, sg, n0, scale);
                    if (!h)
                        continue;
                    CHECK(cuqam_demap(h, iq, test_random_n, out) == CUQAM_OK, "demap");
                    const long bad = compare_with_reference(
                        k, me, o, sg, n0, scale, iq, test_random_n, out);
                    CHECK(bad == 0,
                          "k=%d %s %s sign=%d n0=%g scale=%g: %ld of %zu values off",
                          k,
                          cuqam_method_name(me),
                          cuqam_output_name(o),
                          sg,
                          n0,
                          scale,
                          bad,
                          test_random_n * (size_t)k);
                    cuqam_demapper_destroy(h);
                }
            }
        }
    }
    free(iq);
    free(out);
}

/* Every point of every order: mapper against the reference constellation and
 * unit energy; then the demapper must return every bit with the right sign,
 * and integer outputs equal to the reference, saturated where it saturates. */
static void test_round_trip_every_point(void)
{
    for (size_t oi = 0; oi < 5; ++oi) {
        const int k = test_orders[oi], m = k / 2;
        const size_t M = (size_t)1 << k;
        const double a = ref_a(k);
        uint8_t* bits = malloc(M * (size_t)k);
        float* iq = malloc(sizeof(float) * 2 * M);
        for (size_t p = 0; p < M; ++p)
            for (int b = 0; b < k; ++b)
                bits[p * (size_t)k + (size_t)b] =
                    (uint8_t)(((p >> b) & 1u) | 0xF0u); /* high bits ignored */
        cuqam_mapper* mh = test_cpu_mapper(k);
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
                cuqam_demapper* h = test_cpu_demapper(k,
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

/* The sign option flips every value exactly. */
static void test_sign_flip(void)
{
    enum { N = 5000 };
    static float iq[2 * N], a[10 * N], b[10 * N];
    test_random_symbols(10, iq, N, 0);
    for (int me = 0; me < 3; ++me) {
        cuqam_demapper* h1 = test_cpu_demapper(
            10, me, CUQAM_OUTPUT_F32, CUQAM_SIGN_GNURADIO, 0.003f, 1.0f);
        cuqam_demapper* h2 =
            test_cpu_demapper(10, me, CUQAM_OUTPUT_F32, CUQAM_SIGN_3GPP, 0.003f, 1.0f);
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
    const int skip = test_cpu_setup(argc, argv, "test_core");
    if (skip)
        return skip;
    test_round_trip_every_point();
    test_against_reference();
    test_sign_flip();
    return test_summary();
}
