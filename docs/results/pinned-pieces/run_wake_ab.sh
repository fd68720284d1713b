#!/bin/bash
# One device call: hbench.cc with the library before the early wake-up
# (old/) and after in turn, four rounds; all.tgz.
set -u
cd "$(dirname "$0")/../../.."
o=${OUT:-/tmp/out}
mkdir -p "$o"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -d .gpu/old/libcuqam.so.0.2.0.xz
ln -sf libcuqam.so.0.2.0 .gpu/old/libcuqam.so.0.2
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; } > "$o/machine.txt" 2>&1
for r in 1 2 3 4; do
    LD_LIBRARY_PATH=$PWD/.gpu/old:$LD_LIBRARY_PATH timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_old_$r.txt" 2>&1
    timeout 60 .gpu/bin/hbench 5 1 > "$o/hbench_new_$r.txt" 2>&1
done
grep -h -E "n (16|64) Mi library S 2 chunk +1024k" "$o"/hbench_*.txt
tar -C "$o" -czf /tmp/all.tgz . && mv /tmp/all.tgz "$o/all.tgz"
