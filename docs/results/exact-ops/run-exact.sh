#!/usr/bin/env bash
# exact rebuild check: tests on the new library, then the kernel benchmark
# alternating the library before (11736ca) and after, three rounds each
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -dc .gpu/before.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv; nproc; lscpu | grep "Model name"; } > "$out/machine.txt" 2>&1
run() { local n=$1; shift; local t0=$(date +%s); "$@" > "$out/$n.log" 2>&1; local rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s: $(tail -1 "$out/$n.log")"; }
run test_cuda .gpu/bin/test_cuda
run test_cuda_api .gpu/bin/test_cuda_api
run test_constellations_cuda .gpu/bin/test_constellations cuda
run test_noise_per_symbol_cuda .gpu/bin/test_noise_per_symbol cuda
run test_pi2bpsk_cuda .gpu/bin/test_pi2bpsk cuda
run test_core_avx512 .gpu/bin/test_core avx512
run test_core_avx2 .gpu/bin/test_core avx2
if command -v compute-sanitizer > /dev/null; then
  run san_memcheck env CUQAM_GPU_TEST_SYMBOLS=3000 compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_cuda
else echo "compute-sanitizer not found: SKIPPED"; fi
for i in 1 2 3; do
  run bench_before_run$i env LD_LIBRARY_PATH=$PWD/.gpu/before:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --json "$out/bench_before_run$i.json"
  run bench_after_run$i .gpu/bin/cuqam_bench_gpu --json "$out/bench_after_run$i.json"
done
if command -v ncu > /dev/null; then
  for v in before after; do
    L=$PWD/.gpu/lib; [ $v = before ] && L=$PWD/.gpu/before:$PWD/.gpu/lib
    run ncu_exact_$v env LD_LIBRARY_PATH=$L ncu --kernel-name-base mangled -k "regex:demap_vec_kernelILi4ELi2ELi2E" -c 1 \
      --section SpeedOfLight --section ComputeWorkloadAnalysis --section InstructionStats --section WarpStateStats --section Occupancy \
      .gpu/bin/cuqam_bench_gpu --quick
  done
else echo "ncu not found: SKIPPED"; fi
( cd "$out" && tar -cJf logs.tar.xz *.log *.json machine.txt && rm -f *.log *.json )
