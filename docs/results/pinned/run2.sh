#!/usr/bin/env bash
# The library before cac1a24 (one shape lookup a vector launch; .gpu/old,
# built from 415429a) and after, --quick in turn three times each on one
# card, then a full benchmark of the new one.
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/p2; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
[ -d .gpu/old ] || xz -dc .gpu/old.tar.xz | tar -C .gpu -xf -
L=$PWD/.gpu/lib
{ cat .gpu/commit .gpu/old/commit; nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; } > "$R/machine.txt" 2>&1
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
for i in 1 2 3; do
    t quick_old_$i env LD_LIBRARY_PATH=$PWD/.gpu/old:$L .gpu/bin/cuqam_bench_gpu --quick
    t quick_new_$i env LD_LIBRARY_PATH=$L .gpu/bin/cuqam_bench_gpu --quick
done
t full_new env LD_LIBRARY_PATH=$L .gpu/bin/cuqam_bench_gpu --json "$R/full_new.json"
t full_old env LD_LIBRARY_PATH=$PWD/.gpu/old:$L .gpu/bin/cuqam_bench_gpu --json "$R/full_old.json"
# two more rounds of run1.sh's flowgraph rows (same CPUs)
pin=$(docs/results/pinned/pick_cpus.sh); echo "pin: $pin" >> "$R/machine.txt"
for i in 5 6; do
    t free_$i env LD_LIBRARY_PATH=$L .gpu/bin/cuqam_bench_host --runs 1 --only cuda --json "$R/free_$i.json"
    t pinned_$i env LD_LIBRARY_PATH=$L .gpu/bin/cuqam_bench_host --runs 1 --only cuda --pin "$pin" --json "$R/pinned_$i.json"
done
tar -C "$O" -czf "$O/p2.tgz" p2 && rm -rf "$R"
