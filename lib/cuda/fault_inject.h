/*
 * Fault injection for the test build of the core.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_FAULT_INJECT_H
#define CUQAM_CUDA_FAULT_INJECT_H

namespace cuqam_cuda {

// Built with -DCUQAM_FAULT_INJECTION (CMake option CUQAM_FAULT_INJECTION, the
// library in lib/faultinject/). $CUQAM_FAULT_INJECT, read when a context is
// made, picks one CUDA call of that context to fail:
//     point:n[+][:trap]
// point: h2d | kernel | d2h | record | wait   (the call kind)
// n:     the n-th such call of the context fails (1 = first); "n+" makes it
//        and every later one fail
// trap:  kernel only; instead of a reported error, launch a kernel that
//        executes a trap instruction: a real fault that surfaces later, at
//        a synchronisation, and leaves the context unusable.
// h2d/kernel/d2h fail without being issued (a refused enqueue); record and
// wait are made and then reported failed, so nothing is left in flight.
// Without the option FAULT() is the constant cudaSuccess.

enum fault_point { FP_H2D, FP_KERNEL, FP_D2H, FP_RECORD, FP_WAIT, FP_COUNT };

struct fault_plan {
    int point = -1; // none
    unsigned long nth = 0;
    bool from_on = false, trap = false;
    unsigned long seen[FP_COUNT] = {};
};

// Reads a spec into *f; false if it is malformed.
bool parse_fault_plan(const char* spec, fault_plan* f);

} // namespace cuqam_cuda

#endif
