/*
 * The demapper handle: its config, validation, per-call constants (the
 * kernels' parameters) and calls. Its settings and getters are
 * demapper_settings.c; the backend, kernel and GPU fault policy are the
 * handle core's (handle.c).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "demapper_impl.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>

size_t demapper_out_bytes(int bits_per_symbol, cuqam_output o)
{
    return (size_t)bits_per_symbol * (o == CUQAM_OUTPUT_F32 ? 4u : 1u);
}

void cuqam_demapper_config_init(cuqam_demapper_config* c)
{
    if (!c)
        return;
    memset(c, 0, sizeof *c);
    c->bits_per_symbol = CUQAM_DEFAULT_BITS_PER_SYMBOL;
    c->method = CUQAM_METHOD_MAXLOG;
    c->output = CUQAM_OUTPUT_U8;
    c->sign = CUQAM_SIGN_GNURADIO;
    c->noise_var = CUQAM_DEFAULT_NOISE_VAR;
    c->scale = CUQAM_DEFAULT_SCALE;
    c->backend = CUQAM_BACKEND_AUTO;
    c->device = 0;
    c->chunk_symbols = CUQAM_DEFAULT_CHUNK_SYMBOLS;
    c->streams = CUQAM_DEFAULT_STREAMS;
    c->cpu_impl = NULL;
    c->gpu_fault_recovery = 1;
}

static cuqam_status validate_settings(const cuqam_demapper_config* c);

/* Checks c; *cons (when not NULL) gets the constellation, for the caller to free. */
static cuqam_status validate_demapper(const cuqam_demapper_config* c, constellation* cons)
{
    constellation own;
    cuqam_status st = constellation_build(&c->constellation, c->bits_per_symbol, &own);
    if (st != CUQAM_OK)
        return st;
    const int closed_form = own.closed_form;
    if (cons)
        *cons = own;
    else
        constellation_free(&own);
    st = CUQAM_OK;
    if (!closed_form && c->method == CUQAM_METHOD_APPROX)
        st = cuqam_fail(CUQAM_ERR_METHOD,
                        "approx needs square QAM with Gray labels per axis; this "
                        "constellation has exact and maxlog");
    else
        st = validate_settings(c);
    if (st != CUQAM_OK && cons)
        constellation_free(cons);
    return st;
}

static cuqam_status validate_settings(const cuqam_demapper_config* c)
{
    if ((unsigned)c->method > CUQAM_METHOD_EXACT)
        return cuqam_fail(CUQAM_ERR_METHOD, "unknown method value");
    if ((unsigned)c->output > CUQAM_OUTPUT_U8)
        return cuqam_fail(CUQAM_ERR_OUTPUT_FORMAT, "unknown output value");
    if ((unsigned)c->sign > CUQAM_SIGN_3GPP)
        return cuqam_fail(CUQAM_ERR_SIGN, "unknown sign value");
    cuqam_status st = cuqam_check_noise_var(c->noise_var);
    if (st == CUQAM_OK)
        st = cuqam_check_scale(c->scale);
    if (st != CUQAM_OK)
        return st;
    if ((unsigned)c->scale_mode > CUQAM_SCALE_AUTO)
        return cuqam_fail(CUQAM_ERR_SCALE, "unknown scale mode value");
    if ((unsigned)c->backend > CUQAM_BACKEND_CUDA)
        return cuqam_fail(CUQAM_ERR_BACKEND, "unknown backend value");
    return handle_pipeline_valid(c->chunk_symbols, c->streams, c->staging_threads);
}

cuqam_status cuqam_demapper_config_validate(const cuqam_demapper_config* cfg)
{
    return cfg ? validate_demapper(cfg, NULL) : cuqam_fail(CUQAM_ERR_NULL_POINTER, "cfg");
}

