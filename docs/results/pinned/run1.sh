#!/usr/bin/env bash
# Inside GNU Radio, the CUDA demapper against the null chain, with the blocks'
# threads where the scheduler puts them and pinned to four CPUs of distinct
# cores (--pin), in turn: is the spread between runs the threads' placement?
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/p1; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
pin=$(docs/results/pinned/pick_cpus.sh)
{ cat .gpu/commit; nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; lscpu | grep -E "Model name|Thread|Core|Socket|NUMA"; echo "pin: $pin"; } > "$R/machine.txt" 2>&1
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
for i in 1 2 3 4; do
    t free_$i .gpu/bin/cuqam_bench_host --runs 1 --only cuda --json "$R/free_$i.json"
    t pinned_$i .gpu/bin/cuqam_bench_host --runs 1 --only cuda --pin "$pin" --json "$R/pinned_$i.json"
done
tar -C "$O" -czf "$O/p1.tgz" p1 && rm -rf "$R"
