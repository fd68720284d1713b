#!/bin/bash
# One device call for the early wake-up (lib/cuda/pipeline.cu: a direct
# call of two chunks a stream or more sleeps until its last chunk but one is
# done, then polls): the GPU tests that go through the pipeline, sanitizers
# on test_cuda, the flowgraph and fault tests, one full benchmark, then
# hbench.cc with the library before (old/) and after in turn, three rounds.
# .gpu as for run_check.sh; everything also packed in all.tgz.
set -u
cd "$(dirname "$0")/../../.."
o=${OUT:-/tmp/out}
mkdir -p "$o"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -d .gpu/faultinject/libcuqam.so.0.2.0.xz .gpu/old/libcuqam.so.0.2.0.xz
ln -sf libcuqam.so.0.2.0 .gpu/old/libcuqam.so.0.2
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; } > "$o/machine.txt" 2>&1
st=0
step() { local n=$1; shift; local t0=$SECONDS; "$@" > "$o/$n.log" 2>&1; local rc=$?
    echo "$n: exit $rc, $((SECONDS - t0)) s: $(tail -1 "$o/$n.log")"; [ $rc -eq 0 ] || st=1; }
step test_cuda .gpu/bin/test_cuda
step test_cuda_api .gpu/bin/test_cuda_api
step test_constellations_cuda .gpu/bin/test_constellations cuda
step test_noise_per_symbol_cuda .gpu/bin/test_noise_per_symbol cuda
step test_pi2bpsk_cuda .gpu/bin/test_pi2bpsk cuda
for tool in memcheck racecheck synccheck; do
    step "sanitizer_$tool" env CUQAM_GPU_TEST_SYMBOLS=3000 compute-sanitizer --tool $tool --error-exitcode 9 .gpu/bin/test_cuda
done
step test_flowgraph .gpu/bin/test_flowgraph_gpu
step lifecycle_cuda .gpu/bin/test_lifecycle cuda 1000
step threads_cuda .gpu/bin/test_threads cuda
step flowgraph_cycles_cuda .gpu/bin/test_flowgraph_cycles cuda
for mode in recover lost lost-device lost-flowgraph; do
    step "faults_$mode" env LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults "$mode"
done
step bench .gpu/bin/cuqam_bench_gpu --json "$o/bench_gpu.json"
for r in 1 2 3; do
    LD_LIBRARY_PATH=$PWD/.gpu/old:$LD_LIBRARY_PATH timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_old_$r.txt" 2>&1
    timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_new_$r.txt" 2>&1
done
echo "tests and checks: $([ $st -eq 0 ] && echo all passed || echo FAILED)"
grep -E "pinned copies|pinned 256QAM|kernel approx" "$o/bench.log"
grep -h -E "n (16|64) Mi library S 2 chunk +(512|1024|2048)k" "$o"/hbench_*_1.txt
tar -C "$o" -czf /tmp/all.tgz . && mv /tmp/all.tgz "$o/all.tgz"
