/*
 * The GPU's part of a call. Data paths, chosen by where the caller's buffers
 * live:
 *  - device memory: the kernels run on them directly (launch.cu);
 *  - pinned host memory: chunks are copied straight from/to them, or, for a
 *    call of at most one chunk a stream, the kernels read and write it in
 *    place (runs_in_place);
 *  - pageable host memory (GNU Radio's buffers): each chunk is copied by the
 *    CPU into a pinned staging slot while the GPU works on the other slots.
 * Each chunk's H2D copy, kernel and D2H copy are issued together, chunks
 * round-robin over the slots (streams); a slot's H2D copies go on a load
 * stream of its own (issue_chunk).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "kernel_count.cuh"
#include "pipeline.h"

#include <sched.h>
#include <algorithm>
#include <cstdint>

namespace cuqam_cuda {

namespace {

// The saturation counters (one per stream, zeroed) and their pinned copies,
// made the first time a call counts.
cuqam_status make_count_buffers(cuqam_cuda_ctx* c)
{
    const size_t bytes = sizeof(unsigned long long) * (size_t)c->nstreams;
    cudaError_t e = cudaMalloc(&c->d_sat, bytes);
    if (e == cudaSuccess)
        e = cudaMemset(c->d_sat, 0, bytes);
    if (e == cudaSuccess)
        e = cudaHostAlloc(&c->h_sat, bytes, cudaHostAllocDefault);
    if (e != cudaSuccess) {
        cudaFree(c->d_sat);
        c->d_sat = nullptr;
        return note_failure(CUQAM_OK, e, "allocating the saturation counters", 0);
    }
    for (unsigned long long& v : c->sat_seen)
        v = 0;
    c->sat_base = 0;
    return CUQAM_OK;
}

// Counts the saturated outputs among a chunk's bytes at p into stream s's
// counter.
cuqam_status
count_chunk(cuqam_cuda_ctx* c, cuqam_output o, const void* out, size_t bytes, int s)
{
    const void* fn = (const void*)count_saturated_kernel;
    const unsigned char* p = (const unsigned char*)out;
    // u8 0 / 255; s8 -127 (0x81) / 127 (0x7F)
    unsigned lo4 = o == CUQAM_OUTPUT_U8 ? 0x00000000u : 0x81818181u;
    unsigned hi4 = o == CUQAM_OUTPUT_U8 ? 0xFFFFFFFFu : 0x7F7F7F7Fu;
    size_t nb = bytes;
    unsigned long long* total = c->d_sat + s;
    void* args[] = { &p, &nb, &lo4, &hi4, &total };
    return launch_kernel(c, fn, (bytes / 4 + 7) / 8, args, c->stream[s]);
}

} // namespace

// After a failed counting call: the counters restart from zero (partial
// counts of undelivered chunks must not reach the next call's figure).
void reset_counts(cuqam_cuda_ctx* c)
{
    if (c->d_sat &&
        cudaMemsetAsync(c->d_sat,
                        0,
                        sizeof(unsigned long long) * (size_t)c->nstreams,
                        c->stream[0]) == cudaSuccess &&
        cudaStreamSynchronize(c->stream[0]) == cudaSuccess) {
        for (unsigned long long& v : c->sat_seen)
            v = 0;
        c->sat_base = 0;
    }
    cudaGetLastError();
}

namespace {

// The per-symbol floats' staging and device buffers, made the first time a
// call has them (CUQAM_ERR_CUDA if that fails: the call goes to the CPU).
cuqam_status make_aux_buffers(cuqam_cuda_ctx* c)
{
    for (int s = 0; s < c->nstreams; ++s) {
        const size_t bytes = c->chunk * sizeof(float);
        cudaError_t e = c->h_aux[s]
                            ? cudaSuccess
                            : cudaHostAlloc(&c->h_aux[s], bytes, cudaHostAllocDefault);
        if (e == cudaSuccess && !c->d_aux[s])
            e = cudaMalloc(&c->d_aux[s], bytes);
        if (e != cudaSuccess)
            return note_failure(CUQAM_OK, e, "allocating the per-symbol N0 buffers", 0);
    }
    return CUQAM_OK;
}

} // namespace

cuqam_status prepare_buffers(cuqam_cuda_ctx* c, bool aux, bool counting)
{
    cuqam_status s = CUQAM_OK;
    if (aux && !c->d_aux[c->nstreams - 1])
        s = make_aux_buffers(c);
    if (s == CUQAM_OK && counting && !c->d_sat)
        s = make_count_buffers(c);
    return s;
}

// In place where the call fits in one chunk a stream: its time is then a
// round trip, which the copies lengthen and GNU Radio waits for (inside a
// flowgraph, on an H200 host: less host CPU a symbol, at the null chain's
// rate). Larger calls stream through the copy engines, which carried 84-88 %
// of the concurrent pinned copy where kernels reading and writing host memory
// over PCIe carried 62-67 % (docs/benchmarks.md, "Kernels on GNU Radio's
// buffers in place").
bool runs_in_place(const cuqam_cuda_ctx* c, where in, where aux, where out, size_t n)
{
    const bool mapped =
        in == where::mapped && aux == where::mapped && out == where::mapped;
    return mapped &&
           (c->access == host_access::in_place ||
            (c->access == host_access::by_size && n <= c->chunk * (size_t)c->nstreams));
}

cuqam_status issue_chunk(cuqam_cuda_ctx* c,
                         const chunk_work& w,
                         int s,
                         size_t idx,
                         size_t off,
                         size_t cn,
                         const void* h_src,
                         const void* h_aux,
                         void* h_dst,
                         bool in_place,
                         bool host_waits)
{
    cudaStream_t strm = c->stream[s], up = in_place ? strm : c->load[s];
    const void* k_in = in_place ? h_src : c->d_in[s];
    const void* k_aux = in_place || !h_aux ? h_aux : c->d_aux[s];
    void* k_out = in_place ? h_dst : c->d_out[s];
    // The input goes up on the slot's load stream once the slot's last
    // kernel has read the one before (consumed), not behind the last
    // output's way down, as one stream a slot ordered it: 2-4 % more of the
    // concurrent pinned copy at 2 streams on an H200 host, with the event
    // below (94.6-95.2 % of it, docs/benchmarks.md). (Fault injection keeps
    // its points in place: they stand for the steps.)
    const char* what = "cudaMemcpyAsync host to device";
    cudaError_t e = FAULT(c, FP_H2D, up);
    if (e == cudaSuccess && !in_place)
        e = cudaStreamWaitEvent(up, c->consumed[s], 0);
    if (e == cudaSuccess && !in_place)
        e = cudaMemcpyAsync(
            c->d_in[s], h_src, cn * c->in_bytes, cudaMemcpyHostToDevice, up);
    if (e == cudaSuccess && h_aux && !in_place)
        e = cudaMemcpyAsync(
            c->d_aux[s], h_aux, cn * sizeof(float), cudaMemcpyHostToDevice, up);
    if (e == cudaSuccess && !in_place) {
        what = "ordering the chunk after its input";
        e = cudaEventRecord(c->loaded[s], up);
        if (e == cudaSuccess)
            e = cudaStreamWaitEvent(strm, c->loaded[s], 0);
    }
    if (e == cudaSuccess) {
        cuqam_status ks = w.run(c, k_in, k_aux, off, cn, k_out, strm);
        if (ks == CUQAM_OK && !in_place &&
            (e = cudaEventRecord(c->consumed[s], strm)) != cudaSuccess)
            ks = note_failure(CUQAM_OK, e, "cudaEventRecord after the kernel", idx);
        if (ks == CUQAM_OK && w.count != CUQAM_OUTPUT_F32)
            ks = count_chunk(c, w.count, k_out, cn * c->out_bytes, s);
        if (ks != CUQAM_OK) // detail already set, naming the call
            return ks;
        what = "cudaMemcpyAsync device to host";
        e = FAULT(c, FP_D2H, strm);
        if (e == cudaSuccess && !in_place)
            e = cudaMemcpyAsync(
                h_dst, c->d_out[s], cn * c->out_bytes, cudaMemcpyDeviceToHost, strm);
    }
    // Only where the host will wait for the slot: a blocking-sync event
    // recorded a chunk cost the copies 2-3 % of the pinned copy rate on an
    // H200 host, where plain events cost nothing (docs/benchmarks.md).
    if (e == cudaSuccess && host_waits) {
        what = "cudaEventRecord";
        e = cudaEventRecord(c->done[s], strm);
        if (e == cudaSuccess)
            e = FAULT(c, FP_RECORD, strm);
    }
    return e == cudaSuccess ? CUQAM_OK : note_failure(CUQAM_OK, e, what, idx);
}

cuqam_status snapshot_counts(cuqam_cuda_ctx* c, unsigned long long* h_dst, int nused)
{
    for (int s = 0; s < nused; ++s) {
        const cudaError_t e = cudaMemcpyAsync(h_dst + s,
                                              c->d_sat + s,
                                              sizeof(unsigned long long),
                                              cudaMemcpyDeviceToHost,
                                              c->stream[s]);
        if (e != cudaSuccess)
            return note_failure(
                CUQAM_OK, e, "cudaMemcpyAsync of the saturation counters", 0);
    }
    return CUQAM_OK;
}

cuqam_status join_streams(cuqam_cuda_ctx* c, int nused, cudaEvent_t ev)
{
    cudaError_t e = cudaSuccess;
    for (int s = 1; e == cudaSuccess && s < nused; ++s) {
        e = cudaEventRecord(c->done[s], c->stream[s]);
        if (e == cudaSuccess)
            e = cudaStreamWaitEvent(c->stream[0], c->done[s], 0);
    }
    if (e == cudaSuccess)
        e = cudaEventRecord(ev, c->stream[0]);
    if (e == cudaSuccess)
        e = FAULT(c, FP_RECORD, c->stream[0]);
    return e == cudaSuccess ? CUQAM_OK
                            : note_failure(CUQAM_OK, e, "joining the streams", 0);
}

unsigned long long
note_counts(cuqam_cuda_ctx* c, const unsigned long long* snap, int nused)
{
    unsigned long long total = 0;
    for (int s = 0; s < c->nstreams; ++s) {
        if (s < nused)
            c->sat_seen[s] = snap[s];
        total += c->sat_seen[s];
    }
    const unsigned long long n = total - c->sat_base;
    c->sat_base = total;
    return n;
}

// Runs w over n symbols in chunks, pipelined over the streams. On success
// everything is in out. On failure no more work is issued, every stream is
// waited for (so nothing still writes into out), the chunks that completed
// are handed over, and f->delivered says how far out is complete.
cuqam_status run_pipeline(cuqam_cuda_ctx* c,
                          const chunk_work& w,
                          const void* in,
                          const void* aux,
                          size_t n,
                          void* out,
                          cuqam_cuda_fault* f)
{
    f->delivered = 0;
    f->context_lost = 0;
    f->saturated = 0;
    const device_guard on_device(c->device);
    const cudaError_t set_e = on_device.error();
    const where win = locate(in), wout = locate(out), waux = aux ? locate(aux) : win;
    f->host_buffers =
        win != where::device && wout != where::device && waux != where::device;
    if ((win == where::device) != (wout == where::device) ||
        (win == where::device) != (waux == where::device)) {
        f->host_buffers = 0;
        cuqam_set_error("%s", cuqam_strerror(CUQAM_ERR_BUFFERS));
        return CUQAM_ERR_BUFFERS;
    }
    if (set_e != cudaSuccess) {
        note_failure(CUQAM_OK, set_e, "cudaSetDevice", 0);
        f->context_lost = !context_alive(c);
        return CUQAM_ERR_CUDA;
    }
    if (win == where::device) {
        // The legacy default stream orders this after whatever the caller
        // issued to it (a cudaMemcpy that filled the input, say).
        cuqam_status s = w.run(c, in, aux, 0, n, out, cudaStreamLegacy);
        const cudaError_t e = cudaStreamSynchronize(cudaStreamLegacy);
        if (e != cudaSuccess)
            s = note_failure(s, e, "cudaStreamSynchronize", 0);
        if (s != CUQAM_OK)
            f->context_lost = !context_alive(c);
        else
            f->delivered = n;
        return s;
    }
    const bool direct = page_locked(win) && page_locked(wout) && page_locked(waux);
    const bool in_place = w.may_run_in_place && runs_in_place(c, win, waux, wout, n);
    const bool counting = w.count != CUQAM_OUTPUT_F32;
    {
        const cuqam_status s = prepare_buffers(c, aux != nullptr, counting);
        if (s != CUQAM_OK)
            return s;
    }
    const unsigned char* src = (const unsigned char*)in;
    const unsigned char* src_aux = (const unsigned char*)aux;
    unsigned char* dst = (unsigned char*)out;
    // Per slot: the chunk whose output waits in the slot's staging buffer
    // (n 0: none), and the earliest chunk issued on it not known complete
    // (n: none). Staged chunks are confirmed when their slot is reused; direct
    // (pinned) ones only at the end, so the host never waits mid-call.
    size_t slot_off[kMaxStreams], slot_n[kMaxStreams], unconfirmed[kMaxStreams];
    for (int s = 0; s < c->nstreams; ++s)
        slot_n[s] = 0, unconfirmed[s] = n;
    cuqam_status st = CUQAM_OK;
    size_t first_bad = n; // offset of the first chunk not delivered
    // A direct call of two chunks a stream or more sleeps until its last
    // chunk but one is done, then polls for the rest: the sleeping thread's
    // wake-up (tens of us) then falls inside the last chunk's time instead
    // of after the call's end, for about one chunk of polling (H200 host,
    // 64 Mi symbols in 512 Ki chunks: polling read 94.6-95.2 % of the
    // concurrent copy, sleeping 93.3-93.9 %; docs/benchmarks.md, "The last
    // chunk polled").
    const size_t nchunks = (n + c->chunk - 1) / c->chunk;
    const bool wake_early = direct && !in_place && nchunks >= 2 * (size_t)c->nstreams;
    int early = -1; // the slot whose done event marks the last chunk but one
    size_t idx = 0;
    for (size_t off = 0; off < n; off += c->chunk, ++idx) {
        const int s = (int)(idx % (size_t)c->nstreams);
        const size_t cn = n - off < c->chunk ? n - off : c->chunk;
        const void* h_src = src + off * c->in_bytes;
        const void* h_aux = aux ? src_aux + off * sizeof(float) : nullptr;
        void* h_dst = dst + off * c->out_bytes;
        if (!direct) {
            // Free the slot: wait for its previous chunk, hand that output
            // over and stage this chunk's input, in one parallel copy job.
            copy_pool::job jobs[3];
            int njobs = 0;
            if (slot_n[s]) {
                cudaError_t e = cudaEventSynchronize(c->done[s]);
                if (e == cudaSuccess)
                    e = FAULT(c, FP_WAIT, c->stream[s]);
                if (e != cudaSuccess) {
                    st = note_failure(
                        st, e, "cudaEventSynchronize", slot_off[s] / c->chunk);
                    first_bad = slot_off[s];
                    slot_n[s] = 0;
                    break;
                }
                jobs[njobs++] = { dst + slot_off[s] * c->out_bytes,
                                  c->h_out[s],
                                  slot_n[s] * c->out_bytes };
                slot_n[s] = 0;
                unconfirmed[s] = n;
            }
            jobs[njobs++] = { c->h_in[s], h_src, cn * c->in_bytes };
            if (aux)
                jobs[njobs++] = { c->h_aux[s], h_aux, cn * sizeof(float) };
            c->copies->run(jobs, njobs);
            h_src = c->h_in[s];
            h_aux = c->h_aux[s];
            h_dst = c->h_out[s];
        }
        if (unconfirmed[s] == n)
            unconfirmed[s] = off;
        st = issue_chunk(c, w, s, idx, off, cn, h_src, h_aux, h_dst, in_place, !direct);
        if (st != CUQAM_OK) {
            first_bad = off;
            break;
        }
        if (!direct)
            slot_off[s] = off, slot_n[s] = cn;
        if (wake_early && idx + 2 == nchunks) {
            const cudaError_t e = cudaEventRecord(c->done[s], c->stream[s]);
            if (e != cudaSuccess) {
                st = note_failure(st, e, "cudaEventRecord", idx);
                first_bad = off;
                break;
            }
            early = s;
        }
    }
    const int nused = (int)std::min(idx, (size_t)c->nstreams);
    if (counting && st == CUQAM_OK &&
        (st = snapshot_counts(c, c->h_sat, nused)) != CUQAM_OK)
        first_bad = 0; // the outputs are right, but uncounted: the CPU redoes them
    if (early >= 0 && st == CUQAM_OK) {
        const cudaError_t e = cudaEventSynchronize(c->done[early]);
        if (e != cudaSuccess) {
            st = note_failure(
                st, e, "waiting for the stream", unconfirmed[early] / c->chunk);
            first_bad = std::min(first_bad, unconfirmed[early]);
        }
    }
    // Wait for every stream, also on the way out of a failure: no copy may
    // still be writing into out (or the staging slots) when this returns.
    for (int s = 0; s < c->nstreams; ++s) {
        cudaError_t e = wait_stream(c, s, early >= 0 && st == CUQAM_OK);
        if (e == cudaSuccess && unconfirmed[s] < n)
            e = FAULT(c, FP_WAIT, c->stream[s]);
        if (e != cudaSuccess) {
            st = note_failure(st,
                              e,
                              "waiting for the stream",
                              unconfirmed[s] < n ? unconfirmed[s] / c->chunk : 0);
            first_bad = std::min(first_bad, unconfirmed[s]);
            slot_n[s] = 0;
        }
    }
    // Hand over the staged outputs of the chunks that completed.
    copy_pool::job jobs[kMaxStreams];
    int njobs = 0;
    for (int s = 0; s < c->nstreams; ++s)
        if (slot_n[s] && slot_off[s] < first_bad)
            jobs[njobs++] = { dst + slot_off[s] * c->out_bytes,
                              c->h_out[s],
                              slot_n[s] * c->out_bytes };
    c->copies->run(jobs, njobs);
    f->delivered = first_bad;
    if (st != CUQAM_OK) {
        f->context_lost = !context_alive(c);
        if (counting && !f->context_lost)
            reset_counts(c);
    } else if (counting) {
        f->saturated = note_counts(c, c->h_sat, nused);
    }
    return st;
}

} // namespace cuqam_cuda
