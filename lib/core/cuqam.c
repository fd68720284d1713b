/*
 * The C core: configuration, validation, backend selection and dispatch.
 * Kernels live in lib/cpu (and lib/cuda); this file owns no math beyond the
 * per-call constants.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../cpu/cpu_kernels.h"
#include "backend_cuda.h"

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* GPU faults of one handle (cuqam.h, "GPU faults"). Written by the calling
 * thread; the counters are atomic so a report may be read from another. */
typedef struct {
    int recover;
    int consecutive; /* calls in a row that failed */
    _Atomic int gpu_lost;
    _Atomic unsigned long long faults;
    _Atomic unsigned long long cpu_symbols;
    char first_error[256]; /* written once, before faults becomes 1 */
} fault_state;

#define CUQAM_FAILED_CALLS_TO_GIVE_UP 3

struct cuqam_demapper {
    int bits_per_symbol;
    cuqam_method method;
    cuqam_output output;
    cuqam_sign sign;
    _Atomic float noise_var; /* set from any thread, read once per call */
    _Atomic float scale;
    cuqam_backend backend; /* CPU or CUDA, never AUTO */
    const cuqam_cpu_impl* cpu;
    cuqam_cuda_ctx* cuda;
    fault_state fs;
    char reason[256];
    char impl[128];
};

struct cuqam_mapper {
    int bits_per_symbol;
    float a;
    cuqam_backend backend;
    const cuqam_cpu_impl* cpu;
    cuqam_cuda_ctx* cuda;
    fault_state fs;
    char reason[256];
    char impl[128];
};

/* ---- errors ------------------------------------------------------------ */

static _Thread_local char last_error[512];

void cuqam_set_error(const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
}

const char* cuqam_last_error(void) { return last_error; }

const char* cuqam_version(void) { return CUQAM_VERSION_STRING; }

const char* cuqam_strerror(cuqam_status s)
{
    static const char* const text[CUQAM_ERR_COUNT_] = {
        [CUQAM_OK] = "success",
        [CUQAM_ERR_NULL_POINTER] = "a required pointer argument is NULL",
        [CUQAM_ERR_BITS_PER_SYMBOL] = "bits_per_symbol must be 2, 4, 6, 8 or 10",
        [CUQAM_ERR_METHOD] = "method must be maxlog, approx or exact",
        [CUQAM_ERR_OUTPUT_FORMAT] = "output format must be f32, s8 or u8",
        [CUQAM_ERR_SIGN] = "sign must be gnuradio or 3gpp",
        [CUQAM_ERR_NOISE_VAR] = "noise_var must be finite and >= 1e-12",
        [CUQAM_ERR_SCALE] = "scale must be finite and > 0",
        [CUQAM_ERR_BACKEND] = "backend must be auto, cpu or cuda",
        [CUQAM_ERR_BACKEND_UNAVAILABLE] = "the requested backend cannot run on this machine",
        [CUQAM_ERR_CPU_IMPL] = "unknown or unsupported CPU implementation",
        [CUQAM_ERR_OUT_OF_MEMORY] = "out of host memory",
        [CUQAM_ERR_CUDA] = "a CUDA call failed",
        [CUQAM_ERR_CONFIG] = "invalid configuration (chunk_symbols, streams or staging_threads)",
        [CUQAM_ERR_BUFFERS] = "in and out must both be host memory or both device memory",
    };
    if ((unsigned)s >= CUQAM_ERR_COUNT_)
        return "unknown cuqam status";
    return text[s];
}

static cuqam_status fail(cuqam_status s, const char* detail)
{
    cuqam_set_error("%s: %s", cuqam_strerror(s), detail);
    return s;
}

/* ---- names ------------------------------------------------------------- */

static int lookup(const char* name, const char* const* names, int n)
{
    if (!name)
        return -1;
    for (int i = 0; i < n; ++i)
        if (strcasecmp(name, names[i]) == 0)
            return i;
    return -1;
}

