#!/bin/bash
# The rest of the `gpu` part of scripts/gpu-check.sh on this library (gpu_rest.txt): the
# sanitizers memcheck leaves, the flowgraphs, lifecycle, threads, every fault mode (the
# fault library rebuilt from this commit). Run from the repository root with .gpu prepared.
xz -d .gpu/faultinject/libcuqam.so.0.2.0.xz
[ -d .gpu/lib ] || { xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -; }
export LD_LIBRARY_PATH=$PWD/.gpu/lib QT_QPA_PLATFORM=offscreen QT_QPA_PLATFORM_PLUGIN_PATH=$PWD/.gpu/qt/platforms
r() { echo "=== $*"; timeout 120 "$@" > /tmp/l 2>&1; rc=$?; tail -2 /tmp/l; echo "--- exit $rc"; }
for t in racecheck synccheck initcheck; do r env CUQAM_GPU_TEST_SYMBOLS=3000 compute-sanitizer --tool $t --error-exitcode 9 .gpu/bin/test_cuda; done
r .gpu/bin/test_flowgraph_gpu; r .gpu/bin/test_flowgraph_qt cuda; r .gpu/bin/test_lifecycle cuda 1000; r .gpu/bin/test_threads cuda; r .gpu/bin/test_flowgraph_cycles cuda
for m in recover lost lost-device lost-flowgraph; do r env LD_LIBRARY_PATH="$PWD/.gpu/faultinject:$LD_LIBRARY_PATH" .gpu/bin/test_faults $m; done
r env CUDA_VISIBLE_DEVICES= .gpu/bin/test_faults nodevice; r tests/cuda/without_driver.sh .gpu/bin/test_faults nodevice
