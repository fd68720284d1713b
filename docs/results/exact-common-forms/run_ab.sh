#!/bin/bash
# A/B on one H200, in turn, two rounds: base (56ae0cb's library), new (the
# working tree: one loop for exact's common forms, plus tried_rounds.diff)
# with 1, 2, 4, 8 tiles a thread (CUQAM_X_ROUNDS; 1 is the committed
# library), rcp (new plus tried_rcp.diff, built with -DCUQAM_X_RCP=3);
# xbench.cc (../exact-fast-int/xbench.cc with xbench.diff applied): g++ -O2 -std=c++17 -I include -I build/include -I /usr/local/cuda/include xbench.cc
# -L build/lib -lcuqam -L /usr/local/cuda/lib64 -lcudart_static -ldl -lrt -lpthread
# The libraries and xbench travelled xz-packed in .xprobe/ (the device tool).
cd "$(dirname "$0")"
O=${OUT:-out}; mkdir -p $O
for f in new/*.xz base/*.xz rcp/*.xz; do [ -f "$f" ] && xz -d "$f"; done
run() { # name lib rounds
  echo "== $1 rounds $3" >> $O/xbench.txt
  CUQAM_X_ROUNDS=$3 LD_LIBRARY_PATH=$PWD/$2 timeout 120 ./xbench 5 >> $O/xbench.txt 2>&1
}
for r in 1 2; do
  run base base 1; run new new 1; run new new 2; run new new 4; run new new 8; run rcp rcp 1; run rcp rcp 4
done
M=smsp__inst_executed.sum,smsp__inst_executed_pipe_xu.sum,sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__thread_inst_executed.sum,launch__registers_per_thread,launch__grid_size
for v in "new 4" "rcp 4"; do set -- $v
  echo "== ncu $1 rounds $2" >> $O/ncu.txt
  CUQAM_X_ROUNDS=$2 LD_LIBRARY_PATH=$PWD/$1 timeout 150 ncu --kernel-name-base mangled -k "regex:demap_vec_kernelILi4ELi2ELi2ELi0E" -c 1 --section WarpStateStats --section SchedulerStats --metrics $M ./xbench 1 2>&1 | grep -v "QAM exact" >> $O/ncu.txt
done
LD_LIBRARY_PATH=$PWD/rcp timeout 300 ./test_cuda > $O/test_cuda_rcp.txt 2>&1; echo "rc $?" >> $O/test_cuda_rcp.txt
grep -E "^==|QAM" $O/xbench.txt
