#!/usr/bin/env bash
# The gpu part of scripts/gpu-check.sh on 7fa4062
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
CUQAM_GPU_PARTS="gpu" scripts/gpu-check.sh run > "$out/gpu-check.txt" 2>&1
echo "gpu part rc=$?"; grep -E "^--- |overall" "$out/gpu-check.txt" | tr '\n' ';'; echo
grep -E "met$|MISSED$" "$out/gpu-check.txt" | tail -14
