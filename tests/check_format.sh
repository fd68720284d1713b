#!/bin/sh
# The C, C++ and CUDA sources follow .clang-format (checked, never rewritten).
#   check_format.sh SOURCE_DIR
# SPDX-License-Identifier: GPL-3.0-or-later
cd "$1" || exit 1
if ! command -v clang-format > /dev/null 2>&1; then
    echo "SKIPPED: clang-format not found (Debian package clang-format)"
    exit 77
fi
files=$(git ls-files '*.c' '*.h' '*.cc' '*.cu' '*.cuh' ':!docs/*' 2> /dev/null)
if [ -z "$files" ]; then
    echo "SKIPPED: not a git checkout: no list of tracked sources"
    exit 77
fi
# shellcheck disable=SC2086
if clang-format --dry-run --Werror $files; then
    echo "format: $(echo "$files" | wc -l) files follow .clang-format ($(clang-format --version))"
else
    echo "format: run clang-format -i on the files above"
    exit 1
fi
