#!/bin/bash
# base (55810e6), N (final bounds), E (1024QAM int maxlog 5 blocks, 5 pairs),
# F (4 blocks, 6 pairs), in turn, five rounds
cd "$(dirname "$0")"
for v in base N E F; do [ -f $v/libcuqam.so.0.2 ] || xz -dk $v/libcuqam.so.0.2.xz; done
for r in 1 2 3 4 5; do for v in base N E F; do
  echo "== $v round $r"; LD_LIBRARY_PATH=$PWD/$v:$LIBS ./kbench2
done; done
