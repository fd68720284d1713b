/*
 * gr-cuqam C core: QAM soft demapping and mapping, CPU or CUDA.
 *
 * Plain C11, no GNU Radio types. Opaque handles, one error enum, a config struct
 * with documented defaults filled in by *_config_init().
 *
 *   cuqam_demapper_config cfg;
 *   cuqam_demapper_config_init(&cfg);          // 256QAM, maxlog, u8, ...
 *   cuqam_demapper *h;
 *   if (cuqam_demapper_create(&cfg, &h) != CUQAM_OK) ...   // cuqam_last_error()
 *   cuqam_demap(h, symbols, n, softbits);       // n symbols in, n*k outputs
 *   cuqam_demapper_destroy(h);
 *
 * Threads: one handle is used by one thread at a time (a CUDA handle owns its
 * staging buffers); the setters may be called from any thread meanwhile.
 * Separate handles are independent.
 *
 * Conventions (docs/design.md, "Conventions"): the constellation is a preset
 * (3GPP TS 38.211 Gray QAM by default, DVB-T/T2/S2, Wi-Fi, BPSK) or any points
 * with labels; bit b0 of a symbol (the label's most significant bit) comes
 * first; L = ln P(b=1|y) - ln P(b=0|y) (positive means 1) unless sign is
 * CUQAM_SIGN_3GPP.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef CUQAM_CUQAM_H
#define CUQAM_CUQAM_H

#include <cuqam/cuqam_version.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define CUQAM_EXPORT
#else
#define CUQAM_EXPORT __attribute__((visibility("default")))
#endif

/* Every function that can fail returns one of these. */
typedef enum {
    CUQAM_OK = 0,
    CUQAM_ERR_NULL_POINTER,    /* a required pointer argument was NULL */
    CUQAM_ERR_BITS_PER_SYMBOL, /* not an order the constellation has */
    CUQAM_ERR_METHOD,          /* unknown demapping method */
    CUQAM_ERR_OUTPUT_FORMAT,   /* unknown output format */
    CUQAM_ERR_SIGN,            /* unknown sign convention */
    CUQAM_ERR_NOISE_VAR,       /* noise variance NaN, Inf or below CUQAM_NOISE_VAR_MIN */
    CUQAM_ERR_SCALE,           /* scale NaN, Inf or <= 0 */
    CUQAM_ERR_BACKEND,         /* unknown backend */
    CUQAM_ERR_BACKEND_UNAVAILABLE, /* the backend asked for cannot run here */
    CUQAM_ERR_CPU_IMPL,            /* unknown or unsupported CPU implementation name */
    CUQAM_ERR_OUT_OF_MEMORY,       /* host allocation failed */
    CUQAM_ERR_CUDA,                /* a CUDA call failed: see cuqam_last_error() */
    CUQAM_ERR_CONFIG,        /* other invalid configuration (chunk size, streams, staging
                                threads) */
    CUQAM_ERR_BUFFERS,       /* one of in/out is device memory, the other host memory */
    CUQAM_ERR_CONSTELLATION, /* unknown preset, or points/labels refused */
    CUQAM_ERR_COUNT_         /* number of codes, not an error */
} cuqam_status;

typedef enum {
    CUQAM_METHOD_MAXLOG = 0, /* max-log LLR, piecewise linear */
    CUQAM_METHOD_APPROX,     /* nested absolute values; cheapest */
    CUQAM_METHOD_EXACT       /* log-sum-exp over the points (square QAM: per axis) */
} cuqam_method;

typedef enum {
    CUQAM_OUTPUT_F32 = 0, /* float LLR */
    CUQAM_OUTPUT_S8,      /* int8: round(clamp(L*scale, -127, 127)) */
    CUQAM_OUTPUT_U8       /* uint8: 128 + round(clamp(L*scale, -128, 127)) */
} cuqam_output;

typedef enum {
    CUQAM_SIGN_GNURADIO = 0, /* positive means 1 (gr-digital, gr-fec) */
    CUQAM_SIGN_3GPP          /* positive means 0 (srsRAN, cuPHY, OAI) */
} cuqam_sign;

/* How integer outputs are scaled. */
typedef enum {
    CUQAM_SCALE_FIXED = 0, /* the config's (or set_scale's) scale */
    CUQAM_SCALE_AUTO       /* from the N0 in force and the constellation, below */
} cuqam_scale_mode;

