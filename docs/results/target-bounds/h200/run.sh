#!/usr/bin/env bash
# How the files here were made (2026-12-01, one NVIDIA H200 of the device tool,
# driver 580.159.04; CUDA 13.0 on both machines). Built on the build machine:
#   nvcc -O3 -arch=sm_90 -o sfu_probe sfu_probe.cu
#   cmake -S . -B build-gpu -DCMAKE_BUILD_TYPE=Release -DCUQAM_WERROR=ON \
#         -DCMAKE_CUDA_ARCHITECTURES=90 -DCUQAM_FAULT_INJECTION=ON
#   cmake --build build-gpu --target cuqam_bench_gpu
# then carried with libcuqam.so.0.2 beside the binaries ($B below).
set -euo pipefail
B=${B:-.}
export LD_LIBRARY_PATH=$B
"$B"/sfu_probe > sfu_probe.txt
for i in 1 2; do "$B"/cuqam_bench_gpu --json bench_gpu_run$i.json > bench_gpu_run$i.txt; done
M=smsp__inst_executed.sum,smsp__inst_executed_pipe_xu.sum,sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active,sm__warps_active.avg.pct_of_peak_sustained_active,gpu__time_duration.sum,smsp__thread_inst_executed.sum,launch__registers_per_thread,launch__grid_size,launch__block_size
# (the benchmark's own figures under ncu are not its speed: ncu locks the clocks)
ncu --kernel-name-base mangled -k "regex:demap_vec_kernelILi4ELi2ELi2ELi0E" -c 1 --metrics $M \
    "$B"/cuqam_bench_gpu --quick | sed -n '/==PROF== Disconnected/,$p' > ncu_exact256_u8.txt
ncu --kernel-name-base mangled -k "regex:demap_table_kernelILi5ELi2ELi2E" -c 1 --metrics $M \
    "$B"/cuqam_bench_gpu --quick | sed -n '/==PROF== Disconnected/,$p' > ncu_table32_exact_u8.txt
ncu --kernel-name-base mangled -k "regex:demap_table_kernelILi8ELi2ELi2E" -c 1 \
    --section WarpStateStats --section Occupancy --section ComputeWorkloadAnalysis \
    --section InstructionStats --metrics smsp__inst_executed.sum,smsp__inst_executed_pipe_xu.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active,smsp__thread_inst_executed.sum,launch__registers_per_thread \
    "$B"/cuqam_bench_gpu --quick | sed -n '/==PROF== Disconnected/,$p' > ncu_table256_exact_u8.txt
