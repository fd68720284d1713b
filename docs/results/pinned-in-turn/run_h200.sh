#!/bin/bash
# One device call: the GPU benchmark's pinned rows in turn with the copy
# (three --quick runs), then this host's CPU kernels: the SIMD tests and
# cuqam_bench_cpu of HEAD's CPU library (old/) and this change's in turn.
# .gpu prepared by hand: bin/ (cuqam_bench_gpu, cuqam_bench_cpu, test_simd,
# cuqam_info of an sm_90 build), lib.tar.xz (the bundle), old/ (96613e6's
# CPU-only libcuqam).
set -u
cd "$(dirname "$0")/../../.."
xz -dc .gpu/lib.tar.xz | tar -C .gpu -xf -
export LD_LIBRARY_PATH=$PWD/.gpu/lib
o=${OUT:-/tmp/out}
mkdir -p "$o"
{ nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv; nproc; grep -m1 "model name" /proc/cpuinfo; } > "$o/machine.txt" 2>&1
.gpu/bin/cuqam_info > "$o/cuqam_info.txt" 2>&1
for r in 1 2 3; do
    timeout 120 .gpu/bin/cuqam_bench_gpu --quick > "$o/bench_gpu_quick_$r.txt" 2>&1
    grep -E "^pinned 256QAM|pinned copies" "$o/bench_gpu_quick_$r.txt"
done
for i in sse4_1 avx2 avx512; do .gpu/bin/test_simd $i 2>&1 | tail -1; done > "$o/test_simd.txt" 2>&1
cat "$o/test_simd.txt"
cpu=$(( $(nproc) - 2 ))
for r in 1; do
    LD_LIBRARY_PATH=$PWD/.gpu/old:$PWD/.gpu/lib timeout 100 .gpu/bin/cuqam_bench_cpu --quick --cpu $cpu > "$o/bench_cpu_before_$r.txt" 2>/dev/null
    timeout 100 .gpu/bin/cuqam_bench_cpu --quick --cpu $cpu > "$o/bench_cpu_after_$r.txt" 2>/dev/null
done
grep -hE "^\| avx2 \| (exact|maxlog) \| u8|^\| avx512 \| (exact|maxlog) \| u8" "$o"/bench_cpu_*.txt
