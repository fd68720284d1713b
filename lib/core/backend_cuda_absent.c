/*
 * The CUDA backend of a build made without the CUDA toolkit: it reports itself
 * unusable, so "auto" picks the CPU and "cuda" fails with this reason.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "backend_cuda.h"

#include <stdio.h>

int cuqam_cuda_compiled(void) { return 0; }
int cuqam_cuda_device_count(void) { return 0; }

cuqam_status cuqam_cuda_device_describe(int device, char* buf, size_t len)
{
    if (buf && len)
        snprintf(buf, len, "device %d: this build has no CUDA backend", device);
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

int cuqam_cuda_usable(int device, char* why, size_t why_len)
{
    (void)device;
    snprintf(why,
             why_len,
             "this build of gr-cuqam has no CUDA backend (CUDA toolkit not found at "
             "build time)");
    return 0;
}

cuqam_status cuqam_cuda_ctx_create(int device,
                                   size_t chunk_symbols,
                                   int streams,
                                   int staging_threads,
                                   size_t in_bytes,
                                   size_t out_bytes,
                                   cuqam_cuda_ctx** out)
{
    (void)device, (void)chunk_symbols, (void)streams, (void)staging_threads,
        (void)in_bytes, (void)out_bytes;
    *out = NULL;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

void cuqam_cuda_ctx_destroy(cuqam_cuda_ctx* ctx) { (void)ctx; }
const char* cuqam_cuda_ctx_name(const cuqam_cuda_ctx* ctx)
{
    (void)ctx;
    return "none";
}

/* Unreachable: no context can be made in this build. */
cuqam_status cuqam_cuda_demap(cuqam_cuda_ctx* ctx,
                              const cuqam_params* p,
                              const float* in,
                              size_t n,
                              void* out,
                              int count_saturated,
                              cuqam_cuda_fault* fault)
{
    (void)ctx, (void)p, (void)in, (void)n, (void)out, (void)count_saturated;
    fault->delivered = 0, fault->host_buffers = 0, fault->context_lost = 1;
    fault->saturated = 0;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

cuqam_status cuqam_cuda_ctx_set_table(cuqam_cuda_ctx* ctx, const float* points, int n)
{
    (void)ctx, (void)points, (void)n;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

cuqam_status cuqam_cuda_map(cuqam_cuda_ctx* ctx,
                            int bits_per_symbol,
                            float a,
                            const uint8_t* bits,
                            size_t n,
                            float* out,
                            cuqam_cuda_fault* fault)
{
    (void)ctx, (void)bits_per_symbol, (void)a, (void)bits, (void)n, (void)out;
    fault->delivered = 0, fault->host_buffers = 0, fault->context_lost = 1;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

cuqam_status cuqam_cuda_demap_async(cuqam_cuda_ctx* ctx,
                                    const cuqam_params* p,
                                    const float* d_in,
                                    size_t n,
                                    void* d_out,
                                    void* stream)
{
    (void)ctx, (void)p, (void)d_in, (void)n, (void)d_out, (void)stream;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

cuqam_status cuqam_cuda_map_async(cuqam_cuda_ctx* ctx,
                                  int bits_per_symbol,
                                  float a,
                                  const uint8_t* d_bits,
                                  size_t n,
                                  float* d_out,
                                  void* stream)
{
    (void)ctx, (void)bits_per_symbol, (void)a, (void)d_bits, (void)n, (void)d_out,
        (void)stream;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

int cuqam_cuda_host_buffers(const void* in, const void* out)
{
    (void)in, (void)out;
    return 1;
}

cuqam_status cuqam_cuda_mem_info(int device, size_t* free_bytes, size_t* total_bytes)
{
    if (free_bytes)
        *free_bytes = 0;
    if (total_bytes)
        *total_bytes = 0;
    cuqam_set_error("device %d: this build has no CUDA backend", device);
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

int cuqam_fault_injection_compiled(void) { return 0; }

cuqam_status cuqam_host_register(void* ptr, size_t bytes)
{
    (void)ptr, (void)bytes;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

cuqam_status cuqam_host_unregister(void* ptr)
{
    (void)ptr;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

/* Unreachable too: nothing is deferrable without CUDA. */
int cuqam_cuda_deferrable(const void* in, const void* aux, const void* out)
{
    (void)in, (void)aux, (void)out;
    return 0;
}

cuqam_status cuqam_cuda_demap_issue(cuqam_cuda_ctx* ctx,
                                    const cuqam_params* p,
                                    const float* in,
                                    size_t n,
                                    void* out,
                                    int count_saturated,
                                    int slot)
{
    (void)ctx, (void)p, (void)in, (void)n, (void)out, (void)count_saturated, (void)slot;
    cuqam_set_error("%s", "built without CUDA");
    return CUQAM_ERR_BACKEND_UNAVAILABLE;
}

cuqam_status cuqam_cuda_poll(
    cuqam_cuda_ctx* ctx, int slot, int wait, int* finished, unsigned long long* saturated)
{
    (void)ctx, (void)slot, (void)wait;
    *finished = 1;
    *saturated = 0;
    return CUQAM_OK;
}

void cuqam_cuda_drain(cuqam_cuda_ctx* ctx, int* context_lost)
{
    (void)ctx;
    *context_lost = 1;
}
