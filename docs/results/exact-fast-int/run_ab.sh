#!/bin/bash
# How xbench_ab.txt and the ncu files were made (the device tool, an H200): base/ the
# library of 36c0796 and new/ this one (built here for sm_90), xbench built with
# nvcc -O2 -std=c++17 -I include -I build/include xbench.cc -lcuqam; the cubins
# from nvcc -cubin -arch=sm_90 -O3 --fmad=false sass_kernels.cu.
cd "$(dirname "$0")"
O=${OUT:-out}; mkdir -p $O
cuobjdump -sass k256_new.cubin > $O/k256_new.sass
cuobjdump -sass k1024.cubin > $O/k1024_new.sass
for r in 1 2; do for v in base new; do
  echo "== $v round $r" >> $O/xbench.txt; LD_LIBRARY_PATH=$PWD/$v ./xbench 5 >> $O/xbench.txt 2>&1
done; done
LD_LIBRARY_PATH=$PWD/new timeout 300 ./test_cuda > $O/test_cuda_new.txt 2>&1; echo "rc $?" >> $O/test_cuda_new.txt
M=smsp__inst_executed.sum,smsp__inst_executed_pipe_xu.sum,sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active,smsp__thread_inst_executed.sum,launch__registers_per_thread,launch__grid_size
for v in base new; do
LD_LIBRARY_PATH=$PWD/$v timeout 120 ncu --kernel-name-base mangled -k "regex:demap_vec_kernelILi4ELi2ELi2ELi0E" -c 1 --section WarpStateStats --metrics $M ./xbench 1 > $O/ncu_$v.txt 2>&1
done
LD_LIBRARY_PATH=$PWD/new ./cuqam_bench_gpu > $O/bench_gpu_new.txt 2>&1
