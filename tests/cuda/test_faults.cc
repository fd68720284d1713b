/*
 * GPU faults and missing GPUs (issue "Reliability"). Runs on the GPU machine
 * (scripts/gpu-check.sh); exits 77 with the reason where no CUDA device works.
 *
 *   test_faults recover     with lib/faultinject/libcuqam.so (the test build
 *                           whose $CUQAM_FAULT_INJECT makes a chosen CUDA call
 *                           fail): every failing call kind, at the first,
 *                           middle and last chunk, pageable and pinned
 *                           buffers; the whole output must equal a CPU-only
 *                           run bit for bit (exact: within 1 LSB), the fault be
 *                           counted once and the GPU used again afterwards.
 *                           Persistent failures, recovery off, device and
 *                           mixed buffers, the mapper, deferred calls
 *                           (cuqam_demap_begin/end), a bad spec, and a
 *                           flowgraph whose demapper logs the fault once.
 *   test_faults lost        a kernel executes a trap instruction: a real
 *                           device fault that leaves the CUDA context unusable.
 *                           The call still completes (CPU), the handle stays
 *                           on the CPU, new handles: auto -> cpu, cuda ->
 *                           refused, a cuda block refuses to start. Own
 *                           process: the fault poisons the process's context.
 *   test_faults lost-flowgraph  the same fault inside a running flowgraph.
 *   test_faults nodevice    run with no usable driver or device (e.g.
 *                           CUDA_VISIBLE_DEVICES=""): auto falls back, cuda
 *                           is refused with the reason, promptly; blocks alike.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "faults_calls.h"
#include "faults_flowgraph.h"

#include <cuqam/cuqam.h>

#include <cuda_runtime.h>

#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

static bool injection_build()
{
    if (cuqam_fault_injection_compiled())
        return true;
    std::fprintf(
        stderr,
        "FAIL: this libcuqam has no fault-injection hook: run with LD_LIBRARY_PATH "
        "pointing at lib/faultinject/ of a build made with -DCUQAM_FAULT_INJECTION=ON\n");
    return false;
}

// Where the GPU cannot be had (lost, or none): a new auto handle runs on the
// CPU and says why; a new cuda handle is refused, with `reason` in the
// message; both answer within 10 s.
static void new_handles_use_the_cpu(const char* when, const char* reason)
{
    const auto t0 = std::chrono::steady_clock::now();
    cuqam_demapper_config cfg;
    cuqam_demapper_config_init(&cfg);
    cuqam_demapper* h = nullptr;
    cuqam_status s = cuqam_demapper_create(&cfg, &h);
    CHECK(s == CUQAM_OK && cuqam_demapper_backend(h) == CUQAM_BACKEND_CPU,
          "auto %s: status %d, %s",
          when,
          s,
          h ? cuqam_demapper_backend_reason(h) : cuqam_last_error());
    std::printf("  new handle %s, auto: %s (%s)\n",
                when,
                h ? cuqam_backend_name(cuqam_demapper_backend(h)) : "-",
                h ? cuqam_demapper_backend_reason(h) : cuqam_last_error());
    cuqam_demapper_destroy(h);
    cfg.backend = CUQAM_BACKEND_CUDA;
    h = nullptr;
    s = cuqam_demapper_create(&cfg, &h);
    CHECK(s == CUQAM_ERR_BACKEND_UNAVAILABLE && !h &&
              std::strstr(cuqam_last_error(), reason),
          "cuda %s: status %d (%s)",
          when,
          s,
          cuqam_last_error());
    std::printf("  new handle %s, cuda: %s\n", when, cuqam_last_error());
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    CHECK(secs < 10.0, "creating handles %s took %.1f s", when, secs);
}

static void mode_recover()
{
    std::printf(
        "single faults, every call kind (recovered on the CPU, then the GPU again):\n");
    recover_single_faults();
    recover_deferred();
    recover_every_format();
    std::printf("persistent faults:\n");
    recover_persistent();
    recover_off_and_device_buffers();
    recover_mapper();
    bad_spec();
    // A device that does not exist is refused at create, with the reason.
    cuqam_demapper_config cfg;
    cuqam_demapper_config_init(&cfg);
    cfg.backend = CUQAM_BACKEND_CUDA;
    cfg.device = cuqam_cuda_device_count();
    cuqam_demapper* h = nullptr;
    const cuqam_status s = cuqam_demapper_create(&cfg, &h);
    CHECK(s == CUQAM_ERR_BACKEND_UNAVAILABLE &&
              std::strstr(cuqam_last_error(), "does not exist"),
          "device %d: status %d (%s)",
          cfg.device,
          s,
          cuqam_last_error());
    std::printf("  device %d: %s\n", cfg.device, cuqam_last_error());
    std::printf("flowgraphs (block log captured):\n");
    flowgraph_case("kernel:5", 1, false);
    flowgraph_case("kernel:1+", 3, true);
}

// After a real device fault nothing of CUDA works in this process any more.
static void mode_lost()
{
    demap_case c;
    const size_t nsym = 10 * 4096 + 77;
    auto made_before =
        make_block("cuda"); // made while the GPU works, started after the fault
    const cuqam_fault_report r = run_faulty(c, "kernel:3:trap", false, nsym, 3, "");
    CHECK(r.faults == 1 && r.gpu_lost,
          "trap: %llu faults, lost %d (want 1, lost)",
          r.faults,
          r.gpu_lost);
    CHECK(r.cpu_symbols >= 2 * nsym, "trap: %llu symbols on the CPU", r.cpu_symbols);
    std::printf("  kernel:3:trap -> all 3 calls equal to the CPU-only run; %llu symbols "
                "on the CPU; first error: %s\n",
                r.cpu_symbols,
                r.first_error);

    // New handles: the probe fails now.
    new_handles_use_the_cpu("after the fault", "cannot run");

    // A cuda block refuses to start; an auto block runs on the CPU.
    const auto syms = flowgraph_symbols(200000);
    CHECK(cuda_block_refused("cannot run here"), "a cuda block was made on a lost GPU");
    // A cuda block made before the fault and started after it must neither
    // hang nor throw in GNU Radio's thread: it runs on the CPU, and says so.
    std::vector<uint8_t> got;
    const std::string log =
        capture_output([&] { got = run_flowgraph(syms, "cuda", made_before); });
    CHECK(got == run_flowgraph(syms, "cpu"),
          "cuda block started after the fault: output");
    CHECK(made_before->backend() == "cpu" &&
              count_of(log, "cannot start on the GPU") == 1,
          "cuda block started after the fault: backend %s, said so %zu times (want "
          "cpu, once)",
          made_before->backend().c_str(),
          count_of(log, "cannot start on the GPU"));
    CHECK(run_flowgraph(syms, "auto") == run_flowgraph(syms, "cpu"),
          "auto block after the fault");
}

// Device buffers allocated before the fault, passed after it to the handle
// that lost its GPU: the call must fail with CUQAM_ERR_CUDA (the CPU cannot
// read device memory), not crash.
static void mode_lost_device()
{
    demap_case c;
    const size_t nsym = 4 * 4096;
    float* d_in = nullptr;
    unsigned char* d_out = nullptr;
    CHECK(cudaMalloc(&d_in, nsym * 8) == cudaSuccess &&
              cudaMalloc(&d_out, nsym * 8) == cudaSuccess,
          "cudaMalloc before the fault");
    cuqam_demapper* g = make(c, CUQAM_BACKEND_CUDA, "kernel:2:trap");
    std::vector<float> in(2 * nsym);
    std::vector<unsigned char> out(nsym * 8);
    random_symbols(c.k, in.data(), nsym);
    CHECK(cuqam_demap(g, in.data(), nsym, out.data()) == CUQAM_OK,
          "host call with the trap");
    cuqam_fault_report r;
    cuqam_demapper_faults(g, &r);
    CHECK(r.gpu_lost, "GPU lost after the trap");
    const cuqam_status s = cuqam_demap(g, d_in, nsym, d_out);
    CHECK(s == CUQAM_ERR_CUDA,
          "device buffers after the loss: status %d (%s)",
          s,
          cuqam_last_error());
    std::printf("  device buffers after the loss: %s: %s\n",
                cuqam_strerror(s),
                cuqam_last_error());
    cuqam_demapper_destroy(g);
}

static void mode_lost_flowgraph()
{
    // The trap fires inside a running flowgraph: output complete and equal,
    // one log line that says the GPU is gone.
    flowgraph_case("kernel:4:trap", 1, true);
}

static void mode_nodevice()
{
    std::printf("CUDA_VISIBLE_DEVICES=%s, devices seen: %d\n",
                getenv("CUDA_VISIBLE_DEVICES") ? getenv("CUDA_VISIBLE_DEVICES")
                                               : "(unset)",
                cuqam_cuda_device_count());
    CHECK(cuqam_cuda_device_count() == 0, "run this mode where no device is usable");
    const auto t0 = std::chrono::steady_clock::now();
    new_handles_use_the_cpu("without a device", "CUDA");
    cuqam_mapper_config mc;
    cuqam_mapper_config_init(&mc);
    mc.backend = CUQAM_BACKEND_CUDA;
    cuqam_mapper* m = nullptr;
    cuqam_status s = cuqam_mapper_create(&mc, &m);
    CHECK(s == CUQAM_ERR_BACKEND_UNAVAILABLE && !m, "mapper cuda: status %d", s);
    size_t fr = 1, tot = 1;
    s = cuqam_cuda_mem_info(0, &fr, &tot);
    CHECK(s == CUQAM_ERR_BACKEND_UNAVAILABLE && fr == 0 && tot == 0,
          "mem info: status %d",
          s);
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    CHECK(secs < 10.0, "the probes took %.1f s", secs);
    std::printf("  probes answered in %.3f s\n", secs);

    const auto syms = flowgraph_symbols(200000);
    CHECK(cuda_block_refused("no usable CUDA driver or device"),
          "a cuda block must be refused, with the reason, without a device");
    CHECK(run_flowgraph(syms, "auto") == run_flowgraph(syms, "cpu"),
          "auto block without a device");
    std::printf("  auto block: ran on the CPU, output equal\n");
}

int main(int argc, char** argv)
{
    // The checks read the blocks' log: make GNU Radio log at info level to
    // stdout whatever its config files say (there are none on a bare GPU
    // machine, and then it logs nothing). Its preferences are read once, at
    // load time, so the environment is set and the test started again.
    const char* lf = getenv("GR_CONF_LOG_LOG_FILE");
    if (!lf || std::strcmp(lf, "stdout") != 0) {
        setenv("GR_CONF_LOG_LOG_FILE", "stdout", 1);
        setenv("GR_CONF_LOG_LOG_LEVEL", "info", 1);
        execv("/proc/self/exe", argv);
        std::perror("execv /proc/self/exe");
        return 1;
    }
    rng_seed_from_env("test_faults");
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "nodevice") {
        mode_nodevice();
    } else if (mode == "recover" || mode == "lost" || mode == "lost-device" ||
               mode == "lost-flowgraph") {
        if (test_cuda_or_skip())
            return 77;
        if (!injection_build())
            return 1;
        if (mode == "recover")
            mode_recover();
        else if (mode == "lost")
            mode_lost();
        else if (mode == "lost-device")
            mode_lost_device();
        else
            mode_lost_flowgraph();
    } else {
        std::fprintf(stderr,
                     "usage: %s recover|lost|lost-device|lost-flowgraph|nodevice\n",
                     argv[0]);
        return 2;
    }
    return test_summary();
}
