#!/bin/bash
# ab.sh ROUNDS IMPL K OUT [N0 SCALE METHOD]: the library of BASE_LIB and of
# WORK_LIB in turn, each figure rate.c's median of 7 passes on CPU 1.
# rate: gcc -O2 -o rate rate.c -Iinclude -I<build>/include -L<build>/lib -lcuqam -lm
R=$1; shift
for r in $(seq "$R"); do
  b=$(LD_LIBRARY_PATH=$BASE_LIB taskset -c 1 ./rate "$@")
  w=$(LD_LIBRARY_PATH=$WORK_LIB taskset -c 1 ./rate "$@")
  echo "$* base $b work $w"
done
