import re,glob,statistics as st,sys
d=sys.argv[1]
def parse(f):
    out={}
    for line in open(f):
        m=re.match(r'^(QPSK|16QAM|64QAM|256QAM|1024QAM|4096QAM)\s+(\w+)\s+(\w+)\s+([\d.]+)\s+(\d+)\s+([\d.]+)%',line)
        if m: out[(m[1],m[2],m[3])]=float(m[6])
    return out
old=[parse(f) for f in sorted(glob.glob(d+'/quick_old_*.log'))]
new=[parse(f) for f in sorted(glob.glob(d+'/quick_new_*.log'))]
fo,fn=parse(d+'/full_old.log'),parse(d+'/full_new.log')
n90o=n90n=0;rows=0
print("| order | method | out | before, --quick x3 | after, --quick x3 | before, full | after, full |")
print("|---|---|---|---|---|---:|---:|")
for k in old[0]:
    a=[o[k] for o in old]; b=[x[k] for x in new]
    if k[1]!='exact':
        rows+=1; n90o+=fo[k]>=90; n90n+=fn[k]>=90
    print(f"| {k[0]} | {k[1]} | {k[2]} | {min(a):.1f}-{max(a):.1f} | {min(b):.1f}-{max(b):.1f} | {fo[k]:.1f} | {fn[k]:.1f} |")
print(f"\nfull runs, approx/maxlog rows >= 90 % of the copy: before {n90o} of {rows}, after {n90n} of {rows}")
for name,runs in (("before",old),("after",new)):
    c=[sum(r[k]>=90 for k in r if k[1]!='exact') for r in runs]
    print(f"--quick, approx/maxlog rows >= 90 %: {name} {c}")
