#!/bin/bash
# On the device host's CPU: the SIMD tests of the new library (exact on
# pairs of vectors), then exact_rate of the old (6654db6) and new libraries
# in turn, one core, five rounds.
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
for r in 1 2 3 4 5; do for k in 4 6 8 10 12; do for im in avx512 avx2 sse4_1; do for lib in old new; do
  printf "%s " $lib; LD_LIBRARY_PATH=$PWD/$lib taskset -c 3 ./bin/exact_rate $im $k 0 1; done; done; done; done > $OUT/exact_ab.log 2>&1
cat $OUT/tests.txt
