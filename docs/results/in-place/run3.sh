#!/usr/bin/env bash
# In place (the default) on the live ZeroMQ link, the flowgraph tests with
# the overlap knob, and host CPU against the CPU backend (cpu and cuda rows).
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/out}; R=$O/rd; mkdir -p "$R"
[ -d .gpu/lib ] || xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib QT_QPA_PLATFORM=offscreen QT_QPA_PLATFORM_PLUGIN_PATH=$PWD/.gpu/qt/platforms
t() { local name=$1; shift; local t0=$SECONDS; "$@" > "$R/$name.log" 2>&1; echo "$name: exit $? $((SECONDS - t0)) s" | tee -a "$R/summary.txt"; }
for rate in 10e6 100e6; do
    for be in cuda cpu; do
        t "live_${be}_${rate}" .gpu/bin/cuqam_live_zmq --rate "$rate" --seconds 10 --backend "$be" \
            $([ "$rate" = 100e6 ] && echo "--max-p99 50") --json "$R/live_${be}_${rate}.json"
    done
done
t test_flowgraph_overlap1 env CUQAM_OVERLAP=1 .gpu/bin/test_flowgraph_gpu
t test_flowgraph_qt_overlap1 env CUQAM_OVERLAP=1 .gpu/bin/test_flowgraph_qt cuda
t cycles_overlap1 env CUQAM_OVERLAP=1 .gpu/bin/test_flowgraph_cycles cuda
t bench_host timeout 200 .gpu/bin/cuqam_bench_host --runs 2 --only cpu,cuda --json "$R/bench_host.json"
tar -C "$O" -czf "$O/rd.tgz" rd && rm -rf "$R"