/* Automatic scale = 127 / L_clip: the integer range holds LLRs up to
 * L_clip = max(CUQAM_AUTO_CLIP_LLR, CUQAM_AUTO_HEADROOM d_min^2 / N0).
 * d_min^2 / N0 is the max-log |L| of the weakest bit of a noiseless symbol
 * (its nearest neighbour differs in it): that bit keeps >= 127 / 8 steps at
 * high SNR; and nothing below |L| = 32 is ever clipped at low SNR, where a
 * clip at 16 cost belief propagation up to 0.25 dB with 256QAM
 * (docs/design.md, "LLR scaling"). */
#define CUQAM_AUTO_CLIP_LLR 32.0
#define CUQAM_AUTO_HEADROOM 8.0

typedef enum {
    CUQAM_BACKEND_AUTO = 0, /* CUDA if a device really works, else CPU */
    CUQAM_BACKEND_CPU,
    CUQAM_BACKEND_CUDA
} cuqam_backend;

/* Smallest accepted noise variance: keeps every intermediate of every method
 * finite (4 a^2 / N0 times the clamped input stays far below FLT_MAX). */
#define CUQAM_NOISE_VAR_MIN 1e-12f

/* Defaults, chosen for 256QAM at its usual operating point (docs/design.md):
 * N0 = 0.01 is Es/N0 = 20 dB; with scale 8 the least reliable bit of a
 * noiseless 256QAM point maps to +-19 and the most reliable saturate. */
#define CUQAM_DEFAULT_BITS_PER_SYMBOL 8
#define CUQAM_DEFAULT_NOISE_VAR 0.01f
#define CUQAM_DEFAULT_SCALE 8.0f
#define CUQAM_DEFAULT_CHUNK_SYMBOLS (1u << 20)
#define CUQAM_DEFAULT_STREAMS 2
/* Most points a constellation may have (12 bits: 4096QAM). */
#define CUQAM_MAX_POINTS 4096
/* the largest |I| or |Q| of a point the API takes */
#define CUQAM_POINT_MAX 1e18f

/*
 * The constellation, the same fields in both configs:
 *  - points == NULL: the preset named by `constellation` (NULL: "3gpp") of
 *    order bits_per_symbol: "3gpp" (2, 4, ... 12 bits), "dvbt" (2, 4, 6),
 *    "dvbt2" (2, 4, 6, 8; not rotated), "wifi" (1, 2, 4, ... 12), "bpsk" (1),
 *    "pi2bpsk" (1: bpsk's points times j on odd symbols, the symbol index
 *    counted from the handle's create across calls; cuqam_map_async refuses
 *    it, and cuqam_map with CUDA takes host buffers only), "dvbs2:<rate>" (2 QPSK, 3
 * 8PSK, 4 16APSK, 5 32APSK; the code rate, e.g. "dvbs2:2/3", sets the APSK ring ratios
 * and may be left out for QPSK and 8PSK). Presets have unit average energy.
 *  - points != NULL: num_points points (I, Q pairs, 2 to CUQAM_MAX_POINTS, a
 *    power of 2, coordinates within +-CUQAM_POINT_MAX) with labels[i] the
 *    label of point i (NULL: label i). Labels
 *    are a permutation of 0 .. num_points - 1; bit b0 of a symbol is the
 *    label's most significant bit. Points are used as given (not
 *    normalised): noise_var is E|n|^2 in their units. bits_per_symbol
 *    follows from num_points (the config's value is not read).
 * Square QAM whose labels are a Gray code per axis (any bit order and
 * polarity) runs the closed-form kernels; anything else the table kernels
 * (exact and maxlog only).
 */
typedef struct {
    const char* name;       /* preset; NULL = "3gpp" */
    const float* points;    /* 2 * num_points floats, or NULL for the preset */
    const uint32_t* labels; /* num_points labels, or NULL */
    int num_points;
} cuqam_constellation;

