/*
 * Deferred calls (cuqam_demap_begin / cuqam_demap_end): the GPU's part issued
 * at begin, confirmed at end, oldest first; a call that cannot be deferred
 * runs whole at begin. A fault seen at end sends every call still in flight
 * to the CPU: their inputs are still there, as the contract requires.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "demapper_impl.h"

/* The calls in flight from the oldest on were not (all) delivered: wait until
 * nothing runs, record one fault, compute them all on the CPU. */
static cuqam_status finish_on_cpu(cuqam_demapper* h, cuqam_status st)
{
    int lost = 0;
    cuqam_cuda_drain(h->core.cuda, &lost);
    size_t total = 0;
    for (int i = 0; i < h->pending_count; ++i)
        total += h->pending[(h->pending_head + i) % CUQAM_MAX_DEFERRED].n;
    cuqam_cuda_fault f = { 0, 1, lost, 0 };
    size_t from = 0;
    const cuqam_status rs = handle_gpu_outcome(&h->core, st, &f, total, &from);
    if (rs != CUQAM_OK) { /* recovery off: the calls end with the error */
        h->pending_count = 0;
        return rs;
    }
    const size_t ob = demapper_out_bytes(h->bits_per_symbol, h->output);
    while (h->pending_count) {
        deferred_call* d = &h->pending[h->pending_head];
        h->core.cpu->demap(&d->p, d->in, d->n, d->out);
        if (h->count_saturated)
            demapper_count_call(
                h, cuqam_count_saturated(d->out, d->n * ob, h->output), d->n);
        h->pending_head = (h->pending_head + 1) % CUQAM_MAX_DEFERRED;
        h->pending_count--;
    }
    return CUQAM_OK;
}

static cuqam_status
end_upto(cuqam_demapper* h, unsigned long long ticket, int wait, int* ended)
{
    while (h->pending_count && h->pending[h->pending_head].ticket <= ticket) {
        deferred_call* d = &h->pending[h->pending_head];
        int finished = 0;
        unsigned long long sat = 0;
        const cuqam_status st =
            cuqam_cuda_poll(h->core.cuda, h->pending_head, wait, &finished, &sat);
        if (st != CUQAM_OK) {
            if (ended)
                *ended = 1;
            return finish_on_cpu(h, st);
        }
        if (!finished) {
            if (ended)
                *ended = 0;
            return CUQAM_OK;
        }
        h->core.fs.consecutive = 0;
        if (h->count_saturated)
            demapper_count_call(h, sat, d->n);
        h->pending_head = (h->pending_head + 1) % CUQAM_MAX_DEFERRED;
        h->pending_count--;
    }
    if (ended)
        *ended = 1;
    return CUQAM_OK;
}

cuqam_status demapper_end_all(cuqam_demapper* h)
{
    return h->pending_count ? end_upto(h, h->last_ticket, 1, NULL) : CUQAM_OK;
}

cuqam_status cuqam_demap_begin(cuqam_demapper* h,
                               const float* in,
                               const float* noise_var,
                               size_t n,
                               void* out,
                               unsigned long long* ticket)
{
    if (!h || !ticket)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle or ticket");
    *ticket = ++h->last_ticket;
    if (n == 0)
        return CUQAM_OK;
    if (!in || !out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "in or out");
    const int defer = h->core.backend == CUQAM_BACKEND_CUDA &&
                      handle_gpu_usable(&h->core) &&
                      cuqam_cuda_deferrable(in, noise_var, out);
    if (!defer) { /* in order: what is in flight ends first */
        const cuqam_status st = demapper_end_all(h);
        return st != CUQAM_OK ? st : demapper_call(h, in, noise_var, n, out);
    }
    if (h->pending_count == CUQAM_MAX_DEFERRED) {
        const cuqam_status st = end_upto(h, h->pending[h->pending_head].ticket, 1, NULL);
        if (st != CUQAM_OK)
            return st;
    }
    const int slot = (h->pending_head + h->pending_count) % CUQAM_MAX_DEFERRED;
    deferred_call* d = &h->pending[slot];
    demapper_make_params(h, noise_var, &d->p);
    h->phase ^= (int)(n & 1u); /* delivered by one backend or the other */
    d->ticket = *ticket;
    d->in = in;
    d->noise = noise_var;
    d->n = n;
    d->out = out;
    if (h->pending_count == 0)
        h->pending_head = slot;
    h->pending_count++;
    const cuqam_status st =
        cuqam_cuda_demap_issue(h->core.cuda, &d->p, in, n, out, h->count_saturated, slot);
    return st == CUQAM_OK ? CUQAM_OK : finish_on_cpu(h, st);
}

cuqam_status
cuqam_demap_end(cuqam_demapper* h, unsigned long long ticket, int wait, int* ended)
{
    if (!h || (!wait && !ended))
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle or ended");
    return end_upto(h, ticket, wait, ended);
}
