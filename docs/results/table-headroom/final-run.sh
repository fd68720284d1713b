#!/usr/bin/env bash
# The final build (B: headroom below 256 points only, direct sums without
# it): the CUDA tests that the table kernels touch, two more seeds,
# compute-sanitizer memcheck on test_constellations, then cuqam_bench_gpu
# --quick of the library before (A = 0fe8cc3) and B alternately, twice.
set -u
cd "$(dirname "$0")/../../.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
export LD_LIBRARY_PATH=$PWD/.gpu/B:$PWD/.gpu/lib
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$out/machine.txt"
for t in "test_constellations cuda" "test_noise_per_symbol cuda" "test_pi2bpsk cuda" "test_cuda"; do
  .gpu/bin/$t > "$out/${t// /_}.log" 2>&1; echo "$t rc=$?: $(tail -1 "$out/${t// /_}.log")"
done
for seed in 7784276494675 12; do
  CUQAM_TEST_SEED=$seed .gpu/bin/test_constellations cuda > "$out/seed-$seed.log" 2>&1
  echo "seed $seed rc=$?: $(tail -1 "$out/seed-$seed.log")"
done
compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_constellations cuda > "$out/san_memcheck.log" 2>&1
echo "memcheck rc=$? $(grep 'ERROR SUMMARY' "$out/san_memcheck.log" | tail -1)"
for r in 1 2; do
  for v in A B; do
    LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > "$out/$v-quick-$r.log" 2>&1
    echo "$v quick $r rc=$?"; grep -E "^(dvbs2|256 random)" "$out/$v-quick-$r.log" | grep exact
  done
done
