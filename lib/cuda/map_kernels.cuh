/*
 * The mapper kernels: bits to symbols, in closed form (square QAM) or by
 * table lookup (any constellation).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_MAP_KERNELS_CUH
#define CUQAM_CUDA_MAP_KERNELS_CUH

#include "../math/qam_math.h"

#include <cuda_runtime.h>

namespace cuqam_cuda {

// Mapper by table lookup: the label from k bit-bytes (b0 its top bit).
__global__ void map_table_kernel(const unsigned char* __restrict__ bits,
                                 float2* __restrict__ out,
                                 const float2* __restrict__ table,
                                 int k,
                                 size_t n)
{
    for (size_t s = (size_t)blockIdx.x * blockDim.x + threadIdx.x; s < n;
         s += (size_t)gridDim.x * blockDim.x) {
        unsigned label = 0;
        for (int j = 0; j < k; ++j)
            label = (label << 1) | (bits[s * k + j] & 1u);
        out[s] = __ldg(table + label);
    }
}

// Mapper: k bit-bytes in, one float2 out per symbol.
template <int M>
__global__ void map_kernel(const unsigned char* __restrict__ bits,
                           float2* __restrict__ out,
                           float a,
                           size_t n)
{
    for (size_t s = (size_t)blockIdx.x * blockDim.x + threadIdx.x; s < n;
         s += (size_t)gridDim.x * blockDim.x) {
        unsigned ci = 0, cq = 0;
#pragma unroll
        for (int j = 0; j < M; ++j) {
            ci |= (unsigned)(bits[s * 2 * M + 2 * j] & 1u) << j;
            cq |= (unsigned)(bits[s * 2 * M + 2 * j + 1] & 1u) << j;
        }
        out[s] = make_float2(a * cuqam_level_from_bits(ci, M),
                             a * cuqam_level_from_bits(cq, M));
    }
}

} // namespace cuqam_cuda

#endif
