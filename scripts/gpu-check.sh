#!/usr/bin/env bash
# The whole GPU check in one device call.
#   scripts/gpu-check.sh prepare   here (build machine, CUDA toolkit, GNU Radio):
#                                  build with CUDA, bundle the binaries and the
#                                  shared libraries they need into .gpu/
#   scripts/gpu-check.sh run       on the GPU machine (no GNU Radio needed):
#                                  GPU tests, compute-sanitizer, the C++ flowgraph,
#                                  the GPU benchmark, and the CPU kernels of that
#                                  host (tests and benchmark); logs and JSON under
#                                  $OUT (or .gpu/out)
# With the device tool: run `prepare` here, then one call:
#   run(command="scripts/gpu-check.sh run", carry=[".gpu"])
# The build uses the nvcc CMake finds (PATH, then /usr/local/cuda); for another
# toolkit set CUQAM_GPU_BUILD (build folder, default build-gpu) and
# CUQAM_CMAKE_ARGS, with only that toolkit on PATH (nvcc runs the ptxas it
# finds there), e.g. Debian's 11.8 where only clang-14 fits as host compiler:
#   PATH=/usr/bin:/bin CUQAM_GPU_BUILD=build-gpu-118 CUQAM_GPU_ARCHS=90 \
#   CUQAM_CMAKE_ARGS="-DCMAKE_CUDA_COMPILER=/usr/bin/nvcc -DCMAKE_CUDA_HOST_COMPILER=clang++-14" \
#   scripts/gpu-check.sh prepare
# CUQAM_GPU_PARTS picks parts (default all but kernels): gpu (tests,
# sanitizers, flowgraph, GPU benchmark), live (ZeroMQ link at 10 and 100
# Msym/s), flowgraph (GNU Radio benchmark), cpu (that host's SIMD kernels:
# tests and benchmark), kernels (kernel tests, sanitizers, three kernel
# benchmarks, Nsight Compute), noise (per-symbol N0), host (flowgraph tests
# and host CPU per symbol inside GNU Radio); e.g. CUQAM_GPU_PARTS="gpu live".
set -uo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}

if [ "$mode" = prepare ]; then
    set -e
    b=${CUQAM_GPU_BUILD:-build-gpu}
    cmake -S . -B "$b" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr/local -DCUQAM_FAULT_INJECTION=ON -DCUQAM_WERROR=ON \
        ${CUQAM_GPU_ARCHS:+-DCMAKE_CUDA_ARCHITECTURES=$CUQAM_GPU_ARCHS} ${CUQAM_CMAKE_ARGS:-} | grep -E "gr-cuqam" || true
    cmake --build "$b" -j"$(nproc)" --target cuqam gnuradio-cuqam test_cuda test_cuda_api test_flowgraph_gpu cuqam_bench_gpu \
        cuqam_info test_core test_bad_input test_api test_simd test_lifecycle test_threads test_flowgraph_cycles cuqam_bench_cpu cuqam_live_zmq cuqam_bench_flowgraph cuqam_bench_host \
        test_faults cuqam_faultinject test_constellations test_pi2bpsk test_noise_per_symbol cuqam_bench_noise
    # the QT GUI sink test, where this machine has Qt 5's headers
    cmake --build "$b" -j"$(nproc)" --target test_flowgraph_qt 2> /dev/null || echo "(no QT GUI sink test: no Qt 5 headers)"
    rm -rf .gpu && mkdir -p .gpu/bin .gpu/lib .gpu/faultinject
    cp $b/tests/test_cuda $b/tests/test_cuda_api $b/tests/test_flowgraph_gpu $b/apps/cuqam_bench_gpu \
        $b/apps/cuqam_info $b/tests/test_core $b/tests/test_bad_input $b/tests/test_api $b/tests/test_simd $b/tests/test_lifecycle $b/tests/test_threads \
        $b/tests/test_flowgraph_cycles $b/tests/test_faults $b/tests/test_constellations $b/tests/test_pi2bpsk \
        $b/tests/test_noise_per_symbol $b/apps/cuqam_bench_noise \
        $b/apps/cuqam_bench_cpu \
        $b/apps/cuqam_live_zmq $b/apps/cuqam_bench_flowgraph $b/apps/cuqam_bench_host .gpu/bin/
    cp -P $b/lib/libcuqam.so* $b/lib/libgnuradio-cuqam.so* .gpu/lib/
    # Qt finds its offscreen platform plugin at run time (not a link dependency)
    qt_plugin=/usr/lib/x86_64-linux-gnu/qt5/plugins/platforms/libqoffscreen.so
    extra=""
    if [ -x $b/tests/test_flowgraph_qt ] && [ -f $qt_plugin ]; then
        cp $b/tests/test_flowgraph_qt .gpu/bin/
        mkdir -p .gpu/qt/platforms && cp $qt_plugin .gpu/qt/platforms/
        extra=$qt_plugin
    fi
    # the core with the fault-injection hook, loaded in place of the real one
    cp -P $b/lib/faultinject/libcuqam.so* .gpu/faultinject/
    bundle=${BUNDLE_LIBS:-../shared/tools/bundle-libs}
    LD_LIBRARY_PATH=$b/lib "$bundle" .gpu/lib .gpu/bin/* $b/lib/libgnuradio-cuqam.so $extra
    # packed: with Qt the libraries pass the 64 MiB the device tool carries
    tar -C .gpu -cf - lib | xz -T0 -3 > .gpu/lib.tar.xz && rm -rf .gpu/lib
    git rev-parse --short HEAD > .gpu/commit 2>/dev/null || true
    sed -n 's/^set(CMAKE_CUDA_COMPILER_VERSION "\(.*\)")/nvcc \1/p' "$b"/CMakeFiles/*/CMakeCUDACompiler.cmake > .gpu/toolkit
    du -sh .gpu
    exit 0
