/*
 * The table of CPU implementations, best first. Run-time choice happens in
 * the core (config cpu_impl, then $CUQAM_CPU_IMPL, then the first available).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cpu_kernels.h"

static int always(void) { return 1; }

static const cuqam_cpu_impl impls[] = {
    { "generic", cuqam_demap_generic, always },
};

const cuqam_cpu_impl* cuqam_cpu_impls(int* count)
{
    *count = (int)(sizeof impls / sizeof impls[0]);
    return impls;
}
