#!/bin/bash
# On the device host's CPU: the SIMD tests of the new library (exact's near
# terms and log2 unit), then rate of 57c3f0c (old) and the new library in
# turn, exact u8/f32 256QAM and u8 1024QAM, one core, 5 rounds (bin/rate is
# ../../cpu-rare-lanes-pairs/rate.c; bin/test_* and new/ from this tree,
# old/ from 57c3f0c, built with -DCUQAM_ENABLE_CUDA=OFF).
cd "$(dirname "$0")"
lscpu > $OUT/lscpu.txt
export CUQAM_TEST_RANDOM_SYMBOLS=200000
{ for isa in avx512 avx2 sse4_1 generic; do
    for t in test_core test_bad_input test_constellations test_noise_per_symbol test_pi2bpsk test_simd; do
      [ $t = test_simd ] && [ $isa = generic ] && continue
      LD_LIBRARY_PATH=$PWD/new taskset -c 2 ./bin/$t $isa > $OUT/t.log 2>&1; rc=$?
      echo "$t $isa rc=$rc $(grep -m1 seed $OUT/t.log | sed 's/(.*//') $(tail -1 $OUT/t.log)"
    done
  done; } > $OUT/tests.txt 2>&1
rm -f $OUT/t.log
for r in 1 2 3 4 5; do for cfg in "8 0" "8 1" "10 0"; do set -- $cfg
  for im in avx512 avx2; do for lib in old new; do
    printf "%s " $lib; LD_LIBRARY_PATH=$PWD/$lib taskset -c 3 ./bin/rate $im $1 $2 0.6 2; done; done; done; done > $OUT/rate_ab.log 2>&1
cat $OUT/tests.txt
