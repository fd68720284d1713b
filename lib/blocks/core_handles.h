/*
 * Glue between the GNU Radio blocks and the C core: config from block
 * arguments, core status to C++ exceptions, handle lifetime tied to the
 * block's start()/stop(). No GNU Radio types leak into the core.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef INCLUDED_CUQAM_CORE_HANDLES_H
#define INCLUDED_CUQAM_CORE_HANDLES_H

#include "buffer_pins.h"
#include <gnuradio/cuqam/constellation_spec.h>
#include <gnuradio/logger.h>
#include <cuqam/cuqam.h>
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

namespace gr {
namespace cuqam {
namespace detail {

//! Throws std::invalid_argument for bad arguments, std::runtime_error otherwise.
[[noreturn]] void throw_status(cuqam_status s, const std::string& context);

cuqam_backend parse_backend(const std::string& name);

//! A float as a message shows it: the shortest form that reads back as the
//! same float (1e-13, 3.40282347e+38), never "0.000000".
std::string show_value(float v);

//! The backend a handle asking for `asked` gets now (a test launch on the
//! device). For "cuda" throws std::runtime_error with the reason unless a
//! device works. Called by the block constructors, in the caller's thread:
//! GNU Radio 3.10 runs block::start() in the block's own thread and an
//! exception there leaves top_block::start() waiting for it forever.
cuqam_backend probe_backend(cuqam_backend asked, int device);

//! Reports a handle's GPU faults (cuqam.h, "GPU faults") through the block's
//! logger: the first fault once, the loss of the GPU once, a count at stop
//! when there was more than one; nothing while nothing changes.
class fault_log
{
public:
    void start(const gr::logger_ptr& logger)
    {
        d_logger = logger;
        d_seen = 0;
        d_lost_told = false;
        d_count.store(0, std::memory_order_relaxed);
    }
    //! After each call; cheap when nothing changed.
    void update(const cuqam_fault_report& r)
    {
        if (r.faults != d_seen || (r.gpu_lost && !d_lost_told))
            tell(r);
    }
    void stop(const cuqam_fault_report& r);
    //! Faults in this run (or the last one); safe from any thread.
    uint64_t count() const { return d_count.load(std::memory_order_relaxed); }

private:
    void tell(const cuqam_fault_report& r);
    gr::logger_ptr d_logger;
    unsigned long long d_seen = 0;
    bool d_lost_told = false;
    std::atomic<uint64_t> d_count{ 0 };
};

//! The C API of one kind of handle, for core_handle below.
struct demapper_api {
    using handle = cuqam_demapper;
    using config = cuqam_demapper_config;
    static constexpr auto create = cuqam_demapper_create;
    static constexpr auto destroy = cuqam_demapper_destroy;
    static constexpr auto faults = cuqam_demapper_faults;
    static constexpr auto backend = cuqam_demapper_backend;
    static constexpr auto reason = cuqam_demapper_backend_reason;
    static constexpr auto impl_name = cuqam_demapper_impl_name;
};
struct mapper_api {
    using handle = cuqam_mapper;
    using config = cuqam_mapper_config;
    static constexpr auto create = cuqam_mapper_create;
    static constexpr auto destroy = cuqam_mapper_destroy;
    static constexpr auto faults = cuqam_mapper_faults;
    static constexpr auto backend = cuqam_mapper_backend;
    static constexpr auto reason = cuqam_mapper_backend_reason;
    static constexpr auto impl_name = cuqam_mapper_impl_name;
};

//! A C handle tied to a block's start()/stop(), for both kinds: made at
//! start() (never throws: a GPU that went away since the block was made gives
//! the CPU, logged), freed at stop(), its GPU faults reported through the
//! block's logger.
template <class Api>
class core_handle
{
public:
    ~core_handle() { stop(); }
    //! false only if no handle at all could be made (logged). On the GPU,
    //! owner's stream buffers are page-locked until stop().
    bool start(const typename Api::config& cfg,
               const gr::logger_ptr& logger,
               gr::block& owner);
    void stop();
    //! After each call: reports new faults; cheap when nothing changed.
    void after_call()
    {
        cuqam_fault_report r;
        Api::faults(d_handle, &r);
        d_faults.update(r);
    }
    typename Api::handle* get() const { return d_handle; }
    //! The backend of the last start ("cpu", "cuda"), else the one asked for.
    std::string backend(cuqam_backend asked) const
    {
        return d_backend_used.empty() ? cuqam_backend_name(asked) : d_backend_used;
    }
    const std::string& backend_info() const { return d_backend_info; }
    uint64_t gpu_faults() const { return d_faults.count(); }

private:
    typename Api::handle* d_handle = nullptr;
    buffer_pins d_pins;
    std::string d_backend_used; // kept after stop() for reports
    std::string d_backend_info;
    fault_log d_faults;
};

//! One demapper core per block instance; created at start(), freed at stop().
class demapper_core
{
public:
    demapper_core(int bits_per_symbol,
                  const std::string& method,
                  const std::string& format,
                  float noise_var,
                  float scale,
                  const std::string& sign,
                  const std::string& backend,
                  int device,
                  const constellation_spec& constellation);

    //! Never throws (see probe_backend): a GPU that went away since
    //! construction gives the CPU, logged; false only if no handle at all.
    bool start(const gr::logger_ptr& logger, gr::block& owner);
    void stop() { d_h.stop(); }
    bool running() const { return d_h.get() != nullptr; }

    void set_noise_var(float v);
    float noise_var() const { return d_noise_var.load(std::memory_order_relaxed); }
    //! v > 0: a fixed scale; 0: automatic (CUQAM_SCALE_AUTO)
    void set_scale(float v);
    float scale() const { return d_scale.load(std::memory_order_relaxed); }
    //! The scale the last call used (0 before the first)
    float last_scale() const { return d_last_scale.load(std::memory_order_relaxed); }
    cuqam_output output() const { return d_cfg.output; }
    //! Integer outputs of this run at the ends of their range, and all of
    //! them (counted by the handle: on the GPU where it runs there)
    void saturation(uint64_t* saturated, uint64_t* soft_bits) const
    {
        unsigned long long s = 0, b = 0;
        cuqam_demapper_saturation(d_h.get(), &s, &b);
        *saturated = s;
        *soft_bits = b;
    }

    //! Begin demapping (cuqam_demap_begin) with per-symbol N0 (noise) or, if
    //! noise is null, noise_var; returns the ticket, *scale the call's scale.
    unsigned long long begin(const void* in,
                             const float* noise,
                             size_t nsym,
                             void* out,
                             float noise_var,
                             float* scale);
    //! End every call begun up to ticket, waiting for the GPU.
    void end(unsigned long long ticket);
    //! Record a noise variance that a tag set during a call, unless a setter
    //! or message changed the value meanwhile (theirs is newer).
    void commit_noise_var(float seen_at_call_start, float v)
    {
        d_noise_var.compare_exchange_strong(
            seen_at_call_start, v, std::memory_order_relaxed);
    }

    //! Mean |point|^2 of the constellation (1 for the presets): turns an
    //! SNR (Es/N0) into N0.
    double symbol_energy() const { return d_es; }
    std::string backend() const { return d_h.backend(d_cfg.backend); }
    std::string backend_info() const { return d_h.backend_info(); }
    uint64_t gpu_faults() const { return d_h.gpu_faults(); }
    //! Whether start() will run on the GPU, as probed when the block was made.
    bool resolves_to_cuda() const { return d_probed == CUQAM_BACKEND_CUDA; }
    //! The overlap knob ([cuqam] overlap / $CUQAM_OVERLAP, read when made):
    //! GPU calls handed on one work call later (docs/design.md)
    bool overlap() const { return d_overlap; }
    //! GPU pipeline chunk, in symbols (takes effect at the next start).
    void set_chunk_symbols(size_t n) { d_cfg.chunk_symbols = n; }

private:
    void push_scale();
    void set_config_scale(float v);

    std::string d_cpu_impl;    // what d_cfg.cpu_impl points to
    constellation_spec d_cons; // what d_cfg.constellation points to
    cuqam_demapper_config d_cfg;
    core_handle<demapper_api> d_h;
    std::atomic<float> d_noise_var;
    std::atomic<float> d_scale;
    std::atomic<float> d_last_scale{ 0.0f };
    float d_applied_noise_var;
    float d_applied_scale;
    cuqam_backend d_probed = CUQAM_BACKEND_CPU;
    bool d_overlap = false;
    double d_es = 1.0;
};

//! The mapper's core, likewise tied to start()/stop().
class mapper_core
{
public:
    mapper_core(int bits_per_symbol,
                const std::string& backend,
                int device,
                const constellation_spec& constellation);
    bool start(const gr::logger_ptr& logger, gr::block& owner)
    {
        return d_h.start(d_cfg, logger, owner);
    }
    void stop() { d_h.stop(); }
    bool running() const { return d_h.get() != nullptr; }
    void map(const uint8_t* bits, size_t nsym, void* out);
    std::string backend() const { return d_h.backend(d_cfg.backend); }
    uint64_t gpu_faults() const { return d_h.gpu_faults(); }

private:
    std::string d_cpu_impl;    // what d_cfg.cpu_impl points to
    constellation_spec d_cons; // what d_cfg.constellation points to
    cuqam_mapper_config d_cfg;
    core_handle<mapper_api> d_h;
};

} // namespace detail
} // namespace cuqam
} // namespace gr

#endif
