/*
 * What the core needs from the CUDA backend. Implemented in lib/cuda when CUDA
 * is compiled in, by backend_cuda_absent.c otherwise. Plain C: no CUDA types.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_BACKEND_CUDA_H
#define CUQAM_BACKEND_CUDA_H

#include "../math/qam_math.h"
#include <cuqam/cuqam.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cuqam_cuda_ctx cuqam_cuda_ctx;

/* 1 if device can run kernels (driver present, device exists, a test launch
 * succeeds); else 0 with the reason in why. */
int cuqam_cuda_usable(int device, char* why, size_t why_len);

/* Persistent context: streams, pinned double buffers and device buffers sized
 * for chunk_symbols symbols of in_bytes / out_bytes each; staging_threads
 * host threads copy pageable buffers (0: automatic). */
cuqam_status cuqam_cuda_ctx_create(int device,
                                   size_t chunk_symbols,
                                   int streams,
                                   int staging_threads,
                                   size_t in_bytes,
                                   size_t out_bytes,
                                   cuqam_cuda_ctx** out);
void cuqam_cuda_ctx_destroy(cuqam_cuda_ctx* ctx); /* NULL is a no-op */
/* The constellation's points (label order) for the table kernels and the
 * table mapper: copied to device memory once, at create. */
cuqam_status cuqam_cuda_ctx_set_table(cuqam_cuda_ctx* ctx, const float* points, int n);
const char* cuqam_cuda_ctx_name(const cuqam_cuda_ctx* ctx);

/* What a failed call leaves behind, for the core to finish it on the CPU. */
typedef struct {
    size_t delivered; /* out[0 .. delivered symbols) holds the GPU's results */
    int host_buffers; /* in and out are host memory: the CPU can finish the call */
    int context_lost; /* the CUDA context is unusable from now on (sticky error) */
    /* after a call that succeeded and asked for counting: saturated integer
     * outputs among the call's, counted on the GPU (0 otherwise) */
    unsigned long long saturated;
} cuqam_cuda_fault;

/* On failure (CUQAM_ERR_CUDA, detail in cuqam_last_error()) *fault says what
 * was delivered; no copy is still in flight into out when they return.
 * count_saturated: count the call's saturated integer outputs on the GPU
 * (host buffers only) into fault->saturated. */
cuqam_status cuqam_cuda_demap(cuqam_cuda_ctx* ctx,
                              const cuqam_params* p,
                              const float* in,
                              size_t n,
                              void* out,
                              int count_saturated,
                              cuqam_cuda_fault* fault);
/* a: 3GPP's half level spacing (the level formula), or 0: the table. */
cuqam_status cuqam_cuda_map(cuqam_cuda_ctx* ctx,
                            int bits_per_symbol,
                            float a,
                            const uint8_t* bits,
                            size_t n,
                            float* out,
                            cuqam_cuda_fault* fault);
/* Enqueue on the caller's stream (a cudaStream_t; NULL: the default stream),
 * device buffers only (CUQAM_ERR_BUFFERS otherwise); no wait, no fallback. */
cuqam_status cuqam_cuda_demap_async(cuqam_cuda_ctx* ctx,
                                    const cuqam_params* p,
                                    const float* d_in,
                                    size_t n,
                                    void* d_out,
                                    void* stream);
cuqam_status cuqam_cuda_map_async(cuqam_cuda_ctx* ctx,
                                  int bits_per_symbol,
                                  float a,
                                  const uint8_t* d_bits,
                                  size_t n,
                                  float* d_out,
                                  void* stream);
/* Deferred calls (cuqam_demap_begin/end), in slots 0 .. CUQAM_MAX_DEFERRED - 1
 * that the core hands out. deferrable: in, out (and aux) are page-locked
 * host memory. issue: on failure the call's chunks may be in flight: drain.
 * poll: *finished 0 while it runs; when finished, *saturated is its count.
 * drain: waits for every stream after a failure; *context_lost as above. */
int cuqam_cuda_deferrable(const void* in, const void* aux, const void* out);
cuqam_status cuqam_cuda_demap_issue(cuqam_cuda_ctx* ctx,
                                    const cuqam_params* p,
                                    const float* in,
                                    size_t n,
                                    void* out,
                                    int count_saturated,
                                    int slot);
cuqam_status cuqam_cuda_poll(cuqam_cuda_ctx* ctx,
                             int slot,
                             int wait,
                             int* finished,
                             unsigned long long* saturated);
void cuqam_cuda_drain(cuqam_cuda_ctx* ctx, int* context_lost);

/* 1 when the CPU may read in and write out (host memory, pinned or not). */
int cuqam_cuda_host_buffers(const void* in, const void* out);

/* cuqam_cuda_device_describe is public (cuqam.h). */

void cuqam_set_error(const char* fmt, ...);

#ifdef __cplusplus
}
#endif
#endif
