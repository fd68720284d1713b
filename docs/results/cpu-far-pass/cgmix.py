import re,collections,sys
cg,fnname,asm=sys.argv[1],sys.argv[2],sys.argv[3]
names={}; cur=None; last=0; skip=False; cnt=collections.Counter()
def addr(a):
    global last
    if a.startswith('0x'): last=int(a,16)
    elif a.startswith('+'): last+=int(a[1:])
    elif a.startswith('-'): last-=int(a[1:])
    return last
for line in open(cg):
    line=line.rstrip('\n')
    if line.startswith('fn='):
        m=re.match(r'fn=\((\d+)\)(?: (.*))?',line); 
        if m.group(2): names[m.group(1)]=m.group(2)
        cur=names.get(m.group(1)); continue
    if line.startswith(('cfn=','cfi=','cob=')):
        m=re.match(r'c\w\w=\((\d+)\)(?: (.*))?',line)
        if line.startswith('cfn=') and m and m.group(2): names[m.group(1)]=m.group(2)
        continue
    if line.startswith('calls='):
        skip=True; continue
    p=line.split()
    if len(p)>=3 and re.match(r'^(0x[0-9a-f]+|[+-]\d+|\*)$',p[0]):
        a=addr(p[0])
        if skip: skip=False; continue
        if cur and fnname in cur: cnt[a]+=int(p[2])
ins={}
for l in open(asm):
    m=re.match(r'\s+([0-9a-f]+):\s+(\S+)\s*(.*)',l)
    if m: ins[int(m.group(1),16)]=(m.group(2),m.group(3))
mix=collections.Counter(); tot=0; spill=0
for a,c in cnt.items():
    if a not in ins: continue
    mn,ops=ins[a]; mix[mn]+=c; tot+=c
    if 'rsp' in ops or 'rbp' in ops: spill+=c
N=float(sys.argv[4])
print("total per symbol %.1f, stack-touching %.1f"%(tot/N,spill/N))
for mn,c in mix.most_common(40): print("%-14s %6.2f"%(mn,c/N))
