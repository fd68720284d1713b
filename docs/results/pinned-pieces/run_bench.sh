#!/bin/bash
# One device call: cuqam_bench_gpu (its pinned rows now 64 Mi symbols a call
# in both modes) three times in full and once --quick, then hbench.cc again.
# .gpu/bin: cuqam_bench_gpu built here for sm_90 with this change, hbench;
# .gpu/lib.tar.xz: the bundle (HEAD's libcuqam, whose CUDA code is unchanged).
set -u
cd "$(dirname "$0")/../../.."
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
o=${OUT:-/tmp/out}
mkdir -p "$o"
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; grep -m1 "model name" /proc/cpuinfo; } > "$o/machine.txt" 2>&1
for r in 1 2 3; do
    timeout 150 .gpu/bin/cuqam_bench_gpu --json "$o/bench_gpu_run$r.json" > "$o/bench_run$r.log" 2>&1
    echo "full run $r: exit $?"
done
timeout 120 .gpu/bin/cuqam_bench_gpu --quick > "$o/bench_quick.log" 2>&1
echo "quick: exit $?"
timeout 100 .gpu/bin/hbench 7 2 > "$o/hbench.txt" 2>&1
grep -h -E "^kernel approx|pinned 256QAM|^kernel 256QAM   exact" "$o"/bench_run*.log "$o/bench_quick.log"
