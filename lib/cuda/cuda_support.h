/*
 * What every part of the CUDA backend shares: limits, the device guard, the
 * error macro. Host code; included by the .cu files and the C++ ones.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUDA_SUPPORT_H
#define CUQAM_CUDA_SUPPORT_H

#include "../core/backend_cuda.h"

#include <cuda_runtime.h>

namespace cuqam_cuda {

constexpr int kMaxStreams = 16;
constexpr size_t kChunkAlign = 64; // chunk sizes are multiples: keeps 16-byte alignment

// Leaves the caller's current device as it found it: a library that moves it
// breaks the caller's next CUDA call (as cuFINUFFT's device guard does).
class device_guard
{
public:
    explicit device_guard(int device)
    {
        if (cudaGetDevice(&d_prev) != cudaSuccess) {
            cudaGetLastError();
            d_prev = -1;
        }
        d_switched = d_prev != device;
        d_err = d_switched ? cudaSetDevice(device) : cudaSuccess;
    }
    ~device_guard()
    {
        if (d_switched && d_prev >= 0 && d_err == cudaSuccess &&
            cudaSetDevice(d_prev) != cudaSuccess)
            cudaGetLastError(); // nothing to do about it here; the next call reports its
                                // own
    }
    device_guard(const device_guard&) = delete;
    device_guard& operator=(const device_guard&) = delete;
    cudaError_t error() const { return d_err; }

private:
    int d_prev = -1;
    bool d_switched = false;
    cudaError_t d_err = cudaSuccess;
};

// Whether ptr lies in memory page-locked by cuqam_host_register (a lookup in
// its registry: cheaper than asking the driver on every call); if so,
// *mapped: whether kernels reach it at the same address.
bool in_registered_range(const void* ptr, bool* mapped);

} // namespace cuqam_cuda

// On a failing CUDA call: the status and the call in cuqam_last_error(), return.
#define CUQAM_CUDA_TRY(call)                                \
    do {                                                    \
        const cudaError_t err_ = (call);                    \
        if (err_ != cudaSuccess) {                          \
            cuqam_set_error("%s: %s (%s) at %s:%d",         \
                            cuqam_strerror(CUQAM_ERR_CUDA), \
                            cudaGetErrorString(err_),       \
                            #call,                          \
                            __FILE__,                       \
                            __LINE__);                      \
            return CUQAM_ERR_CUDA;                          \
        }                                                   \
    } while (0)

#endif
