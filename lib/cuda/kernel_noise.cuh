/*
 * The closed-form kernel of one symbol per thread, at any alignment: for
 * per-symbol noise variances (p.noise, its own N0 read next to each symbol:
 * the same soft bits as the per-call kernels give for that N0, symbol_out
 * with one cuqam_noise_at per symbol), for pointers the vector kernels
 * cannot take and for a call's last odd symbol. A block's soft bits are
 * staged in shared memory and written out contiguously, as the table
 * kernels do: whole lines, also where out is host memory written in place
 * (scattered byte stores there ran a flowgraph's f32 at 5-15 % of the rate).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_KERNEL_NOISE_CUH
#define CUQAM_CUDA_KERNEL_NOISE_CUH

#include "kernels.cuh"

namespace cuqam_cuda {

template <int M, int METHOD, int OUT>
__global__ void __launch_bounds__(kTileBlock)
    demap_symbols_kernel(cuqam_params p,
                         const float* __restrict__ in,
                         unsigned char* __restrict__ out,
                         size_t n)
{
    constexpr int OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1, SB = 2 * M * OSZ;
    __shared__ uint4 tile[(kTileBlock * SB + 15) / 16];
    unsigned char* tile_b = reinterpret_cast<unsigned char*>(tile);
    // tiles start 16-byte aligned where out is (blockDim: whole warps)
    const bool vec = reinterpret_cast<uintptr_t>(out) % 16 == 0 && blockDim.x % 16 == 0;
    const cuqam_noise call = cuqam_call_noise(&p); // without p.noise
    const size_t step = (size_t)gridDim.x * blockDim.x;
    size_t t0 = (size_t)blockIdx.x * blockDim.x;
    symbol_ahead next;
    next.load(p, in, t0 + threadIdx.x, n);
    for (; t0 < n; t0 += step) {
        const size_t here = n - t0 < blockDim.x ? n - t0 : blockDim.x;
        const symbol_ahead now = next;
        next.load(p, in, t0 + step + threadIdx.x, n);
        if (threadIdx.x < here) {
            float i = now.i, q = now.q;
            const cuqam_noise z = now.noise(p, call, &i, &q);
            unsigned w[(SB + 3) / 4 + 1];
#pragma unroll
            for (int j = 0; j < (SB + 3) / 4 + 1; ++j)
                w[j] = 0u;
            symbol_out<M, METHOD, OUT>(p, z, CUQAM_EXACT_FORMS_OF_CALL, i, q, w, 0);
            if constexpr (SB % 4 == 0) {
                unsigned* tw = reinterpret_cast<unsigned*>(tile_b + threadIdx.x * SB);
#pragma unroll
                for (int j = 0; j < SB / 4; ++j)
                    tw[j] = w[j];
            } else {
                const unsigned char* b = reinterpret_cast<const unsigned char*>(w);
#pragma unroll
                for (int j = 0; j < SB; ++j)
                    tile_b[threadIdx.x * SB + j] = b[j];
            }
        }
        __syncthreads();
        store_tile(tile, here * SB, out + t0 * SB, vec);
        __syncthreads();
    }
}

} // namespace cuqam_cuda

#endif
