#!/bin/bash
# One device call: the library's pinned path (hbench.cc) with its waits
# sleeping (the default) and polling (CUQAM_GPU_WAIT=poll) in turn, four
# rounds, and probe.cu once for the shape's bound on the same host.
set -u
cd "$(dirname "$0")/../../.."
o=${OUT:-/tmp/out}
mkdir -p "$o"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; } > "$o/machine.txt" 2>&1
for r in 1 2 3 4; do
    timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_sleep_$r.txt" 2>&1
    CUQAM_GPU_WAIT=poll timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_poll_$r.txt" 2>&1
done
timeout 200 .gpu/bin/probe 7 1 > "$o/probe.txt" 2>&1
grep -h -E "n 64 Mi (lib|library) +S 2 chunk +(1024|2048)k" "$o"/hbench_*_1.txt "$o/probe.txt"
tar -C "$o" -czf /tmp/all.tgz . && mv /tmp/all.tgz "$o/all.tgz"
