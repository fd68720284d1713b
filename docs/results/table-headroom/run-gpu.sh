#!/usr/bin/env bash
# exact's table sums with headroom (issue 13) on the GPU: the gpu part of
# scripts/gpu-check.sh on the new build (B), then cuqam_bench_gpu --quick of
# the library before (A = 0fe8cc3, sm_90) and after, alternately, twice
# each, and one full run of B. Run from the repository root on the device.
set -u
cd "$(dirname "$0")/../../.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > "$out/machine.txt"
cat "$out/machine.txt"
CUQAM_GPU_PARTS="gpu" scripts/gpu-check.sh run > "$out/gpu-check.txt" 2>&1
echo "gpu part rc=$?"; grep -E "^--- |overall" "$out/gpu-check.txt" | tr '\n' ';'; echo
for r in 1 2; do
  for v in A B; do
    LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > "$out/$v-quick-$r.log" 2>&1
    echo "$v quick $r rc=$?"; grep -E "^(dvbs2|256 random)" "$out/$v-quick-$r.log"
  done
done
LD_LIBRARY_PATH=$PWD/.gpu/B:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --json "$out/B-full.json" > "$out/B-full.log" 2>&1
echo "B full rc=$?"; grep -E "^(dvbs2|256 random)|met$|MISSED$" "$out/B-full.log"
