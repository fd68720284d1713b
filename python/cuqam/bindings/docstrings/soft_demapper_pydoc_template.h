/*
 * Copyright 2026 Free Software Foundation, Inc.
 *
 * This file is part of GNU Radio
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 */
// clang-format off
#include "pydoc_macros.h"
#define D(...) DOC(gr, cuqam, __VA_ARGS__)
/*
  This file contains placeholders for docstrings for the Python bindings.
  Do not edit! The build fills them from the Doxygen comments of the headers
  (the headers in include/gnuradio/cuqam; docs/CMakeLists.txt).
 */



static const char* __doc_gr_cuqam_soft_demapper = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_set_noise_var = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_noise_var = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_noise_input = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_backend = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_backend_info = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_set_batch_symbols = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_batch_symbols = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_noise_var_rejected = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_gpu_faults = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cf = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cf_make = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cb = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cb_make = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cb_set_scale = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cb_scale = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cb_llr_scale = R"doc()doc";


static const char* __doc_gr_cuqam_soft_demapper_cb_saturation = R"doc()doc";
