import re,sys,glob,os,statistics as st
d=sys.argv[1]
def load(f):
    r={}
    for line in open(f):
        m=re.match(r'\| (\w+) \| (approx|maxlog|exact) \| (u8|f32) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \|',line)
        if m: r[(m.group(1),m.group(2),m.group(3))]=(float(m.group(4)),float(m.group(5)),float(m.group(6)))
    return r
B=[load(f) for f in sorted(glob.glob(d+'/before_*.log'))]
A=[load(f) for f in sorted(glob.glob(d+'/after_*.log'))]
print("| impl | method | out | before L2, Msym/s | after L2 | after / before (per round) |")
print("|---|---|---|---:|---:|---|")
for k in B[0]:
    if k[0]=='generic': continue
    b=[x[k][1] for x in B]; a=[x[k][1] for x in A]
    rat=[y/x for x,y in zip(b,a)]
    print(f"| {k[0]} | {k[1]} | {k[2]} | {min(b):.0f}-{max(b):.0f} | {min(a):.0f}-{max(a):.0f} | {', '.join(f'{r:.2f}' for r in rat)} |")