cuqam_status cuqam_demapper_create(const cuqam_demapper_config* cfg, cuqam_demapper** out)
{
    if (!out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "out");
    *out = NULL;
    if (!cfg)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "cfg");
    constellation cons;
    cuqam_status st = validate_demapper(cfg, &cons);
    if (st != CUQAM_OK)
        return st;

    cuqam_demapper* h = calloc(1, sizeof *h);
    if (!h) {
        constellation_free(&cons);
        return cuqam_fail(CUQAM_ERR_OUT_OF_MEMORY, "demapper handle");
    }
    h->cons = cons;
    h->bits_per_symbol = cons.k;
    h->method = cfg->method;
    h->output = cfg->output;
    h->sign = cfg->sign;
    atomic_init(&h->noise_var, cfg->noise_var);
    atomic_init(&h->scale, cfg->scale);
    atomic_init(&h->scale_mode, (int)cfg->scale_mode);
    h->count_saturated = cfg->count_saturated && cfg->output != CUQAM_OUTPUT_F32;
    atomic_init(&h->saturated, 0);
    atomic_init(&h->soft_bits, 0);
    h->dmin2 = cons.dmin2;
    const handle_request rq = {
        cfg->backend,
        cfg->device,
        cfg->cpu_impl,
        cfg->gpu_fault_recovery,
        cfg->staging_threads,
        cfg->chunk_symbols,
        cfg->streams,
        2 * sizeof(float),
        demapper_out_bytes(cons.k, cfg->output),
    };
    st = handle_core_init(&h->core, &rq);
    if (st == CUQAM_OK && h->core.backend == CUQAM_BACKEND_CUDA && !cons.closed_form)
        st = cuqam_cuda_ctx_set_table(h->core.cuda, cons.points, cons.num_points);
    if (st != CUQAM_OK) {
        cuqam_demapper_destroy(h); /* safe on a half-built handle */
        return st;
    }
    *out = h;
    return CUQAM_OK;
}

void cuqam_demapper_destroy(cuqam_demapper* h)
{
    if (!h)
        return;
    demapper_end_all(h); /* deferred calls finish (on the CPU after a fault) */
    handle_core_free(&h->core);
    constellation_free(&h->cons);
    free(h);
}

static float finite_float(double v)
{
    return (float)(v > FLT_MAX ? FLT_MAX : (v < -FLT_MAX ? -FLT_MAX : v));
}

/* The scale in force for noise variance n0 (one load of N0 per call: the
 * automatic scale and the noise terms come from the same value). */
float demapper_scale_at(const cuqam_demapper* h, double n0)
{
    cuqam_demapper* m =
        (cuqam_demapper*)h; /* atomics are read through a non-const pointer */
    if (atomic_load_explicit(&m->scale_mode, memory_order_relaxed) == CUQAM_SCALE_FIXED)
        return atomic_load_explicit(&m->scale, memory_order_relaxed);
    const double weak = CUQAM_AUTO_HEADROOM * h->dmin2 / n0;
    return finite_float(127.0 /
                        (weak > CUQAM_AUTO_CLIP_LLR ? weak : CUQAM_AUTO_CLIP_LLR));
}

/* The kernels' parameters for a call; noise: NULL, or one N0 per symbol. */
void demapper_make_params(const cuqam_demapper* h, const float* noise, cuqam_params* p)
{
    const double a = h->cons.closed_form ? h->cons.a : 1.0;
    const double sign = h->sign == CUQAM_SIGN_GNURADIO ? 1.0 : -1.0;
    const double log2e = 1.4426950408889634;
    const double gain = -sign * (h->method == CUQAM_METHOD_APPROX ? 4.0 : 1.0) * a * a;
    constellation_params(&h->cons, p);
    p->phase = h->phase;
    p->method = h->method;
    p->output = h->output;
    p->inv_a = (float)(1.0 / a);
    p->clamp_u = (float)(4u << p->m);
    p->sign = (float)sign;
    const float n0 = atomic_load_explicit(&((cuqam_demapper*)h)->noise_var,
                                          memory_order_relaxed); /* once per call */
    p->scale = demapper_scale_at(h, n0);
    /* N0's numerators; the values themselves are divided out in float by
     * cuqam_noise_at, as the kernels do for per-symbol N0 */
    p->nk.gain = (float)gain;
    p->nk.qgain = finite_float(gain * p->scale); /* FLT_MAX * 0 must stay 0 */
    p->nk.g_exact = (float)(a * a);
    p->nk.g2_exact = (float)(a * a * log2e);
    p->nk.g2_table = (float)log2e;
    /* (2 r)^2 log2(e), r the largest coordinate (r_clamp / 4); no headroom
     * from 256 points (noise_math.h) */
    p->nk.headroom = p->k < CUQAM_TABLE_HEADROOM_BITS
                         ? (float)(log2e * (double)p->r_clamp * (double)p->r_clamp / 4.0)
                         : 0.0f;
    /* N0 is taken no smaller than r^2 / 2^20 for table exact (r the largest
     * coordinate; unit energy: about 1e-6, 60 dB): below, its sums'
     * reference, rounded once, moves every term by a factor up to 2^(r^2 /
     * N0 2^-24), out of float range from about 1e-9 (+-Inf, kernels
     * differing). Elsewhere r^2 / 2^80, which only points far from unit
     * energy reach (a^2 / N0 overflowed). The call's N0 and a symbol's
     * alike (docs/design.md). */
    const int table_exact = h->method == CUQAM_METHOD_EXACT && !h->cons.closed_form;
    const double r = p->r_clamp / 4.0,
                 edge = r * r / (table_exact ? CUQAM_TABLE_EXACT_MAX_SNR : CUQAM_MAX_SNR);
    p->n0_min = edge > CUQAM_NOISE_VAR_MIN ? (float)edge : CUQAM_NOISE_VAR_MIN;
    cuqam_noise_at(&p->nk, n0 < p->n0_min ? p->n0_min : n0, &p->nz);
    p->noise = noise;
    p->far_gain =
        (float)-sign * (h->output == CUQAM_OUTPUT_F32 ? INFINITY : CUQAM_FAR_LLR_INT);
}

