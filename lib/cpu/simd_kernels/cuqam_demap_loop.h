/*
 * The closed-form demapper's loop over vectors (square QAM), compiled once
 * per ISA as cuqam_demap_simd.h is: CUQAM_ISA(demap_loop), the body every
 * (order, method, output, variant) kernel instantiates. Each vector holds
 * CUQAM_VW/2 symbols as interleaved I, Q; the per-bit math runs on both axes
 * at once, then the m bit vectors are put in the labelling's output order
 * (3GPP: b0 = I bit 0, b1 = Q bit 0, ...). The symbols left over at the end
 * go through the generic kernel, which computes the same values.
 *
 * Variants, chosen per call: aligned loads where the input is aligned to the
 * vector (approx and maxlog, which are memory bound); for integer outputs a
 * path that lets the saturating packs do the clamping where no scaled value
 * can reach 2^30 (clamp-then-round and round-then-saturate agree because the
 * bounds are integers), otherwise a float clamp first.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_LOOP_H
#define CUQAM_DEMAP_LOOP_H

#include "../cpu_kernels.h"
#include "cuqam_demap_approx.h"
#include "cuqam_demap_exact.h"
#include "cuqam_demap_maxlog.h"
#include "cuqam_demap_store.h"
#include "cuqam_simd_math.h"

#include <math.h>

#ifndef CUQAM_STREAM_MIN_BYTES
#define CUQAM_STREAM_MIN_BYTES (8u << 20)
#endif

/* Per-symbol N0 of the vector's symbols at noise (one per I, Q lane pair;
 * axes_split: one per lane of each axis' half), by the rule of
 * cuqam_symbol_n0: erased lanes of *x become NaN. */
CUQAM_V_INLINE vf CUQAM_ISA(lane_n0)(const float* noise,
                                     float n0_min,
                                     const int axes_split,
                                     vf* x)
{
    vm valid;
#ifdef CUQAM_V_AXES_SPLIT
    const vf each = axes_split ? vf_load_quad2(noise) : vf_load_dup2(noise);
#else
    (void)axes_split;
    const vf each = vf_load_dup2(noise);
#endif
    const vf n0 = cuqam_v_symbol_n0(each, n0_min, &valid);
    *x = vf_select(valid, *x, vf_set1(NAN));
    return n0;
}

