#!/usr/bin/env bash
# the host Xeon's clock by three chains, the CPU targets with the fixed clock, the reflected chain A/B
set -u
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
[ -d .gpu/ab ] || xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
x=$OUT; lscpu > $x/lscpu.txt 2>&1
taskset -c 2 .gpu/bin2/clk > $x/clock_chains.txt 2>&1
for r in 1 2 3 4 5 6 7 8; do
  b=$(LD_LIBRARY_PATH=.gpu/ab/base taskset -c 2 .gpu/ab/rate avx2 8 2)
  w=$(LD_LIBRARY_PATH=.gpu/ab/work taskset -c 2 .gpu/ab/rate avx2 8 2)
  echo "avx2 8 2 base $b work $w"
done > $x/xeon_reflected_ab.txt 2>&1
LD_LIBRARY_PATH=$PWD/.gpu/lib .gpu/bin2/cuqam_bench_cpu --quick --cpu 2 > $x/bench_cpu_quick_clockfix.txt 2>&1
taskset -c 2 .gpu/bin2/clk >> $x/clock_chains.txt 2>&1
