#!/bin/bash
# A/B of two builds' `cuqam_bench_cpu --cpu 1 --labellings`, in turn, two rounds:
#   run.sh BEFORE_BENCH AFTER_BENCH OUTDIR; then compare.py OUTDIR ISA OUT
set -eu
mkdir -p "$3"
for r in 1 2; do
  "$1" --cpu 1 --labellings > "$3/before_$r.log" 2>&1
  "$2" --cpu 1 --labellings > "$3/after_$r.log" 2>&1
done
