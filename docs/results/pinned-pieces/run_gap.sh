#!/bin/bash
# One device call: on one host, in turn, three rounds of the plain-CUDA
# shapes (probe.cu), the library with sleeping waits and the library with
# polling waits (CUQAM_GPU_WAIT=poll), each row against the concurrent copy
# in turn: is the library's gap to its shape the host thread's wake-up?
set -u
cd "$(dirname "$0")/../../.."
o=${OUT:-/tmp/out}
mkdir -p "$o"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; } > "$o/machine.txt" 2>&1
for r in 1 2 3; do
    timeout 100 .gpu/bin/probe 5 1 > "$o/probe_$r.txt" 2>&1
    timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_sleep_$r.txt" 2>&1
    CUQAM_GPU_WAIT=poll timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_poll_$r.txt" 2>&1
done
grep -h -E "n 64 Mi (lib|library) +S 2 chunk +1024k" "$o"/probe_*.txt "$o"/hbench_*.txt
tar -C "$o" -czf /tmp/all.tgz . && mv /tmp/all.tgz "$o/all.tgz"
