#!/bin/bash
# A/B (xbench, base = bd8fa77's library, N = this tree's) then the kernels' full check of N
cd "$(dirname "$0")/.."
O=${OUT:-out}; mkdir -p $O /tmp/k
for f in .xprobe/*/*.xz; do xz -d "$f"; done
chmod +x .xprobe/xbench
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
for r in 1 2; do
  for v in base N; do
    echo "== $v round $r" >> $O/xbench.txt
    LD_LIBRARY_PATH=$PWD/.xprobe/$v timeout 100 .xprobe/xbench 5 >> $O/xbench.txt 2>&1
  done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8" $O/xbench.txt
(
export LD_LIBRARY_PATH=$PWD/.gpu/lib
for t in "test_cuda_api" "test_pi2bpsk cuda" "test_noise_per_symbol cuda"; do
  echo "=== $t" >> $O/kernels.txt; timeout 40 .gpu/bin/$t > /tmp/k/$(echo $t | tr ' ' _).log 2>&1; echo "rc $?" >> $O/kernels.txt; tail -2 /tmp/k/$(echo $t | tr ' ' _).log >> $O/kernels.txt
done
)
OUT=/tmp/k CUQAM_GPU_PARTS=kernels timeout 400 scripts/gpu-check.sh run >> $O/kernels.txt 2>&1; echo "gpu-check rc $?" >> $O/kernels.txt
nvidia-smi > /tmp/k/machine.txt 2>&1; .gpu/bin/cuqam_info > /tmp/k/cuqam_info.log 2>&1
tar -C /tmp -cJf $O/k.tar.xz k
cat $O/kernels.txt | grep -vE "^\s*$" | tail -60
