/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "fault_inject.h"

#include <cstdio>
#include <cstring>

namespace cuqam_cuda {

bool parse_fault_plan(const char* spec, fault_plan* f)
{
    static const char* const names[FP_COUNT] = {
        "h2d", "kernel", "d2h", "record", "wait"
    };
    char point[16] = "", kind[16] = "";
    unsigned long nth = 0;
    int used = 0;
    if (std::sscanf(spec, "%15[a-z0-9]:%lu%n", point, &nth, &used) != 2 || nth == 0)
        return false;
    const char* rest = spec + used;
    f->from_on = *rest == '+';
    if (f->from_on)
        ++rest;
    if (*rest == ':' && std::sscanf(rest + 1, "%15s", kind) == 1 &&
        std::strcmp(kind, "trap") == 0)
        f->trap = true;
    else if (*rest != '\0')
        return false;
    for (int i = 0; i < FP_COUNT; ++i)
        if (std::strcmp(point, names[i]) == 0)
            f->point = i;
    f->nth = nth;
    return f->point >= 0 && (!f->trap || f->point == FP_KERNEL);
}

} // namespace cuqam_cuda
