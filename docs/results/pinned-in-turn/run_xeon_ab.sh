#!/bin/bash
# The H200 host's Xeon: HEAD's CPU library (.gpu/old) and this change's
# (.gpu/lib) in turn, five rounds a row (../cpu-quads/ab.sh's rows).
set -u
cd "$(dirname "$0")/../../.."
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
o=${OUT:-/tmp/out}
mkdir -p "$o"
cpu=$(( $(nproc) - 2 ))
for args in "avx2 8 2 0.01 8 2" "avx2 6 2 0.01 8 2" "avx2 4 2 0.01 8 2" "avx2 8 0 0.01 8 2" \
            "avx2 8 2 0.01 8 0" "avx2 6 2 0.01 8 0" "avx2 8 0 0.01 8 0" \
            "sse4_1 8 2 0.01 8 2" "sse4_1 4 2 0.01 8 2" "sse4_1 8 2 0.01 8 0" \
            "avx512 8 2 0.01 8 2" "avx512 10 2 0.01 8 2"; do
    for r in 1 2 3 4 5; do
        b=$(LD_LIBRARY_PATH=$PWD/.gpu/old:$PWD/.gpu/lib taskset -c $cpu .gpu/bin/rate $args)
        w=$(LD_LIBRARY_PATH=$PWD/.gpu/lib taskset -c $cpu .gpu/bin/rate $args)
        echo "$args base $b work $w"
    done
done | tee "$o/xeon_ab_rows.txt"
