#!/bin/bash
cd "$(dirname "$0")/.."
nvidia-smi -L
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
rm -rf /tmp/xp; mkdir -p /tmp/xp /tmp/o && xz -dc .gpu/ab.tar.xz | tar -C /tmp/xp -xf -
cuobjdump --dump-sass /tmp/xp/G4/libcuqam.so.0.2.0 > /tmp/o/sass-G4.txt 2>&1
for r in 1 2 3; do for v in B NTW G G4; do
  LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > /tmp/o/$v-$r.log 2>&1
done; done
export LD_LIBRARY_PATH=/tmp/xp/G4:$PWD/.gpu/lib
for t in "test_cuda" "test_constellations cuda" "test_noise_per_symbol cuda" "test_pi2bpsk cuda" "test_cuda_api"; do
  timeout 300 .gpu/bin/$t > "/tmp/o/G4-${t// /_}.log" 2>&1; echo "$t rc=$?"; tail -2 "/tmp/o/G4-${t// /_}.log"
done
tar -C /tmp/o -cJf $OUT/run3.tar.xz .
for v in B NTW G G4; do echo "== $v"; grep -hE "^(1024|4096)QAM +(maxlog|approx) +[su]8|^(64|256)QAM +(maxlog|approx) +f32" /tmp/o/$v-*.log | awk '{print $1,$2,$3,$6}' | sort | awk '{k=$1" "$2" "$3; a[k]=a[k]" "$4} END{for(k in a) print k, a[k]}' | sort; done
