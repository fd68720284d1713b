/*
 * The demapper's settings and what it reports: noise variance and scale
 * (atomics: safe to set while calls run, a bad value refused and the
 * previous one kept), the saturation counters, the fault report, and the
 * getters.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "demapper_impl.h"

#include <math.h>

static int valid_noise_var(float v) { return isfinite(v) && v >= CUQAM_NOISE_VAR_MIN; }
static int valid_scale(float v) { return isfinite(v) && v > 0.0f; }

cuqam_status cuqam_check_noise_var(float v)
{
    return valid_noise_var(v) ? CUQAM_OK : cuqam_fail(CUQAM_ERR_NOISE_VAR, "refused");
}

cuqam_status cuqam_check_scale(float v)
{
    return valid_scale(v) ? CUQAM_OK : cuqam_fail(CUQAM_ERR_SCALE, "refused");
}

cuqam_status cuqam_demapper_faults(const cuqam_demapper* h, cuqam_fault_report* r)
{
    return h ? handle_fault_report(&h->core, r)
             : cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
}

cuqam_status cuqam_demapper_set_noise_var(cuqam_demapper* h, float v)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (!valid_noise_var(v))
        return cuqam_fail(CUQAM_ERR_NOISE_VAR, "refused, previous value kept");
    atomic_store_explicit(&h->noise_var, v, memory_order_relaxed);
    return CUQAM_OK;
}

cuqam_status cuqam_demapper_set_scale(cuqam_demapper* h, float v)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (!valid_scale(v))
        return cuqam_fail(CUQAM_ERR_SCALE, "refused, previous value kept");
    atomic_store_explicit(&h->scale, v, memory_order_relaxed);
    return CUQAM_OK;
}

float cuqam_demapper_noise_var(const cuqam_demapper* h)
{
    return h ? atomic_load_explicit(&((cuqam_demapper*)h)->noise_var,
                                    memory_order_relaxed)
             : NAN;
}
float cuqam_demapper_scale(const cuqam_demapper* h)
{
    return h ? demapper_scale_at(h,
                                 atomic_load_explicit(&((cuqam_demapper*)h)->noise_var,
                                                      memory_order_relaxed))
             : NAN;
}

cuqam_scale_mode cuqam_demapper_scale_mode(const cuqam_demapper* h)
{
    return h ? (cuqam_scale_mode)atomic_load_explicit(&((cuqam_demapper*)h)->scale_mode,
                                                      memory_order_relaxed)
             : CUQAM_SCALE_FIXED;
}

cuqam_status cuqam_demapper_set_scale_mode(cuqam_demapper* h, cuqam_scale_mode mode)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    if ((unsigned)mode > CUQAM_SCALE_AUTO)
        return cuqam_fail(CUQAM_ERR_SCALE, "unknown scale mode, previous kept");
    atomic_store_explicit(&h->scale_mode, (int)mode, memory_order_relaxed);
    return CUQAM_OK;
}

cuqam_status cuqam_demapper_decision_distance2(
    const cuqam_demapper* h, const float* in, size_t n, double* sum, size_t* used)
{
    if (!h || !sum || !used || (n && !in))
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle, in, sum or used");
    *sum = constellation_distance2_sum(&h->cons, in, n, used);
    return CUQAM_OK;
}

cuqam_status cuqam_demapper_saturation(const cuqam_demapper* h,
                                       unsigned long long* saturated,
                                       unsigned long long* soft_bits)
{
    if (!h || !saturated || !soft_bits)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle, saturated or soft_bits");
    cuqam_demapper* m =
        (cuqam_demapper*)h; /* atomics are read through a non-const pointer */
    *saturated = atomic_load_explicit(&m->saturated, memory_order_relaxed);
    *soft_bits = atomic_load_explicit(&m->soft_bits, memory_order_relaxed);
    return CUQAM_OK;
}

size_t cuqam_count_saturated(const void* out, size_t count, cuqam_output output)
{
    if (!out || output == CUQAM_OUTPUT_F32)
        return 0;
    const unsigned char* b = (const unsigned char*)out;
    /* u8 0 / 255; s8 -127 (0x81) / 127 (0x7F): one comparison each way, vectorised */
    const unsigned char lo = output == CUQAM_OUTPUT_U8 ? 0x00 : 0x81,
                        hi = output == CUQAM_OUTPUT_U8 ? 0xFF : 0x7F;
    size_t n = 0, i = 0;
    for (; i + 64 <= count; i += 64) { /* a fixed trip count: vectorised at -O2 too */
        unsigned c = 0;
        for (size_t j = 0; j < 64; ++j)
            c += (unsigned)((b[i + j] == lo) | (b[i + j] == hi));
        n += c;
    }
    for (; i < count; ++i)
        n += (size_t)((b[i] == lo) | (b[i] == hi));
    return n;
}
int cuqam_demapper_bits_per_symbol(const cuqam_demapper* h)
{
    return h ? h->bits_per_symbol : 0;
}
const char* cuqam_demapper_constellation(const cuqam_demapper* h)
{
    return h ? h->cons.name : "";
}
cuqam_backend cuqam_demapper_backend(const cuqam_demapper* h)
{
    return h ? h->core.backend : CUQAM_BACKEND_CPU;
}
const char* cuqam_demapper_backend_reason(const cuqam_demapper* h)
{
    return h ? h->core.reason : "";
}
const char* cuqam_demapper_impl_name(const cuqam_demapper* h)
{
    return h ? h->core.impl : "";
}
