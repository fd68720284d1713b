#!/bin/bash
cd "$(dirname "$0")/.."
nvidia-smi -L
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
rm -rf /tmp/xp /tmp/o; mkdir -p /tmp/xp /tmp/o && xz -dc .gpu/ab.tar.xz | tar -C /tmp/xp -xf -
t0=$(date +%s)
for v in F P; do LD_LIBRARY_PATH=/tmp/xp/$v:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --quick > /tmp/o/$v-1.log 2>&1; done
export LD_LIBRARY_PATH=/tmp/xp/P:$PWD/.gpu/lib
for t in "test_cuda" "test_constellations cuda" "test_cuda_api"; do
  timeout 200 .gpu/bin/$t > "/tmp/o/P-${t// /_}.log" 2>&1; echo "$t rc=$? $(tail -1 /tmp/o/P-${t// /_}.log) $(( $(date +%s) - t0 )) s"
done
tar -C /tmp/o -cJf $OUT/run7.tar.xz .
paste <(grep -E "^(QPSK|16QAM|64QAM|256QAM|1024QAM|4096QAM) " /tmp/o/F-1.log | awk '{print $1,$2,$3,$6}') <(grep -E "^(QPSK|16QAM|64QAM|256QAM|1024QAM|4096QAM) " /tmp/o/P-1.log | awk '{print $6}') | grep -E "4096|1024" 
