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
  Do not edit! These were automatically extracted during the binding process
  and will be overwritten during the build process
 */


static const char* __doc_gr_cuqam_noise_estimator_cc = R"doc()doc";


static const char* __doc_gr_cuqam_noise_estimator_cc_make = R"doc()doc";


static const char* __doc_gr_cuqam_noise_estimator_cc_noise_var = R"doc()doc";


static const char* __doc_gr_cuqam_noise_estimator_cc_window = R"doc()doc";
