/* -*- c++ -*- */
/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
// Kept so that code written against 0.1 builds unchanged: soft_demapper_cb is
// declared with its twin in soft_demapper.h.
#ifndef INCLUDED_CUQAM_SOFT_DEMAPPER_CB_H
#define INCLUDED_CUQAM_SOFT_DEMAPPER_CB_H
#include <gnuradio/cuqam/soft_demapper.h>
#endif
