/*
 * Every SIMD protokernel against the generic one, VOLK style: fresh random
 * symbols with NaN, +-Inf, huge values, denormals and -0 mixed in; lengths
 * 0, 1, 7, 31, 1023 and 131071 (and a few around the vector widths); input
 * aligned and misaligned, output at odd offsets; guard bytes on both sides.
 * approx and maxlog must match generic bit for bit (integers and floats),
 * exact within 1 LSB (integers; or, where more apart, within the documented
 * tolerance of the double-precision reference) or 1e-5 relative (floats); the mapper's
 * floats bit for bit. exact, which flushes subnormals for its call, leaves
 * the caller's MXCSR as it found it.
 * Usage: test_simd IMPL   (exits 77 with the reason if this CPU cannot run it)
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/compare.h"
#include "../support/fixtures.h"

#include <float.h>
#include <string.h>

#define GUARD 64
#define GUARD_BYTE 0xA5

static const char* impl;
static const size_t lengths[] = {
    0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 33, 1023, 131071
};
static const int orders[] = { 2, 4, 6, 8, 10 };

static float special_value(void)
{
    static const float specials[] = {
        NAN,    -NAN,    INFINITY, -INFINITY, FLT_MAX, -FLT_MAX,
        1e-40f, -1e-40f, -0.0f,    0.0f,      1e30f,   -1e30f,
    };
    return specials[rng_next() % (sizeof specials / sizeof specials[0])];
}

/* Noisy points of order k, a few far outside, and about 1 % special values. */
static void fill_symbols(float* iq, size_t n, int k)
{
    const int m = k / 2;
    const double a = 1.0 / sqrt(2.0 * (double)((1 << k) - 1) / 3.0);
    for (size_t i = 0; i < 2 * n; ++i) {
        const uint64_t r = rng_next();
        if (r % 100 == 0) {
            iq[i] = special_value();
            continue;
        }
        const double level = 2.0 * (double)((r >> 8) % (1u << m)) - ((1 << m) - 1);
        const double spread = (r >> 20) % 8 == 0 ? 3.0 * (1 << m) : 0.6;
        iq[i] = (float)(a * (level + spread * (2.0 * rng_uniform() - 1.0)));
    }
}

static cuqam_demapper* demapper(const char* which,
                                int k,
                                cuqam_method me,
                                cuqam_output o,
                                cuqam_sign sg,
                                float n0,
                                float scale)
{
    cuqam_demapper_config c = test_config(k, me, o, n0, scale, CUQAM_BACKEND_CPU);
    c.sign = sg;
    c.cpu_impl = which;
    return test_create(&c);
}

static int guards_intact(const unsigned char* buf, size_t off, size_t bytes)
{
    for (size_t i = 0; i < GUARD + off; ++i)
        if (buf[i] != GUARD_BYTE)
            return 0;
    for (size_t i = GUARD + off + bytes; i < GUARD + off + bytes + GUARD; ++i)
        if (buf[i] != GUARD_BYTE)
            return 0;
    return 1;
}

/* exact's integer value i more than 1 LSB from generic's: allowed where it is
 * one the documented tolerance allows against the double-precision reference.
 * Only an L within its tolerance of a rounding boundary gets there, times a
 * scale so large that the tolerance spans many steps: at scale FLT_MAX, an L
 * within 1e-6 of 0 saturates to either side (a symbol on a bit's decision
 * boundary, about one value in 10^6). */
static int exact_within_reference(int k,
                                  cuqam_sign sg,
                                  float n0,
                                  float scale,
                                  cuqam_output o,
                                  const float* sym,
                                  const unsigned char* got,
                                  size_t i)
{
    const size_t s = i / (size_t)k;
    const int b = (int)(i % (size_t)k);
    double L[12]; /* up to 4096QAM, whatever orders[] holds */
    ref_symbol_llr(
        CUQAM_METHOD_EXACT, k, sg == CUQAM_SIGN_3GPP, n0, sym[2 * s], sym[2 * s + 1], L);
    const double a = ref_a(k), lim = ldexp(4.0, k / 2);
    const float x = sym[2 * s + (size_t)(b & 1)];
    const double umag = isnan(x) ? 0.0 : fmin(fabs((double)x / a), lim);
    double gv;
    return check_value(L[b], tolerance(L[b], a * a / n0, umag), o, scale, got, i, &gv);
}

