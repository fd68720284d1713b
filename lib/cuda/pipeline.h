/*
 * Running a call on the GPU: kernels on device buffers, and the pipeline
 * that moves host buffers through the context's chunks and streams.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_PIPELINE_H
#define CUQAM_CUDA_PIPELINE_H

#include "context.h"

namespace cuqam_cuda {

#ifdef CUQAM_FAULT_INJECTION
cudaError_t fault_hit(cuqam_cuda_ctx* c, fault_point pt, cudaStream_t st);
#define FAULT(c, pt, st) cuqam_cuda::fault_hit((c), (pt), (st))
#else
#define FAULT(c, pt, st) ((void)(c), (void)(st), cudaSuccess)
#endif

// pinned: page-locked, copied by the copy engines; mapped: page-locked and
// reached by kernels at the host's own address (UVA), so a call may also run
// in place (pipeline.cu).
enum class where { pageable, pinned, mapped, device };
where locate(const void* ptr);
inline bool page_locked(where w) { return w == where::pinned || w == where::mapped; }

// Kernel fn launched on stream st with a grid for work_items threads' work
// (block threads a block, 0: the occupancy API's choice; launch.cu):
// resident, the grid the SMs hold at once (kernels that load a table per
// block), else one block per block of work, both capped by the work.
cuqam_status launch_kernel(cuqam_cuda_ctx* c,
                           const void* fn,
                           size_t work_items,
                           void** args,
                           cudaStream_t st,
                           bool resident = true,
                           int block = 0);

// Enqueue the work of n symbols on device buffers on stream st (no wait).
cuqam_status demap_device(cuqam_cuda_ctx* c,
                          const cuqam_params* p,
                          const float* d_in,
                          size_t n,
                          void* d_out,
                          cudaStream_t st);
cuqam_status map_device(cuqam_cuda_ctx* c,
                        int bits_per_symbol,
                        float a,
                        const uint8_t* d_bits,
                        size_t n,
                        float* d_out,
                        cudaStream_t st);

// The work of one chunk on its device buffers; a functor so that the demapper
// and the mapper share the whole pipeline.
struct chunk_work {
    // an integer output (u8, s8) whose saturated values the GPU counts after
    // each chunk's kernel; F32: no counting
    cuqam_output count = CUQAM_OUTPUT_F32;
    // whether its kernels may run in place on mapped host memory: the
    // demapper's store whole lines; the mapper's read their bits byte by byte,
    // scattered, and were not measured over PCIe, so it keeps the copies
    bool may_run_in_place = false;
    // first: the chunk's first symbol, counted from the call's; d_aux: the
    // chunk's per-symbol floats (N0) or nullptr
    virtual cuqam_status run(cuqam_cuda_ctx* c,
                             const void* d_in,
                             const void* d_aux,
                             size_t first,
                             size_t n,
                             void* d_out,
                             cudaStream_t st) const = 0;
};

struct demap_work final : chunk_work {
    const cuqam_params* p;
    demap_work() { may_run_in_place = true; }
    cuqam_status run(cuqam_cuda_ctx* c,
                     const void* d_in,
                     const void* d_aux,
                     size_t first,
                     size_t n,
                     void* d_out,
                     cudaStream_t st) const override
    {
        if (!(p->pi2 && (first & 1u)) && !d_aux)
            return demap_device(c, p, (const float*)d_in, n, d_out, st);
        cuqam_params q = *p;
        if (p->pi2 && (first & 1u))
            q.phase ^= 1; // pi2bpsk: the chunk starts at the other parity
        q.noise = (const float*)d_aux;
        return demap_device(c, &q, (const float*)d_in, n, d_out, st);
    }
};

struct map_work final : chunk_work {
    int bits_per_symbol;
    float a;
    cuqam_status run(cuqam_cuda_ctx* c,
                     const void* d_in,
                     const void*,
                     size_t,
                     size_t n,
                     void* d_out,
                     cudaStream_t st) const override
    {
        return map_device(
            c, bits_per_symbol, a, (const uint8_t*)d_in, n, (float*)d_out, st);
    }
};

// What run_pipeline and the deferred calls (deferred.cu) share:
// The first failure of a call names the CUDA call and the chunk (later ones keep it).
cuqam_status note_failure(cuqam_status st, cudaError_t e, const char* what, size_t chunk);
// After a failure: whether the context still works (clears a non-sticky error).
bool context_alive(cuqam_cuda_ctx* c);
// Everything issued to slot s so far, waited for (the thread sleeps, or
// polls where poll is set).
cudaError_t wait_stream(cuqam_cuda_ctx* c, int s, bool poll = false);
// Waits for event ev: sleeping in the driver (blocking-sync events), or
// polling and yielding the core (poll, or CUQAM_GPU_WAIT=poll everywhere).
cudaError_t wait_event(cuqam_cuda_ctx* c, cudaEvent_t ev, bool poll = false);
// The per-symbol N0 buffers and the saturation counters, made on first use.
cuqam_status prepare_buffers(cuqam_cuda_ctx* c, bool aux, bool counting);
// One chunk on slot s: input (and N0) up on its load stream, kernel, count,
// output down on its stream, then, where the host will wait for the slot
// (host_waits: staged calls), the stream's event; in_place: the kernel and
// the count on the host buffers themselves (mapped), no copies. idx names
// the chunk in a failure's detail.
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
                         bool host_waits);
// Whether a call of n symbols on these host buffers runs in place (aux:
// where::mapped when there is none).
bool runs_in_place(const cuqam_cuda_ctx* c, where in, where aux, where out, size_t n);
// The counters of streams 0 .. nused-1 (those a call used: chunks go
// round-robin from stream 0), copied behind each stream's work into h_dst.
cuqam_status snapshot_counts(cuqam_cuda_ctx* c, unsigned long long* h_dst, int nused);
// Event ev recorded behind everything issued so far to streams 0 .. nused-1
// (stream 0 waits for the others), so that one wait covers a call.
cuqam_status join_streams(cuqam_cuda_ctx* c, int nused, cudaEvent_t ev);
// A call that ended: its copies of the counters of streams 0 .. nused-1
// taken as the latest, and the saturated outputs counted since the last
// call that ended.
unsigned long long
note_counts(cuqam_cuda_ctx* c, const unsigned long long* snap, int nused);
// After a failed counting call: the counters restart from zero.
void reset_counts(cuqam_cuda_ctx* c);

// Runs w over n symbols in chunks, pipelined over the streams (see
// pipeline.cu); aux: nullptr or one float per symbol that goes with in.
cuqam_status run_pipeline(cuqam_cuda_ctx* c,
                          const chunk_work& w,
                          const void* in,
                          const void* aux,
                          size_t n,
                          void* out,
                          cuqam_cuda_fault* f);

} // namespace cuqam_cuda

#endif
