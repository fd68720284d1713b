#!/usr/bin/env bash
# the kernel benchmark alternating the library before (11736ca) and after
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -dc .gpu/before.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv; nproc; lscpu | grep "Model name"; } > "$out/machine.txt" 2>&1
run() { local n=$1; shift; local t0=$(date +%s); "$@" > "$out/$n.log" 2>&1; local rc=$?; echo "$n rc=$rc $(( $(date +%s) - t0 ))s: $(tail -1 "$out/$n.log")"; }
run test_cuda .gpu/bin/test_cuda
for i in 1 2 3; do
  run bench_before_run$i env LD_LIBRARY_PATH=$PWD/.gpu/before:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu --json "$out/bench_before_run$i.json"
  run bench_after_run$i .gpu/bin/cuqam_bench_gpu --json "$out/bench_after_run$i.json"
done
for i in 1; do
  run bench_cpu_before_run$i env LD_LIBRARY_PATH=$PWD/.gpu/before:$PWD/.gpu/lib .gpu/bin/cuqam_bench_cpu --quick --cpu 3
  run bench_cpu_after_run$i .gpu/bin/cuqam_bench_cpu --quick --cpu 3
done
( cd "$out" && tar -cJf logs.tar.xz *.log *.json machine.txt && rm -f *.log *.json )
