/*
 * The CUDA backend's C entry points (lib/core/backend_cuda.h): devices,
 * contexts, calls. No other part of the module needs nvcc.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "pipeline.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

using namespace cuqam_cuda;

namespace {

__global__ void probe_kernel(int* flag) { *flag = 0x5EED; }

// The asynchronous form: both buffers in device memory, the work enqueued on
// the caller's stream (NULL: the default stream), no host wait and no CPU
// fallback, the caller's current device left as it was.
cuqam_status enqueue_on_device(cuqam_cuda_ctx* c,
                               const chunk_work& w,
                               const void* d_in,
                               const void* d_aux,
                               size_t n,
                               void* d_out,
                               void* stream)
{
    const device_guard on_device(c->device);
    CUQAM_CUDA_TRY(on_device.error());
    if (locate(d_in) != where::device || locate(d_out) != where::device ||
        (d_aux && locate(d_aux) != where::device)) {
        cuqam_set_error("%s: the asynchronous calls take device memory only",
                        cuqam_strerror(CUQAM_ERR_BUFFERS));
        return CUQAM_ERR_BUFFERS;
    }
    return w.run(c, d_in, d_aux, 0, n, d_out, static_cast<cudaStream_t>(stream));
}

} // namespace

extern "C" {

int cuqam_cuda_compiled(void) { return 1; }

int cuqam_cuda_device_count(void)
{
    int n = 0;
    if (cudaGetDeviceCount(&n) != cudaSuccess) {
        cudaGetLastError();
        return 0;
    }
    return n;
}

cuqam_status cuqam_cuda_device_describe(int device, char* buf, size_t len)
{
    if (!buf || len == 0) {
        cuqam_set_error("%s", "buf");
        return CUQAM_ERR_NULL_POINTER;
    }
    cudaDeviceProp prop;
    const cudaError_t e = cudaGetDeviceProperties(&prop, device);
    if (e != cudaSuccess) {
        cudaGetLastError();
        snprintf(buf, len, "device %d: %s", device, cudaGetErrorString(e));
        cuqam_set_error("cudaGetDeviceProperties: %s", cudaGetErrorString(e));
        return CUQAM_ERR_BACKEND_UNAVAILABLE;
    }
    snprintf(buf,
             len,
             "%s, sm_%d%d, %d SMs, %.1f GiB",
             prop.name,
             prop.major,
             prop.minor,
             prop.multiProcessorCount,
             (double)prop.totalGlobalMem / (1024.0 * 1024.0 * 1024.0));
    return CUQAM_OK;
}

int cuqam_cuda_usable(int device, char* why, size_t why_len)
{
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        snprintf(
            why, why_len, "no usable CUDA driver or device (%s)", cudaGetErrorString(e));
        cudaGetLastError();
        return 0;
    }
    if (device < 0 || device >= n) {
        snprintf(why,
                 why_len,
                 "CUDA device %d does not exist (%d device(s) found)",
                 device,
                 n);
        return 0;
    }
    // A device that is listed may still be unable to run our code (wrong
    // architecture, exclusive mode, out of memory): launch something and check.
    int* d_flag = nullptr;
    int flag = 0;
    const device_guard on_device(device);
    if ((e = on_device.error()) == cudaSuccess &&
        (e = cudaMalloc(&d_flag, sizeof(int))) == cudaSuccess) {
        probe_kernel<<<1, 1>>>(d_flag);
        e = cudaGetLastError();
        if (e == cudaSuccess)
            e = cudaMemcpy(&flag, d_flag, sizeof flag, cudaMemcpyDeviceToHost);
        cudaFree(d_flag);
    }
    if (e != cudaSuccess || flag != 0x5EED) {
        snprintf(why,
                 why_len,
                 "CUDA device %d failed a test launch (%s)",
                 device,
                 e != cudaSuccess ? cudaGetErrorString(e) : "wrong result");
        cudaGetLastError();
        return 0;
    }
    return 1;
}

cuqam_status cuqam_cuda_ctx_create(int device,
                                   size_t chunk_symbols,
                                   int streams,
                                   int staging_threads,
                                   size_t in_bytes,
                                   size_t out_bytes,
                                   cuqam_cuda_ctx** out)
{
    *out = nullptr;
    if (streams < 1 || streams > kMaxStreams || chunk_symbols == 0) {
        cuqam_set_error("%s", cuqam_strerror(CUQAM_ERR_CONFIG));
        return CUQAM_ERR_CONFIG;
    }
    cuqam_cuda_ctx* c = new (std::nothrow) cuqam_cuda_ctx;
    if (!c) {
        cuqam_set_error("%s", cuqam_strerror(CUQAM_ERR_OUT_OF_MEMORY));
        return CUQAM_ERR_OUT_OF_MEMORY;
    }
    *out = c; // destroy() frees whatever was made if a step below fails
    c->device = device;
    c->nstreams = streams;
    {
        const char* w = std::getenv("CUQAM_GPU_WAIT");
        c->poll_wait = w && !std::strcmp(w, "poll");
        const char* a = std::getenv("CUQAM_GPU_ACCESS");
        c->access = a && !std::strcmp(a, "copy")  ? host_access::copies
                    : a && !std::strcmp(a, "map") ? host_access::in_place
                                                  : host_access::by_size;
    }
    c->chunk = (chunk_symbols + kChunkAlign - 1) / kChunkAlign * kChunkAlign;
    c->in_bytes = in_bytes;
    c->out_bytes = out_bytes;
    c->copies = new (std::nothrow) copy_pool(staging_helpers(staging_threads));
    if (!c->copies) {
        cuqam_set_error("%s", cuqam_strerror(CUQAM_ERR_OUT_OF_MEMORY));
        return CUQAM_ERR_OUT_OF_MEMORY;
    }
#ifdef CUQAM_FAULT_INJECTION
    if (const char* spec = std::getenv("CUQAM_FAULT_INJECT")) {
        if (*spec && !parse_fault_plan(spec, &c->fault)) {
            cuqam_set_error("%s: CUQAM_FAULT_INJECT='%s' is not point:n[+][:trap] "
                            "(points: h2d kernel d2h "
                            "record wait; trap with kernel only)",
                            cuqam_strerror(CUQAM_ERR_CONFIG),
                            spec);
            return CUQAM_ERR_CONFIG;
        }
    }
#endif
    const device_guard on_device(device);
    CUQAM_CUDA_TRY(on_device.error());
    cudaDeviceProp prop;
    CUQAM_CUDA_TRY(cudaGetDeviceProperties(&prop, device));
    snprintf(c->name,
             sizeof c->name,
             "%d %s (sm_%d%d, %d SMs)",
             device,
             prop.name,
             prop.major,
             prop.minor,
             prop.multiProcessorCount);
    for (int s = 0; s < streams; ++s) {
        CUQAM_CUDA_TRY(cudaStreamCreateWithFlags(&c->stream[s], cudaStreamNonBlocking));
        // Blocking sync: a thread waiting for the GPU sleeps instead of
        // spinning a host core (the host's CPU is what a GPU should save).
        CUQAM_CUDA_TRY(cudaEventCreateWithFlags(
            &c->done[s], cudaEventDisableTiming | cudaEventBlockingSync));
        CUQAM_CUDA_TRY(cudaStreamCreateWithFlags(&c->load[s], cudaStreamNonBlocking));
        CUQAM_CUDA_TRY(cudaEventCreateWithFlags(&c->loaded[s], cudaEventDisableTiming));
        CUQAM_CUDA_TRY(cudaEventCreateWithFlags(&c->consumed[s], cudaEventDisableTiming));
        CUQAM_CUDA_TRY(
            cudaHostAlloc(&c->h_in[s], c->chunk * in_bytes, cudaHostAllocDefault));
        CUQAM_CUDA_TRY(
            cudaHostAlloc(&c->h_out[s], c->chunk * out_bytes, cudaHostAllocDefault));
        CUQAM_CUDA_TRY(cudaMalloc(&c->d_in[s], c->chunk * in_bytes));
        CUQAM_CUDA_TRY(cudaMalloc(&c->d_out[s], c->chunk * out_bytes));
    }
    return CUQAM_OK;
}

void cuqam_cuda_ctx_destroy(cuqam_cuda_ctx* c)
{
    if (!c)
        return;
    // Best effort: a failing free cannot be recovered from here, and the
    // context's memory is released with the CUDA context at exit anyway.
    const device_guard on_device(c->device);
    if (on_device.error() == cudaSuccess) {
        for (int s = 0; s < c->nstreams; ++s) {
            if (c->stream[s])
                cudaStreamSynchronize(c->stream[s]);
            if (c->load[s])
                cudaStreamSynchronize(c->load[s]);
            cudaFree(c->d_in[s]);
            cudaFree(c->d_out[s]);
            cudaFreeHost(c->h_in[s]);
            cudaFreeHost(c->h_out[s]);
            cudaFree(c->d_aux[s]);
            cudaFreeHost(c->h_aux[s]);
            if (c->done[s])
                cudaEventDestroy(c->done[s]);
            if (c->stream[s])
                cudaStreamDestroy(c->stream[s]);
            if (c->loaded[s])
                cudaEventDestroy(c->loaded[s]);
            if (c->consumed[s])
                cudaEventDestroy(c->consumed[s]);
            if (c->load[s])
                cudaStreamDestroy(c->load[s]);
        }
    }
    if (on_device.error() == cudaSuccess) {
        cudaFree(c->d_table);
        cudaFree(c->d_sat);
        cudaFreeHost(c->h_sat);
        cudaFreeHost(c->h_sat_slot);
        for (cudaEvent_t e : c->slot_done)
            if (e)
                cudaEventDestroy(e);
    }
    cudaGetLastError();
    delete c->copies;
    delete c;
}

cuqam_status cuqam_cuda_ctx_set_table(cuqam_cuda_ctx* c, const float* points, int n)
{
    const device_guard on_device(c->device);
    CUQAM_CUDA_TRY(on_device.error());
    const size_t bytes = sizeof(float) * 2u * (size_t)n;
    CUQAM_CUDA_TRY(cudaMalloc(&c->d_table, bytes));
    CUQAM_CUDA_TRY(cudaMemcpy(c->d_table, points, bytes, cudaMemcpyHostToDevice));
    return CUQAM_OK;
}

const char* cuqam_cuda_ctx_name(const cuqam_cuda_ctx* c) { return c ? c->name : "none"; }

cuqam_status cuqam_cuda_demap(cuqam_cuda_ctx* c,
                              const cuqam_params* p,
                              const float* in,
                              size_t n,
                              void* out,
                              int count_saturated,
                              cuqam_cuda_fault* fault)
{
    demap_work w;
    w.p = p;
    if (count_saturated)
        w.count = p->output;
    return run_pipeline(c, w, in, p->noise, n, out, fault);
}

cuqam_status cuqam_cuda_map(cuqam_cuda_ctx* c,
                            int bits_per_symbol,
                            float a,
                            const uint8_t* bits,
                            size_t n,
                            float* out,
                            cuqam_cuda_fault* fault)
{
    map_work w;
    w.bits_per_symbol = bits_per_symbol;
    w.a = a;
    return run_pipeline(c, w, bits, nullptr, n, out, fault);
}

cuqam_status cuqam_cuda_demap_async(cuqam_cuda_ctx* c,
                                    const cuqam_params* p,
                                    const float* d_in,
                                    size_t n,
                                    void* d_out,
                                    void* stream)
{
    demap_work w;
    w.p = p;
    return enqueue_on_device(c, w, d_in, p->noise, n, d_out, stream);
}

cuqam_status cuqam_cuda_map_async(cuqam_cuda_ctx* c,
                                  int bits_per_symbol,
                                  float a,
                                  const uint8_t* d_bits,
                                  size_t n,
                                  float* d_out,
                                  void* stream)
{
    map_work w;
    w.bits_per_symbol = bits_per_symbol;
    w.a = a;
    return enqueue_on_device(c, w, d_bits, nullptr, n, d_out, stream);
}

int cuqam_cuda_host_buffers(const void* in, const void* out)
{
    return locate(in) != where::device && locate(out) != where::device;
}

cuqam_status cuqam_cuda_mem_info(int device, size_t* free_bytes, size_t* total_bytes)
{
    if (!free_bytes || !total_bytes) {
        cuqam_set_error("%s", "free_bytes or total_bytes");
        return CUQAM_ERR_NULL_POINTER;
    }
    *free_bytes = *total_bytes = 0;
    const device_guard on_device(device);
    cudaError_t e = on_device.error();
    if (e == cudaSuccess)
        e = cudaMemGetInfo(free_bytes, total_bytes);
    if (e != cudaSuccess) {
        cudaGetLastError();
        cuqam_set_error("%s: %s (cudaMemGetInfo, device %d)",
                        cuqam_strerror(CUQAM_ERR_BACKEND_UNAVAILABLE),
                        cudaGetErrorString(e),
                        device);
        return CUQAM_ERR_BACKEND_UNAVAILABLE;
    }
    return CUQAM_OK;
}

int cuqam_fault_injection_compiled(void)
{
#ifdef CUQAM_FAULT_INJECTION
    return 1;
#else
    return 0;
#endif
}

} // extern "C"
