#!/bin/bash
# base (acd5b63's library) and new (.gpu/lib's: u8 flipped at the write-out) in turn, five rounds
cd "$(dirname "$0")"
[ -f base/libcuqam.so.0.2 ] || xz -dk base/libcuqam.so.0.2.xz
for r in 1 2 3 4 5; do
  echo "== base round $r"; LD_LIBRARY_PATH=$PWD/base:$LIBS ./kbench
  echo "== new round $r"; LD_LIBRARY_PATH=$LIBS ./kbench
done
