#!/bin/sh
# Reliability runs of the C core, outside the normal build:
#   sanitize.sh SRC WORK asan      AddressSanitizer + UndefinedBehaviorSanitizer build
#                                  of the core (every CPU kernel) and its C tests, run
#   sanitize.sh SRC WORK tsan      ThreadSanitizer build of the core and the threads test
#   sanitize.sh SRC WORK fuzz [N]  libFuzzer harness over the C API (clang), N runs
#   sanitize.sh SRC WORK valgrind  valgrind memcheck of the core tests, leaks included
# Exit 77 (skipped, with the reason) where the tool is missing.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
: "${CUQAM_BUILD_INCLUDE:?the build tree's include/ (generated cuqam_version.h): set by ctest}"
: "${CUQAM_CORE_C:?the core's portable C sources under lib/ (lib/CMakeLists.txt): set by ctest}"
src=$1
work=$2
mode=$3
mkdir -p "$work"
base="-O1 -g -std=c11 -ffp-contract=off -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -I$src/include -I$CUQAM_BUILD_INCLUDE"

# compile the core's CPU part with CC and FLAGS into $work/$1/*.o; echo the objects
build_core() {
    out=$work/$1
    mkdir -p "$out"
    defs=""
    objs=""
    arch=$(uname -m)
    for f in $CUQAM_CORE_C; do
        o=$out/$(basename "$f" .c).o
        $CC $FLAGS -c "$src/lib/$f" -o "$o"
        objs="$objs $o"
    done
    if [ "$arch" = x86_64 ]; then
        for isa in "sse41 -msse4.1 SSE4_1" "avx2 -mavx2 AVX2" "avx512 -mavx512f_-mavx512bw AVX512F"; do
            set -- $isa
            o=$out/protokernels_$1.o
            $CC $FLAGS $(echo "$2" | tr _ ' ') -c "$src/lib/cpu/protokernels_$1.c" -o "$o"
            objs="$objs $o"
            defs="$defs -DLV_HAVE_$3=1"
        done
    fi
    $CC $FLAGS $defs -c "$src/lib/cpu/cpu_dispatch.c" -o "$out/cpu_dispatch.o"
    echo "$objs $out/cpu_dispatch.o"
}

case $mode in
asan)
    CC=${CC:-cc}
    FLAGS="$base -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
    objs=$(build_core asan)
    for t in test_core test_simd; do
        $CC $FLAGS $objs "$src/tests/$t.c" -o "$work/asan_$t" -lm
    done
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
    export CUQAM_TEST_RANDOM_SYMBOLS=20000
    for impl in generic sse4_1 avx2 avx512; do
        rc=0
        "$work/asan_test_core" "$impl" > "$work/asan_core_$impl.log" 2>&1 || rc=$?
        [ $rc -eq 77 ] && { echo "test_core $impl: skipped ($(tail -1 "$work/asan_core_$impl.log"))"; continue; }
        [ $rc -eq 0 ] || { tail -40 "$work/asan_core_$impl.log"; exit 1; }
        echo "ASan+UBSan test_core $impl: $(tail -1 "$work/asan_core_$impl.log")"
        [ "$impl" = generic ] && continue
        "$work/asan_test_simd" "$impl" > "$work/asan_simd_$impl.log" 2>&1 || { tail -40 "$work/asan_simd_$impl.log"; exit 1; }
        echo "ASan+UBSan test_simd $impl: $(tail -1 "$work/asan_simd_$impl.log")"
    done
    ;;
tsan)
    CC=${CC:-cc}
    FLAGS="$base -fsanitize=thread -fno-omit-frame-pointer"
    objs=$(build_core tsan)
    $CC $FLAGS $objs "$src/tests/test_threads.c" -o "$work/tsan_test_threads" -lm -lpthread
    TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" "$work/tsan_test_threads" cpu > "$work/tsan.log" 2>&1 ||
        { tail -60 "$work/tsan.log"; exit 1; }
    echo "ThreadSanitizer test_threads: $(tail -1 "$work/tsan.log"), no report"
    ;;
fuzz)
    CC=${FUZZ_CC:-clang}
    runs=${4:-1000000}
    if ! command -v "$CC" > /dev/null 2>&1; then
        echo "SKIPPED: $CC not found (Debian package clang)"
        exit 77
    fi
    if ! echo 'int LLVMFuzzerTestOneInput(const unsigned char*d,unsigned long n){(void)d;(void)n;return 0;}' |
        $CC -x c -fsanitize=fuzzer - -o "$work/fuzz_probe" > /dev/null 2>&1; then
        echo "SKIPPED: $CC cannot link libFuzzer (Debian package libclang-rt-<version>-dev)"
        exit 77
    fi
    FLAGS="$base -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
    objs=$(build_core fuzz)
    $CC $FLAGS -fsanitize=fuzzer $objs "$src/tests/fuzz/fuzz_core.c" -o "$work/fuzz_core" -lm
    mkdir -p "$work/corpus"
    # regression inputs first (findings fixed, kept as tests), then fresh runs
    if ls "$src/tests/fuzz/regressions/"* > /dev/null 2>&1; then
        "$work/fuzz_core" "$src/tests/fuzz/regressions/"*
    fi
    ASAN_OPTIONS=detect_leaks=1 "$work/fuzz_core" -runs="$runs" -max_len=2048 -seed=${CUQAM_FUZZ_SEED:-0} \
        -print_final_stats=1 "$work/corpus" > "$work/fuzz.log" 2>&1 || { tail -60 "$work/fuzz.log"; exit 1; }
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb|Done" "$work/fuzz.log"
    ;;
valgrind)
    if ! command -v valgrind > /dev/null 2>&1; then
        echo "SKIPPED: valgrind not found (Debian package valgrind)"
        exit 77
    fi
    CC=${CC:-cc}
    FLAGS="$base"
    objs=$(build_core plain)
    for t in test_core test_lifecycle; do
        $CC $FLAGS $objs "$src/tests/$t.c" -o "$work/vg_$t" -lm
    done
    # valgrind hides AVX-512 from the program (CPUID): the best kernel it runs is avx2
    vg="valgrind --quiet --error-exitcode=3 --leak-check=full --errors-for-leak-kinds=definite,indirect,possible"
    for impl in generic avx2; do
        CUQAM_TEST_RANDOM_SYMBOLS=2000 $vg "$work/vg_test_core" "$impl" > "$work/vg_core_$impl.log" 2>&1 ||
            { rc=$?; [ $rc -eq 77 ] && { echo "valgrind test_core $impl: skipped"; continue; }; tail -40 "$work/vg_core_$impl.log"; exit 1; }
        echo "valgrind memcheck test_core $impl: $(tail -1 "$work/vg_core_$impl.log"), no errors, no leaks"
    done
    CUQAM_LIFECYCLE_NO_RSS="valgrind's own memory" $vg "$work/vg_test_lifecycle" cpu 200 > "$work/vg_lifecycle.log" 2>&1 ||
        { tail -40 "$work/vg_lifecycle.log"; exit 1; }
    echo "valgrind memcheck test_lifecycle: $(sed -n 2p "$work/vg_lifecycle.log"), no errors, no leaks"
    ;;
*)
    echo "usage: $0 SRC WORK asan|tsan|fuzz|valgrind" >&2
    exit 2
    ;;
esac
