/*
 * The persistent CUDA context of one demapper or mapper handle: streams,
 * pinned staging slots and device buffers, all made once.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_CONTEXT_H
#define CUQAM_CUDA_CONTEXT_H

#include "copy_pool.h"
#include "cuda_support.h"
#include "fault_inject.h"

namespace cuqam_cuda {

// Grid and block of one kernel, from the occupancy API, and the virtual
// architecture its code was compiled for (cudaFuncAttributes::ptxVersion,
// 10 * major + minor: what __CUDA_ARCH__ / 10 was).
struct launch_shape {
    const void* fn;
    int grid, block, arch;
};

// How calls on mapped host memory reach it: in place where a call is at most
// one chunk a stream (the default), or always by copies or always in place
// (CUQAM_GPU_ACCESS=copy / map: measurement switches, not knobs).
enum class host_access { by_size, copies, in_place };

} // namespace cuqam_cuda

struct cuqam_cuda_ctx {
    int device = 0;
    char name[320] = "";
    size_t chunk = 0; // symbols per chunk, a multiple of cuqam_cuda::kChunkAlign
    int nstreams = 0;
    bool poll_wait = false; // CUQAM_GPU_WAIT=poll: waits poll and yield (measurement)
    // which calls on mapped host memory run in place (pipeline.cu)
    cuqam_cuda::host_access access = cuqam_cuda::host_access::by_size;
    size_t in_bytes = 0, out_bytes = 0; // per symbol
    cudaStream_t stream[cuqam_cuda::kMaxStreams] = {};
    cudaEvent_t done[cuqam_cuda::kMaxStreams] = {};
    // Each slot's host-to-device copies go on a stream of their own (load),
    // ordered by events: loaded (the chunk's input is up: its kernel may
    // start) and consumed (the slot's kernel has read its input: the next
    // input may come up), so that a slot's next input goes up while its
    // output still goes down (pipeline.cu, issue_chunk).
    cudaStream_t load[cuqam_cuda::kMaxStreams] = {};
    cudaEvent_t loaded[cuqam_cuda::kMaxStreams] = {};
    cudaEvent_t consumed[cuqam_cuda::kMaxStreams] = {};
    void* h_in[cuqam_cuda::kMaxStreams] = {}; // pinned staging
    void* h_out[cuqam_cuda::kMaxStreams] = {};
    void* d_in[cuqam_cuda::kMaxStreams] = {};
    void* d_out[cuqam_cuda::kMaxStreams] = {};
    // per-symbol floats (N0) with the input, made on first use
    void* h_aux[cuqam_cuda::kMaxStreams] = {};
    void* d_aux[cuqam_cuda::kMaxStreams] = {};
    cuqam_cuda::launch_shape
        shapes[128] = {}; // occupancy-derived launch shapes, per kernel
    int nshapes = 0;
    float* d_table = nullptr; // constellation points (table kernels, table mapper)
    // saturated outputs counted per stream (never reset but after a failure),
    // their pinned copies, and the sum handed out so far; made on first use.
    // A call copies the counters of the streams it used, behind its work;
    // sat_seen keeps each stream's latest copy of a call that ended (calls
    // end in order, so the sum of sat_seen is the count up to that call).
    unsigned long long* d_sat = nullptr;
    unsigned long long* h_sat = nullptr;
    unsigned long long sat_seen[cuqam_cuda::kMaxStreams] = {};
    unsigned long long sat_base = 0;
    // Deferred calls (deferred.cu), one slot each: one event behind all of
    // the call's work, the streams it used, whether it counts, the counters'
    // copies behind it (pinned); made on first use
    cudaEvent_t slot_done[CUQAM_MAX_DEFERRED] = {};
    int slot_streams[CUQAM_MAX_DEFERRED] = {};
    bool slot_counting[CUQAM_MAX_DEFERRED] = {};
    unsigned long long* h_sat_slot = nullptr;
    bool slots_made = false;
    cuqam_cuda::copy_pool* copies = nullptr; // staging copy threads
    cuqam_cuda::fault_plan fault;            // test builds only
};

#endif
