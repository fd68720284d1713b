#!/usr/bin/env bash
# How a work call waits for the GPU (CUQAM_GPU_WAIT): sleeping in the driver
# (default), polling for up to N us first (spin:N), polling all the way
# (poll). The wait paths' tests first, then the flowgraph rows, three rounds.
# Run on 038c747 with wait/spin.patch applied (spin:N; not kept).
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/p5; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ cat .gpu/commit; git diff --stat 2>/dev/null; nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; } > "$R/machine.txt" 2>&1
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
for w in spin:1 spin:25 poll; do
    t test_cuda_api_$w env CUQAM_GPU_WAIT=$w .gpu/bin/test_cuda_api
    t test_flowgraph_$w env CUQAM_GPU_WAIT=$w .gpu/bin/test_flowgraph_gpu
    t faults_recover_$w env CUQAM_GPU_WAIT=$w LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults recover
done
t test_cuda_small_spin25 env CUQAM_GPU_WAIT=spin:25 CUQAM_GPU_TEST_SYMBOLS=100000 .gpu/bin/test_cuda
for i in 1 2 3; do
    for w in sleep spin:10 spin:25 spin:50 poll; do
        t wait_${w/:/}_$i env CUQAM_GPU_WAIT=$w .gpu/bin/cuqam_bench_host --runs 1 --only cuda --json "$R/wait_${w/:/}_$i.json"
    done
done
tar -C "$O" -czf "$O/p5.tgz" p5 && rm -rf "$R"
