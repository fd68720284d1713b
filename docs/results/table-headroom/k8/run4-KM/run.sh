#!/usr/bin/env bash
# The 256-point exact kernel held to 3 blocks an SM, with (K) and without (M)
# the headroom dropped at compile time from 256 points, against the committed
# library (B = 1b80971): the CUDA tests the table kernels touch with K and M,
# cuqam_bench_gpu --quick of B, K and M in turn three times, then one full
# run of each; the logs come back as one tarball.
set -u
cd "$(dirname "$0")/../../../../.."
out=.gpu/out; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$out/machine.txt"
cat "$out/machine.txt"
for v in K M; do
  for t in "test_constellations cuda" "test_noise_per_symbol cuda" "test_cuda"; do
    s=$(date +%s)
    LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/$t > "$out/$v-${t// /_}.log" 2>&1
    echo "$v $t rc=$? $(( $(date +%s) - s )) s: $(tail -1 "$out/$v-${t// /_}.log")"
  done
done
row() { grep -E '^(dvbs2|256 random)' "$1" | awk '{printf "%s ", $(NF-3)}'; }
for r in 1 2 3; do
  for v in B K M; do
    LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > "$out/$v-quick-$r.log" 2>&1
    echo "$v q$r rc=$? $(row "$out/$v-quick-$r.log")"
  done
done
for v in B K M; do
  LD_LIBRARY_PATH=$PWD/.gpu/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu > "$out/$v-full.log" 2>&1
  echo "$v full rc=$? $(grep -E '^256 random' "$out/$v-full.log" | awk '{printf "%s ", $(NF-3)}')"
done
[ -n "${OUT:-}" ] && tar -C "$out" -cJf "$OUT/k8-logs-2.tar.xz" .
