#!/usr/bin/env bash
# Sets gr-cuqam up on Debian 12 / Ubuntu 24.04 from nothing, then runs a job.
#   scripts/bootstrap.sh demo [demo options]   install the module, run the loopback demo
#   scripts/bootstrap.sh test                  build, run the whole test suite
# Installs only the Debian packages that are missing. Uses sudo when not root.
set -euo pipefail
cd "$(dirname "$0")/.."
job=${1:-}
shift || true
case "$job" in demo|test) ;; *) echo "usage: $0 demo|test" >&2; exit 2 ;; esac

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; fi

# gnuradio-dev brings VOLK, pybind11 and Boost headers; gnuradio brings grcc.
# gir1.2-gtk-3.0: GNU Radio Companion's GUI (only a Recommends of gnuradio).
# doxygen: the API reference, and the Python docstrings made from it.
pkgs="gnuradio gnuradio-dev cmake g++ make pkg-config python3-numpy gir1.2-gtk-3.0 doxygen"
# The test suite also runs the NEON kernels (an AArch64 cross compiler and
# qemu-user), a libFuzzer harness (clang), valgrind, and a C++ flowgraph with
# a QT GUI sink (Qt 5's headers: gr-qtgui's include them).
if [ "$job" = test ]; then
    pkgs="$pkgs clang clang-format valgrind qtbase5-dev"
    if [ "$(dpkg --print-architecture)" = amd64 ]; then
        pkgs="$pkgs gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user"
    fi
fi
# An NVIDIA GPU with a working driver (nvidia-smi, which comes with the
# driver, lists it) and no CUDA toolkit: install the distribution's own
# (docs/design.md, "The CUDA toolkit"). CUQAM_NO_CUDA_INSTALL=1 skips this.
cuda_pkgs=""
# (Outputs are captured before matching: with pipefail, grep -q closing the
# pipe early would fail the pipeline.)
gpus=$(nvidia-smi -L 2> /dev/null || true)
if [ -z "${CUQAM_NO_CUDA_INSTALL:-}" ] && [ "${gpus#GPU }" != "$gpus" ] &&
    ! command -v nvcc > /dev/null 2>&1 && [ ! -x /usr/local/cuda/bin/nvcc ]; then
    echo "== NVIDIA GPU found (${gpus%%$'\n'*}), no CUDA toolkit: installing the distribution's"
    # shellcheck disable=SC1091
    . /etc/os-release
    case "$ID:${VERSION_ID:-}" in
    debian:12)
        # nvcc 11.8 takes g++ up to 11 as its host compiler (or clang-14)
        cuda_pkgs="nvidia-cuda-toolkit g++-11"
        component="contrib non-free" ;;
    ubuntu:24.04)
        # nvcc 12.0 takes g++ up to 12
        cuda_pkgs="nvidia-cuda-toolkit g++-12"
        component="multiverse" ;;
    *)
        echo "   no distribution CUDA toolkit known for $ID ${VERSION_ID:-}: install NVIDIA's into"
        echo "   /usr/local/cuda (https://developer.nvidia.com/cuda-downloads) and run this again;"
        echo "   building without CUDA for now" ;;
    esac
    [ -n "$cuda_pkgs" ] && $SUDO apt-get update -qq
    policy=$(apt-cache policy nvidia-cuda-toolkit 2> /dev/null || true)
    if [ -n "$cuda_pkgs" ] && [ "${policy#*Candidate: [0-9]}" = "$policy" ]; then
        # The toolkit is in a component this system does not use yet: add it in
        # a file of its own, said here, removable with one rm.
        src=/etc/apt/sources.list.d/gr-cuqam-cuda.sources
        echo "   enabling the '$component' component for it: $src (remove it to undo)"
        case "$ID" in
        debian) uri=http://deb.debian.org/debian key=/usr/share/keyrings/debian-archive-keyring.gpg ;;
        *) uri=http://archive.ubuntu.com/ubuntu key=/usr/share/keyrings/ubuntu-archive-keyring.gpg ;;
        esac
        printf 'Types: deb\nURIs: %s\nSuites: %s %s-updates\nComponents: %s\nSigned-By: %s\n' \
            "$uri" "$VERSION_CODENAME" "$VERSION_CODENAME" "$component" "$key" | $SUDO tee "$src" > /dev/null
        $SUDO apt-get update -qq
    fi
    pkgs="$pkgs $cuda_pkgs"
