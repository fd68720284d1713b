#!/bin/bash
# On the GPU host: its Xeon's AVX-512 kernels, fd0eb32's CPU library (old)
# against 1811e48's (new), in turn, then the new library's SIMD tests.
cd "$(dirname "$0")/.."
[ -d lib ] || { xz -dc lib.tar.xz | tar -xf -; }
o=${OUT:-/tmp/out}; mkdir -p "$o"
lscpu > "$o/lscpu.txt"; nproc >> "$o/lscpu.txt"
cpu=${CPU:-3}
for isa in avx512 avx2 sse4_1 generic; do
  for t in test_simd test_core test_bad_input test_constellations test_noise_per_symbol; do
    [ $t = test_simd ] && [ $isa = generic ] && continue
    LD_LIBRARY_PATH=$PWD/ab/new:$PWD/lib bin/$t $isa > "$o/${t}_$isa.log" 2>&1
    echo "$t $isa rc=$?"
  done
done
for r in 1 2 3; do
  for v in old new; do
    t0=$SECONDS
    LD_LIBRARY_PATH=$PWD/ab/$v:$PWD/lib bin/cuqam_bench_cpu --cpu $cpu --quick > "$o/${v}_$r.log" 2>&1
    echo "$v $r rc=$? $((SECONDS - t0)) s"
  done
done