typedef struct {
    int bits_per_symbol; /* order of the preset (3gpp: 2 .. 12); default 8 */
    cuqam_constellation constellation; /* default: all zero, the 3gpp preset */
    cuqam_method method;               /* default CUQAM_METHOD_MAXLOG */
    cuqam_output output;               /* default CUQAM_OUTPUT_U8 */
    cuqam_sign sign;                   /* default CUQAM_SIGN_GNURADIO */
    float noise_var;             /* N0 = E|n|^2, symbols of unit energy; default 0.01 */
    float scale;                 /* LLR to integer scale (s8/u8 only); default 8 */
    cuqam_backend backend;       /* default CUQAM_BACKEND_AUTO */
    int device;                  /* CUDA device ordinal; default 0 */
    size_t chunk_symbols;        /* CUDA pipeline chunk; default 1 Mi symbols */
    int streams;                 /* CUDA streams (>= 1); default 2 */
    const char* cpu_impl;        /* CPU kernel name, NULL = best for this CPU
                                    (the environment variable CUQAM_CPU_IMPL overrides) */
    int gpu_fault_recovery;      /* default 1: see "GPU faults" below; 0: a failing
                                    CUDA call makes the call return CUQAM_ERR_CUDA */
    int staging_threads;         /* CUDA: host threads copying between the caller's
                                    pageable buffers and pinned memory, 1..64;
                                    default 0: $CUQAM_STAGING_THREADS, else up to 8 */
    cuqam_scale_mode scale_mode; /* default CUQAM_SCALE_FIXED (scale); AUTO follows N0 */
    int count_saturated;         /* default 0; 1: count integer soft bits at the ends of
                                    their range (cuqam_demapper_saturation) */
} cuqam_demapper_config;

typedef struct {
    int bits_per_symbol;               /* default 8 */
    cuqam_constellation constellation; /* as for the demapper */
    cuqam_backend backend;             /* default CUQAM_BACKEND_AUTO */
    int device;                        /* default 0 */
    size_t chunk_symbols;              /* default 1 Mi symbols */
    int streams;                       /* default 2 */
    const char* cpu_impl;              /* default NULL */
    int gpu_fault_recovery;            /* default 1, as for the demapper */
    int staging_threads;               /* default 0, as for the demapper */
} cuqam_mapper_config;

typedef struct cuqam_demapper cuqam_demapper;
typedef struct cuqam_mapper cuqam_mapper;

/* Fill *cfg with the documented defaults. */
CUQAM_EXPORT void cuqam_demapper_config_init(cuqam_demapper_config* cfg);
CUQAM_EXPORT void cuqam_mapper_config_init(cuqam_mapper_config* cfg);

/* Check a config (or one value) without building anything. */
CUQAM_EXPORT cuqam_status
cuqam_demapper_config_validate(const cuqam_demapper_config* cfg);
CUQAM_EXPORT cuqam_status cuqam_check_noise_var(float noise_var);
CUQAM_EXPORT cuqam_status cuqam_check_scale(float scale);

/* Validate *cfg and build a demapper; *out is NULL on failure. */
CUQAM_EXPORT cuqam_status cuqam_demapper_create(const cuqam_demapper_config* cfg,
                                                cuqam_demapper** out);
/* Frees everything create made; NULL is a no-op. */
CUQAM_EXPORT void cuqam_demapper_destroy(cuqam_demapper* h);

/*
 * Demap n symbols (interleaved float I, Q: 2n floats, any alignment) into
 * n * bits_per_symbol outputs of the configured format (float, int8_t or
 * uint8_t), b0 of each symbol first. in and out must not overlap.
 * NaN on an axis gives the neutral value for that axis' bits; an axis value
 * beyond 2^20 a (+-Inf, +-FLT_MAX) is infinitely far: its bits saturate at
 * every N0 and scale (f32 +-Inf, s8 +-127, u8 0 or 255). n = 0 is allowed and
 * writes nothing.
 */
CUQAM_EXPORT cuqam_status cuqam_demap(cuqam_demapper* h,
                                      const float* in,
                                      size_t n,
                                      void* out);

/*
 * Per-symbol noise variance (OFDM, equalised receivers): as cuqam_demap(),
 * with noise_var[i] the N0 of symbol i (n floats, same units as the
 * handle's) instead of the handle's. Every symbol gives exactly what
 * cuqam_demap() gives with its N0 set on the handle. A value the setter
 * would refuse does not fail the call: below CUQAM_NOISE_VAR_MIN (0
 * included) it counts as CUQAM_NOISE_VAR_MIN; NaN, a negative value or +Inf
 * erases the symbol (every soft bit neutral: f32 0, s8 0, u8 128).
 */
CUQAM_EXPORT cuqam_status cuqam_demap_noise(
    cuqam_demapper* h, const float* in, const float* noise_var, size_t n, void* out);

