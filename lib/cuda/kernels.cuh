/*
 * The closed-form CUDA kernels (a vector kernel for aligned pairs of symbols,
 * a scalar one for the rest), what the other kernels share with them (tile
 * sizes, launch bounds), and the fault-injection trap. A symbol's soft bits
 * are symbol_out.cuh, table demapping demap_table_kernel.cuh, mapping
 * map_kernels.cuh. The per-symbol math is lib/math/qam_math.h, the source the
 * CPU's generic kernel compiles too, built here with --fmad=false: integer
 * outputs of approx and maxlog are bit-identical to the CPU's.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_KERNELS_CUH
#define CUQAM_CUDA_KERNELS_CUH

#include "../core/backend_cuda.h"
#include "../math/table_math.h"
#include "symbol_out.cuh"

#include <cuda_runtime.h>

namespace cuqam_cuda {

// Vector kernel tiles: kTileBlock threads at most, each with tile_pairs()
// pairs of symbols (one 16-byte load each) in flight; where a pair's outputs
// are not one 8- or 16-byte store, a tile's outputs are staged in shared
// memory (about tile_bytes(), more for f32's padded rows) so that every
// store instruction of a warp writes one contiguous span. QPSK's 4-byte
// pairs are staged too: so they ran at 92.1-95.9 % of the device copy on an
// H100 instead of 88.3-91.6 % (docs/benchmarks.md).
constexpr int kTileBlock = 256;

// What a tile's outputs may take of shared memory: 32 KiB where an SM holds
// 164 KiB or more (sm_80, sm_90, sm_100), so that a thread has more symbols
// to spread its block's fixed costs over (the constants of the call, the
// barrier, the write-out): 4096QAM maxlog s8/u8 ran at 88-90 % of the copy
// on an H200 instead of 74-75 % (docs/benchmarks.md); 16 KiB where an SM
// holds 64-100 KiB, which would otherwise hold fewer blocks. arch: the
// virtual architecture a kernel was compiled for (__CUDA_ARCH__ / 10; the
// host reads it from the kernel's attributes, ptxVersion, which JIT or
// binary compatibility leave as it was).
__host__ __device__ constexpr int tile_bytes(int arch)
{
    return arch == 80 || arch == 90 || arch == 100 ? 32768 : 16384;
}

#ifdef __CUDA_ARCH__
constexpr int kArch = __CUDA_ARCH__ / 10; // the architecture being compiled
#else
constexpr int kArch = 0; // (host pass: not used)
#endif

// How a vector kernel puts a symbol's soft bits in their output order:
// kOrderAny reads it at run time (3GPP's order, or integers by byte
// permutes), kOrderScatter puts f32 into the tile float by float (p.dst),
// kOrderSplit has Wi-Fi's order (p.split) as a constant: 3GPP's code with
// its registers renamed, at 3GPP's speed.
enum kernel_order { kOrderAny, kOrderScatter, kOrderSplit };

// Bytes of a pair of symbols' outputs: k soft bits a symbol, osz bytes each.
__host__ __device__ constexpr int pair_bytes(int k, int osz) { return 2 * k * osz; }

// Pairs per thread and tile of k soft bits a symbol, osz bytes each: exact,
// heavier in registers, takes two; the others four, fewer where the tile
// would pass tile_bytes(arch).
__host__ __device__ constexpr int tile_pairs(int k, int method, int osz, int arch)
{
    const int want = method == CUQAM_METHOD_EXACT ? 2 : 4;
    const int fit = tile_bytes(arch) / (kTileBlock * pair_bytes(k, osz));
    return fit < 1 ? 1 : (fit < want ? fit : want);
}

// Threads an SM holds at most on the architecture being compiled (CUDA
// programming guide, compute capabilities); the host pass takes the largest.
__host__ __device__ constexpr int sm_max_threads()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 750
    return 1024;
#elif defined(__CUDA_ARCH__) && \
    (__CUDA_ARCH__ == 860 || __CUDA_ARCH__ == 890 || __CUDA_ARCH__ >= 1200)
    return 1536;
#else
    return 2048;
#endif
}

// Blocks of kTileBlock threads an SM should hold (__launch_bounds__): on
// sm_90, the most that leave no spill in a kernel's hot loop (ptxas -v,
// then the SASS); the compiler's own choice (64 to 80 registers) held 3 or
// 4 blocks: 4096QAM maxlog s8 ran at 85 % of the copy instead of 88 %.
// 1024QAM's integer approx and maxlog hold 5 since the infinitely far left
// the hot path (46 registers): maxlog 89.0-89.7 -> 89.8-90.1 % of the copy
// on an H100. 4096QAM maxlog f32 holds 4 (64 registers): its 12-20 bytes of
// spill lie on the infinitely far's branch and the run-time order's, which
// 3GPP's and Wi-Fi's calls do not take; 88.2-89.7 -> 93.5-93.6 % of the
// copy on an H200 (docs/benchmarks.md). approx f32 and exact f32 would spill
// in the loop there, and stay at 3. 4096QAM's integer maxlog and exact and
// 256QAM's exact f32 hold 5 (48 registers, no spill, constants reloaded):
// H200, 4096QAM maxlog s8 1.02x (89-90 -> 90-91 % of the copy), 256QAM
// exact f32 1.02x, 4096QAM exact s8 1.01x. Tried, not kept: 5 for
// 4096QAM's integer approx (0.99x) and 1024QAM's integer exact (0.97-0.98x);
// 6 for 1024QAM's integer approx and maxlog, with 2-4 pairs a thread
// (maxlog 0.90-0.99x); 5 or 6 pairs for its maxlog (within the spread).
// 256QAM's exact u8 holds 4 (64 registers): 1.02x (105.0-105.7 against
// 102.7-102.9 Gsym/s on an H200), its general loop 0.98-0.99x; s8 and
// 16QAM's and 64QAM's integers were no faster or 1 % slower with 4.
// Never more than the architecture holds (ptxas refuses that).
template <int M, int METHOD, int OUT>
__host__ __device__ constexpr int min_blocks()
{
    const bool f32 = OUT == CUQAM_OUTPUT_F32;
    const int want =
        M <= 4
            ? (M == 4 && METHOD == CUQAM_METHOD_EXACT && OUT == CUQAM_OUTPUT_U8 ? 4 : 5)
        : M == 5 ? (!f32 && METHOD != CUQAM_METHOD_EXACT ? 5 : 4)
        : !f32   ? (METHOD == CUQAM_METHOD_APPROX ? 4 : 5)
                 : (METHOD == CUQAM_METHOD_MAXLOG ? 4 : 3);
    const int fit = sm_max_threads() / kTileBlock;
    return want < fit ? want : fit;
}

// A pair's soft bits as one 8- or 16-byte store: adjacent threads hold
// adjacent pairs, so a warp's store is already one contiguous span.
template <int NW>
__device__ __forceinline__ void store_pair(void* out, size_t pair, const unsigned* w)
{
    static_assert(NW == 2 || NW == 4, "staged through the tile otherwise");
    if constexpr (NW == 4)
        __stcs(reinterpret_cast<uint4*>(out) + pair, make_uint4(w[0], w[1], w[2], w[3]));
    else
        __stcs(reinterpret_cast<uint2*>(out) + pair, make_uint2(w[0], w[1]));
}

// The kernels of one symbol a thread (table, kernel_noise.cuh): a thread's
// next symbol (and its own N0, where the call has them), loaded while it
// demaps the one before, whose load's latency the other warps did not hide.
// With the noise values below: table kernels up to 33 % faster, the
// one-symbol kernel 20-50 %, on an H200 (docs/benchmarks.md).
struct symbol_ahead {
    float i = 0.0f, q = 0.0f, n0 = 0.0f;
    __device__ __forceinline__ void
    load(const cuqam_params& p, const float* __restrict__ in, size_t s, size_t n)
    {
        if (s < n) {
            i = __ldcs(in + 2 * s);
            q = __ldcs(in + 2 * s + 1);
            if (p.noise)
                n0 = __ldcs(p.noise + s);
        }
    }
    // its noise values: the call's, or its own N0's, as a value (a pointer
    // to either, as on the CPU, put both and the parameters in local
    // memory: 432 bytes of stack in every table kernel)
    __device__ __forceinline__ cuqam_noise noise(const cuqam_params& p,
                                                 const cuqam_noise& call,
                                                 float* yi,
                                                 float* yq) const
    {
        cuqam_noise z = call;
        if (p.noise)
            cuqam_symbol_noise_of(&p, n0, &z, yi, yq);
        return z;
    }
};

// Vector kernel: pairs of symbols in 16-byte loads, a warp's loads of one
// round contiguous. Where a pair's soft bits are 8 or 16 bytes each
// thread stores them directly; otherwise each thread puts them into the
// tile in shared memory and the block writes the tile out in contiguous
// 16-byte stores (the last tile of a call may end in 4-byte ones), while
// the next tile's loads are in flight. Grid-stride over tiles, every thread
// of a block running the same number of rounds: correct for any grid, though
// demap_device launches one block a tile (launch.cu), which ran faster.
// ORDER (kernel_order): kernels of their own for f32 of a labelling whose
// output order is not 3GPP's and for Wi-Fi's order, so that 3GPP's kernels
// carry none of their code.
template <int M, int METHOD, int OUT, int ORDER>
struct vec_shape {
    static constexpr int K = 2 * M, OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1;
    static constexpr int PB = pair_bytes(K, OSZ), NW = PB / 4;
    static constexpr bool kDirect = PB == 8 || PB == 16;
    static constexpr int R = tile_pairs(K, METHOD, OSZ, kArch);
    // f32 in another order than 3GPP's goes into the tile float by float at
    // its place (dst, uniform): rows of NW + 1 words, so that a warp's 32
    // one-word stores fall in 32 banks (rows of NW, a multiple of 4 words,
    // put them in 2 to 8 banks; 56.6 % of 3GPP's rate on an H200, 99 % with
    // the padding); the rows go out in 16-byte stores as before. (QPSK's
    // pairs are stored directly: symbol_out orders them, two selects.)
    static constexpr bool kScatter =
        ORDER == kOrderScatter && !kDirect && OUT == CUQAM_OUTPUT_F32;
    static constexpr int kRow = NW + (kScatter ? 1 : 0);
    static constexpr int kTileWords = kDirect ? 1 : (kTileBlock * R * kRow + 3) / 4;
};

// The vector kernel's loop over its tiles, exact_forms (cuqam_exact_forms)
// a constant where the kernel has a loop for them (demap_vec_kernel).
template <int M, int METHOD, int OUT, int ORDER>
__device__ __forceinline__ void demap_tiles(const cuqam_params& p,
                                            const cuqam_noise& nz,
                                            int exact_forms,
                                            const float4* __restrict__ in,
                                            uint4* __restrict__ out,
                                            size_t npairs,
                                            uint4* tile)
{
    using S = vec_shape<M, METHOD, OUT, ORDER>;
    constexpr int K = S::K, OSZ = S::OSZ, PB = S::PB, NW = S::NW, R = S::R;
    constexpr bool kDirect = S::kDirect, kScatter = S::kScatter;
    constexpr int kRow = S::kRow;
    constexpr bool kSplit = ORDER == kOrderSplit;
    // u8's top bits, flipped as a tile's words go out (symbol_out)
    constexpr unsigned kFlip = !kDirect && OUT == CUQAM_OUTPUT_U8 ? 0x80808080u : 0u;
    unsigned* tile_w = reinterpret_cast<unsigned*>(tile);
    const size_t per_tile = (size_t)blockDim.x * R;
    const size_t step = (size_t)gridDim.x * per_tile;
    float4 v[R];
    auto load = [&](size_t t0) {
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const size_t at = t0 + threadIdx.x + (size_t)r * blockDim.x;
            v[r] = at < npairs ? __ldcs(in + at) : make_float4(0.f, 0.f, 0.f, 0.f);
        }
    };
    size_t t0 = (size_t)blockIdx.x * per_tile;
    if (t0 < npairs)
        load(t0);
    for (; t0 < npairs; t0 += step) {
        const size_t here = npairs - t0 < per_tile ? npairs - t0 : per_tile;
#pragma unroll
        for (int r = 0; r < R; ++r) {
            const unsigned at = threadIdx.x + (unsigned)r * blockDim.x;
            if (at >= here)
                break;
            unsigned w[NW];
#pragma unroll
            for (int i = 0; i < NW; ++i)
                w[i] = 0u;
            // (a select chain per float would cost (2M)^2 instructions a symbol)
            symbol_out<M, METHOD, OUT, kSplit, kDirect>(
                p, nz, exact_forms, v[r].x, v[r].y, w, 0, !kScatter);
            symbol_out<M, METHOD, OUT, kSplit, kDirect>(
                p, nz, exact_forms, v[r].z, v[r].w, w, K * OSZ, !kScatter);
            if constexpr (kDirect) {
                store_pair<NW>(out, t0 + at, w);
            } else if constexpr (kScatter) {
#pragma unroll
                for (int i = 0; i < NW; ++i)
                    tile_w[at * kRow + (i / K) * K + p.dst[i % K]] = w[i];
            } else if constexpr (NW % 4 == 0) {
#pragma unroll
                for (int q = 0; q < NW / 4; ++q)
                    tile[at * (NW / 4) + q] =
                        make_uint4(w[4 * q], w[4 * q + 1], w[4 * q + 2], w[4 * q + 3]);
            } else {
#pragma unroll
                for (int i = 0; i < NW; ++i)
                    tile_w[at * NW + i] = w[i];
            }
        }
        if constexpr (kDirect) {
            if (t0 + step < npairs)
                load(t0 + step);
        } else {
            __syncthreads();
            if (t0 + step < npairs)
                load(t0 + step); // in flight while the tile goes out
            // t0 * PB is a multiple of 16: per_tile is a multiple of 4.
            const size_t bytes = here * PB;
            uint4* dst = out + t0 * PB / 16;
            if constexpr (kScatter) {                // 16-byte pieces of the padded rows
                constexpr unsigned kPieces = NW / 4; // a row's (f32: NW % 4 == 0)
                for (unsigned i = threadIdx.x; i < bytes / 16; i += blockDim.x) {
                    const unsigned* row =
                        tile_w + (i / kPieces) * kRow + (i % kPieces) * 4;
                    __stcs(dst + i, make_uint4(row[0], row[1], row[2], row[3]));
                }
            } else {
                // (32-bit indices: a tile is a few KiB)
                const unsigned pieces = (unsigned)(bytes / 16);
                for (unsigned i = threadIdx.x; i < pieces; i += blockDim.x) {
                    const uint4 t = tile[i];
                    __stcs(
                        dst + i,
                        make_uint4(t.x ^ kFlip, t.y ^ kFlip, t.z ^ kFlip, t.w ^ kFlip));
                }
            }
            if constexpr (NW % 4 != 0) {
                unsigned* dst_w = reinterpret_cast<unsigned*>(dst) + bytes / 16 * 4;
                if (threadIdx.x < (bytes % 16) / 4)
                    dst_w[threadIdx.x] = tile_w[bytes / 16 * 4 + threadIdx.x] ^ kFlip;
            }
            __syncthreads();
        }
    }
}

// The vector kernel. exact's integers (QPSK to 1024QAM) run their commonest
// forms, CUQAM_EXACT_COMMON, as a loop of their own, with neither the other
// forms' code nor their per-axis tests in it (docs/design.md).
template <int M, int METHOD, int OUT, int ORDER = kOrderAny>
__global__ void __launch_bounds__(kTileBlock, (min_blocks<M, METHOD, OUT>()))
    demap_vec_kernel(cuqam_params p,
                     const float4* __restrict__ in,
                     uint4* __restrict__ out,
                     size_t npairs)
{
    __shared__ uint4 tile[vec_shape<M, METHOD, OUT, ORDER>::kTileWords];
    const cuqam_noise nz = cuqam_call_noise(&p);
    constexpr bool kExactInts = METHOD == CUQAM_METHOD_EXACT && OUT != CUQAM_OUTPUT_F32;
    const int forms =
        kExactInts ? cuqam_exact_forms(&nz, p.scale, cuqam_exact_lo(OUT), M) : 0;
    if constexpr (kExactInts && M <= 5) {
        if (forms == CUQAM_EXACT_COMMON) {
            demap_tiles<M, METHOD, OUT, ORDER>(
                p, nz, CUQAM_EXACT_COMMON, in, out, npairs, tile);
            return;
        }
    }
    // never the common forms here (4096QAM is never fast): without their
    // flag their code drops out of this loop, which it made spill
    demap_tiles<M, METHOD, OUT, ORDER>(
        p, nz, forms & ~CUQAM_EXACT_FROM_NEAREST, in, out, npairs, tile);
}

#ifdef CUQAM_FAULT_INJECTION
// A real device fault: the context is lost (sticky error), as after an Xid.
__global__ void trap_kernel() { asm volatile("trap;"); }
#endif

} // namespace cuqam_cuda

#endif
