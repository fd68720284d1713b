#!/bin/sh
# After editing a public block header whose Python API did not change (comments,
# docs), record its new md5 in the bindings. If the API changed, regenerate
# instead: gr_modtool bind NAME (then restore the docstrings in
# python/cuqam/bindings/docstrings/).
set -eu
cd "$(dirname "$0")/.."
for cc in python/cuqam/bindings/*_python.cc; do
    h=$(sed -n 's/.*BINDTOOL_HEADER_FILE(\([^)]*\)).*/\1/p' "$cc")
    [ -n "$h" ] || continue
    sum=$(md5sum "include/gnuradio/cuqam/$h" | cut -d' ' -f1)
    sed -i "s/BINDTOOL_HEADER_FILE_HASH([0-9a-f]*)/BINDTOOL_HEADER_FILE_HASH($sum)/" "$cc"
done
