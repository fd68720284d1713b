#!/bin/bash
# three cuqam_bench_gpu runs of the kept library (F)
cd "$(dirname "$0")/.."
O=${OUT:-out}; mkdir -p $O
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
for i in 1 2 3; do timeout 60 .gpu/bin/cuqam_bench_gpu > $O/bench_run$i.log 2>&1; echo "run $i rc $?"; done
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/machine.txt
grep -h "256QAM   exact   u8   %\|36 of 36\|pinned 256QAM" $O/bench_run*.log
