/*
 * exact for the SIMD table kernels (compiled once per ISA, as
 * cuqam_demap_table.h): the sums per bit value in one pass over the points,
 * relative to the nearest point so far, and the LLRs from them with the rare
 * second pass where a lane's other sum underflowed.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_DEMAP_TABLE_EXACT_H
#define CUQAM_DEMAP_TABLE_EXACT_H

#include "cuqam_demap_table_walk.h"

/* exact's terms in base 2, g2 = log2(e) / N0, with the headroom H
 * (cuqam_table_sums): with a fused multiply-add as on the GPU, the reference
 * is dmin g2 + H (hs = H) and a term's exponent one FMA; without
 * it the difference goes first and the reference is dmin plus H's distance
 * (hs = H / g2). */
#ifdef CUQAM_V_FUSED_FMA
#define CUQAM_V_TABLE_REF(g2, dmin, hs) vf_fma(dmin, g2, hs)
#define CUQAM_V_TABLE_TERM(g2, d, ref) cuqam_vexp2_term(vf_fma(d, cuqam_vneg(g2), ref))
#define CUQAM_V_TABLE_RESCALE(g2, ref_old, ref_new, half) \
    cuqam_vexp2_term(vf_mul(vf_sub(ref_new, ref_old), half))
#else
#define CUQAM_V_TABLE_REF(g2, dmin, hs) vf_add(dmin, hs)
#define CUQAM_V_TABLE_TERM(g2, d, ref) cuqam_vexp2_term(vf_mul(vf_sub(ref, d), g2))
#define CUQAM_V_TABLE_RESCALE(g2, ref_old, ref_new, half) \
    cuqam_vexp2_term(vf_mul(vf_sub(ref_new, ref_old), vf_mul(g2, half)))
#endif

/* The headroom H of exact's sums per lane (cuqam_table_headroom), from 1/N0
 * and log2(e) (2 r)^2 (cuqam_params.nk.headroom) */
CUQAM_V_INLINE vf CUQAM_ISA(table_headroom)(vf n0inv, float range_num)
{
    return vf_round(
        vf_min(vf_mul(n0inv, vf_set1(range_num)), vf_set1(CUQAM_TABLE_HEADROOM_MAX)));
}

/* exact: the sums per bit value, 2^H relative to the nearest point, whose
 * distance is returned (cuqam_table_sums); from the keys where keys is not
 * NULL (ISAs with FMA, blocks with no input rule), which return that
 * distance less |y|^2. */
CUQAM_V_INLINE vf CUQAM_ISA(table_sums)(const float* pts,
                                        const float* keys,
                                        vf n0inv,
                                        vf H,
                                        const int k,
                                        vf yi,
                                        vf yq,
                                        vf* S1,
                                        vf* S0)
{
    const int bb = k < CUQAM_TABLE_BLOCK_BITS ? k : CUQAM_TABLE_BLOCK_BITS;
    const vf g2 = vf_mul(n0inv, vf_set1(1.44269504088896341f));
    (void)keys; /* without FMA: always NULL */
#ifdef CUQAM_V_FUSED_FMA
    const vf hs = H;
#else
    const vf hs = vf_div(H, g2);
#endif
    vf dmin = vf_set1(3.0e38f), ref = vf_zero();
    vf P[CUQAM_TABLE_BLOCK]; /* per position in the block */
    for (int b = 0; b < k; ++b)
        S1[b] = S0[b] = vf_zero();
    for (int j = 0; j < (1 << bb); ++j)
        P[j] = vf_zero();
    for (int blk = 0; blk < (1 << (k - bb)); ++blk) {
        vf w[CUQAM_TABLE_BLOCK], t[CUQAM_TABLE_BLOCK];
#ifdef CUQAM_V_FUSED_FMA
        if (keys)
            CUQAM_ISA(table_block_keys)(keys, k, blk, bb, yi, yq, w);
        else
#endif
            CUQAM_ISA(table_block_dists)(pts, blk, bb, yi, yq, w);
        for (int j = 0; j < (1 << bb); ++j)
            t[j] = w[j];
        const vf near = vf_min(dmin, CUQAM_ISA(table_block_total)(t, bb, 1));
        const vf ref_near = CUQAM_V_TABLE_REF(g2, near, hs);
        /* the sums so far, relative to the new nearest; the first block
         * finds them at 0 */
        vf r = blk ? CUQAM_V_TABLE_RESCALE(g2, ref, ref_near, vf_set1(1.0f)) : vf_zero();
        /* rare: below CUQAM_TABLE_RESCALE_MIN in two halves (table_exact.h) */
        const vm steep = vm_lt(r, vf_set1(CUQAM_TABLE_RESCALE_MIN));
        if (k < CUQAM_TABLE_HEADROOM_BITS && blk && vm_any(steep)) {
            const vf h =
                vf_select(steep,
                          CUQAM_V_TABLE_RESCALE(g2, ref, ref_near, vf_set1(0.5f)),
                          vf_set1(1.0f));
            for (int j = 0; j < (1 << bb); ++j)
                P[j] = vf_mul(P[j], h);
            for (int j = bb; j < k; ++j) {
                S1[k - 1 - j] = vf_mul(S1[k - 1 - j], h);
                S0[k - 1 - j] = vf_mul(S0[k - 1 - j], h);
            }
            r = vf_select(steep, h, r);
        }
        dmin = near;
        ref = ref_near;
        for (int j = 0; j < (1 << bb); ++j) {
            w[j] = CUQAM_V_TABLE_TERM(g2, w[j], ref);
            P[j] = vf_fma(P[j], r, w[j]);
        }
        if (k == bb)
            continue;
        const vf tot = CUQAM_ISA(table_block_total)(w, bb, 0);
        for (int j = bb; j < k; ++j) {
            const int b = k - 1 - j;
            if ((blk >> (j - bb)) & 1) {
                S1[b] = vf_fma(S1[b], r, tot);
                S0[b] = vf_mul(S0[b], r);
            } else {
                S1[b] = vf_mul(S1[b], r);
                S0[b] = vf_fma(S0[b], r, tot);
            }
        }
    }
    CUQAM_ISA(table_low_bits)(P, k, bb, 0, S1, S0);
    return dmin;
}

