#!/bin/bash
# A/B of 4096QAM maxlog f32 at 4 blocks an SM: base (0461e08) and new in turn, three rounds
cd "$(dirname "$0")"
for v in base new; do [ -f $v/libcuqam.so.0.2 ] || xz -dk $v/libcuqam.so.0.2.xz; done
for r in 1 2 3; do for v in base new; do
  echo "== $v round $r"; LD_LIBRARY_PATH=$PWD/$v:$LIBS ./kbench
done; done
