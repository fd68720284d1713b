#!/bin/bash
# the same cuqam_bench_cpu with 55810e6's library (before) and the new one
# (after), in turn, two rounds (../cpu-f32-permutes/run.sh), then compared;
# the logs go to OUTDIR (default: this folder)
d=$(dirname "$0")
o=${1:-$d}
printf '#!/bin/sh\nLD_LIBRARY_PATH=%s exec %s "$@"\n' "$BEFORE_LIB" "$BENCH" > /tmp/before.sh
printf '#!/bin/sh\nLD_LIBRARY_PATH=%s exec %s "$@"\n' "$AFTER_LIB" "$BENCH" > /tmp/after.sh
chmod +x /tmp/before.sh /tmp/after.sh
bash "$d/../cpu-f32-permutes/run.sh" /tmp/before.sh /tmp/after.sh "$o"
python3 "$d/../cpu-f32-permutes/compare.py" "$o" avx2 f32 > "$o/compared_avx2_f32.txt"
