#!/bin/bash
# On the device host's CPU (run from the repository root, build-xeon/ carried):
# the SIMD tests of the new library on every x86 kernel, then rate_orders
# (3GPP against Wi-Fi f32) and rate (3GPP f32 of QPSK, 64QAM, 4096QAM) of
# a700c78 (old) and the new library in turn, AVX2 and SSE4.1, one core.
# build-xeon/: bin/ (test_* of this tree, rate_orders from
# ../../cpu-f32-permutes/xeon/rate_orders.c, rate from
# ../../cpu-rare-lanes-pairs/rate.c), old/ and new/ (libcuqam of each,
# built with -DCUQAM_ENABLE_CUDA=OFF).
X=$PWD/build-xeon
lscpu > $OUT/lscpu.txt
export CUQAM_TEST_RANDOM_SYMBOLS=200000
{ for isa in avx512 avx2 sse4_1 generic; do
    for t in test_core test_bad_input test_constellations test_noise_per_symbol test_pi2bpsk test_simd; do
      [ $t = test_simd ] && [ $isa = generic ] && continue
      LD_LIBRARY_PATH=$X/new taskset -c 2 $X/bin/$t $isa > $OUT/t.log 2>&1; rc=$?
      echo "$t $isa rc=$rc $(grep -m1 seed $OUT/t.log | sed 's/(.*//') $(tail -1 $OUT/t.log)"
    done
  done; } > $OUT/tests.txt 2>&1
rm -f $OUT/t.log
for im in avx2 sse4_1; do for k in 6 8 10; do for me in 0 1; do for lib in old new; do
  printf "%s " $lib; LD_LIBRARY_PATH=$X/$lib taskset -c 3 $X/bin/rate_orders $im $k $me 0.3 3 | tr '\n' ';'; echo
done; done; done; done > $OUT/rate_orders_ab.log 2>&1
for im in avx2 sse4_1; do for k in 2 6 12; do for me in 0 1; do for i in 1 2; do for lib in old new; do
  printf "%s %s k=%s me=%s " $lib $im $k $me; LD_LIBRARY_PATH=$X/$lib taskset -c 3 $X/bin/rate $im $k 1 0.25 $me | tail -1
done; done; done; done; done > $OUT/rate_3gpp_ab.log 2>&1
cat $OUT/tests.txt
