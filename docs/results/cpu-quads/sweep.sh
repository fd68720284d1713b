#!/bin/bash
# sweep.sh IMPL: exact (method 2) and maxlog (0), QPSK to 4096QAM, u8 (2) and
# f32 (0), N0 = 0.01, scale 8: BASE_LIB and WORK_LIB in turn (ab.sh's rate)
isa=$1
for me in 2 0; do for k in 2 4 6 8 10 12; do for o in 2 0; do
  b=$(LD_LIBRARY_PATH=$BASE_LIB taskset -c 1 ./rate "$isa" $k $o 0.01 8 $me)
  w=$(LD_LIBRARY_PATH=$WORK_LIB taskset -c 1 ./rate "$isa" $k $o 0.01 8 $me)
  echo "$isa method=$me k=$k out=$o base $b work $w ratio $(python3 -c "print(round($w/$b,2))")"
done; done; done
