#!/usr/bin/env bash
# One shape lookup a vector launch (launch_shaped): the kernels' tests and a
# --quick benchmark, to see the same rates.
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/rf; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
cat .gpu/commit > "$R/machine.txt"; nvidia-smi -L >> "$R/machine.txt"
t test_cuda_small env CUQAM_GPU_TEST_SYMBOLS=100000 .gpu/bin/test_cuda
t test_cuda_api .gpu/bin/test_cuda_api
t test_constellations_cuda .gpu/bin/test_constellations cuda
t test_noise_per_symbol_cuda .gpu/bin/test_noise_per_symbol cuda
t test_flowgraph .gpu/bin/test_flowgraph_gpu
t bench_quick .gpu/bin/cuqam_bench_gpu --quick
tar -C "$O" -czf "$O/rf.tgz" rf && rm -rf "$R"
