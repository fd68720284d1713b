#!/usr/bin/env bash
# The scatter tile's rows 16-byte aligned (swizzled): the new build's
# test_constellations cuda under compute-sanitizer (memcheck, racecheck) and
# plain, then cuqam_bench_gpu of the base library (A = 3537180) and the new
# one (B), alternately, full runs, twice each.
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > "$out/machine.txt"
cat "$out/machine.txt"
export LD_LIBRARY_PATH=$PWD/.gpu/B:$PWD/.gpu/lib
san=compute-sanitizer
.gpu/bin/test_constellations cuda > "$out/test_constellations_cuda.log" 2>&1; echo "test_constellations cuda rc=$? $(tail -1 "$out/test_constellations_cuda.log")"
for tool in memcheck racecheck; do
  "$san" --tool $tool --error-exitcode 9 .gpu/bin/test_constellations cuda > "$out/san_$tool.log" 2>&1
  echo "$tool rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/san_$tool.log" | tail -1)"
done
for r in 1 2; do
  for v in A B; do
    LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --json "$out/$v-$r.json" > "$out/$v-$r.log" 2>&1
    echo "$v run $r rc=$? $(grep -m1 'copy:' "$out/$v-$r.log")"; grep -E "^Q.I wifi .* f32 " "$out/$v-$r.log"
  done
done
( cd "$out" && tar -czf /tmp/scatter.tgz . && rm -rf ./* && mv /tmp/scatter.tgz . )
