#!/bin/bash
# One H200 call: xbench (docs/results/exact-common-forms) of HEAD's library F,
# bit 0 by one logarithm R (kept candidate) and R1 (bits 0 and 1 so) in turn,
# two rounds; then R's kernel tests and two full benchmarks.
# Layout (.gpu, built here for sm_90): bin/, lib/ (R), x/{F,R,R1}/, x/xbench.
cd "$(dirname "$0")/../../.."
O=${OUT:-out}; mkdir -p $O /tmp/k
find .gpu -name "*.xz" -exec xz -d {} +
chmod +x .gpu/x/xbench .gpu/bin/*
for r in 1 2; do
  for v in F R R1; do
    echo "== $v round $r" >> $O/xbench.txt
    LD_LIBRARY_PATH=$PWD/.gpu/x/$v timeout 90 .gpu/x/xbench 5 >> $O/xbench.txt 2>&1
  done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8" $O/xbench.txt
export LD_LIBRARY_PATH=$PWD/.gpu/lib
st() { local l=$O/$(echo $* | tr ' /' '__' | cut -c1-60).log; echo "=== $*" >> $O/final.txt; timeout 150 "$@" > $l 2>&1; echo "rc $?" >> $O/final.txt; tail -2 $l >> $O/final.txt; }
st .gpu/bin/test_cuda
for i in 1 2; do timeout 60 .gpu/bin/cuqam_bench_gpu > $O/bench_run$i.log 2>&1; echo "bench $i rc $?" >> $O/final.txt; done
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/machine.txt
cat $O/final.txt
grep -h "256QAM   exact   u8   %\|256QAM   exact   f32\|36 of 36\|rows >=\|pinned 256QAM" $O/bench_run*.log