/* Bit b's other set (its label bit the other value than own) summed again
 * for one lane, symbol (yi, yq): e^(-(d - dref)/N0) over vectors of points,
 * dref (to *dref_out) that set's nearest distance; the rare second pass of
 * table_exact_llrs where few lanes need it, 2^k >= CUQAM_VW points. Label
 * bit s below log2(CUQAM_VW) takes a fixed set of lanes of every vector,
 * above it whole vectors (the others are skipped). */
CUQAM_V_INLINE float CUQAM_ISA(table_resum_lane)(const float* table,
                                                 const int k,
                                                 const int b,
                                                 int own,
                                                 float yi,
                                                 float yq,
                                                 float n0inv,
                                                 float* dref_out)
{
    static const float lane_bit[4][16] = {
        { 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1 },
        { 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1 },
        { 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1 },
        { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1 },
    };
    int vb = 0; /* log2(CUQAM_VW) */
    while ((1 << vb) < CUQAM_VW)
        ++vb;
    const int s = k - 1 - b, other = !own;
    const vf pat = s < vb ? vf_loadu(lane_bit[s]) : vf_set1((float)other);
    const vm lanes = other ? vm_lt(vf_set1(0.5f), pat) : vm_lt(pat, vf_set1(0.5f));
    const vf big = vf_set1(3.0e38f), vyi = vf_set1(yi), vyq = vf_set1(yq);
    vf dm = big, sum = vf_zero();
    float lanes_out[CUQAM_VW], dmin = 3.0e38f, total = 0.0f;
    for (int pass = 0; pass < 2; ++pass) {
        const vf dref = vf_set1(dmin), nn0 = vf_set1(-n0inv);
        for (int v = 0; v < (1 << k) / CUQAM_VW; ++v) {
            if (s >= vb && ((v >> (s - vb)) & 1) != other)
                continue;
            vf x, y;
            vf_deinterleave(table + 2 * CUQAM_VW * v, &x, &y);
            const vf dx = vf_sub(vyi, x), dy = vf_sub(vyq, y);
            const vf d = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
            if (pass == 0)
                dm = vf_min(dm, vf_select(lanes, d, big));
            else
                sum = vf_add(
                    sum,
                    vf_select(lanes,
                              cuqam_vexp(vf_mul(nn0, vf_max(vf_sub(d, dref), vf_zero()))),
                              vf_zero()));
        }
        vf_storeu(lanes_out, pass == 0 ? dm : sum);
        for (int i = 0; i < CUQAM_VW; ++i) {
            if (pass == 0)
                dmin = lanes_out[i] < dmin ? lanes_out[i] : dmin;
            else
                total += lanes_out[i];
        }
    }
    *dref_out = dmin;
    return total;
}

/* exact's L from the sums, which carry 2^H (cuqam_table_ln_ratio): their
 * ratio, or where the other is below CUQAM_TABLE_APART the own sum's scaled
 * back by 2^-H over it, plus H ln 2. Where the other sum underflowed,
 * integer outputs that saturate take the own set's sign; otherwise that set
 * is summed again relative to its own nearest point (cuqam_table_exact_llr). */
