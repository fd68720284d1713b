#!/bin/bash
# One H200 call: xbench (docs/results/exact-common-forms) of HEAD's library F
# and three forms of bit 0's one logarithm, each from 64QAM up, in turn, two
# rounds: R (1 / b to 1.3e-4, the quotient corrected by its residual), X1
# (1 / b to 7e-6, a tie tested apart), X2 (1 / b to 7e-6 alone, h200-R0's
# form); then test_cuda against X1.
# Layout (.gpu, built here for sm_90): bin/, x/{F,R,X1,X2}/, x/xbench.
cd "$(dirname "$0")/../../.."
O=${OUT:-out}; mkdir -p $O
find .gpu -name "*.xz" -exec xz -d {} +
chmod +x .gpu/x/xbench .gpu/bin/*
for r in 1 2; do
  for v in F R X1 X2; do
    echo "== $v round $r" >> $O/xbench.txt
    LD_LIBRARY_PATH=$PWD/.gpu/x/$v timeout 90 .gpu/x/xbench 5 >> $O/xbench.txt 2>&1
  done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8|4QAM exact u8" $O/xbench.txt
LD_LIBRARY_PATH=$PWD/.gpu/x/X1 timeout 150 .gpu/bin/test_cuda > $O/test_cuda_X1.txt 2>&1; echo "test_cuda X1 rc $?"; grep -E "FAIL|passed" $O/test_cuda_X1.txt | tail -5
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/machine.txt