/* One case: returns the number of values that differ beyond what is allowed. */
static long compare_case(int k,
                         cuqam_method me,
                         cuqam_output o,
                         cuqam_sign sg,
                         float n0,
                         float scale,
                         size_t n,
                         size_t in_off,
                         size_t out_off)
{
    const size_t nv = n * (size_t)k, vbytes = o == CUQAM_OUTPUT_F32 ? 4 : 1;
    const size_t obytes = nv * vbytes;
    /* input misaligned by in_off bytes: floats read through memcpy semantics */
    unsigned char* in_raw = malloc(2 * n * sizeof(float) + 64 + 8);
    float* sym = malloc(2 * n * sizeof(float) + 4);
    /* 64-byte aligned, so that out_off 0 is aligned for every vector width */
    unsigned char* got = aligned_alloc(64, (obytes + 2 * GUARD + 8 + 63) / 64 * 64);
    unsigned char* want = malloc(obytes + 2 * GUARD + 8);
    fill_symbols(sym, n, k);
    unsigned char* in =
        (unsigned char*)(((uintptr_t)in_raw + 63) & ~(uintptr_t)63) + in_off;
    memcpy(in, sym, 2 * n * sizeof(float));
    memset(got, GUARD_BYTE, obytes + 2 * GUARD + 8);
    memset(want, GUARD_BYTE, obytes + 2 * GUARD + 8);

    cuqam_demapper* hs = demapper(impl, k, me, o, sg, n0, scale);
    cuqam_demapper* hg = demapper("generic", k, me, o, sg, n0, scale);
    long bad = -1;
    if (hs && hg &&
        cuqam_demap(hs, (const float*)(const void*)in, n, got + GUARD + out_off) ==
            CUQAM_OK &&
        cuqam_demap(hg, sym, n, want + GUARD) == CUQAM_OK) {
        bad = 0;
        const unsigned char* g = got + GUARD + out_off;
        const unsigned char* w = want + GUARD;
        for (size_t i = 0; i < nv; ++i) {
            long diff;
            if (o == CUQAM_OUTPUT_F32) {
                float x, y;
                memcpy(&x, g + 4 * i, 4);
                memcpy(&y, w + 4 * i, 4);
                if (me == CUQAM_METHOD_EXACT)
                    diff = !(x == y ||
                             fabsf(x - y) <=
                                 1e-5f * fabsf(y) + 1e-6f); /* x == y: equal infinities */
                else
                    diff = memcmp(&x, &y, 4) != 0;
            } else {
                const int x = o == CUQAM_OUTPUT_S8 ? (signed char)g[i] : g[i];
                const int y = o == CUQAM_OUTPUT_S8 ? (signed char)w[i] : w[i];
                diff = me == CUQAM_METHOD_EXACT
                           ? abs(x - y) > 1 &&
                                 !exact_within_reference(k, sg, n0, scale, o, sym, g, i)
                           : x != y;
            }
            if (diff && bad < 3) {
                float iq[2];
                memcpy(iq, sym + 2 * (i / (size_t)k), sizeof iq);
                fprintf(stderr,
                        "  %s k=%d %s/%s n=%zu: value %zu (symbol %g%+gj) differs from "
                        "generic\n",
                        impl,
                        k,
                        cuqam_method_name(me),
                        cuqam_output_name(o),
                        n,
                        i,
                        (double)iq[0],
                        (double)iq[1]);
            }
            bad += diff;
        }
        CHECK(guards_intact(got, out_off, obytes),
              "%s wrote outside its output, k=%d n=%zu",
              impl,
              k,
              n);
    }
    cuqam_demapper_destroy(hs);
    cuqam_demapper_destroy(hg);
    free(in_raw);
    free(sym);
    free(got);
    free(want);
    return bad;
}

static void test_demapper(void)
{
    long cases = 0;
    for (size_t li = 0; li < sizeof lengths / sizeof lengths[0]; ++li) {
        const size_t n = lengths[li];
        for (size_t oi = 0; oi < 5; ++oi)
            for (int me = 0; me < 3; ++me)
                for (int o = 0; o < 3; ++o) {
                    const int k = orders[oi];
                    /* alternate the buffer placement and the parameter regime:
                     * defaults (packs saturate), random N0 and scale over 60 dB,
                     * and a scale so large that the float clamp path runs */
                    const size_t in_off = (size_t)((li + oi + (size_t)o) % 3) * 4 +
                                          (li % 2); /* 0..9 bytes */
                    const size_t out_off = (size_t)(me + o + (int)li) % 4;
                    const int regime = (int)((li + oi + (size_t)me) % 3);
                    float n0 = 0.01f, scale = 8.0f;
                    if (regime == 1) {
                        n0 = (float)pow(10.0, -4.0 + 6.0 * rng_uniform());
                        scale = (float)pow(10.0, -1.0 + 4.0 * rng_uniform());
                    } else if (regime == 2) {
                        scale = FLT_MAX;
                    }
                    const cuqam_sign sg =
                        (rng_next() & 1) ? CUQAM_SIGN_3GPP : CUQAM_SIGN_GNURADIO;
                    const long bad = compare_case(k,
                                                  (cuqam_method)me,
                                                  (cuqam_output)o,
                                                  sg,
                                                  n0,
                                                  scale,
                                                  n,
                                                  in_off,
                                                  out_off);
                    CHECK(bad == 0,
                          "%s: k=%d %s %s N0=%g scale=%g n=%zu in+%zu out+%zu: %ld "
                          "values differ",
                          impl,
                          k,
                          cuqam_method_name((cuqam_method)me),
                          cuqam_output_name((cuqam_output)o),
                          (double)n0,
                          (double)scale,
                          n,
                          in_off,
                          out_off,
                          bad);
                    ++cases;
                }
    }
    printf("demapper: %ld cases against generic\n", cases);
}