CUQAM_V_INLINE void CUQAM_ISA(demap_loop)(const cuqam_params* p,
                                          const float* in,
                                          size_t n,
                                          void* out,
                                          const int m,
                                          const int method,
                                          const int output,
                                          const int aligned,
                                          const int variant,
                                          const int per_sym,
                                          const int saturates)
{
    /* variant: integers, 1 = the float clamp first; f32, the output order:
     * 0 3GPP's, 1 another (p->src), 2 Wi-Fi's (a constant here);
     * saturates: exact's integers' scale saturates (demap_loop_at) */
    const int clamp = output != CUQAM_OUTPUT_F32 && variant;
    const int permuted = output == CUQAM_OUTPUT_F32 && variant;
    const int f32_order = permuted ? variant : 0; /* store_f32's */
    /* the vector's lanes as I I I I | Q Q Q Q, not I Q I Q (simd_avx2.h) */
#ifdef CUQAM_V_AXES_SPLIT
    const int axes_split = output == CUQAM_OUTPUT_F32 && CUQAM_V_AXES_SPLIT(m, f32_order);
#else
    const int axes_split = 0;
#endif
    const size_t per = CUQAM_VW / 2; /* symbols per vector */
    const size_t nvec = n / per;
    const size_t k = 2u * (size_t)m;
    const vf inv_a = vf_set1(p->inv_a), cu = vf_set1(p->clamp_u),
             ncu = vf_set1(-p->clamp_u);
    const int f32 = output == CUQAM_OUTPUT_F32;
    const float g = f32 ? p->nz.gain : p->nz.qgain;
    /* per bit and lane (I, Q, I, Q, ...): gain, sign and far gain with the
     * bit's label polarity */
    vf gain[CUQAM_MAX_AXIS_BITS], sign[CUQAM_MAX_AXIS_BITS],
        far_gain[CUQAM_MAX_AXIS_BITS], bit_sign[CUQAM_MAX_AXIS_BITS];
    for (int j = 0; j < m; ++j) {
        float tg[CUQAM_VW], ts[CUQAM_VW], tf[CUQAM_VW], tb[CUQAM_VW];
        for (int l = 0; l < CUQAM_VW; ++l) {
#ifdef CUQAM_V_AXES_SPLIT
            const int axis = axes_split ? CUQAM_V_SPLIT_AXIS(l) : l & 1;
#else
            const int axis = l & 1;
#endif
            const float bs = p->bit_sign[axis][j];
            tg[l] = g * bs;
            ts[l] = p->sign * bs;
            tf[l] = p->far_gain * bs;
            tb[l] = bs;
        }
        gain[j] = vf_loadu(tg);
        sign[j] = vf_loadu(ts);
        far_gain[j] = vf_loadu(tf);
        bit_sign[j] = vf_loadu(tb);
    }
    /* exact's N0 terms (cuqam_noise): the call's, or each symbol's */
    cuqam_vnoise vz;
    vz.g = vf_set1(p->nz.g_exact);
    vz.g2 = vf_set1(p->nz.g2_exact);
    vz.c4 = vf_set1(p->nz.c4_2exact);
    if (method == CUQAM_METHOD_EXACT && !per_sym)
        cuqam_vnoise_step(&vz);
    const vf big = vf_set1(3.40282347e38f);
    if (method == CUQAM_METHOD_EXACT) /* +-scale and the log unit: one product */
        for (int j = 0; j < m; ++j)
            sign[j] =
                vf_mul(sign[j], vf_set1((f32 ? 1.0f : p->scale) * CUQAM_V_LOG_UNIT));
    const vf far_u = vf_set1(CUQAM_FAR_U);
    CUQAM_ISA(pair_order)
    po = CUQAM_ISA(pair_order_make)(permuted && variant == 1 ? p->src : NULL, m);
#ifdef CUQAM_V_F32_PERMUTED
    if (output == CUQAM_OUTPUT_F32 && CUQAM_V_F32_PERMUTED(m, f32_order))
        CUQAM_ISA(perm_rows_make)(&po.rows, p->src, m);
#endif
    /* Output too large to stay in cache is written around it (one call of
     * this size is a file or benchmark; a flowgraph's calls are smaller) */
    const int stream = m == 4 && output != CUQAM_OUTPUT_F32 &&
                       n * k >= CUQAM_STREAM_MIN_BYTES &&
                       ((uintptr_t)out % (CUQAM_VW * sizeof(float))) == 0;
    /* exact's far terms reach the subnormal range at high SNR */
    const unsigned fp_mode = method == CUQAM_METHOD_EXACT ? v_flush_subnormals() : 0u;
    for (size_t s = 0; s < nvec; ++s) {

        vf x = aligned ? vf_loada(in + s * CUQAM_VW) : vf_loadu(in + s * CUQAM_VW);
#ifdef CUQAM_V_AXES_SPLIT
        if (axes_split)
            x = vf_axes_split(x);
#endif
        if (per_sym) { /* the terms cuqam_noise_at makes, lane by lane */
            const vf n0 =
                CUQAM_ISA(lane_n0)(p->noise + s * per, p->n0_min, axes_split, &x);
            if (method == CUQAM_METHOD_EXACT) {
                vz.g = vf_div(vf_set1(p->nk.g_exact), n0);
                vz.g2 = vf_div(vf_set1(p->nk.g2_exact), n0);
                vz.c4 = vf_mul(vf_set1(-4.0f), vz.g2);
                cuqam_vnoise_step(&vz);
            } else {
                vf gv = vf_div(vf_set1(f32 ? p->nk.gain : p->nk.qgain), n0);
                if (!f32)
                    gv = vf_min(vf_max(gv, cuqam_vneg(big)), big);
                for (int j = 0; j < m; ++j)
                    gain[j] = vf_mul(gv, bit_sign[j]);
            }
        }
        /* NaN lanes come out of the clamps finite and are zeroed below */
        const vf ux = vf_mul(x, inv_a), aux = cuqam_vabs(ux);
        vf L[CUQAM_MAX_AXIS_BITS];
        if (method == CUQAM_METHOD_APPROX) {
            cuqam_v_approx(gain, vf_min(vf_max(ux, ncu), cu), m, L);
        } else if (method == CUQAM_METHOD_EXACT) {
            /* sign carries the integer scale */
            cuqam_v_exact(&vz, sign, vf_min(vf_max(ux, ncu), cu), m, saturates, L);
        } else {
            cuqam_v_maxlog(gain, vf_min(aux, cu), ux, m, L);
        }
        /* One compare finds both rare cases: NaN (unordered) and the
         * infinitely far, which saturate as cuqam_axis_soft; NaN gives 0 */
        if (!vm_all(vm_le(aux, far_u))) {
            const vm far = vm_lt(far_u, aux), number = vm_ord(x);
            if (vm_any(far)) {
                vf F[CUQAM_MAX_AXIS_BITS];
                cuqam_v_approx(far_gain, vf_min(vf_max(ux, ncu), cu), m, F);
                for (int j = 0; j < m; ++j)
                    L[j] = vf_select(far, F[j], L[j]);
            }
            for (int j = 0; j < m; ++j)
                L[j] = vf_keep(number, L[j]);
        }
        if (output == CUQAM_OUTPUT_F32) {
            CUQAM_ISA(store_f32)(&po, f32_order, L, m, (float*)out + s * per * k);
        } else {
            CUQAM_ISA(store_i8)
            (p,
             L,
             m,
             output == CUQAM_OUTPUT_U8,
             clamp,
             stream,
             (unsigned char*)out + s * per * k);
        }
    }
    if (stream)
        v_stream_fence(); /* order the streaming stores before the caller reads or hands
                             on the buffer */
    const size_t done = nvec * per;
    if (done < n) {
        const size_t obytes = output == CUQAM_OUTPUT_F32 ? sizeof(float) : 1u;
        cuqam_params rest;
        cuqam_demap_generic(cuqam_params_from(p, done, &rest),
                            in + 2 * done,
                            n - done,
                            (unsigned char*)out + done * k * obytes);
    }
    if (method == CUQAM_METHOD_EXACT)
        v_restore_fp_mode(fp_mode);
}

