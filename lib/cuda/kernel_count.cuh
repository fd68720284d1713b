/*
 * Counting saturated integer soft bits on the GPU, where the outputs are
 * (device memory, just written, in L2; or host memory written in place), so
 * that the host never reads them back for it.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_KERNEL_COUNT_CUH
#define CUQAM_CUDA_KERNEL_COUNT_CUH

#include <cstdint>

namespace cuqam_cuda {

// Adds to *total how many of the n bytes at p equal lo or hi (each repeated
// in the four bytes of lo4 / hi4), p at any alignment (a chunk buffer, or a
// host buffer written in place). One atomic per warp; blockDim a multiple of
// 32 (the occupancy API's).
__global__ void count_saturated_kernel(const unsigned char* __restrict__ p,
                                       size_t n,
                                       unsigned lo4,
                                       unsigned hi4,
                                       unsigned long long* total)
{
    // bytes before the first 4-byte word, then whole words, then the rest:
    // both ends counted by block 0 (at most 3 bytes each)
    size_t head = (4u - (unsigned)((uintptr_t)p & 3u)) & 3u;
    head = head < n ? head : n;
    const unsigned* w = reinterpret_cast<const unsigned*>(p + head);
    const size_t nwords = (n - head) / 4, stride = (size_t)gridDim.x * blockDim.x;
    unsigned c = 0;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < nwords;
         i += stride) {
        const unsigned v = w[i];
        // 0xFF in each byte that matches (lo != hi: never both)
        c += __popc(__vcmpeq4(v, lo4) | __vcmpeq4(v, hi4)) / 8;
    }
    const size_t tail = head + nwords * 4;
    if (blockIdx.x == 0 && threadIdx.x < 6u) {
        const size_t at = threadIdx.x < 3u ? threadIdx.x : tail + threadIdx.x - 3u;
        if (threadIdx.x < 3u ? at < head : at < n) {
            const unsigned b = p[at];
            c += (b == (lo4 & 0xFFu)) | (b == (hi4 & 0xFFu));
        }
    }
    for (int o = 16; o > 0; o >>= 1)
        c += __shfl_down_sync(0xFFFFFFFFu, c, o);
    if ((threadIdx.x & 31u) == 0 && c)
        atomicAdd(total, (unsigned long long)c);
}

} // namespace cuqam_cuda

#endif
