/*
 * Copyright 2026 Free Software Foundation, Inc.
 *
 * This file is part of GNU Radio
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 */
#include "pydoc_macros.h"
#define D(...) DOC(gr, cuqam, __VA_ARGS__)
/*
  This file contains placeholders for docstrings for the Python bindings.
  Do not edit! These were automatically extracted during the binding process
  and will be overwritten during the build process
 */


static const char* __doc_gr_cuqam_soft_demapper_cf =
    R"doc(QAM soft demapper: complex symbols in, float LLRs out (bits_per_symbol per symbol, b0 first).

Gray QAM of 3GPP TS 38.211, unit average energy. L = ln P(b=1|y) - ln P(b=0|y): positive means 1 (sign='gnuradio'); sign='3gpp' flips it. NaN input gives 0 for that axis' bits; +-Inf saturates.)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_soft_demapper_cf_0 = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_soft_demapper_cf_1 = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_make =
    R"doc(Make a soft demapper with float output.

Args:
    bits_per_symbol: 2, 4, 6, 8 or 10 (QPSK, 16, 64, 256, 1024-QAM)
    method: 'maxlog', 'approx' or 'exact'
    noise_var: N0 = E|n|^2 for unit-energy symbols, finite and >= 1e-12
    sign: 'gnuradio' (positive means 1) or '3gpp' (positive means 0)
    backend: 'auto' (CUDA if a GPU works, else CPU), 'cuda' or 'cpu'
    device: CUDA device ordinal)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_set_noise_var =
    R"doc(Set N0 (noise variance); applies from the next work call, safe while running. Raises ValueError if NaN, Inf or below 1e-12.)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_noise_var =
    R"doc(The noise variance N0 in use.)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_backend =
    R"doc(The backend in use once started ('cpu' or 'cuda'), else the one asked for.)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_backend_info =
    R"doc(The kernel in use and why this backend was chosen (empty before start).)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_set_batch_symbols =
    R"doc(The latency knob: the most symbols one work call may carry. On the GPU larger calls give more throughput, smaller ones less latency. Default 65536 on the GPU, 1 (GNU Radio's buffer sizes) on the CPU; 0 restores the default. GNU Radio sizes the buffers from it when the flowgraph starts: while it runs (from start() until wait() returns) this raises RuntimeError and changes nothing. Set it before start(), or between runs.)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_batch_symbols =
    R"doc(The most symbols one work call may carry (see set_batch_symbols).)doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_noise_var_rejected =
    R"doc(noise_var tags and messages ignored in this run (or the last one): values that are not a valid N0 (a finite real number, 1e-12 .. 3.4e38). Reset when the flowgraph starts.)doc";
