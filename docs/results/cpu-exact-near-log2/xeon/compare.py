#!/usr/bin/env python3
# rate_ab.log of run.sh: per (ISA, order, output) the range of each library
# and the median of new/old over the rounds (each pair ran back to back).
import collections, re, statistics
d = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open("rate_ab.log"):
    m = re.match(r"(old|new) (\w+) k=(\d+) m2 (\w+): ([\d.]+)", line)
    if m:
        d[(m[2], m[3], m[4])][m[1]].append(float(m[5]))
for k, v in d.items():
    r = [n / o for o, n in zip(v["old"], v["new"])]
    print(f"{k[0]} {2**int(k[1])}QAM exact {k[2]}: old {min(v['old'])}-{max(v['old'])}, "
          f"new {min(v['new'])}-{max(v['new'])} Msym/s, median new/old {statistics.median(r):.2f} ({len(r)} rounds)")
