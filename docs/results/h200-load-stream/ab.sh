#!/bin/bash
# A/B of the pinned host-to-host path: v0 (02c0730) and new in turn, eight rounds (three and six in the earlier calls)
cd "$(dirname "$0")"
for v in v0 new; do [ -f $v/libcuqam.so.0.2 ] || xz -dk $v/libcuqam.so.0.2.xz; done
for r in 1 2 3 4 5 6; do for v in v0 new; do
  echo "== $v round $r"; LD_LIBRARY_PATH=$PWD/$v:$LIBS ./hbench 9
done; done
