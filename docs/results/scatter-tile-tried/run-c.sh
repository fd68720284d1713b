#!/usr/bin/env bash
# Scatter tile, exact only: rows 16-byte aligned, read out by 16-byte loads
# (C); test_constellations cuda plain and under racecheck with C, then
# cuqam_bench_gpu --quick of A (3537180) and C alternately, three rounds.
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > "$out/machine.txt"
export LD_LIBRARY_PATH=$PWD/.gpu/C:$PWD/.gpu/lib
.gpu/bin/test_constellations cuda > "$out/test_constellations_cuda.log" 2>&1; echo "test_constellations cuda rc=$? $(tail -1 "$out/test_constellations_cuda.log")"
compute-sanitizer --tool racecheck --error-exitcode 9 .gpu/bin/test_constellations cuda > "$out/san_racecheck.log" 2>&1
echo "racecheck rc=$? $(grep -E 'RACECHECK SUMMARY' "$out/san_racecheck.log" | tail -1)"
for r in 1 2 3; do
  for v in A C; do
    LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick --json "$out/$v-$r.json" > "$out/$v-$r.log" 2>&1
    echo "$v run $r rc=$? $(grep -m1 'copy:' "$out/$v-$r.log")"; grep -E "exact +f32 .*of 3GPP" "$out/$v-$r.log" | head -8
  done
done
( cd "$out" && tar -czf /tmp/c.tgz . && rm -rf ./* && mv /tmp/c.tgz . )
