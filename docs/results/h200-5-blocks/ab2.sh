#!/bin/bash
# base (55810e6), N (final bounds, 1024QAM as base), A (1024QAM int approx/maxlog
# 6 blocks, 4 pairs), B (6 blocks, 3 pairs), C (6 blocks, 2 pairs), in turn, four rounds
cd "$(dirname "$0")"
for v in base A B C N; do [ -f $v/libcuqam.so.0.2 ] || xz -dk $v/libcuqam.so.0.2.xz; done
for r in 1 2 3 4; do for v in base N A B C; do
  echo "== $v round $r"; LD_LIBRARY_PATH=$PWD/$v:$LIBS ./kbench2
done; done
