/*
 * The handle's saturation counts (cuqam_demapper_saturation) against
 * cuqam_count_saturated over the outputs a test reads back, call after call
 * (whole and deferred), on one backend and one kind of host buffer; and
 * counting off / f32.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_SATURATION_CHECK_H
#define CUQAM_TEST_SATURATION_CHECK_H

#include "fixtures.h"

#include <stdlib.h>

/* alloc/release: the host buffers' kind (malloc, pinned, registered). */
static inline void check_saturation_counts(cuqam_backend backend,
                                           void* (*alloc)(size_t),
                                           void (*release)(void*),
                                           const char* what)
{
    static const size_t lengths[] = { 1001, 64, 7, 300007, 1 };
    const size_t most = 300007;
    float* in = (float*)alloc(2 * most * sizeof(float));
    unsigned char* out = (unsigned char*)alloc(6 * sizeof(float) * most); /* f32 too */
    for (int f = 0; f < 3; ++f) {
        const cuqam_output fmt =
            f == 0 ? CUQAM_OUTPUT_U8 : (f == 1 ? CUQAM_OUTPUT_S8 : CUQAM_OUTPUT_F32);
        for (int counting = 0; counting < 2; ++counting) {
            cuqam_demapper_config c =
                test_config(6, CUQAM_METHOD_APPROX, fmt, 0.02f, 8.0f, backend);
            c.chunk_symbols = 4096; /* many chunks over the streams */
            c.count_saturated = counting;
            cuqam_demapper* h = test_create(&c);
            if (!h)
                continue;
            unsigned long long want = 0, bits = 0;
            int ok = 1;
            for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; ++i) {
                const size_t n = lengths[i] < most ? lengths[i] : most;
                test_random_symbols(6, in, n, 1);
                /* integers at every byte alignment: counted where written */
                unsigned char* o = out + (fmt != CUQAM_OUTPUT_F32 ? i % 4 : 0);
                unsigned long long t = 0; /* odd calls deferred (where they can be) */
                ok =
                    ok && (i % 2 ? cuqam_demap_begin(h, in, NULL, n, o, &t) == CUQAM_OK &&
                                       cuqam_demap_end(h, t, 1, NULL) == CUQAM_OK
                                 : cuqam_demap(h, in, n, o) == CUQAM_OK);
                if (counting && fmt != CUQAM_OUTPUT_F32) {
                    want += cuqam_count_saturated(o, 6 * n, fmt);
                    bits += 6 * n;
                }
                unsigned long long got = 0, got_bits = 0;
                ok = ok && cuqam_demapper_saturation(h, &got, &got_bits) == CUQAM_OK &&
                     got == want && got_bits == bits;
            }
            CHECK(ok && (!counting || fmt == CUQAM_OUTPUT_F32 || want > 0),
                  "%s %s, %s buffers, counting %s: saturation counts (%llu of %llu) "
                  "follow the outputs call by call",
                  cuqam_backend_name(backend),
                  cuqam_output_name(fmt),
                  what,
                  counting ? "on" : "off",
                  want,
                  bits);
            cuqam_demapper_destroy(h);
        }
    }
    release(in);
    release(out);
}

#endif
