/*
 * A handle's constellation: checks the points and labels a user gives (or
 * builds a preset's), and finds out whether the closed-form kernels serve it.
 *
 * Closed form: the points are a square grid a * (2i - (2^m - 1)) on both
 * axes, and every label bit is, as a function of the point's grid index on
 * one axis, one of 3GPP's axis bits j or its inverse. Then the label is
 * 3GPP's up to where each bit sits and its polarity, and the closed-form
 * kernels compute it with per-bit signs and an output order. This is found
 * from the points and labels, whatever the preset's name.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "constellation.h"

#include "../math/table_math.h"
#include "handle.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Grid index of every point on each axis, or 0 if not a square grid. */
static int square_grid(const constellation* c, double a, unsigned short* idx)
{
    const int m = c->k / 2, side = 1 << m;
    unsigned char* seen = calloc((size_t)c->num_points, 1);
    if (!seen)
        return 0;
    int ok = 1;
    for (int l = 0; l < c->num_points && ok; ++l) {
        for (int axis = 0; axis < 2 && ok; ++axis) {
            const double at = (c->points[2 * l + axis] / a + (side - 1)) / 2.0;
            const double r = floor(at + 0.5);
            ok = fabs(at - r) <= 1e-4 && r >= 0.0 && r < side;
            idx[2 * l + axis] = (unsigned short)(ok ? r : 0);
        }
        if (ok) {
            const int cell = idx[2 * l] * side + idx[2 * l + 1];
            ok = !seen[cell];
            seen[cell] = 1;
        }
    }
    free(seen);
    return ok;
}

static void classify(constellation* c, double a_hint)
{
    const int k = c->k, m = k / 2;
    if (k < 2 || k % 2 != 0)
        return;
    double max_i = 0.0, max_q = 0.0;
    for (int l = 0; l < c->num_points; ++l) {
        max_i = fmax(max_i, fabs(c->points[2 * l]));
        max_q = fmax(max_q, fabs(c->points[2 * l + 1]));
    }
    if (fabs(max_i - max_q) > 1e-5 * max_i)
        return;
    const double a = a_hint > 0.0 ? a_hint : max_i / ((1 << m) - 1);
    unsigned short* idx = malloc(sizeof *idx * 2u * (size_t)c->num_points);
    if (!idx)
        return;
    int used[2][CUQAM_MAX_AXIS_BITS] = { { 0 } };
    int ok = square_grid(c, a, idx);
    for (int o = 0; o < k && ok; ++o) { /* output o is label bit k-1-o */
        int found = 0;
        for (int cand = 0; cand < 4 * m && !found; ++cand) {
            const int axis = cand & 1, j = (cand >> 1) % m, inv = cand / (2 * m);
            if (used[axis][j])
                continue;
            int same = 1;
            for (int l = 0; l < c->num_points && same; ++l)
                same = (int)((l >> (k - 1 - o)) & 1) ==
                       (cuqam_sorted_level_bit(idx[2 * l + axis], j, m) ^ inv);
            if (same) {
                used[axis][j] = found = 1;
                c->src[o] = (unsigned char)(2 * j + axis);
                c->bit_sign[axis][j] = inv ? -1.0f : 1.0f;
            }
        }
        ok = found;
    }
    free(idx);
    if (!ok)
        return;
    c->closed_form = 1;
    c->a = a;
    c->is_3gpp = 1;
    for (int o = 0; o < k; ++o)
        c->is_3gpp &= c->src[o] == o && c->bit_sign[o & 1][o >> 1] > 0.0f;
}

static void pack_tables(const unsigned char* src, int k, cuqam_params* p);
static double smallest_distance2(const constellation* c);
static float other_spread(const constellation* c);

static int cmp_point(const void* x, const void* y)
{
    const float* a = x;
    const float* b = y;
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : (a[1] < b[1] ? -1 : a[1] > b[1]);
}

