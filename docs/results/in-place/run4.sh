#!/usr/bin/env bash
# The access rule as an enum (no change in behaviour): each setting of
# CUQAM_GPU_ACCESS through the API and flowgraph tests, and the fault path.
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/re; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib QT_QPA_PLATFORM=offscreen QT_QPA_PLATFORM_PLUGIN_PATH=$PWD/.gpu/qt/platforms
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
cat .gpu/commit > "$R/machine.txt"; nvidia-smi -L >> "$R/machine.txt"
for a in default copy map; do
    e=""; [ $a = default ] || e="CUQAM_GPU_ACCESS=$a"
    t "test_cuda_api_$a" env $e .gpu/bin/test_cuda_api
    t "test_flowgraph_$a" env $e .gpu/bin/test_flowgraph_gpu
done
t test_cuda_small env CUQAM_GPU_TEST_SYMBOLS=100000 .gpu/bin/test_cuda
t faults_recover env LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults recover
t faults_lost_flowgraph env LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults lost-flowgraph
tar -C "$O" -czf "$O/re.tgz" re && rm -rf "$R"
