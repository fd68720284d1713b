/*
 * libFuzzer harness over the C API: the input chooses the config (any int,
 * any float bit pattern, any CPU implementation name, valid or not; a
 * preset constellation by name, or points of any float bits), the
 * setters' values, and the symbols' raw float bits (NaN, Inf, denormals).
 * Whatever the input: no crash, no sanitizer report, create either succeeds
 * or fails with a status, and where it succeeds every SIMD implementation's
 * integer output of approx/maxlog equals generic's (a difference aborts).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint32_t take32(const uint8_t** d, size_t* n)
{
    uint32_t v = 0;
    const size_t k = *n < 4 ? *n : 4;
    memcpy(&v, *d, k);
    *d += k;
    *n -= k;
    return v;
}

static float takef(const uint8_t** d, size_t* n)
{
    const uint32_t u = take32(d, n);
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const uint8_t* d = data;
    size_t n = size;
    static const char* const names[] = { NULL,   "generic", "sse4_1", "avx2", "avx512",
                                         "neon", "auto",    "",       "nope" };
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    const uint32_t sel = take32(&d, &n);
    /* mostly valid enums so that demapping runs often; sometimes anything */
    c.bits_per_symbol = (sel & 0x80) ? (int)take32(&d, &n) : 2 + 2 * (int)(sel % 5);
    c.method = (cuqam_method)((sel & 0x100) ? take32(&d, &n) : (sel >> 3) % 3);
    c.output = (cuqam_output)((sel & 0x200) ? take32(&d, &n) : (sel >> 5) % 3);
    c.sign = (cuqam_sign)((sel >> 10) % 3);
    c.noise_var = (sel & 0x1000) ? takef(&d, &n) : 0.01f;
    c.scale = (sel & 0x2000) ? takef(&d, &n) : 8.0f;
    c.backend =
        (cuqam_backend)((sel >> 14) % 4 == 3 ? CUQAM_BACKEND_CPU : (sel >> 14) % 4);
    c.cpu_impl = names[(sel >> 16) % 9];
    /* the constellation: 3GPP's (as before), a preset, or 2^j points (labels
     * in order or reversed) of the input's float bits */
    static const char* const presets[] = { "dvbt",    "dvbt2", "wifi",      "bpsk",
                                           "pi2bpsk", "dvbs2", "dvbs2:2/3", "dvbs2:9/10",
                                           "dvbs2:x", "" };
    float pts[2 * 64];
    uint32_t labels[64];
    const uint32_t cons = (sel & 0x10000000) ? take32(&d, &n) : 0;
    if (cons & 1) {
        c.constellation.name = presets[(cons >> 1) % 10];
    } else if (cons & 2) {
        const int np = 2 << ((cons >> 2) % 6);
        for (int i = 0; i < 2 * np; ++i)
            pts[i] = takef(&d, &n);
        for (int i = 0; i < np; ++i)
            labels[i] = (cons & 0x100) ? (uint32_t)(np - 1 - i) : (uint32_t)i;
        c.constellation.points = pts;
        c.constellation.labels = labels;
        c.constellation.num_points = np;
    }
    cuqam_demapper* h = NULL;
    if (cuqam_demapper_create(&c, &h) != CUQAM_OK) {
        if (h)
            abort(); /* a failed create must leave no handle */
        return 0;
    }
    if (sel & 0x20000)
        cuqam_demapper_set_noise_var(h, takef(&d, &n));
    if (sel & 0x40000)
        cuqam_demapper_set_scale(h, takef(&d, &n));
    const int k = cuqam_demapper_bits_per_symbol(h);
    const size_t nsym = n / 8;
    const size_t vbytes = c.output == CUQAM_OUTPUT_F32 ? 4 : 1;
    float* in = malloc(nsym * 8 + 1);
    void* out = malloc(nsym * (size_t)k * vbytes + 1);
    void* ref = malloc(nsym * (size_t)k * vbytes + 1);
    memcpy(in, d, nsym * 8);
    if (cuqam_demap(h, in, nsym, out) != CUQAM_OK)
        abort(); /* valid handle, valid buffers: must work */
    /* the same through generic: integers of approx/maxlog must match exactly */
    if (c.output != CUQAM_OUTPUT_F32 && c.method != CUQAM_METHOD_EXACT) {
        cuqam_demapper_config g = c;
        g.cpu_impl = "generic";
        g.backend = CUQAM_BACKEND_CPU;
        g.noise_var = cuqam_demapper_noise_var(h);
        g.scale = cuqam_demapper_scale(h);
        cuqam_demapper* hg = NULL;
        if (cuqam_demapper_create(&g, &hg) != CUQAM_OK)
            abort();
        if (cuqam_demap(hg, in, nsym, ref) != CUQAM_OK ||
            memcmp(out, ref, nsym * (size_t)k) != 0)
            abort();
        cuqam_demapper_destroy(hg);
    }
    cuqam_demapper_destroy(h);
    /* the mapper on the same bytes */
    cuqam_mapper_config mc;
    cuqam_mapper_config_init(&mc);
    mc.bits_per_symbol = 2 + 2 * (int)((sel >> 20) % 5);
    mc.backend = CUQAM_BACKEND_CPU;
    mc.cpu_impl = names[(sel >> 24) % 9];
    cuqam_mapper* m = NULL;
    if (cuqam_mapper_create(&mc, &m) == CUQAM_OK) {
        const size_t ms = size / (size_t)mc.bits_per_symbol;
        float* mo = malloc(ms * 8 + 1);
        if (cuqam_map(m, data, ms, mo) != CUQAM_OK)
            abort();
        free(mo);
        cuqam_mapper_destroy(m);
    }
    free(in);
    free(out);
    free(ref);
    return 0;
}
