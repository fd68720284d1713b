#!/bin/sh
# Runs a command on a GPU machine as if it had no NVIDIA driver: in a private
# user and mount namespace, libcuda.so.1 is covered by an empty file, so the
# CUDA runtime finds no usable driver. Exits 77 (skipped) with the reason
# where namespaces are not allowed.
# Usage: without_driver.sh command [args...]
set -u
lib=$(ldconfig -p 2>/dev/null | awk '/libcuda\.so\.1 /{print $NF; exit}')
[ -n "$lib" ] || { echo "SKIPPED: no libcuda.so.1 here, the driver is absent already"; exit 77; }
real=$(readlink -f "$lib")
if ! unshare -rm true 2> /dev/null; then
    echo "SKIPPED: unshare -rm (user and mount namespaces) is not permitted here"
    exit 77
fi
empty=$(mktemp)
exec unshare -rm sh -c 'mount --bind "$1" "$2" && shift 2 && echo "libcuda.so.1 ($0) hidden" && exec "$@"' \
    "$real" "$empty" "$real" "$@"
