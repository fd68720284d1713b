#!/bin/bash
cd "$(dirname "$0")/.."
nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
rm -rf /tmp/xp /tmp/o; mkdir -p /tmp/xp /tmp/o && xz -dc .gpu/ab.tar.xz | tar -C /tmp/xp -xf -
t0=$(date +%s)
export LD_LIBRARY_PATH=/tmp/xp/F:$PWD/.gpu/lib
for t in "test_cuda" "test_constellations cuda" "test_noise_per_symbol cuda" "test_pi2bpsk cuda" "test_cuda_api"; do
  timeout 300 .gpu/bin/$t > "/tmp/o/F-${t// /_}.log" 2>&1; echo "$t rc=$? $(tail -1 /tmp/o/F-${t// /_}.log) $(( $(date +%s) - t0 )) s"
done
for tool in memcheck racecheck; do
  CUQAM_GPU_TEST_SYMBOLS=3000 timeout 300 compute-sanitizer --tool $tool --error-exitcode 9 .gpu/bin/test_cuda > /tmp/o/F-san-$tool.log 2>&1; echo "san $tool rc=$? $(tail -1 /tmp/o/F-san-$tool.log) $(( $(date +%s) - t0 )) s"
done
timeout 300 compute-sanitizer --tool racecheck --error-exitcode 9 .gpu/bin/test_constellations cuda > /tmp/o/F-san-cons-racecheck.log 2>&1; echo "san cons racecheck rc=$? $(tail -1 /tmp/o/F-san-cons-racecheck.log) $(( $(date +%s) - t0 )) s"
for r in 1 2 3; do for v in B F; do
  LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > /tmp/o/$v-$r.log 2>&1
done; done
echo "quick done $(( $(date +%s) - t0 )) s"
for v in F B; do LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu > /tmp/o/$v-full.log 2>&1; echo "full $v $(( $(date +%s) - t0 )) s"; done
tar -C /tmp/o -cJf $OUT/run4.tar.xz .
