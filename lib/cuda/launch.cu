/*
 * Kernels on device memory: which kernel a call's parameters pick, its shape
 * from the occupancy API, and its launch (with the test build's injected
 * faults). The pipeline (pipeline.cu) and the asynchronous calls run
 * everything through these.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "kernel_table.cuh"
#include "pipeline.h"

#include <climits>
#include <cstdint>

namespace cuqam_cuda {

#ifdef CUQAM_FAULT_INJECTION
// The error the chosen call reports instead of its own (cudaSuccess: none).
cudaError_t fault_hit(cuqam_cuda_ctx* c, fault_point pt, cudaStream_t st)
{
    fault_plan& f = c->fault;
    if (f.point != pt)
        return cudaSuccess;
    const unsigned long k = ++f.seen[pt];
    if (k != f.nth && !(f.from_on && k > f.nth))
        return cudaSuccess;
    if (f.trap) {
        trap_kernel<<<1, 1, 0, st>>>();
        return cudaSuccess;
    }
    return pt == FP_KERNEL ? cudaErrorLaunchOutOfResources : cudaErrorUnknown;
}
#endif

namespace {

// A kernel's launch shape: grid and block from the occupancy API (block:
// that block, 0 the API's choice) and the architecture its code was
// compiled for, found once per kernel.
cuqam_status
find_shape(cuqam_cuda_ctx* c, const void* fn, int block, const launch_shape** out)
{
    launch_shape* s = nullptr;
    for (int i = 0; i < c->nshapes && !s; ++i)
        if (c->shapes[i].fn == fn)
            s = &c->shapes[i];
    if (!s) {
        int min_grid = 0, blk = block;
        cudaFuncAttributes attr;
        if (block) {
            int per_sm = 0, sms = 0;
            CUQAM_CUDA_TRY(
                cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, fn, block, 0));
            CUQAM_CUDA_TRY(
                cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, c->device));
            min_grid = per_sm * sms;
        } else {
            CUQAM_CUDA_TRY(cudaOccupancyMaxPotentialBlockSize(&min_grid, &blk, fn, 0, 0));
        }
        CUQAM_CUDA_TRY(cudaFuncGetAttributes(&attr, fn));
        if (c->nshapes == (int)(sizeof c->shapes / sizeof c->shapes[0]))
            c->nshapes = 0; // shapes has room for every kernel; stay correct anyway
        s = &c->shapes[c->nshapes++];
        *s = { fn, min_grid, blk, attr.ptxVersion };
    }
    *out = s;
    return CUQAM_OK;
}

// Launches s->fn with shape s on stream st: the grid capped by the work so
// small calls do not launch idle blocks, and for a resident kernel by what
// the SMs hold at once.
cuqam_status launch_shaped(cuqam_cuda_ctx* c,
                           const launch_shape* s,
                           size_t work_items,
                           void** args,
                           cudaStream_t st,
                           bool resident)
{
    const size_t need = (work_items + s->block - 1) / s->block;
    const size_t cap = resident ? (size_t)s->grid : (size_t)INT_MAX;
    const int grid = (int)(need < cap ? (need ? need : 1) : cap);
    cudaError_t e = FAULT(c, FP_KERNEL, st);
    if (e == cudaSuccess)
        e = cudaLaunchKernel(s->fn, dim3(grid), dim3(s->block), args, 0, st);
    if (e != cudaSuccess) {
        cuqam_set_error("%s: %s (cudaLaunchKernel)",
                        cuqam_strerror(CUQAM_ERR_CUDA),
                        cudaGetErrorString(e));
        return CUQAM_ERR_CUDA;
    }
    return CUQAM_OK;
}

// Tiles a block of the vector kernel loops over: exact's integers' common
// loop 4 (256QAM u8 101.7-101.8 -> 103.9-104.3 Gsym/s on an H200; 2 and 8
// no faster, docs/design.md); the others 1, as exact's general loop ran
// 4-6 % slower with 4. The forms as the GPU finds them (cuqam_exact_forms:
// base-2 exponents, the integers' low end; the scale in steps a nat, as the
// device's own test, where an earlier test in log units put the host's
// bound at 2.67 against the device's 1.86): a wrong answer here would cost
// speed, never results.
int vec_tiles_per_block(const cuqam_params& p)
{
    if (p.method != CUQAM_METHOD_EXACT || p.output == CUQAM_OUTPUT_F32)
        return 1;
    const int lo = p.output == CUQAM_OUTPUT_S8 ? -127 : -128;
    return cuqam_exact_forms_in(p.nz.c4_2exact, p.scale, lo, p.m) == CUQAM_EXACT_COMMON
               ? 4
               : 1;
}

} // namespace

cuqam_status launch_kernel(cuqam_cuda_ctx* c,
                           const void* fn,
                           size_t work_items,
                           void** args,
                           cudaStream_t st,
                           bool resident,
                           int block)
{
    const launch_shape* s;
    const cuqam_status found = find_shape(c, fn, block, &s);
    return found != CUQAM_OK ? found
                             : launch_shaped(c, s, work_items, args, st, resident);
}

// Demap n symbols already in device memory.
cuqam_status demap_device(cuqam_cuda_ctx* c,
                          const cuqam_params* p,
                          const float* d_in,
                          size_t n,
                          void* d_out,
                          cudaStream_t st)
{
    const size_t out_sym = (size_t)p->k * (p->output == CUQAM_OUTPUT_F32 ? 4 : 1);
    if (p->kernels == CUQAM_KERNELS_TABLE) {
        cuqam_params pv = *p;
        pv.table = c->d_table;
        size_t nn = n;
        void* args[] = { &pv, &d_in, &d_out, &nn };
        // whole tiles: where the occupancy API chose fewer threads (256
        // points maxlog u8: 192, 36 warps an SM instead of 32) it ran 7 %
        // slower on an H200 (docs/benchmarks.md)
        return launch_kernel(c, select_table_kernel(*p), n, args, st, true, kTileBlock);
    }
    const demap_kernels k = select_kernels(*p);
    if (p->noise) { // per-symbol N0: its own kernel, any alignment
        cuqam_params pv = *p;
        size_t nn = n;
        void* args[] = { &pv, &d_in, &d_out, &nn };
        return launch_kernel(c, k.symbols, n, args, st);
    }
    const bool aligned = ((uintptr_t)d_in % 16 == 0) && ((uintptr_t)d_out % 16 == 0);
    size_t done = 0;
    if (aligned) {
        const size_t npairs = n / 2;
        if (npairs) {
            cuqam_params pv = *p;
            const void* in_arg = d_in;
            void* out_arg = d_out;
            size_t np = npairs;
            void* args[] = { &pv, &in_arg, &out_arg, &np };
            const void* fn = p->split      ? k.vec_split
                             : p->permuted ? k.vec_reordered
                                           : k.vec;
            // a thread's pairs, as the kernel's code counts them
            const launch_shape* shape;
            const cuqam_status ss = find_shape(c, fn, 0, &shape);
            if (ss != CUQAM_OK)
                return ss;
            const size_t unroll = (size_t)tile_pairs(
                p->k, p->method, p->output == CUQAM_OUTPUT_F32 ? 4 : 1, shape->arch);
            // One block a tile, not a resident grid looping over tiles: a
            // copy-shaped kernel read 93.8 % of the device copy resident and
            // 99.4 % so on an H100 (90.0 and 96.4 % on an H200), and the
            // demapper's approx and maxlog rows mostly 90-94 % -> 96-98 % on
            // the H100 (docs/benchmarks.md). The table kernels stay resident: each
            // block loads the constellation first.
            const size_t per_block = unroll * (size_t)vec_tiles_per_block(*p);
            const cuqam_status s = launch_shaped(
                c, shape, (npairs + per_block - 1) / per_block, args, st, false);
            if (s != CUQAM_OK)
                return s;
            done = npairs * 2;
        }
    }
    if (done < n) {
        cuqam_params pv = *p;
        const float* in_arg = d_in + 2 * done;
        unsigned char* out_arg = (unsigned char*)d_out + done * out_sym;
        size_t rest = n - done;
        void* args[] = { &pv, &in_arg, &out_arg, &rest };
        return launch_kernel(c, k.symbols, rest, args, st);
    }
    return CUQAM_OK;
}

cuqam_status map_device(cuqam_cuda_ctx* c,
                        int bits_per_symbol,
                        float a,
                        const uint8_t* d_bits,
                        size_t n,
                        float* d_out,
                        cudaStream_t st)
{
    const void* fn =
        a > 0.0f ? select_map_kernel(bits_per_symbol / 2) : (const void*)map_table_kernel;
    float av = a;
    int k = bits_per_symbol;
    size_t nn = n;
    const float* table = c->d_table;
    void* level_args[] = { &d_bits, &d_out, &av, &nn };
    void* table_args[] = { &d_bits, &d_out, &table, &k, &nn };
    return launch_kernel(c, fn, n, a > 0.0f ? level_args : table_args, st);
}

where locate(const void* ptr)
{
    bool mapped = false;
    if (in_registered_range(ptr, &mapped)) // GNU Radio's buffers, every call
        return mapped ? where::mapped : where::pinned;
    cudaPointerAttributes attr;
    if (cudaPointerGetAttributes(&attr, ptr) != cudaSuccess) {
        cudaGetLastError(); // an unknown pointer is pageable memory, not an error
        return where::pageable;
    }
    if (attr.type == cudaMemoryTypeDevice || attr.type == cudaMemoryTypeManaged)
        return where::device;
    if (attr.type == cudaMemoryTypeHost) // cudaHostAlloc: mapped under UVA
        return attr.devicePointer == ptr ? where::mapped : where::pinned;
    return where::pageable;
}

// The first failure of a call names the CUDA call and the chunk; later ones
// (consequences of the first) keep it.
cuqam_status note_failure(cuqam_status st, cudaError_t e, const char* what, size_t chunk)
{
    if (st == CUQAM_OK)
        cuqam_set_error("%s: %s (%s, chunk %zu)",
                        cuqam_strerror(CUQAM_ERR_CUDA),
                        cudaGetErrorString(e),
                        what,
                        chunk);
    return CUQAM_ERR_CUDA;
}

// After a failure: whether the context still works (a non-sticky error is
// cleared; a sticky one, from a device fault, fails every later call).
bool context_alive(cuqam_cuda_ctx* c)
{
    cudaGetLastError();
    cudaError_t e = cudaMemsetAsync(c->d_in[0], 0, 64, c->stream[0]);
    if (e == cudaSuccess)
        e = cudaStreamSynchronize(c->stream[0]);
    cudaGetLastError();
    return e == cudaSuccess;
}

// Everything issued to slot s so far (its stream and its load stream),
// waited for on its (blocking-sync) event so that the host thread sleeps
// meanwhile. The load stream's work is ordered before the event, as a call
// that failed between a chunk's copy up and its kernel may have left it
// unordered.
cudaError_t wait_stream(cuqam_cuda_ctx* c, int s, bool poll)
{
    cudaError_t e = cudaEventRecord(c->loaded[s], c->load[s]);
    if (e == cudaSuccess)
        e = cudaStreamWaitEvent(c->stream[s], c->loaded[s], 0);
    if (e == cudaSuccess)
        e = cudaEventRecord(c->done[s], c->stream[s]);
    if (e != cudaSuccess) {
        cudaGetLastError();
        e = cudaStreamSynchronize(c->load[s]);
        const cudaError_t e2 = cudaStreamSynchronize(c->stream[s]);
        return e != cudaSuccess ? e : e2;
    }
    return wait_event(c, c->done[s], poll);
}

cudaError_t wait_event(cuqam_cuda_ctx* c, cudaEvent_t ev, bool poll)
{
    if (!poll && !c->poll_wait)
        return cudaEventSynchronize(ev);
    cudaError_t e;
    while ((e = cudaEventQuery(ev)) == cudaErrorNotReady)
        sched_yield();
    return e;
}

} // namespace cuqam_cuda
