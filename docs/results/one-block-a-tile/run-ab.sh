#!/usr/bin/env bash
# Libraries alternately on this GPU, cuqam_bench_gpu --quick, three rounds;
# .gpu/ab.tar.xz holds one folder of libcuqam.so* per variant.
#   tiles (h200-tiles-tried/): A = d9d14b8, B = xp-tiles.patch (8 pairs a thread)
#   first call (h200-waves/first-call/): copyshape, then A and C = the vec
#     kernels' grid uncapped (one block a tile, every kernel launched so)
#   waves (h200-waves/, h100-waves/): copyshape, then A and X =
#     xp-waves.patch with CUQAM_XP_WAVES=0 (one block a tile), 4, 16 (the
#     grid capped at that many times what the SMs hold)
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
[ -x .gpu/bin/copyshape ] && { .gpu/bin/copyshape > "$out/copyshape.log" 2>&1; cat "$out/copyshape.log"; }
nvidia-smi --query-gpu=name,clocks.max.sm,clocks.max.mem --format=csv > "$out/machine.txt"
for r in 1 2 3; do
  for v in ${VARIANTS:-A X0 X4 X16}; do
    lib=${v:0:1}; w=${v:1}
    CUQAM_XP_WAVES=${w:-1} LD_LIBRARY_PATH=$PWD/.gpu/$lib:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick --json "$out/$v-$r.json" > "$out/$v-$r.log" 2>&1
    echo "$v run $r rc=$? $(grep -m1 'copy:' "$out/$v-$r.log")"
  done
done
( cd "$out" && tar -czf /tmp/ab.tgz . && rm -rf ./* && mv /tmp/ab.tgz . )
