/*
 * Which kernel runs a call: one table per kind, made at compile time from the
 * kernel templates, indexed by the call's order, method and output.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_KERNEL_TABLE_CUH
#define CUQAM_CUDA_KERNEL_TABLE_CUH

#include "demap_table_kernel.cuh"
#include "kernel_noise.cuh"
#include "kernels.cuh"
#include "map_kernels.cuh"

#include <array>
#include <utility>

namespace cuqam_cuda {

struct demap_kernels {
    const void* vec;
    const void* vec_reordered; // f32 in another output order than 3GPP's
    const void* vec_split;     // Wi-Fi's output order (p.split)
    // one symbol a thread, any alignment: per-symbol N0, unaligned pointers,
    // the last odd symbol (kernel_noise.cuh)
    const void* symbols;
};

template <int M, int METHOD, int OUT>
demap_kernels kernels_for()
{
    constexpr int reordered = OUT == CUQAM_OUTPUT_F32 ? kOrderScatter : kOrderAny;
    constexpr int split = M == 1 ? kOrderAny : kOrderSplit; // QPSK: 3GPP's order
    return { (const void*)demap_vec_kernel<M, METHOD, OUT>,
             (const void*)demap_vec_kernel<M, METHOD, OUT, reordered>,
             (const void*)demap_vec_kernel<M, METHOD, OUT, split>,
             (const void*)demap_symbols_kernel<M, METHOD, OUT> };
}

// Entry ((m - 1) * 3 + method) * 3 + output: the enums' values, m = 1 .. 6.
template <int... I>
constexpr std::array<demap_kernels (*)(), sizeof...(I)>
make_demap_table(std::integer_sequence<int, I...>)
{
    return { { &kernels_for<I / 9 + 1, (I / 3) % 3, I % 3>... } };
}

// Entry ((k - 1) * 2 + (method == exact)) * 3 + output, k = 1 .. 12.
template <int... I>
std::array<const void*, sizeof...(I)>
make_table_kernel_table(std::integer_sequence<int, I...>)
{
    return { { (const void*)&demap_table_kernel < I / 6 + 1,
               (I / 3) % 2 ? CUQAM_METHOD_EXACT : CUQAM_METHOD_MAXLOG,
               I % 3 > ... } };
}

template <int... I>
constexpr std::array<const void*, sizeof...(I)>
make_map_table(std::integer_sequence<int, I...>)
{
    return { { (const void*)&map_kernel<I + 1>... } };
}

// The core validated p (m 1..6, method and output within their enums).
inline demap_kernels select_kernels(const cuqam_params& p)
{
    static constexpr auto table =
        make_demap_table(std::make_integer_sequence<int, 6 * 3 * 3>{});
    return table[(size_t)(((p.m - 1) * 3 + p.method) * 3 + p.output)]();
}

// Table kernels: k 1..12, exact or maxlog (the core refuses approx).
inline const void* select_table_kernel(const cuqam_params& p)
{
    static const auto table =
        make_table_kernel_table(std::make_integer_sequence<int, 12 * 2 * 3>{});
    const int exact = p.method == CUQAM_METHOD_EXACT;
    return table[(size_t)(((p.k - 1) * 2 + exact) * 3 + p.output)];
}

inline const void* select_map_kernel(int m)
{
    static const auto table = make_map_table(std::make_integer_sequence<int, 6>{});
    return table[(size_t)(m - 1)];
}

} // namespace cuqam_cuda

#endif