fi

if [ "$mode" != run ]; then
    echo "usage: $0 prepare|run" >&2
    exit 2
fi

out=${OUT:-.gpu/out}
mkdir -p "$out"
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; } || { echo "cannot unpack .gpu/lib.tar.xz" >&2; exit 1; }
export LD_LIBRARY_PATH=$PWD/.gpu/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export QT_QPA_PLATFORM=offscreen QT_QPA_PLATFORM_PLUGIN_PATH=$PWD/.gpu/qt/platforms
status=0
step() { # name, command...
    local name=$1
    shift
    echo "=== $name"
    local t0=$SECONDS
    "$@" > "$out/$name.log" 2>&1
    local rc=$?
    tail -n "${TAIL:-6}" "$out/$name.log"
    if [ $rc -eq 77 ]; then
        echo "--- $name: skipped, $((SECONDS - t0)) s"
        return
    fi
    if [ -n "${MEASURE:-}" ]; then
        echo "--- $name: exit $rc, $((SECONDS - t0)) s (a measurement, not a pass/fail check: $MEASURE)"
        return
    fi
    echo "--- $name: exit $rc, $((SECONDS - t0)) s"
    [ $rc -eq 0 ] || status=1
}
qt_step() { # the QT GUI sink test, where prepare could build it (Qt 5's headers)
    if [ -x .gpu/bin/test_flowgraph_qt ]; then
        TAIL=3 step "$@"
    else
        echo "=== $1: SKIPPED (prepared without Qt 5's headers)"
    fi
}
{
    echo "commit $(cat .gpu/commit 2>/dev/null), built with $(cat .gpu/toolkit 2>/dev/null)"
    nvidia-smi --query-gpu=name,driver_version,memory.total,pcie.link.gen.current,pcie.link.width.current --format=csv
    nproc
} > "$out/machine.txt" 2>&1
cat "$out/machine.txt"
parts=" ${CUQAM_GPU_PARTS:-gpu live flowgraph cpu} "
TAIL=30 step cuqam_info .gpu/bin/cuqam_info
if [[ $parts == *" gpu "* ]]; then
TAIL=4 step test_cuda .gpu/bin/test_cuda
TAIL=4 step test_cuda_api .gpu/bin/test_cuda_api
TAIL=4 step test_constellations_cuda .gpu/bin/test_constellations cuda
TAIL=4 step test_pi2bpsk_cuda .gpu/bin/test_pi2bpsk cuda
TAIL=4 step test_noise_per_symbol_cuda .gpu/bin/test_noise_per_symbol cuda
if command -v compute-sanitizer > /dev/null; then
    for tool in memcheck racecheck synccheck initcheck; do
        TAIL=3 step "sanitizer_$tool" env CUQAM_GPU_TEST_SYMBOLS=3000 \
            compute-sanitizer --tool "$tool" --error-exitcode 9 .gpu/bin/test_cuda
    done
    # the table kernels (shared memory, any constellation)
    for tool in memcheck racecheck; do
        TAIL=3 step "sanitizer_constellations_$tool" \
            compute-sanitizer --tool "$tool" --error-exitcode 9 .gpu/bin/test_constellations cuda
    done