/*
 * The asynchronous form, for GPU programs: in and out in device memory of the
 * handle's device, the work enqueued on the caller's CUDA stream (a
 * cudaStream_t passed as void*; NULL: the default stream), ordered after what
 * the caller issued to it before. Returns once enqueued, without waiting: the
 * caller synchronises on its stream before reading out. Needs a handle on the
 * CUDA backend (else CUQAM_ERR_BACKEND_UNAVAILABLE); host memory gives
 * CUQAM_ERR_BUFFERS. There is no CPU fallback: a failing launch returns
 * CUQAM_ERR_CUDA. Noise variance and scale are those in force at the call.
 * Same thread rule as cuqam_demap(). The caller's current device is left as
 * it was (so are cuqam_demap() and every other call).
 */
CUQAM_EXPORT cuqam_status cuqam_demap_async(
    cuqam_demapper* h, const float* d_in, size_t n, void* d_out, void* cuda_stream);

/* cuqam_demap_noise() on device buffers, as cuqam_demap_async(). */
CUQAM_EXPORT cuqam_status cuqam_demap_noise_async(cuqam_demapper* h,
                                                  const float* d_in,
                                                  const float* d_noise_var,
                                                  size_t n,
                                                  void* d_out,
                                                  void* cuda_stream);

/*
 * Page-locking host memory the caller owns, so that calls whose buffers lie
 * inside it copy straight between it and the GPU, with no staging copy
 * through the handle's pinned slots (GNU Radio's blocks do this for their
 * stream buffers at start()); it is mapped too, so that a call of at most
 * one chunk a stream runs its kernels on it in place, with no copy at all
 * (as on cudaHostAlloc memory). Process-wide (cudaHostRegister, every device)
 * and counted: registering the same range again only counts, and it stays
 * locked until as many cuqam_host_unregister() calls. A range that overlaps
 * another one registered with CUDA (by anyone) is refused with
 * CUQAM_ERR_CUDA; calls on it then still work, staged. Without a usable CUDA
 * device (or build): CUQAM_ERR_BACKEND_UNAVAILABLE. Unregister only when no
 * call on the memory is running.
 */
CUQAM_EXPORT cuqam_status cuqam_host_register(void* ptr, size_t bytes);
CUQAM_EXPORT cuqam_status cuqam_host_unregister(void* ptr);

/*
 * Deferred calls, for a caller that keeps feeding while the GPU works (a GNU
 * Radio block across its work calls). cuqam_demap_begin() starts the work of
 * n symbols and returns without waiting, with a ticket (1, 2, ...);
 * cuqam_demap_end() ends every call begun up to a ticket, oldest first.
 * Until its call has ended, in (and noise_var) must stay as they are and out
 * must not be read. Only a CUDA handle whose buffers all lie in page-locked
 * host memory (cuqam_host_register, cudaHostAlloc) defers; any other call
 * (the CPU backend, pageable memory, a lost GPU) first ends what is in
 * flight, then runs whole, and has ended when begin returns. At most
 * CUQAM_MAX_DEFERRED calls are in flight: begin ends the oldest first when
 * full. N0 and scale are those in force at begin. A GPU fault is handled
 * where the call ends: each call not delivered is computed on the CPU, so
 * nothing is lost (as cuqam_demap; "GPU faults" below). noise_var: NULL, or
 * one N0 per symbol (cuqam_demap_noise). Same thread rule as cuqam_demap().
 */
#define CUQAM_MAX_DEFERRED 8
CUQAM_EXPORT cuqam_status cuqam_demap_begin(cuqam_demapper* h,
                                            const float* in,
                                            const float* noise_var,
                                            size_t n,
                                            void* out,
                                            unsigned long long* ticket);
/* wait 1: blocks (the thread sleeps) until every call up to ticket has
 * finished, and ends them; wait 0: ends those that have finished, and says
 * in *ended whether all up to ticket have (ended may be NULL with wait 1). */
CUQAM_EXPORT cuqam_status cuqam_demap_end(cuqam_demapper* h,
                                          unsigned long long ticket,
                                          int wait,
                                          int* ended);

/* Take effect from the next cuqam_demap(); safe to call between calls from
 * another thread (a single 32-bit store each). Invalid values change nothing. */
CUQAM_EXPORT cuqam_status cuqam_demapper_set_noise_var(cuqam_demapper* h,
                                                       float noise_var);
CUQAM_EXPORT cuqam_status cuqam_demapper_set_scale(cuqam_demapper* h, float scale);
CUQAM_EXPORT cuqam_status cuqam_demapper_set_scale_mode(cuqam_demapper* h,
                                                        cuqam_scale_mode mode);
CUQAM_EXPORT float cuqam_demapper_noise_var(const cuqam_demapper* h);
/* The scale in force: the fixed one, or the automatic one for the handle's
 * noise variance (per-symbol calls use it too). */
