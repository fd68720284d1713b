/*
 * The demapper handle's state and the parts of a call that its two ways of
 * calling (demapper.c: whole calls; demap_deferred.c: begun now, ended
 * later) share. Internal to the core.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CORE_DEMAPPER_IMPL_H
#define CUQAM_CORE_DEMAPPER_IMPL_H

#include "constellation.h"
#include "handle.h"

/* A call begun and not yet ended (cuqam_demap_begin), in the CUDA slot of
 * its index in the ring. */
typedef struct {
    unsigned long long ticket;
    const float* in;
    const float* noise;
    size_t n;
    void* out;
    cuqam_params p; /* as issued: a CPU redo computes the same */
} deferred_call;

struct cuqam_demapper {
    int bits_per_symbol;
    constellation cons;
    cuqam_method method;
    cuqam_output output;
    cuqam_sign sign;
    _Atomic float noise_var; /* set from any thread, read once per call */
    _Atomic float scale;
    _Atomic int scale_mode; /* cuqam_scale_mode */
    double dmin2;
    int phase; /* pi2bpsk: parity of the next symbol's index since create */
    int count_saturated;
    _Atomic unsigned long long saturated, soft_bits; /* count_saturated's counts */
    handle_core core;
    deferred_call pending[CUQAM_MAX_DEFERRED]; /* ring, oldest at pending_head */
    int pending_head, pending_count;
    unsigned long long last_ticket;
};

size_t demapper_out_bytes(int bits_per_symbol, cuqam_output o);
/* The scale in force for noise variance n0 (the fixed one, or the
 * automatic one N0 gives). */
float demapper_scale_at(const cuqam_demapper* h, double n0);
/* The kernels' parameters for the next call (N0 and scale read once). */
void demapper_make_params(const cuqam_demapper* h, const float* noise, cuqam_params* p);
/* Adds a call's counts (count_saturated). */
void demapper_count_call(cuqam_demapper* h, unsigned long long saturated, size_t n);
/* A whole call on host or device buffers, GPU faults finished on the CPU. */
cuqam_status demapper_call(
    cuqam_demapper* h, const float* in, const float* noise, size_t n, void* out);
/* Ends every deferred call (waiting); cuqam_demapper_destroy and every whole
 * call do this first. */
cuqam_status demapper_end_all(cuqam_demapper* h);

#endif
