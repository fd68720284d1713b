#!/bin/bash
# A/B of two libraries with the same benchmark, alternately: rounds of --quick
cd "$(dirname "$0")"
# A: the library as committed; B: the 256-point exact kernel at 4 blocks an SM
# (table_min_blocks K == 8: 3 -> 4), each libcuqam.so.0.2 in A/ and B/
rounds=${1:-3}
for r in $(seq 1 $rounds); do
  for v in A B; do
    LD_LIBRARY_PATH=$PWD/$v ./cuqam_bench_gpu --quick > $OUT/quick_${v}_$r.txt 2>&1
    echo "round $r $v: $(grep -E '^256 random pts +exact +u8|^dvbs2 32APSK +exact +u8|^dvbs2 16APSK +exact +u8|^256 random pts +exact +f32' $OUT/quick_${v}_$r.txt | awk '{print $1,$2,$3,$4,$5,$6}' | tr '\n' ';')"
  done
done
