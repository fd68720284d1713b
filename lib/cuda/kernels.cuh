/*
 * The CUDA kernels: closed-form demapping (a vector kernel for aligned groups
 * of symbols, a scalar one for the rest), table demapping (any
 * constellation), mapping, and the fault-injection trap. The
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

// Groups in flight per thread (ILP); exact, heavier in registers, takes fewer.
template <int METHOD>
__host__ __device__ constexpr int unroll_for()
{
    return METHOD == CUQAM_METHOD_EXACT ? 2 : 4;
}

// Symbols per group: the fewest that make both the group's input (8 bytes a
// symbol) and its output a whole number of 16-byte vectors.
template <int K, int OSZ>
__host__ __device__ constexpr int group_symbols()
{
    int g = 2;
    while ((g * K * OSZ) % 16 != 0)
        g += 2;
    return g;
}

// Round half to even and saturate to [-128, 127] in one conversion: the same
// integers as the CPU's clamp-then-rint, since the bounds are integers.
__device__ __forceinline__ int round_sat_s8(float y)
{
    int r;
    asm("cvt.rni.sat.s8.f32 %0, %1;" : "=r"(r) : "f"(y));
    return r;
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

// Integer outputs of another labelling's order: the symbol's bytes in 3GPP's
// order (r, 2M of them) go to its output order by byte permutes with the
// handle's selectors (p.byte_sel: two per output word, from p.src), one or two
// PRMTs a word instead of a select chain per soft bit, into ow.
template <int M>
__device__ __forceinline__ void
permute_bytes(const cuqam_params& p, const int* r, unsigned* ow)
{
    constexpr int K = 2 * M, NW = (K + 3) / 4;
    unsigned sw[3] = { 0u, 0u, 0u };
#pragma unroll
    for (int j = 0; j < K; ++j)
        sw[j / 4] |= ((unsigned)r[j] & 0xFFu) << (8 * (j % 4));
#pragma unroll
    for (int q = 0; q < NW; ++q) {
        ow[q] = __byte_perm(sw[0], sw[1], p.byte_sel[q][0]);
        if constexpr (K > 8) // bytes 8.. come from the third word
            ow[q] = __byte_perm(ow[q], sw[2], p.byte_sel[q][1]);
    }
}

// Soft bits of one symbol, as the 32-bit words of the output stream; output
// j is axis bit p.src[j] (3GPP's order: j itself).
template <int M, int METHOD, int OUT>
__device__ __forceinline__ void
symbol_out(const cuqam_params& p, float i, float q, unsigned* w, int first_byte)
{
    float li[M], lq[M];
    cuqam_axis_soft(&p, METHOD, OUT, 0, i, M, li);
    cuqam_axis_soft(&p, METHOD, OUT, 1, q, M, lq);
    float ys[2 * M];
    if (OUT == CUQAM_OUTPUT_F32 && p.permuted) {
#pragma unroll
        for (int j = 0; j < 2 * M; ++j)
            ys[j] = axis_bit<M>(li, lq, p.src[j]);
    } else { // integers are put in the output order as bytes, below
#pragma unroll
        for (int j = 0; j < 2 * M; ++j)
            ys[j] = (j & 1) ? lq[j / 2] : li[j / 2];
    }
    int r[2 * M];
#pragma unroll
    for (int j = 0; j < 2 * M; ++j) {
        const float y = ys[j];
        if constexpr (OUT == CUQAM_OUTPUT_F32) {
            w[first_byte / 4 + j] = __float_as_uint(y);
        } else {
            r[j] = round_sat_s8(y);
            if constexpr (OUT == CUQAM_OUTPUT_S8)
                r[j] = max(r[j], -127);
        }
    }
    if constexpr (OUT != CUQAM_OUTPUT_F32) {
        // u8 is the s8 pattern with its top bit flipped (128 + r).
        constexpr unsigned flip = OUT == CUQAM_OUTPUT_U8 ? 0x80808080u : 0u;
        if (p.permuted) {
            unsigned ow[(2 * M + 3) / 4];
            permute_bytes<M>(p, r, ow);
            if constexpr ((2 * M) % 4 == 0) { // the symbol's words are the stream's
#pragma unroll
                for (int q = 0; q < (2 * M) / 4; ++q)
                    w[first_byte / 4 + q] = ow[q] ^ flip;
            } else {
#pragma unroll
                for (int j = 0; j < 2 * M; ++j) {
                    const int at = first_byte + j;
                    w[at / 4] |= (((ow[j / 4] >> (8 * (j % 4))) ^ flip) & 0xFFu)
                                 << (8 * (at % 4));
                }
            }
        } else if constexpr ((2 * M) % 4 == 0) {
            // whole words: three byte permutes pack four soft bits
#pragma unroll
            for (int j = 0; j < 2 * M; j += 4) {
                const unsigned lo = __byte_perm(r[j], r[j + 1], 0x0040);
                const unsigned hi = __byte_perm(r[j + 2], r[j + 3], 0x0040);
                w[(first_byte + j) / 4] = __byte_perm(lo, hi, 0x5410) ^ flip;
            }
        } else {
#pragma unroll
            for (int j = 0; j < 2 * M; ++j) {
                const int at = first_byte + j;
                w[at / 4] |= (((unsigned)r[j] ^ flip) & 0xFFu) << (8 * (at % 4));
            }
        }
    }
}

// Vector kernel: 16-byte loads and stores, a group's soft bits packed into
// whole 16-byte stores, kUnroll groups in flight per thread, grid-stride.
template <int M, int METHOD, int OUT>
__global__ void demap_vec_kernel(cuqam_params p,
                                 const float4* __restrict__ in,
                                 uint4* __restrict__ out,
                                 size_t ngroups)
{
    constexpr int K = 2 * M, OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1;
    constexpr int G = group_symbols<K, OSZ>();
    constexpr int NIN = G / 2, NOUT = G * K * OSZ / 16;
    constexpr int kUnroll = unroll_for<METHOD>();
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t base = (size_t)blockIdx.x * blockDim.x + threadIdx.x; base < ngroups;
         base += stride * kUnroll) {
        float4 v[kUnroll][NIN];
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const size_t g = base + u * stride;
#pragma unroll
            for (int i = 0; i < NIN; ++i)
                v[u][i] = g < ngroups ? __ldcs(in + g * NIN + i)
                                      : make_float4(0.f, 0.f, 0.f, 0.f);
        }
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const size_t g = base + u * stride;
            if (g >= ngroups)
                break;
            unsigned w[NOUT * 4];
#pragma unroll
            for (int i = 0; i < NOUT * 4; ++i)
                w[i] = 0u;
#pragma unroll
            for (int s = 0; s < G; ++s) {
                const float4 f = v[u][s / 2];
                symbol_out<M, METHOD, OUT>(
                    p, (s & 1) ? f.z : f.x, (s & 1) ? f.w : f.y, w, s * K * OSZ);
            }
#pragma unroll
            for (int o = 0; o < NOUT; ++o)
                __stcs(out + g * NOUT + o,
                       make_uint4(w[4 * o], w[4 * o + 1], w[4 * o + 2], w[4 * o + 3]));
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
    for (size_t s = (size_t)blockIdx.x * blockDim.x + threadIdx.x; s < n;
         s += (size_t)gridDim.x * blockDim.x) {
        unsigned w[(K * OSZ + 3) / 4 + 1];
#pragma unroll
        for (int i = 0; i < (int)(sizeof w / sizeof w[0]); ++i)
            w[i] = 0u;
        symbol_out<M, METHOD, OUT>(p, in[2 * s], in[2 * s + 1], w, 0);
        const unsigned char* b = reinterpret_cast<const unsigned char*>(w);
#pragma unroll
        for (int j = 0; j < K * OSZ; ++j)
            out[s * K * OSZ + j] = b[j];
    }
}

// Table kernels (any constellation): one symbol per thread. The block first
// copies the points into shared memory (up to 2048 points: 16 KiB), where a
// warp reads each point as one broadcast 8-byte load.
template <int K, int METHOD, int OUT>
__global__ void demap_table_kernel(cuqam_params p,
                                   const float* __restrict__ in,
                                   unsigned char* __restrict__ out,
                                   size_t n)
{
    constexpr bool kShared = K <= 11;
    __shared__ float2 pts[kShared ? 1 << K : 1];
    if constexpr (kShared) {
        const float2* g = reinterpret_cast<const float2*>(p.table);
        for (int l = threadIdx.x; l < (1 << K); l += blockDim.x)
            pts[l] = __ldg(g + l);
        __syncthreads();
        p.table = reinterpret_cast<const float*>(pts);
    }
    for (size_t s = (size_t)blockIdx.x * blockDim.x + threadIdx.x; s < n;
         s += (size_t)gridDim.x * blockDim.x) {
        float L[K], yi = in[2 * s], yq = in[2 * s + 1];
        cuqam_table_unrotate(&p, s, &yi, &yq);
        cuqam_table_soft(&p, METHOD, OUT, K, yi, yq, L);
#pragma unroll
        for (int b = 0; b < K; ++b) {
            if constexpr (OUT == CUQAM_OUTPUT_F32) {
                reinterpret_cast<float*>(out)[s * K + b] = L[b];
            } else {
                int r = round_sat_s8(L[b]);
                if constexpr (OUT == CUQAM_OUTPUT_S8)
                    r = max(r, -127);
                out[s * K + b] =
                    (unsigned char)((unsigned)r ^ (OUT == CUQAM_OUTPUT_U8 ? 0x80u : 0u));
            }
        }
    }
}

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

#ifdef CUQAM_FAULT_INJECTION
// A real device fault: the context is lost (sticky error), as after an Xid.
__global__ void trap_kernel() { asm volatile("trap;"); }
#endif

} // namespace cuqam_cuda

#endif
