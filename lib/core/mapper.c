/*
 * The mapper handle: config, validation and calls, on the handle core.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "constellation.h"
#include "handle.h"

#include <stdlib.h>
#include <string.h>

struct cuqam_mapper {
    int bits_per_symbol;
    float a; /* 3GPP's half level spacing (level formula), or 0: table lookup */
    constellation cons;
    int phase; /* pi2bpsk: parity of the next symbol's index since create */
    handle_core core;
};

/* pi2bpsk: odd symbols (phase: the first's parity) times j, in place. */
static void turn_odd_symbols(int phase, size_t n, float* out)
{
    for (size_t s = (size_t)(phase & 1) ^ 1u; s < n; s += 2) {
        const float i = out[2 * s];
        out[2 * s] = -out[2 * s + 1];
        out[2 * s + 1] = i;
    }
}

void cuqam_mapper_config_init(cuqam_mapper_config* c)
{
    if (!c)
        return;
    memset(c, 0, sizeof *c);
    c->bits_per_symbol = CUQAM_DEFAULT_BITS_PER_SYMBOL;
    c->backend = CUQAM_BACKEND_AUTO;
    c->chunk_symbols = CUQAM_DEFAULT_CHUNK_SYMBOLS;
    c->streams = CUQAM_DEFAULT_STREAMS;
    c->gpu_fault_recovery = 1;
}

cuqam_status cuqam_mapper_config_validate(const cuqam_mapper_config* c)
{
    if (!c)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "cfg");
    constellation cons;
    const cuqam_status st =
        constellation_build(&c->constellation, c->bits_per_symbol, &cons);
    if (st != CUQAM_OK)
        return st;
    constellation_free(&cons);
    if ((unsigned)c->backend > CUQAM_BACKEND_CUDA)
        return cuqam_fail(CUQAM_ERR_BACKEND, "unknown backend value");
    return handle_pipeline_valid(c->chunk_symbols, c->streams, c->staging_threads);
}

/* Whether the level formula gives a 3GPP-labelled constellation's points
 * bit for bit. Explicit points may be 3GPP's only up to a float rounding
 * (each level scaled and rounded on its own, not (2i + 1) a); those map to
 * themselves, by the table (test_constellations' permuted Gray labelling
 * drew 3GPP's own at seed 5276015723890, and the mapper missed its points). */
static int formula_gives_points(cuqam_mapper* h)
{
    const int k = h->cons.k, n = 1 << k;
    uint8_t* bits = malloc((size_t)k << k);
    float* pts = malloc(sizeof(float) * 2u * (size_t)n);
    int same = bits && pts;
    for (int l = 0; l < n && same; ++l)
        for (int b = 0; b < k; ++b)
            bits[l * k + b] = (uint8_t)((l >> (k - 1 - b)) & 1);
    if (same) {
        h->core.cpu->map(k, h->a, bits, (size_t)n, pts);
        same = memcmp(pts, h->cons.points, sizeof(float) * 2u * (size_t)n) == 0;
    }
    free(bits);
    free(pts);
    return same;
}

cuqam_status cuqam_mapper_create(const cuqam_mapper_config* cfg, cuqam_mapper** out)
{
    if (!out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "out");
    *out = NULL;
    const cuqam_status valid = cuqam_mapper_config_validate(cfg);
    if (valid != CUQAM_OK)
        return valid;
    cuqam_mapper* h = calloc(1, sizeof *h);
    if (!h)
        return cuqam_fail(CUQAM_ERR_OUT_OF_MEMORY, "mapper handle");
    cuqam_status st =
        constellation_build(&cfg->constellation, cfg->bits_per_symbol, &h->cons);
    if (st != CUQAM_OK) {
        free(h);
        return st;
    }
    h->bits_per_symbol = h->cons.k;
    /* the closed form's level formula for 3GPP's labels (SIMD, bit-identical
     * to the table), a table lookup for everything else */
    h->a = h->cons.is_3gpp ? (float)h->cons.a : 0.0f;
    const handle_request rq = {
        cfg->backend,         cfg->device,
        cfg->cpu_impl,        cfg->gpu_fault_recovery,
        cfg->staging_threads, cfg->chunk_symbols,
        cfg->streams,         (size_t)h->bits_per_symbol,
        2 * sizeof(float),
    };
    st = handle_core_init(&h->core, &rq);
    if (st == CUQAM_OK && h->a > 0.0f && !formula_gives_points(h))
        h->a = 0.0f;
    if (st == CUQAM_OK && h->core.backend == CUQAM_BACKEND_CUDA && h->a == 0.0f)
        st = cuqam_cuda_ctx_set_table(h->core.cuda, h->cons.points, h->cons.num_points);
    if (st != CUQAM_OK) {
        cuqam_mapper_destroy(h);
        return st;
    }
    *out = h;
    return CUQAM_OK;
}