static const char* const method_names[] = { "maxlog", "approx", "exact" };
static const char* const output_names[] = { "f32", "s8", "u8" };
static const char* const sign_names[] = { "gnuradio", "3gpp" };
static const char* const backend_names[] = { "auto", "cpu", "cuda" };

int cuqam_method_from_name(const char* s) { return lookup(s, method_names, 3); }
int cuqam_output_from_name(const char* s) { return lookup(s, output_names, 3); }
int cuqam_sign_from_name(const char* s) { return lookup(s, sign_names, 2); }
int cuqam_backend_from_name(const char* s) { return lookup(s, backend_names, 3); }
const char* cuqam_method_name(cuqam_method m) { return (unsigned)m < 3 ? method_names[m] : "?"; }
const char* cuqam_output_name(cuqam_output o) { return (unsigned)o < 3 ? output_names[o] : "?"; }
const char* cuqam_backend_name(cuqam_backend b) { return (unsigned)b < 3 ? backend_names[b] : "?"; }

/* ---- validation -------------------------------------------------------- */

static int valid_bits(int k) { return k == 2 || k == 4 || k == 6 || k == 8 || k == 10; }
static int valid_noise_var(float v) { return isfinite(v) && v >= CUQAM_NOISE_VAR_MIN; }
static int valid_scale(float v) { return isfinite(v) && v > 0.0f; }

#define CUQAM_MAX_STAGING_THREADS 64

static cuqam_status valid_pipeline(size_t chunk_symbols, int streams, int staging_threads)
{
    if (chunk_symbols == 0 || chunk_symbols > (1u << 28) || streams < 1 || streams > 16)
        return fail(CUQAM_ERR_CONFIG, "chunk_symbols must be 1..2^28 and streams 1..16");
    if (staging_threads < 0 || staging_threads > CUQAM_MAX_STAGING_THREADS)
        return fail(CUQAM_ERR_CONFIG, "staging_threads must be 0 (default) or 1..64");
    return CUQAM_OK;
}

/* Staging threads for a CUDA context: the config's, else $CUQAM_STAGING_THREADS
 * (refused when made if it is not a number 1..64), else 0 (automatic). */
static cuqam_status staging_threads(int configured, int* threads)
{
    *threads = configured;
    const char* env = getenv("CUQAM_STAGING_THREADS");
    if (configured || !env || !*env)
        return CUQAM_OK;
    char* end = NULL;
    const long v = strtol(env, &end, 10);
    if (*end != '\0' || v < 1 || v > CUQAM_MAX_STAGING_THREADS) {
        char why[96];
        snprintf(why, sizeof why, "$CUQAM_STAGING_THREADS=\"%.32s\" is not a number 1..64", env);
        return fail(CUQAM_ERR_CONFIG, why);
    }
    *threads = (int)v;
    return CUQAM_OK;
}

static double axis_a(int bits_per_symbol)
{
    const double M = (double)(1u << bits_per_symbol);
    return 1.0 / sqrt(2.0 * (M - 1.0) / 3.0);
}

/* Picks the backend for `asked`: CUDA only if a device passes the test launch; the reason goes to `reason`. */
static cuqam_status choose_backend(cuqam_backend asked, int device, cuqam_backend* chosen,
                                   char* reason, size_t reason_len)
{
    if ((unsigned)asked > CUQAM_BACKEND_CUDA)
        return fail(CUQAM_ERR_BACKEND, "unknown backend value");
    if (asked == CUQAM_BACKEND_CPU) {
        *chosen = CUQAM_BACKEND_CPU;
        snprintf(reason, reason_len, "cpu backend requested");
        return CUQAM_OK;
    }
    char why[256] = "";
    const int ok = cuqam_cuda_usable(device, why, sizeof why);
    if (ok) {
        *chosen = CUQAM_BACKEND_CUDA;
        snprintf(reason, reason_len, "%s", asked == CUQAM_BACKEND_AUTO ? "auto: CUDA device works" : "cuda backend requested");
        return CUQAM_OK;
    }
    if (asked == CUQAM_BACKEND_CUDA)
        return fail(CUQAM_ERR_BACKEND_UNAVAILABLE, why);
    *chosen = CUQAM_BACKEND_CPU;
    snprintf(reason, reason_len, "auto: using CPU because %s", why);
    return CUQAM_OK;
}

