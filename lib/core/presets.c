/*
 * The preset constellations, as points in label order (label bit k-1 is the
 * symbol's first bit), each of unit average energy:
 *   3gpp   TS 38.211 5.1: Gray square QAM, axis bits interleaved (b0 I, b1 Q,
 *          ...); 4096QAM extends the same recursion.
 *   dvbt   EN 300 744 4.3.5 and dvbt2 EN 302 755 6.2.1 (not rotated): the
 *          3GPP layout with every bit but the two sign bits inverted.
 *   wifi   IEEE 802.11 17.3.5.8 / 27.3.12.9 / 36.3.13.7: the first half of the
 *          bits on I, the second on Q, every axis bit inverted against 3GPP's
 *          (b0 = 0 is the negative half); BPSK b0 = 0 is -1.
 *   bpsk   TS 38.211 5.1.2: b0 = 0 is (1 + j) / sqrt 2.
 *   pi2bpsk  TS 38.211 5.1.1: bpsk's points, times j on odd symbols.
 *   dvbs2  EN 302 307-1 5.4: QPSK, 8PSK, 16APSK (4 + 12) and 32APSK
 *          (4 + 12 + 16), the ring ratios by code rate (table 9 and 10).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "constellation.h"

#include "../math/qam_math.h"
#include "axis.h"
#include "handle.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define PI 3.14159265358979323846

/* A labelling of square QAM: the I and Q axis bits (3GPP's order, j = 0
 * the sign) of a label. */
typedef void (*axis_bits_fn)(unsigned label, int k, unsigned* ci, unsigned* cq);

static void bits_3gpp(unsigned label, int k, unsigned* ci, unsigned* cq)
{
    const int m = k / 2;
    *ci = *cq = 0;
    for (int j = 0; j < m; ++j) {
        *ci |= ((label >> (k - 1 - 2 * j)) & 1u) << j;
        *cq |= ((label >> (k - 2 - 2 * j)) & 1u) << j;
    }
}

static void bits_dvb(unsigned label, int k, unsigned* ci, unsigned* cq)
{
    const unsigned magnitude = (1u << (k / 2)) - 2u; /* every axis bit but j = 0 */
    bits_3gpp(label, k, ci, cq);
    *ci ^= magnitude;
    *cq ^= magnitude;
}

static void bits_wifi(unsigned label, int k, unsigned* ci, unsigned* cq)
{
    const int m = k / 2;
    *ci = *cq = 0;
    for (int j = 0; j < m; ++j) {
        *ci |= ((label >> (k - 1 - j)) & 1u) << j;
        *cq |= ((label >> (m - 1 - j)) & 1u) << j;
    }
    *ci ^= (1u << m) - 1u;
    *cq ^= (1u << m) - 1u;
}

/* a * level in float, as the 3GPP mappers compute it (bit-identical tables) */
static void square(int k, axis_bits_fn fn, float* pts, double* a_out)
{
    const float a = (float)cuqam_axis_a(k);
    for (unsigned l = 0; l < (1u << k); ++l) {
        unsigned ci, cq;
        fn(l, k, &ci, &cq);
        pts[2 * l] = a * cuqam_level_from_bits(ci, k / 2);
        pts[2 * l + 1] = a * cuqam_level_from_bits(cq, k / 2);
    }
    *a_out = cuqam_axis_a(k);
}

static void
rings(const double* radius, const signed char* ring, const double* deg, int n, float* pts)
{
    double e = 0.0;
    for (int l = 0; l < n; ++l)
        e += radius[ring[l]] * radius[ring[l]];
    const double norm = 1.0 / sqrt(e / n);
    for (int l = 0; l < n; ++l) {
        const double r = radius[ring[l]] * norm, t = deg[l] * PI / 180.0;
        pts[2 * l] = (float)(r * cos(t));
        pts[2 * l + 1] = (float)(r * sin(t));
    }
}

static const struct {
    const char* rate;
    double g16;        /* 16APSK R2/R1 */
    double g32a, g32b; /* 32APSK R2/R1, R3/R1 */
} dvbs2_rates[] = {
    { "2/3", 3.15, 0, 0 },       { "3/4", 2.85, 2.84, 5.27 },
    { "4/5", 2.75, 2.72, 4.87 }, { "5/6", 2.70, 2.64, 4.64 },
    { "8/9", 2.60, 2.54, 4.33 }, { "9/10", 2.57, 2.53, 4.30 },
};

