/*
 * Lifecycles: 1000 create/demap/destroy cycles of the demapper and of the
 * mapper (every order and method, bad configs in between) must leave host
 * memory flat: no growth over the last two thirds of the cycles.
 * With backend "cuda" (argument) it also checks device memory through the
 * free memory the driver reports (cudaMemGetInfo), and skips (77) without a GPU.
 * Usage: test_lifecycle [cpu|cuda] [cycles]
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cuqam/cuqam.h>

#include "../support/fixtures.h"

#include <string.h>
#include <unistd.h>

static long rss_kib(void)
{
    FILE* f = fopen("/proc/self/statm", "r");
    long pages = 0, resident = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = 0;
        fclose(f);
    }
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static int cycle(cuqam_backend be, int i, float* in, void* out)
{
    const int k = 2 + 2 * (i % 5);
    cuqam_demapper_config c;
    cuqam_demapper_config_init(&c);
    c.bits_per_symbol = k;
    c.method = (cuqam_method)(i % 3);
    c.output = (cuqam_output)((i / 3) % 3);
    c.backend = be;
    c.chunk_symbols = 1u << 16;
    cuqam_demapper* h = NULL;
    if (cuqam_demapper_create(&c, &h) != CUQAM_OK)
        return 0;
    const int ok = cuqam_demap(h, in, 4099, out) == CUQAM_OK;
    cuqam_demapper_destroy(h);
    /* a refused config must not leak either */
    c.noise_var = -1.0f;
    cuqam_demapper* bad = NULL;
    if (cuqam_demapper_create(&c, &bad) == CUQAM_OK || bad)
        return 0;
    cuqam_mapper_config mc;
    cuqam_mapper_config_init(&mc);
    mc.bits_per_symbol = k;
    mc.backend = be;
    mc.chunk_symbols = 1u << 16;
    cuqam_mapper* m = NULL;
    if (cuqam_mapper_create(&mc, &m) != CUQAM_OK)
        return 0;
    const int ok2 = cuqam_map(m, (const uint8_t*)out, 100, in + 20000) == CUQAM_OK;
    cuqam_mapper_destroy(m);
    return ok && ok2;
}

int main(int argc, char** argv)
{
    const cuqam_backend be =
        argc > 1 && strcmp(argv[1], "cuda") == 0 ? CUQAM_BACKEND_CUDA : CUQAM_BACKEND_CPU;
    const int cycles = argc > 2 ? atoi(argv[2]) : 1000;
    if (be == CUQAM_BACKEND_CUDA) {
        if (test_cuda_or_skip())
            return 77;
    }
    rng_seed_from_env("test_lifecycle");
    float* in = malloc(sizeof(float) * 2 * 30000);
    unsigned char* out = malloc(4099 * 10 * 4);
    for (int i = 0; i < 2 * 30000; ++i)
        in[i] = (float)(rng_uniform() * 2.4 - 1.2);
    memset(out, 0, 4099 * 10 * 4);
    int ok = 1;
    /* "Flat" means no growth per cycle: memory measured after the first
     * third of the cycles (allocator arenas of the worker threads, driver
     * caches and other one-time state settle there: on an H100 host the CUDA
     * context grows host memory by ~1.6 MiB once, the same after 300, 1000 or
     * 3000 cycles) and at the end; a leak of 300 bytes a cycle shows. */
    const int gpu = be == CUQAM_BACKEND_CUDA;
    size_t dev_start = 0, dev_before = 0, dev_after = 0, dev_total = 0;
    if (gpu)
        CHECK(cuqam_cuda_mem_info(0, &dev_start, &dev_total) == CUQAM_OK,
              "cudaMemGetInfo: %s",
              cuqam_last_error());
    const long start = rss_kib();
    for (int i = 0; i < cycles / 3; ++i)
        ok &= cycle(be, i, in, out);
    const long before = rss_kib();
    if (gpu)
        cuqam_cuda_mem_info(0, &dev_before, &dev_total);
    for (int i = cycles / 3; i < cycles; ++i)
        ok &= cycle(be, i, in, out);
    const long after = rss_kib();
    if (gpu) {
        /* Free device memory as the driver reports it. Each cycle allocates
         * and frees ~10 MiB of device buffers; a context that kept them would
         * lose that much per cycle. */
        cuqam_cuda_mem_info(0, &dev_after, &dev_total);
        const long used_before = (long)((dev_start - dev_before) >> 10),
                   used_after = (long)((dev_start - dev_after) >> 10);
        printf("device memory in use beyond the start: %ld KiB after %d cycles, %ld KiB "
               "after %d more "
               "(free %zu of %zu MiB)\n",
               used_before,
               cycles / 3,
               used_after,
               cycles - cycles / 3,
               dev_after >> 20,
               dev_total >> 20);
        CHECK(used_after <= used_before + 2048,
              "device memory grew by %ld KiB over the last %d cycles",
              used_after - used_before,
              cycles - cycles / 3);
    }
    const int measured = cycles - cycles / 3;
    printf("%d create/demap/destroy cycles (%s): resident set %ld KiB at start, %ld KiB "
           "after %d cycles, "
           "%ld KiB after %d more\n",
           cycles,
           be == CUQAM_BACKEND_CUDA ? "cuda" : "cpu",
           start,
           before,
           cycles / 3,
           after,
           measured);
    CHECK(ok, "every cycle worked: %s", cuqam_last_error());
    if (getenv("CUQAM_LIFECYCLE_NO_RSS"))
        printf("resident-set check off (%s): the leak check of the tool running us "
               "decides\n",
               getenv("CUQAM_LIFECYCLE_NO_RSS"));
    else
        CHECK(after - before < measured / 10 + 128,
              "host memory grew by %ld KiB over the last %d cycles",
              after - before,
              measured);
    free(in);
    free(out);
    return test_summary();
}