cuqam_status cuqam_backend_resolve(cuqam_backend asked, int device, cuqam_backend* chosen, char* reason,
                                   size_t reason_len)
{
    char scratch[8];
    if (!chosen)
        return fail(CUQAM_ERR_NULL_POINTER, "chosen");
    if (!reason || reason_len == 0) {
        reason = scratch;
        reason_len = sizeof scratch;
    }
    return choose_backend(asked, device, chosen, reason, reason_len);
}

static const cuqam_cpu_impl* choose_cpu_impl(const char* asked, cuqam_status* st)
{
    int n = 0;
    const cuqam_cpu_impl* impls = cuqam_cpu_impls(&n);
    const char* name = asked && *asked ? asked : getenv("CUQAM_CPU_IMPL");
    *st = CUQAM_OK;
    if (!name || !*name || strcasecmp(name, "auto") == 0) {
        for (int i = 0; i < n; ++i)
            if (impls[i].available())
                return &impls[i];
        return &impls[n - 1];
    }
    for (int i = 0; i < n; ++i) {
        if (strcasecmp(name, impls[i].name) == 0) {
            if (impls[i].available())
                return &impls[i];
            char why[160];
            snprintf(why, sizeof why, "\"%s\" needs %s, which this CPU lacks", impls[i].name, impls[i].needs);
            *st = fail(CUQAM_ERR_CPU_IMPL, why);
            return NULL;
        }
    }
    char known[160] = "";
    for (int i = 0; i < n; ++i) {
        strncat(known, " ", sizeof known - strlen(known) - 1);
        strncat(known, impls[i].name, sizeof known - strlen(known) - 1);
    }
    char why[256];
    snprintf(why, sizeof why, "\"%.40s\" is not one of this build's:%s", name, known);
    *st = fail(CUQAM_ERR_CPU_IMPL, why);
    return NULL;
}

int cuqam_cpu_impl_count(void)
{
    int n = 0;
    cuqam_cpu_impls(&n);
    return n;
}

static const cuqam_cpu_impl* impl_at(int i)
{
    int n = 0;
    const cuqam_cpu_impl* impls = cuqam_cpu_impls(&n);
    return i >= 0 && i < n ? &impls[i] : NULL;
}

const char* cuqam_cpu_impl_name(int i) { return impl_at(i) ? impl_at(i)->name : NULL; }
const char* cuqam_cpu_impl_features(int i) { return impl_at(i) ? impl_at(i)->needs : NULL; }
int cuqam_cpu_impl_available(int i) { return impl_at(i) ? impl_at(i)->available() : 0; }

const char* cuqam_cpu_impl_resolve(const char* name)
{
    cuqam_status st;
    const cuqam_cpu_impl* c = choose_cpu_impl(name, &st);
    return c ? c->name : NULL;
}

/* ---- GPU faults -------------------------------------------------------- */

static void fault_state_init(fault_state* fs, int recover)
{
    fs->recover = recover;
    fs->consecutive = 0;
    atomic_init(&fs->gpu_lost, 0);
    atomic_init(&fs->faults, 0);
    atomic_init(&fs->cpu_symbols, 0);
    fs->first_error[0] = '\0';
}

/* A CUDA call failed during a call of n symbols. With recovery on and host
 * buffers, record the fault and say from which symbol the CPU takes over
 * (CUQAM_OK); otherwise return the failure to the caller. */