CUQAM_EXPORT float cuqam_demapper_scale(const cuqam_demapper* h);
CUQAM_EXPORT cuqam_scale_mode cuqam_demapper_scale_mode(const cuqam_demapper* h);
CUQAM_EXPORT int cuqam_demapper_bits_per_symbol(const cuqam_demapper* h);
/* What the handle demaps, and with which kernels: e.g.
 * "dvbs2:2/3 16 points, table kernels" or "wifi 256 points, closed form". */
CUQAM_EXPORT const char* cuqam_demapper_constellation(const cuqam_demapper* h);

/* The backend actually running (never AUTO), and why auto chose it. */
CUQAM_EXPORT cuqam_backend cuqam_demapper_backend(const cuqam_demapper* h);
CUQAM_EXPORT const char* cuqam_demapper_backend_reason(const cuqam_demapper* h);
/* Name of the CPU kernel in use ("generic", ...), or the CUDA device name. */
CUQAM_EXPORT const char* cuqam_demapper_impl_name(const cuqam_demapper* h);

/*
 * GPU faults. When a CUDA call fails during cuqam_demap()/cuqam_map() on host
 * buffers (gpu_fault_recovery = 1), the call waits until nothing is in
 * flight, computes on the CPU every symbol the GPU did not deliver, and
 * returns CUQAM_OK: no symbol is lost or left unwritten. The next call tries
 * the GPU again, unless the fault left the CUDA context unusable (a device
 * fault) or 3 calls in a row failed: then the handle computes on the CPU for
 * good ("gpu_lost"). Device buffers cannot be finished on the CPU: those
 * calls return CUQAM_ERR_CUDA. The report says what happened; read it from
 * the thread that makes the calls, or after them.
 */
typedef struct {
    unsigned long long faults;      /* calls in which a CUDA call failed */
    unsigned long long cpu_symbols; /* symbols computed on the CPU because of them */
    int gpu_lost;                   /* 1: the handle now runs on the CPU for good */
    char first_error[256];          /* detail of the first fault ("" if none) */
} cuqam_fault_report;
CUQAM_EXPORT cuqam_status cuqam_demapper_faults(const cuqam_demapper* h,
                                                cuqam_fault_report* report);

CUQAM_EXPORT cuqam_status cuqam_mapper_config_validate(const cuqam_mapper_config* cfg);
CUQAM_EXPORT cuqam_status cuqam_mapper_create(const cuqam_mapper_config* cfg,
                                              cuqam_mapper** out);
CUQAM_EXPORT void cuqam_mapper_destroy(cuqam_mapper* h);
/* Map n symbols: n * bits_per_symbol bytes in (low bit used, b0 first), 2n floats out. */
CUQAM_EXPORT cuqam_status cuqam_map(cuqam_mapper* h,
                                    const uint8_t* bits,
                                    size_t n,
                                    float* out);
/* The asynchronous form of cuqam_map(), as cuqam_demap_async(). */
CUQAM_EXPORT cuqam_status cuqam_map_async(
    cuqam_mapper* h, const uint8_t* d_bits, size_t n, float* d_out, void* cuda_stream);
CUQAM_EXPORT cuqam_backend cuqam_mapper_backend(const cuqam_mapper* h);
CUQAM_EXPORT const char* cuqam_mapper_backend_reason(const cuqam_mapper* h);
CUQAM_EXPORT const char* cuqam_mapper_impl_name(const cuqam_mapper* h);
CUQAM_EXPORT int cuqam_mapper_bits_per_symbol(const cuqam_mapper* h);
CUQAM_EXPORT const char* cuqam_mapper_constellation(const cuqam_mapper* h);

/*
 * The points of a constellation, in label order (point l has label l):
 * 2 * 2^bits floats into points (room for `capacity` floats). *bits_out gets
 * the bits per symbol (bits_per_symbol for presets; from num_points for
 * explicit points). *closed_form_out (may be NULL) says whether the
 * closed-form kernels serve it.
 */
CUQAM_EXPORT cuqam_status cuqam_constellation_points(const cuqam_constellation* c,
                                                     int bits_per_symbol,
                                                     float* points,
                                                     size_t capacity,
                                                     int* bits_out,
                                                     int* closed_form_out);
CUQAM_EXPORT cuqam_status cuqam_mapper_faults(const cuqam_mapper* h,
                                              cuqam_fault_report* report);

