/*
 * Counting saturated integer soft bits on the GPU, where the outputs are
 * (device memory, just written, in L2), so that the host never reads them
 * back for it.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_KERNEL_COUNT_CUH
#define CUQAM_CUDA_KERNEL_COUNT_CUH

namespace cuqam_cuda {

// Adds to *total how many of the n bytes at p equal lo or hi (each repeated
// in the four bytes of lo4 / hi4). p is a chunk buffer (cudaMalloc: aligned).
// One atomic per warp; blockDim a multiple of 32 (the occupancy API's).
__global__ void count_saturated_kernel(const unsigned char* __restrict__ p,
                                       size_t n,
                                       unsigned lo4,
                                       unsigned hi4,
                                       unsigned long long* total)
{
    const unsigned* w = reinterpret_cast<const unsigned*>(p);
    const size_t nwords = n / 4, stride = (size_t)gridDim.x * blockDim.x;
    unsigned c = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < nwords;
         i += stride) {
        const unsigned v = w[i];
        // 0xFF in each byte that matches (lo != hi: never both)
        c += __popc(__vcmpeq4(v, lo4) | __vcmpeq4(v, hi4)) / 8;
    }
    if (blockIdx.x == 0 && threadIdx.x < (n & 3u)) {
        const unsigned b = p[nwords * 4 + threadIdx.x];
        c += (b == (lo4 & 0xFFu)) | (b == (hi4 & 0xFFu));
    }
    for (int o = 16; o > 0; o >>= 1)
        c += __shfl_down_sync(0xFFFFFFFFu, c, o);
    if ((threadIdx.x & 31u) == 0 && c)
        atomicAdd(total, (unsigned long long)c);
}

} // namespace cuqam_cuda

#endif
