#!/usr/bin/env bash
# the host Xeon's CPU targets with the fixed clock, two runs, and the clock chains before and after
set -u
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
x=$OUT; lscpu > $x/lscpu.txt 2>&1; nvidia-smi --query-gpu=name --format=csv,noheader > $x/gpu.txt 2>&1
taskset -c 2 .gpu/bin2/clk > $x/clock_chains.txt 2>&1
for r in 1 2; do LD_LIBRARY_PATH=$PWD/.gpu/lib .gpu/bin2/cuqam_bench_cpu --quick --cpu 2 > $x/bench_cpu_quick_$r.txt 2>&1; done
taskset -c 2 .gpu/bin2/clk >> $x/clock_chains.txt 2>&1
