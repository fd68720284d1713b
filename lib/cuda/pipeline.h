/*
 * Running a call on the GPU: kernels on device buffers, and the pipeline
 * that moves host buffers through the context's chunks and streams.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_PIPELINE_H
#define CUQAM_CUDA_PIPELINE_H

#include "context.h"

namespace cuqam_cuda {

enum class where { pageable, pinned, device };
where locate(const void* ptr);

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
