#!/bin/sh
# The NEON protokernels on an x86 machine: cross-compile the core's CPU part
# and the C tests for AArch64, run them under qemu-user. Exit 77 (skipped,
# with the reason) where the cross compiler or qemu is missing.
# Usage: neon_qemu.sh SOURCE_DIR WORK_DIR
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
: "${CUQAM_BUILD_INCLUDE:?the build tree's include/ (generated cuqam_version.h): set by ctest}"
: "${CUQAM_CORE_C:?the core's portable C sources under lib/ (lib/CMakeLists.txt): set by ctest}"
src=$1
work=$2
cc=${CUQAM_AARCH64_CC:-aarch64-linux-gnu-gcc}
qemu=${CUQAM_QEMU_AARCH64:-qemu-aarch64}
sysroot=${CUQAM_AARCH64_SYSROOT:-/usr/aarch64-linux-gnu}
for tool in "$cc" "$qemu"; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "SKIPPED: $tool not found (Debian packages gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user)"
        exit 77
    fi
done
mkdir -p "$work"
flags="-O2 -std=c11 -ffp-contract=off -Wall -Wextra -Werror -Wshadow -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -I$src/include -I$CUQAM_BUILD_INCLUDE"
core="$src/lib/cpu/cpu_dispatch.c $src/lib/cpu/protokernels_neon.c"
for f in $CUQAM_CORE_C; do core="$core $src/lib/$f"; done
for t in test_core test_simd; do
    # shellcheck disable=SC2086
    $cc $flags -DLV_HAVE_NEON=1 -fvisibility=hidden $core "$src/tests/$t.c" -o "$work/$t" -lm -static
done
echo "built for AArch64: $(file -b "$work/test_simd" | cut -d, -f1-2)"
# a fifth of the random symbols: qemu runs the scalar reference ~20x slower
CUQAM_TEST_RANDOM_SYMBOLS=20000 "$qemu" -L "$sysroot" "$work/test_core" neon
"$qemu" -L "$sysroot" "$work/test_simd" neon
