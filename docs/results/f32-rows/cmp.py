import re,glob,collections,sys
d=sys.argv[1] if len(sys.argv)>1 else '/tmp/labab'
rows=collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(d+'/*-[0-9].log')):
    v=f.split('/')[-1].split('-')[0]
    for line in open(f):
        c=[x.strip() for x in line.split('|')]
        if len(c)>11 and c[1] in('avx512','avx2','sse4_1','neon') and c[4]=='f32':
            key=(c[1],c[2],c[3])
            rows[key][v].append((c[5],c[8],c[9],c[11]))
for k in sorted(rows):
    o=rows[k]['old']; n=rows[k]['new']
    def s(l,i): return '/'.join(x[i] for x in l)
    print(f"{k[0]:7} {k[1]:8} {k[2]:7} 3gpp {s(o,0):14} -> {s(n,0):14} | wifi abs {s(o,1):14} -> {s(n,1):14} | wifi% {s(o,2):17} -> {s(n,2):17} | QI% {s(o,3)} -> {s(n,3)}")