fi
missing=""
for p in $pkgs; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "== installing:$missing"
    $SUDO apt-get update -qq
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi
# libFuzzer's runtime comes with clang's compiler-rt, a separate package named
# after clang's major version
if [ "$job" = test ] && command -v clang > /dev/null; then
    rt="libclang-rt-$(clang -dumpversion | cut -d. -f1)-dev"
    if ! dpkg-query -W -f='${Status}' "$rt" 2>/dev/null | grep -q "install ok installed"; then
        echo "== installing: $rt"
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$rt" ||
            echo "   ($rt not available: the fuzzing test will say it skipped)"
    fi
fi

echo "== building (CUDA is used if nvcc is on PATH or in /usr/local/cuda); log in build/build.log"
mkdir -p build
werror=OFF
[ "$job" = test ] && werror=ON # the suite builds as CI and developers do: warnings are errors
if ! { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCUQAM_WERROR=$werror ${CUQAM_CMAKE_ARGS:-} &&
       cmake --build build -j"$(nproc)"; } > build/build.log 2>&1; then
    tail -n 40 build/build.log
    echo "build failed: see build/build.log" >&2
    exit 1
fi
grep -E "^-- gr-cuqam" build/build.log || true

if [ "$job" = test ]; then
    cd build
    echo "== running the test suite"
    rc=0
    ctest --output-on-failure --timeout 1500 -j"$(nproc)" || rc=$?
    # ctest hides the output of skipped tests: say why each one skipped.
    # A skip must say why: one without a reason fails the suite.
    echo "== skipped tests, and why:"
    awk '/^[0-9]+\/[0-9]+ Testing: / { name = $3 } /SKIPPED/ { print "  " name ": " $0 }' \
        Testing/Temporary/LastTest.log || true
    if grep -Eq 'SKIPPED:? *$' Testing/Temporary/LastTest.log; then
        echo "a skipped test gave no reason (above)" >&2
        rc=1
    fi
    exit $rc
fi

echo "== installing"
$SUDO cmake --install build >/dev/null
$SUDO ldconfig
# GNU Radio reads preferences (and GRC its block paths) from its own prefix
# only: link this prefix's snippets there (README, "Installing elsewhere").
prefix=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' build/CMakeCache.txt)
gr_prefs=$(gnuradio-config-info --prefsdir)
if [ "$prefix/etc/gnuradio/conf.d" != "$gr_prefs" ]; then
    for f in gr-cuqam.conf gr-cuqam-grc.conf; do
        $SUDO ln -sf "$prefix/etc/gnuradio/conf.d/$f" "$gr_prefs/$f"
    done
    echo "== linked $prefix/etc/gnuradio/conf.d/gr-cuqam*.conf into $gr_prefs"
fi
# an older install wrote /etc/gnuradio/conf.d/gr-cuqam.conf itself: the link replaces it
# From another directory, with Debian's interpreter: what a user does.
cd /
/usr/bin/python3 -c "from gnuradio import cuqam; print('== python: from gnuradio import cuqam ->', cuqam.__file__)"
grc_out=$(mktemp -d)
grcc -o "$grc_out" /usr/local/share/gr-cuqam/examples/cuqam_loopback.grc >/dev/null 2>&1 \
    && echo "== GNU Radio Companion: cuqam blocks found (example flowgraph compiles with the installed blocks)" \
    || { echo "GRC cannot find the cuqam blocks" >&2; exit 1; }
rm -rf "$grc_out"
echo "== demo"
exec cuqam_loopback_demo "$@"
