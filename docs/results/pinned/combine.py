# Medians [min .. max] over rounds of each CUDA row's ratio to the same run's
# null chain, threads free against pinned (--pin), from cuqam_bench_host's
# JSON files.  Usage: python3 combine.py DIR...  (free_*.json, pinned_*.json)
import glob, json, os, statistics as st, sys

def load(kind):
    acc, nulls = {}, {}
    for d in sys.argv[1:]:
        for f in sorted(glob.glob(os.path.join(d, kind + "_*.json"))):
            rows = json.load(open(f))["rows"]
            nul = {r["large_buffers"]: r for r in rows if r["backend"] == "-"}
            for r in rows:
                n = nul[r["large_buffers"]]
                key = (r["large_buffers"], r["backend"], r["method"], r["format"])
                a = acc.setdefault(key, {"rel": [], "cpux": [], "rate": []})
                for i, v in enumerate(r["msym_s"]):
                    a["rel"].append(100 * v / n["msym_s"][i])
                    a["cpux"].append(r["host_cpu_ns_per_symbol"][i] / n["host_cpu_ns_per_symbol"][i])
                    a["rate"].append(v)
    return acc

def s(v, fmt):
    return (fmt % st.median(v)) + " [" + (fmt % min(v)) + " .. " + (fmt % max(v)) + "]"

free, pinned = load("free"), load("pinned")
names = {"-": "null chain", "null chain, batch ring": "null chain, batch ring",
         "null chain + copy": "null chain + copy", "cuda": "cuda"}
print("| buffers | row | free: Msym/s | pinned: Msym/s | free: % of null chain | pinned: % of null chain | free: host CPU x null chain | pinned: host CPU x null chain |")
print("|---|---|---|---|---|---|---|---|")
count = {"free95": 0, "pin95": 0, "free12": 0, "pin12": 0, "tot": 0}
for key in free:
    large, be, m, f = key
    a, b = free[key], pinned[key]
    row = names.get(be, be) + ("" if m == "-" else f" {m} {f}")
    print(f"| {'1 Mi' if large else 'default'} | {row} | {s(a['rate'], '%.0f')} | {s(b['rate'], '%.0f')} | "
          f"{s(a['rel'], '%.1f')} | {s(b['rel'], '%.1f')} | {s(a['cpux'], '%.2f')} | {s(b['cpux'], '%.2f')} |")
    if be == "cuda" and not large:
        count["tot"] += 1
        count["free95"] += st.median(a["rel"]) >= 95
        count["pin95"] += st.median(b["rel"]) >= 95
        count["free12"] += st.median(a["cpux"]) <= 1.2
        count["pin12"] += st.median(b["cpux"]) <= 1.2
n = len(next(iter(free.values()))["rel"])
print(f"\ndefault buffers, {n} rounds each: >= 95 % of the null chain: free {count['free95']} of {count['tot']}, "
      f"pinned {count['pin95']}; host CPU <= 1.2 x: free {count['free12']}, pinned {count['pin12']}")
