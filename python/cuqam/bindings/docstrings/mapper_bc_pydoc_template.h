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


static const char* __doc_gr_cuqam_mapper_bc = R"doc()doc";


static const char* __doc_gr_cuqam_mapper_bc_mapper_bc_0 = R"doc()doc";


static const char* __doc_gr_cuqam_mapper_bc_mapper_bc_1 = R"doc()doc";


static const char* __doc_gr_cuqam_mapper_bc_make = R"doc()doc";


static const char* __doc_gr_cuqam_mapper_bc_backend = R"doc()doc";


static const char* __doc_gr_cuqam_mapper_bc_gpu_faults = R"doc()doc";
