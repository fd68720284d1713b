#!/usr/bin/env bash
# The CUDA demapper's GPU batch (its history, so the size of the ring head
# writes into) inside GNU Radio, kernels in place: 48 Ki .. 128 Ki (the
# default) symbols, four rounds in turn, threads not pinned.
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/p4; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
{ cat .gpu/commit; nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; } > "$R/machine.txt" 2>&1
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
for i in 1 2 3 4; do
    for b in 49152 65536 98304 131072; do
        t batch${b}_$i .gpu/bin/cuqam_bench_host --runs 1 --only cuda --batch $b --json "$R/batch${b}_$i.json"
    done
done
tar -C "$O" -czf "$O/p4.tgz" p4 && rm -rf "$R"