/* The loop with saturates a constant: exact's integers leave out the
 * underflow fallback where their scale saturates every L it would serve
 * (the scalar math's unit is e here). Tested at run time inside the loop,
 * it put a branch in every level of the unrolled level loops, which kept
 * the compiler from scheduling across them; a copy of the loop each way
 * for exact's integers instead (docs/benchmarks.md). */
CUQAM_V_INLINE void CUQAM_ISA(demap_loop_at)(const cuqam_params* p,
                                             const float* in,
                                             size_t n,
                                             void* out,
                                             const int m,
                                             const int method,
                                             const int output,
                                             const int aligned,
                                             const int variant,
                                             const int per_sym)
{
    const int saturates = method == CUQAM_METHOD_EXACT && output != CUQAM_OUTPUT_F32 &&
                          cuqam_exact_saturates(p->scale);
    if (saturates) {
        CUQAM_ISA(demap_loop)
        (p, in, n, out, m, method, output, aligned, variant, per_sym, 1);
    } else {
        CUQAM_ISA(demap_loop)
        (p, in, n, out, m, method, output, aligned, variant, per_sym, 0);
    }
}

typedef void (*CUQAM_ISA(dm_fn))(const cuqam_params*, const float*, size_t, void*);
/* One function per (order, method, output, variant); a table picks it. */
#define CUQAM_DEF(M, ME, O, AL, CL)                                   \
    static void CUQAM_ISA(dm_##M##_##ME##_##O##_##AL##CL)(            \
        const cuqam_params* p, const float* in, size_t n, void* out)  \
    {                                                                 \
        CUQAM_ISA(demap_loop_at)(p, in, n, out, M, ME, O, AL, CL, 0); \
    }
/* Per-symbol N0: one function per order and method, clamping, any alignment */
/* clang-format off */
#define CUQAM_DEF_PS(M, ME) \
    static void CUQAM_ISA(ps_##M##_##ME)( \
        const cuqam_params* p, const float* in, size_t n, void* out) \
    { \
        if (p->output == CUQAM_OUTPUT_F32) /* variant: the order (any, read at run time) */ \
            CUQAM_ISA(demap_loop_at)(p, in, n, out, M, ME, CUQAM_OUTPUT_F32, 0, p->permuted, 1); \
        else if (p->output == CUQAM_OUTPUT_S8) \
            CUQAM_ISA(demap_loop_at)(p, in, n, out, M, ME, CUQAM_OUTPUT_S8, 0, 1, 1); \
        else \
            CUQAM_ISA(demap_loop_at)(p, in, n, out, M, ME, CUQAM_OUTPUT_U8, 0, 1, 1); \
    }
