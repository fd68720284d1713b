#!/usr/bin/env bash
# What the GPU's saturation count (a second kernel a call, reading the soft
# bits back where they were written: over PCIe when in place) costs the
# integer rows inside GNU Radio: the core library of run5.sh (038c747 with
# wait/spin.patch, its waits as before unless CUQAM_GPU_WAIT is set) and the
# blocks of 0736e69 with count/nocount.patch
# (CUQAM_NO_COUNT set: the byte demappers do not count; an experiment, not
# kept), counting and not in turn, four rounds.
cd "$(dirname "$0")/../../../.."
O=${OUT:-/tmp/out}; R=$O/p6; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
[ -d .gpu/nocount ] || xz -dc .gpu/nocount.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/nocount:$PWD/.gpu/lib
{ cat .gpu/commit; nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; } > "$R/machine.txt" 2>&1
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
t test_flowgraph_nocount env CUQAM_NO_COUNT=1 .gpu/bin/test_flowgraph_gpu
for i in 1 2 3 4; do
    t count_count_$i .gpu/bin/cuqam_bench_host --runs 1 --only cuda --json "$R/count_count_$i.json"
    t count_none_$i env CUQAM_NO_COUNT=1 .gpu/bin/cuqam_bench_host --runs 1 --only cuda --json "$R/count_none_$i.json"
done
tar -C "$O" -czf "$O/p6.tgz" p6 && rm -rf "$R"