else
    echo "compute-sanitizer not found: sanitizer runs SKIPPED"
fi
TAIL=3 step test_flowgraph .gpu/bin/test_flowgraph_gpu
qt_step test_flowgraph_qt .gpu/bin/test_flowgraph_qt cuda
TAIL=2 step lifecycle_cuda .gpu/bin/test_lifecycle cuda 1000
TAIL=3 step threads_cuda .gpu/bin/test_threads cuda
TAIL=6 step flowgraph_cycles_cuda .gpu/bin/test_flowgraph_cycles cuda
# GPU faults, injected through the test build of the core (one process per
# real device fault: it poisons the process's CUDA context)
for mode in recover lost lost-device lost-flowgraph; do
    TAIL=12 step "faults_$mode" env LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults "$mode"
done
# no device: the driver hides it
TAIL=8 step no_device env CUDA_VISIBLE_DEVICES= .gpu/bin/test_faults nodevice
# no driver: libcuda.so.1 replaced by an empty file in a private mount namespace
TAIL=8 step no_driver tests/cuda/without_driver.sh .gpu/bin/test_faults nodevice
TAIL=40 step bench .gpu/bin/cuqam_bench_gpu --json "$out/bench_gpu.json"
fi
# per-symbol N0 (issue "Receiver-grade soft information"): its test on the
# GPU (fresh seeds), under memcheck, and its cost three times (the spread)
if [[ $parts == *" noise "* ]]; then
for i in 1 2 3; do
    TAIL=2 step "test_noise_per_symbol_cuda$i" .gpu/bin/test_noise_per_symbol cuda
done
TAIL=2 step san_noise_memcheck compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_noise_per_symbol cuda
TAIL=2 step test_noise_per_symbol_cpu .gpu/bin/test_noise_per_symbol avx512
for i in 1 2 3; do
    TAIL=40 step "bench_noise_run$i" .gpu/bin/cuqam_bench_noise
done
fi
# the kernels' own check (issue "Kernels at the limit"): their tests and the
# sanitizers that watch shared memory, the kernel benchmark three times (the
# spread), and Nsight Compute on exact 256QAM u8 and maxlog 4096QAM s8
if [[ $parts == *" kernels "* ]]; then
TAIL=2 step test_cuda .gpu/bin/test_cuda
TAIL=2 step test_constellations_cuda .gpu/bin/test_constellations cuda
for tool in memcheck racecheck; do
    TAIL=2 step "san_$tool" env CUQAM_GPU_TEST_SYMBOLS=3000 \
        compute-sanitizer --tool "$tool" --error-exitcode 9 .gpu/bin/test_cuda
done
TAIL=2 step san_cons_racecheck compute-sanitizer --tool racecheck --error-exitcode 9 .gpu/bin/test_constellations cuda
for i in 1 2 3; do
    TAIL=14 step "bench_run$i" .gpu/bin/cuqam_bench_gpu --json "$out/bench_gpu_run$i.json"
done
if command -v ncu > /dev/null; then
    for k in ILi4ELi2ELi2E ILi6ELi0ELi1E; do
        MEASURE="a profile" TAIL=2 step "ncu_$k" ncu --kernel-name-base mangled -k "regex:demap_vec_kernel$k" -c 1 \
            --section SpeedOfLight --section ComputeWorkloadAnalysis --section InstructionStats \
            --section WarpStateStats --section Occupancy .gpu/bin/cuqam_bench_gpu --quick
    done
