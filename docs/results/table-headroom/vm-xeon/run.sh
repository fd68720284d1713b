#!/usr/bin/env bash
# cuqam_bench_cpu --tables (one core) with the library before (0fe8cc3, built
# without CUDA in a worktree at /tmp/oldtree) and after, alternately, twice.
set -u
cd /work/main
for r in 1 2; do
  for v in old new; do
    if [ $v = old ]; then L=/tmp/oldtree/build/lib; else L=$PWD/build/lib; fi
    LD_LIBRARY_PATH=$L ./build/apps/cuqam_bench_cpu --cpu 1 --tables > docs/results/table-headroom/vm-xeon/tables_${v}_$r.log 2>&1
  done
done
