#!/usr/bin/env bash
# The gpu part on 69270f3, then the negative control: test_cuda's NaN check
# on a library whose exact does not make NaN 0 (kernels.cuh of 69270f3,
# qam_math.h of 77e01fd) must fail
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
CUQAM_GPU_PARTS="gpu" scripts/gpu-check.sh run > "$out/gpu-check.txt" 2>&1
echo "gpu part rc=$?"; grep -E "^--- |overall" "$out/gpu-check.txt" | tr '\n' ';'; echo
xz -dc .gpu/negctl.tar.xz | tar -C .gpu -xf -
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf - 2>/dev/null
CUQAM_GPU_TEST_SYMBOLS=3000 env LD_LIBRARY_PATH=$PWD/.gpu/negctl:$PWD/.gpu/lib .gpu/bin/test_cuda > "$out/negctl.log" 2>&1
echo "negative control rc=$? (must fail)"; grep -E "NaN|nan k=" "$out/negctl.log" | head -5
ls "$out"
( cd "$out" && tar -czf /tmp/final.tgz . && rm -rf ./* && mv /tmp/final.tgz . )
