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


static const char* __doc_gr_cuqam_mapper_bc =
    R"doc(QAM mapper: unpacked bits in (low bit of each byte, b0 first), unit-energy complex symbols out. Gray QAM of 3GPP TS 38.211; the inverse of the soft demappers.)doc";


static const char* __doc_gr_cuqam_mapper_bc_mapper_bc_0 = R"doc()doc";


static const char* __doc_gr_cuqam_mapper_bc_mapper_bc_1 = R"doc()doc";


static const char* __doc_gr_cuqam_mapper_bc_make = R"doc(Make a mapper.

Args:
    bits_per_symbol: 2, 4, 6, 8 or 10
    backend: 'auto', 'cuda' or 'cpu'
    device: CUDA device ordinal)doc";


static const char* __doc_gr_cuqam_mapper_bc_backend =
    R"doc(The backend in use once started ('cpu' or 'cuda'), else the one asked for.)doc";
