/*
 * The SIMD table kernels (any constellation), compiled once per ISA with
 * cuqam_demap_simd.h: CUQAM_ISA(cuqam_demap_table). One lane per symbol,
 * CUQAM_VW symbols per block, the points broadcast one at a time; the math is
 * table_math.h's, operation for operation (maxlog's outputs are
 * bit-identical to the generic kernel's; exact uses the vector exp and log,
 * within the documented tolerance). The symbols left over at the end go
 * through the generic kernel.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_TABLE_SIMD_GUARD
#define CUQAM_DEMAP_TABLE_SIMD_GUARD
#include "../../math/table_math.h"
#endif

CUQAM_V_INLINE void CUQAM_ISA(table_block)(
    const cuqam_params* p, const float* in, size_t first, void* out, const int k)
{
    const int npts = 1 << k;
    const float* pts = p->table;
    float xi[CUQAM_VW], xq[CUQAM_VW];
    int is_nan[CUQAM_VW], is_far[CUQAM_VW];
    for (int l = 0; l < CUQAM_VW; ++l) { /* memcpy: input may be unaligned */
        memcpy(&xi[l], in + 2 * (first + (size_t)l), sizeof(float));
        memcpy(&xq[l], in + 2 * (first + (size_t)l) + 1, sizeof(float));
        cuqam_table_input(p, &xi[l], &xq[l], &is_nan[l], &is_far[l]);
    }
    const vf yi = vf_loadu(xi), yq = vf_loadu(xq);
    const vf big = vf_set1(3.0e38f), n0inv = vf_set1(p->n0inv);
    vf d1[CUQAM_MAX_BITS], d0[CUQAM_MAX_BITS], dmin = big;
    for (int b = 0; b < k; ++b)
        d1[b] = d0[b] = big;
    for (int l = 0; l < npts; ++l) {
        const vf dx = vf_sub(yi, vf_set1(pts[2 * l])),
                 dy = vf_sub(yq, vf_set1(pts[2 * l + 1]));
        const vf d = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
        dmin = vf_min(d, dmin);
        for (int b = 0; b < k; ++b) {
            if ((l >> (k - 1 - b)) & 1)
                d1[b] = vf_min(d, d1[b]);
            else
                d0[b] = vf_min(d, d0[b]);
        }
    }
    const float out_scale = p->output == CUQAM_OUTPUT_F32 ? 1.0f : p->scale;
    const vf sign = vf_set1(p->sign), oscale = vf_set1(out_scale);
    vf L[CUQAM_MAX_BITS];
    if (p->method == CUQAM_METHOD_EXACT) {
        vf s1[CUQAM_MAX_BITS], s0[CUQAM_MAX_BITS];
        for (int b = 0; b < k; ++b)
            s1[b] = s0[b] = vf_zero();
        const vf nn0 = cuqam_vneg(n0inv);
        for (int l = 0; l < npts; ++l) {
            const vf dx = vf_sub(yi, vf_set1(pts[2 * l])),
                     dy = vf_sub(yq, vf_set1(pts[2 * l + 1]));
            const vf t = cuqam_vexp(
                vf_mul(nn0, vf_sub(vf_add(vf_mul(dx, dx), vf_mul(dy, dy)), dmin)));
            for (int b = 0; b < k; ++b) {
                if ((l >> (k - 1 - b)) & 1)
                    s1[b] = vf_add(s1[b], t);
                else
                    s0[b] = vf_add(s0[b], t);
            }
        }
        const vf spread = vf_set1(0.693147181f * (float)(k - 1));
        const vf tiny = vf_set1(CUQAM_TABLE_UNDERFLOW), one = vf_set1(1.0f);
        for (int b = 0; b < k; ++b) {
            const vm own1 = vm_le(d1[b], d0[b]);
            const vf other = vf_select(own1, s0[b], s1[b]);
            const vf gap = vf_mul(vf_sub(d0[b], d1[b]), n0inv);
            const vm under = vm_le(other, tiny);
            vf l = cuqam_vlog(vf_div(s1[b], vf_select(under, one, s0[b])));
            if (vm_any(under)) {
                /* lanes whose output saturates either way take maxlog's L */
                vf need = vf_select(under, one, vf_zero());
                if (p->output != CUQAM_OUTPUT_F32) {
                    const vm sat =
                        vm_le(vf_set1(128.0f),
                              vf_mul(vf_sub(cuqam_vabs(gap), spread), vf_set1(p->scale)));
                    need = vf_select(sat, vf_zero(), need);
                }
                const vm refine = vm_lt(vf_zero(), need);
                l = vf_select(under, gap, l);
                if (vm_any(refine)) {
                    const vf dref = vf_select(own1, d0[b], d1[b]);
                    vf resum = vf_zero();
                    for (int q = 0; q < npts; ++q) {
                        const vf dx = vf_sub(yi, vf_set1(pts[2 * q])),
                                 dy = vf_sub(yq, vf_set1(pts[2 * q + 1]));
                        const vf d = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
                        const vf t =
                            cuqam_vexp(vf_mul(nn0, vf_max(vf_sub(d, dref), vf_zero())));
                        resum = vf_add(resum,
                                       ((q >> (k - 1 - b)) & 1)
                                           ? vf_select(own1, vf_zero(), t)
                                           : vf_select(own1, t, vf_zero()));
                    }
                    resum = vf_select(refine, resum, one);
                    const vf r = vf_select(own1,
                                           vf_div(s1[b], resum),
                                           vf_div(resum, vf_select(refine, s0[b], one)));
                    l = vf_select(refine, vf_add(gap, cuqam_vlog(r)), l);
                }
            }
            L[b] = vf_mul(vf_mul(sign, l), oscale);
        }
    } else {
        for (int b = 0; b < k; ++b)
            L[b] = vf_mul(vf_mul(sign, vf_mul(vf_sub(d0[b], d1[b]), n0inv)), oscale);
    }
    float t[CUQAM_MAX_BITS][CUQAM_VW];
    for (int b = 0; b < k; ++b)
        vf_storeu(t[b], L[b]);
    const float far = p->output == CUQAM_OUTPUT_F32 ? INFINITY : CUQAM_FAR_LLR_INT;
    for (int l = 0; l < CUQAM_VW; ++l) {
        float y[CUQAM_MAX_BITS];
        for (int b = 0; b < k; ++b) {
            y[b] = t[b][l];
            if (is_far[l])
                y[b] = y[b] > 0.0f ? far : (y[b] < 0.0f ? -far : 0.0f);
            y[b] = is_nan[l] ? 0.0f : y[b];
        }
        cuqam_store_symbol(p->output, cuqam_identity_order, y, k, out, first + (size_t)l);
    }
}

