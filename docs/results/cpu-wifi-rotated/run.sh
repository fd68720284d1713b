#!/bin/bash
# 280a9bd's library (before) and the variant (after) as in
# ../cpu-avx2-wifi-axes/run.sh, with SSE4.1's rows compared too
d=$(dirname "$0")
bash "$d/../cpu-avx2-wifi-axes/run.sh" "$d"
python3 "$d/../cpu-f32-permutes/compare.py" "$d" sse4_1 f32 > "$d/compared_sse4_1_f32.txt"
