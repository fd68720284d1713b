/*
 * The table kernel: soft demapping of any constellation (points and labels),
 * one symbol per thread, the per-symbol math in lib/math/table_math.h.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_DEMAP_TABLE_KERNEL_CUH
#define CUQAM_CUDA_DEMAP_TABLE_KERNEL_CUH

#include "kernels.cuh"

namespace cuqam_cuda {

// A block's staged soft bits (bytes of them) out to dst, which starts
// 16-byte aligned where vec: 16-byte stores, then the bytes left over.
__device__ __forceinline__ void
store_tile(const uint4* tile, size_t bytes, unsigned char* dst, bool vec)
{
    const unsigned char* tile_b = reinterpret_cast<const unsigned char*>(tile);
    size_t i = 0;
    if (vec) {
        for (i = threadIdx.x; i < bytes / 16; i += blockDim.x)
            __stcs(reinterpret_cast<uint4*>(dst) + i, tile[i]);
        i = bytes / 16 * 16;
    }
    for (size_t b = i + threadIdx.x; b < bytes; b += blockDim.x)
        dst[b] = tile_b[b];
}

// Blocks an SM should hold (__launch_bounds__); 0 emits no bound, ptxas's
// choice. The 32-point exact kernel: 4, 64 registers, no spill (ptxas took
// 69, which holds 3 blocks). The 256-point one: 3, 80 registers at most on
// sm_90; ptxas's choice sits at that edge (80), and two small changes to its sums
// tried (the headroom's operand and scale-back dropped at compile time) took
// some outputs past it (83-87 registers, 2 blocks an SM: 12 % slower on an
// H200); with the bound it ran 2-3 % faster than without on an H100 and an
// H200 (docs/benchmarks.md). The same bound on the larger tables made them
// spill up to 52 bytes, and any bound on the small ones gave them more
// registers.
template <int K, int METHOD>
constexpr int table_min_blocks()
{
    return METHOD != CUQAM_METHOD_EXACT ? 0 : K == 8 ? 3 : K == 5 ? 4 : 0;
}

// Table kernels (any constellation): one symbol per thread. The block first
// copies the points into shared memory (up to 2048 points: 16 KiB), where a
// warp reads each point as one broadcast 8-byte load; exact kernels up to
// 1024 points also make each point's key there (table_math.h: 12 bytes a
// point). The soft bits of a round's symbols are staged in shared memory and
// written out contiguously, in 16-byte stores where the output is 16-byte
// aligned.
template <int K, int METHOD, int OUT>
__global__ void __launch_bounds__(kTileBlock, (table_min_blocks<K, METHOD>()))
    demap_table_kernel(cuqam_params p,
                       const float* __restrict__ in,
                       unsigned char* __restrict__ out,
                       size_t n)
{
    constexpr bool kShared = K <= 11;
    constexpr bool kKeys = METHOD == CUQAM_METHOD_EXACT && K <= 10;
    constexpr int OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1, SB = K * OSZ;
    __shared__ float2 pts[kShared ? 1 << K : 1];
    __shared__ float4
        keys[kKeys ? (3 << K) / 4 + 1 : 1]; // table_math.h: 3 floats a point
    __shared__ uint4 tile[(kTileBlock * SB + 15) / 16];
    unsigned char* tile_b = reinterpret_cast<unsigned char*>(tile);
    if constexpr (kShared) {
        const float2* g = reinterpret_cast<const float2*>(p.table);
        for (int l = threadIdx.x; l < (1 << K); l += blockDim.x) {
            const float2 c = __ldg(g + l);
            pts[l] = c;
            if constexpr (kKeys)
                cuqam_table_make_key(reinterpret_cast<float*>(keys), 1 << K, l, c.x, c.y);
        }
        __syncthreads();
        p.table = reinterpret_cast<const float*>(pts);
        p.keys = reinterpret_cast<const float*>(keys);
    }
    // Tiles of blockDim symbols; blockDim is a multiple of 16 (the occupancy
    // API's choices are whole warps), so every tile starts 16-byte aligned
    // where out does.
    const bool vec = reinterpret_cast<uintptr_t>(out) % 16 == 0 && blockDim.x % 16 == 0;
    const size_t step = (size_t)gridDim.x * blockDim.x;
    size_t t0 = (size_t)blockIdx.x * blockDim.x;
    symbol_ahead next;
    next.load(p, in, t0 + threadIdx.x, n);
    for (; t0 < n; t0 += step) {
        const size_t here = n - t0 < blockDim.x ? n - t0 : blockDim.x;
        const symbol_ahead now = next;
        next.load(p, in, t0 + step + threadIdx.x, n);
        if (threadIdx.x < here) {
            const size_t s = t0 + threadIdx.x;
            float L[K], yi = now.i, yq = now.q;
            const cuqam_noise z = now.noise(p, p.nz, &yi, &yq);
            cuqam_table_unrotate(&p, s, &yi, &yq);
            cuqam_table_soft(&p, &z, METHOD, OUT, kKeys, K, yi, yq, L);
#pragma unroll
            for (int b = 0; b < K; ++b) {
                if constexpr (OUT == CUQAM_OUTPUT_F32) {
                    reinterpret_cast<float*>(tile_b)[threadIdx.x * K + b] = L[b];
                } else {
                    int r = round_sat_s8(L[b]);
                    if constexpr (OUT == CUQAM_OUTPUT_S8)
                        r = max(r, -127);
                    tile_b[threadIdx.x * K + b] =
                        (unsigned char)((unsigned)r ^
                                        (OUT == CUQAM_OUTPUT_U8 ? 0x80u : 0u));
                }
            }
        }
        __syncthreads();
        store_tile(tile, here * SB, out + t0 * SB, vec);
        __syncthreads();
    }
}

} // namespace cuqam_cuda

#endif