/* Explicit points: a power-of-2 count, finite, distinct, labels a permutation. */
static cuqam_status take_points(const cuqam_constellation* in, constellation* c)
{
    const int n = in->num_points;
    if (n < 2 || n > CUQAM_MAX_POINTS || (n & (n - 1)) != 0)
        return cuqam_fail(CUQAM_ERR_CONSTELLATION,
                          "num_points must be a power of 2 from 2 to 4096");
    c->num_points = n;
    c->k = 0;
    while ((1 << c->k) < n)
        ++c->k;
    c->points = malloc(sizeof(float) * 2u * (size_t)n);
    unsigned char* seen = calloc((size_t)n, 1);
    float* sorted = malloc(sizeof(float) * 2u * (size_t)n);
    cuqam_status st = CUQAM_OK;
    if (!c->points || !seen || !sorted)
        st = cuqam_fail(CUQAM_ERR_OUT_OF_MEMORY, "constellation");
    for (int i = 0; i < n && st == CUQAM_OK; ++i) {
        const uint32_t label = in->labels ? in->labels[i] : (uint32_t)i;
        if (label >= (uint32_t)n || seen[label])
            st = cuqam_fail(CUQAM_ERR_CONSTELLATION,
                            "labels must be each of 0 .. num_points - 1 once");
        else if (!isfinite(in->points[2 * i]) || !isfinite(in->points[2 * i + 1]))
            st = cuqam_fail(CUQAM_ERR_CONSTELLATION, "a point is NaN or infinite");
        else if (fabsf(in->points[2 * i]) > CUQAM_POINT_MAX ||
                 fabsf(in->points[2 * i + 1]) > CUQAM_POINT_MAX)
            /* squared distances of inputs pulled in to 4 r stay in float */
            st = cuqam_fail(CUQAM_ERR_CONSTELLATION, "a coordinate is beyond +-1e18");
        else {
            seen[label] = 1;
            c->points[2 * label] = in->points[2 * i];
            c->points[2 * label + 1] = in->points[2 * i + 1];
        }
    }
    if (st == CUQAM_OK) {
        memcpy(sorted, c->points, sizeof(float) * 2u * (size_t)n);
        qsort(sorted, (size_t)n, 2 * sizeof(float), cmp_point);
        for (int i = 1; i < n && st == CUQAM_OK; ++i)
            if (sorted[2 * i] == sorted[2 * i - 2] &&
                sorted[2 * i + 1] == sorted[2 * i - 1])
                st = cuqam_fail(CUQAM_ERR_CONSTELLATION, "two points are the same");
    }
    free(seen);
    free(sorted);
    if (st == CUQAM_OK)
        snprintf(c->name, sizeof c->name, "custom");
    return st;
}

cuqam_status
constellation_build(const cuqam_constellation* in, int bits, constellation* c)
{
    memset(c, 0, sizeof *c);
    for (int j = 0; j < CUQAM_MAX_AXIS_BITS; ++j)
        c->bit_sign[0][j] = c->bit_sign[1][j] = 1.0f;
    for (int o = 0; o < CUQAM_MAX_BITS; ++o)
        c->src[o] = (unsigned char)o;
    double a_hint = 0.0;
    cuqam_status st;
    if (in && in->points) {
        st = take_points(in, c);
    } else {
        if (bits < 1 || bits > CUQAM_MAX_BITS)
            return cuqam_fail(CUQAM_ERR_BITS_PER_SYMBOL, "1 to 12 bits");
        c->k = bits;
        c->num_points = 1 << bits;
        c->points = malloc(sizeof(float) * 2u * (size_t)c->num_points);
        st = c->points ? preset_points(in && in->name ? in->name : "3gpp",
                                       bits,
                                       c->points,
                                       &a_hint,
                                       c->name,
                                       sizeof c->name)
                       : cuqam_fail(CUQAM_ERR_OUT_OF_MEMORY, "constellation");
    }
    for (int l = 0; l < c->num_points && st == CUQAM_OK; ++l)
        c->r_max =
            fmaxf(c->r_max, fmaxf(fabsf(c->points[2 * l]), fabsf(c->points[2 * l + 1])));
    if (st == CUQAM_OK && !(c->r_max > 0.0f))
        st = cuqam_fail(CUQAM_ERR_CONSTELLATION, "every point is 0");
    if (st != CUQAM_OK) {
        constellation_free(c);
        return st;
    }
    c->pi2 = strcmp(c->name, "pi2bpsk") == 0;
    classify(c, a_hint);
    if (c->closed_form)
        pack_tables(c->src, c->k, &c->packing);
    c->dmin2 = c->closed_form ? 4.0 * c->a * c->a : smallest_distance2(c);
    c->other_spread = c->closed_form ? INFINITY : other_spread(c);
    if (!c->closed_form) { /* the pairs -2 I, -2 Q, then every |c|^2 */
        const int n = c->num_points;
        c->keys = malloc(sizeof(float) * 3u * (size_t)n);
        if (!c->keys) {
            constellation_free(c);
            return cuqam_fail(CUQAM_ERR_OUT_OF_MEMORY, "constellation");
        }
        for (int l = 0; l < n; ++l)
            cuqam_table_make_key(c->keys, n, l, c->points[2 * l], c->points[2 * l + 1]);
    }
    const size_t at = strlen(c->name);
    snprintf(c->name + at,
             sizeof c->name - at,
             " %d points, %s",
             c->num_points,
             c->closed_form ? "closed form" : "table kernels");
    return CUQAM_OK;
}

