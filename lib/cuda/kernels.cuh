/*
 * The closed-form CUDA kernels (a vector kernel for aligned pairs of symbols,
 * a scalar one for the rest), what the other kernels share with them (tile
 * sizes, rounding, launch bounds), and the fault-injection trap; table
 * demapping is demap_table_kernel.cuh, mapping map_kernels.cuh. The
 * per-symbol math is lib/math/qam_math.h, the source the CPU's generic
 * kernel compiles too, built here with --fmad=false: integer outputs of approx
 * and maxlog are bit-identical to the CPU's.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_KERNELS_CUH
#define CUQAM_CUDA_KERNELS_CUH

#include "../core/backend_cuda.h"
#include "../math/table_math.h"

#include <cuda_runtime.h>

namespace cuqam_cuda {

// Vector kernel tiles: kTileBlock threads at most, each with tile_pairs<>()
// pairs of symbols (one 16-byte load each) in flight; where a pair's outputs
// are not one 8- or 16-byte store, a tile's outputs are staged in shared
// memory (at most kTileBytes, 24 KiB for 4096QAM f32) so that every store
// instruction of a warp writes one contiguous span. QPSK's 4-byte pairs are
// staged too: so they ran at 92.1-95.9 % of the device copy on an H100
// instead of 88.3-91.6 % (docs/benchmarks.md).
constexpr int kTileBlock = 256;
constexpr int kTileBytes = 16384;

// How a vector kernel puts a symbol's soft bits in their output order:
// kOrderAny reads it at run time (3GPP's order, or integers by byte
// permutes), kOrderScatter puts f32 into the tile float by float (p.dst),
// kOrderSplit has Wi-Fi's order (p.split) as a constant: 3GPP's code with
// its registers renamed, at 3GPP's speed.
enum kernel_order { kOrderAny, kOrderScatter, kOrderSplit };

template <int K, int OSZ>
__host__ __device__ constexpr int pair_bytes()
{
    return 2 * K * OSZ;
}

// Pairs per thread and tile: exact, heavier in registers, takes two; the
// others four, fewer where the tile would pass kTileBytes.
template <int K, int METHOD, int OSZ>
__host__ __device__ constexpr int tile_pairs()
{
    constexpr int want = METHOD == CUQAM_METHOD_EXACT ? 2 : 4;
    constexpr int fit = kTileBytes / (kTileBlock * pair_bytes<K, OSZ>());
    return fit < 1 ? 1 : (fit < want ? fit : want);
}

// Round half to even and saturate to [-128, 127] in one conversion: the same
// integers as the CPU's clamp-then-rint, since the bounds are integers.
__device__ __forceinline__ int round_sat_s8(float y)
{
    int r;
    asm("cvt.rni.sat.s8.f32 %0, %1;" : "=r"(r) : "f"(y));
    return r;
}

// exact's integers round off the conversion unit, which its exponentials
// and logarithms keep busy (8 conversions a 256QAM symbol next to 36 of
// them): clamped by two min/max, rounded half to even by adding 1.5 * 2^23,
// whose last place is 1, the low byte of the sum's bits is the soft bit;
// the same integers as the conversion and the CPU's. exact gives no NaN
// (cuqam_axis_exact), the one input these would saturate where the
// conversion gives 0.
template <int OUT>
__device__ __forceinline__ unsigned round_sat_bits(float y)
{
    const float lo = OUT == CUQAM_OUTPUT_S8 ? -127.0f : -128.0f;
    return __float_as_uint(fminf(fmaxf(y, lo), 127.0f) + 12582912.0f);
}

// Axis bit c = 2j + axis of a symbol, c the same in every thread: a chain of
// selects, so that li and lq stay in registers.
template <int M>
__device__ __forceinline__ float axis_bit(const float* li, const float* lq, int c)
{
    float y = li[0];
#pragma unroll
    for (int t = 1; t < 2 * M; ++t)
        y = c == t ? ((t & 1) ? lq[t / 2] : li[t / 2]) : y;
    return y;
}

// Two integer soft bits, rounded and saturated, as the halfwords of one word
// (the low byte of each is the soft bit). s8 stops at -127: on sm_90 one
// max.s16x2 clamps both halves, one instruction a pair instead of one a bit.
template <int OUT>
__device__ __forceinline__ unsigned pack_pair(int a, int b)
{
#if __CUDA_ARCH__ >= 900
    const unsigned h = __byte_perm(a, b, 0x5410);
    return OUT == CUQAM_OUTPUT_S8 ? __vmaxs2(h, 0xFF81FF81u) : h;
#else
    if constexpr (OUT == CUQAM_OUTPUT_S8) {
        a = max(a, -127);
        b = max(b, -127);
    }
    return __byte_perm(a, b, 0x5410);
#endif
}

// Bytes 4q .. 4q + 3 of a symbol's soft bits (n of them) from its pairs.
__device__ __forceinline__ unsigned pairs_word(const unsigned* pr, int q, int n)
{
    return __byte_perm(pr[2 * q], 4 * q + 2 < n ? pr[2 * q + 1] : 0u, 0x6420);
}

// Integer outputs of another labelling's order: the symbol's bytes in 3GPP's
// order (pr, 2M of them in pairs) go to its output order by byte permutes
// with the handle's selectors (sel: p.byte_sel or p.byte_sel_half, two per
// output word, from p.src), one or two PRMTs a word instead of a select
// chain per soft bit, into the NO words of ow.
template <int M, int NO>
__device__ __forceinline__ void
permute_bytes(const unsigned (*sel)[2], const unsigned* pr, unsigned* ow)
{
    constexpr int K = 2 * M, NW = (K + 3) / 4;
    unsigned sw[3] = { 0u, 0u, 0u };
#pragma unroll
    for (int q = 0; q < NW; ++q)
        sw[q] = pairs_word(pr, q, K);
#pragma unroll
    for (int q = 0; q < NO; ++q) {
        ow[q] = __byte_perm(sw[0], sw[1], sel[q][0]);
        if constexpr (K > 8) // bytes 8.. come from the third word
            ow[q] = __byte_perm(ow[q], sw[2], sel[q][1]);
    }
}

// Soft bits of one symbol, as the 32-bit words of the output stream; output
// j is axis bit p.src[j] (3GPP's order: j itself; SPLIT: Wi-Fi's order, a
// constant). f32 leaves the order to the caller where f32_order is false
// (the tile puts each float in place).
template <int M, int METHOD, int OUT, bool SPLIT = false>
__device__ __forceinline__ void symbol_out(const cuqam_params& p,
                                           const cuqam_noise& z,
                                           float i,
                                           float q,
                                           unsigned* w,
                                           int first_byte,
                                           bool f32_order = true)
{
    float li[M], lq[M];
    const int far_i = cuqam_axis_soft_near(&p, &z, METHOD, OUT, 0, i, M, li);
    const int far_q = cuqam_axis_soft_near(&p, &z, METHOD, OUT, 1, q, M, lq);
    // The infinitely far are rare: from 64QAM up a branch around their
    // products costs fewer instructions than predicating one a soft bit.
    if (M <= 2 || (far_i | far_q)) {
        if (far_i)
            cuqam_axis_far(&p, 0, i, M, li);
        if (far_q)
            cuqam_axis_far(&p, 1, q, M, lq);
    }
    float ys[2 * M];
    const bool permuted = !SPLIT && p.permuted;
    if constexpr (SPLIT) {
#pragma unroll
        for (int j = 0; j < 2 * M; ++j)
            ys[j] = j < M ? li[j] : lq[j - M];
    } else if (OUT == CUQAM_OUTPUT_F32 && permuted && f32_order) {
#pragma unroll
        for (int j = 0; j < 2 * M; ++j)
            ys[j] = axis_bit<M>(li, lq, p.src[j]);
    } else { // integers are put in the output order as bytes, below
#pragma unroll
        for (int j = 0; j < 2 * M; ++j)
            ys[j] = (j & 1) ? lq[j / 2] : li[j / 2];
    }
    unsigned pr[M]; // integer soft bits j = 2t, 2t + 1 in pr[t]
#pragma unroll
    for (int t = 0; t < M; ++t) {
        if constexpr (OUT == CUQAM_OUTPUT_F32) {
            w[first_byte / 4 + 2 * t] = __float_as_uint(ys[2 * t]);
            w[first_byte / 4 + 2 * t + 1] = __float_as_uint(ys[2 * t + 1]);
        } else if constexpr (METHOD == CUQAM_METHOD_EXACT) {
            pr[t] = __byte_perm(round_sat_bits<OUT>(ys[2 * t]),
                                round_sat_bits<OUT>(ys[2 * t + 1]),
                                0x5410);
        } else {
            pr[t] = pack_pair<OUT>(round_sat_s8(ys[2 * t]), round_sat_s8(ys[2 * t + 1]));
        }
    }
    if constexpr (OUT != CUQAM_OUTPUT_F32) {
        // u8 is the s8 pattern with its top bit flipped (128 + r).
        constexpr unsigned flip = OUT == CUQAM_OUTPUT_U8 ? 0x80808080u : 0u;
        if (permuted) {
            if ((2 * M) % 4 == 0 || first_byte % 4 == 0) {
                // whole words from first_byte on; at odd orders the last
                // one's upper half is the next symbol's (it comes after and
                // keeps only this one's lower half) or past the output
                constexpr int NO = (2 * M + 3) / 4;
                unsigned ow[NO];
                permute_bytes<M, NO>(p.byte_sel, pr, ow);
#pragma unroll
                for (int q = 0; q < NO; ++q)
                    w[first_byte / 4 + q] = ow[q] ^ flip;
            } else {
                // odd orders, the second symbol of a pair starts mid-word:
                // its words from 2 bytes before its first, whose lower half
                // is kept. (Before, every pair of bytes of both symbols went
                // into its halfword by one more permute, M a symbol:
                // 1024QAM maxlog s8 ran at 89-91 % of 3GPP's rate on an H200.)
                constexpr int NH = (2 * M + 2 + 3) / 4;
                unsigned oh[NH];
                permute_bytes<M, NH>(p.byte_sel_half, pr, oh);
                const int w0 = first_byte / 4;
                w[w0] = __byte_perm(w[w0], oh[0] ^ flip, 0x7610);
#pragma unroll
                for (int q = 1; q < NH; ++q)
                    w[w0 + q] = oh[q] ^ flip;
            }
        } else if constexpr ((2 * M) % 4 == 0) {
            // whole words: one byte permute packs two pairs
#pragma unroll
            for (int q = 0; q < (2 * M) / 4; ++q)
                w[first_byte / 4 + q] = pairs_word(pr, q, 2 * M) ^ flip;
        } else {
            // a pair's two bytes fill one halfword of a word (first_byte is
            // even): one byte permute inserts them, w's other bytes kept
#pragma unroll
            for (int t = 0; t < M; ++t) {
                const int at = first_byte + 2 * t;
                w[at / 4] = __byte_perm(pr[t] ^ (flip & 0x00FF00FFu),
                                        w[at / 4],
                                        at % 4 == 0 ? 0x7620 : 0x2054);
            }
        }
    }
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
// sm_90, the most that leave no kernel spilling registers (ptxas -v); the
// compiler's own choice (64 to 80 registers) held 3 or 4 blocks: 4096QAM
// maxlog s8 ran at 85 % of the copy instead of 88 %. 1024QAM's integer
// approx and maxlog hold 5 since the infinitely far left the hot path (46
// registers): maxlog 89.0-89.7 -> 89.8-90.1 % of the copy on an H100.
// Never more than the architecture holds (ptxas refuses that).
template <int M, int METHOD, int OUT>
__host__ __device__ constexpr int min_blocks()
{
    const int want =
        M <= 3   ? 5
        : M == 4 ? (METHOD == CUQAM_METHOD_EXACT && OUT == CUQAM_OUTPUT_F32 ? 4 : 5)
        : M == 5 ? (OUT == CUQAM_OUTPUT_F32 || METHOD == CUQAM_METHOD_EXACT ? 4 : 5)
                 : (OUT == CUQAM_OUTPUT_F32 ? 3 : 4);
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

// Vector kernel: pairs of symbols in 16-byte loads, a warp's loads of one
// round contiguous. Where a pair's soft bits are 8 or 16 bytes each
// thread stores them directly; otherwise each thread puts them into the
// tile in shared memory and the block writes the tile out in contiguous
// 16-byte stores (the last tile of a call may end in 4-byte ones), while
// the next tile's loads are in flight. Grid-stride over tiles; every thread
// of a block runs the same number of rounds.
// ORDER (kernel_order): kernels of their own for f32 of a labelling whose
// output order is not 3GPP's and for Wi-Fi's order, so that 3GPP's kernels
// carry none of their code.
template <int M, int METHOD, int OUT, int ORDER = kOrderAny>
__global__ void __launch_bounds__(kTileBlock, (min_blocks<M, METHOD, OUT>()))
    demap_vec_kernel(cuqam_params p,
                     const float4* __restrict__ in,
                     uint4* __restrict__ out,
                     size_t npairs)
{
    constexpr int K = 2 * M, OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1;
    constexpr int PB = pair_bytes<K, OSZ>(), NW = PB / 4;
    constexpr bool kDirect = PB == 8 || PB == 16;
    constexpr int R = tile_pairs<K, METHOD, OSZ>();
    // f32 in another order than 3GPP's goes into the tile float by float at
    // its place (dst, uniform): rows of NW + 1 words, so that a warp's 32
    // one-word stores fall in 32 banks (rows of NW, a multiple of 4 words,
    // put them in 2 to 8 banks; 56.6 % of 3GPP's rate on an H200, 99 % with
    // the padding); the rows go out in 16-byte stores as before. (QPSK's
    // pairs are stored directly: symbol_out orders them, two selects.)
    constexpr bool kScatter =
        ORDER == kOrderScatter && !kDirect && OUT == CUQAM_OUTPUT_F32;
    constexpr bool kSplit = ORDER == kOrderSplit;
    constexpr int kRow = NW + (kScatter ? 1 : 0);
    __shared__ uint4 tile[kDirect ? 1 : (kTileBlock * R * kRow + 3) / 4];
    unsigned* tile_w = reinterpret_cast<unsigned*>(tile);
    const size_t per_tile = (size_t)blockDim.x * R;
    const size_t step = (size_t)gridDim.x * per_tile;
    float4 v[R];
    const cuqam_noise nz = cuqam_call_noise(&p);
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
            symbol_out<M, METHOD, OUT, kSplit>(p, nz, v[r].x, v[r].y, w, 0, !kScatter);
            symbol_out<M, METHOD, OUT, kSplit>(
                p, nz, v[r].z, v[r].w, w, K * OSZ, !kScatter);
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
                for (size_t i = threadIdx.x; i < bytes / 16; i += blockDim.x)
                    __stcs(dst + i, tile[i]);
            }
            if constexpr (NW % 4 != 0) {
                unsigned* dst_w = reinterpret_cast<unsigned*>(dst) + bytes / 16 * 4;
                if (threadIdx.x < (bytes % 16) / 4)
                    dst_w[threadIdx.x] = tile_w[bytes / 16 * 4 + threadIdx.x];
            }
            __syncthreads();
        }
    }
}

// Scalar kernel: one symbol per thread, any alignment. Used for the last few
// symbols of a call and for device pointers that are not 16-byte aligned.
template <int M, int METHOD, int OUT>
__global__ void demap_scalar_kernel(cuqam_params p,
                                    const float* __restrict__ in,
                                    unsigned char* __restrict__ out,
                                    size_t n)
{
    constexpr int K = 2 * M, OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1;
    const cuqam_noise nz = cuqam_call_noise(&p);
    for (size_t s = (size_t)blockIdx.x * blockDim.x + threadIdx.x; s < n;
         s += (size_t)gridDim.x * blockDim.x) {
        unsigned w[(K * OSZ + 3) / 4 + 1];
#pragma unroll
        for (int i = 0; i < (int)(sizeof w / sizeof w[0]); ++i)
            w[i] = 0u;
        symbol_out<M, METHOD, OUT>(p, nz, in[2 * s], in[2 * s + 1], w, 0);
        const unsigned char* b = reinterpret_cast<const unsigned char*>(w);
#pragma unroll
        for (int j = 0; j < K * OSZ; ++j)
            out[s * K * OSZ + j] = b[j];
    }
}

#ifdef CUQAM_FAULT_INJECTION
// A real device fault: the context is lost (sticky error), as after an Xid.
__global__ void trap_kernel() { asm volatile("trap;"); }
#endif

} // namespace cuqam_cuda

#endif
