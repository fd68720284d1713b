#!/usr/bin/env bash
# 256 points and up without the headroom's operand and scale-back at compile
# time, and the 256-point exact kernel held to 3 blocks an SM (J), against the committed library (B = 1b80971): the CUDA tests the
# table kernels touch with J, two more seeds, then cuqam_bench_gpu --quick
# of B and J alternately three times, then one full run of each; the logs
# come back as one tarball.
set -u
cd "$(dirname "$0")/../../../../.."
out=.gpu/out; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
export LD_LIBRARY_PATH=$PWD/.gpu/J:$PWD/.gpu/lib
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$out/machine.txt"
for t in "test_constellations cuda" "test_noise_per_symbol cuda" "test_cuda"; do
  .gpu/bin/$t > "$out/${t// /_}.log" 2>&1; echo "$t rc=$?: $(tail -1 "$out/${t// /_}.log")"
done
compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_constellations cuda > "$out/san_memcheck.log" 2>&1
echo "memcheck rc=$? $(grep 'ERROR SUMMARY' "$out/san_memcheck.log" | tail -1)"
for seed in 7784276494675 12; do
  CUQAM_TEST_SEED=$seed .gpu/bin/test_constellations cuda > "$out/seed-$seed.log" 2>&1
  echo "seed $seed rc=$?: $(tail -1 "$out/seed-$seed.log")"
done
for r in 1 2 3; do
  for v in B J; do
    LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > "$out/$v-quick-$r.log" 2>&1
    echo "$v q$r rc=$? $(grep -E '^(dvbs2|256 random)' "$out/$v-quick-$r.log" | grep exact | awk '{printf "%s/%s %s  ", $1$2, $(NF-4), $(NF-3)}')"
  done
done
for v in B J; do
  s=$(date +%s)
  LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu > "$out/$v-full.log" 2>&1
  echo "$v full rc=$? $(( $(date +%s) - s )) s: $(grep -E '^256 random' "$out/$v-full.log" | grep exact | awk '{printf "%s %s  ", $(NF-4), $(NF-3)}')"
done
[ -n "${OUT:-}" ] && tar -C "$out" -cJf "$OUT/k8-logs.tar.xz" .
