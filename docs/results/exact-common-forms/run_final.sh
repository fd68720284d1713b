#!/bin/bash
# Final check of c594507's library and one A/B. .gpu prepared by hand from a
# core-only build (-DCUQAM_ENABLE_GNURADIO=OFF -DCMAKE_CUDA_ARCHITECTURES=90-real):
# bin/ test_cuda test_cuda_api test_constellations test_pi2bpsk
# test_noise_per_symbol cuqam_bench_gpu cuqam_info, lib/ (bundle-libs) packed
# as lib.tar.xz; .xprobe/m6: the same library with 6 blocks an SM for
# 256QAM's exact integers (min_blocks; 40 registers) against it (5, 48).
cd "$(dirname "$0")/.."
O=${OUT:-out}; mkdir -p $O /tmp/k
xz -d .xprobe/m6/*.xz
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
for r in 1 2; do
  for v in final m6; do
    lib=$PWD/.gpu/lib; [ $v = m6 ] && lib=$PWD/.xprobe/m6:$PWD/.gpu/lib
    echo "== $v round $r" >> $O/xbench_m6.txt
    LD_LIBRARY_PATH=$lib timeout 100 .xprobe/xbench 5 >> $O/xbench_m6.txt 2>&1
  done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8|64QAM|1024" $O/xbench_m6.txt
(
export LD_LIBRARY_PATH=$PWD/.gpu/lib
for t in "test_cuda_api" "test_pi2bpsk cuda" "test_noise_per_symbol cuda"; do
  echo "=== $t" >> $O/kernels.txt; timeout 40 .gpu/bin/$t > /tmp/k/$(echo $t | tr ' ' _).log 2>&1; echo "rc $?" >> $O/kernels.txt; tail -2 /tmp/k/$(echo $t | tr ' ' _).log >> $O/kernels.txt
done
)
OUT=/tmp/k CUQAM_GPU_PARTS=kernels timeout 370 scripts/gpu-check.sh run >> $O/kernels.txt 2>&1; echo "gpu-check rc $?" >> $O/kernels.txt
tar -C /tmp -cJf $O/k.tar.xz k
cat $O/kernels.txt | grep -vE "^\s*$" | tail -80
