#!/usr/bin/env python3
"""Summary of ab.sh output: per configuration, each library's medians over
rounds (% of that run's best concurrent copy, and Gsym/s), and the median and
range of the per-round ratios new / v0 (Gsym/s). Usage: compare.py FILE"""
import re, statistics, sys
rows = {}  # (lib, cfg) -> list of (pct, gsym)
lib = ceil = None
for line in open(sys.argv[1]):
    m = re.match(r"== (\w+) round (\d+)(.*)", line)
    if m:
        lib = m.group(1) + m.group(3).strip().replace(",", "")
        continue
    m = re.match(r"ceiling ([\d.]+)", line)
    if m:
        ceil = float(m.group(1))
        continue
    m = re.match(r"(\w+)\s+streams (\d+) chunk (\d+) Mi: median\s+([\d.]+)", line)
    if m and lib:
        cfg = f"{m.group(1)} {m.group(2)} streams {m.group(3)} Mi"
        pct = float(m.group(4))
        rows.setdefault((lib, cfg), []).append((pct, pct / 100 * ceil))
libs = sorted({l for l, _ in rows}, key=lambda l: (l != "v0", l))
cfgs = sorted({c for _, c in rows})
print("config | " + " | ".join(f"{l} % (median, min-max)" for l in libs) + " | new/v0 Gsym/s, median [range]")
for c in cfgs:
    cells = []
    for l in libs:
        v = [p for p, _ in rows.get((l, c), [])]
        cells.append(f"{statistics.median(v):.1f} ({min(v):.1f}-{max(v):.1f})" if v else "-")
    a, b = rows.get(("v0", c)), rows.get(("new", c))
    r = [y[1] / x[1] for x, y in zip(a, b)] if a and b else []
    cells.append(f"{statistics.median(r):.3f} [{min(r):.3f}-{max(r):.3f}]" if r else "-")
    print(c + " | " + " | ".join(cells))
