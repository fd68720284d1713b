#!/bin/bash
# ab.sh ROUNDS ARGS...: rate.c of BASE_LIB and WORK_LIB in turn on CPU 1
R=$1; shift
for r in $(seq "$R"); do
  b=$(LD_LIBRARY_PATH=$BASE_LIB taskset -c 1 ./rate "$@")
  w=$(LD_LIBRARY_PATH=$WORK_LIB taskset -c 1 ./rate "$@")
  echo "$* base $b work $w"
done
