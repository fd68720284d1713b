#!/usr/bin/env bash
# The gpu part of scripts/gpu-check.sh on d9d14b8 (the split sources), then
# two more runs of the GPU benchmark (three in all, for the spread). The two
# extra runs failed here (no LD_LIBRARY_PATH); they ran in a second call:
#   LD_LIBRARY_PATH=$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --json ...
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
CUQAM_GPU_PARTS="gpu" scripts/gpu-check.sh run > "$out/gpu-check.txt" 2>&1
echo "gpu part rc=$?"; grep -E "^--- |overall" "$out/gpu-check.txt" | tr '\n' ';'; echo
for r in 2 3; do
    .gpu/bin/cuqam_bench_gpu --json "$out/bench_gpu_run$r.json" > "$out/bench_gpu_run$r.log" 2>&1
    echo "bench run $r rc=$?"; grep -E "met|MISSED|copy:" "$out/bench_gpu_run$r.log" | head -20
done
ls "$out"
( cd "$out" && tar -czf /tmp/final.tgz . && rm -rf ./* && mv /tmp/final.tgz . )
