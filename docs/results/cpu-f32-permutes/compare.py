"""Rows of the --labellings tables of run.sh's logs side by side:
3GPP's Msym/s, then w = Wi-Fi and q = Wi-Fi with I and Q swapped, % of 3GPP.
usage: compare.py OUTDIR [ISA (avx512)] [OUT (f32)]"""
import glob
import sys


def parse(path):
    rows = {}
    for line in open(path):
        c = [x.strip() for x in line.split("|")]
        if len(c) > 10 and c[1] in ("avx512", "avx2", "sse4_1"):
            rows[(c[1], c[2], c[3], c[4])] = c[5:12]
    return rows


d = sys.argv[1]
isa = sys.argv[2] if len(sys.argv) > 2 else "avx512"
out = sys.argv[3] if len(sys.argv) > 3 else "f32"
runs = {p.split("/")[-1][:-4]: parse(p) for p in sorted(glob.glob(d + "/*_[0-9].log"))}
names = sorted(runs)
print("| order method |", " | ".join(names), "|")
print("|---|" + "---|" * len(names))
for k in runs[names[0]]:
    if k[0] != isa or k[3] != out:
        continue
    cells = []
    for n in names:
        r = runs[n].get(k)
        cells.append(f"{r[0]} w{r[4]} q{r[6]}" if r else "-")
    print("|", " ".join(k[1:3]), "|", " | ".join(cells), "|")
