#!/bin/bash
# One device call on an H200 host, no code changed (.gpu built at 80e28da,
# whose CUDA and CPU code HEAD keeps):
# 1. cuqam_bench_gpu three times in a row (the spread of the kernel, labelling
#    and pinned rows across runs);
# 2. the AVX2 change of 829c8a9 on the host's Intel Xeon: cuqam_bench_cpu
#    --labellings with 55810e6's library (before, .tb/lib55.tar.xz, built
#    without CUDA) and 80e28da's (after), side by side on cores 2 and 3,
#    then again with the cores swapped.
set -u
out=${OUT:-/tmp/out}
mkdir -p "$out" /tmp/lib55
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -dc .tb/lib55.tar.xz | tar -C /tmp/lib55 -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ lscpu; nvidia-smi; cat .gpu/commit .gpu/toolkit; } > "$out/machine.txt" 2>&1
for i in 1 2 3; do
    timeout 120 .gpu/bin/cuqam_bench_gpu --json "$out/bench_gpu_run$i.json" > "$out/bench_run$i.log" 2>&1
    echo "bench run $i: exit $?"
done
bench=.gpu/bin/cuqam_bench_cpu
for r in 1 2; do
    cb=$((r == 1 ? 2 : 3)); ca=$((r == 1 ? 3 : 2))
    LD_LIBRARY_PATH=/tmp/lib55:$PWD/.gpu/lib timeout 300 $bench --cpu $cb --labellings > "$out/before_$r.log" 2>&1 &
    timeout 300 $bench --cpu $ca --labellings > "$out/after_$r.log" 2>&1 &
    wait
    echo "labellings round $r done (before on core $cb, after on core $ca)"
done
tar -C "$out" -czf "$out/all.tgz" --exclude all.tgz .
