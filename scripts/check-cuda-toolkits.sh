#!/usr/bin/env bash
# Builds the CUDA backend (the C core with its tests and benchmark, -Werror)
# with every CUDA toolkit installed here, each alone on PATH, with the
# architecture list CMake picks for it. Run before each change to the build
# or to CUDA code; the GPU check (scripts/gpu-check.sh) then runs a build of
# each on a GPU. Toolkits looked for: the distribution's (/usr/bin/nvcc:
# Debian 12 11.8, Ubuntu 24.04 12.0) and NVIDIA's (/usr/local/cuda*/bin/nvcc).
# Usage: scripts/check-cuda-toolkits.sh [WORK_DIR]   (default build-toolkits)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-build-toolkits}
mkdir -p "$work"
found=0
failed=0
for nvcc in /usr/bin/nvcc /usr/local/cuda*/bin/nvcc; do
    [ -x "$nvcc" ] || continue
    real=$(readlink -f "$nvcc")
    case " ${seen:-} " in *" $real "*) continue ;; esac
    seen="${seen:-} $real"
    found=$((found + 1))
    release=$("$nvcc" --version | sed -n 's/.*release \([0-9.]*\).*/\1/p')
    dir=$work/cuda-$release
    # Only this toolkit's tools on PATH (nvcc runs ptxas and fatbinary from it).
    path="$(dirname "$real"):/usr/sbin:/usr/bin:/sbin:/bin"
    args=(-DCMAKE_CUDA_COMPILER="$nvcc" -DCUQAM_ENABLE_GNURADIO=OFF -DCUQAM_WERROR=ON)
    # Debian's 11.8 takes g++ up to 11 as host compiler, Ubuntu's 12.0 up to
    # 12; the distribution's nvcc finds a fitting one if it is installed,
    # else name clang++-14, which both take.
    case $release in 11.*) fits=g++-11 ;; 12.[0-3]) fits=g++-12 ;; *) fits= ;; esac
    if [ -n "$fits" ] && ! command -v "$fits" > /dev/null && command -v clang++-14 > /dev/null; then
        args+=(-DCMAKE_CUDA_HOST_COMPILER=clang++-14)
    fi
    echo "== nvcc $release ($nvcc) -> $dir"
    if env PATH="$path" cmake -S . -B "$dir" "${args[@]}" > "$dir.log" 2>&1 &&
        env PATH="$path" cmake --build "$dir" -j"$(nproc)" >> "$dir.log" 2>&1; then
        grep -E "CUDA backend ON" "$dir.log" | sed 's/^-- /   /'
        echo "   built: $(ls "$dir"/tests/test_cuda "$dir"/apps/cuqam_bench_gpu | tr '\n' ' ')"
    else
        tail -n 30 "$dir.log"
        echo "   FAILED: see $dir.log"
        failed=1
    fi
done
if [ $found -eq 0 ]; then
    echo "no CUDA toolkit here (looked for /usr/bin/nvcc and /usr/local/cuda*/bin/nvcc)"
    exit 77
fi
exit $failed
