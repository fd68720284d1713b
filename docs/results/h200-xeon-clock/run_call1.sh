#!/usr/bin/env bash
# one device call: the host's CPU kernels (SIMD tests, quick benchmark),
# Nsight Compute and SASS of the 1024/4096QAM maxlog and approx s8 kernels,
# the kernel rows, test_cuda, test_cuda_api and one full GPU benchmark
set -u
[ -d .gpu/bin ] || xz -dc .gpu/fb.tar.xz | tar -C .gpu -xf -
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
x=/tmp/x; mkdir -p $x
t0=$SECONDS
{ cat .gpu/commit; nvidia-smi --query-gpu=name,driver_version,memory.total,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; lscpu | grep -E "Model name|MHz|Flags" | cut -c1-200; } > $x/machine.txt 2>&1
for impl in avx512 avx2 sse4_1; do echo "== test_simd $impl"; .gpu/bin/test_simd $impl 2>&1 | tail -2; echo "exit ${PIPESTATUS[0]}"; done > $x/cpu_tests.txt
best=$(.gpu/bin/cuqam_info | sed -n 's/^CPU kernel a block gets: \([a-z0-9_]*\).*/\1/p')
{ echo "== test_core $best"; .gpu/bin/test_core $best 2>&1 | tail -2; echo "== test_bad_input"; .gpu/bin/test_bad_input $best 2>&1 | tail -1; } >> $x/cpu_tests.txt
.gpu/bin/cuqam_bench_cpu --quick --cpu 2 > $x/bench_cpu_quick_1.txt 2>&1
echo "cpu done $((SECONDS-t0)) s" >> $x/machine.txt
tar czf $OUT/cpu.tgz -C $x machine.txt cpu_tests.txt bench_cpu_quick_1.txt
for k in ILi6ELi0ELi1E ILi6ELi1ELi1E ILi5ELi0ELi1E; do
  timeout 100 ncu --kernel-name-base mangled -k "regex:demap_vec_kernel$k" -c 1 \
    --section SpeedOfLight --section InstructionStats --section WarpStateStats --section Occupancy \
    --section ComputeWorkloadAnalysis .gpu/kbench > $x/ncu_$k.txt 2>&1
done
.gpu/kbench > $x/kbench.txt 2>&1
lib=$(ls .gpu/lib/libcuqam.so.* | head -1)
if command -v cuobjdump > /dev/null; then
  cuobjdump -sass $lib | awk '
    /Function :/ { f = $3; keep = (f ~ /demap_vec_kernelILi(6|5)ELi(0|1)ELi1ELi0E/); next }
    keep && /\/\*[0-9a-f]+\*\// { for (i = 2; i <= NF; i++) if ($i ~ /^[A-Z][A-Z0-9]+/ && $(i-1) ~ /\*\/$/) { split($i, a, "."); c[f" "a[1]]++; n[f]++; break } }
    END { for (k in c) print k, c[k]; for (k in n) print k, "TOTAL", n[k] }' | sort > $x/sass_counts.txt 2>&1
  cuobjdump -sass $lib | awk '/Function :/ { keep = ($3 ~ /demap_vec_kernelILi6ELi0ELi1ELi0E/) } keep' > $x/sass_4096_maxlog_s8.txt
fi
echo "ncu done $((SECONDS-t0)) s" >> $x/machine.txt
tar czf $OUT/ncu.tgz -C $x machine.txt kbench.txt $(cd $x && ls sass_*.txt ncu_*.txt 2>/dev/null)
.gpu/bin/test_cuda > $x/test_cuda.txt 2>&1; echo "exit $?" >> $x/test_cuda.txt
.gpu/bin/test_cuda_api > $x/test_cuda_api.txt 2>&1; echo "exit $?" >> $x/test_cuda_api.txt
.gpu/bin/cuqam_bench_gpu --json $x/bench_gpu_run1.json > $x/bench_gpu_run1.txt 2>&1
echo "all done $((SECONDS-t0)) s" >> $x/machine.txt
tar czf $OUT/gpu.tgz -C $x machine.txt test_cuda.txt test_cuda_api.txt bench_gpu_run1.txt bench_gpu_run1.json