static cuqam_status dvbs2(const char* rate, int k, float* pts, char* name, size_t len)
{
    static const double psk8_deg[8] = { 45, 0, 180, 225, 90, 315, 135, 270 };
    static const signed char apsk16_ring[16] = { 1, 1, 1, 1, 1, 1, 1, 1,
                                                 1, 1, 1, 1, 0, 0, 0, 0 };
    static const double apsk16_deg[16] = { 45, -45, 135, -135, 15, -15, 165, -165,
                                           75, -75, 105, -105, 45, -45, 135, -135 };
    static const signed char apsk32_ring[32] = { 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2,
                                                 2, 2, 2, 2, 2, 1, 0, 1, 0, 1, 0,
                                                 1, 0, 2, 2, 2, 2, 2, 2, 2, 2 };
    static const double apsk32_deg[32] = {
        45,   75,   -45, -75,    135,    105,   -135,  -105,  22.5, 67.5, -45,
        -90,  135,  90,  -157.5, -112.5, 15,    45,    -15,   -45,  165,  135,
        -165, -135, 0,   45,     -22.5,  -67.5, 157.5, 112.5, 180,  -135,
    };
    static const double one[1] = { 1.0 };
    static const signed char zeros[8] = { 0 };
    if (k == 2 || k == 3) {
        if (k == 2) {
            static const double qpsk_deg[4] = { 45, 315, 135, 225 };
            rings(one, zeros, qpsk_deg, 4, pts);
        } else {
            rings(one, zeros, psk8_deg, 8, pts);
        }
        snprintf(name, len, "dvbs2 %s", k == 2 ? "QPSK" : "8PSK");
        return CUQAM_OK;
    }
    if (k != 4 && k != 5)
        return cuqam_fail(CUQAM_ERR_BITS_PER_SYMBOL,
                          "dvbs2 has 2 (QPSK), 3 (8PSK), 4 (16APSK), 5 (32APSK)");
    for (size_t i = 0; i < sizeof dvbs2_rates / sizeof dvbs2_rates[0]; ++i) {
        if (!rate || strcmp(rate, dvbs2_rates[i].rate) != 0)
            continue;
        if (k == 5 && dvbs2_rates[i].g32a == 0)
            break;
        if (k == 4) {
            const double r[2] = { 1.0, dvbs2_rates[i].g16 };
            rings(r, apsk16_ring, apsk16_deg, 16, pts);
        } else {
            const double r[3] = { 1.0, dvbs2_rates[i].g32a, dvbs2_rates[i].g32b };
            rings(r, apsk32_ring, apsk32_deg, 32, pts);
        }
        snprintf(name, len, "dvbs2:%s %s", rate, k == 4 ? "16APSK" : "32APSK");
        return CUQAM_OK;
    }
    return cuqam_fail(CUQAM_ERR_CONSTELLATION,
                      k == 4 ? "dvbs2 16APSK needs its code rate: dvbs2:2/3, 3/4, 4/5, "
                               "5/6, 8/9 or 9/10"
                             : "dvbs2 32APSK needs its code rate: dvbs2:3/4, 4/5, 5/6, "
                               "8/9 or 9/10");
}

cuqam_status
preset_points(const char* spec, int k, float* pts, double* a_out, char* name, size_t len)
{
    char base[32];
    const char* colon = strchr(spec, ':');
    const size_t blen = colon ? (size_t)(colon - spec) : strlen(spec);
    if (blen >= sizeof base)
        return cuqam_fail(CUQAM_ERR_CONSTELLATION, "unknown preset name");
    memcpy(base, spec, blen);
    base[blen] = '\0';
    const char* arg = colon ? colon + 1 : NULL;
    *a_out = 0.0;
    if (arg && strcmp(base, "dvbs2") != 0)
        return cuqam_fail(CUQAM_ERR_CONSTELLATION, "only dvbs2 takes a code rate");
    const int even = k >= 2 && k <= 12 && k % 2 == 0;
    if (strcmp(base, "3gpp") == 0) {
        if (!even)
            return cuqam_fail(CUQAM_ERR_BITS_PER_SYMBOL, "3gpp has 2, 4, ... 12 bits");
        square(k, bits_3gpp, pts, a_out);
    } else if (strcmp(base, "dvbt") == 0 || strcmp(base, "dvbt2") == 0) {
        const int most = base[4] == '2' ? 8 : 6;
        if (!even || k > most)
            return cuqam_fail(CUQAM_ERR_BITS_PER_SYMBOL,
                              most == 8 ? "dvbt2 has 2, 4, 6, 8 bits"
                                        : "dvbt has 2, 4, 6 bits");
        square(k, bits_dvb, pts, a_out);
    } else if (strcmp(base, "wifi") == 0) {
        if (k == 1) {
            pts[0] = -1.0f, pts[1] = 0.0f, pts[2] = 1.0f, pts[3] = 0.0f;
        } else if (even) {
            square(k, bits_wifi, pts, a_out);
        } else {
            return cuqam_fail(CUQAM_ERR_BITS_PER_SYMBOL, "wifi has 1, 2, 4, ... 12 bits");
        }
    } else if (strcmp(base, "bpsk") == 0 || strcmp(base, "pi2bpsk") == 0) {
        /* pi2bpsk: these points on even symbols; odd ones turned by 90
         * degrees, which the kernels and the mapper apply */
        if (k != 1)
            return cuqam_fail(CUQAM_ERR_BITS_PER_SYMBOL, "bpsk and pi2bpsk have 1 bit");
        const float r = (float)(1.0 / sqrt(2.0));
        pts[0] = r, pts[1] = r, pts[2] = -r, pts[3] = -r;
    } else if (strcmp(base, "dvbs2") == 0) {
        return dvbs2(arg, k, pts, name, len);
    } else {
        return cuqam_fail(
            CUQAM_ERR_CONSTELLATION,
            "unknown preset (3gpp, dvbt, dvbt2, wifi, bpsk, pi2bpsk, dvbs2:<rate>)");
    }
    snprintf(name, len, "%s", base);
    return CUQAM_OK;
}