static cuqam_status gpu_failed(fault_state* fs, cuqam_status st, const cuqam_cuda_fault* f, size_t n,
                               size_t* cpu_from)
{
    if (st != CUQAM_ERR_CUDA || !fs->recover || !f->host_buffers)
        return st;
    if (atomic_load_explicit(&fs->faults, memory_order_relaxed) == 0) {
        const char* e = cuqam_last_error(); /* longer than first_error: cut */
        size_t i = 0;
        for (; e[i] && i + 1 < sizeof fs->first_error; ++i)
            fs->first_error[i] = e[i];
        fs->first_error[i] = '\0';
    }
    if (f->context_lost || ++fs->consecutive >= CUQAM_FAILED_CALLS_TO_GIVE_UP)
        atomic_store_explicit(&fs->gpu_lost, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&fs->cpu_symbols, n - f->delivered, memory_order_relaxed);
    atomic_fetch_add_explicit(&fs->faults, 1, memory_order_release);
    *cpu_from = f->delivered;
    return CUQAM_OK;
}

/* After the GPU's part of a call: from = n when it did everything, else
 * where the CPU takes over (or the error to return). */
static cuqam_status gpu_outcome(fault_state* fs, cuqam_status st, const cuqam_cuda_fault* f, size_t n,
                                size_t* from)
{
    if (st != CUQAM_OK)
        return gpu_failed(fs, st, f, n, from);
    fs->consecutive = 0;
    *from = n;
    return CUQAM_OK;
}

static int gpu_usable(fault_state* fs) { return !atomic_load_explicit(&fs->gpu_lost, memory_order_relaxed); }

/* The handle's GPU is lost: the CPU does the whole call, if it can reach the buffers. */
static cuqam_status gpu_lost_call(fault_state* fs, const void* in, const void* out, size_t n)
{
    if (!cuqam_cuda_host_buffers(in, out))
        return fail(CUQAM_ERR_CUDA, "this handle's GPU is lost (cuqam_*_faults says why); "
                                    "device buffers cannot be processed on the CPU");
    atomic_fetch_add_explicit(&fs->cpu_symbols, n, memory_order_relaxed);
    return CUQAM_OK;
}

static cuqam_status fault_report(const fault_state* fs, cuqam_fault_report* r)
{
    if (!r)
        return fail(CUQAM_ERR_NULL_POINTER, "report");
    memset(r, 0, sizeof *r);
    fault_state* m = (fault_state*)fs; /* atomics are read through a non-const pointer in C11 */
    r->faults = atomic_load_explicit(&m->faults, memory_order_acquire);
    r->cpu_symbols = atomic_load_explicit(&m->cpu_symbols, memory_order_relaxed);
    r->gpu_lost = atomic_load_explicit(&m->gpu_lost, memory_order_relaxed);
    if (r->faults)
        snprintf(r->first_error, sizeof r->first_error, "%s", fs->first_error);
    return CUQAM_OK;
}

/* ---- demapper ---------------------------------------------------------- */

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

static cuqam_status validate_demapper(const cuqam_demapper_config* c)
{
    if (!valid_bits(c->bits_per_symbol))
        return fail(CUQAM_ERR_BITS_PER_SYMBOL, "got another value");
    if ((unsigned)c->method > CUQAM_METHOD_EXACT)
        return fail(CUQAM_ERR_METHOD, "unknown method value");
    if ((unsigned)c->output > CUQAM_OUTPUT_U8)
        return fail(CUQAM_ERR_OUTPUT_FORMAT, "unknown output value");
    if ((unsigned)c->sign > CUQAM_SIGN_3GPP)
        return fail(CUQAM_ERR_SIGN, "unknown sign value");
    if (!valid_noise_var(c->noise_var))
        return fail(CUQAM_ERR_NOISE_VAR, "refused");
    if (!valid_scale(c->scale))
        return fail(CUQAM_ERR_SCALE, "refused");
    if ((unsigned)c->backend > CUQAM_BACKEND_CUDA)
        return fail(CUQAM_ERR_BACKEND, "unknown backend value");
    return valid_pipeline(c->chunk_symbols, c->streams, c->staging_threads);
}

cuqam_status cuqam_demapper_config_validate(const cuqam_demapper_config* cfg)
{
    return cfg ? validate_demapper(cfg) : fail(CUQAM_ERR_NULL_POINTER, "cfg");
}