/* Up to 1024 points (some 0.5 M pairs, once per handle): over every point
 * l and bit, the squared distance to the nearest point whose label differs
 * in that bit, the largest of them (cuqam_params.other_spread). */
static float other_spread(const constellation* c)
{
    if (c->num_points > 1024)
        return INFINITY;
    float spread = 0.0f;
    for (int l = 0; l < c->num_points; ++l) {
        double near[CUQAM_MAX_BITS];
        for (int b = 0; b < c->k; ++b)
            near[b] = INFINITY;
        for (int j = 0; j < c->num_points; ++j) {
            const double dx = (double)c->points[2 * l] - c->points[2 * j],
                         dy = (double)c->points[2 * l + 1] - c->points[2 * j + 1];
            const double d2 = dx * dx + dy * dy;
            for (int b = 0; b < c->k; ++b)
                if ((((unsigned)(l ^ j) >> b) & 1u) && d2 < near[b])
                    near[b] = d2;
        }
        for (int b = 0; b < c->k; ++b)
            spread = fmaxf(spread, (float)near[b]);
    }
    return spread;
}

/* Over every pair of points (at most 4096: some 8 M pairs, once per handle). */
static double smallest_distance2(const constellation* c)
{
    double best = INFINITY;
    for (int i = 0; i < c->num_points; ++i)
        for (int j = i + 1; j < c->num_points; ++j) {
            const double dx = (double)c->points[2 * i] - c->points[2 * j],
                         dy = (double)c->points[2 * i + 1] - c->points[2 * j + 1];
            const double d2 = dx * dx + dy * dy;
            best = d2 < best ? d2 : best;
        }
    return best;
}

void constellation_free(constellation* c)
{
    free(c->points);
    free(c->keys);
    c->points = c->keys = NULL;
}

/* The SIMD closed-form kernels' byte shuffles (cuqam_demap_simd.h): byte t of
 * a lane's two symbols is output o = t % k of symbol s = t / k, axis bit
 * src[o] = 2j + axis of float lane 2s + axis, packed at 4j + lane (bits 0-3,
 * register b) or 4(j - 4) + lane (bits 4-5, register c). */
static void pack_tables(const unsigned char* src, int k, cuqam_params* p)
{
    memset(p->pack_head_b, 0x80, 16);
    memset(p->pack_head_c, 0x80, 16);
    memset(p->pack_tail_b, 0x80, 16);
    memset(p->pack_tail_c, 0x80, 16);
    for (int t = 0; t < 2 * k; ++t) {
        const int s = t / k, c = src[t % k], j = c >> 1, lane = 2 * s + (c & 1);
        unsigned char* row = t < 16 ? (j < 4 ? p->pack_head_b : p->pack_head_c)
                                    : (j < 4 ? p->pack_tail_b : p->pack_tail_c);
        row[t % 16] = (unsigned char)(j < 4 ? 4 * j + lane : 4 * (j - 4) + lane);
    }
}

/* The GPU's byte permutes (kernel_params.h, byte_sel): byte t of word q is
 * output o = 4q + t - lead (lead bytes before the symbol's first: 2 where it
 * starts mid-word), axis bit src[o], which is byte src[o] of the symbol's
 * words in 3GPP's order; bytes outside the symbol are don't-cares. */
static void byte_selectors(const unsigned char* src, int k, int lead, unsigned sel[][2])
{
    for (int q = 0; q < CUQAM_MAX_BITS / 4; ++q) {
        unsigned a = 0u, b = 0u;
        for (int t = 0; t < 4; ++t) {
            const int o = 4 * q + t - lead;
            const unsigned s = o >= 0 && o < k ? src[o] : 0u;
            a |= (s < 8u ? s : 0u) << (4 * t); /* byte s of words 0-1 */
            b |= (s < 8u ? (unsigned)t : 4u + s - 8u) << (4 * t); /* or of word 2 */
        }
        sel[q][0] = a;
        sel[q][1] = b;
    }
}

