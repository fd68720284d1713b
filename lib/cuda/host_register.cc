/*
 * Page-locking memory the caller owns (GNU Radio's stream buffers), counted
 * per range: blocks that share a buffer (one writer, fan-out readers) each
 * register it, and only the last one to stop unlocks it.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cuda_support.h"

#include <cstdint>
#include <map>
#include <mutex>

namespace {

struct locked_range {
    size_t bytes;
    int users;
    bool mapped; // kernels reach it at the host's addresses
};

std::mutex registry_mutex;
std::map<uintptr_t, locked_range>& registry()
{
    static std::map<uintptr_t, locked_range> r; // made on first use: no static init order
    return r;
}

} // namespace

bool cuqam_cuda::in_registered_range(const void* ptr, bool* mapped)
{
    const uintptr_t p = (uintptr_t)ptr;
    const std::lock_guard<std::mutex> lock(registry_mutex);
    const auto& r = registry();
    auto it = r.upper_bound(p); // the first range starting after p
    if (it == r.begin())
        return false;
    --it;
    *mapped = it->second.mapped;
    return p - it->first < it->second.bytes;
}

extern "C" cuqam_status cuqam_host_register(void* ptr, size_t bytes)
{
    if (!ptr || bytes == 0) {
        cuqam_set_error("%s: ptr or bytes", cuqam_strerror(CUQAM_ERR_NULL_POINTER));
        return CUQAM_ERR_NULL_POINTER;
    }
    if (cuqam_cuda_device_count() < 1) {
        cuqam_set_error("%s: no CUDA device",
                        cuqam_strerror(CUQAM_ERR_BACKEND_UNAVAILABLE));
        return CUQAM_ERR_BACKEND_UNAVAILABLE;
    }
    const std::lock_guard<std::mutex> lock(registry_mutex);
    const auto it = registry().find((uintptr_t)ptr);
    if (it != registry().end()) {
        if (it->second.bytes != bytes) {
            cuqam_set_error("%s: %p is registered already with %zu bytes, not %zu",
                            cuqam_strerror(CUQAM_ERR_CONFIG),
                            ptr,
                            it->second.bytes,
                            bytes);
            return CUQAM_ERR_CONFIG;
        }
        ++it->second.users;
        return CUQAM_OK;
    }
    // Portable: usable from every device's context, whichever handle copies;
    // mapped: kernels may read and write it in place (pipeline.cu).
    const cudaError_t e =
        cudaHostRegister(ptr, bytes, cudaHostRegisterPortable | cudaHostRegisterMapped);
    if (e != cudaSuccess) {
        cudaGetLastError(); // not sticky: calls on the memory still work, staged
        cuqam_set_error("%s: %s (cudaHostRegister of %zu bytes at %p)",
                        cuqam_strerror(CUQAM_ERR_CUDA),
                        cudaGetErrorString(e),
                        bytes,
                        ptr);
        return CUQAM_ERR_CUDA;
    }
    // In place only where the device sees it at the host's own address (UVA
    // with cudaDevAttrCanUseHostPointerForRegisteredMem): a range then serves
    // every context alike, and the second mapping of GNU Radio's ring too.
    void* dev = nullptr;
    const bool mapped =
        cudaHostGetDevicePointer(&dev, ptr, 0) == cudaSuccess && dev == ptr;
    cudaGetLastError();
    registry()[(uintptr_t)ptr] = { bytes, 1, mapped };
    return CUQAM_OK;
}

extern "C" cuqam_status cuqam_host_unregister(void* ptr)
{
    const std::lock_guard<std::mutex> lock(registry_mutex);
    const auto it = registry().find((uintptr_t)ptr);
    if (it == registry().end()) {
        cuqam_set_error("%s: %p was not registered by cuqam_host_register",
                        cuqam_strerror(CUQAM_ERR_CONFIG),
                        ptr);
        return CUQAM_ERR_CONFIG;
    }
    if (--it->second.users > 0)
        return CUQAM_OK;
    registry().erase(it);
    const cudaError_t e = cudaHostUnregister(ptr);
    if (e != cudaSuccess) {
        cudaGetLastError();
        cuqam_set_error("%s: %s (cudaHostUnregister at %p)",
                        cuqam_strerror(CUQAM_ERR_CUDA),
                        cudaGetErrorString(e),
                        ptr);
        return CUQAM_ERR_CUDA;
    }
    return CUQAM_OK;
}