/* Calls with >= 8 MiB of 256QAM integer output take the streaming-store
 * path (output aligned); the values must not change. */
static void test_streaming_path(void)
{
    const size_t n = ((size_t)1 << 20) + 5; /* 8 MiB + 40 bytes of u8 */
    for (int me = 0; me < 2; ++me)
        for (int o = 1; o < 3; ++o) {
            const long bad = compare_case(8,
                                          (cuqam_method)me,
                                          (cuqam_output)o,
                                          CUQAM_SIGN_GNURADIO,
                                          0.01f,
                                          8.0f,
                                          n,
                                          0,
                                          0);
            CHECK(bad == 0,
                  "%s: streaming path, %s %s: %ld values differ",
                  impl,
                  cuqam_method_name((cuqam_method)me),
                  cuqam_output_name((cuqam_output)o),
                  bad);
        }
}


#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
/* exact runs with subnormals flushed (MXCSR FTZ and DAZ) for its call: the
 * caller's mode must come back as it was, flushing on or off. */
static void test_fp_mode_restored(void)
{
    enum { N = 37 };
    cuqam_demapper_config c = test_config(
        8, CUQAM_METHOD_EXACT, CUQAM_OUTPUT_F32, 0.01f, 8.0f, CUQAM_BACKEND_CPU);
    c.cpu_impl = impl;
    cuqam_demapper* h = test_create(&c);
    if (!h)
        return;
    float iq[2 * N], out[8 * N];
    fill_symbols(iq, N, 8);
    const unsigned saved = _mm_getcsr(), status = 0x3Fu; /* sticky exception flags */
    const unsigned modes[] = { saved & ~0x8040u, saved | 0x8040u };
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; ++i) {
        _mm_setcsr(modes[i]);
        const cuqam_status st = cuqam_demap(h, iq, N, out);
        const unsigned after = _mm_getcsr();
        _mm_setcsr(saved);
        CHECK(st == CUQAM_OK, "%s: exact demap: %s", impl, cuqam_last_error());
        CHECK((after & ~status) == (modes[i] & ~status),
              "%s: exact left MXCSR at 0x%04x, the caller had 0x%04x",
              impl,
              after,
              modes[i]);
    }
    cuqam_demapper_destroy(h);
}
#else
static void test_fp_mode_restored(void) {}
#endif

static void test_mapper_vs_generic(void)
{
    for (size_t li = 0; li < sizeof lengths / sizeof lengths[0]; ++li) {
        for (size_t oi = 0; oi < 5; ++oi) {
            const int k = orders[oi];
            const size_t n = lengths[li], nb = n * (size_t)k, off = (li + oi) % 5;
            unsigned char* bits = malloc(nb + 8);
            unsigned char* got = malloc(2 * n * sizeof(float) + 2 * GUARD + 8);
            float* want = malloc(2 * n * sizeof(float) + 4);
            /* any byte: only the low bit counts */
            for (size_t i = 0; i < nb; ++i)
                bits[off + i] = (unsigned char)rng_next();
            memset(got, GUARD_BYTE, 2 * n * sizeof(float) + 2 * GUARD + 8);
            cuqam_mapper* hs = test_mapper(k, impl);
            cuqam_mapper* hg = test_mapper(k, "generic");
            if (hs && hg) {
                CHECK(cuqam_map(hs, bits + off, n, (float*)(void*)(got + GUARD + off)) ==
                          CUQAM_OK,
                      "map");
                CHECK(cuqam_map(hg, bits + off, n, want) == CUQAM_OK, "map generic");
                CHECK(memcmp(got + GUARD + off, want, 2 * n * sizeof(float)) == 0,
                      "%s mapper differs from generic: k=%d n=%zu",
                      impl,
                      k,
                      n);
                CHECK(guards_intact(got, off, 2 * n * sizeof(float)),
                      "%s mapper wrote outside, k=%d n=%zu",
                      impl,
                      k,
                      n);
            }
            cuqam_mapper_destroy(hs);
            cuqam_mapper_destroy(hg);
            free(bits);
            free(got);
            free(want);
        }
    }
}

int main(int argc, char** argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_simd IMPL\n");
        return 2;
    }
    impl = argv[1];
    rng_seed_from_env("test_simd");
    if (!cuqam_cpu_impl_resolve(impl)) {
        printf("SKIPPED: %s\n", cuqam_last_error());
        return 77;
    }
    printf("implementation under test: %s, against generic\n", impl);
    test_demapper();
    test_streaming_path();
    test_fp_mode_restored();
    test_mapper_vs_generic();
    return test_summary();
}
