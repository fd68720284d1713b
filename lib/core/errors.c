/*
 * Status texts, the thread's last error, the version, and the names of the
 * enums (for bindings and config files).
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "handle.h"

#include <stdarg.h>
#include <stdio.h>
#include <strings.h>

static _Thread_local char last_error[512];

void cuqam_set_error(const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
}

const char* cuqam_last_error(void) { return last_error; }

const char* cuqam_version(void) { return CUQAM_VERSION_STRING; }

const char* cuqam_strerror(cuqam_status s)
{
    static const char* const text[CUQAM_ERR_COUNT_] = {
        [CUQAM_OK] = "success",
        [CUQAM_ERR_NULL_POINTER] = "a required pointer argument is NULL",
        [CUQAM_ERR_BITS_PER_SYMBOL] =
            "bits_per_symbol is not an order of this constellation",
        [CUQAM_ERR_METHOD] = "method must be maxlog, approx or exact",
        [CUQAM_ERR_OUTPUT_FORMAT] = "output format must be f32, s8 or u8",
        [CUQAM_ERR_SIGN] = "sign must be gnuradio or 3gpp",
        [CUQAM_ERR_NOISE_VAR] = "noise_var must be finite and >= 1e-12",
        [CUQAM_ERR_SCALE] = "scale must be finite and > 0",
        [CUQAM_ERR_BACKEND] = "backend must be auto, cpu or cuda",
        [CUQAM_ERR_BACKEND_UNAVAILABLE] =
            "the requested backend cannot run on this machine",
        [CUQAM_ERR_CPU_IMPL] = "unknown or unsupported CPU implementation",
        [CUQAM_ERR_OUT_OF_MEMORY] = "out of host memory",
        [CUQAM_ERR_CUDA] = "a CUDA call failed",
        [CUQAM_ERR_CONFIG] =
            "invalid configuration (chunk_symbols, streams or staging_threads)",
        [CUQAM_ERR_BUFFERS] = "in and out must both be host memory or both device memory",
        [CUQAM_ERR_CONSTELLATION] =
            "unknown constellation preset, or points/labels refused",
    };
    if ((unsigned)s >= CUQAM_ERR_COUNT_)
        return "unknown cuqam status";
    return text[s];
}

cuqam_status cuqam_fail(cuqam_status s, const char* detail)
{
    cuqam_set_error("%s: %s", cuqam_strerror(s), detail);
    return s;
}

static int lookup(const char* name, const char* const* names, int n)
{
    if (!name)
        return -1;
    for (int i = 0; i < n; ++i)
        if (strcasecmp(name, names[i]) == 0)
            return i;
    return -1;
}

static const char* const method_names[] = { "maxlog", "approx", "exact" };
static const char* const output_names[] = { "f32", "s8", "u8" };
static const char* const sign_names[] = { "gnuradio", "3gpp" };
static const char* const backend_names[] = { "auto", "cpu", "cuda" };

int cuqam_method_from_name(const char* s) { return lookup(s, method_names, 3); }
int cuqam_output_from_name(const char* s) { return lookup(s, output_names, 3); }
int cuqam_sign_from_name(const char* s) { return lookup(s, sign_names, 2); }
int cuqam_backend_from_name(const char* s) { return lookup(s, backend_names, 3); }
const char* cuqam_method_name(cuqam_method m)
{
    return (unsigned)m < 3 ? method_names[m] : "?";
}
const char* cuqam_output_name(cuqam_output o)
{
    return (unsigned)o < 3 ? output_names[o] : "?";
}
const char* cuqam_backend_name(cuqam_backend b)
{
    return (unsigned)b < 3 ? backend_names[b] : "?";
}
