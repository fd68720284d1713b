#!/usr/bin/env bash
# Kernels on page-locked host buffers in place (CUQAM_GPU_ACCESS=map) against
# the copies: correctness, then the flowgraph and API benchmarks, one call.
cd "$(dirname "$0")/../../.."
R=${OUT:-/tmp/out}/r; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib QT_QPA_PLATFORM=offscreen QT_QPA_PLATFORM_PLUGIN_PATH=$PWD/.gpu/qt/platforms
{ cat .gpu/commit; nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; lscpu | grep "Model name"; } > "$R/machine.txt" 2>&1
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
t test_cuda_api_copy .gpu/bin/test_cuda_api
t test_cuda_api_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_cuda_api
t test_cuda_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_cuda
t test_constellations_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_constellations cuda
t test_noise_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_noise_per_symbol cuda
t test_pi2bpsk_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_pi2bpsk cuda
t test_flowgraph_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_flowgraph_gpu
t test_flowgraph_map_overlap env CUQAM_GPU_ACCESS=map CUQAM_OVERLAP=1 .gpu/bin/test_flowgraph_gpu
[ -x .gpu/bin/test_flowgraph_qt ] && t test_flowgraph_qt_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_flowgraph_qt cuda
t cycles_map env CUQAM_GPU_ACCESS=map .gpu/bin/test_flowgraph_cycles cuda
t faults_recover_map env CUQAM_GPU_ACCESS=map LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults recover
t san_memcheck_map env CUQAM_GPU_ACCESS=map CUQAM_GPU_TEST_SYMBOLS=3000 compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_cuda
t bench_host .gpu/bin/cuqam_bench_host --runs 3 --only cuda,cuda+map --json "$R/bench_host.json"
t bench_gpu_copy .gpu/bin/cuqam_bench_gpu --quick
t bench_gpu_map env CUQAM_GPU_ACCESS=map .gpu/bin/cuqam_bench_gpu --quick
tar -C "${OUT:-/tmp/out}" -czf "${OUT:-/tmp/out}/r.tgz" r && rm -rf "$R"
