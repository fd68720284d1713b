/*
 * The handle core: backend choice, CPU kernel choice, the CUDA context, and
 * the GPU fault policy, for the demapper and the mapper alike.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "handle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define CUQAM_FAILED_CALLS_TO_GIVE_UP 3
#define CUQAM_MAX_STAGING_THREADS 64

cuqam_status handle_pipeline_valid(size_t chunk_symbols, int streams, int staging_threads)
{
    if (chunk_symbols == 0 || chunk_symbols > (1u << 28) || streams < 1 || streams > 16)
        return cuqam_fail(CUQAM_ERR_CONFIG,
                          "chunk_symbols must be 1..2^28 and streams 1..16");
    if (staging_threads < 0 || staging_threads > CUQAM_MAX_STAGING_THREADS)
        return cuqam_fail(CUQAM_ERR_CONFIG,
                          "staging_threads must be 0 (default) or 1..64");
    return CUQAM_OK;
}

/* ---- backend and CPU kernel ---------------------------------------------- */

/* Picks the backend for `asked`: CUDA only if a device passes the test launch; the reason
 * goes to `reason`. */
static cuqam_status choose_backend(cuqam_backend asked,
                                   int device,
                                   cuqam_backend* chosen,
                                   char* reason,
                                   size_t reason_len)
{
    if ((unsigned)asked > CUQAM_BACKEND_CUDA)
        return cuqam_fail(CUQAM_ERR_BACKEND, "unknown backend value");
    if (asked == CUQAM_BACKEND_CPU) {
        *chosen = CUQAM_BACKEND_CPU;
        snprintf(reason, reason_len, "cpu backend requested");
        return CUQAM_OK;
    }
    char why[256] = "";
    const int ok = cuqam_cuda_usable(device, why, sizeof why);
    if (ok) {
        *chosen = CUQAM_BACKEND_CUDA;
        snprintf(reason,
                 reason_len,
                 "%s",
                 asked == CUQAM_BACKEND_AUTO ? "auto: CUDA device works"
                                             : "cuda backend requested");
        return CUQAM_OK;
    }
    if (asked == CUQAM_BACKEND_CUDA)
        return cuqam_fail(CUQAM_ERR_BACKEND_UNAVAILABLE, why);
    *chosen = CUQAM_BACKEND_CPU;
    snprintf(reason, reason_len, "auto: using CPU because %s", why);
    return CUQAM_OK;
}

cuqam_status cuqam_backend_resolve(cuqam_backend asked,
                                   int device,
                                   cuqam_backend* chosen,
                                   char* reason,
                                   size_t reason_len)
{
    char scratch[8];
    if (!chosen)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "chosen");
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
            snprintf(why,
                     sizeof why,
                     "\"%s\" needs %s, which this CPU lacks",
                     impls[i].name,
                     impls[i].needs);
            *st = cuqam_fail(CUQAM_ERR_CPU_IMPL, why);
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
    *st = cuqam_fail(CUQAM_ERR_CPU_IMPL, why);
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
const char* cuqam_cpu_impl_features(int i)
{
    return impl_at(i) ? impl_at(i)->needs : NULL;
}
int cuqam_cpu_impl_available(int i) { return impl_at(i) ? impl_at(i)->available() : 0; }

