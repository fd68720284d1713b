#!/usr/bin/env bash
# two full GPU benchmark runs on whichever card comes
set -u
[ -d .gpu/bin ] || xz -dc .gpu/fb.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv > $OUT/machine.txt 2>&1
for r in 1 2; do timeout 140 .gpu/bin/cuqam_bench_gpu --json $OUT/bench_gpu_run$r.json > $OUT/bench_gpu_run$r.txt 2>&1; done
