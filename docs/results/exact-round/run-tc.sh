#!/usr/bin/env bash
set -u
cd "$(dirname "$0")/.."
out=${OUT:-.gpu/out}; mkdir -p "$out"
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
nvidia-smi -L > "$out/machine.txt"
LD_LIBRARY_PATH=$PWD/.gpu/lib .gpu/bin/test_cuda > "$out/test_cuda.log" 2>&1; echo "test_cuda rc=$?"
tail -3 "$out/test_cuda.log"; grep -E "NaN on one axis|far inputs" "$out/test_cuda.log"
