#!/bin/bash
# One H200 call: xbench (docs/results/exact-common-forms) of HEAD's library F
# and this tree's in turn, two rounds; then this tree's kernel check (the
# kernels part of scripts/gpu-check.sh: tests, sanitizers, three benchmarks,
# Nsight Compute) and the API and per-symbol N0 tests. V: the tree's name,
# R (h200-R/: the corrected quotient, tried) or K (h200-K/: the kept form).
# Layout (.gpu, built here for sm_90): bin/, lib/ (V), x/{F,V}/, x/xbench.
cd "$(dirname "$0")/../../.."
O=${OUT:-out}; mkdir -p $O /tmp/k
find .gpu -name "*.xz" -exec xz -d {} +
chmod +x .gpu/x/xbench .gpu/bin/*
for r in 1 2; do
  for v in F ${V:-K}; do
    echo "== $v round $r" >> $O/xbench.txt
    LD_LIBRARY_PATH=$PWD/.gpu/x/$v timeout 90 .gpu/x/xbench 5 >> $O/xbench.txt 2>&1
  done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8" $O/xbench.txt
(
export LD_LIBRARY_PATH=$PWD/.gpu/lib
for t in "test_cuda_api" "test_pi2bpsk cuda" "test_noise_per_symbol cuda"; do
  echo "=== $t" >> $O/kernels.txt; timeout 40 .gpu/bin/$t > /tmp/k/$(echo $t | tr ' ' _).log 2>&1; echo "rc $?" >> $O/kernels.txt; tail -2 /tmp/k/$(echo $t | tr ' ' _).log >> $O/kernels.txt
done
)
OUT=/tmp/k CUQAM_GPU_PARTS=kernels timeout 420 scripts/gpu-check.sh run >> $O/kernels.txt 2>&1; echo "gpu-check rc $?" >> $O/kernels.txt
tar -C /tmp -cJf $O/k.tar.xz k
grep -vE "^\s*$" $O/kernels.txt | grep -E "^===|^---|passed|rc |exact   u8|36 of 36|pinned 256QAM" | tail -60
