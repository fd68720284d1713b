#!/bin/bash
# One device call for the count-after-copy change (lib/cuda/pipeline.cu):
# the GPU tests of scripts/gpu-check.sh's gpu part that go through the
# pipeline (tests, sanitizers on test_cuda, flowgraph, faults, benchmark),
# then hbench.cc with HEAD's library (old/) and this one in turn, four
# rounds (on host "3" they ran in a second call on the same machine).
# .gpu from `CUQAM_GPU_ARCHS=90 scripts/gpu-check.sh prepare`, its fault-
# injection core and old/libcuqam packed with xz, bin/hbench built here;
# bin/ and lib.tar.xz cut to the binaries run here (the tree and .gpu must
# stay under the device tool's 64 MiB).
set -u
cd "$(dirname "$0")/../../.."
o=${OUT:-/tmp/out}
mkdir -p "$o"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -d .gpu/faultinject/libcuqam.so.0.2.0.xz .gpu/old/libcuqam.so.0.2.0.xz
ln -sf libcuqam.so.0.2.0 .gpu/old/libcuqam.so.0.2
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; cat .gpu/commit; } > "$o/machine.txt" 2>&1
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
for r in 1 2 3 4; do
    LD_LIBRARY_PATH=$PWD/.gpu/old:$LD_LIBRARY_PATH timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_old_$r.txt" 2>&1
    timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_new_$r.txt" 2>&1
done
echo "tests and checks: $([ $st -eq 0 ] && echo all passed || echo FAILED)"
grep -E "pinned 256QAM|kernel approx" "$o/bench.log"
# the device tool returns only so many files: everything in one archive too
tar -C "$o" -czf /tmp/all.tgz . && mv /tmp/all.tgz "$o/all.tgz"