cuqam_status cuqam_check_noise_var(float v)
{
    return valid_noise_var(v) ? CUQAM_OK : fail(CUQAM_ERR_NOISE_VAR, "refused");
}

cuqam_status cuqam_check_scale(float v)
{
    return valid_scale(v) ? CUQAM_OK : fail(CUQAM_ERR_SCALE, "refused");
}

cuqam_status cuqam_demapper_create(const cuqam_demapper_config* cfg, cuqam_demapper** out)
{
    if (!out)
        return fail(CUQAM_ERR_NULL_POINTER, "out");
    *out = NULL;
    if (!cfg)
        return fail(CUQAM_ERR_NULL_POINTER, "cfg");
    cuqam_status st = validate_demapper(cfg);
    if (st != CUQAM_OK)
        return st;

    cuqam_demapper* h = calloc(1, sizeof *h);
    if (!h)
        return fail(CUQAM_ERR_OUT_OF_MEMORY, "demapper handle");
    h->bits_per_symbol = cfg->bits_per_symbol;
    h->method = cfg->method;
    h->output = cfg->output;
    h->sign = cfg->sign;
    atomic_init(&h->noise_var, cfg->noise_var);
    atomic_init(&h->scale, cfg->scale);
    fault_state_init(&h->fs, cfg->gpu_fault_recovery);

    st = choose_backend(cfg->backend, cfg->device, &h->backend, h->reason, sizeof h->reason);
    if (st == CUQAM_OK) /* a CUDA handle's fallback too */
        h->cpu = choose_cpu_impl(cfg->cpu_impl, &st);
    if (st == CUQAM_OK && h->backend == CUQAM_BACKEND_CPU)
        snprintf(h->impl, sizeof h->impl, "cpu:%s", h->cpu->name);
    int threads = 0;
    if (st == CUQAM_OK)
        st = staging_threads(cfg->staging_threads, &threads);
    if (st == CUQAM_OK && h->backend == CUQAM_BACKEND_CUDA) {
        const size_t out_bytes = (size_t)cfg->bits_per_symbol * (cfg->output == CUQAM_OUTPUT_F32 ? 4u : 1u);
        st = cuqam_cuda_ctx_create(cfg->device, cfg->chunk_symbols, cfg->streams, threads,
                                   2 * sizeof(float), out_bytes, &h->cuda);
        if (st == CUQAM_OK)
            snprintf(h->impl, sizeof h->impl, "cuda:%s", cuqam_cuda_ctx_name(h->cuda));
    }
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
    cuqam_cuda_ctx_destroy(h->cuda);
    free(h);
}

static void make_params(const cuqam_demapper* h, cuqam_params* p)
{
    const double a = axis_a(h->bits_per_symbol);
    const double n0 = atomic_load_explicit(&h->noise_var, memory_order_relaxed);
    const double sign = h->sign == CUQAM_SIGN_GNURADIO ? 1.0 : -1.0;
    p->m = h->bits_per_symbol / 2;
    p->method = (int)h->method;
    p->output = (int)h->output;
    p->inv_a = (float)(1.0 / a);
    p->clamp_u = (float)(4u << p->m);
    p->g_exact = (float)(a * a / n0);
    p->g2_exact = (float)(a * a / n0 * 1.4426950408889634);
    p->q_exact = (float)exp(-8.0 * a * a / n0);
    p->gain = (float)(-sign * (h->method == CUQAM_METHOD_APPROX ? 4.0 : 1.0) * a * a / n0);
    p->sign = (float)sign;
    p->scale = atomic_load_explicit(&h->scale, memory_order_relaxed);
    /* finite even for huge scales: FLT_MAX * 0 must stay 0 */
    const double qg = (double)p->gain * p->scale;
    p->qgain = (float)(qg > FLT_MAX ? FLT_MAX : (qg < -FLT_MAX ? -FLT_MAX : qg));
    p->far_gain = (float)-sign * (h->output == CUQAM_OUTPUT_F32 ? INFINITY : CUQAM_FAR_LLR_INT);
}

