#!/bin/bash
# One device call: on one host, the plain-CUDA shapes (probe.cu), the
# library (hbench.cc) and a full cuqam_bench_gpu, so that the library's
# share is set against its shape's bound on the same link; all.tgz too.
set -u
cd "$(dirname "$0")/../../.."
o=${OUT:-/tmp/out}
mkdir -p "$o"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; } > "$o/machine.txt" 2>&1
timeout 200 .gpu/bin/probe 7 2 > "$o/probe.txt" 2>&1
timeout 100 .gpu/bin/hbench 7 2 > "$o/hbench.txt" 2>&1
timeout 150 .gpu/bin/cuqam_bench_gpu --json "$o/bench_gpu.json" > "$o/bench.log" 2>&1
grep -h -E "pinned copies|pinned 256QAM" "$o/bench.log"
grep -h -E "n 64 Mi (lib|library|copies) +S 2 chunk +(1024|2048)k" "$o/probe.txt" "$o/hbench.txt"
tar -C "$o" -czf /tmp/all.tgz . && mv /tmp/all.tgz "$o/all.tgz"