/* Decision-directed noise estimation: *sum gets the sum, over the finite
 * symbols of in (2n floats), of the squared distance to the nearest point
 * of the handle's constellation, *used how many symbols that is; N0 is
 * about *sum / *used where decisions are reliable (it reads low at low SNR:
 * docs/design.md, "Noise from the receiver"). Runs on the CPU for any
 * backend; sums can be added up over calls. */
CUQAM_EXPORT cuqam_status cuqam_demapper_decision_distance2(
    const cuqam_demapper* h, const float* in, size_t n, double* sum, size_t* used);

/* With count_saturated set: the integer soft bits (u8, s8) that host-memory
 * calls wrote since create, and how many of them were at the ends of their
 * range (as cuqam_count_saturated). The GPU counts its own outputs in device
 * memory, so counting costs the host nothing there. Calls on device memory
 * (cuqam_demap on device buffers, the asynchronous calls) are not counted;
 * f32 outputs count as 0 of 0. Readable from any thread. */
CUQAM_EXPORT cuqam_status cuqam_demapper_saturation(const cuqam_demapper* h,
                                                    unsigned long long* saturated,
                                                    unsigned long long* soft_bits);

/* Integer outputs at the ends of their range among count outputs of the
 * format: u8 0 or 255, s8 -127 or 127 (saturated: the LLR may have been
 * larger); f32: 0. */
CUQAM_EXPORT size_t cuqam_count_saturated(const void* out,
                                          size_t count,
                                          cuqam_output output);

/* The version of the library in use ("0.2.0"), which may differ from the
 * CUQAM_VERSION_STRING a program was compiled with. */
CUQAM_EXPORT const char* cuqam_version(void);

/* Short English text for a status code (never NULL). */
CUQAM_EXPORT const char* cuqam_strerror(cuqam_status s);
/* Detail of the last failure on this thread (e.g. which CUDA call), or "". */
CUQAM_EXPORT const char* cuqam_last_error(void);

/* Name <-> enum helpers, for bindings and config files. Return -1 if unknown. */
CUQAM_EXPORT int cuqam_method_from_name(const char* name);
CUQAM_EXPORT int cuqam_output_from_name(const char* name);
CUQAM_EXPORT int cuqam_sign_from_name(const char* name);
CUQAM_EXPORT int cuqam_backend_from_name(const char* name);
CUQAM_EXPORT const char* cuqam_method_name(cuqam_method m);
CUQAM_EXPORT const char* cuqam_output_name(cuqam_output o);
CUQAM_EXPORT const char* cuqam_backend_name(cuqam_backend b);

/* Which backend a config asking for `asked` would get here, and why (the
 * same probe as create: a test launch on the device). */
CUQAM_EXPORT cuqam_status cuqam_backend_resolve(cuqam_backend asked,
                                                int device,
                                                cuqam_backend* chosen,
                                                char* reason,
                                                size_t reason_len);

/* Whether this build contains the CUDA backend, and how many devices work. */
CUQAM_EXPORT int cuqam_cuda_compiled(void);
CUQAM_EXPORT int cuqam_cuda_device_count(void);
/* One line about a CUDA device: name, compute capability, SMs, memory. */
CUQAM_EXPORT cuqam_status cuqam_cuda_device_describe(int device, char* buf, size_t len);
/* Free and total memory of a CUDA device, as the driver reports them. */
CUQAM_EXPORT cuqam_status cuqam_cuda_mem_info(int device,
                                              size_t* free_bytes,
                                              size_t* total_bytes);
/* 1 in the test build of the library that honours $CUQAM_FAULT_INJECT
 * (docs/reliability.md), 0 in every other build. */
CUQAM_EXPORT int cuqam_fault_injection_compiled(void);

/* CPU implementations compiled into this build, best first, "generic" last.
 * name/features return NULL for an index out of range; available says
 * whether this CPU can run it. */
CUQAM_EXPORT int cuqam_cpu_impl_count(void);
CUQAM_EXPORT const char* cuqam_cpu_impl_name(int index);
CUQAM_EXPORT const char* cuqam_cpu_impl_features(int index);
CUQAM_EXPORT int cuqam_cpu_impl_available(int index);
/* The implementation a handle asking for `name` gets here (NULL or "auto":
 * $CUQAM_CPU_IMPL, else the best available); NULL if refused, with the
 * reason in cuqam_last_error(). */
CUQAM_EXPORT const char* cuqam_cpu_impl_resolve(const char* name);

#ifdef __cplusplus
}
#endif
#endif /* CUQAM_CUQAM_H */
