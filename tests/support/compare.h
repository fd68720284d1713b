/*
 * The documented tolerance of each output against the reference
 * (docs/design.md, "Soft bits"), and the comparison of a whole output buffer.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_TEST_COMPARE_H
#define CUQAM_TEST_COMPARE_H

#include "check.h"
#include "reference.h"
#include <cuqam/cuqam.h>
#include <math.h>

static inline double tolerance(double ref, double g, double umag)
{
    return 1e-5 * fabs(ref) + 4e-6 * g * (umag + 2.0) * (umag + 2.0) + 1e-6;
}

static inline double ref_quantize(double x, cuqam_output out)
{
    const double lo = out == CUQAM_OUTPUT_S8 ? -127.0 : -128.0;
    x = x < lo ? lo : (x > 127.0 ? 127.0 : x);
    return nearbyint(x) + (out == CUQAM_OUTPUT_U8 ? 128.0 : 0.0);
}

/* Whether output value idx of got (format out) agrees with the reference L
 * within tol: infinite L saturated with its sign; integers equal to the
 * quantized value of some L' within tol of L (one step off only next to a
 * rounding boundary, towards it; more only where tol * scale is over half a
 * step: exact at high SNR, whose tolerance grows as 1/N0). *gv
 * gets the value found. */
static inline int check_value(double L,
                              double tol,
                              cuqam_output out,
                              double scale,
                              const void* got,
                              size_t idx,
                              double* gv)
{
    if (isinf(L)) {
        *gv = out == CUQAM_OUTPUT_F32  ? ((const float*)got)[idx]
              : out == CUQAM_OUTPUT_S8 ? ((const int8_t*)got)[idx]
                                       : ((const uint8_t*)got)[idx] - 128.0;
        return out == CUQAM_OUTPUT_F32  ? *gv == L
               : out == CUQAM_OUTPUT_S8 ? *gv == (L > 0 ? 127.0 : -127.0)
                                        : *gv == (L > 0 ? 127.0 : -128.0);
    }
    if (out == CUQAM_OUTPUT_F32) {
        *gv = ((const float*)got)[idx];
        return isfinite(*gv) && fabs(*gv - L) <= tol;
    }
    *gv = out == CUQAM_OUTPUT_S8 ? ((const int8_t*)got)[idx] : ((const uint8_t*)got)[idx];
    /* (1e-9: a rounding boundary at the window's edge counts as inside) */
    const double xs = L * scale, t = tol * fabs(scale) + 1e-9;
    return *gv >= ref_quantize(xs - t, out) && *gv <= ref_quantize(xs + t, out);
}

/* Compares one demapper output buffer against the reference; returns mismatches. */
static inline long compare_with_reference(int k,
                                          cuqam_method me,
                                          cuqam_output out,
                                          cuqam_sign sg,
                                          float n0,
                                          float scale,
                                          const float* iq,
                                          size_t n,
                                          const void* got)
{
    const int m = k / 2;
    const double a = ref_a(k), g = a * a / n0, lim = ldexp(4.0, m);
    long bad = 0;
    for (size_t s = 0; s < n; ++s) {
        double L[10];
        ref_symbol_llr(
            (int)me, k, sg == CUQAM_SIGN_3GPP, n0, iq[2 * s], iq[2 * s + 1], L);
        for (int b = 0; b < k; ++b) {
            const float x = iq[2 * s + (b & 1)];
            const double umag = isnan(x) ? 0.0 : fmin(fabs((double)x / a), lim);
            const double tol = tolerance(L[b], g, umag);
            const size_t idx = s * (size_t)k + (size_t)b;
            double gv;
            const int ok = check_value(L[b], tol, out, scale, got, idx, &gv);
            if (!ok && ++bad <= 3)
                fprintf(stderr,
                        "  k=%d %s %s %s n0=%g: symbol %zu (%a, %a) bit %d got %.9g ref "
                        "%.9g tol %.3g\n",
                        k,
                        cuqam_method_name(me),
                        cuqam_output_name(out),
                        sg ? "3gpp" : "gnuradio",
                        n0,
                        s,
                        iq[2 * s],
                        iq[2 * s + 1],
                        b,
                        gv,
                        L[b],
                        tol);
        }
    }
    return bad;
}

#endif
