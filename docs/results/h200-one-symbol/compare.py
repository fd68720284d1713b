# Per-row medians and ranges of tbench outputs, and each library's per-round ratio to
# the first named one: python3 compare.py FILE BASE OTHER...
import re,collections,sys
f=sys.argv[1]; base=sys.argv[2]; others=sys.argv[3:]
rows=collections.defaultdict(lambda: collections.defaultdict(list)); pc=collections.defaultdict(lambda: collections.defaultdict(list))
v=None
for l in open(f):
    m=re.match(r'== (\S+) round',l)
    if m: v=m.group(1); continue
    m=re.match(r'(\S+)\s+(\S+)\s+(\S+)\s+([\d.]+) Gsym/s\s+([\d.]+)',l)
    if m: k=' '.join(m.groups()[:3]); rows[k][v].append(float(m.group(4))); pc[k][v].append(float(m.group(5)))
def med(x): x=sorted(x); return x[len(x)//2]
for r,d in rows.items():
    s='%-20s %s %6.2f [%.2f-%.2f] %5.1f%%'%(r,base,med(d[base]),min(d[base]),max(d[base]),med(pc[r][base]))
    for o in others:
        rat=[y/x for x,y in zip(d[base],d[o])]
        s+=' | %s %6.2f [%.2f-%.2f] %5.1f%% x%.2f [%.2f-%.2f]'%(o,med(d[o]),min(d[o]),max(d[o]),med(pc[r][o]),med(rat),min(rat),max(rat))
    print(s)