cuqam_status cuqam_demap(cuqam_demapper* h, const float* in, size_t n, void* out)
{
    if (!h)
        return fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (n == 0)
        return CUQAM_OK;
    if (!in || !out)
        return fail(CUQAM_ERR_NULL_POINTER, "in or out");
    cuqam_params p;
    make_params(h, &p);
    size_t from = 0; /* the CPU computes symbols [from, n) */
    if (h->backend == CUQAM_BACKEND_CUDA) {
        cuqam_cuda_fault f;
        const cuqam_status st =
            gpu_usable(&h->fs) ? gpu_outcome(&h->fs, cuqam_cuda_demap(h->cuda, &p, in, n, out, &f), &f, n, &from)
                               : gpu_lost_call(&h->fs, in, out, n);
        if (st != CUQAM_OK || from == n)
            return st;
    }
    const size_t out_bytes = (size_t)h->bits_per_symbol * (h->output == CUQAM_OUTPUT_F32 ? 4u : 1u);
    h->cpu->demap(&p, in + 2 * from, n - from, (unsigned char*)out + from * out_bytes);
    return CUQAM_OK;
}

cuqam_status cuqam_demapper_faults(const cuqam_demapper* h, cuqam_fault_report* r)
{
    return h ? fault_report(&h->fs, r) : fail(CUQAM_ERR_NULL_POINTER, "handle");
}

cuqam_status cuqam_demapper_set_noise_var(cuqam_demapper* h, float v)
{
    if (!h)
        return fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (!valid_noise_var(v))
        return fail(CUQAM_ERR_NOISE_VAR, "refused, previous value kept");
    atomic_store_explicit(&h->noise_var, v, memory_order_relaxed);
    return CUQAM_OK;
}

cuqam_status cuqam_demapper_set_scale(cuqam_demapper* h, float v)
{
    if (!h)
        return fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (!valid_scale(v))
        return fail(CUQAM_ERR_SCALE, "refused, previous value kept");
    atomic_store_explicit(&h->scale, v, memory_order_relaxed);
    return CUQAM_OK;
}

float cuqam_demapper_noise_var(const cuqam_demapper* h)
{
    return h ? atomic_load_explicit(&((cuqam_demapper*)h)->noise_var, memory_order_relaxed) : NAN;
}
float cuqam_demapper_scale(const cuqam_demapper* h)
{
    return h ? atomic_load_explicit(&((cuqam_demapper*)h)->scale, memory_order_relaxed) : NAN;
}
int cuqam_demapper_bits_per_symbol(const cuqam_demapper* h) { return h ? h->bits_per_symbol : 0; }
cuqam_backend cuqam_demapper_backend(const cuqam_demapper* h) { return h ? h->backend : CUQAM_BACKEND_CPU; }
const char* cuqam_demapper_backend_reason(const cuqam_demapper* h) { return h ? h->reason : ""; }
const char* cuqam_demapper_impl_name(const cuqam_demapper* h) { return h ? h->impl : ""; }

/* ---- mapper ------------------------------------------------------------ */

void cuqam_mapper_config_init(cuqam_mapper_config* c)
{
    if (!c)
        return;
    memset(c, 0, sizeof *c);
    c->bits_per_symbol = CUQAM_DEFAULT_BITS_PER_SYMBOL;
    c->backend = CUQAM_BACKEND_AUTO;
    c->chunk_symbols = CUQAM_DEFAULT_CHUNK_SYMBOLS;
    c->streams = CUQAM_DEFAULT_STREAMS;
    c->gpu_fault_recovery = 1;
}

cuqam_status cuqam_mapper_config_validate(const cuqam_mapper_config* c)
{
    if (!c)
        return fail(CUQAM_ERR_NULL_POINTER, "cfg");
    if (!valid_bits(c->bits_per_symbol))
        return fail(CUQAM_ERR_BITS_PER_SYMBOL, "got another value");
    if ((unsigned)c->backend > CUQAM_BACKEND_CUDA)
        return fail(CUQAM_ERR_BACKEND, "unknown backend value");
    return valid_pipeline(c->chunk_symbols, c->streams, c->staging_threads);
}

