#!/bin/bash
cd "$(dirname "$0")/.."
nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
rm -rf /tmp/xp /tmp/o; mkdir -p /tmp/xp /tmp/o && xz -dc .gpu/ab.tar.xz | tar -C /tmp/xp -xf -
t0=$(date +%s)
for r in 1 2 3; do for v in F E; do
  LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > /tmp/o/$v-$r.log 2>&1
done; done
echo "quick done $(( $(date +%s) - t0 )) s"
for v in E F; do LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu > /tmp/o/$v-full.log 2>&1; echo "full $v $(( $(date +%s) - t0 )) s"; done
export LD_LIBRARY_PATH=/tmp/xp/E:$PWD/.gpu/lib
timeout 200 .gpu/bin/test_cuda > /tmp/o/E-test_cuda.log 2>&1; echo "test_cuda rc=$? $(tail -1 /tmp/o/E-test_cuda.log) $(( $(date +%s) - t0 )) s"
CUQAM_GPU_TEST_SYMBOLS=3000 timeout 120 compute-sanitizer --tool racecheck --error-exitcode 9 .gpu/bin/test_cuda > /tmp/o/E-san-racecheck.log 2>&1; echo "racecheck rc=$? $(tail -1 /tmp/o/E-san-racecheck.log) $(( $(date +%s) - t0 )) s"
tar -C /tmp/o -cJf $OUT/run6.tar.xz .
for v in F E; do echo "== $v"; grep -hE "^(1024|4096|256|64)QAM +exact +f32|^wifi 1024QAM +exact +f32|^Q.I wifi 1024QAM +exact +f32" /tmp/o/$v-*.log | awk '{print $(NF-0)}' | tr '\n' ' '; echo; done
