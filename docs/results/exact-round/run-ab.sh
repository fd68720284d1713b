#!/usr/bin/env bash
# exact's integers rounded off the conversion unit (v2: the library of
# 69270f3's sources, built for sm_90) against the library of 77e01fd
# (before): GPU tests on v2, then the kernel benchmark alternating, three
# rounds each, then Nsight Compute on exact 256QAM u8's kernel. The tried
# half-precision rounding (h100-half-tried) ran the same script as v1.
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -dc .gpu/ab.tar.xz | tar -C .gpu -xf -
L=$PWD/.gpu/lib
{ nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv; } > "$out/machine.txt" 2>&1
run() { local n=$1; shift; local t0=$(date +%s); "$@" > "$out/$n.log" 2>&1; local rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s: $(tail -1 "$out/$n.log")"; }
V2="env LD_LIBRARY_PATH=$PWD/.gpu/v2:$L"
BE="env LD_LIBRARY_PATH=$PWD/.gpu/before:$L"
run test_cuda $V2 .gpu/bin/test_cuda
run test_cuda_api $V2 .gpu/bin/test_cuda_api
run test_constellations_cuda $V2 .gpu/bin/test_constellations cuda
run test_noise_per_symbol_cuda $V2 .gpu/bin/test_noise_per_symbol cuda
run test_pi2bpsk_cuda $V2 .gpu/bin/test_pi2bpsk cuda
if command -v compute-sanitizer > /dev/null; then
  run san_memcheck $V2 CUQAM_GPU_TEST_SYMBOLS=3000 compute-sanitizer --tool memcheck --error-exitcode 9 .gpu/bin/test_cuda
fi
for i in 1 2 3; do
  run bench_before_run$i $BE .gpu/bin/cuqam_bench_gpu --json "$out/bench_before_run$i.json"
  run bench_v2_run$i $V2 .gpu/bin/cuqam_bench_gpu --json "$out/bench_v2_run$i.json"
done
if command -v ncu > /dev/null; then
  for v in before v2; do
    run ncu_exact_$v env LD_LIBRARY_PATH=$PWD/.gpu/$v:$L ncu --kernel-name-base mangled -k "regex:demap_vec_kernelILi4ELi2ELi2E" -c 1 \
      --section SpeedOfLight --section ComputeWorkloadAnalysis --section InstructionStats --section WarpStateStats \
      --metrics sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active,sm__pipe_alu_cycles_active.avg.pct_of_peak_sustained_active,sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active,smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio \
      .gpu/bin/cuqam_bench_gpu --quick
  done
fi
( cd "$out" && tar -cJf logs.tar.xz *.log *.json machine.txt && rm -f *.log *.json )