cuqam_status cuqam_mapper_create(const cuqam_mapper_config* cfg, cuqam_mapper** out)
{
    if (!out)
        return fail(CUQAM_ERR_NULL_POINTER, "out");
    *out = NULL;
    cuqam_status st0 = cuqam_mapper_config_validate(cfg);
    if (st0 != CUQAM_OK)
        return st0;
    cuqam_mapper* h = calloc(1, sizeof *h);
    if (!h)
        return fail(CUQAM_ERR_OUT_OF_MEMORY, "mapper handle");
    h->bits_per_symbol = cfg->bits_per_symbol;
    h->a = (float)axis_a(cfg->bits_per_symbol);
    fault_state_init(&h->fs, cfg->gpu_fault_recovery);
    cuqam_status st = choose_backend(cfg->backend, cfg->device, &h->backend, h->reason, sizeof h->reason);
    if (st == CUQAM_OK) /* a CUDA handle's fallback too */
        h->cpu = choose_cpu_impl(cfg->cpu_impl, &st);
    if (st == CUQAM_OK && h->backend == CUQAM_BACKEND_CPU)
        snprintf(h->impl, sizeof h->impl, "cpu:%s", h->cpu->name);
    int threads = 0;
    if (st == CUQAM_OK)
        st = staging_threads(cfg->staging_threads, &threads);
    if (st == CUQAM_OK && h->backend == CUQAM_BACKEND_CUDA) {
        st = cuqam_cuda_ctx_create(cfg->device, cfg->chunk_symbols, cfg->streams, threads,
                                   (size_t)cfg->bits_per_symbol, 2 * sizeof(float), &h->cuda);
        if (st == CUQAM_OK)
            snprintf(h->impl, sizeof h->impl, "cuda:%s", cuqam_cuda_ctx_name(h->cuda));
    }
    if (st != CUQAM_OK) {
        cuqam_mapper_destroy(h);
        return st;
    }
    *out = h;
    return CUQAM_OK;
}

void cuqam_mapper_destroy(cuqam_mapper* h)
{
    if (!h)
        return;
    cuqam_cuda_ctx_destroy(h->cuda);
    free(h);
}

cuqam_status cuqam_map(cuqam_mapper* h, const uint8_t* bits, size_t n, float* out)
{
    if (!h)
        return fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (n == 0)
        return CUQAM_OK;
    if (!bits || !out)
        return fail(CUQAM_ERR_NULL_POINTER, "bits or out");
    size_t from = 0; /* the CPU maps symbols [from, n) */
    if (h->backend == CUQAM_BACKEND_CUDA) {
        cuqam_cuda_fault f;
        const cuqam_status st =
            gpu_usable(&h->fs)
                ? gpu_outcome(&h->fs, cuqam_cuda_map(h->cuda, h->bits_per_symbol, h->a, bits, n, out, &f), &f, n, &from)
                : gpu_lost_call(&h->fs, bits, out, n);
        if (st != CUQAM_OK || from == n)
            return st;
    }
    h->cpu->map(h->bits_per_symbol, h->a, bits + from * (size_t)h->bits_per_symbol, n - from, out + 2 * from);
    return CUQAM_OK;
}

cuqam_status cuqam_mapper_faults(const cuqam_mapper* h, cuqam_fault_report* r)
{
    return h ? fault_report(&h->fs, r) : fail(CUQAM_ERR_NULL_POINTER, "handle");
}

cuqam_backend cuqam_mapper_backend(const cuqam_mapper* h) { return h ? h->backend : CUQAM_BACKEND_CPU; }
const char* cuqam_mapper_backend_reason(const cuqam_mapper* h) { return h ? h->reason : ""; }
const char* cuqam_mapper_impl_name(const cuqam_mapper* h) { return h ? h->impl : ""; }
