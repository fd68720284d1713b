#!/usr/bin/env bash
# The gpu part of scripts/gpu-check.sh on this build (one block a tile), then
# the full GPU benchmark of d9d14b8's library (A, resident grid) and of this
# build's, alternately, twice each (with the gpu part's run: three of this build)
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
CUQAM_GPU_PARTS="gpu" scripts/gpu-check.sh run > "$out/gpu-check.txt" 2>&1
echo "gpu part rc=$?"; grep -E "^--- |overall" "$out/gpu-check.txt" | tr '\n' ';'; echo
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
for r in 2 3; do
  for v in A new; do
    if [ $v = A ]; then lp=$PWD/.gpu/A:$PWD/.gpu/lib; else lp=$PWD/.gpu/lib; fi
    LD_LIBRARY_PATH=$lp .gpu/bin/cuqam_bench_gpu --json "$out/$v-$r.json" > "$out/$v-$r.log" 2>&1
    echo "$v run $r rc=$? $(grep -m1 'copy:' "$out/$v-$r.log")"; grep -E "met$|MISSED$" "$out/$v-$r.log" | tail -12
  done
done
( cd "$out" && tar -czf /tmp/final.tgz . && rm -rf ./* && mv /tmp/final.tgz . )
