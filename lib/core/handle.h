/*
 * What a demapper and a mapper handle share (internal to the core): the
 * backend that runs it and why, the CPU kernel (also a CUDA handle's
 * fallback), the CUDA context, and the GPU fault policy (cuqam.h, "GPU faults").
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CORE_HANDLE_H
#define CUQAM_CORE_HANDLE_H

#include <cuqam/cuqam.h>

#include "../cpu/cpu_kernels.h"
#include "backend_cuda.h"

#include <stdatomic.h>

/* Sets cuqam_last_error() to "<status text>: detail"; returns s. */
cuqam_status cuqam_fail(cuqam_status s, const char* detail);

/* GPU faults of one handle. Written by the calling thread; the counters are
 * atomic so a report may be read from another. */
typedef struct {
    int recover;
    int consecutive; /* calls in a row that failed */
    _Atomic int gpu_lost;
    _Atomic unsigned long long faults;
    _Atomic unsigned long long cpu_symbols;
    char first_error[256]; /* written once, before faults becomes 1 */
} fault_state;

typedef struct {
    cuqam_backend backend; /* CPU or CUDA, never AUTO */
    const cuqam_cpu_impl* cpu;
    cuqam_cuda_ctx* cuda;
    fault_state fs;
    char reason[256];
    char impl[128];
} handle_core;

/* What a handle asks for (the common part of both configs). */
typedef struct {
    cuqam_backend backend;
    int device;
    const char* cpu_impl;
    int gpu_fault_recovery;
    int staging_threads;
    size_t chunk_symbols;
    int streams;
    size_t in_bytes, out_bytes; /* per symbol, for the CUDA context */
} handle_request;

cuqam_status
handle_pipeline_valid(size_t chunk_symbols, int streams, int staging_threads);
/* Chooses the backend and the CPU kernel, makes the CUDA context; on failure
 * whatever was made is freed by handle_core_free. */
cuqam_status handle_core_init(handle_core* hc, const handle_request* rq);
void handle_core_free(handle_core* hc);

/* The GPU's part of a call of n symbols on a CUDA handle: st is what the
 * backend call returned (f what it left). On return *from is where the CPU
 * takes over (n: nothing left), or the status is the error to return. A lost
 * GPU gives the whole call to the CPU where it can reach the buffers. */
int handle_gpu_usable(const handle_core* hc);
cuqam_status handle_gpu_outcome(
    handle_core* hc, cuqam_status st, const cuqam_cuda_fault* f, size_t n, size_t* from);
cuqam_status handle_gpu_lost_call(
    handle_core* hc, const void* in, const void* out, size_t n, size_t* from);
/* The asynchronous calls run on the GPU or not at all. */
cuqam_status handle_async_usable(const handle_core* hc);
cuqam_status handle_fault_report(const handle_core* hc, cuqam_fault_report* r);

#endif
