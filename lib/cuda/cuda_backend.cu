/*
 * CUDA backend: a persistent context per demapper/mapper (device, streams,
 * pinned staging, device buffers, all allocated once) and the demapping
 * kernels. Exports the plain C interface of lib/core/backend_cuda.h, so no
 * other part of the module needs nvcc.
 *
 * Data paths of one call, chosen by where the caller's buffers live:
 *  - device memory: the kernel runs on them directly;
 *  - pinned host memory: chunks are copied straight from/to them;
 *  - pageable host memory (GNU Radio's buffers): each chunk is copied by the
 *    CPU into a pinned staging slot while the GPU works on the other slots.
 * Each chunk's H2D copy, kernel and D2H copy are issued together on the
 * chunk's stream ("sequential" issue order), chunks round-robin over streams.
 *
 * The per-symbol math is lib/kernels/qam_math.h, the same source the CPU
 * generic kernel compiles, built here with --fmad=false: integer outputs of
 * approx and maxlog are bit-identical to the CPU's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "../core/backend_cuda.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <thread>
#include <vector>

namespace {

constexpr int kMaxStreams = 16;
// Groups in flight per thread (ILP); exact, heavier in registers, takes fewer.
template <int METHOD>
__host__ __device__ constexpr int unroll_for() { return METHOD == CUQAM_METHOD_EXACT ? 2 : 4; }
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
        if (d_switched && d_prev >= 0 && d_err == cudaSuccess && cudaSetDevice(d_prev) != cudaSuccess)
            cudaGetLastError(); // nothing to do about it here; the next call reports its own
    }
    device_guard(const device_guard&) = delete;
    device_guard& operator=(const device_guard&) = delete;
    cudaError_t error() const { return d_err; }

private:
    int d_prev = -1;
    bool d_switched = false;
    cudaError_t d_err = cudaSuccess;
};

#define CUQAM_CUDA_TRY(call)                                                              \
    do {                                                                                  \
        const cudaError_t err_ = (call);                                                  \
        if (err_ != cudaSuccess) {                                                        \
            cuqam_set_error("%s: %s (%s) at %s:%d", cuqam_strerror(CUQAM_ERR_CUDA),      \
                            cudaGetErrorString(err_), #call, __FILE__, __LINE__);        \
            return CUQAM_ERR_CUDA;                                                        \
        }                                                                                 \
    } while (0)

// ---- kernels -----------------------------------------------------------------

// Symbols per group: the fewest that make both the group's input (8 bytes a
// symbol) and its output a whole number of 16-byte vectors.
template <int K, int OSZ>
__host__ __device__ constexpr int group_symbols()
{
    int g = 2;
    while ((g * K * OSZ) % 16 != 0)
        g += 2;
    return g;
}

// Round half to even and saturate to [-128, 127] in one conversion: the same
// integers as the CPU's clamp-then-rint, since the bounds are integers.
__device__ __forceinline__ int round_sat_s8(float y)
{
    int r;
    asm("cvt.rni.sat.s8.f32 %0, %1;" : "=r"(r) : "f"(y));
    return r;
}

// Soft bits of one symbol, as the 32-bit words of the output stream.
template <int M, int METHOD, int OUT>
__device__ __forceinline__ void symbol_out(const cuqam_params& p, float i, float q, unsigned* w, int first_byte)
{
    float li[M], lq[M];
    cuqam_axis_soft(&p, METHOD, OUT, i, M, li);
    cuqam_axis_soft(&p, METHOD, OUT, q, M, lq);
    int r[2 * M];
#pragma unroll
    for (int j = 0; j < 2 * M; ++j) {
        const float y = (j & 1) ? lq[j / 2] : li[j / 2];
        if constexpr (OUT == CUQAM_OUTPUT_F32) {
            w[first_byte / 4 + j] = __float_as_uint(y);
        } else {
            r[j] = round_sat_s8(y);
            if constexpr (OUT == CUQAM_OUTPUT_S8)
                r[j] = max(r[j], -127);
        }
    }
    if constexpr (OUT != CUQAM_OUTPUT_F32) {
        // u8 is the s8 pattern with its top bit flipped (128 + r).
        constexpr unsigned flip = OUT == CUQAM_OUTPUT_U8 ? 0x80808080u : 0u;
        if constexpr ((2 * M) % 4 == 0) {
            // whole words: three byte permutes pack four soft bits
#pragma unroll
            for (int j = 0; j < 2 * M; j += 4) {
                const unsigned lo = __byte_perm(r[j], r[j + 1], 0x0040);
                const unsigned hi = __byte_perm(r[j + 2], r[j + 3], 0x0040);
                w[(first_byte + j) / 4] = __byte_perm(lo, hi, 0x5410) ^ flip;
            }
        } else {
#pragma unroll
            for (int j = 0; j < 2 * M; ++j) {
                const int at = first_byte + j;
                w[at / 4] |= (((unsigned)r[j] ^ flip) & 0xFFu) << (8 * (at % 4));
            }
        }
    }
}

// Vector kernel: 16-byte loads and stores, a group's soft bits packed into
// whole 16-byte stores, kUnroll groups in flight per thread, grid-stride.
template <int M, int METHOD, int OUT>
__global__ void demap_vec_kernel(cuqam_params p, const float4* __restrict__ in, uint4* __restrict__ out,
                                 size_t ngroups)
{
    constexpr int K = 2 * M, OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1;
    constexpr int G = group_symbols<K, OSZ>();
    constexpr int NIN = G / 2, NOUT = G * K * OSZ / 16;
    constexpr int kUnroll = unroll_for<METHOD>();
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t base = (size_t)blockIdx.x * blockDim.x + threadIdx.x; base < ngroups; base += stride * kUnroll) {
        float4 v[kUnroll][NIN];
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const size_t g = base + u * stride;
#pragma unroll
            for (int i = 0; i < NIN; ++i)
                v[u][i] = g < ngroups ? __ldcs(in + g * NIN + i) : make_float4(0.f, 0.f, 0.f, 0.f);
        }
#pragma unroll
        for (int u = 0; u < kUnroll; ++u) {
            const size_t g = base + u * stride;
            if (g >= ngroups)
                break;
            unsigned w[NOUT * 4];
#pragma unroll
            for (int i = 0; i < NOUT * 4; ++i)
                w[i] = 0u;
#pragma unroll
            for (int s = 0; s < G; ++s) {
                const float4 f = v[u][s / 2];
                symbol_out<M, METHOD, OUT>(p, (s & 1) ? f.z : f.x, (s & 1) ? f.w : f.y, w, s * K * OSZ);
            }
#pragma unroll
            for (int o = 0; o < NOUT; ++o)
                __stcs(out + g * NOUT + o, make_uint4(w[4 * o], w[4 * o + 1], w[4 * o + 2], w[4 * o + 3]));
        }
    }
}

// Scalar kernel: one symbol per thread, any alignment. Used for the last few
// symbols of a call and for device pointers that are not 16-byte aligned.
template <int M, int METHOD, int OUT>
__global__ void demap_scalar_kernel(cuqam_params p, const float* __restrict__ in, unsigned char* __restrict__ out,
                                    size_t n)
{
    constexpr int K = 2 * M, OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1;
    for (size_t s = (size_t)blockIdx.x * blockDim.x + threadIdx.x; s < n; s += (size_t)gridDim.x * blockDim.x) {
        unsigned w[(K * OSZ + 3) / 4 + 1];
#pragma unroll
        for (int i = 0; i < (int)(sizeof w / sizeof w[0]); ++i)
            w[i] = 0u;
        symbol_out<M, METHOD, OUT>(p, in[2 * s], in[2 * s + 1], w, 0);
        const unsigned char* b = reinterpret_cast<const unsigned char*>(w);
#pragma unroll
        for (int j = 0; j < K * OSZ; ++j)
            out[s * K * OSZ + j] = b[j];
    }
}

// Mapper: k bit-bytes in, one float2 out per symbol.
template <int M>
__global__ void map_kernel(const unsigned char* __restrict__ bits, float2* __restrict__ out, float a, size_t n)
{
    for (size_t s = (size_t)blockIdx.x * blockDim.x + threadIdx.x; s < n; s += (size_t)gridDim.x * blockDim.x) {
        unsigned ci = 0, cq = 0;
#pragma unroll
        for (int j = 0; j < M; ++j) {
            ci |= (unsigned)(bits[s * 2 * M + 2 * j] & 1u) << j;
            cq |= (unsigned)(bits[s * 2 * M + 2 * j + 1] & 1u) << j;
        }
        out[s] = make_float2(a * cuqam_level_from_bits(ci, M), a * cuqam_level_from_bits(cq, M));
    }
}

__global__ void probe_kernel(int* flag) { *flag = 0x5EED; }

#ifdef CUQAM_FAULT_INJECTION
// A real device fault: the context is lost (sticky error), as after an Xid.
__global__ void trap_kernel() { asm volatile("trap;"); }
#endif

// ---- launch plumbing -----------------------------------------------------------

struct launch_shape {
    const void* fn;
    int grid, block;
};

struct demap_kernels {
    const void* vec;
    const void* scalar;
    int group;  // symbols per vector group
    int unroll; // groups per thread and iteration
};

template <int M, int METHOD, int OUT>
demap_kernels kernels_for()
{
    constexpr int OSZ = OUT == CUQAM_OUTPUT_F32 ? 4 : 1;
    return { (const void*)demap_vec_kernel<M, METHOD, OUT>, (const void*)demap_scalar_kernel<M, METHOD, OUT>,
             group_symbols<2 * M, OSZ>(), unroll_for<METHOD>() };
}

template <int M, int METHOD>
demap_kernels kernels_for_out(int out)
{
    switch (out) {
    case CUQAM_OUTPUT_F32: return kernels_for<M, METHOD, CUQAM_OUTPUT_F32>();
    case CUQAM_OUTPUT_S8: return kernels_for<M, METHOD, CUQAM_OUTPUT_S8>();
    default: return kernels_for<M, METHOD, CUQAM_OUTPUT_U8>();
    }
}

template <int M>
demap_kernels kernels_for_method(int method, int out)
{
    switch (method) {
    case CUQAM_METHOD_APPROX: return kernels_for_out<M, CUQAM_METHOD_APPROX>(out);
    case CUQAM_METHOD_EXACT: return kernels_for_out<M, CUQAM_METHOD_EXACT>(out);
    default: return kernels_for_out<M, CUQAM_METHOD_MAXLOG>(out);
    }
}

demap_kernels select_kernels(const cuqam_params& p)
{
    switch (p.m) {
    case 1: return kernels_for_method<1>(p.method, p.output);
    case 2: return kernels_for_method<2>(p.method, p.output);
    case 3: return kernels_for_method<3>(p.method, p.output);
    case 4: return kernels_for_method<4>(p.method, p.output);
    default: return kernels_for_method<5>(p.method, p.output);
    }
}

const void* select_map_kernel(int m)
{
    switch (m) {
    case 1: return (const void*)map_kernel<1>;
    case 2: return (const void*)map_kernel<2>;
    case 3: return (const void*)map_kernel<3>;
    case 4: return (const void*)map_kernel<4>;
    default: return (const void*)map_kernel<5>;
    }
}

} // namespace

namespace {

// ---- staging copies ---------------------------------------------------------------

// Copies between GNU Radio's pageable buffers and the pinned staging slots are
// split over a few threads: one core's memcpy is far slower than PCIe. The
// threads are made with the context and sleep between jobs; a job is at most
// two copies (a finished chunk out, the next chunk in).
class copy_pool
{
public:
    struct job {
        void* dst;
        const void* src;
        size_t bytes;
    };

    explicit copy_pool(int helpers)
    {
        for (int i = 0; i < helpers; ++i)
            d_threads.emplace_back([this, i] { worker(i + 1); });
    }

    ~copy_pool()
    {
        {
            std::lock_guard<std::mutex> lk(d_mu);
            d_stop = true;
        }
        d_cv.notify_all();
        for (auto& t : d_threads)
            t.join();
    }

    // Runs the copies, the calling thread taking its share; returns when done.
    void run(const job* jobs, int njobs)
    {
        size_t total = 0;
        for (int i = 0; i < njobs; ++i)
            total += jobs[i].bytes;
        if (d_threads.empty() || total < ((size_t)1 << 20)) {
            for (int i = 0; i < njobs; ++i)
                std::memcpy(jobs[i].dst, jobs[i].src, jobs[i].bytes);
            return;
        }
        {
            std::lock_guard<std::mutex> lk(d_mu);
            d_jobs = jobs;
            d_njobs = njobs;
            d_pending = (int)d_threads.size();
            ++d_generation;
        }
        d_cv.notify_all();
        share(0);
        std::unique_lock<std::mutex> lk(d_mu);
        d_done_cv.wait(lk, [this] { return d_pending == 0; });
    }

private:
    // Part `part` of every copy (parts 0..helpers, 0 is the caller's).
    void share(int part)
    {
        const size_t parts = d_threads.size() + 1;
        for (int i = 0; i < d_njobs; ++i) {
            const size_t per = (d_jobs[i].bytes / parts + 63) & ~(size_t)63;
            const size_t lo = std::min(d_jobs[i].bytes, per * part);
            const size_t hi = part + 1 == (int)parts ? d_jobs[i].bytes : std::min(d_jobs[i].bytes, lo + per);
            if (hi > lo)
                std::memcpy((char*)d_jobs[i].dst + lo, (const char*)d_jobs[i].src + lo, hi - lo);
        }
    }

    void worker(int part)
    {
        unsigned long seen = 0;
        for (;;) {
            {
                std::unique_lock<std::mutex> lk(d_mu);
                d_cv.wait(lk, [&] { return d_stop || d_generation != seen; });
                if (d_stop)
                    return;
                seen = d_generation;
            }
            share(part);
            {
                std::lock_guard<std::mutex> lk(d_mu);
                if (--d_pending == 0)
                    d_done_cv.notify_one();
            }
        }
    }

    std::vector<std::thread> d_threads;
    std::mutex d_mu;
    std::condition_variable d_cv, d_done_cv;
    const job* d_jobs = nullptr;
    int d_njobs = 0;
    int d_pending = 0;
    unsigned long d_generation = 0;
    bool d_stop = false;
};

// Helper threads for staging copies: threads - 1 as configured (the core
// validated it and read $CUQAM_STAGING_THREADS), else up to 7 (8 copying with
// the caller), at most half the cores.
int staging_helpers(int threads)
{
    if (threads > 0)
        return threads - 1;
    const int hw = (int)std::thread::hardware_concurrency();
    return std::max(0, std::min(7, hw / 2 - 1));
}

// ---- fault injection (test builds only) ----------------------------------------------
//
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

} // namespace

struct cuqam_cuda_ctx {
    int device = 0;
    char name[320] = "";
    size_t chunk = 0; // symbols per chunk, a multiple of kChunkAlign
    int nstreams = 0;
    size_t in_bytes = 0, out_bytes = 0; // per symbol
    cudaStream_t stream[kMaxStreams] = {};
    cudaEvent_t done[kMaxStreams] = {};
    void* h_in[kMaxStreams] = {};  // pinned staging
    void* h_out[kMaxStreams] = {};
    void* d_in[kMaxStreams] = {};
    void* d_out[kMaxStreams] = {};
    launch_shape shapes[128] = {};  // occupancy-derived launch shapes, per kernel
    int nshapes = 0;
    copy_pool* copies = nullptr;    // staging copy threads
    fault_plan fault;               // test builds only
};

namespace {

#ifdef CUQAM_FAULT_INJECTION
bool parse_fault_plan(const char* spec, fault_plan* f)
{
    static const char* const names[FP_COUNT] = { "h2d", "kernel", "d2h", "record", "wait" };
    char point[16] = "", kind[16] = "";
    unsigned long nth = 0;
    int used = 0;
    if (std::sscanf(spec, "%15[a-z0-9]:%lu%n", point, &nth, &used) != 2 || nth == 0)
        return false;
    const char* rest = spec + used;
    f->from_on = *rest == '+';
    if (f->from_on)
        ++rest;
    if (*rest == ':' && std::sscanf(rest + 1, "%15s", kind) == 1 && std::strcmp(kind, "trap") == 0)
        f->trap = true;
    else if (*rest != '\0')
        return false;
    for (int i = 0; i < FP_COUNT; ++i)
        if (std::strcmp(point, names[i]) == 0)
            f->point = i;
    f->nth = nth;
    return f->point >= 0 && (!f->trap || f->point == FP_KERNEL);
}

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
#define FAULT(c, pt, st) fault_hit((c), (pt), (st))
#else
#define FAULT(c, pt, st) ((void)(c), (void)(st), cudaSuccess)
#endif

// Grid and block from the occupancy API (computed once per kernel), grid
// capped by the work so small calls do not launch idle blocks.
cuqam_status shape_for(cuqam_cuda_ctx* c, const void* fn, size_t work_items, int* grid, int* block)
{
    launch_shape* s = nullptr;
    for (int i = 0; i < c->nshapes; ++i)
        if (c->shapes[i].fn == fn)
            s = &c->shapes[i];
    if (!s) {
        if (c->nshapes == (int)(sizeof c->shapes / sizeof c->shapes[0]))
            c->nshapes = 0; // cannot happen with the kernels above; stay correct anyway
        s = &c->shapes[c->nshapes++];
        int min_grid = 0, blk = 0;
        CUQAM_CUDA_TRY(cudaOccupancyMaxPotentialBlockSize(&min_grid, &blk, fn, 0, 0));
        *s = { fn, min_grid, blk };
    }
    const size_t need = (work_items + s->block - 1) / s->block;
    *block = s->block;
    *grid = (int)(need < (size_t)s->grid ? (need ? need : 1) : (size_t)s->grid);
    return CUQAM_OK;
}

cuqam_status launch(cuqam_cuda_ctx* c, const void* fn, int grid, int block, void** args, cudaStream_t st)
{
    cudaError_t e = FAULT(c, FP_KERNEL, st);
    if (e == cudaSuccess)
        e = cudaLaunchKernel(fn, dim3(grid), dim3(block), args, 0, st);
    if (e != cudaSuccess) {
        cuqam_set_error("%s: %s (cudaLaunchKernel)", cuqam_strerror(CUQAM_ERR_CUDA), cudaGetErrorString(e));
        return CUQAM_ERR_CUDA;
    }
    return CUQAM_OK;
}

// Demap n symbols already in device memory.
cuqam_status demap_device(cuqam_cuda_ctx* c, const cuqam_params* p, const float* d_in, size_t n, void* d_out,
                          cudaStream_t st)
{
    const demap_kernels k = select_kernels(*p);
    const size_t out_sym = (size_t)2 * p->m * (p->output == CUQAM_OUTPUT_F32 ? 4 : 1);
    const bool aligned = ((uintptr_t)d_in % 16 == 0) && ((uintptr_t)d_out % 16 == 0);
    size_t done = 0;
    if (aligned) {
        const size_t ngroups = n / (size_t)k.group;
        if (ngroups) {
            int grid, block;
            cuqam_status s = shape_for(c, k.vec, (ngroups + k.unroll - 1) / k.unroll, &grid, &block);
            if (s != CUQAM_OK)
                return s;
            cuqam_params pv = *p;
            const void* in_arg = d_in;
            void* out_arg = d_out;
            size_t ng = ngroups;
            void* args[] = { &pv, &in_arg, &out_arg, &ng };
            if ((s = launch(c, k.vec, grid, block, args, st)) != CUQAM_OK)
                return s;
            done = ngroups * (size_t)k.group;
        }
    }
    if (done < n) {
        int grid, block;
        cuqam_status s = shape_for(c, k.scalar, n - done, &grid, &block);
        if (s != CUQAM_OK)
            return s;
        cuqam_params pv = *p;
        const float* in_arg = d_in + 2 * done;
        unsigned char* out_arg = (unsigned char*)d_out + done * out_sym;
        size_t rest = n - done;
        void* args[] = { &pv, &in_arg, &out_arg, &rest };
        if ((s = launch(c, k.scalar, grid, block, args, st)) != CUQAM_OK)
            return s;
    }
    return CUQAM_OK;
}

cuqam_status map_device(cuqam_cuda_ctx* c, int bits_per_symbol, float a, const uint8_t* d_bits, size_t n,
                        float* d_out, cudaStream_t st)
{
    const void* fn = select_map_kernel(bits_per_symbol / 2);
    int grid, block;
    cuqam_status s = shape_for(c, fn, n, &grid, &block);
    if (s != CUQAM_OK)
        return s;
    float av = a;
    size_t nn = n;
    void* args[] = { &d_bits, &d_out, &av, &nn };
    return launch(c, fn, grid, block, args, st);
}

enum class where { pageable, pinned, device };

where locate(const void* ptr)
{
    cudaPointerAttributes attr;
    if (cudaPointerGetAttributes(&attr, ptr) != cudaSuccess) {
        cudaGetLastError(); // an unknown pointer is pageable memory, not an error
        return where::pageable;
    }
    if (attr.type == cudaMemoryTypeDevice || attr.type == cudaMemoryTypeManaged)
        return where::device;
    if (attr.type == cudaMemoryTypeHost)
        return where::pinned;
    return where::pageable;
}

// The work of one chunk on its device buffers; a functor so that the demapper
// and the mapper share the whole pipeline below.
struct chunk_work {
    virtual cuqam_status run(cuqam_cuda_ctx* c, const void* d_in, size_t n, void* d_out, cudaStream_t st) const = 0;
};

struct demap_work final : chunk_work {
    const cuqam_params* p;
    cuqam_status run(cuqam_cuda_ctx* c, const void* d_in, size_t n, void* d_out, cudaStream_t st) const override
    {
        return demap_device(c, p, (const float*)d_in, n, d_out, st);
    }
};

struct map_work final : chunk_work {
    int bits_per_symbol;
    float a;
    cuqam_status run(cuqam_cuda_ctx* c, const void* d_in, size_t n, void* d_out, cudaStream_t st) const override
    {
        return map_device(c, bits_per_symbol, a, (const uint8_t*)d_in, n, (float*)d_out, st);
    }
};

// The first failure of a call names the CUDA call and the chunk; later ones
// (consequences of the first) keep it.
cuqam_status note_failure(cuqam_status st, cudaError_t e, const char* what, size_t chunk)
{
    if (st == CUQAM_OK)
        cuqam_set_error("%s: %s (%s, chunk %zu)", cuqam_strerror(CUQAM_ERR_CUDA), cudaGetErrorString(e), what, chunk);
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

// Runs w over n symbols in chunks, pipelined over the streams. On success
// everything is in out. On failure no more work is issued, every stream is
// waited for (so nothing still writes into out), the chunks that completed
// are handed over, and f->delivered says how far out is complete.
cuqam_status run_pipeline(cuqam_cuda_ctx* c, const chunk_work& w, const void* in, size_t n, void* out,
                          cuqam_cuda_fault* f)
{
    f->delivered = 0;
    f->context_lost = 0;
    const device_guard on_device(c->device);
    const cudaError_t set_e = on_device.error();
    const where win = locate(in), wout = locate(out);
    f->host_buffers = win != where::device && wout != where::device;
    if ((win == where::device) != (wout == where::device)) {
        f->host_buffers = 0;
        cuqam_set_error("%s", cuqam_strerror(CUQAM_ERR_BUFFERS));
        return CUQAM_ERR_BUFFERS;
    }
    if (set_e != cudaSuccess) {
        note_failure(CUQAM_OK, set_e, "cudaSetDevice", 0);
        f->context_lost = !context_alive(c);
        return CUQAM_ERR_CUDA;
    }
    if (win == where::device) {
        // The legacy default stream orders this after whatever the caller
        // issued to it (a cudaMemcpy that filled the input, say).
        cuqam_status s = w.run(c, in, n, out, cudaStreamLegacy);
        const cudaError_t e = cudaStreamSynchronize(cudaStreamLegacy);
        if (e != cudaSuccess)
            s = note_failure(s, e, "cudaStreamSynchronize", 0);
        if (s != CUQAM_OK)
            f->context_lost = !context_alive(c);
        else
            f->delivered = n;
        return s;
    }
    const bool direct = win == where::pinned && wout == where::pinned;
    const unsigned char* src = (const unsigned char*)in;
    unsigned char* dst = (unsigned char*)out;
    // Per slot: the chunk whose output waits in the slot's staging buffer
    // (n 0: none), and the earliest chunk issued on it not known complete
    // (n: none). Staged chunks are confirmed when their slot is reused; direct
    // (pinned) ones only at the end, so the host never waits mid-call.
    size_t slot_off[kMaxStreams], slot_n[kMaxStreams], unconfirmed[kMaxStreams];
    for (int s = 0; s < c->nstreams; ++s)
        slot_n[s] = 0, unconfirmed[s] = n;
    cuqam_status st = CUQAM_OK;
    size_t first_bad = n; // offset of the first chunk not delivered
    size_t idx = 0;
    for (size_t off = 0; off < n; off += c->chunk, ++idx) {
        const int s = (int)(idx % (size_t)c->nstreams);
        const size_t cn = n - off < c->chunk ? n - off : c->chunk;
        cudaStream_t strm = c->stream[s];
        const void* h_src = src + off * c->in_bytes;
        void* h_dst = dst + off * c->out_bytes;
        if (!direct) {
            // Free the slot: wait for its previous chunk, hand that output
            // over and stage this chunk's input, in one parallel copy job.
            copy_pool::job jobs[2];
            int njobs = 0;
            if (slot_n[s]) {
                cudaError_t e = cudaEventSynchronize(c->done[s]);
                if (e == cudaSuccess)
                    e = FAULT(c, FP_WAIT, strm);
                if (e != cudaSuccess) {
                    st = note_failure(st, e, "cudaEventSynchronize", slot_off[s] / c->chunk);
                    first_bad = slot_off[s];
                    slot_n[s] = 0;
                    break;
                }
                jobs[njobs++] = { dst + slot_off[s] * c->out_bytes, c->h_out[s], slot_n[s] * c->out_bytes };
                slot_n[s] = 0;
                unconfirmed[s] = n;
            }
            jobs[njobs++] = { c->h_in[s], h_src, cn * c->in_bytes };
            c->copies->run(jobs, njobs);
            h_src = c->h_in[s];
            h_dst = c->h_out[s];
        }
        if (unconfirmed[s] == n)
            unconfirmed[s] = off;
        const char* what = "cudaMemcpyAsync host to device";
        cudaError_t e = FAULT(c, FP_H2D, strm);
        if (e == cudaSuccess)
            e = cudaMemcpyAsync(c->d_in[s], h_src, cn * c->in_bytes, cudaMemcpyHostToDevice, strm);
        if (e == cudaSuccess) {
            const cuqam_status ks = w.run(c, c->d_in[s], cn, c->d_out[s], strm);
            if (ks != CUQAM_OK) { // detail already set, naming the call
                st = ks;
                first_bad = off;
                break;
            }
            what = "cudaMemcpyAsync device to host";
            e = FAULT(c, FP_D2H, strm);
            if (e == cudaSuccess)
                e = cudaMemcpyAsync(h_dst, c->d_out[s], cn * c->out_bytes, cudaMemcpyDeviceToHost, strm);
        }
        if (e == cudaSuccess) {
            what = "cudaEventRecord";
            e = cudaEventRecord(c->done[s], strm);
            if (e == cudaSuccess)
                e = FAULT(c, FP_RECORD, strm);
        }
        if (e != cudaSuccess) {
            st = note_failure(st, e, what, idx);
            first_bad = off;
            break;
        }
        if (!direct)
            slot_off[s] = off, slot_n[s] = cn;
    }
    // Wait for every stream, also on the way out of a failure: no copy may
    // still be writing into out (or the staging slots) when this returns.
    for (int s = 0; s < c->nstreams; ++s) {
        cudaError_t e = cudaStreamSynchronize(c->stream[s]);
        if (e == cudaSuccess && unconfirmed[s] < n)
            e = FAULT(c, FP_WAIT, c->stream[s]);
        if (e != cudaSuccess) {
            st = note_failure(st, e, "cudaStreamSynchronize", unconfirmed[s] < n ? unconfirmed[s] / c->chunk : 0);
            first_bad = std::min(first_bad, unconfirmed[s]);
            slot_n[s] = 0;
        }
    }
    // Hand over the staged outputs of the chunks that completed.
    copy_pool::job jobs[kMaxStreams];
    int njobs = 0;
    for (int s = 0; s < c->nstreams; ++s)
        if (slot_n[s] && slot_off[s] < first_bad)
            jobs[njobs++] = { dst + slot_off[s] * c->out_bytes, c->h_out[s], slot_n[s] * c->out_bytes };
    c->copies->run(jobs, njobs);
    f->delivered = first_bad;
    if (st != CUQAM_OK)
        f->context_lost = !context_alive(c);
    return st;
}

} // namespace

// ---- the C interface -----------------------------------------------------------

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
    snprintf(buf, len, "%s, sm_%d%d, %d SMs, %.1f GiB", prop.name, prop.major, prop.minor,
             prop.multiProcessorCount, (double)prop.totalGlobalMem / (1024.0 * 1024.0 * 1024.0));
    return CUQAM_OK;
}

int cuqam_cuda_usable(int device, char* why, size_t why_len)
{
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        snprintf(why, why_len, "no usable CUDA driver or device (%s)", cudaGetErrorString(e));
        cudaGetLastError();
        return 0;
    }
    if (device < 0 || device >= n) {
        snprintf(why, why_len, "CUDA device %d does not exist (%d device(s) found)", device, n);
        return 0;
    }
    // A device that is listed may still be unable to run our code (wrong
    // architecture, exclusive mode, out of memory): launch something and check.
    int* d_flag = nullptr;
    int flag = 0;
    const device_guard on_device(device);
    if ((e = on_device.error()) == cudaSuccess && (e = cudaMalloc(&d_flag, sizeof(int))) == cudaSuccess) {
        probe_kernel<<<1, 1>>>(d_flag);
        e = cudaGetLastError();
        if (e == cudaSuccess)
            e = cudaMemcpy(&flag, d_flag, sizeof flag, cudaMemcpyDeviceToHost);
        cudaFree(d_flag);
    }
    if (e != cudaSuccess || flag != 0x5EED) {
        snprintf(why, why_len, "CUDA device %d failed a test launch (%s)", device,
                 e != cudaSuccess ? cudaGetErrorString(e) : "wrong result");
        cudaGetLastError();
        return 0;
    }
    return 1;
}

cuqam_status cuqam_cuda_ctx_create(int device, size_t chunk_symbols, int streams, int staging_threads,
                                   size_t in_bytes, size_t out_bytes, cuqam_cuda_ctx** out)
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
            cuqam_set_error("%s: CUQAM_FAULT_INJECT='%s' is not point:n[+][:trap] (points: h2d kernel d2h "
                            "record wait; trap with kernel only)", cuqam_strerror(CUQAM_ERR_CONFIG), spec);
            return CUQAM_ERR_CONFIG;
        }
    }
#endif
    const device_guard on_device(device);
    CUQAM_CUDA_TRY(on_device.error());
    cudaDeviceProp prop;
    CUQAM_CUDA_TRY(cudaGetDeviceProperties(&prop, device));
    snprintf(c->name, sizeof c->name, "%d %s (sm_%d%d, %d SMs)", device, prop.name, prop.major, prop.minor,
             prop.multiProcessorCount);
    for (int s = 0; s < streams; ++s) {
        CUQAM_CUDA_TRY(cudaStreamCreateWithFlags(&c->stream[s], cudaStreamNonBlocking));
        CUQAM_CUDA_TRY(cudaEventCreateWithFlags(&c->done[s], cudaEventDisableTiming));
        CUQAM_CUDA_TRY(cudaHostAlloc(&c->h_in[s], c->chunk * in_bytes, cudaHostAllocDefault));
        CUQAM_CUDA_TRY(cudaHostAlloc(&c->h_out[s], c->chunk * out_bytes, cudaHostAllocDefault));
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
            cudaFree(c->d_in[s]);
            cudaFree(c->d_out[s]);
            cudaFreeHost(c->h_in[s]);
            cudaFreeHost(c->h_out[s]);
            if (c->done[s])
                cudaEventDestroy(c->done[s]);
            if (c->stream[s])
                cudaStreamDestroy(c->stream[s]);
        }
    }
    cudaGetLastError();
    delete c->copies;
    delete c;
}

const char* cuqam_cuda_ctx_name(const cuqam_cuda_ctx* c) { return c ? c->name : "none"; }

cuqam_status cuqam_cuda_demap(cuqam_cuda_ctx* c, const cuqam_params* p, const float* in, size_t n, void* out,
                              cuqam_cuda_fault* fault)
{
    demap_work w;
    w.p = p;
    return run_pipeline(c, w, in, n, out, fault);
}

cuqam_status cuqam_cuda_map(cuqam_cuda_ctx* c, int bits_per_symbol, float a, const uint8_t* bits, size_t n,
                            float* out, cuqam_cuda_fault* fault)
{
    map_work w;
    w.bits_per_symbol = bits_per_symbol;
    w.a = a;
    return run_pipeline(c, w, bits, n, out, fault);
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
        cuqam_set_error("%s: %s (cudaMemGetInfo, device %d)", cuqam_strerror(CUQAM_ERR_BACKEND_UNAVAILABLE),
                        cudaGetErrorString(e), device);
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
