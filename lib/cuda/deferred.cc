/*
 * Deferred calls: a call's chunks issued now on host memory the GPU reaches
 * directly (page-locked), its completion seen later, so that the host thread
 * does other work (GNU Radio's scheduling) while the GPU has the symbols.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "pipeline.h"

namespace cuqam_cuda {
namespace {

// The slots' events (blocking sync: a waiting thread sleeps) and the pinned
// counter snapshots, made on the first deferred call.
cuqam_status make_slots(cuqam_cuda_ctx* c)
{
    for (cudaEvent_t& ev : c->slot_done)
        if (!ev) {
            const cudaError_t e = cudaEventCreateWithFlags(
                &ev, cudaEventDisableTiming | cudaEventBlockingSync);
            if (e != cudaSuccess)
                return note_failure(CUQAM_OK, e, "making the deferred calls' events", 0);
        }
    const size_t bytes =
        sizeof(unsigned long long) * CUQAM_MAX_DEFERRED * (size_t)c->nstreams;
    const cudaError_t e = cudaHostAlloc(&c->h_sat_slot, bytes, cudaHostAllocDefault);
    if (e != cudaSuccess)
        return note_failure(CUQAM_OK, e, "allocating the deferred counters", 0);
    c->slots_made = true;
    return CUQAM_OK;
}

} // namespace
} // namespace cuqam_cuda

using namespace cuqam_cuda;

int cuqam_cuda_deferrable(const void* in, const void* aux, const void* out)
{
    return page_locked(locate(in)) && page_locked(locate(out)) &&
           (!aux || page_locked(locate(aux)));
}

cuqam_status cuqam_cuda_demap_issue(cuqam_cuda_ctx* c,
                                    const cuqam_params* p,
                                    const float* in,
                                    size_t n,
                                    void* out,
                                    int count_saturated,
                                    int slot)
{
    const device_guard on_device(c->device);
    if (on_device.error() != cudaSuccess)
        return note_failure(CUQAM_OK, on_device.error(), "cudaSetDevice", 0);
    demap_work w;
    w.p = p;
    if (count_saturated)
        w.count = p->output;
    const bool counting = w.count != CUQAM_OUTPUT_F32;
    cuqam_status st = prepare_buffers(c, p->noise != nullptr, counting);
    if (st == CUQAM_OK && !c->slots_made)
        st = make_slots(c);
    const unsigned char* src = (const unsigned char*)in;
    const unsigned char* aux = (const unsigned char*)p->noise;
    unsigned char* dst = (unsigned char*)out;
    const bool in_place =
        runs_in_place(c, locate(in), aux ? locate(aux) : where::mapped, locate(out), n);
    size_t idx = 0;
    for (size_t off = 0; st == CUQAM_OK && off < n; off += c->chunk, ++idx)
        st = issue_chunk(c,
                         w,
                         (int)(idx % (size_t)c->nstreams),
                         idx,
                         off,
                         n - off < c->chunk ? n - off : c->chunk,
                         src + off * c->in_bytes,
                         aux ? aux + off * sizeof(float) : nullptr,
                         dst + off * c->out_bytes,
                         in_place,
                         false);
    const int nused = (int)(idx < (size_t)c->nstreams ? idx : (size_t)c->nstreams);
    if (st == CUQAM_OK && counting)
        st =
            snapshot_counts(c, c->h_sat_slot + (size_t)slot * (size_t)c->nstreams, nused);
    if (st == CUQAM_OK)
        st = join_streams(c, nused, c->slot_done[slot]);
    c->slot_streams[slot] = nused;
    c->slot_counting[slot] = counting;
    return st;
}

cuqam_status cuqam_cuda_poll(
    cuqam_cuda_ctx* c, int slot, int wait, int* finished, unsigned long long* saturated)
{
    *finished = 0;
    *saturated = 0;
    const device_guard on_device(c->device);
    if (on_device.error() != cudaSuccess)
        return note_failure(CUQAM_OK, on_device.error(), "cudaSetDevice", 0);
    cudaError_t e =
        wait ? wait_event(c, c->slot_done[slot]) : cudaEventQuery(c->slot_done[slot]);
    if (e == cudaErrorNotReady)
        return CUQAM_OK; // not an error: still running
    if (e == cudaSuccess)
        e = FAULT(c, FP_WAIT, c->stream[0]);
    if (e != cudaSuccess)
        return note_failure(CUQAM_OK, e, "waiting for a deferred call", 0);
    *finished = 1;
    if (c->slot_counting[slot])
        *saturated = note_counts(
            c, c->h_sat_slot + (size_t)slot * (size_t)c->nstreams, c->slot_streams[slot]);
    return CUQAM_OK;
}

void cuqam_cuda_drain(cuqam_cuda_ctx* c, int* context_lost)
{
    const device_guard on_device(c->device);
    for (int s = 0; s < c->nstreams; ++s)
        if (wait_stream(c, s) != cudaSuccess)
            cudaGetLastError();
    *context_lost = !context_alive(c);
    if (!*context_lost)
        reset_counts(c);
}