#define CUQAM_TABLE_DEF(K)                                                            \
    static void CUQAM_ISA(table_k##K)(                                                \
        const cuqam_params* p, const float* in, size_t n, void* out)                  \
    {                                                                                 \
        const size_t full = n - n % CUQAM_VW;                                         \
        for (size_t s = 0; s < full; s += CUQAM_VW)                                   \
            CUQAM_ISA(table_block)(p, in, s, out, K);                                 \
        if (full < n) {                                                               \
            const size_t obytes = p->output == CUQAM_OUTPUT_F32 ? sizeof(float) : 1u; \
            cuqam_demap_table_generic(                                                \
                p, in + 2 * full, n - full, (unsigned char*)out + full * K * obytes); \
        }                                                                             \
    }
CUQAM_TABLE_DEF(1)
CUQAM_TABLE_DEF(2)
CUQAM_TABLE_DEF(3)
CUQAM_TABLE_DEF(4)
CUQAM_TABLE_DEF(5)
CUQAM_TABLE_DEF(6)
CUQAM_TABLE_DEF(7)
CUQAM_TABLE_DEF(8)
CUQAM_TABLE_DEF(9)
CUQAM_TABLE_DEF(10)
CUQAM_TABLE_DEF(11)
CUQAM_TABLE_DEF(12)
#undef CUQAM_TABLE_DEF

void CUQAM_ISA(cuqam_demap_table)(const cuqam_params* p,
                                  const float* in,
                                  size_t n,
                                  void* out)
{
    static void (*const by_k[])(const cuqam_params*, const float*, size_t, void*) = {
        CUQAM_ISA(table_k1),  CUQAM_ISA(table_k1),  CUQAM_ISA(table_k2),
        CUQAM_ISA(table_k3),  CUQAM_ISA(table_k4),  CUQAM_ISA(table_k5),
        CUQAM_ISA(table_k6),  CUQAM_ISA(table_k7),  CUQAM_ISA(table_k8),
        CUQAM_ISA(table_k9),  CUQAM_ISA(table_k10), CUQAM_ISA(table_k11),
        CUQAM_ISA(table_k12),
    };
    by_k[p->k](p, in, n, out);
}
