#!/bin/bash
# the same cuqam_bench_cpu with 280a9bd's library (before) and the new one
# (after), in turn, two rounds (../cpu-f32-permutes/run.sh), then compared
d=$(dirname "$0")
printf '#!/bin/sh\nLD_LIBRARY_PATH=%s exec %s "$@"\n' "$BEFORE_LIB" "$BENCH" > /tmp/before.sh
printf '#!/bin/sh\nLD_LIBRARY_PATH=%s exec %s "$@"\n' "$AFTER_LIB" "$BENCH" > /tmp/after.sh
chmod +x /tmp/before.sh /tmp/after.sh
bash "$d/../cpu-f32-permutes/run.sh" /tmp/before.sh /tmp/after.sh "$d"
python3 "$d/../cpu-f32-permutes/compare.py" "$d" avx2 f32 > "$d/compared_avx2_f32.txt"
python3 "$d/../cpu-f32-permutes/compare.py" "$d" sse4_1 f32 > "$d/compared_sse4_1_f32.txt"
