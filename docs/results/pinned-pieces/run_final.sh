#!/bin/bash
# One device call on the final code (HEAD's library, this change's
# cuqam_bench_gpu, sm_90): two full benchmark runs and one --quick, then
# hbench.cc again; everything also packed in all.tgz.
set -u
cd "$(dirname "$0")/../../.."
o=${OUT:-/tmp/out}
mkdir -p "$o"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; } > "$o/machine.txt" 2>&1
for r in 1 2; do
    timeout 150 .gpu/bin/cuqam_bench_gpu --json "$o/bench_gpu_run$r.json" > "$o/bench_run$r.log" 2>&1
    echo "full run $r: exit $?"
done
timeout 120 .gpu/bin/cuqam_bench_gpu --quick > "$o/bench_quick.log" 2>&1
echo "quick: exit $?"
timeout 100 .gpu/bin/hbench 7 2 > "$o/hbench.txt" 2>&1
grep -h -E "^\(--quick|pinned copies|^kernel approx|pinned 256QAM|^kernel 256QAM   exact" "$o"/bench_run*.log "$o/bench_quick.log"
tar -C "$o" -czf /tmp/all.tgz . && mv /tmp/all.tgz "$o/all.tgz"
