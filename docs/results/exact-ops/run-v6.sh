#!/usr/bin/env bash
# exact 256QAM on 6 blocks an SM (40 registers, small spills) against 5 (48)
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
xz -dc .gpu/v6.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
nvidia-smi -L > "$out/machine.txt" 2>&1
run() { local n=$1; shift; "$@" > "$out/$n.log" 2>&1; echo "$n rc=$?: $(grep -E "^256QAM +exact +(u8|s8)" "$out/$n.log" | tr -s ' ' | tr '\n' ';')"; }
run test_cuda_v6 env LD_LIBRARY_PATH=$PWD/.gpu/v6:$PWD/.gpu/lib CUQAM_GPU_TEST_SYMBOLS=100000 .gpu/bin/test_cuda
tail -1 "$out/test_cuda_v6.log"
for i in 1 2 3; do
  run bench_5blocks_run$i .gpu/bin/cuqam_bench_gpu
  run bench_6blocks_run$i env LD_LIBRARY_PATH=$PWD/.gpu/v6:$PWD/.gpu/lib .gpu/bin/cuqam_bench_gpu
done
( cd "$out" && tar -cJf logs.tar.xz *.log machine.txt && rm -f *.log )
