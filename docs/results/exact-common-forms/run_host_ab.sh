#!/bin/bash
# The host-to-host rows: cuqam_bench_gpu (full) of 56ae0cb's library (base)
# and c594507's (new) in turn, two rounds, one call.
cd "$(dirname "$0")/.."
O=${OUT:-out}; mkdir -p $O
xz -d .xprobe/base/*.xz
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
for r in 1 2; do
  for v in base new; do
    lib=$PWD/.gpu/lib; [ $v = base ] && lib=$PWD/.xprobe/base:$PWD/.gpu/lib
    LD_LIBRARY_PATH=$lib timeout 80 .gpu/bin/cuqam_bench_gpu > $O/bench_${v}_run$r.log 2>&1
    echo "== $v run $r rc $?"; grep -E "summary|pinned 256QAM|kernel 256QAM   exact   u8|approx/maxlog" $O/bench_${v}_run$r.log
  done
done
