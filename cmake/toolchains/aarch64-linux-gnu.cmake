# Cross build for 64-bit Arm Linux with Debian's cross compilers
# (gcc-aarch64-linux-gnu, libc6-dev-arm64-cross); tests run under qemu-user.
#   cmake -S . -B build-arm64 -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/aarch64-linux-gnu.cmake \
#         -DCUQAM_ENABLE_GNURADIO=OFF -DCUQAM_ENABLE_CUDA=OFF
# SPDX-License-Identifier: GPL-3.0-or-later
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++) # only if C++ is enabled (not for the C core alone)
set(CUQAM_AARCH64_SYSROOT /usr/aarch64-linux-gnu CACHE PATH "The AArch64 libraries qemu loads")
set(CMAKE_FIND_ROOT_PATH ${CUQAM_AARCH64_SYSROOT})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# ctest runs every test program through this
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L ${CUQAM_AARCH64_SYSROOT})
