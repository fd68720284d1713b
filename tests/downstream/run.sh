#!/bin/sh
# The module as other projects consume it, from a `cmake --install` into a
# prefix of its own (no root): a C program through pkg-config, a CMake
# project through find_package(gnuradio-cuqam), a C++ flowgraph that grcc
# generates from examples/cuqam_loopback_cpp.grc with the installed blocks,
# and Python from the prefix.
#   run.sh SOURCE_DIR BUILD_DIR WORK_DIR
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
src=$1 build=$2 work=$3
here=$src/tests/downstream
rm -rf "$work"
mkdir -p "$work"
prefix=$work/prefix
step() { printf '== %s\n' "$*"; }

step "cmake --install into $prefix"
cmake --install "$build" --prefix "$prefix" > "$work/install.log"
outside=$(grep -v "^$prefix/" "$build/install_manifest.txt" || true)
if [ -n "$outside" ]; then
    echo "installed outside the prefix:"; echo "$outside"; exit 1
fi
pcdir=$(dirname "$(find "$prefix" -name cuqam.pc | head -n 1)")
export PKG_CONFIG_PATH=$pcdir

step "C program with pkg-config --cflags --libs cuqam ($(pkg-config --modversion cuqam))"
libdir=$(pkg-config --variable=libdir cuqam)
# shellcheck disable=SC2046
cc -std=c11 -Wall -Werror -o "$work/hello_cuqam" "$here/hello_cuqam.c" $(pkg-config --cflags --libs cuqam) -Wl,-rpath,"$libdir"
"$work/hello_cuqam"
pkg-config --exists --print-errors gnuradio-cuqam

step "CMake project with find_package(gnuradio-cuqam)"
cmake -S "$here/cmake_project" -B "$work/cmake_build" -DCMAKE_PREFIX_PATH="$prefix" > "$work/cmake_project.log" 2>&1 ||
    { cat "$work/cmake_project.log"; exit 1; }
cmake --build "$work/cmake_build" > "$work/cmake_build.log" 2>&1 || { cat "$work/cmake_build.log"; exit 1; }
"$work/cmake_build/uses_cuqam"

step "GRC C++ output: grcc examples/cuqam_loopback_cpp.grc with the installed blocks"
GRC_BLOCKS_PATH=$prefix/share/gnuradio/grc/blocks grcc -o "$work/grc" "$src/examples/cuqam_loopback_cpp.grc" > "$work/grcc.log" 2>&1 ||
    { cat "$work/grcc.log"; exit 1; }
gen=$work/grc/cuqam_loopback_cpp
cmake -S "$gen" -B "$gen/build" -DCMAKE_PREFIX_PATH="$prefix" > "$work/grc_cmake.log" 2>&1 ||
    { cat "$work/grc_cmake.log"; exit 1; }
cmake --build "$gen/build" -j2 > "$work/grc_build.log" 2>&1 || { cat "$work/grc_build.log"; exit 1; }
mkdir -p "$work/run" && cd "$work/run"
"$gen/build/cuqam_loopback_cpp" > "$work/grc_run.log" 2>&1 || { cat "$work/grc_run.log"; exit 1; }
python3 - <<PY
import sys
bits = open("cuqam_loopback_cpp.bits", "rb").read()
soft = open("cuqam_loopback_cpp.u8", "rb").read()
n = 100000 * 8
wrong = sum((s > 128) != b for s, b in zip(soft, bits))
print(f"cuqam_loopback_cpp: {len(soft)} soft bits of {n}, {wrong} deciding the wrong bit")
sys.exit(0 if len(soft) == n and len(bits) == n and wrong == 0 else 1)
PY
step "Python from the prefix"
pydir=$(find "$prefix" -type d -path "*dist-packages" | head -n 1)
PYTHONPATH=$pydir LD_LIBRARY_PATH=$libdir /usr/bin/python3 -c "
from gnuradio import cuqam
assert cuqam.__file__.startswith('$prefix'), cuqam.__file__
print('python: gnuradio.cuqam', cuqam.__version__, 'from', cuqam.__file__)
assert cuqam.__version__ == '$(pkg-config --modversion cuqam)'
"
echo "downstream: all consumers built and ran against $prefix"
