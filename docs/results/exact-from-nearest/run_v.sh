#!/bin/bash
# N (this tree) against V4 (4 blocks an SM for exact's integers, QPSK..256QAM), T2, T8 (tiles a block of the common loop)
cd "$(dirname "$0")"
O=${OUT:-out}; mkdir -p $O
for f in */*.xz; do xz -d "$f"; done
chmod +x xbench
for r in 1 2; do
  for v in N V4 T2 T8; do
    echo "== $v round $r" >> $O/xbench_v.txt
    LD_LIBRARY_PATH=$PWD/$v timeout 100 ./xbench 5 >> $O/xbench_v.txt 2>&1
  done
done
grep -E "^==|256QAM exact u8  N0=0.01   sc=8|16QAM|64QAM" $O/xbench_v.txt
