# Per variant (a GPU batch, a CUQAM_GPU_WAIT), medians over rounds of each
# row's ratio to the same run's null chain and its host CPU over the null
# chain's, from cuqam_bench_host JSON files named PREFIX<variant>_<round>.json.
# Usage: python3 combine_variants.py DIR VARIANT,VARIANT,... [PREFIX]
#   (PREFIX "batch" unless given; rows >= 95 %, the median over the nine CUDA
#   rows, rows at or below 1.2 x; then each row as % / x)
import json,glob,statistics as st,sys
d=sys.argv[1]; bs=sys.argv[2].split(","); pre=sys.argv[3] if len(sys.argv)>3 else "batch"
for large in (False,True):
  print("1 Mi" if large else "default")
  for b in bs:
    acc={}
    for f in sorted(glob.glob(f"{d}/{pre}{b}_*.json")):
        rows=json.load(open(f))["rows"]
        nul={r["large_buffers"]:r for r in rows if r["backend"]=="-"}
        for r in rows:
            if r["large_buffers"]!=large: continue
            n=nul[large]; k=(r["backend"],r["method"],r["format"])
            a=acc.setdefault(k,{"rel":[],"cpu":[],"rate":[]})
            a["rel"].append(100*r["msym_s"][0]/n["msym_s"][0]); a["cpu"].append(r["host_cpu_ns_per_symbol"][0]/n["host_cpu_ns_per_symbol"][0]); a["rate"].append(r["msym_s"][0])
    line=[]; meds=[]; cpus=[]
    for k,a in acc.items():
        if k[0]=="-": line.append(f"null {st.median(a['rate']):.0f}"); continue
        nm=("ring" if "ring" in k[0] else "copy" if "copy" in k[0] else k[1][:2]+k[2])
        if k[0]=="cuda": meds.append(st.median(a['rel'])); cpus.append(st.median(a['cpu']))
        line.append(f"{nm} {st.median(a['rel']):.0f}/{st.median(a['cpu']):.2f}")
    print(f" {b:>8} rows>=95: {sum(m>=95 for m in meds)}/9 median-of-rows {st.median(meds):.1f} cpu<=1.2: {sum(c<=1.2 for c in cpus)} | "+" ".join(line))
