#!/bin/bash
# One device call: probe.cu's pipeline shapes and the library's pinned path
# (hbench.cc, HEAD's libcuqam from the sm_90 bundle), each row in turn with
# the concurrent pinned copy. .gpu/bin holds probe and hbench built here.
set -u
cd "$(dirname "$0")/../../.."
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
o=${OUT:-/tmp/out}
mkdir -p "$o"
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; grep -m1 "model name" /proc/cpuinfo; } > "$o/machine.txt" 2>&1
timeout 200 .gpu/bin/probe 7 2 > "$o/probe.txt" 2>&1
timeout 100 .gpu/bin/hbench 7 2 > "$o/hbench.txt" 2>&1
tail -3 "$o/probe.txt" "$o/hbench.txt"