void demapper_count_call(cuqam_demapper* h, unsigned long long saturated, size_t n)
{
    atomic_fetch_add_explicit(&h->saturated, saturated, memory_order_relaxed);
    atomic_fetch_add_explicit(&h->soft_bits,
                              (unsigned long long)n * (unsigned)h->bits_per_symbol,
                              memory_order_relaxed);
}

cuqam_status
demapper_call(cuqam_demapper* h, const float* in, const float* noise, size_t n, void* out)
{
    if (h->pending_count) { /* in order: deferred calls end first */
        const cuqam_status st = demapper_end_all(h);
        if (st != CUQAM_OK)
            return st;
    }
    cuqam_params p;
    demapper_make_params(h, noise, &p);
    h->phase ^=
        (int)(n & 1u); /* every symbol is delivered, by one backend or the other */
    size_t from = 0;   /* the CPU computes symbols [from, n) */
    if (h->core.backend == CUQAM_BACKEND_CUDA) {
        cuqam_cuda_fault f;
        const int gpu = handle_gpu_usable(&h->core);
        const cuqam_status st =
            gpu ? handle_gpu_outcome(
                      &h->core,
                      cuqam_cuda_demap(
                          h->core.cuda, &p, in, n, out, h->count_saturated, &f),
                      &f,
                      n,
                      &from)
                : handle_gpu_lost_call(&h->core, in, out, n, &from);
        if (st != CUQAM_OK)
            return st;
        if (from == n) { /* all on the GPU, which counted (host buffers) */
            if (h->count_saturated && f.host_buffers)
                demapper_count_call(h, f.saturated, n);
            return CUQAM_OK;
        }
    }
    p.phase ^= (int)(from & 1u);
    if (noise)
        p.noise = noise + from;
    const size_t ob = demapper_out_bytes(h->bits_per_symbol, h->output);
    h->core.cpu->demap(&p, in + 2 * from, n - from, (unsigned char*)out + from * ob);
    if (h->count_saturated) /* the CPU's part, and what a failed GPU call delivered */
        demapper_count_call(h, cuqam_count_saturated(out, n * ob, h->output), n);
    return CUQAM_OK;
}

cuqam_status cuqam_demap(cuqam_demapper* h, const float* in, size_t n, void* out)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (n == 0)
        return CUQAM_OK;
    if (!in || !out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "in or out");
    return demapper_call(h, in, NULL, n, out);
}

cuqam_status cuqam_demap_noise(
    cuqam_demapper* h, const float* in, const float* noise_var, size_t n, void* out)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (n == 0)
        return CUQAM_OK;
    if (!in || !noise_var || !out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "in, noise_var or out");
    return demapper_call(h, in, noise_var, n, out);
}

static cuqam_status demap_async_call(cuqam_demapper* h,
                                     const float* d_in,
                                     const float* d_noise,
                                     size_t n,
                                     void* d_out,
                                     void* stream)
{
    cuqam_params p;
    demapper_make_params(h, d_noise, &p);
    const cuqam_status queued =
        cuqam_cuda_demap_async(h->core.cuda, &p, d_in, n, d_out, stream);
    if (queued == CUQAM_OK)
        h->phase ^= (int)(n & 1u);
    return queued;
}

cuqam_status cuqam_demap_async(
    cuqam_demapper* h, const float* d_in, size_t n, void* d_out, void* stream)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    const cuqam_status st = handle_async_usable(&h->core);
    if (st != CUQAM_OK || n == 0)
        return st;
    if (!d_in || !d_out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "in or out");
    return demap_async_call(h, d_in, NULL, n, d_out, stream);
}

cuqam_status cuqam_demap_noise_async(cuqam_demapper* h,
                                     const float* d_in,
                                     const float* d_noise_var,
                                     size_t n,
                                     void* d_out,
                                     void* stream)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    const cuqam_status st = handle_async_usable(&h->core);
    if (st != CUQAM_OK || n == 0)
        return st;
    if (!d_in || !d_noise_var || !d_out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "in, noise_var or out");
    return demap_async_call(h, d_in, d_noise_var, n, d_out, stream);
}
