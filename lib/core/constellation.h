/*
 * A handle's constellation (internal to the core): its points in label
 * order, and whether the closed-form kernels serve it (square QAM whose
 * labels are a Gray code per axis) with which bit order and polarities.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CORE_CONSTELLATION_H
#define CUQAM_CORE_CONSTELLATION_H

#include "../math/kernel_params.h"

#include <stddef.h>

typedef struct {
    int k, num_points;
    float* points; /* 2 * num_points floats, label order */
    float* keys;   /* table kernels: exact's keys for the CPU (table_math.h) */
    float r_max;   /* largest |coordinate| */
    int closed_form;
    int pi2;      /* pi2bpsk: odd symbols are the points times j */
    int is_3gpp;  /* closed form with 3GPP's own labels (the level-formula mappers) */
    double a;     /* closed form: half the level spacing */
    double dmin2; /* smallest squared distance between two points */
    float other_spread; /* table kernels: see cuqam_params */
    unsigned char src[CUQAM_MAX_BITS];
    float bit_sign[2][CUQAM_MAX_AXIS_BITS];
    cuqam_params packing; /* the SIMD byte shuffles (pack_*), made once */
    char name[128];
} constellation;

/* From a config's fields; on failure nothing is left to free. */
cuqam_status
constellation_build(const cuqam_constellation* c, int bits, constellation* out);
void constellation_free(constellation* c);
/* Sum over the finite symbols of in (I, Q pairs) of the squared distance
 * to the nearest point; *used: how many counted. */
double constellation_distance2_sum(const constellation* c,
                                   const float* in,
                                   size_t n,
                                   size_t* used);
/* The kernels' constellation fields of p (not the noise-dependent ones). */
void constellation_params(const constellation* c, cuqam_params* p);

/* presets.c: a preset's 2^k points (label order) into pts; *a_out: the
 * level spacing / 2 of square presets, else 0; name: what it is. */
cuqam_status
preset_points(const char* spec, int k, float* pts, double* a_out, char* name, size_t len);

#endif