fi
fi
# live 256QAM over ZeroMQ, 10 s each: lost items, BER, latency, and where
# the time goes (the ZeroMQ leg, each block's time in work()). Both rates
# must pass; at 100 Msym/s the p99 latency must also stay under 50 ms
[[ $parts == *" live "* ]] && for rate in 10e6 100e6; do
    for be in cuda cpu; do
        TAIL=8 step "live_${be}_${rate}" .gpu/bin/cuqam_live_zmq --rate "$rate" --seconds 10 \
            --backend "$be" $([ "$rate" = 100e6 ] && echo "--max-p99 50") --json "$out/live_${be}_${rate}.json"
    done
done
# the demapper inside GNU Radio, against GNU Radio itself
[[ $parts == *" flowgraph "* ]] && TAIL=60 step bench_flowgraph .gpu/bin/cuqam_bench_flowgraph --json "$out/bench_flowgraph.json"
# GNU Radio's buffers on the GPU (issue "Make the GPU pay off inside GNU
# Radio"): the kernels' and the pipeline's tests (fewer symbols a case),
# the API (page-locking, deferred calls, saturation counts), faults through
# whole and deferred calls, the flowgraph tests with and without the overlap
# knob, then host CPU per symbol against the null chain (three runs) and the
# live link on CUDA
if [[ $parts == *" host "* ]]; then
TAIL=2 step test_cuda env CUQAM_GPU_TEST_SYMBOLS=100000 .gpu/bin/test_cuda
TAIL=2 step test_noise_per_symbol_cuda .gpu/bin/test_noise_per_symbol cuda
TAIL=2 step test_constellations_cuda .gpu/bin/test_constellations cuda
TAIL=8 step test_cuda_api .gpu/bin/test_cuda_api
TAIL=14 step faults_recover env LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults recover
for overlap in 0 1; do
    TAIL=3 step "test_flowgraph_overlap$overlap" env CUQAM_OVERLAP=$overlap .gpu/bin/test_flowgraph_gpu
    qt_step "test_flowgraph_qt_overlap$overlap" env CUQAM_OVERLAP=$overlap .gpu/bin/test_flowgraph_qt cuda
    TAIL=3 step "flowgraph_cycles_cuda_overlap$overlap" env CUQAM_OVERLAP=$overlap .gpu/bin/test_flowgraph_cycles cuda
done
TAIL=80 step bench_host .gpu/bin/cuqam_bench_host --runs 3 --json "$out/bench_host.json"
for rate in 10e6 100e6; do
    TAIL=8 step "live_cuda_$rate" .gpu/bin/cuqam_live_zmq --rate "$rate" --seconds 10 --backend cuda \
        $([ "$rate" = 100e6 ] && echo "--max-p99 50") --json "$out/live_cuda_$rate.json"
done
fi
# the CPU kernels of this host: every SIMD variant it runs, then the benchmark
if [[ $parts == *" cpu "* ]]; then
for impl in avx512 avx2 sse4_1; do
    TAIL=1 step "test_simd_$impl" .gpu/bin/test_simd "$impl"
done
best=$(.gpu/bin/cuqam_info | sed -n 's/^CPU kernel a block gets: \([a-z0-9_]*\).*/\1/p')
TAIL=1 step test_core_best .gpu/bin/test_core "$best"
TAIL=1 step test_bad_input_best .gpu/bin/test_bad_input "$best"
TAIL=1 step test_api .gpu/bin/test_api
TAIL=60 step bench_cpu .gpu/bin/cuqam_bench_cpu --cpu 2
fi
echo "=== overall: $([ $status -eq 0 ] && echo PASS || echo FAIL)"
# The device tool brings back only a few files: one archive of them all.
if [ -n "${OUT:-}" ]; then
    (cd "$out" && tar czf gpu-check-logs.tgz --remove-files -- *.log *.json machine.txt 2> /dev/null)
fi
exit $status
