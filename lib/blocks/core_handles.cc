/*
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "block_prefs.h"
#include "core_handles.h"

#include <vector>

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace gr {
namespace cuqam {
namespace detail {

namespace {
// The handle for start(): as configured; if the GPU cannot be had now (it
// worked when the block was made), on the CPU, logged. Never throws: see
// probe_backend.
template <class Config, class Handle>
bool create_or_cpu(Config cfg,
                   Handle** h,
                   cuqam_status (*create)(const Config*, Handle**),
                   const gr::logger_ptr& logger)
{
    cuqam_status s = create(&cfg, h);
    if (s != CUQAM_OK && cfg.backend != CUQAM_BACKEND_CPU) {
        const std::string why = cuqam_last_error();
        cfg.backend = CUQAM_BACKEND_CPU;
        s = create(&cfg, h);
        if (s == CUQAM_OK)
            logger->error("cannot start on the GPU ({}): running on the CPU instead",
                          why);
    }
    if (s != CUQAM_OK)
        logger->error("cannot start: {}; this block ends its stream", cuqam_last_error());
    return s == CUQAM_OK;
}

// The [cuqam] knobs (environment first, then GNU Radio's preferences) into a
// config, refused when the block is made if this machine cannot honour them:
// the same rule as backend "cuda" (docs/design.md, "Settings").
template <class Config>
void apply_knobs(Config& cfg, std::string& cpu_impl)
{
    cpu_impl = knob("cpu_impl", "CUQAM_CPU_IMPL");
    cfg.cpu_impl = cpu_impl.empty() ? nullptr : cpu_impl.c_str();
    if (!cuqam_cpu_impl_resolve(cfg.cpu_impl))
        throw std::invalid_argument("cuqam: CPU kernel from " +
                                    knob_source("cpu_impl", "CUQAM_CPU_IMPL") + ": " +
                                    cuqam_last_error());
    const std::string threads = knob("staging_threads", "CUQAM_STAGING_THREADS");
    if (!threads.empty()) {
        char* end = nullptr;
        const long v = std::strtol(threads.c_str(), &end, 10);
        if (*end != '\0' || v < 1 || v > 64)
            throw std::invalid_argument(
                "cuqam: staging_threads from " +
                knob_source("staging_threads", "CUQAM_STAGING_THREADS") + ": \"" +
                threads + "\" is not a number 1..64");
        cfg.staging_threads = static_cast<int>(v);
    }
}
} // namespace

std::string show_value(float v)
{
    char buf[32];
    for (int digits = 1; digits <= 9;
         ++digits) { // the shortest form that reads back as v
        std::snprintf(buf, sizeof buf, "%.*g", digits, static_cast<double>(v));
        if (std::strtof(buf, nullptr) == v || v != v)
            break;
    }
    return buf;
}

void throw_status(cuqam_status s, const std::string& context)
{
    const std::string msg = "cuqam: " + context + ": " + cuqam_last_error();
    switch (s) {
    case CUQAM_ERR_NULL_POINTER:
    case CUQAM_ERR_BITS_PER_SYMBOL:
    case CUQAM_ERR_METHOD:
    case CUQAM_ERR_OUTPUT_FORMAT:
    case CUQAM_ERR_SIGN:
    case CUQAM_ERR_NOISE_VAR:
    case CUQAM_ERR_SCALE:
    case CUQAM_ERR_BACKEND:
    case CUQAM_ERR_CPU_IMPL:
    case CUQAM_ERR_CONFIG:
        throw std::invalid_argument(msg);
    default:
        throw std::runtime_error(msg);
    }
}

static int parse_name(int value,
                      const std::string& kind,
                      const std::string& name,
                      const char* allowed)
{
    if (name.find('\0') != std::string::npos) // the C core would read only up to it
        throw std::invalid_argument(
            "cuqam: " + kind + " contains a NUL character (allowed: " + allowed + ")");
    if (value < 0)
        throw std::invalid_argument("cuqam: unknown " + kind + " '" + name +
                                    "' (allowed: " + allowed + ")");
    return value;
}

cuqam_backend parse_backend(const std::string& name)
{
    return static_cast<cuqam_backend>(parse_name(
        cuqam_backend_from_name(name.c_str()), "backend", name, "auto, cpu, cuda"));
}

demapper_core::demapper_core(int bits_per_symbol,
                             const std::string& method,
                             const std::string& format,
                             float noise_var,
                             float scale,
                             const std::string& sign,
                             const std::string& backend,
                             int device,
                             const constellation_spec& constellation)
    : d_cons(constellation),
      d_noise_var(noise_var),
      d_scale(scale),
      d_applied_noise_var(noise_var),
      d_applied_scale(scale)
{
    cuqam_demapper_config_init(&d_cfg);
    d_cfg.bits_per_symbol = bits_per_symbol;
    d_cfg.constellation = d_cons.c_view();
    d_cfg.method =
        static_cast<cuqam_method>(parse_name(cuqam_method_from_name(method.c_str()),
                                             "method",
                                             method,
                                             "maxlog, approx, exact"));
    d_cfg.output = static_cast<cuqam_output>(parse_name(
        cuqam_output_from_name(format.c_str()), "format", format, "f32, s8, u8"));
    d_cfg.sign = static_cast<cuqam_sign>(
        parse_name(cuqam_sign_from_name(sign.c_str()), "sign", sign, "gnuradio, 3gpp"));
    d_cfg.noise_var = noise_var;
    d_cfg.count_saturated = 1; // byte outputs; f32 has no range to saturate
    set_config_scale(scale);
    d_cfg.backend = parse_backend(backend);
    d_cfg.device = device;
    apply_knobs(d_cfg, d_cpu_impl);
    const cuqam_status s = cuqam_demapper_config_validate(&d_cfg);
    if (s != CUQAM_OK)
        throw_status(s, "invalid soft demapper parameters");
    // Presets are unit energy by definition; summing their float-rounded
    // points would give 1 +- a few ulp and shift dB-to-N0 conversions by one.
    std::vector<float> pts(2 * CUQAM_MAX_POINTS);
    int bits = 0;
    if (d_cfg.constellation.points != nullptr &&
        cuqam_constellation_points(&d_cfg.constellation,
                                   bits_per_symbol,
                                   pts.data(),
                                   pts.size(),
                                   &bits,
                                   nullptr) == CUQAM_OK &&
        bits > 0) {
        double sum = 0.0;
        for (int i = 0; i < (2 << bits); ++i)
            sum += (double)pts[i] * pts[i];
        d_es = sum / (1 << bits);
    }
    d_probed = probe_backend(d_cfg.backend, d_cfg.device);
    const std::string overlap = knob("overlap", "CUQAM_OVERLAP");
    if (!overlap.empty() && overlap != "0" && overlap != "1")
        throw std::invalid_argument("cuqam: overlap from " +
                                    knob_source("overlap", "CUQAM_OVERLAP") + ": \"" +
                                    overlap + "\" is not 0 or 1");
    d_overlap = overlap == "1";
}

template <class Api>
bool core_handle<Api>::start(const typename Api::config& cfg,
                             const gr::logger_ptr& logger,
                             gr::block& owner)
{
    stop();
    if (!create_or_cpu(cfg, &d_handle, Api::create, logger))
        return false;
    d_backend_used = cuqam_backend_name(Api::backend(d_handle));
    d_backend_info = std::string(Api::impl_name(d_handle)) + ": " + Api::reason(d_handle);
    logger->info("backend {} ({})", d_backend_used, d_backend_info);
    d_faults.start(logger);
    if (Api::backend(d_handle) == CUQAM_BACKEND_CUDA)
        d_pins.pin(owner, logger);
    return true;
}

template <class Api>
void core_handle<Api>::stop()
{
    if (d_handle) {
        cuqam_fault_report r;
        Api::faults(d_handle, &r);
        d_faults.stop(r);
    }
    Api::destroy(d_handle); // waits for the GPU: nothing touches the buffers after
    d_handle = nullptr;
    d_pins.unpin();
}

template class core_handle<demapper_api>;
template class core_handle<mapper_api>;

bool demapper_core::start(const gr::logger_ptr& logger, gr::block& owner)
{
    d_cfg.noise_var = d_applied_noise_var = noise_var();
    set_config_scale(d_applied_scale = scale());
    return d_h.start(d_cfg, logger, owner);
}

// 0: automatic (the handle's own placeholder scale is then never used)
void demapper_core::set_config_scale(float v)
{
    d_cfg.scale_mode = v == 0.0f ? CUQAM_SCALE_AUTO : CUQAM_SCALE_FIXED;
    d_cfg.scale = v == 0.0f ? CUQAM_DEFAULT_SCALE : v;
}

void demapper_core::set_noise_var(float v)
{
    const cuqam_status s = cuqam_check_noise_var(v);
    if (s != CUQAM_OK)
        throw_status(s, "set_noise_var(" + show_value(v) + ")");
    d_noise_var.store(v, std::memory_order_relaxed);
}

void demapper_core::set_scale(float v)
{
    const cuqam_status s = v == 0.0f ? CUQAM_OK : cuqam_check_scale(v);
    if (s != CUQAM_OK)
        throw_status(s, "set_scale(" + show_value(v) + ")");
    d_scale.store(v, std::memory_order_relaxed);
}

// Values were validated by the setters and tag parser, so pushing them cannot fail.
void demapper_core::push_scale()
{
    const float sc = scale();
    if (sc != d_applied_scale) {
        cuqam_demapper_set_scale_mode(d_h.get(),
                                      sc == 0.0f ? CUQAM_SCALE_AUTO : CUQAM_SCALE_FIXED);
        if (sc != 0.0f)
            cuqam_demapper_set_scale(d_h.get(), sc);
        d_applied_scale = sc;
    }
}

unsigned long long demapper_core::begin(
    const void* in, const float* noise, size_t nsym, void* out, float nv, float* scale)
{
    if (!noise && nv != d_applied_noise_var) {
        cuqam_demapper_set_noise_var(d_h.get(), nv);
        d_applied_noise_var = nv;
    }
    push_scale();
    unsigned long long ticket = 0;
    const cuqam_status s = cuqam_demap_begin(
        d_h.get(), static_cast<const float*>(in), noise, nsym, out, &ticket);
    if (s != CUQAM_OK)
        throw_status(s, "demapping failed");
    *scale = cuqam_demapper_scale(d_h.get());
    d_last_scale.store(*scale, std::memory_order_relaxed);
    return ticket;
}

void demapper_core::end(unsigned long long ticket)
{
    const cuqam_status s = cuqam_demap_end(d_h.get(), ticket, 1, nullptr);
    if (s != CUQAM_OK)
        throw_status(s, "demapping failed");
    d_h.after_call();
}

cuqam_backend probe_backend(cuqam_backend asked, int device)
{
    cuqam_backend chosen = CUQAM_BACKEND_CPU;
    const bool ok = cuqam_backend_resolve(asked, device, &chosen, nullptr, 0) == CUQAM_OK;
    if (asked == CUQAM_BACKEND_CUDA && (!ok || chosen != CUQAM_BACKEND_CUDA))
        throw std::runtime_error(std::string("cuqam: backend 'cuda' cannot run here: ") +
                                 cuqam_last_error() +
                                 " (backend 'auto' falls back to the CPU)");
    return ok ? chosen : CUQAM_BACKEND_CPU;
}

void fault_log::tell(const cuqam_fault_report& r)
{
    if (d_seen == 0 && r.faults > 0)
        d_logger->error(
            "GPU fault: {}. The symbols the GPU did not deliver were computed on the "
            "CPU: "
            "none lost.{}",
            r.first_error,
            r.gpu_lost
                ? " The GPU is unusable from now on: this block continues on the CPU."
                : "");
    else if (r.gpu_lost && !d_lost_told)
        d_logger->error(
            "GPU unusable after {} faults: this block continues on the CPU from now on",
            r.faults);
    d_seen = r.faults;
    d_count.store(r.faults, std::memory_order_relaxed);
    d_lost_told = d_lost_told || r.gpu_lost;
}

void fault_log::stop(const cuqam_fault_report& r)
{
    if (r.faults > 1)
        d_logger->warn(
            "{} GPU faults in this run; {} symbols were computed on the CPU instead",
            r.faults,
            r.cpu_symbols);
}

mapper_core::mapper_core(int bits_per_symbol,
                         const std::string& backend,
                         int device,
                         const constellation_spec& constellation)
    : d_cons(constellation)
{
    cuqam_mapper_config_init(&d_cfg);
    d_cfg.bits_per_symbol = bits_per_symbol;
    d_cfg.constellation = d_cons.c_view();
    d_cfg.backend = parse_backend(backend);
    d_cfg.device = device;
    apply_knobs(d_cfg, d_cpu_impl);
    const cuqam_status s = cuqam_mapper_config_validate(&d_cfg);
    if (s != CUQAM_OK)
        throw_status(s, "invalid mapper parameters");
    if (d_cfg.backend == CUQAM_BACKEND_CUDA) // auto is probed at start(), not twice
        probe_backend(d_cfg.backend, d_cfg.device);
}

void mapper_core::map(const uint8_t* bits, size_t nsym, void* out)
{
    const cuqam_status s = cuqam_map(d_h.get(), bits, nsym, static_cast<float*>(out));
    if (s != CUQAM_OK)
        throw_status(s, "mapping failed");
    d_h.after_call();
}


} // namespace detail
} // namespace cuqam
} // namespace gr
