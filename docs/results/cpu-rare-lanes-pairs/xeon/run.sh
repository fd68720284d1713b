#!/bin/bash
# On the device host's CPU (carried in slim/): the SIMD tests of the newest
# library, then rate of three libraries in turn (old: 1438afe, mid: the
# rare-lanes commit, new: closed-form kernels on pairs), one core, 5 rounds.
cd "$(dirname "$0")"
lscpu > $OUT/lscpu.txt
export CUQAM_TEST_RANDOM_SYMBOLS=200000
{ for isa in avx512 avx2 sse4_1; do
    for t in test_core test_bad_input test_constellations test_noise_per_symbol test_pi2bpsk test_simd; do
      LD_LIBRARY_PATH=$PWD/new taskset -c 2 ./bin/$t $isa > $OUT/t.log 2>&1; rc=$?
      echo "$t $isa rc=$rc $(tail -1 $OUT/t.log)"
    done
  done; } > $OUT/tests.txt 2>&1
rm -f $OUT/t.log
for r in 1 2 3 4 5; do for cfg in "0 0" "1 0" "2 0" "0 1"; do set -- $cfg
  for im in avx512 avx2 sse4_1; do for lib in old mid new; do
    printf "%s " $lib; LD_LIBRARY_PATH=$PWD/$lib taskset -c 3 ./bin/rate $im 8 $2 0.6 $1; done; done; done; done > $OUT/rate_ab.log 2>&1
cat $OUT/tests.txt
