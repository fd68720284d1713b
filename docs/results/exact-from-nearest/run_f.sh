#!/bin/bash
# The kept library (F: N with 4 blocks an SM for 256QAM's exact u8): xbench against N in turn,
# its kernel tests (test_cuda, under memcheck), the API and per-symbol-N0 tests, two full benchmarks
cd "$(dirname "$0")/.."
O=${OUT:-out}; mkdir -p $O /tmp/k
for f in .xprobe/*/*.xz; do xz -d "$f"; done
chmod +x .xprobe/xbench
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
for r in 1 2; do
  for v in N F; do
    echo "== $v round $r" >> $O/xbench_f.txt
    LD_LIBRARY_PATH=$PWD/.xprobe/$v timeout 100 .xprobe/xbench 5 >> $O/xbench_f.txt 2>&1
  done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8" $O/xbench_f.txt
export LD_LIBRARY_PATH=$PWD/.gpu/lib
st() { echo "=== $*" >> $O/final.txt; timeout 150 "$@" > /tmp/k/$(echo $* | tr ' /' '__').log 2>&1; echo "rc $?" >> $O/final.txt; tail -2 /tmp/k/$(echo $* | tr ' /' '__').log >> $O/final.txt; }
st .gpu/bin/test_cuda
CUQAM_GPU_TEST_SYMBOLS=3000 st compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_cuda
st .gpu/bin/test_cuda_api
st .gpu/bin/test_noise_per_symbol cuda
st .gpu/bin/test_pi2bpsk cuda
for i in 1 2; do st .gpu/bin/cuqam_bench_gpu; done
nvidia-smi > /tmp/k/machine.txt 2>&1
tar -C /tmp -cJf $O/f.tar.xz k
cat $O/final.txt
grep -h "exact   u8  \|256QAM   exact\|summary\|36 of 36\|rows >=" /tmp/k/*bench_gpu*.log | head -30
