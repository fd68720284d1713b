/*
 * One symbol's soft bits as the words of the output stream, for the CUDA
 * kernels (kernels.cuh): the per-axis math of lib/math/qam_math.h, the
 * integers rounded and saturated, and the output order of the labelling.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_SYMBOL_OUT_CUH
#define CUQAM_CUDA_SYMBOL_OUT_CUH

#include "../math/qam_math.h"

namespace cuqam_cuda {

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
// them): the math leaves them clamped, rounded and 1.5 * 2^23 above
// (CUQAM_EXACT_INT_BIAS, cuqam_exact_value), so that the low byte of the
// bits is the soft bit. The rare branch's values (the infinitely far, and
// NaN, which gives 0) are clamped here about that bias.
template <int OUT>
__device__ __forceinline__ float exact_rare_value(float y)
{
    constexpr float bias = CUQAM_EXACT_INT_BIAS;
    constexpr float lo = bias + (OUT == CUQAM_OUTPUT_S8 ? -127.0f : -128.0f);
    return y == y ? fminf(fmaxf(y + bias, lo), bias + 127.0f) : bias;
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

// Soft bits of one symbol, as the 32-bit words of the output stream (exact's
// forms: cuqam_exact_forms, a constant where the kernel has one); output
// j is axis bit p.src[j] (3GPP's order: j itself; SPLIT: Wi-Fi's order, a
// constant). f32 leaves the order to the caller where f32_order is false
// (the tile puts each float in place). u8 is the s8 pattern with each top
// bit flipped (128 + r): here, or where FLIP is false by the caller, once a
// word of its tile (odd orders put a symbol's bytes in by pairs, so that
// takes half the operations).
template <int M, int METHOD, int OUT, bool SPLIT = false, bool FLIP = true>
__device__ __forceinline__ void symbol_out(const cuqam_params& p,
                                           const cuqam_noise& z,
                                           int exact_forms,
                                           float i,
                                           float q,
                                           unsigned* w,
                                           int first_byte,
                                           bool f32_order = true)
{
    float li[M], lq[M];
    const int far_i = cuqam_axis_soft_near(&p, &z, METHOD, OUT, exact_forms, 0, i, M, li);
    const int far_q = cuqam_axis_soft_near(&p, &z, METHOD, OUT, exact_forms, 1, q, M, lq);
    // The infinitely far (and exact's integers' NaN) are rare: from 64QAM up,
    // and for exact's integers, a branch around their products costs fewer
    // instructions than predicating one a soft bit.
    constexpr bool exact_ints = METHOD == CUQAM_METHOD_EXACT && OUT != CUQAM_OUTPUT_F32;
    if ((M <= 2 && !exact_ints) || (far_i | far_q)) {
        if (far_i)
            cuqam_axis_far(&p, 0, i, M, li);
        if (far_q)
            cuqam_axis_far(&p, 1, q, M, lq);
        // (exact's integers: clamped and biased, as cuqam_axis_exact leaves
        // them; NaN's far values are NaN)
        if constexpr (exact_ints) {
#pragma unroll
            for (int j = 0; j < M; ++j) {
                li[j] = far_i ? exact_rare_value<OUT>(li[j]) : li[j];
                lq[j] = far_q ? exact_rare_value<OUT>(lq[j]) : lq[j];
            }
        }
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
            pr[t] = __byte_perm(
                __float_as_uint(ys[2 * t]), __float_as_uint(ys[2 * t + 1]), 0x5410);
        } else {
            pr[t] = pack_pair<OUT>(round_sat_s8(ys[2 * t]), round_sat_s8(ys[2 * t + 1]));
        }
    }
    if constexpr (OUT != CUQAM_OUTPUT_F32) {
        constexpr unsigned flip = OUT == CUQAM_OUTPUT_U8 && FLIP ? 0x80808080u : 0u;
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

} // namespace cuqam_cuda

#endif // CUQAM_CUDA_SYMBOL_OUT_CUH