void cuqam_mapper_destroy(cuqam_mapper* h)
{
    if (!h)
        return;
    handle_core_free(&h->core);
    constellation_free(&h->cons);
    free(h);
}

/* The end of a call that delivered all n symbols: pi2bpsk's turn. */
static cuqam_status finish(cuqam_mapper* h, size_t n, float* out)
{
    if (h->cons.pi2) {
        turn_odd_symbols(h->phase, n, out);
        h->phase ^= (int)(n & 1u);
    }
    return CUQAM_OK;
}

cuqam_status cuqam_map(cuqam_mapper* h, const uint8_t* bits, size_t n, float* out)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    if (n == 0)
        return CUQAM_OK;
    if (!bits || !out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "bits or out");
    if (h->cons.pi2 && h->core.backend == CUQAM_BACKEND_CUDA &&
        !cuqam_cuda_host_buffers(bits, out))
        return cuqam_fail(CUQAM_ERR_BUFFERS,
                          "pi2bpsk: the mapper turns the odd symbols on the host; pass "
                          "host buffers");
    size_t from = 0; /* the CPU maps symbols [from, n) */
    if (h->core.backend == CUQAM_BACKEND_CUDA) {
        cuqam_cuda_fault f;
        const cuqam_status st =
            handle_gpu_usable(&h->core)
                ? handle_gpu_outcome(
                      &h->core,
                      cuqam_cuda_map(
                          h->core.cuda, h->bits_per_symbol, h->a, bits, n, out, &f),
                      &f,
                      n,
                      &from)
                : handle_gpu_lost_call(&h->core, bits, out, n, &from);
        if (st != CUQAM_OK)
            return st;
        if (from == n)
            return finish(h, n, out);
    }
    const uint8_t* rest = bits + from * (size_t)h->bits_per_symbol;
    if (h->a > 0.0f)
        h->core.cpu->map(h->bits_per_symbol, h->a, rest, n - from, out + 2 * from);
    else
        cuqam_map_table(
            h->cons.points, h->bits_per_symbol, rest, n - from, out + 2 * from);
    return finish(h, n, out);
}

cuqam_status cuqam_map_async(
    cuqam_mapper* h, const uint8_t* d_bits, size_t n, float* d_out, void* stream)
{
    if (!h)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
    const cuqam_status st = handle_async_usable(&h->core);
    if (st != CUQAM_OK || n == 0)
        return st;
    if (!d_bits || !d_out)
        return cuqam_fail(CUQAM_ERR_NULL_POINTER, "bits or out");
    if (h->cons.pi2)
        return cuqam_fail(CUQAM_ERR_CONSTELLATION,
                          "pi2bpsk: cuqam_map_async does not turn the odd symbols; use "
                          "cuqam_map");
    return cuqam_cuda_map_async(
        h->core.cuda, h->bits_per_symbol, h->a, d_bits, n, d_out, stream);
}

cuqam_status cuqam_mapper_faults(const cuqam_mapper* h, cuqam_fault_report* r)
{
    return h ? handle_fault_report(&h->core, r)
             : cuqam_fail(CUQAM_ERR_NULL_POINTER, "handle");
}

cuqam_backend cuqam_mapper_backend(const cuqam_mapper* h)
{
    return h ? h->core.backend : CUQAM_BACKEND_CPU;
}
const char* cuqam_mapper_backend_reason(const cuqam_mapper* h)
{
    return h ? h->core.reason : "";
}
const char* cuqam_mapper_impl_name(const cuqam_mapper* h)
{
    return h ? h->core.impl : "";
}
int cuqam_mapper_bits_per_symbol(const cuqam_mapper* h)
{
    return h ? h->bits_per_symbol : 0;
}
const char* cuqam_mapper_constellation(const cuqam_mapper* h)
{
    return h ? h->cons.name : "";
}
