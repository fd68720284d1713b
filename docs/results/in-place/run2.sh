#!/usr/bin/env bash
# In place by size (the default) after the staged one-symbol kernel: part a,
# the GPU check's gpu part and test_cuda with every call in place; part b,
# the flowgraph benchmark against copies (CUQAM_GPU_ACCESS=copy).
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/r$1; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib QT_QPA_PLATFORM=offscreen QT_QPA_PLATFORM_PLUGIN_PATH=$PWD/.gpu/qt/platforms
if [ "$1" = a ]; then
    OUT=$R CUQAM_GPU_PARTS=gpu scripts/gpu-check.sh run > "$R/gpu-check.txt" 2>&1; echo "gpu part: exit $?" >> "$R/summary.txt"
    CUQAM_GPU_ACCESS=map .gpu/bin/test_cuda > "$R/test_cuda_map.log" 2>&1; echo "test_cuda map: exit $?" >> "$R/summary.txt"
else
    .gpu/bin/cuqam_bench_host --runs 3 --only cuda,cuda+copy --json "$R/bench_host.json" > "$R/bench_host.log" 2>&1; echo "bench_host: exit $?" >> "$R/summary.txt"
fi
cat "$R/summary.txt"; grep -E "^--- " "$R/gpu-check.txt" 2>/dev/null | grep -v "exit 0"
tar -C "$O" -czf "$O/r$1.tgz" "r$1" && rm -rf "$R"
