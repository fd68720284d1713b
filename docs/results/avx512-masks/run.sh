#!/bin/bash
# A/B of two builds of cuqam_bench_cpu on one core, in turn, three rounds:
#   run.sh BEFORE_BENCH AFTER_BENCH OUTDIR
# (each bench from `cmake -S . -B DIR -DCUQAM_ENABLE_CUDA=OFF -DCUQAM_WERROR=ON
#  && make -C DIR cuqam_bench_cpu` of its commit); then cmp.py OUTDIR.
set -eu
mkdir -p "$3"
for r in 1 2 3; do
  "$1" --cpu 1 --quick > "$3/before_$r.log" 2>&1
  "$2" --cpu 1 --quick > "$3/after_$r.log" 2>&1
done
