#!/bin/bash
# How xbench_ab.txt and gpu_tests.txt were made (the device tool, an H200): base/ the
# library of 42959e2 (xz), new2/ this one from .gpu (scripts/gpu-check.sh prepare); xbench
# built from ../exact-fast-int/xbench.cc as there.
cd "$(dirname "$0")"; O=${OUT:-out}; mkdir -p $O
xz -dkf base/libcuqam.so.0.2.xz; [ -d ../.gpu/lib ] || { xz -dc ../.gpu/lib.tar.xz | tar -C ../.gpu -xf -; }; mkdir -p new2; ln -sf ../../.gpu/lib/libcuqam.so.0.2.0 new2/libcuqam.so.0.2
for r in 1 2; do for v in base new2; do
  echo "== $v round $r" >> $O/xbench.txt; LD_LIBRARY_PATH=$PWD/$v ./xbench 3 >> $O/xbench.txt 2>&1
done; done
cd ..; [ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
export LD_LIBRARY_PATH=$PWD/.gpu/lib
for t in "test_cuda" "test_constellations cuda" "test_noise_per_symbol cuda" "test_pi2bpsk cuda" "test_cuda_api"; do echo "== $t"; timeout 200 .gpu/bin/$t 2>&1 | tail -1; done > $O/tests.txt
CUQAM_GPU_TEST_SYMBOLS=3000 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_cuda 2>&1 | tail -2 >> $O/tests.txt
.gpu/bin/cuqam_bench_gpu --json $O/bench_gpu_run1.json > $O/bench_gpu_run1.txt 2>&1
cat $O/tests.txt; grep -E "MISSED|met" $O/bench_gpu_run1.txt
awk '/round 2/,0' $O/xbench.txt | grep -v f32 | cut -c1-62