void constellation_params(const constellation* c, cuqam_params* p)
{
    p->kernels = c->closed_form ? CUQAM_KERNELS_CLOSED_FORM : CUQAM_KERNELS_TABLE;
    p->k = c->k;
    p->m = c->k / 2;
    memcpy(p->src, c->src, sizeof p->src);
    memcpy(p->bit_sign, c->bit_sign, sizeof p->bit_sign);
    p->permuted = 0;
    p->split = c->closed_form && c->k > 2;
    for (int o = 0; o < c->k; ++o) {
        p->permuted |= c->src[o] != o;
        p->dst[c->src[o]] = (unsigned char)o;
        p->split &= c->src[o] == (o < p->m ? 2 * o : 2 * (o - p->m) + 1);
    }
    byte_selectors(c->src, c->k, 0, p->byte_sel);
    byte_selectors(c->src, c->k, 2, p->byte_sel_half);
    memcpy(p->pack_head_b, c->packing.pack_head_b, sizeof p->pack_head_b);
    memcpy(p->pack_head_c, c->packing.pack_head_c, sizeof p->pack_head_c);
    memcpy(p->pack_tail_b, c->packing.pack_tail_b, sizeof p->pack_tail_b);
    memcpy(p->pack_tail_c, c->packing.pack_tail_c, sizeof p->pack_tail_c);
    p->table = c->points;
    p->keys = c->keys; /* the GPU's exact kernels make their own */
    p->other_spread = c->other_spread;
    p->num_points = c->num_points;
    p->pi2 = c->pi2;
    p->phase = 0;
    p->r_clamp = 4.0f * c->r_max;
    p->r_far = CUQAM_FAR_U * c->r_max;
}

/* Squared distance from (yi, yq) to the nearest point: per axis on a
 * square grid (levels (2i + 1 - 2^m) a), by search otherwise (pi2bpsk: its
 * points and their turned copies, whatever the symbol's parity). */
static double nearest_distance2(const constellation* c, double yi, double yq)
{
    if (c->closed_form) {
        const double outer = ldexp(1.0, c->k / 2) - 1.0, u[2] = { yi / c->a, yq / c->a };
        double d2 = 0.0;
        for (int ax = 0; ax < 2; ++ax) {
            double l = 2.0 * floor(u[ax] / 2.0) + 1.0; /* nearest odd level */
            l = l > outer ? outer : (l < -outer ? -outer : l);
            d2 += (u[ax] - l) * (u[ax] - l);
        }
        return d2 * c->a * c->a;
    }
    double best = INFINITY;
    for (int p = 0; p < c->num_points; ++p)
        for (int turn = 0; turn <= c->pi2; ++turn) {
            const double pi = c->points[2 * p], pq = c->points[2 * p + 1];
            const double di = yi - (turn ? -pq : pi), dq = yq - (turn ? pi : pq);
            const double d2 = di * di + dq * dq;
            best = d2 < best ? d2 : best;
        }
    return best;
}

double constellation_distance2_sum(const constellation* c,
                                   const float* in,
                                   size_t n,
                                   size_t* used)
{
    double sum = 0.0;
    size_t count = 0;
    for (size_t s = 0; s < n; ++s) {
        float y[2];
        memcpy(y, in + 2 * s, sizeof y); /* any alignment */
        if (!isfinite(y[0]) || !isfinite(y[1]))
            continue;
        sum += nearest_distance2(c, y[0], y[1]);
        ++count;
    }
    *used = count;
    return sum;
}

cuqam_status cuqam_constellation_points(const cuqam_constellation* in,
                                        int bits_per_symbol,
                                        float* points,
                                        size_t capacity,
                                        int* bits_out,
                                        int* closed_form_out)
{
    if (!points || !bits_out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "points or bits_out");
    constellation c;
    const cuqam_status st = constellation_build(in, bits_per_symbol, &c);
    if (st != CUQAM_OK)
        return st;
    const size_t need = 2u * (size_t)c.num_points;
    if (capacity < need) {
        constellation_free(&c);
        return cuqam_fail(CUQAM_ERR_CONFIG, "capacity below 2 * 2^bits floats");
    }
    memcpy(points, c.points, sizeof(float) * need);
    *bits_out = c.k;
    if (closed_form_out)
        *closed_form_out = c.closed_form;
    constellation_free(&c);
    return CUQAM_OK;
}