/* clang-format on */
#define CUQAM_FOR_M(X, ...) \
    X(1, ##__VA_ARGS__)     \
    X(2, ##__VA_ARGS__)     \
    X(3, ##__VA_ARGS__) X(4, ##__VA_ARGS__) X(5, ##__VA_ARGS__) X(6, ##__VA_ARGS__)

/* maxlog and approx: one function per (output, alignment, variant) */
/* clang-format off */
#define CUQAM_DEF_FAST(M, ME) \
    CUQAM_DEF(M, ME, 0, 0, 0) \
    CUQAM_DEF(M, ME, 0, 0, 1) \
    CUQAM_DEF(M, ME, 0, 0, 2) \
    CUQAM_DEF(M, ME, 0, 1, 0) \
    CUQAM_DEF(M, ME, 0, 1, 1) \
    CUQAM_DEF(M, ME, 0, 1, 2) \
    CUQAM_DEF(M, ME, 1, 0, 0) \
    CUQAM_DEF(M, ME, 1, 0, 1) \
    CUQAM_DEF(M, ME, 1, 1, 0) \
    CUQAM_DEF(M, ME, 1, 1, 1) \
    CUQAM_DEF(M, ME, 2, 0, 0) \
    CUQAM_DEF(M, ME, 2, 0, 1) \
    CUQAM_DEF(M, ME, 2, 1, 0) \
    CUQAM_DEF(M, ME, 2, 1, 1)
#define CUQAM_DEF_FAST_M(M, ME) CUQAM_DEF_FAST(M, ME)
/* their table, [m-1][output][aligned][variant] */
#define CUQAM_VARIANTS(M, ME, O, AL, V2) \
    { CUQAM_ISA(dm_##M##_##ME##_##O##_##AL##0), CUQAM_ISA(dm_##M##_##ME##_##O##_##AL##1), \
      CUQAM_ISA(dm_##M##_##ME##_##O##_##AL##V2) }
#define CUQAM_FAST_ROW(M, ME) \
    { { CUQAM_VARIANTS(M, ME, 0, 0, 2), CUQAM_VARIANTS(M, ME, 0, 1, 2) }, \
      { CUQAM_VARIANTS(M, ME, 1, 0, 1), CUQAM_VARIANTS(M, ME, 1, 1, 1) }, \
      { CUQAM_VARIANTS(M, ME, 2, 0, 1), CUQAM_VARIANTS(M, ME, 2, 1, 1) } }
/* clang-format on */

/* f32's output order: 0 3GPP's, 2 Wi-Fi's (every I bit, then every Q bit),
 * 1 any other */
CUQAM_V_INLINE int CUQAM_ISA(f32_order)(const cuqam_params* p)
{
    return !p->permuted ? 0 : p->split ? 2 : 1;
}

/* maxlog's and approx's kernel for a call without per-symbol N0 */
CUQAM_V_INLINE CUQAM_ISA(dm_fn)
    CUQAM_ISA(fast_kernel)(CUQAM_ISA(dm_fn) const (*table)[3][2][3],
                           const cuqam_params* p,
                           const float* in)
{
    const int o = p->output;
    const int aligned = ((uintptr_t)in % (CUQAM_VW * sizeof(float))) == 0;
    /* largest |scaled value| is below |gain| (clamp_u + 2)^2 for both methods */
    const float reach = fabsf(p->nz.qgain) * (p->clamp_u + 2.0f) * (p->clamp_u + 2.0f);
    /* f32: the order; integers: whether the float clamp comes first */
    const int variant =
        o == CUQAM_OUTPUT_F32 ? CUQAM_ISA(f32_order)(p) : !(reach < 1073741824.0f);
    return table[p->m - 1][o][aligned][variant];
}

/* The closed-form kernels' entries: approx (cuqam_demap_approx_kernels.h)
 * in the ISA's own translation unit; maxlog and exact
 * (cuqam_demap_maxlog_exact_kernels.h) there too, or, where the ISA runs
 * them on groups of vectors (simd_group.h), in a unit of pairs and, with
 * CUQAM_V_QUADS, one of quads (its suffix _quads_<isa>). */
void CUQAM_ISA(cuqam_demap_closed_approx)(const cuqam_params* p,
                                          const float* in,
                                          size_t n,
                                          void* out);
void CUQAM_ISA(cuqam_demap_closed_maxlog_exact)(const cuqam_params* p,
                                                const float* in,
                                                size_t n,
                                                void* out);
#ifdef CUQAM_V_QUADS
void CUQAM_ISA(cuqam_demap_closed_maxlog_exact_quads)(const cuqam_params* p,
                                                      const float* in,
                                                      size_t n,
                                                      void* out);
#endif

#endif