CUQAM_V_INLINE void CUQAM_ISA(table_exact_llrs)(const cuqam_params* p,
                                                vf n0inv,
                                                vf H,
                                                const int k,
                                                vf yi,
                                                vf yq,
                                                vf dmin,
                                                const vf* S1,
                                                const vf* S0,
                                                vf* L)
{
    const vf tiny = vf_set1(CUQAM_TABLE_UNDERFLOW), one = vf_set1(1.0f),
             nn0 = cuqam_vneg(n0inv);
    const int saturates =
        p->output != CUQAM_OUTPUT_F32 && CUQAM_TABLE_UNDERFLOW_LLR * p->scale >= 128.0f;
    const vf sat = vf_set1(CUQAM_FAR_LLR_INT / p->scale);
    vf D1[CUQAM_MAX_BITS], D0[CUQAM_MAX_BITS];
    int have_minima = 0;
    for (int b = 0; b < k; ++b) {
        const vm own1 = vm_le(S0[b], S1[b]);
        const vf other = vf_select(own1, S0[b], S1[b]);
        const vm apart = vm_lt(other, vf_set1(CUQAM_TABLE_APART));
        if (!vm_any(apart)) {
            L[b] = cuqam_vlog(vf_div(S1[b], S0[b]));
            continue;
        }
        /* 1 where a sum underflowed, so that no lane divides by 0 */
        const vm under = vm_le(other, tiny);
        const vf own_back = vf_mul_exp2(vf_select(own1, S1[b], S0[b]), cuqam_vneg(H));
        const vf ln =
            cuqam_vlog(vf_div(vf_select(apart, own_back, S1[b]),
                              vf_select(apart, vf_select(under, one, other), S0[b])));
        const vf mag = vf_fma(H, vf_set1(0.693147180559945309f), ln);
        L[b] = vf_select(apart, vf_select(own1, mag, cuqam_vneg(mag)), ln);
        if (!vm_any(under))
            continue;
        if (saturates) {
            L[b] = vf_select(under, vf_select(own1, sat, cuqam_vneg(sat)), L[b]);
            continue;
        }
        float flag[CUQAM_VW];
        int lanes = 0;
        vf_storeu(flag, vf_select(under, one, vf_zero()));
        for (int i = 0; i < CUQAM_VW; ++i)
            lanes += flag[i] != 0.0f;
        vf dref, resum = vf_zero();
        if ((1 << k) >= CUQAM_VW && 2 * lanes <= CUQAM_VW) {
            /* few lanes: each alone, over vectors of points */
            float xi[CUQAM_VW], xq[CUQAM_VW], xn[CUQAM_VW], xo[CUQAM_VW];
            float rs[CUQAM_VW], ds[CUQAM_VW];
            vf_storeu(xi, yi);
            vf_storeu(xq, yq);
            vf_storeu(xn, n0inv);
            vf_storeu(xo, vf_select(own1, one, vf_zero()));
            for (int i = 0; i < CUQAM_VW; ++i) {
                rs[i] = 1.0f;
                ds[i] = 0.0f;
                if (flag[i] != 0.0f)
                    rs[i] = CUQAM_ISA(table_resum_lane)(
                        p->table, k, b, xo[i] != 0.0f, xi[i], xq[i], xn[i], &ds[i]);
            }
            resum = vf_loadu(rs);
            dref = vf_loadu(ds);
        } else {
            /* many: every lane over every point */
            if (!have_minima) {
                CUQAM_ISA(table_minima)(p->table, k, yi, yq, D1, D0);
                have_minima = 1;
            }
            dref = vf_select(own1, D0[b], D1[b]);
            for (int l = 0; l < (1 << k); ++l) {
                const vf dx = vf_sub(yi, vf_set1(p->table[2 * l])),
                         dy = vf_sub(yq, vf_set1(p->table[2 * l + 1]));
                const vf d = vf_add(vf_mul(dx, dx), vf_mul(dy, dy));
                const vf t = cuqam_vexp(vf_mul(nn0, vf_max(vf_sub(d, dref), vf_zero())));
                /* the other set: bit b of label l differs from the own value */
                resum = vf_add(resum,
                               ((l >> (k - 1 - b)) & 1) ? vf_select(own1, vf_zero(), t)
                                                        : vf_select(own1, t, vf_zero()));
            }
        }
        resum = vf_select(under, resum, one);
        const vf gap = vf_mul(vf_sub(dref, dmin), n0inv);
        const vf lo = vf_select(own1,
                                vf_add(gap, cuqam_vlog(vf_div(own_back, resum))),
                                vf_sub(cuqam_vlog(vf_div(resum, own_back)), gap));
        L[b] = vf_select(under, lo, L[b]);
    }
}

#endif
