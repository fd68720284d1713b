#!/bin/bash
cd "$(dirname "$0")/.."
nvidia-smi -L
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
mkdir -p /tmp/xp && xz -dc .gpu/ab.tar.xz | tar -C /tmp/xp -xf -
for v in B NTW; do cuobjdump -res-usage /tmp/xp/$v/libcuqam.so.0.2.0 2>&1 | grep -A1 "demap_vec_kernelILi[56]ELi[01]ELi[12]ELi0E" | grep -o "REG:[0-9]*.*" > $OUT/res-$v.txt; done
cuobjdump --dump-sass /tmp/xp/NTW/libcuqam.so.0.2.0 | xz -3 -T0 > $OUT/sass-NTW.txt.xz
for r in 1 2 3; do for v in B N T NT NTW; do
  LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > $OUT/$v-$r.log 2>&1
done; done
for v in B N T NT NTW; do echo "== $v"; grep -hE "^(1024|4096)QAM +(maxlog|approx) +[su]8" $OUT/$v-*.log | awk '{print $1,$2,$3,$6}' | sort | awk '{k=$1" "$2" "$3; a[k]=a[k]" "$4} END{for(k in a) print k, a[k]}' | sort; done
