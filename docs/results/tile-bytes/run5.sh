#!/bin/bash
cd "$(dirname "$0")/.."
nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
rm -rf /tmp/xp /tmp/o; mkdir -p /tmp/xp /tmp/o && xz -dc .gpu/ab.tar.xz | tar -C /tmp/xp -xf -
t0=$(date +%s)
for r in 1 2; do for v in B F; do
  LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > /tmp/o/$v-$r.log 2>&1
done; done
echo "quick done $(( $(date +%s) - t0 )) s"
for v in F B; do LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu > /tmp/o/$v-full.log 2>&1; echo "full $v $(( $(date +%s) - t0 )) s"; done
LD_LIBRARY_PATH=/tmp/xp/F:$PWD/.gpu/lib timeout 200 .gpu/bin/test_cuda > /tmp/o/F-test_cuda.log 2>&1; echo "test_cuda rc=$? $(tail -1 /tmp/o/F-test_cuda.log)"
tar -C /tmp/o -cJf $OUT/run5.tar.xz .
