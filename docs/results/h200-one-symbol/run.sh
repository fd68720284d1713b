#!/bin/bash
# A/B of the one-symbol-a-thread kernels on one GPU (device memory), libraries
# in turn, three rounds: v0 = the library before (825d052), new = this build.
# Built here (sm_90): g++ -O2 -std=c++17 tbench.cc -o tbench -I include
#   -I build-gpu/include -I /usr/local/cuda/include -L build-gpu/lib -lcuqam
#   /usr/local/cuda/lib64/libcudart_static.a -ldl -lrt -lpthread
# Summary: python3 compare.py OUT.txt v0 new
cd "$(dirname "$0")"
for r in 1 2 3; do for v in v0 new; do
  echo "== $v round $r"; LD_LIBRARY_PATH=$PWD/$v:$LIBS ./tbench 32 9
done; done > $OUT/tb.txt 2>&1
