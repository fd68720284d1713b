/*
 * CPU kernels behind the core. Issue-4 SIMD protokernels register here too.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CPU_KERNELS_H
#define CUQAM_CPU_KERNELS_H

#include "../kernels/qam_math.h"
#include <stddef.h>
#include <stdint.h>

/* in: 2n floats (I, Q), any alignment; out: n * 2m values of p->output. */
typedef void (*cuqam_demap_fn)(const cuqam_params* p, const float* in, size_t n, void* out);

void cuqam_demap_generic(const cuqam_params* p, const float* in, size_t n, void* out);
void cuqam_map_generic(int bits_per_symbol, float a, const uint8_t* bits, size_t n, float* out);

typedef struct {
    const char* name;
    cuqam_demap_fn demap;
    int (*available)(void); /* run-time CPU feature check */
} cuqam_cpu_impl;

/* Implementations compiled in, best first; the last is "generic". */
const cuqam_cpu_impl* cuqam_cpu_impls(int* count);

#endif
