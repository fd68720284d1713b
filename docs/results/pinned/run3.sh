#!/usr/bin/env bash
# The CUDA demapper's GPU batch (its history, so the size of the ring head
# writes into) inside GNU Radio, kernels in place, threads not pinned:
#   run3.sh "BATCH BATCH ..." ROUNDS NAME   (rounds of every batch in turn)
# batch/round1: run3.sh "8192 16384 32768 65536 131072" 3 p3
# batch/round2: run3.sh "49152 65536 98304 131072" 4 p4
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/$3; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ cat .gpu/commit; nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; } > "$R/machine.txt" 2>&1
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
for i in $(seq "$2"); do
    for b in $1; do
        t batch${b}_$i .gpu/bin/cuqam_bench_host --runs 1 --only cuda --batch $b --json "$R/batch${b}_$i.json"
    done
done
tar -C "$O" -czf "$O/$3.tgz" "$3" && rm -rf "$R"
