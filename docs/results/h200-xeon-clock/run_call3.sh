#!/usr/bin/env bash
# second call: gpu-check's cpu part (SIMD tests and benchmark of this host) and two more full GPU benchmark runs
set -u
[ -d .gpu/bin ] || xz -dc .gpu/fb.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
x=/tmp/y; mkdir -p $x
for r in 2 3; do .gpu/bin/cuqam_bench_gpu --json $x/bench_gpu_run$r.json > $x/bench_gpu_run$r.txt 2>&1; done
tar czf $OUT/bench23.tgz -C $x $(cd $x && ls bench_gpu_run*)
( OUT=$x CUQAM_GPU_PARTS=cpu timeout 250 scripts/gpu-check.sh run > $x/cpu-part.txt 2>&1 )
cp $x/cpu-part.txt $OUT/; mv $x/gpu-check-logs.tgz $OUT/cpu-logs.tgz 2>/dev/null; true