const char* cuqam_cpu_impl_resolve(const char* name)
{
    cuqam_status st;
    const cuqam_cpu_impl* c = choose_cpu_impl(name, &st);
    return c ? c->name : NULL;
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
        snprintf(why,
                 sizeof why,
                 "$CUQAM_STAGING_THREADS=\"%.32s\" is not a number 1..64",
                 env);
        return cuqam_fail(CUQAM_ERR_CONFIG, why);
    }
    *threads = (int)v;
    return CUQAM_OK;
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
static cuqam_status gpu_failed(fault_state* fs,
                               cuqam_status st,
                               const cuqam_cuda_fault* f,
                               size_t n,
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

cuqam_status handle_gpu_outcome(
    handle_core* hc, cuqam_status st, const cuqam_cuda_fault* f, size_t n, size_t* from)
{
    if (st != CUQAM_OK)
        return gpu_failed(&hc->fs, st, f, n, from);
    hc->fs.consecutive = 0;
    *from = n;
    return CUQAM_OK;
}

int handle_gpu_usable(const handle_core* hc)
{
    fault_state* fs =
        (fault_state*)&hc->fs; /* atomics are read through a non-const pointer in C11 */
    return !atomic_load_explicit(&fs->gpu_lost, memory_order_relaxed);
}

cuqam_status handle_gpu_lost_call(
    handle_core* hc, const void* in, const void* out, size_t n, size_t* from)
{
    *from = 0;
    if (!cuqam_cuda_host_buffers(in, out))
        return cuqam_fail(CUQAM_ERR_CUDA,
                          "this handle's GPU is lost (cuqam_*_faults says why); "
                          "device buffers cannot be processed on the CPU");
    atomic_fetch_add_explicit(&hc->fs.cpu_symbols, n, memory_order_relaxed);
    return CUQAM_OK;
}

cuqam_status handle_fault_report(const handle_core* hc, cuqam_fault_report* r)
{
    if (!r)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "report");
    memset(r, 0, sizeof *r);
    fault_state* m = (fault_state*)&hc->fs; /* as above */
    r->faults = atomic_load_explicit(&m->faults, memory_order_acquire);
    r->cpu_symbols = atomic_load_explicit(&m->cpu_symbols, memory_order_relaxed);
    r->gpu_lost = atomic_load_explicit(&m->gpu_lost, memory_order_relaxed);
    if (r->faults)
        snprintf(r->first_error, sizeof r->first_error, "%s", m->first_error);
    return CUQAM_OK;
}

/* ---- the handle core ----------------------------------------------------- */

cuqam_status handle_core_init(handle_core* hc, const handle_request* rq)
{
    fault_state_init(&hc->fs, rq->gpu_fault_recovery);
    cuqam_status st = choose_backend(
        rq->backend, rq->device, &hc->backend, hc->reason, sizeof hc->reason);
    if (st == CUQAM_OK) /* a CUDA handle's fallback too */
        hc->cpu = choose_cpu_impl(rq->cpu_impl, &st);
    if (st == CUQAM_OK && hc->backend == CUQAM_BACKEND_CPU)
        snprintf(hc->impl, sizeof hc->impl, "cpu:%s", hc->cpu->name);
    int threads = 0;
    if (st == CUQAM_OK)
        st = staging_threads(rq->staging_threads, &threads);
    if (st == CUQAM_OK && hc->backend == CUQAM_BACKEND_CUDA) {
        st = cuqam_cuda_ctx_create(rq->device,
                                   rq->chunk_symbols,
                                   rq->streams,
                                   threads,
                                   rq->in_bytes,
                                   rq->out_bytes,
                                   &hc->cuda);
        if (st == CUQAM_OK)
            snprintf(hc->impl, sizeof hc->impl, "cuda:%s", cuqam_cuda_ctx_name(hc->cuda));
    }
    return st;
}

void handle_core_free(handle_core* hc)
{
    cuqam_cuda_ctx_destroy(hc->cuda); /* NULL is a no-op */
    hc->cuda = NULL;
}

cuqam_status handle_async_usable(const handle_core* hc)
{
    if (hc->backend != CUQAM_BACKEND_CUDA)
        return cuqam_fail(CUQAM_ERR_BACKEND_UNAVAILABLE,
                          "the asynchronous calls need a handle on the CUDA backend");
    if (!handle_gpu_usable(hc))
        return cuqam_fail(CUQAM_ERR_CUDA,
                          "this handle's GPU is lost (cuqam_*_faults says why)");
    return CUQAM_OK;
}
