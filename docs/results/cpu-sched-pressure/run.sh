#!/bin/bash
# The pairs units with GCC's first scheduling pass (-fschedule-insns
# -fsched-pressure), A/B of cuqam_bench_cpu --quick with the library before
# (HEAD's CMake, .gpu/ab/base.tar.xz) and after (.gpu/ab/sched.tar.xz), both
# built on the build VM without CUDA.
# - on a host with .gpu (the H200 host's Xeon): side by side on cores 2 and
#   3, then with the cores swapped (BENCH defaults to .gpu/bin's);
# - on the build VM: BEFORE_LIB and AFTER_LIB folders, in turn on core 1.
set -u
out=${OUT:-${1:-/tmp/out}}
mkdir -p "$out"
bench=${BENCH:-.gpu/bin/cuqam_bench_cpu}
if [ -z "${BEFORE_LIB:-}" ]; then
    mkdir -p /tmp/ab_base /tmp/ab_sched
    tar -C /tmp/ab_base -xJf .gpu/ab/base.tar.xz
    tar -C /tmp/ab_sched -xJf .gpu/ab/sched.tar.xz
    [ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
    before=/tmp/ab_base:$PWD/.gpu/lib after=/tmp/ab_sched:$PWD/.gpu/lib
    lscpu > "$out/machine.txt" 2>&1
    for lib in "$before" "$after"; do
        LD_LIBRARY_PATH=$lib ldd "$bench" | grep cuqam >> "$out/machine.txt"
    done
    for r in 1 2; do
        cb=$((r == 1 ? 2 : 3)); ca=$((r == 1 ? 3 : 2))
        LD_LIBRARY_PATH=$before timeout 280 $bench --cpu $cb --quick > "$out/before_$r.log" 2>&1 &
        LD_LIBRARY_PATH=$after timeout 280 $bench --cpu $ca --quick > "$out/after_$r.log" 2>&1 &
        wait
        echo "round $r done (before on core $cb, after on core $ca)"
    done
    tar -C "$out" -czf "$out/all.tgz" --exclude all.tgz .
else
    for r in 1 2 3; do
        LD_LIBRARY_PATH=$BEFORE_LIB $bench --cpu 1 --quick > "$out/before_$r.log" 2>&1
        LD_LIBRARY_PATH=$AFTER_LIB $bench --cpu 1 --quick > "$out/after_$r.log" 2>&1
    done
fi
