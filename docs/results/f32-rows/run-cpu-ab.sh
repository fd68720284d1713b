#!/usr/bin/env bash
# This host's CPU: the SIMD tests of 7fa4062 (f32 in 16-byte rows on AVX2
# and AVX-512), then cuqam_bench_cpu --labellings with the library before
# (old = 3537180, CPU only) and after (new), alternately, two rounds.
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || (xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -)
lscpu | grep -E "Model name|^CPU\(s\)|MHz" > "$out/machine.txt"
export LD_LIBRARY_PATH=$PWD/.gpu/lib
for impl in avx512 avx2 sse4_1; do
  .gpu/bin/test_simd $impl > "$out/test_simd_$impl.log" 2>&1; echo "test_simd $impl rc=$? $(tail -1 "$out/test_simd_$impl.log")"
  .gpu/bin/test_constellations $impl > "$out/test_constellations_$impl.log" 2>&1; echo "test_constellations $impl rc=$? $(tail -1 "$out/test_constellations_$impl.log")"
  .gpu/bin/test_core $impl > "$out/test_core_$impl.log" 2>&1; echo "test_core $impl rc=$? $(tail -1 "$out/test_core_$impl.log")"
done
for r in 1 2; do
  for v in old new; do
    if [ $v = old ]; then lp=$PWD/.gpu/old:$PWD/.gpu/lib; else lp=$PWD/.gpu/lib; fi
    LD_LIBRARY_PATH=$lp timeout 200 .gpu/bin/cuqam_bench_cpu --labellings --cpu 3 > "$out/$v-$r.log" 2>&1
    echo "$v $r rc=$? $(tail -1 "$out/$v-$r.log")"
  done
done
( cd "$out" && tar -czf /tmp/cpuab.tgz . && rm -rf ./* && mv /tmp/cpuab.tgz . )
